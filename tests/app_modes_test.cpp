// The model's modes and their transitions, driven by commands alone (app/model/modes/app_model.h):
// the lessons open over any screen and take the board in front; the Puzzles screen replaces the
// start screen, from its list to a puzzle and back; what each mode refuses while it is closed;
// a puzzle solved is kept with the settings; each mode says when it next changes.
#include <catch2/catch.hpp>
#include <cmath>
#include <string>

#include "app/model/lessons/tutorial.h"
#include "app/model/modes/app_model.h"
#include "app/model/puzzles/puzzle_set.h"
#include "app/text/i18n.h"
#include "app_commands.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;
using test::send;

namespace {

struct Modes {
  MemoryHost host;
  AppModel model{host, nullptr};
  Modes() {
    setLanguage(Language::English);
    SessionSetup setup;
    setup.variant = Variant::Warri;
    test::newGame(model, setup);
    model.update(0.0);
  }
  RefusalCode refused(const Command& command, double now = 0.0) {
    const auto refusal = send(model, command, now);
    REQUIRE(refusal);
    return refusal->code;
  }
};

// The lesson's first step that waits for a hole, reached with lesson-step.
void toFirstMove(Modes& m) {
  for (int guard = 0; guard < 30; ++guard) {
    const LessonProgress& p = m.model.state().modes.lessons.progress();
    if (p.waiting() && p.expected() != kPass) return;
    REQUIRE_FALSE(send(m.model, cmd::LessonStep{1}));
  }
  FAIL("no step of the lesson waits for a hole");
}

}  // namespace

TEST_CASE("modes: the lessons open over the game, take the board in front, and close", "[modes]") {
  Modes m;
  const LessonsMode& lessons = m.model.state().modes.lessons;
  CHECK_FALSE(lessons.isOpen());
  CHECK(m.refused(cmd::LessonPlay{0}) == RefusalCode::NoLesson);
  CHECK(m.refused(cmd::LessonStep{1}) == RefusalCode::NoLesson);
  CHECK(m.refused(cmd::Lesson{static_cast<int>(mancala::app::lessons().size())}) ==
        RefusalCode::BadValue);
  CHECK(m.refused(cmd::Lesson{-1}) == RefusalCode::BadValue);

  const int first = firstLessonOf(Variant::Warri);
  REQUIRE_FALSE(send(m.model, cmd::Lesson{first}));
  CHECK(lessons.showingLesson());
  CHECK(lessons.progress().lesson() == first);
  CHECK(m.model.state().screen == Screen::Play);  // the game's screen stays under the lessons
  toFirstMove(m);

  // The cursor is the lesson's while it is open; the game's own is left as it was.
  const int gameCursor = m.model.board().cursor();
  const Move expected = lessons.progress().expected();
  const Move other = static_cast<Move>((expected + 1) % 6 == 0 ? 1 : (expected + 1) % 6);
  REQUIRE_FALSE(send(m.model, cmd::Select{other}));
  CHECK(lessons.table().cursor() == other);
  CHECK(m.model.board().cursor() == gameCursor);

  // The lesson's move: played and shown, the model busy until its end, then the next step.
  const int step = lessons.progress().step();
  const std::uint32_t changes = lessons.textChanges();
  REQUIRE_FALSE(send(m.model, cmd::LessonPlay{expected}, 1.0));
  CHECK(lessons.progress().step() == step + 1);
  CHECK(lessons.textChanges() != changes);
  CHECK(m.model.busy(1.0));
  CHECK(m.model.nextChange(1.0) == 1.0);
  REQUIRE_FALSE(send(m.model, cmd::Skip{}, 1.0));  // the lesson's move, not the game's
  CHECK_FALSE(lessons.table().moving(1.0));
  m.model.update(1.0);
  m.model.update(1.1);
  CHECK_FALSE(m.model.busy(1.1));
  CHECK(std::isinf(m.model.nextChange(1.1)));

  // Back a step, the list of all lessons and back, Show me, closed.
  REQUIRE_FALSE(send(m.model, cmd::LessonStep{-1}));
  CHECK(lessons.progress().step() == step);
  REQUIRE_FALSE(send(m.model, cmd::LessonsList{true}));
  CHECK(lessons.listing());
  CHECK(m.refused(cmd::LessonShowMe{}) == RefusalCode::NoLesson);  // no board on the list
  REQUIRE_FALSE(send(m.model, cmd::LessonsList{false}));
  CHECK(lessons.showingLesson());
  REQUIRE_FALSE(send(m.model, cmd::LessonShowMe{}, 2.0));
  CHECK(lessons.progress().step() == step + 1);
  REQUIRE_FALSE(send(m.model, cmd::CloseLessons{}));
  CHECK_FALSE(lessons.isOpen());

  // Closed, Select and Skip are the game's again.
  const Move legal = m.model.state().game.session.legalMoves().moves[0];
  REQUIRE_FALSE(send(m.model, cmd::Select{legal}));
  CHECK(m.model.board().cursor() == legal);
}

TEST_CASE("modes: a wrong hole in a lesson is explained, and said once the frame comes",
          "[modes]") {
  Modes m;
  REQUIRE_FALSE(send(m.model, cmd::Lesson{0}));
  toFirstMove(m);
  const LessonsMode& lessons = m.model.state().modes.lessons;
  const Move expected = lessons.progress().expected();
  const std::uint16_t legal = lessons.table().playable();
  Move wrong = kNoMove;
  for (int h = 0; h < kHoles && wrong == kNoMove; ++h)
    if (h != expected && ((legal >> h) & 1)) wrong = static_cast<Move>(h);
  REQUIRE(wrong != kNoMove);
  const int step = lessons.progress().step();
  const std::uint64_t said = m.model.state().shown.liveRegion.count();
  REQUIRE_FALSE(send(m.model, cmd::LessonPlay{wrong}));
  CHECK(lessons.progress().step() == step);
  CHECK_FALSE(lessons.progress().explanation().empty());
  m.model.update(0.5);
  CHECK(m.model.state().shown.liveRegion.count() > said);
  CHECK(m.model.state().shown.liveRegion.last().find(lessons.progress().explanation()) !=
        std::string::npos);
}

