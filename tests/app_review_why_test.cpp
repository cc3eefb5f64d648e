// The review's "why" (why_reason.h), checked against the engine's principal line (move_line.h) in
// each game: the opponent's reply and its capture, a capture missed, a grand slam allowed, the
// holes fewer that seeds lost can mean in an Adji Kui II match; and in the four languages. Then
// Show the line: the board plays the move and the line after it, and back.
#include <catch2/catch.hpp>
#include <cctype>
#include <functional>
#include <optional>
#include <random>
#include <set>

#include "app/model/review/move_line.h"
#include "app/model/review/why_reason.h"
#include "app/text/i18n.h"
#include "app_commands.h"
#include "core/record.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

namespace {

std::string letter(Move m) { return std::string(1, moveLetter(m)); }

constexpr Language kTranslated[] = {Language::French, Language::Italian, Language::Spanish};

// The numbers written in digits, in order of size (a translation may reorder a sentence).
std::multiset<std::string> numbers(const std::string& s) {
  std::multiset<std::string> out;
  for (std::size_t i = 0; i < s.size();) {
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) ++j;
    out.insert(s.substr(i, j - i));
    i = j;
  }
  return out;
}

int captures(const Rules& rules, Position p, Move m) { return applyMove(rules, p, m); }

// A move of a game whose engine's line has the opponent capture at once after it, the move
// played capturing nothing: found by playing `variant` at random (a fixed seed) and trying every
// legal move of each position.
struct Found {
  Game game;
  std::size_t i = 0;
  Move move = kNoMove;
  std::vector<Move> line;
};
std::optional<Found> replyCapture(Variant variant) {
  std::mt19937 random(7);
  Game game(Rules{variant, false});
  for (int ply = 0; ply < 40 && !game.over(); ++ply) {
    const MoveList legal = game.legalMoves();
    if (ply >= 6) {
      const std::size_t i = game.moves().size();
      for (Move m : legal) {
        if (m == kPass || captures(game.rules(), game.position(), m) > 0) continue;
        const std::vector<Move> line = principalLine(game, i, m);
        if (line.size() < 2 || line[1] == kPass) continue;
        Position after = game.position();
        applyMove(game.rules(), after, m);
        if (after.toMove == game.position().toMove || after.over()) continue;
        Position replied = after;
        const int seeds = applyMove(game.rules(), replied, line[1]);
        if (seeds > 0 && !replied.over() && replied.toMove != after.toMove) {
          Game played = game;
          played.play(m);
          return Found{played, i, m, line};
        }
      }
    }
    std::uniform_int_distribution<int> pick(0, legal.count - 1);
    game.play(legal.moves[static_cast<std::size_t>(pick(random))]);
  }
  return std::nullopt;
}

// The same, the sentence's words in `lang` against English: another sentence with the same
// numbers and the same move letters.
void checkTranslated(const std::string& english, const std::function<std::string()>& make) {
  for (Language lang : kTranslated) {
    setLanguage(lang);
    const std::string text = make();
    CHECK(text != english);
    for (const char* word :
         {"After ", " sows ", "captures", "would have", "In the match", "worse off"})
      CHECK(text.find(word) == std::string::npos);
    CHECK(numbers(text) == numbers(english));
  }
  setLanguage(Language::English);
}

}  // namespace

TEST_CASE("why: the opponent's reply in the engine's line and what it captures, each game",
          "[review][app][why]") {
  setLanguage(Language::English);
  for (Variant v : kAllVariants) {
    INFO(variantName(v));
    const auto found = replyCapture(v);
    REQUIRE(found);
    const Game& game = found->game;
    Position after = game.history()[found->i];
    applyMove(game.rules(), after, found->move);
    const int seeds = captures(game.rules(), after, found->line[1]);
    WhyFacts facts;
    facts.played = found->line;
    facts.seedsLost = 4;
    const std::string text = whyText(game, found->i, facts);
    const std::string expected = "After " + letter(found->move) + ", " +
                                 (after.toMove == Player::South ? "South" : "North") + " sows " +
                                 letter(found->line[1]) + " and captures " + std::to_string(seeds);
    CHECK(text.rfind(expected, 0) == 0);
    checkTranslated(text, [&] { return whyText(game, found->i, facts); });
  }
}

