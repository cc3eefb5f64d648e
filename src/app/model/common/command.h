// What can be asked of the app, by anyone: a person's click, tap or key, the page API, the
// address, the page's start form, the kiosk. Each request is one Command, applied by
// AppModel::apply (which answers with nothing, or a Refusal: refusal.h).
//
// Every command has a name and named fields, and one table (each struct's `fields`) says them
// for printing and parsing. The printed form is that of an address's query:
//
//   new?game=warri&south=person&north=computer&north-level=hard&starter=N&match=1
//   play?move=c        next-game?holes=abF        load-record?record=%5BGame...
//
// Field names are those of the address and the saved settings: one name per thing (game,
// south, north, level, south-level, north-level, starter, match, length, games, friend). Older
// names are still read where they were documented (variant for game; play=single|match for
// match; players=here|friend-S|friend-N for friend), and so are older values (human, ai).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "ai/levels.h"
#include "app/model/board/animation.h"
#include "app/model/common/command_macros.h"
#include "app/model/common/mode_commands.h"
#include "app/model/common/session.h"
#include "app/model/common/setup_fields.h"
#include "app/model/formats/look.h"
#include "app/model/words/refusal.h"
#include "app/text/i18n.h"
#include "core/match.h"
#include "core/types.h"

namespace mancala::app {

// The commands. Each: its name, its fields (name, value, an older name still read). A field of
// type std::optional may be left out; every other must be given. The game's commands are here,
// the lessons', the puzzles', the kiosk's and My games' in mode_commands.h.
namespace cmd {

// A new game with these set-up fields over the current game's (a level: for both sides).
struct NewGame {
  MANCALA_COMMAND(NewGame, "new")
  SetupFields setup;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    SetupFields::fields(s.setup, v);
  }
};
// The start screen: its choices, its Start, and Play the computer (its first choice).
struct Choose {
  MANCALA_COMMAND(Choose, "choose")
  SetupFields setup;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    SetupFields::fields(s.setup, v);
  }
};
struct Start {
  MANCALA_COMMAND(Start, "start") MANCALA_NO_FIELDS
};
struct PlayComputer {
  MANCALA_COMMAND(PlayComputer, "play-computer") MANCALA_NO_FIELDS
};
// The start screen's other ways in (its game when none is given): the lessons (Learn to play)
// and the rules window (the puzzles are the puzzles command).

#define MANCALA_WINDOW_COMMAND(Type, text)   \
  struct Type {                              \
    MANCALA_COMMAND(Type, text)              \
    std::optional<Variant> game;             \
    template <class Self, class Visit>       \
    static void fields(Self& s, Visit&& v) { \
      v("game", s.game);                     \
    }                                        \
  };
