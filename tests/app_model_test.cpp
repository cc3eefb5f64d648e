// The app model without a window: what the panels show while a move is animated (scores when
// the seeds land, the turn and the result when the move ends), the moves looked back at, and
// what each move did.
#include "app/model/app_model.h"

#include <catch2/catch.hpp>
#include <string>

#include "app/model/move_list_text.h"
#include "app/model/move_summary.h"
#include "core/record.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

namespace {

SessionSetup twoPeople(Variant v) {
  SessionSetup setup;
  setup.variant = v;
  return setup;
}

// The first legal move of `game` that captures seeds (nothing when none does).
std::optional<Move> capturingMove(const Game& game) {
  for (Move m : game.legalMoves()) {
    Position p = game.position();
    if (m != kPass && applyMove(game.rules(), p, m) > 0) return m;
  }
  return std::nullopt;
}

// Plays first legal moves (shown at once) until one that captures can be played.
Move playUntilCapture(AppModel& model) {
  for (int n = 0; n < 400; ++n) {
    REQUIRE_FALSE(model.session().game().over());
    if (auto m = capturingMove(model.session().game())) return *m;
    REQUIRE_FALSE(model.play(model.session().legalMoves().moves[0], 0.0));
    model.skipAnimation();
  }
  FAIL("no capture came up");
  return kPass;
}

// Plays first legal moves (shown at once) until the game is over.
void playToEnd(AppModel& model) {
  for (int n = 0; n < 2000 && !model.session().game().over(); ++n) {
    REQUIRE_FALSE(model.play(model.session().legalMoves().moves[0], 0.0));
    model.skipAnimation();
  }
  REQUIRE(model.session().game().over());
}

// The page opened again at `address` (a reload, a bookmark, a copied address) over `host`'s
// storage.
void reopen(AppModel& model, const GameAddress& address) {
  model.startUp({address.query, address.fragment, false, false}, 0.0);
}

SessionSetup againstComputer(Variant v) {
  SessionSetup setup;
  setup.variant = v;
  setup.players = {PlayerKind::Person, PlayerKind::Computer};
  return setup;
}

}  // namespace

TEST_CASE("the panels' score follows the seeds into the store, the turn changes at the end",
          "[app][animation]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.newGame(twoPeople(Variant::Warri));
  model.setSpeed(Speed::Normal);
  const Move move = playUntilCapture(model);
  const Position before = model.session().position();
  const double t0 = 100.0;
  REQUIRE_FALSE(model.play(move, t0));
  const Position after = model.session().position();
  const int mover = index(before.toMove);
  REQUIRE(after.captured[static_cast<std::size_t>(mover)] >
          before.captured[static_cast<std::size_t>(mover)]);

  // At the start of the move nothing has landed: the panel shows the position before it.
  CHECK(model.shownPosition(t0).captured == before.captured);
  CHECK(model.shownPosition(t0).toMove == before.toMove);
  // Through the move the score only grows, and the turn stays with the mover until the end.
  bool sawBefore = false;
  int last = before.captured[static_cast<std::size_t>(mover)];
  double t = t0;
  for (; model.animating(t); t += 0.02) {
    const Position shown = model.shownPosition(t);
    CHECK(shown.toMove == before.toMove);
    const int score = shown.captured[static_cast<std::size_t>(mover)];
    CHECK(score >= last);
    last = score;
    sawBefore |= shown.captured == before.captured;
  }
  CHECK(sawBefore);
  // Once the last seeds have landed, the panel shows the position after the move.
  CHECK(model.shownPosition(t) == after);
}

TEST_CASE("Skip shows the scores and the turn after the move at once", "[app][animation]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.newGame(twoPeople(Variant::AdjiKui1));
  model.setSpeed(Speed::Slow);
  const Move move = playUntilCapture(model);
  REQUIRE_FALSE(model.play(move, 10.0));
  REQUIRE(model.animating(10.0));
  CHECK_FALSE(model.shownPosition(10.0) == model.session().position());
  model.skipAnimation();
  CHECK(model.shownPosition(10.0) == model.session().position());
}