TEST_CASE("why: what the better move would have captured at once", "[review][app][why]") {
  setLanguage(Language::English);
  // Warri, South to move: f (2 seeds) sows A and B, makes 2 in each and captures both, 4 seeds;
  // a, the move reviewed, captures nothing.
  Position p;
  p.seeds = {2, 0, 0, 0, 0, 2, 1, 1, 0, 4, 0, 0};
  p.captured = {18, 20};
  p.toMove = Player::South;
  const Rules rules{Variant::Warri, false};
  Game game(rules, p);
  REQUIRE(game.play(0));  // a: the move reviewed
  const int missed = captures(rules, p, 5);
  REQUIRE(missed == 4);
  WhyFacts facts;
  facts.played = principalLine(game, 0, 0);
  facts.better = principalLine(game, 0, 5);
  facts.seedsLost = 4;
  const std::string text = whyText(game, 0, facts);
  CHECK(text.find("f would have captured 4 seeds.") != std::string::npos);
  checkTranslated(text, [&] { return whyText(game, 0, facts); });
  // Try again hides the better move: no word of it.
  facts.better.clear();
  CHECK(whyText(game, 0, facts).find("f ") == std::string::npos);
}

TEST_CASE("why: a grand slam that the move allows (Warri)", "[review][app][why]") {
  setLanguage(Language::English);
  // South a1 b1 f1; North D3 F2. South's f leaves a and b alone: North's F (2 seeds) sows a and
  // b, makes 2 in each and captures both, South's whole row: a grand slam.
  Position p;
  p.seeds = {1, 1, 0, 0, 0, 1, 0, 0, 0, 3, 0, 2};
  p.captured = {20, 20};
  p.toMove = Player::South;
  const Rules rules{Variant::Warri, false};
  Game game(rules, p);
  REQUIRE(game.play(5));
  const std::vector<Move> line = principalLine(game, 0, 5);
  REQUIRE(line.size() >= 2);
  REQUIRE(line[1] == 11);  // the engine's reply: F
  WhyFacts facts;
  facts.played = line;
  facts.seedsLost = 6;
  const std::string text = whyText(game, 0, facts);
  CHECK(text ==
        "After f, North sows F and captures 4 seeds, all of South's row: a grand slam, and "
        "North plays again.");
  checkTranslated(text, [&] { return whyText(game, 0, facts); });
}

TEST_CASE("why: in an Adji Kui II match, the holes fewer that the seeds lost can mean",
          "[review][app][why]") {
  setLanguage(Language::English);
  Game game(Rules{Variant::AdjiKui2, false});
  REQUIRE(game.play(2));
  WhyFacts facts;
  facts.played = principalLine(game, 0, 2);
  facts.seedsLost = 8;
  facts.match = true;
  const std::string text = whyText(game, 0, facts);
  CHECK(text.find("In the match, 4 seeds fewer at the end can mean 1 hole fewer to own in the "
                  "next game: a player owns a hole for every 4 seeds.") != std::string::npos);
  checkTranslated(text, [&] { return whyText(game, 0, facts); });
  facts.match = false;  // a single game: no holes to own next
  CHECK(whyText(game, 0, facts).find("hole") == std::string::npos);
}

namespace {

// A Warri game of 8 moves played the best way by a shallow analysis, but for South's move 5
// (index 4): the move worth least at the review's depth.
Game gameWithBlunder() {
  Game game(Rules{Variant::Warri, false});
  for (std::size_t i = 0; i < 8 && !game.over(); ++i) {
    ai::SearchLimits limits;
    limits.depth = i == 4 ? kReviewDepth : 6;
    const ai::Analysis a = ai::analyse(game, limits);
    REQUIRE(game.play(i == 4 ? a.moves.back().move : a.moves.front().move));
  }
  return game;
}

}  // namespace

