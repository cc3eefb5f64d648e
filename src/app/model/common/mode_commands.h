// The commands of the modes beside the game (command.h holds the game's, and the Command that
// gathers them all): the lessons, the Puzzles screen, the museum kiosk and My games.
#pragma once

#include <optional>
#include <string>

#include "app/model/common/command_macros.h"
#include "app/model/games_table/games_table.h"
#include "core/types.h"

namespace mancala::app::cmd {

// The lessons ("How to play", lessons_mode.h): one opened (its index in the list of lessons),
// the learner's move (a hole, or - for a pass), a step on (1) or back (-1), Show me, the list of
// all lessons shown or left, the lessons closed.
struct Lesson {
  MANCALA_COMMAND(Lesson, "lesson")
  int lesson = 0;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("lesson", s.lesson);
  }
};
struct LessonPlay {
  MANCALA_COMMAND(LessonPlay, "lesson-play")
  Move move = 0;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("move", s.move);
  }
};
struct LessonStep {
  MANCALA_COMMAND(LessonStep, "lesson-step")
  int by = 1;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("by", s.by);
  }
};
struct LessonShowMe {
  MANCALA_COMMAND(LessonShowMe, "lesson-show-me") MANCALA_NO_FIELDS
};
struct LessonsList {
  MANCALA_COMMAND(LessonsList, "lessons-list")
  bool on = true;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("on", s.on);
  }
};
struct CloseLessons {
  MANCALA_COMMAND(CloseLessons, "close-lessons") MANCALA_NO_FIELDS
};

// The Puzzles screen (puzzles_mode.h): the list of a game's puzzles (at a difficulty, 1 to 5, or
// 0 for all), one puzzle opened by its id, the solver's move, the hint, the answer, the puzzle
// from its start again, the next puzzle, back to the list, the screen closed.
struct Puzzles {
  MANCALA_COMMAND(Puzzles, "puzzles")
  std::optional<Variant> game{};
  std::optional<int> difficulty{};
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("game", s.game);
    v("difficulty", s.difficulty);
  }
};
struct OpenPuzzle {
  MANCALA_COMMAND(OpenPuzzle, "puzzle")
  std::string id;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("id", s.id);
  }
};
struct PuzzlePlay {
  MANCALA_COMMAND(PuzzlePlay, "puzzle-play")
  Move move = 0;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("move", s.move);
  }
};
struct PuzzleHint {
  MANCALA_COMMAND(PuzzleHint, "puzzle-hint") MANCALA_NO_FIELDS
};
struct PuzzleAnswer {
  MANCALA_COMMAND(PuzzleAnswer, "puzzle-answer") MANCALA_NO_FIELDS
};
struct PuzzleRetry {
  MANCALA_COMMAND(PuzzleRetry, "puzzle-retry") MANCALA_NO_FIELDS
};
struct NextPuzzle {
  MANCALA_COMMAND(NextPuzzle, "next-puzzle") MANCALA_NO_FIELDS
};
struct PuzzlesList {
  MANCALA_COMMAND(PuzzlesList, "puzzles-list") MANCALA_NO_FIELDS
};
struct ClosePuzzles {
  MANCALA_COMMAND(ClosePuzzles, "close-puzzles") MANCALA_NO_FIELDS
};
// The museum kiosk (kiosk.h): a touch, the game shown on the attract screen, a visitor's game,
// the reset; and what the kiosk asks of the game: a game only watched (no hole offered), the
// page's dialogs closed.
struct KioskTouch {
  MANCALA_COMMAND(KioskTouch, "kiosk-touch") MANCALA_NO_FIELDS
};
struct KioskShow {
  MANCALA_COMMAND(KioskShow, "kiosk-show")
  Variant game = kFirstGame;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("game", s.game);
  }
};
struct KioskPlay {
  MANCALA_COMMAND(KioskPlay, "kiosk-play") MANCALA_NO_FIELDS
};
struct KioskReset {
  MANCALA_COMMAND(KioskReset, "kiosk-reset") MANCALA_NO_FIELDS
};
struct Watch {
  MANCALA_COMMAND(Watch, "watch")
  bool on = false;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("on", s.on);
  }
};
struct CloseDialogs {
  MANCALA_COMMAND(CloseDialogs, "close-dialogs") MANCALA_NO_FIELDS
};

// My games (games_mode.h): the screen opened (with its filters: a game's name or "all", an
// opponent, "computer", "here", "link" or "all"; left out: as they were), a game opened in its
// review (at the player's first mistake) or to play on from before its move `at` (left out: its
// last position before the end), a game's record and share link offered (the page's record
// dialog), a game deleted, all deleted, the last deletion undone, every
// game offered as a file, the page's file picker opened, a file's games added, the screen closed.
struct MyGames {
  MANCALA_COMMAND(MyGames, "my-games")
  std::optional<std::string> game{};
  std::optional<std::string> opponent{};
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("game", s.game);
    v("opponent", s.opponent);
  }
};
struct GamesReview {
  MANCALA_COMMAND(GamesReview, "games-review")
  std::string id;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("id", s.id);
  }
};
struct GamesPlay {
  MANCALA_COMMAND(GamesPlay, "games-play")
  std::string id;
  std::optional<int> at{};
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("id", s.id);
    v("at", s.at);
  }
};
struct GamesLink {
  MANCALA_COMMAND(GamesLink, "games-link")
  std::string id;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("id", s.id);
  }
};
struct GamesDelete {
  MANCALA_COMMAND(GamesDelete, "games-delete")
  std::string id;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("id", s.id);
  }
};
struct GamesDeleteAll {
  MANCALA_COMMAND(GamesDeleteAll, "games-delete-all") MANCALA_NO_FIELDS
};
struct GamesUndoDelete {
  MANCALA_COMMAND(GamesUndoDelete, "games-undo-delete") MANCALA_NO_FIELDS
};
struct GamesExport {
  MANCALA_COMMAND(GamesExport, "games-export") MANCALA_NO_FIELDS
};
struct GamesPickFile {
  MANCALA_COMMAND(GamesPickFile, "games-pick-file") MANCALA_NO_FIELDS
};
struct GamesImport {
  MANCALA_COMMAND(GamesImport, "games-import")
  std::string text;
  // The page found the file larger than kMaxGamesFileBytes and kept its text: refused whole.
  bool tooLarge = false;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("text", s.text);
    v("too-large", s.tooLarge);
  }
};
struct CloseMyGames {
  MANCALA_COMMAND(CloseMyGames, "close-my-games") MANCALA_NO_FIELDS
};

}  // namespace mancala::app::cmd
