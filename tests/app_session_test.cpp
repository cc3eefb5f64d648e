// The session's computer players: a computer buyer in an Adji Kui II match buys by its own
// level: the default holes (README.md, "The rules": the opponent's holes nearest the buyer's
// own row in sowing order, the head first) at the levels without judgement, its own choice at
// Master; and the next game is played on what it bought.
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "ai/levels.h"
#include "app/model/common/session.h"

using namespace mancala;
using namespace mancala::app;

namespace {

// Plays the game out, South well (Medium) and North badly (its first legal move), so that
// South wins seeds enough to buy holes.
void playOut(Session& session) {
  for (int n = 0; n < 2000 && !session.game().over(); ++n) {
    const Move move =
        session.position().toMove == Player::South
            ? ai::chooseMove(session.game(), ai::Level::Medium, static_cast<std::uint64_t>(n))
            : session.legalMoves().moves[0];
    REQUIRE_FALSE(session.play(move));
  }
  REQUIRE(session.game().over());
}

// The owners of the 12 holes a..f A..F, as letters: "SSSSSSNNNNNN" at the start.
std::string owners(const Position& p) {
  std::string s;
  for (int h = 0; h < kHoles; ++h) s += p.owner(h) == Player::South ? 'S' : 'N';
  return s;
}

// A match of two computers after its first Adji Kui II game, which ended with 8 seeds on the
// board (4 in each row, taken by the row's owner) and `south`, `north` captured before that.
void afterFirstGame(Session& session, std::array<std::optional<ai::Level>, 2> levels, int south,
                    int north) {
  SessionSetup setup;
  setup.variant = Variant::AdjiKui2;
  setup.players = {PlayerKind::Computer, PlayerKind::Computer};
  setup.match = true;
  setup.levels = levels;
  Position end;
  end.seeds = {1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 0, 0};
  end.captured = {static_cast<std::uint8_t>(south), static_cast<std::uint8_t>(north)};
  const Game game(Rules{Variant::AdjiKui2, false}, end);
  REQUIRE(game.over());
  session.resume(setup, game, newMatch(Variant::AdjiKui2));
  REQUIRE(session.betweenGames());
}

constexpr auto B = ai::Level::Beginner;
constexpr auto E = ai::Level::Easy;
constexpr auto M = ai::Level::Master;

}  // namespace

TEST_CASE("a Beginner or Easy buyer takes the default holes, the head first", "[session]") {
  for (const ai::Level weak : {B, E}) {
    INFO(ai::levelName(weak));
    {
      // South ends with 28 + 4 = 32 seeds: 8 holes, 2 of them North's. Its choice is North's F
      // and E, sown just before South's own a; North, at Master, has no say in it.
      Session session;
      afterFirstGame(session, {weak, M}, 28, 12);
      const auto due = session.purchaseDue();
      REQUIRE(due);
      CHECK(due->buyer == Player::South);
      CHECK(due->count == 2);
      CHECK(session.computerPurchaseChoice() == std::vector<int>{11, 10});
      REQUIRE_FALSE(session.nextGame());  // no holes given: the computer's choice
      CHECK(owners(session.position()) == "SSSSSSNNNNSS");
      CHECK(session.position().toMove == Player::North);  // the starter alternates
      CHECK(session.match()->game == 2);
    }
    {
      // North ends with 36: 9 holes, 3 of South's: f, e and d, sown just before North's A.
      Session session;
      afterFirstGame(session, {M, weak}, 8, 32);
      const auto due = session.purchaseDue();
      REQUIRE(due);
      CHECK(due->buyer == Player::North);
      CHECK(due->count == 3);
      CHECK(session.computerPurchaseChoice() == std::vector<int>{5, 4, 3});
      REQUIRE_FALSE(session.nextGame());
      CHECK(owners(session.position()) == "SSSNNNNNNNNN");
    }
  }
}