TEST_CASE("review: each marked move says why, and Show the line plays its line and back",
          "[review][app][why]") {
  setLanguage(Language::English);
  const Game game = gameWithBlunder();
  MemoryHost host;
  AppModel model(host, nullptr);
  SessionSetup setup;
  setup.variant = game.variant();
  setup.players = {PlayerKind::Person, PlayerKind::Computer};
  test::newGame(model, setup);
  REQUIRE_FALSE(test::loadRecord(model, writeRecord(game), 0.0));
  test::skipAnimation(model);
  test::openReview(model);
  for (int k = 0; k < 10000 && model.state().modes.review.running(); ++k) model.update(0.0);
  // South's first mistake (move 5 at the latest, the blunder).
  REQUIRE(model.state().modes.review.moveShown());
  const std::size_t i = *model.state().modes.review.moveShown();
  REQUIRE(i <= 4);
  REQUIRE(game.mover(i) == Player::South);
  // Why: from the engine's lines of the move played and of the better one.
  const Move better = *model.state().modes.review.betterMove();
  WhyFacts facts;
  facts.played = principalLine(game, i, game.moves()[i]);
  facts.better = principalLine(game, i, better);
  facts.seedsLost = model.state().modes.review.result()->moves()[i].seedsLost();
  const std::string why = model.state().modes.review.whyText(i);
  CHECK_FALSE(why.empty());
  CHECK(why == whyText(game, i, facts));
  // Said with the verdict when the move is looked at.
  REQUIRE_FALSE(test::send(model, cmd::View{static_cast<int>(i) + 1}));
  CHECK(model.state().shown.liveRegion.last() ==
        model.state().modes.review.moveText(i) + ' ' + why);

  // Show the line: the move played, then the line, one move a step; back to the position.
  const std::vector<Move>& line = model.state().modes.review.line();
  REQUIRE(line == facts.played);
  REQUIRE(line.size() >= 2);
  const std::vector<Position> at = linePositions(game, i, line);
  REQUIRE_FALSE(test::send(model, cmd::ShowLine{1}));
  test::skipAnimation(model);
  CHECK(model.state().modes.review.lineStep() == 1);
  CHECK(model.board().compute(0.0).shown.seeds == at[1].seeds);
  CHECK(model.state().shown.liveRegion.last().rfind("The line, move 1 of " +
                                                        std::to_string(line.size()) +
                                                        ": South sows " + letter(line[0]) + ".",
                                                    0) == 0);
  REQUIRE_FALSE(test::send(model, cmd::ShowLine{2}));
  test::skipAnimation(model);
  CHECK(model.board().compute(0.0).shown.seeds == at[2].seeds);
  CHECK(model.state().shown.liveRegion.last().rfind("The line, move 2 of " +
                                                        std::to_string(line.size()) +
                                                        ": North sows " + letter(line[1]) + ".",
                                                    0) == 0);
  REQUIRE_FALSE(test::send(model, cmd::ShowLine{0}));
  CHECK(model.state().modes.review.lineStep() == 0);
  CHECK(model.board().compute(0.0).shown.seeds == game.history()[i].seeds);
  CHECK(model.state().shown.liveRegion.last() ==
        "Back to the position before move " + std::to_string(i + 1) + ".");
  // Printed and read back as the page sends it.
  CHECK(printCommand(cmd::ShowLine{3}) == "show-line?step=3");

  // Try again: the why leaves out the better move.
  REQUIRE_FALSE(test::send(model, cmd::TryAgain{}));
  REQUIRE(model.state().modes.review.answerHidden());
  CHECK(model.state().modes.review.whyText(i) ==
        whyText(game, i, {facts.played, {}, facts.seedsLost, false}));
  // No move shown before: nothing to show.
  REQUIRE_FALSE(test::send(model, cmd::CloseReview{}));
  CHECK(test::send(model, cmd::ShowLine{1}) == Refusal{RefusalCode::NoReviewMove, {}});
}