MANCALA_WINDOW_COMMAND(Learn, "learn")
MANCALA_WINDOW_COMMAND(ShowRules, "rules")
#undef MANCALA_WINDOW_COMMAND
// A move (a hole's letter, or - for a pass), as the page API plays it: no animation of choice.
struct Play {
  MANCALA_COMMAND(Play, "play")
  Move move = 0;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("move", s.move);
  }
};
// A click, a tap or Enter on a hole: sows it, buys it between games, answers Try again.
struct ChooseHole {
  MANCALA_COMMAND(ChooseHole, "hole")
  Move hole = 0;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("hole", s.hole);
  }
};
// The keyboard's cursor on a hole (none: off the board), on the board in front: a lesson's while
// the lessons are open, else a puzzle's while one is open, else the game's.
struct Select {
  MANCALA_COMMAND(Select, "select")
  std::optional<Move> hole;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("hole", s.hole);
  }
};
// The next game of a match; the holes bought (none given: those chosen on the board, else the
// default).
struct NextGame {
  MANCALA_COMMAND(NextGame, "next-game")
  std::optional<std::vector<Move>> holes;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("holes", s.holes);
  }
};
struct ChooseForMe {
  MANCALA_COMMAND(ChooseForMe, "choose-for-me") MANCALA_NO_FIELDS
};
struct Undo {
  MANCALA_COMMAND(Undo, "undo") MANCALA_NO_FIELDS
};
struct Redo {
  MANCALA_COMMAND(Redo, "redo") MANCALA_NO_FIELDS
};
// The end of the move being shown, at once (on the board in front, as Select).
struct Skip {
  MANCALA_COMMAND(Skip, "skip") MANCALA_NO_FIELDS
};
struct Hint {
  MANCALA_COMMAND(Hint, "hint") MANCALA_NO_FIELDS
};
struct ToStart {
  MANCALA_COMMAND(ToStart, "to-start") MANCALA_NO_FIELDS
};
struct BackToGame {
  MANCALA_COMMAND(BackToGame, "back-to-game") MANCALA_NO_FIELDS
};
struct PreviousGame {
  MANCALA_COMMAND(PreviousGame, "previous-game") MANCALA_NO_FIELDS
};
struct Rematch {
  MANCALA_COMMAND(Rematch, "rematch") MANCALA_NO_FIELDS
};
// Looking back through the moves: the position after `moves` moves; one step; the live one.
struct View {
  MANCALA_COMMAND(View, "view")
  int moves = 0;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("moves", s.moves);
  }
};
struct Step {
  MANCALA_COMMAND(Step, "step")
  int by = 1;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("by", s.by);
  }
};
struct Live {
  MANCALA_COMMAND(Live, "live") MANCALA_NO_FIELDS
};
// The review.
struct Review {
  MANCALA_COMMAND(Review, "review") MANCALA_NO_FIELDS
};
struct CloseReview {
  MANCALA_COMMAND(CloseReview, "close-review") MANCALA_NO_FIELDS
};
struct StopReview {
  MANCALA_COMMAND(StopReview, "stop-review") MANCALA_NO_FIELDS
};
struct PlayFromHere {
  MANCALA_COMMAND(PlayFromHere, "play-from-here") MANCALA_NO_FIELDS
};
struct TryAgain {
  MANCALA_COMMAND(TryAgain, "try-again") MANCALA_NO_FIELDS
};
struct ShowAnswer {
  MANCALA_COMMAND(ShowAnswer, "show-answer") MANCALA_NO_FIELDS
};
// The review's marked moves, the player's first (review.h): the next one, the one before.
struct NextMistake {
  MANCALA_COMMAND(NextMistake, "next-mistake") MANCALA_NO_FIELDS
};
struct PreviousMistake {
  MANCALA_COMMAND(PreviousMistake, "previous-mistake") MANCALA_NO_FIELDS
};
// Show the line: the board before the move shown, then `step` moves of the move and the
// engine's line after it (0: back to the position); one step further plays that move.
struct ShowLine {
  MANCALA_COMMAND(ShowLine, "show-line")
  int step = 1;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("step", s.step);
  }
};
// Records and links.
struct LoadRecord {
  MANCALA_COMMAND(LoadRecord, "load-record")
  std::string record;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("record", s.record);
  }
};
struct OpenPosition {
  MANCALA_COMMAND(OpenPosition, "open-position")
  std::string link;  // "p=<position>"
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("link", s.link);
  }
};
struct OpenLink {
  MANCALA_COMMAND(OpenLink, "open-link")
  std::string link;  // a friend's "f=..."
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("link", s.link);
  }
};
struct OpenLatestLink {
  MANCALA_COMMAND(OpenLatestLink, "open-latest-link") MANCALA_NO_FIELDS
};
struct SendLink {
  MANCALA_COMMAND(SendLink, "send-link")
  bool share = false;  // through the system's share sheet, else copied
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("share", s.share);
  }
};
struct ShowRecord {
  MANCALA_COMMAND(ShowRecord, "show-record") MANCALA_NO_FIELDS
};
struct TakeHome {
  MANCALA_COMMAND(TakeHome, "take-home") MANCALA_NO_FIELDS
};
// The game's rules page, to read or print (docs/RULES-PAGES.md), opened beside the game.
struct RulesPage {
  MANCALA_COMMAND(RulesPage, "rules-page")
  Variant game = kFirstGame;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("game", s.game);
  }
};
struct Paste {
  MANCALA_COMMAND(Paste, "paste") MANCALA_NO_FIELDS
};
// Settings, kept with the saved state (the level: for this visit, and the games' levels).
struct Sound {
  MANCALA_COMMAND(Sound, "sound")
  bool on = true;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("on", s.on);
  }
};
struct Contrast {
  MANCALA_COMMAND(Contrast, "contrast")
  bool on = false;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("on", s.on);
  }
};
// The look chosen in Options (classic, light, auto: the system's; contrast: as Contrast on). A
// plain look also turns high contrast off; it is the one high contrast goes back to.
struct Theme {
  MANCALA_COMMAND(Theme, "theme")
  ThemeChoice theme = ThemeChoice::Classic;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("theme", s.theme);
  }
};
struct Motion {
  MANCALA_COMMAND(Motion, "motion")
  bool reduce = false;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("reduce", s.reduce);
  }
};
// The system's colour scheme (the page's prefers-color-scheme), which theme=auto follows.
struct Scheme {
  MANCALA_COMMAND(Scheme, "scheme")
  bool light = false;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("light", s.light);
  }
};
struct Level {
  MANCALA_COMMAND(Level, "level")
  std::optional<ai::Level> level;  // none: the default
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("level", s.level);
  }
};
struct Speed {
  MANCALA_COMMAND(Speed, "speed")
  app::Speed speed = app::Speed::Normal;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("speed", s.speed);
  }
};
struct LanguageChoice {
  MANCALA_COMMAND(LanguageChoice, "language")
  Language language = Language::English;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("lang", s.language, "language");
  }
};

