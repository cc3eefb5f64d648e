// What could not be used, in the player's language: what the page's address (or a link's
// ending) asked that was not understood, a position that cannot be set up, the save or the
// address that could not be read at start-up, a page's accent colour that would not read, and
// the storage's notices (a game that cannot be saved, My games making room).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "app/model/formats/look.h"
#include "core/errors.h"
#include "core/position.h"

namespace mancala::app {

// "The address asks for key=“value”, which is not understood (expected); it was ignored."
// `key` and `value` as they are to be quoted (excerpts of the address's own).
std::string addressValueText(const std::string& key, const std::string& value,
                             const std::string& expected);
// What a value should have been, to go inside addressValueText.
std::string expectedRecordText();                    // "a game record"
std::string expectedReviewText();                    // "a game's review"
std::string expectedSecondsText(int low, int high);  // "a number of seconds from 10 to 3600"
std::string expectedNumberText(int low, int high);   // "a number from 1 to 100"

// "A part of the address is damaged (“…”); it was ignored."
std::string damagedAddressPartText(std::string_view part);
// The address gives both a record and a position: the record is used.
std::string recordAndPositionText();
// A link's ending (after #) that is neither a game nor a position.
std::string linkEndingText();

// "The position in the address cannot be used: " then why (one of the position problems below).
std::string positionUnusableText(const std::string& why);
std::string positionFormatText();    // not "12 counts:player"
std::string positionCountsText();    // not 12 seed counts
std::string positionPlayerText();    // the player to move is not S or N
std::string positionCapturesText();  // the captures are not two numbers
std::string positionTotalText(int total);

// `why`: the save's problem, as readSavedState words it (its full stop dropped here).
std::string saveUnreadableText(const std::string& why);
std::string newerSaveText();
// The address's record could not be read: the saved game goes on, or a new game begins.
std::string addressRecordOverSaveText(const std::string& record, const RecordError& e);
std::string addressRecordUnreadableText(const RecordError& e);
// `why`: the review's problem (its full stop dropped here).
std::string reviewLinkUnusableText(const std::string& why);
// "Game resumed after 12 moves. South to move."
std::string gameResumedText(std::size_t played, Player toMove);

// Why `accent` is refused in `look`, in the player's language (the look's own colour is kept
// there); empty where it fits.
std::string accentRefusal(Look look, Rgb accent);

std::string saveFullText();      // no room left to save the game: play goes on
std::string otherTabSaveText();  // another tab saved another game: nothing more is saved here
std::string archiveFullText();   // the oldest of My games deleted to keep the newest

// What is wrong in a saved game, to go inside "The saved game could not be read (…)".
enum class SaveProblem : std::uint8_t {
  NotASave,           // not a saved game of this program
  UnknownLevel,       // version 1's level
  SetupDamaged,       // the game's settings
  StartDamaged,       // the start screen's choices
  FriendDamaged,      // the game by link's name or side
  MatchDamaged,       // the match's state
  SetupMissing,       // no settings of the game
  StartWithoutGame,   // the start screen's choices over a missing game
  OtherGame,          // the record is of another game than the settings say
  MatchNotSettings,   // the match's state does not fit the settings
  MatchNotRecord,     // the match's state does not fit the game record
  MatchWithoutGame,   // a match without its game
  FriendWithoutGame,  // a game by link without its game
  NotText,            // a control character or a byte that is not text
};
std::string saveProblemText(SaveProblem problem);
// "it was saved in format version 9, which this version cannot read."
std::string saveVersionText(std::string_view version);
// "line 4: " then what is wrong there (a save's line, a puzzle file's).
std::string atLineText(int line, std::string_view what);
// "the saved game record is damaged: " then the record's problem.
std::string savedRecordDamagedText(const RecordError& e);
// "“…” is not understood." (a line of the save)
std::string saveLineNotUnderstoodText(std::string_view line);
// A setting left out (the rest of the save read): "The saved setting “theme x” could not be
// read, so it was left out."
std::string settingLeftOutText(std::string_view key, std::string_view value);
// What is wrong in a review's text (a save's, a link's), at move `at` where it says.
enum class ReviewProblem : std::uint8_t {
  NoDepth,         // it does not start with its depth
  BadDepth,        // the depth is not a number from 1 to 20
  MoveDamaged,     // its move `at` is damaged
  TooManyMoves,    // more moves than the game
  BetterNotLegal,  // its better move `at` is not legal there
  MoveNotFit,      // its move `at` does not fit the game
};
std::string reviewProblemText(ReviewProblem problem, const std::string& at = {});
// What is wrong in a puzzle file (at a line), with the text it is about.
enum class PuzzleFileProblem : std::uint8_t {
  FieldCount,     // {count}: not 10 fields
  NotPuzzleName,  // {name}
  SeedCounts,
  PlayerToMove,
  Owners,
  Captures,
  SeedTotal,      // {total}
  NotGoal,        // {goal}
  AnswerIllegal,  // {answer}
  BadValue,       // {value}
  BadDifficulty,  // {difficulty}
  UnknownProof,   // {proof}
  NotThisGame,    // the header is not this game's
  NameTwice,      // {name}
  NoPuzzles,
};
std::string puzzleFileProblemText(PuzzleFileProblem problem, std::string_view text = {});

// The saved review left out: `why` its problem, without its full stop.
std::string savedReviewDamagedText(const std::string& why);

}  // namespace mancala::app
