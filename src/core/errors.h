// What can be wrong with a move, a game record or a step of a match, as plain values: a code
// and the data a sentence needs (hole, line, column, counts, the offending text). The core
// never words them for a person; the app does, in the player's language
// (app/model/words/error_text.h). The English wording here is for the engine protocol, logs and
// tools, and is the only English wording of these errors.
#pragma once

#include <string>
#include <vector>

#include "types.h"

namespace mancala {

// ---------------------------------------------------------------- moves

// Why a move is not legal, in the order the rules are checked (see checkMove in position.h).
enum class MoveErrorCode : std::uint8_t {
  GameOver,        // the game is over: no move at all
  NoSuchHole,      // not a hole index (0..11) and not a pass
  NotYourHole,     // the hole is on the opponent's row and his
  BoughtHole,      // Adji Kui II: the hole is on the mover's row but the opponent bought it
  EmptyHole,       // no seed in it
  SingleSeed,      // Adji Kui I and II: a hole holding one seed may not be sown
  EndlessRelay,    // Adji Kui II: the relay would never end
  MustFeed,        // Warri: the opponent has no seeds and this move gives him none
  PassNotAllowed,  // a pass while the mover has a playable hole
};

struct MoveError {
  MoveErrorCode code = MoveErrorCode::GameOver;
  Move move = kNoMove;           // the move asked for (a hole index or kPass)
  Player mover = Player::South;  // the player to move; the hole's owner is his opponent
  bool operator==(const MoveError&) const = default;
};

// ---------------------------------------------------------------- game records

enum class RecordErrorCode : std::uint8_t {
  BadHeader,            // a line starting with [ that is not [Name "value"]
  UnterminatedHeader,   // the header's value has no closing quote
  UnclosedHeader,       // no ] after the header's value
  DuplicateHeader,      // `text`: the header's name, given twice
  NoGameHeader,         // no [Game "..."] header at all
  UnknownGame,          // `text`: the Game header's value
  BadGrandSlam,         // `text`: the GrandSlam value (only "captures-nothing", only in Warri)
  BadStart,             // `text`: the Start value (S or N)
  BadOwners,            // `text`: the Owners value (12 letters S or N)
  BadPosition,          // `text`: the Position value (12 counts, a space, two captures)
  WrongSeedTotal,       // the Position holds `number` seeds instead of 48
  WrongMoveNumber,      // `text` found where the move number `number` was expected
  NumberInsteadOfMove,  // `text`, a move number, found where a move was expected
  MissingMoveNumber,    // a move where the move number `number` was expected
  NotAMove,             // `text` is not a move (a-f, A-F or -)
  MoveAfterEnd,         // `move` comes after the end of the game
  IllegalMove,          // `move` is not legal there: `why`, and the `legal` moves
  DanglingMoveNumber,   // a move number with no move after it
  WrongResult,          // the Result header says `text`, the moves give `expected`
  WrongReason,          // the Reason header says `text`, the moves give `expected` ("" if none)
  UnknownHeader,        // `text`: a header's name that records do not have (a misspelling)
  EmptyHeaderName,      // a header with no name: [ "value"]
  TooLong,              // the record is longer than `number` bytes (kMaxRecordBytes)
  NotText,              // a byte a record cannot hold at line/column: NUL, a control, bad UTF-8
};

struct RecordError {
  RecordErrorCode code = RecordErrorCode::BadHeader;
  int line = 0;             // 1-based
  int column = 0;           // 1-based
  std::string text;         // the offending text: a header's name or value, a token
  std::string expected;     // WrongResult, WrongReason: what the moves give
  int number = 0;           // the move number expected; WrongSeedTotal: the seeds counted
  Move move = kNoMove;      // MoveAfterEnd, IllegalMove
  MoveError why;            // IllegalMove: why the rules forbid the move
  std::vector<Move> legal;  // IllegalMove: the legal moves there, in index order

  bool operator==(const RecordError&) const = default;
};

// ---------------------------------------------------------------- matches

enum class MatchErrorCode : std::uint8_t {
  MatchOver,         // the match is over: no next game
  GameNotOver,       // the current game is not over (or not counted yet)
  NoPurchaseDue,     // holes were given but none is to be bought
  WrongHoleCount,    // `buyer` must buy exactly `due` holes, `given` were given
  NotOpponentsHole,  // `hole` is not on the buyer's opponent's row (or not a hole at all)
  HoleChosenTwice,   // `hole` is given twice
};

struct MatchError {
  MatchErrorCode code = MatchErrorCode::MatchOver;
  Player buyer = Player::South;  // the purchase's buyer, when one is due
  int due = 0;                   // WrongHoleCount: the holes to buy
  int given = 0;                 // WrongHoleCount: the holes given
  int hole = -1;                 // NotOpponentsHole, HoleChosenTwice
  bool operator==(const MatchError&) const = default;
};

// ---------------------------------------------------------------- English

std::string describe(const MoveError& e);           // "hole A is North's"
std::string describe(const MatchError& e);          // "S must buy exactly 2 holes"
std::string describe(const RecordError& e);         // "line 3, column 7: " + describeProblem(e)
std::string describeProblem(const RecordError& e);  // "illegal move A (legal: c d e)"

}  // namespace mancala