// The screen reader: the whole board, every hole, the score and who is to move (the S key).
struct SayBoard {
  MANCALA_COMMAND(SayBoard, "say-board") MANCALA_NO_FIELDS
};
// Words for the screen reader: a control the keyboard's focus came to, a hole under the cursor.
struct Say {
  MANCALA_COMMAND(Say, "say")
  std::string text;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("text", s.text);
  }
};

// The host's news: another tab changed the storage; the clipboard took a friend's link or not.
struct StorageChanged {
  MANCALA_COMMAND(StorageChanged, "storage-changed") MANCALA_NO_FIELDS
};
struct LinkCopied {
  MANCALA_COMMAND(LinkCopied, "link-copied")
  bool copied = true;
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("copied", s.copied);
  }
};

}  // namespace cmd

using Command = std::variant<
    cmd::NewGame, cmd::Choose, cmd::Start, cmd::PlayComputer, cmd::Learn, cmd::ShowRules, cmd::Play,
    cmd::ChooseHole, cmd::Select, cmd::NextGame, cmd::ChooseForMe, cmd::Undo, cmd::Redo, cmd::Skip,
    cmd::Hint, cmd::ToStart, cmd::BackToGame, cmd::PreviousGame, cmd::Rematch, cmd::View, cmd::Step,
    cmd::Live, cmd::Review, cmd::CloseReview, cmd::StopReview, cmd::PlayFromHere, cmd::TryAgain,
    cmd::ShowAnswer, cmd::NextMistake, cmd::PreviousMistake, cmd::ShowLine, cmd::LoadRecord,
    cmd::OpenPosition, cmd::OpenLink, cmd::OpenLatestLink, cmd::SendLink, cmd::ShowRecord,
    cmd::TakeHome, cmd::RulesPage, cmd::Paste, cmd::Sound, cmd::Contrast, cmd::Theme, cmd::Motion,
    cmd::Scheme, cmd::Level, cmd::Speed, cmd::LanguageChoice, cmd::SayBoard, cmd::Say, cmd::Lesson,
    cmd::LessonPlay, cmd::LessonStep, cmd::LessonShowMe, cmd::LessonsList, cmd::CloseLessons,
    cmd::Puzzles, cmd::OpenPuzzle, cmd::PuzzlePlay, cmd::PuzzleHint, cmd::PuzzleAnswer,
    cmd::PuzzleRetry, cmd::NextPuzzle, cmd::PuzzlesList, cmd::ClosePuzzles, cmd::StorageChanged,
    cmd::LinkCopied, cmd::KioskTouch, cmd::KioskShow, cmd::KioskPlay, cmd::KioskReset, cmd::Watch,
    cmd::CloseDialogs, cmd::MyGames, cmd::GamesReview, cmd::GamesPlay, cmd::GamesLink,
    cmd::GamesDelete, cmd::GamesDeleteAll, cmd::GamesUndoDelete, cmd::GamesExport,
    cmd::GamesPickFile, cmd::GamesImport, cmd::CloseMyGames>;

// "name?field=value&...", values percent-encoded; fields left out are not written.
std::string printCommand(const Command& command);
// The command a printed form names; a name, field or value that is not understood is refused
// (the first such, with its field). Unknown fields are refused too: nothing is ignored.
std::variant<Command, Refusal> parseCommand(std::string_view text);
// The command's name: "new", "play", ...
std::string_view commandName(const Command& command);

}  // namespace mancala::app