TEST_CASE("a game's end and the match's count are shown when the last move has been shown",
          "[app][animation]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  SessionSetup setup = twoPeople(Variant::Warri);
  setup.match = true;
  model.newGame(setup);
  model.setSpeed(Speed::Normal);
  double t = 0;
  for (int n = 0; n < 2000; ++n) {
    const Game& game = model.session().game();
    const Move m = game.legalMoves().moves[0];
    Position next = game.position();
    applyMove(game.rules(), next, m);
    if (next.over()) break;
    REQUIRE_FALSE(model.play(m, t));
    model.skipAnimation();
  }
  REQUIRE_FALSE(model.session().game().over());
  const MatchState matchBefore = *model.session().match();
  t = 50.0;
  REQUIRE_FALSE(model.play(model.session().game().legalMoves().moves[0], t));
  REQUIRE(model.session().game().over());
  REQUIRE(model.animating(t));
  CHECK_FALSE(model.shownPosition(t).over());
  CHECK_FALSE(model.betweenGamesShown(t));
  REQUIRE(model.shownMatch(t));
  CHECK(model.shownMatch(t)->wins == matchBefore.wins);
  CHECK(model.shownMatch(t)->draws == matchBefore.draws);
  model.skipAnimation();
  CHECK(model.shownPosition(t).over());
  CHECK(model.betweenGamesShown(t));
  CHECK(model.shownMatch(t) == model.session().match());
}

TEST_CASE("the moves looked back at: the board then, no play, and back to the game",
          "[app][moves]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.newGame(twoPeople(Variant::AdjiKui2));
  model.setSpeed(Speed::Instant);
  for (Move m : {Move{2}, Move{8}, Move{3}}) REQUIRE_FALSE(model.play(m, 0.0));
  const Game game = model.session().game();
  REQUIRE(game.moves().size() == 3);

  model.viewMoves(1);
  CHECK(model.viewingPast());
  CHECK(model.shownPosition(0.0) == game.history()[1]);
  CHECK(model.candidates() == 0);
  model.stepView(-1);
  CHECK(model.shownPosition(0.0) == game.history()[0]);
  model.stepView(-1);  // no further back than the start
  CHECK(model.viewedMoves() == std::optional<std::size_t>(0));
  model.stepView(1);
  model.stepView(1);
  CHECK(model.shownPosition(0.0) == game.history()[2]);
  model.stepView(1);  // the last move: the live position
  CHECK_FALSE(model.viewingPast());
  CHECK(model.shownPosition(0.0) == game.position());

  // A click on the board while looking back comes back to the game and plays nothing.
  model.viewMoves(0);
  const int playable = model.session().legalMoves().moves[0];
  model.chooseHole(playable, 0.0);
  CHECK_FALSE(model.viewingPast());
  CHECK(model.session().game().moves().size() == 3);
  CHECK_FALSE(model.message().empty());
  model.chooseHole(playable, 0.0);
  CHECK(model.session().game().moves().size() == 4);
}

TEST_CASE("a move's summary agrees with the positions before and after it", "[app][moves]") {
  for (Variant v : kAllVariants) {
    Game game(Rules{v, false});
    std::uint64_t seed = 7;
    int captures = 0, relays = 0;
    for (int n = 0; n < 300 && !game.over(); ++n) {
      const MoveList legal = game.legalMoves();
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      REQUIRE(game.play(legal.moves[static_cast<std::size_t>(
          (seed >> 33) % static_cast<std::uint64_t>(legal.count))]));
      const std::size_t i = game.moves().size() - 1;
      const MoveSummary s = summarizeMove(game, i);
      const Position& before = game.history()[i];
      const Position& after = game.history()[i + 1];
      INFO(variantName(v) << " move " << i);
      CHECK(s.move == game.moves()[i]);
      CHECK(s.mover == before.toMove);
      CHECK(s.endsGame == after.over());
      if (s.move == kPass) {
        CHECK(s.from == -1);
        continue;
      }
      CHECK(s.from == s.move);
      CHECK(s.to >= 0);
      if (!after.over()) {
        const auto m = static_cast<std::size_t>(index(s.mover));
        CHECK(s.captured == after.captured[m] - before.captured[m]);
        CHECK(s.grandSlam == (after.toMove == s.mover));
      }
      captures += s.captured > 0;
      relays += s.relays;
    }
    CHECK(captures > 0);
    if (v == Variant::AdjiKui2) CHECK(relays > 0);  // its laps go on from full holes
  }
}

