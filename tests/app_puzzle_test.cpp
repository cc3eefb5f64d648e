// The puzzles in the app (app/model/puzzles/puzzle_set.h, puzzle_attempt.h): the shipped files
// read, a broken file refused with its reason and nothing else changed, a goal reached or missed as
// the game really went, and the puzzles solved kept by the saved state.
#include <catch2/catch.hpp>
#include <string>
#include <string_view>
#include <variant>

#include "ai/analysis.h"
#include "ai/endgame.h"
#include "app/model/lessons/lesson_board.h"
#include "app/model/puzzles/puzzle_attempt.h"
#include "app/model/puzzles/puzzle_board.h"
#include "app/model/puzzles/puzzle_set.h"
#include "app/model/saving/settings.h"
#include "app/text/i18n.h"
#include "app/text/puzzle_files.h"
#include "app/text/text_files.h"

using namespace mancala;
using namespace mancala::app;

namespace {

bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

const Puzzle& firstWith(Variant v, PuzzleGoal goal) {
  for (const Puzzle& p : puzzlesOf(v).puzzles)
    if (p.goal == goal) return p;
  FAIL("no puzzle with that goal");
  static Puzzle none;
  return none;
}

// A legal move of the position other than `answer`.
Move otherMove(const Game& game, Move answer) {
  for (Move m : game.legalMoves())
    if (m != answer) return m;
  return kNoMove;
}

// Steps the attempt until it is the player's move again (not a forced pass, which the attempt
// plays itself) or it is over: the computer's answers searched here, on a clock that the test
// advances.
void untilPlayerOrEnd(PuzzleAttempt& a, double& now) {
  for (int i = 0; i < 4000 && !a.over(); ++i) {
    const MoveList legal = a.game().legalMoves();
    const bool forcedPass = legal.count == 1 && legal.moves[0] == kPass;
    if (a.phase() == PuzzleAttempt::Phase::YourMove && !forcedPass) return;
    now += 0.5;
    a.update(now);
  }
}

// The move whose proved value for the player is the lowest (the worst), else the first.
Move worstMove(const Game& game) {
  ai::SearchLimits limits;
  limits.depth = 4;
  const ai::Analysis values = ai::analyse(game, limits);
  return values.moves.empty() ? game.legalMoves().moves[0] : values.moves.back().move;
}

constexpr std::string_view kGood =
    "# game: warri\n"
    "# a comment\n"
    "warri-01 1,0,8,6,6,5,0,0,1,2,8,7 S SSSSSSNNNNNN 0,4 capture d 0 1 deep-10\n";

}  // namespace

TEST_CASE("the shipped puzzles are read, every game's", "[puzzles]") {
  setLanguage(Language::English);
  for (Variant v : kAllVariants) {
    const PuzzleList& list = puzzlesOf(v);
    REQUIRE(list.state == PuzzleList::State::Ready);
    CHECK(list.problem.empty());
    CHECK(list.puzzles.size() >= 30);
    for (const Puzzle& p : list.puzzles) {
      CHECK(p.variant == v);
      CHECK(isPuzzleId(p.id));
      CHECK(Game(Rules{v, false}, p.start).isLegal(p.answer));
    }
  }
}

TEST_CASE("a puzzle line gives its position, goal, answer and difficulty", "[puzzles]") {
  const auto read = readPuzzles(kGood, Variant::Warri);
  REQUIRE(std::holds_alternative<std::vector<Puzzle>>(read));
  const auto& puzzles = std::get<std::vector<Puzzle>>(read);
  REQUIRE(puzzles.size() == 1);
  const Puzzle& p = puzzles[0];
  CHECK(p.id == "warri-01");
  CHECK(p.start.seeds[2] == 8);
  CHECK(p.start.seeds[11] == 7);
  CHECK(p.start.captured[1] == 4);
  CHECK(p.start.toMove == Player::South);
  CHECK(p.goal == PuzzleGoal::Capture);
  CHECK(p.answer == 3);  // d
  CHECK(p.difficulty == 1);
  CHECK_FALSE(p.exact);
}

