// The app model without a window: what the panels show while a move is animated (scores when
// the seeds land, the turn and the result when the move ends), and the moves looked back at.
// What each move did is in app_move_summary_test.cpp, the games kept in app_kept_games_test.cpp.
#include "app/model/modes/app_model.h"

#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "app/model/lessons/tutorial.h"
#include "app/text/i18n.h"
#include "app_commands.h"
#include "app_fixtures.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;
using namespace mancala::app::test;

namespace {

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
    REQUIRE_FALSE(model.state().game.session.game().over());
    if (auto m = capturingMove(model.state().game.session.game())) return *m;
    REQUIRE_FALSE(test::play(model, model.state().game.session.legalMoves().moves[0], 0.0));
    test::skipAnimation(model);
  }
  FAIL("no capture came up");
  return kPass;
}

}  // namespace

TEST_CASE("Play the computer: the chosen game against the computer, Easy at first", "[app]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({}, 0.0);
  SessionSetup choices = model.state().game.startChoices;
  choices.variant = Variant::Warri;
  choices.players = {PlayerKind::Person, PlayerKind::Person};  // the form's other choices
  choices.match = true;
  test::chooseSetup(model, choices);
  test::playTheComputer(model);
  REQUIRE(model.state().screen == Screen::Play);
  const Session& s = model.state().game.session;
  CHECK(s.variant() == Variant::Warri);
  CHECK(s.kind(Player::South) == PlayerKind::Person);
  CHECK(s.kind(Player::North) == PlayerKind::Computer);
  CHECK(s.level(Player::North) == ai::Level::Easy);
  CHECK_FALSE(s.match());
  CHECK(s.position().toMove == Player::South);
  // The level chosen for it since is kept.
  test::goToStart(model);
  choices = model.state().game.startChoices;
  choices.levels[1] = ai::Level::Hard;
  test::chooseSetup(model, choices);
  test::playTheComputer(model);
  CHECK(model.state().game.session.level(Player::North) == ai::Level::Hard);
}

TEST_CASE("the board faces the person: North near when the person plays North", "[app]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  test::newGame(model, againstComputer(Variant::Warri));
  CHECK(model.board().nearSide() == Player::South);
  SessionSetup north = againstComputer(Variant::Warri);
  north.players = {PlayerKind::Computer, PlayerKind::Person};
  test::newGame(model, north);
  CHECK(model.board().nearSide() == Player::North);
  test::newGame(model, twoPeople(Variant::Warri));
  CHECK(model.board().nearSide() == Player::South);
}

TEST_CASE("the panels' score follows the seeds into the store, the turn changes at the end",
          "[app][animation]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  test::newGame(model, twoPeople(Variant::Warri));
  test::setSpeed(model, Speed::Normal);
  const Move move = playUntilCapture(model);
  const Position before = model.state().game.session.position();
  const double t0 = 100.0;
  REQUIRE_FALSE(test::play(model, move, t0));
  const Position after = model.state().game.session.position();
  const int mover = index(before.toMove);
  REQUIRE(after.captured[static_cast<std::size_t>(mover)] >
          before.captured[static_cast<std::size_t>(mover)]);

  // At the start of the move nothing has landed: the panel shows the position before it.
  CHECK(model.board().shown(t0).captured == before.captured);
  CHECK(model.board().shown(t0).toMove == before.toMove);
  // Through the move the score only grows, and the turn stays with the mover until the end.
  bool sawBefore = false;
  int last = before.captured[static_cast<std::size_t>(mover)];
  double t = t0;
  for (; model.board().moving(t); t += 0.02) {
    const Position shown = model.board().shown(t);
    CHECK(shown.toMove == before.toMove);
    const int score = shown.captured[static_cast<std::size_t>(mover)];
    CHECK(score >= last);
    last = score;
    sawBefore |= shown.captured == before.captured;
  }
  CHECK(sawBefore);
  // Once the last seeds have landed, the panel shows the position after the move.
  CHECK(model.board().shown(t) == after);
}

TEST_CASE("Skip shows the scores and the turn after the move at once", "[app][animation]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  test::newGame(model, twoPeople(Variant::AdjiKui1));
  test::setSpeed(model, Speed::Slow);
  const Move move = playUntilCapture(model);
  REQUIRE_FALSE(test::play(model, move, 10.0));
  REQUIRE(model.board().moving(10.0));
  CHECK_FALSE(model.board().shown(10.0) == model.state().game.session.position());
  test::skipAnimation(model);
  CHECK(model.board().shown(10.0) == model.state().game.session.position());
}

TEST_CASE("a game's end and the match's count are shown when the last move has been shown",
          "[app][animation]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  SessionSetup setup = twoPeople(Variant::Warri);
  setup.match = true;
  test::newGame(model, setup);
  test::setSpeed(model, Speed::Normal);
  double t = 0;
  for (int n = 0; n < 2000; ++n) {
    const Game& game = model.state().game.session.game();
    const Move m = game.legalMoves().moves[0];
    Position next = game.position();
    applyMove(game.rules(), next, m);
    if (next.over()) break;
    REQUIRE_FALSE(test::play(model, m, t));
    test::skipAnimation(model);
  }
  REQUIRE_FALSE(model.state().game.session.game().over());
  const MatchState matchBefore = *model.state().game.session.match();
  t = 50.0;
  REQUIRE_FALSE(test::play(model, model.state().game.session.game().legalMoves().moves[0], t));
  REQUIRE(model.state().game.session.game().over());
  REQUIRE(model.board().moving(t));
  CHECK_FALSE(model.board().shown(t).over());
  CHECK_FALSE(betweenGamesShown(model, t));
  REQUIRE(model.shownMatch(t));
  CHECK(model.shownMatch(t)->wins == matchBefore.wins);
  CHECK(model.shownMatch(t)->draws == matchBefore.draws);
  test::skipAnimation(model);
  CHECK(model.board().shown(t).over());
  CHECK(betweenGamesShown(model, t));
  CHECK(model.shownMatch(t) == model.state().game.session.match());
}