TEST_CASE("modes: the Puzzles screen, from its list to a puzzle solved and back", "[modes]") {
  Modes m;
  REQUIRE_FALSE(
      test::play(m.model, m.model.state().game.session.legalMoves().moves[0], 0.0));  // a game on
  test::skipAnimation(m.model);
  const PuzzlesMode& puzzles = m.model.state().modes.puzzles;
  CHECK(m.refused(cmd::OpenPuzzle{"warri-01"}) == RefusalCode::NoPuzzle);
  CHECK(m.refused(cmd::PuzzleHint{}) == RefusalCode::NoPuzzle);
  CHECK(m.refused(cmd::NextPuzzle{}) == RefusalCode::NoPuzzle);
  CHECK(m.refused(cmd::Puzzles{.difficulty = 6}) == RefusalCode::BadValue);

  REQUIRE_FALSE(send(m.model, cmd::Puzzles{.game = Variant::Warri}));
  CHECK(puzzles.listing());
  CHECK(puzzles.game() == Variant::Warri);
  CHECK(m.refused(cmd::PuzzlePlay{0}) == RefusalCode::NoPuzzle);  // no puzzle open on the list
  CHECK(m.refused(cmd::OpenPuzzle{"warri-999"}) == RefusalCode::BadValue);
  REQUIRE_FALSE(send(m.model, cmd::Puzzles{.difficulty = 1}));
  REQUIRE_FALSE(puzzles.listed().empty());
  for (const Puzzle* p : puzzles.listed()) CHECK(p->difficulty == 1);

  // A capture or feed puzzle: its answer reaches the goal at once.
  const Puzzle* chosen = nullptr;
  REQUIRE_FALSE(send(m.model, cmd::Puzzles{.difficulty = 0}));
  for (const Puzzle* p : puzzles.listed())
    if (!chosen && (p->goal == PuzzleGoal::Capture || p->goal == PuzzleGoal::Feed)) chosen = p;
  REQUIRE(chosen);
  const std::string id = chosen->id;
  const Move answer = chosen->answer;
  REQUIRE_FALSE(send(m.model, cmd::OpenPuzzle{id}));
  CHECK(puzzles.showingPuzzle());
  CHECK(puzzles.attempt().puzzle().id == id);
  REQUIRE_FALSE(send(m.model, cmd::PuzzlePlay{answer}, 1.0));
  CHECK(puzzles.attempt().phase() == PuzzleAttempt::Phase::Solved);
  CHECK_FALSE(m.model.state().settings.kept.solvedPuzzles.contains(id));  // kept at the next frame
  m.model.update(1.0);
  CHECK(m.model.state().settings.kept.solvedPuzzles.contains(id));

  // Again from its start, the next one (not this one), back to the list, closed.
  REQUIRE_FALSE(send(m.model, cmd::PuzzleRetry{}));
  CHECK(puzzles.attempt().phase() == PuzzleAttempt::Phase::YourMove);
  REQUIRE_FALSE(send(m.model, cmd::NextPuzzle{}));
  CHECK(puzzles.showingPuzzle());
  CHECK(puzzles.attempt().puzzle().id != id);
  REQUIRE_FALSE(send(m.model, cmd::PuzzlesList{}));
  CHECK(puzzles.listing());
  REQUIRE_FALSE(send(m.model, cmd::ClosePuzzles{}));
  CHECK_FALSE(puzzles.isOpen());
  CHECK(m.model.state().screen == Screen::Start);  // opened over a game: the start screen, which
  CHECK(m.model.standing().canGoBackToGame);       // offers the game back
}

TEST_CASE("modes: the answer shown in a puzzle leaves it unsolved", "[modes]") {
  Modes m;
  REQUIRE_FALSE(send(m.model, cmd::Puzzles{.game = Variant::AdjiKui1}));
  const PuzzlesMode& puzzles = m.model.state().modes.puzzles;
  REQUIRE_FALSE(puzzles.listed().empty());
  const Puzzle& p = *puzzles.listed().front();
  REQUIRE_FALSE(send(m.model, cmd::OpenPuzzle{p.id}));
  REQUIRE_FALSE(send(m.model, cmd::PuzzleAnswer{}));
  CHECK(puzzles.attempt().answerMark() == p.answer);
  REQUIRE_FALSE(send(m.model, cmd::PuzzlePlay{p.answer}, 1.0));
  for (double now = 1.0; now < 30.0 && !puzzles.attempt().over(); now += 0.5) m.model.update(now);
  m.model.update(31.0);
  CHECK_FALSE(m.model.state().settings.kept.solvedPuzzles.contains(p.id));
}

TEST_CASE("modes: the kiosk's reset closes a lesson left open", "[modes][kiosk]") {
  MemoryHost host;
  AppModel model{host, nullptr};
  setLanguage(Language::English);
  AppModel::Startup startup;
  startup.query = "kiosk=1";
  model.startUp(startup, 0.0);
  model.update(0.0);
  REQUIRE(model.state().modes.kiosk);
  REQUIRE_FALSE(send(model, cmd::Lesson{0}));
  REQUIRE_FALSE(send(model, cmd::KioskReset{}));
  CHECK_FALSE(model.state().modes.lessons.isOpen());
}