TEST_CASE("a Master buyer chooses by its own judgement, the same when replayed", "[session]") {
  // Purchases of 1, 2 and 3 holes by either side, Master buying against a Beginner.
  struct Case {
    Player buyer;
    int south, north;  // captured before the 4 + 4 left on the board
    int count;
  };
  const Case cases[] = {{Player::South, 24, 16, 1}, {Player::South, 28, 12, 2},
                        {Player::South, 32, 8, 3},  {Player::North, 16, 24, 1},
                        {Player::North, 12, 28, 2}, {Player::North, 8, 32, 3}};
  const std::vector<int> defaults[2] = {{11, 10, 9}, {5, 4, 3}};  // [buyer South, North]
  int ownChoices = 0;
  for (const Case& c : cases) {
    INFO((c.buyer == Player::South ? "South" : "North") << " buys " << c.count);
    const std::array<std::optional<ai::Level>, 2> levels =
        c.buyer == Player::South ? std::array<std::optional<ai::Level>, 2>{M, B}
                                 : std::array<std::optional<ai::Level>, 2>{B, M};
    Session session;
    afterFirstGame(session, levels, c.south, c.north);
    const auto due = session.purchaseDue();
    REQUIRE(due);
    CHECK(due->buyer == c.buyer);
    REQUIRE(due->count == c.count);
    const std::vector<int> choice = session.computerPurchaseChoice();
    // As many holes as due, all different, all on the opponent's row.
    REQUIRE(static_cast<int>(choice.size()) == c.count);
    CHECK(std::set<int>(choice.begin(), choice.end()).size() == choice.size());
    for (int h : choice) CHECK(rowOf(h) == opponent(c.buyer));
    // The same match replayed gives the same choice.
    Session again;
    afterFirstGame(again, levels, c.south, c.north);
    CHECK(again.computerPurchaseChoice() == choice);
    if (choice !=
        std::vector<int>(defaults[static_cast<std::size_t>(index(c.buyer))].begin(),
                         defaults[static_cast<std::size_t>(index(c.buyer))].begin() + c.count))
      ++ownChoices;
    // The next game is played on exactly those holes.
    REQUIRE_FALSE(session.nextGame());
    std::string expected = "SSSSSSNNNNNN";
    for (int h : choice)
      expected[static_cast<std::size_t>(h)] = c.buyer == Player::South ? 'S' : 'N';
    CHECK(owners(session.position()) == expected);
  }
  // Master looks ahead rather than taking the default every time.
  CHECK(ownChoices > 0);
}

TEST_CASE("a computer buyer buys the holes its level chooses", "[session]") {
  for (ai::Level level : {ai::Level::Beginner, ai::Level::Master}) {
    SessionSetup setup;
    setup.variant = Variant::AdjiKui2;
    setup.players = {PlayerKind::Computer, PlayerKind::Computer};
    setup.match = true;
    setup.levels = {level, level};
    Session session;
    session.start(setup);
    CHECK(session.level(Player::South) == level);
    bool bought = false;
    for (int game = 0; game < 6 && !bought && !session.matchOver(); ++game) {
      playOut(session);
      if (!session.betweenGames()) break;
      const auto due = session.purchaseDue();
      const MatchState before = *session.match();
      if (due && due->count > 0) {
        const std::vector<int> choice = session.computerPurchaseChoice();
        INFO(ai::levelName(level));
        if (level == ai::Level::Beginner) {
          // The default: the opponent's holes nearest the buyer's row, the head first.
          const std::vector<int> order = due->buyer == Player::South
                                             ? std::vector<int>{11, 10, 9, 8, 7, 6}
                                             : std::vector<int>{5, 4, 3, 2, 1, 0};
          CHECK(choice == std::vector<int>(order.begin(), order.begin() + due->count));
        }
        CHECK(static_cast<int>(choice.size()) == due->count);
        CHECK_FALSE(checkPurchase(before, choice));
        REQUIRE_FALSE(session.nextGame());  // no holes given: the computer's choice
        for (int h : choice)
          CHECK(((session.position().northOwned >> h) & 1) == (due->buyer == Player::North));
        bought = true;
      } else {
        REQUIRE_FALSE(session.nextGame());
      }
    }
    CHECK(bought);
  }
}