TEST_CASE("the moves looked back at: the board then, no play, and back to the game",
          "[app][moves]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  test::newGame(model, twoPeople(Variant::AdjiKui2));
  test::setSpeed(model, Speed::Instant);
  for (Move m : {Move{2}, Move{8}, Move{3}}) REQUIRE_FALSE(test::play(model, m, 0.0));
  const Game game = model.state().game.session.game();
  REQUIRE(game.moves().size() == 3);

  test::viewMoves(model, 1);
  CHECK(model.state().game.viewed.has_value());
  CHECK(model.board().shown(0.0) == game.history()[1]);
  CHECK(model.board().playable() == 0);
  test::stepView(model, -1);
  CHECK(model.board().shown(0.0) == game.history()[0]);
  test::stepView(model, -1);  // no further back than the start
  CHECK(model.state().game.viewed == std::optional<std::size_t>(0));
  test::stepView(model, 1);
  test::stepView(model, 1);
  CHECK(model.board().shown(0.0) == game.history()[2]);
  test::stepView(model, 1);  // the last move: the live position
  CHECK_FALSE(model.state().game.viewed.has_value());
  CHECK(model.board().shown(0.0) == game.position());

  // A click on the board while looking back comes back to the game and plays nothing.
  test::viewMoves(model, 0);
  const int playable = model.state().game.session.legalMoves().moves[0];
  test::chooseHole(model, playable, 0.0);
  CHECK_FALSE(model.state().game.viewed.has_value());
  CHECK(model.state().game.session.game().moves().size() == 3);
  CHECK_FALSE(model.state().shown.message.empty());
  test::chooseHole(model, playable, 0.0);
  CHECK(model.state().game.session.game().moves().size() == 4);
}

TEST_CASE("the Rules window's rules page: the game's, in the game's language, where there is one",
          "[app]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  CHECK_FALSE(model.standing().canOpenRulesPages);
  CHECK(send(model, cmd::RulesPage{Variant::Warri}));  // no rules pages beside this page
  CHECK(host.rulesOpened.empty());
  host.rulesPages = true;
  setLanguage(Language::French);
  CHECK(model.standing().canOpenRulesPages);
  CHECK_FALSE(send(model, cmd::RulesPage{Variant::Warri}));
  CHECK_FALSE(send(model, std::get<Command>(parseCommand("rules-page?game=adji-kui-2"))));
  CHECK(host.rulesOpened == std::vector<std::string>{"warri.fr", "adji-kui-2.fr"});
  setLanguage(Language::English);
}

TEST_CASE("the start form's other ways in: the lessons, the rules, the puzzles of a game",
          "[app]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  REQUIRE_FALSE(send(model, cmd::Choose{{.game = Variant::Warri}}));
  REQUIRE_FALSE(send(model, cmd::Learn{}));  // the game chosen
  CHECK(model.state().modes.lessons.showingLesson());
  CHECK(model.state().modes.lessons.progress().lesson() == firstLessonOf(Variant::Warri));
  REQUIRE_FALSE(send(model, cmd::CloseLessons{}));
  const std::uint32_t asked = model.state().shown.rulesAsked.count;
  REQUIRE_FALSE(send(model, std::get<Command>(parseCommand("rules?game=adji-kui-2"))));
  CHECK(model.state().shown.rulesAsked.count == asked + 1);
  CHECK(model.state().shown.rulesAsked.game == Variant::AdjiKui2);
  REQUIRE_FALSE(send(model, std::get<Command>(parseCommand("puzzles?game=adji-kui-1"))));
  CHECK(model.state().modes.puzzles.listing());
  CHECK(model.state().modes.puzzles.game() == Variant::AdjiKui1);
}

TEST_CASE("a message goes once the state it speaks of is gone", "[app]") {
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({}, 0.0);
  test::newGame(model, test::twoPeople(Variant::AdjiKui1));
  test::playToEnd(model);
  REQUIRE(model.state().game.session.game().over());
  test::chooseHole(model, 0, 0.0);  // a hole of a finished game
  const std::string over = model.state().shown.message;
  REQUIRE_FALSE(over.empty());
  model.update(0.0);
  model.update(0.0);
  CHECK(model.state().shown.message == over);  // nothing changed: it stays
  test::openReview(model);  // the review of the finished game: "start a new one" is stale
  model.update(0.0);
  CHECK(model.state().shown.message.empty());

  // A refused hole's reason stays until a move is played, then goes with it.
  test::stopReview(model);
  test::newGame(model, test::twoPeople(Variant::Warri));
  test::playFirst(model, 2);  // South's first hole is empty now, unless North's sowing filled it
  const Position& pos = model.state().game.session.game().position();
  int empty = -1;
  for (int h = 0; h < kHoles; ++h)
    if (pos.owns(pos.toMove, h) && pos.seeds[static_cast<std::size_t>(h)] == 0) empty = h;
  REQUIRE(empty >= 0);
  test::chooseHole(model, empty, 0.0);  // an empty hole
  const std::string why = model.state().shown.message;
  REQUIRE_FALSE(why.empty());
  model.update(0.0);
  CHECK(model.state().shown.message == why);
  REQUIRE_FALSE(test::play(model, model.state().game.session.legalMoves().moves[0], 0.0));
  test::skipAnimation(model);
  model.update(0.0);
  CHECK(model.state().shown.message.empty());
}