TEST_CASE(
    "the move list's legend explains every mark its cells use, the pass once there is one, "
    "and only the marks of its game",
    "[app][moves]") {
  // Marks a cell may carry, each with the start of its entry in the legend.
  const std::pair<const char*, const char*> marks[] = {
      {"\u00d7", "\u00d7:"}, {"\u00bb", "\u00bb:"}, {"!", "!:"}, {"-", "-:"}};
  int passes = 0;
  for (Variant v : kAllVariants) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      Game game(Rules{v, false});
      std::uint64_t rng = seed;
      std::vector<MoveSummary> list;
      bool passSeen = false;
      for (int n = 0; n < 300 && !game.over(); ++n) {
        const MoveList legal = game.legalMoves();
        rng = rng * 6364136223846793005ull + 1442695040888963407ull;
        REQUIRE(game.play(legal.moves[static_cast<std::size_t>(
            (rng >> 33) % static_cast<std::uint64_t>(legal.count))]));
        list.push_back(summarizeMove(game, game.moves().size() - 1));
        const std::string cell = moveCellText(list.back());
        const std::string legend = moveListLegend(v, list);
        INFO(variantName(v) << " move " << list.size() << ": \"" << cell << "\", " << legend);
        CHECK(cell[0] == moveLetter(list.back().move));
        for (const auto& [mark, entry] : marks)
          if (cell.find(mark) != std::string::npos) CHECK(legend.find(entry) != std::string::npos);
        passSeen = passSeen || list.back().move == kPass;
        CHECK((legend.find("-:") != std::string::npos) == passSeen);
      }
      passes += passSeen;
    }
  }
  CHECK(passes > 0);  // the random games did pass
  // Only the marks a game's rules can make: relays in Adji Kui II, grand slams in Warri.
  CHECK(moveListLegend(Variant::AdjiKui1, {}) == "\u00d7: seeds captured.");
  CHECK(moveListLegend(Variant::AdjiKui2, {}) == "\u00d7: seeds captured, \u00bb: a relay.");
  CHECK(moveListLegend(Variant::Warri, {}) ==
        "\u00d7: seeds captured, !: a grand slam (plays again).");
}

TEST_CASE("keeping games: the address follows the game, and a reload brings it back",
          "[app][keep]") {
  MemoryHost host;
  {
    // Arrived through ?game=adji-kui-1, then Warri chosen on the start screen and played.
    AppModel model(host, nullptr);
    model.startUp({"game=adji-kui-1&lang=en&theme=contrast", "", false, false}, 0.0);
    REQUIRE(model.session().variant() == Variant::AdjiKui1);
    CHECK(host.address.query.find("game=adji-kui-1") != std::string::npos);
    model.goToStart();
    CHECK(host.address.query == "lang=en&theme=contrast");  // the start screen: no game
    CHECK(host.address.fragment.empty());
    model.newGame(twoPeople(Variant::Warri));
    for (int i = 0; i < 3; ++i) {
      REQUIRE_FALSE(model.play(model.session().legalMoves().moves[0], 0.0));
      model.skipAnimation();
    }
    CHECK(host.address.query == "game=warri&south=person&north=person&lang=en&theme=contrast");
    CHECK(host.address.fragment == model.shareFragment());
  }
  const std::string saved = host.stored["mancala"];
  const GameAddress address = host.address;
  AppModel reloaded(host, nullptr);
  reopen(reloaded, address);
  CHECK(reloaded.screen() == Screen::Play);
  CHECK(reloaded.session().variant() == Variant::Warri);
  CHECK(reloaded.session().game().moves().size() == 3);
  CHECK(reloaded.message().empty());

  // A bookmark opened elsewhere (nothing saved there) brings back the same game too.
  MemoryHost elsewhere;
  AppModel other(elsewhere, nullptr);
  reopen(other, address);
  CHECK(other.session().variant() == Variant::Warri);
  CHECK(other.session().game().moves() == reloaded.session().game().moves());
}

