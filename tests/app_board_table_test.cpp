// One board in play (app/model/board/board_table.h) fed by each of its sources: the game's session,
// a lesson's step and a puzzle being solved. What may be chosen and why not, a choice played and
// shown seed by seed, the frame that everything drawn reads, the cursor's words and the sounds;
// and MoveAnimation::view, which the frame shows during a move.
#include <catch2/catch.hpp>
#include <numeric>
#include <string>
#include <string_view>
#include <vector>

#include "app/model/board/board_table.h"
#include "app/model/lessons/lesson_board.h"
#include "app/model/modes/app_model.h"
#include "app/model/puzzles/puzzle_board.h"
#include "app/model/puzzles/puzzle_set.h"
#include "app/text/i18n.h"
#include "app_commands.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

namespace {

bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

std::uint16_t legalMask(const Game& game) {
  std::uint16_t mask = 0;
  for (Move m : game.legalMoves())
    if (m != kPass) mask = static_cast<std::uint16_t>(mask | (1u << m));
  return mask;
}

// Every seed of a view: in the holes, the stores, the hand and in flight.
int seedsInView(const BoardView& view) {
  return std::accumulate(view.seeds.begin(), view.seeds.end(), 0) + view.stores[0] +
         view.stores[1] + view.hand + view.flyCount;
}

int seedsIn(const Position& pos) {
  int total = pos.captured[0] + pos.captured[1];
  for (int h = 0; h < kHoles; ++h) total += pos.seeds[static_cast<std::size_t>(h)];
  return total;
}

struct GameTable {
  MemoryHost host;
  AppModel model{host, nullptr};
  explicit GameTable(Variant v) {
    setLanguage(Language::English);
    SessionSetup setup;
    setup.variant = v;
    test::newGame(model, setup);
  }
  // The frame the model computes for `now` (AppModel::update, once a frame).
  const BoardFrame& frame(double now) {
    model.update(now);
    return model.board().lastFrame();
  }
};

}  // namespace

TEST_CASE("the game's board: the playable holes are the legal ones, the others say why",
          "[board]") {
  for (Variant v : kAllVariants) {
    GameTable t(v);
    const BoardTable& board = t.model.board();
    const Game& game = t.model.state().game.session.game();
    const BoardFrame& frame = t.frame(0.0);
    CHECK_FALSE(frame.moving);
    CHECK(frame.marks.playable == legalMask(game));
    CHECK(board.playable() == legalMask(game));
    CHECK(frame.shown == game.position());
    for (int h = 0; h < kHoles; ++h) {
      CHECK(frame.view.seeds[static_cast<std::size_t>(h)] ==
            game.position().seeds[static_cast<std::size_t>(h)]);
      const std::string label = board.holeSentence(h, true);
      if ((legalMask(game) >> h) & 1)
        CHECK(contains(label, "Playable."));
      else
        CHECK(contains(label, "Not playable: "));
    }
  }
}

TEST_CASE("the game's board: a choice is played and shown, the scores as the seeds land",
          "[board]") {
  GameTable t(Variant::Warri);
  const BoardTable& board = t.model.board();
  const Position before = t.model.state().game.session.position();
  const Move move = t.model.state().game.session.legalMoves().moves[0];
  test::chooseHole(t.model, move, 1.0);
  REQUIRE(t.model.state().game.session.game().moves().size() == 1);
  REQUIRE(board.moving(1.0));
  CHECK(board.settling(1.0));
  const BoardFrame& moving = t.frame(1.0);
  CHECK(moving.moving);
  CHECK(moving.marks.playable == 0);            // nothing is offered during a move
  CHECK(moving.shown.toMove == before.toMove);  // the turn changes when the move ends
  CHECK(seedsInView(moving.view) == seedsIn(before));

  // A click during the move shows its end; the next frame shows the position after it.
  test::chooseHole(t.model, move, 1.01);
  CHECK_FALSE(board.moving(1.01));
  CHECK(board.settling(1.01));  // the frame that shows the end is owed
  const BoardFrame& after = t.frame(1.01);
  CHECK_FALSE(board.settling(1.01));
  CHECK(after.shown == t.model.state().game.session.position());
  CHECK(after.marks.lastMove == move);
  CHECK(t.model.state().game.session.game().moves().size() == 1);  // the click played nothing
}

TEST_CASE("the game's board: a refused hole says why and changes nothing", "[board]") {
  GameTable t(Variant::AdjiKui1);
  const BoardTable& board = t.model.board();
  const std::uint16_t playable = board.playable();
  int refused = -1;
  for (int h = 0; h < kHoles && refused < 0; ++h)
    if (!((playable >> h) & 1)) refused = h;
  REQUIRE(refused >= 0);
  const Position before = t.model.state().game.session.position();
  test::chooseHole(t.model, refused, 0.0);
  CHECK(t.model.state().game.session.position() == before);
  CHECK_FALSE(board.moving(0.0));
  CHECK_FALSE(t.model.state().shown.message.empty());
  CHECK(contains(board.holeSentence(refused, true), t.model.state().shown.message));
}