TEST_CASE("a broken puzzle file is refused with the line and the reason", "[puzzles]") {
  setLanguage(Language::English);
  const std::string head = "# game: warri\n";
  const std::string line =
      "warri-01 1,0,8,6,6,5,0,0,1,2,8,7 S SSSSSSNNNNNN 0,4 capture d 0 1 deep-10";
  struct Case {
    std::string text, reason;
  };
  const Case cases[] = {
      {"# game: adji-kui-1\n" + line + "\n", "line 1: this is not a puzzle file of this game"},
      {head + "warri-01 1,0,8 S SSSSSSNNNNNN 0,4 capture d 0 1\n", "line 2: it has 9 fields"},
      {head + "warri-01 1,0,8,6,6,5,0,0,1,2,8,9 S SSSSSSNNNNNN 0,4 capture d 0 1 deep-10\n",
       "holds 50 seeds"},
      {head + "warri-01 1,0,8,6,6,5,0,0,1,2,8,7 S SSSSSSNNNNNN 0,4 capture b 0 1 deep-10\n",
       "the answer \u201cb\u201d is not a legal move"},
      {head + "warri-01 1,0,8,6,6,5,0,0,1,2,8,7 S SSSSSSNNNNNN 0,4 sow d 0 1 deep-10\n",
       "not a goal"},
      {head + "warri-01 1,0,8,6,6,5,0,0,1,2,8,7 S SSSSSSNNNNNN 0,4 capture d 0 9 deep-10\n",
       "difficulty \u201c9\u201d"},
      {head + line + "\n" + line + "\n", "line 3: \u201cwarri-01\u201d comes twice"},
      {head, "holds no puzzles"},
  };
  for (const Case& c : cases) {
    const auto read = readPuzzles(c.text, Variant::Warri);
    REQUIRE(std::holds_alternative<std::string>(read));
    INFO(std::get<std::string>(read));
    CHECK(contains(std::get<std::string>(read), c.reason));
  }
}

TEST_CASE("a broken file that arrives gives no puzzles and changes nothing else", "[puzzles]") {
  setLanguage(Language::English);
  const std::string original(puzzleFileText(Variant::Warri));
  const std::size_t others = puzzlesOf(Variant::AdjiKui1).puzzles.size();
  REQUIRE(others > 0);
  // As the web page hands in a fetched file.
  CHECK(fileArrived(puzzleFilePath(Variant::Warri), "# game: warri\nwarri-01 nonsense\n"));
  const PuzzleList& broken = puzzlesOf(Variant::Warri);
  CHECK(broken.state == PuzzleList::State::Ready);
  CHECK(broken.puzzles.empty());
  CHECK(contains(broken.problem, "line 2"));
  CHECK(puzzlesOf(Variant::AdjiKui1).puzzles.size() == others);
  puzzleFileArrived(Variant::Warri, original);
  CHECK(puzzlesOf(Variant::Warri).problem.empty());
  CHECK_FALSE(puzzlesOf(Variant::Warri).puzzles.empty());
}

TEST_CASE("a capture puzzle: a wrong move is explained and not played, the answer solves it",
          "[puzzles]") {
  setLanguage(Language::English);
  const Puzzle& p = firstWith(Variant::Warri, PuzzleGoal::Capture);
  PuzzleAttempt a;
  a.open(p);
  const auto opening = a.takeAnnouncement();
  REQUIRE(opening);
  CHECK(contains(*opening, "Capture the most seeds"));
  const Move wrong = otherMove(a.game(), p.answer);
  REQUIRE(wrong != kNoMove);
  CHECK(a.choose(wrong, 0) == PuzzleAttempt::Choice::Wrong);
  CHECK(a.game().position() == p.start);
  CHECK(a.phase() == PuzzleAttempt::Phase::YourMove);
  CHECK(contains(a.message(), std::string("Not ") + moveLetter(wrong)));
  CHECK(contains(*a.takeAnnouncement(), "Not "));
  CHECK_FALSE(a.takeSolved());

  CHECK(a.choose(p.answer, 1) == PuzzleAttempt::Choice::Played);
  CHECK(a.phase() == PuzzleAttempt::Phase::Solved);
  CHECK(a.game().moves().size() == 1);
  CHECK(contains(a.explanation(), "Solved!"));
  CHECK(contains(a.explanation(), "at once"));
  CHECK(a.takeSolved() == p.id);
  CHECK_FALSE(a.takeSolved());  // once
}

TEST_CASE("an illegal move is refused by the rules' reason", "[puzzles]") {
  setLanguage(Language::English);
  const Puzzle& p = firstWith(Variant::Warri, PuzzleGoal::Capture);
  PuzzleAttempt a;
  a.open(p);
  Move empty = kNoMove;  // one of the solver's empty holes, or a hole of the other side
  for (int h = 0; h < kHoles; ++h)
    if (!a.game().isLegal(static_cast<Move>(h))) empty = static_cast<Move>(h);
  REQUIRE(empty != kNoMove);
  CHECK(a.choose(empty, 0) == PuzzleAttempt::Choice::Refused);
  CHECK_FALSE(a.message().empty());
  CHECK(a.game().position() == p.start);
}