TEST_CASE("keeping games: a share link played on is not reopened at the shared position",
          "[app][keep]") {
  Game shared(Rules{Variant::AdjiKui2, false});
  REQUIRE(shared.play(shared.legalMoves().moves[0]));
  REQUIRE(shared.play(shared.legalMoves().moves[0]));
  MemoryHost host;
  GameAddress address;
  {
    AppModel model(host, nullptr);
    model.startUp({"lang=en", shareFragment(shared), false, false}, 0.0);
    REQUIRE(model.session().game().moves().size() == 2);
    REQUIRE_FALSE(model.play(model.session().legalMoves().moves[0], 0.0));
    address = host.address;
    CHECK(address.fragment != shareFragment(shared));
  }
  AppModel reloaded(host, nullptr);
  reopen(reloaded, address);
  CHECK(reloaded.session().game().moves().size() == 3);
}

TEST_CASE("keeping games: a reload in a match goes on with the match", "[app][keep]") {
  MemoryHost host;
  GameAddress address;
  {
    AppModel model(host, nullptr);
    model.startUp({}, 0.0);
    SessionSetup setup = twoPeople(Variant::AdjiKui1);
    setup.match = true;
    model.newGame(setup);
    playToEnd(model);
    REQUIRE(model.nextGame(std::nullopt) == std::nullopt);
    REQUIRE_FALSE(model.play(model.session().legalMoves().moves[0], 0.0));
    address = host.address;
    CHECK(address.query.find("match=1") != std::string::npos);
  }
  AppModel reloaded(host, nullptr);
  reopen(reloaded, address);
  REQUIRE(reloaded.session().match());
  CHECK(reloaded.session().match()->game == 2);
  CHECK(reloaded.session().game().moves().size() == 1);
}

TEST_CASE("keeping games: New game keeps the game in progress until another starts",
          "[app][keep]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({}, 0.0);
  model.newGame(twoPeople(Variant::Warri));
  CHECK_FALSE(model.gameInProgress());  // no move yet: nothing to lose
  model.goToStart();
  CHECK_FALSE(model.canGoBackToGame());
  model.newGame(twoPeople(Variant::Warri));
  REQUIRE_FALSE(model.play(2, 0.0));
  REQUIRE(model.gameInProgress());
  const auto moves = model.session().game().moves();
  model.goToStart();
  REQUIRE(model.canGoBackToGame());
  SessionSetup other = model.startChoices();
  other.variant = Variant::AdjiKui2;  // a choice made, then thought better of
  model.chooseSetup(other);
  {
    // Reloaded on the start screen: still there to go back to.
    AppModel reloaded(host, nullptr);
    reopen(reloaded, host.address);
    CHECK(reloaded.screen() == Screen::Start);
    CHECK(reloaded.canGoBackToGame());
    reloaded.backToGame();
    CHECK(reloaded.screen() == Screen::Play);
    CHECK(reloaded.session().game().moves() == moves);
  }
  model.backToGame();
  CHECK(model.screen() == Screen::Play);
  CHECK(model.session().game().moves() == moves);
  CHECK_FALSE(model.canGoBackToGame());
}