TEST_CASE("the game's board: the cursor's words say what Enter does", "[board]") {
  GameTable t(Variant::Warri);
  const BoardTable& board = t.model.board();
  const Move move = t.model.state().game.session.legalMoves().moves[0];
  CHECK(contains(board.holeSentence(move, false), "Press Enter to sow it."));
  const int north = kRowHoles;  // not South's to sow
  CHECK_FALSE(contains(board.holeSentence(north, false), "Press Enter"));
  CHECK(board.chooser() == Player::South);
}

TEST_CASE("the seed sounds follow the move, at most two a frame, none when off", "[board]") {
  GameTable t(Variant::Warri);
  const BoardTable& board = t.model.board();
  test::send(t.model, cmd::Sound{true});
  test::chooseHole(t.model, t.model.state().game.session.legalMoves().moves[0], 0.0);
  REQUIRE(board.moving(0.0));
  int mostAtOnce = 0;
  for (double now = 0.0; board.moving(now); now += 0.05) {
    const int before = t.host.sounds;
    t.model.update(now);
    mostAtOnce = std::max(mostAtOnce, t.host.sounds - before);
  }
  CHECK(t.host.sounds > 0);
  CHECK(t.host.emptySounds == 0);
  CHECK(mostAtOnce <= 2);

  test::send(t.model, cmd::Sound{false});
  const int heard = t.host.sounds;
  test::chooseHole(t.model, t.model.state().game.session.legalMoves().moves[0],
                   100.0);  // North's move
  for (double now = 100.0; board.moving(now); now += 0.05) t.model.update(now);
  CHECK(t.host.sounds == heard);
}

TEST_CASE("a lesson's board: the lesson's hole is ringed, a wrong one explained", "[board]") {
  setLanguage(Language::English);
  LessonBoard lesson;
  lesson.open(0);
  // The first step that waits for a hole.
  for (int guard = 0; guard < 20 && !lesson.waitingHole(); ++guard) lesson.next();
  REQUIRE(lesson.waitingHole());
  const Move expected = lesson.progress().expected();
  BoardTable& board = lesson.table();
  const BoardFrame& frame = board.frame(0.0);
  CHECK(frame.marks.playable == (1u << expected));
  CHECK(board.cursor() == expected);  // the cursor starts on the lesson's hole
  CHECK(frame.shown == lesson.progress().currentStep().position);

  const int step = lesson.progress().step();
  const std::uint16_t legal = board.playable();
  for (int h = 0; h < kHoles; ++h) {
    if (h == expected || !((legal >> h) & 1)) continue;
    const std::uint32_t changes = lesson.changes();
    board.choose(h, 0.0);  // another legal hole: explained, nothing played
    CHECK(lesson.progress().step() == step);
    CHECK_FALSE(lesson.progress().explanation().empty());
    CHECK(lesson.changes() == changes + 1);  // the window reads the explanation from its start
    CHECK_FALSE(board.moving(0.0));
    break;
  }
  board.choose(expected, 0.0);
  CHECK(lesson.progress().step() == step + 1);
  CHECK(board.moving(0.0));
  CHECK(board.frame(0.0).moving);
}

TEST_CASE("a puzzle's board: the player's holes, the answer played and shown", "[board]") {
  setLanguage(Language::English);
  const PuzzleList& list = puzzlesOf(Variant::Warri);
  REQUIRE_FALSE(list.puzzles.empty());
  const Puzzle& puzzle = list.puzzles.front();
  PuzzleBoard board;
  board.open(puzzle, false);
  BoardTable& table = board.table();
  const BoardFrame& frame = table.frame(0.0);
  CHECK(frame.shown == puzzle.start);
  CHECK(frame.marks.playable == board.attempt().playable());
  CHECK(table.chooser() == puzzle.start.toMove);
  CHECK(table.cursorHoles() == board.attempt().ownHoles());

  table.choose(puzzle.answer, 0.0);
  CHECK(board.update(0.0, Speed::Normal));  // the answer is shown seed by seed
  CHECK(table.moving(0.0));
  CHECK_FALSE(board.update(0.0, Speed::Normal));  // shown once
}

TEST_CASE("a move's view keeps every seed at every moment of the move", "[board][animation]") {
  for (Variant v : kAllVariants) {
    Game game(Rules{v, false});
    for (int n = 0; n < 60 && !game.over(); ++n) {
      const Position before = game.position();
      const Move move = game.legalMoves().moves[static_cast<std::size_t>(n) %
                                                static_cast<std::size_t>(game.legalMoves().count)];
      Position after = before;
      Trace trace;
      applyMove(game.rules(), after, move, &trace);
      REQUIRE(game.play(move));
      MoveAnimation animation;
      animation.start(before, trace, 10.0, Speed::Fast);
      REQUIRE(animation.running(10.0));
      double now = 10.0;
      bool moved = false;  // some moment shows seeds elsewhere than before the move
      for (; animation.running(now); now += 0.01) {
        const BoardView view = animation.view(now);
        REQUIRE(view.running);
        REQUIRE(seedsInView(view) == seedsIn(before));
        for (int h = 0; h < kHoles; ++h)
          moved = moved || view.seeds[static_cast<std::size_t>(h)] !=
                               before.seeds[static_cast<std::size_t>(h)];
      }
      if (move != kPass) CHECK(moved);  // a pass moves nothing
      CHECK_FALSE(animation.view(now).running);
      CHECK(seedsIn(after) == seedsIn(before));
    }
  }
}