TEST_CASE("a win puzzle is played on to the end and solved by the win", "[puzzles]") {
  setLanguage(Language::English);
  const Puzzle& p = firstWith(Variant::AdjiKui1, PuzzleGoal::Win);
  PuzzleAttempt a;
  a.open(p);
  const Move wrong = otherMove(a.game(), p.answer);
  REQUIRE(wrong != kNoMove);
  CHECK(a.choose(wrong, 0) == PuzzleAttempt::Choice::Wrong);
  CHECK(contains(a.message(), "leads to a"));  // a draw or a loss, proved
  double now = 1;
  CHECK(a.choose(p.answer, now) == PuzzleAttempt::Choice::Played);
  for (int turn = 0; turn < 200 && !a.over(); ++turn) {
    untilPlayerOrEnd(a, now);
    if (a.over()) break;
    REQUIRE(a.phase() == PuzzleAttempt::Phase::YourMove);
    const auto best = ai::solveExact(a.game());
    REQUIRE(best);
    REQUIRE(a.choose(best->best, now) == PuzzleAttempt::Choice::Played);
  }
  REQUIRE(a.over());
  REQUIRE(a.game().over());
  const Outcome won = p.start.toMove == Player::South ? Outcome::SouthWins : Outcome::NorthWins;
  CHECK(a.game().position().outcome() == won);
  CHECK(a.phase() == PuzzleAttempt::Phase::Solved);
  CHECK(a.takeSolved() == p.id);
}

TEST_CASE("a win thrown away after the answer misses the goal", "[puzzles]") {
  setLanguage(Language::English);
  bool missedOne = false;
  for (const Puzzle& p : puzzlesOf(Variant::AdjiKui1).puzzles) {
    if (p.goal != PuzzleGoal::Win || missedOne) continue;
    PuzzleAttempt a;
    a.open(p);
    double now = 0;
    a.choose(p.answer, now);
    for (int turn = 0; turn < 200 && !a.over(); ++turn) {
      untilPlayerOrEnd(a, now);
      if (a.over()) break;
      a.choose(worstMove(a.game()), now);
    }
    REQUIRE(a.game().over());
    const Outcome won = p.start.toMove == Player::South ? Outcome::SouthWins : Outcome::NorthWins;
    if (a.game().position().outcome() == won) {
      CHECK(a.phase() == PuzzleAttempt::Phase::Solved);
      continue;
    }
    missedOne = true;
    CHECK(a.phase() == PuzzleAttempt::Phase::Missed);
    CHECK(contains(a.explanation(), "Missed."));
    CHECK_FALSE(a.takeSolved());
  }
  CHECK(missedOne);
}

TEST_CASE("a puzzle solved after its answer was shown does not count", "[puzzles]") {
  setLanguage(Language::English);
  const Puzzle& p = firstWith(Variant::Warri, PuzzleGoal::Capture);
  PuzzleAttempt a;
  a.open(p);
  a.askHint();
  CHECK(contains(a.hintText(), "sows"));
  a.showAnswer();
  CHECK(a.answerMark() == p.answer);
  a.choose(p.answer, 0);
  CHECK(a.phase() == PuzzleAttempt::Phase::Solved);
  CHECK_FALSE(a.takeSolved());
}

TEST_CASE("the puzzles solved are saved, and a damaged line is ignored", "[puzzles][settings]") {
  setLanguage(Language::English);
  SavedState state;
  state.settings.theme = ThemeChoice::Contrast;
  state.settings.solvedPuzzles = {"warri-03", "adji-kui-1-12"};
  const std::string text = writeSavedState(state);
  CHECK(contains(text, "\npuzzles adji-kui-1-12 warri-03\n"));
  const auto read = readSavedState(text);
  REQUIRE(std::holds_alternative<SavedState>(read));
  CHECK(std::get<SavedState>(read).settings.solvedPuzzles == state.settings.solvedPuzzles);

  std::string damaged = text;
  damaged.replace(damaged.find("warri-03"), 8, "warri-x!");
  const auto kept = readSavedState(damaged);
  REQUIRE(std::holds_alternative<SavedState>(kept));
  CHECK(std::get<SavedState>(kept).settings.solvedPuzzles.empty());
  CHECK(std::get<SavedState>(kept).settings.theme == ThemeChoice::Contrast);
}

TEST_CASE("a puzzle's board has the solver's row near, as a player's in a game", "[puzzles]") {
  for (Variant v : {Variant::AdjiKui1, Variant::AdjiKui2, Variant::Warri}) {
    for (const Puzzle& p : puzzlesOf(v).puzzles) {
      PuzzleBoard board;
      board.open(p, false);
      CHECK(board.table().nearSide() == p.start.toMove);
    }
  }
  // A lesson keeps the side of its first move near, whoever moves in a step.
  LessonBoard lesson;
  for (int i = 0; i < static_cast<int>(lessons().size()); ++i) {
    lesson.open(i);
    Player first = Player::South;
    for (const TutorialStep& step : lessons()[static_cast<std::size_t>(i)].steps)
      if (step.move != kNoMove) {
        first = step.position.toMove;
        break;
      }
    CHECK(lesson.table().nearSide() == first);
  }
}