TEST_CASE("keeping games: a game replaced by another can be gone back to until a move is played",
          "[app][keep]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({}, 0.0);
  model.newGame(twoPeople(Variant::Warri));
  REQUIRE_FALSE(model.play(2, 0.0));
  model.skipAnimation();
  const auto warriMoves = model.session().game().moves();

  // A record loaded over it (the record dialog, a share link opened on the page).
  Game record(Rules{Variant::AdjiKui1, false});
  REQUIRE(record.play(0));
  REQUIRE(model.loadRecord(writeRecord(record), 0.0) == std::nullopt);
  REQUIRE(model.hasPreviousGame());
  model.backToPreviousGame();
  CHECK(model.session().variant() == Variant::Warri);
  CHECK(model.session().game().moves() == warriMoves);
  // ... and the record's game in its place, to go back to in turn.
  REQUIRE(model.hasPreviousGame());
  model.backToPreviousGame();
  CHECK(model.session().variant() == Variant::AdjiKui1);

  // A new game started (the embedding page, the start screen): once a person plays in it, the
  // other one is let go.
  model.newGame(twoPeople(Variant::AdjiKui2));
  REQUIRE(model.hasPreviousGame());
  REQUIRE_FALSE(model.play(model.session().legalMoves().moves[0], 0.0));
  CHECK_FALSE(model.hasPreviousGame());
}

TEST_CASE("keeping games: Rematch and Play again after the end", "[app][keep]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({}, 0.0);
  SessionSetup setup = againstComputer(Variant::Warri);
  setup.levels = {std::nullopt, ai::Level::Hard};
  model.newGame(setup);
  playToEnd(model);
  CHECK_FALSE(model.gameInProgress());
  model.rematch();
  CHECK(model.screen() == Screen::Play);
  CHECK(model.session().game().moves().empty());
  CHECK(model.session().position().toMove == Player::North);  // the other side starts
  CHECK(model.session().level(Player::North) == ai::Level::Hard);
  CHECK(model.session().kind(Player::North) == PlayerKind::Computer);
  CHECK_FALSE(model.hasPreviousGame());
  // Rematch is for a game that is over.
  model.rematch();
  CHECK(model.session().position().toMove == Player::North);

  model.goToStart();  // Play again: the start screen, the same choices
  CHECK(model.screen() == Screen::Start);
  CHECK(model.startChoices().variant == Variant::Warri);
  CHECK(model.startChoices().levels[1] == ai::Level::Hard);
}

TEST_CASE("settings that stick: the start screen's choices survive a reload", "[app][keep]") {
  MemoryHost host;
  {
    AppModel model(host, nullptr);
    model.startUp({}, 0.0);
    // A first visit: the start screen, the computer at the friendly level.
    CHECK(model.screen() == Screen::Start);
    CHECK(model.startChoices().levels[1].value_or(kDefaultLevel) == ai::Level::Easy);
    SessionSetup choices = model.startChoices();
    choices.variant = Variant::AdjiKui2;
    choices.players = {PlayerKind::Computer, PlayerKind::Computer};
    choices.levels = {ai::Level::Beginner, ai::Level::Medium};
    choices.starter = Player::North;
    choices.match = true;
    choices.matchLength = MatchOptions::Length::Games;
    choices.matchGames = 7;
    model.chooseSetup(choices);
    model.update(0.0);  // the choices are saved as they are made
  }
  AppModel reloaded(host, nullptr);
  reopen(reloaded, host.address);
  const SessionSetup& back = reloaded.startChoices();
  CHECK(back.variant == Variant::AdjiKui2);
  CHECK(back.players[0] == PlayerKind::Computer);
  CHECK(back.levels[0] == ai::Level::Beginner);
  CHECK(back.levels[1] == ai::Level::Medium);
  CHECK(back.starter == Player::North);
  CHECK(back.match);
  CHECK(back.matchLength == MatchOptions::Length::Games);
  CHECK(back.matchGames == 7);

  // The address's level wins for the visit.
  AppModel asked(host, nullptr);
  asked.startUp({"game=warri&north=computer&level=master", "", false, false}, 0.0);
  CHECK(asked.session().level(Player::North) == ai::Level::Master);
}

TEST_CASE("settings that stick: a damaged save is said and nothing of it is used", "[app][keep]") {
  MemoryHost host;
  host.stored["mancala"] =
      "mancala-save 2\ntheme contrast\nsetup warri person computer S single full 5 classic-slam "
      "hard godlike\n";
  AppModel model(host, nullptr);
  model.startUp({}, 0.0);
  CHECK(model.message().find("could not be read") != std::string::npos);
  CHECK_FALSE(model.highContrast());
  CHECK(model.session().variant() == Variant::AdjiKui1);
}
