// Why a command was refused, as a code and its data: what the model hands back from apply()
// (command.h) and what the page API sends with its words. The words themselves (in the player's
// language) are made only where a refusal is shown or sent, by refusalText().
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.h"

namespace mancala::app {

// Each code's name (refusalName) is what the page API sends: see docs/EMBEDDING.md.
enum class RefusalCode : std::uint8_t {
  // Reading a command: its name, its fields, their values.
  UnknownCommand,  // {name}
  UnknownField,    // {field}
  MissingField,    // {field}
  BadValue,        // {field, value, expected}
  WrongType,       // {field, kind: text|boolean|hole|holes|move|fields} (the page's JavaScript)
  NulInField,      // {field}
  // Where the command is asked.
  NotOnStart,  // a game is started, and its choices made, on the start screen
  NoGame,      // no game is being played
  Kiosk,       // the kiosk opens no links
  // A move or a hole refused (the core's MoveErrorCode, then the board's own reasons).
  IllegalMove,    // {code of MoveErrorCode, move letter, mover S|N}
  RetryFound,     // Try again: the move was found
  ViewingPast,    // {moves looked at, moves played}
  ComputerMoves,  // the computer is to move (or the kiosk's game is only watched)
  ComputerBuys,   // the computer chooses the holes it buys
  NotBuyersHole,  // {buyer S|N}: the hole is the buyer's own (a buyer buys the other row)
  BuysOtherRow,   // {buyer S|N}: a hole of the buyer's own row chosen to buy
  TooManyBought,  // {count}: as many holes as are due are chosen: give one back first
  HolesToChoose,  // {buyer S|N, count}: the next game waits for the holes bought
  NotAsked,       // a lesson's or a puzzle's board: not a hole asked for now (its caption or
                  // its message line says which is)
  NextGameDue,    // the game is over: "Next game" comes first
  GameOver,       // the game (or the match) is over: start a new one
  MatchGameOver,  // this game of the match is over
  FriendToMove,   // {other side S|N, buying 0|1}: the friend's turn on the other device
  NoPurchaseDue,  // no hole is to be bought now
  BadPurchase,    // {MatchErrorCode, buyer S|N, due, given, hole}: the match's refusal of the
                  // holes bought (core/match.h's MatchError)
  NoMatch,        // no match is being played
  // Undo and redo.
  NoUndoByLink,  // a game by link takes no move back
  NothingToUndo,
  NothingToRedo,
  // The review.
  NoReviewMove,  // choose a move of the review first
  HelpBarred,    // a game between friends: no hint or review until it is over
  // Texts from outside: a record, a link.
  BadRecord,    // {RecordErrorCode, line, column, text, expected, number, move, and the
                // MoveError's code, move and mover} (core/errors.h's RecordError); a games
                // file's {words}
  BadLink,      // {words}: what is wrong with it
  BadPosition,  // {words}: what is wrong with it
  // The lessons and the puzzles.
  NoLesson,     // no lesson is open
  NoPuzzle,     // no puzzle is open (or, to open one, the Puzzles screen)
  Unavailable,  // not on this platform or in this place (no dialog, no clipboard, no links)
};

struct Refusal {
  RefusalCode code = RefusalCode::UnknownCommand;
  std::vector<std::string> data;
  bool operator==(const Refusal&) const = default;
};

// "unknown-command", "illegal-move", ...: the code as the page sees it.
std::string_view refusalName(RefusalCode code);
// A move the core refused, with its data.
Refusal moveRefusal(const MoveError& error);
// The holes bought that the match refused, with its data.
Refusal purchaseRefusal(const MatchError& error);
// A game record that cannot be read, with its place and its problem.
Refusal recordRefusal(const RecordError& error);
// The refusal in words, in the current language: one or more sentences.
std::string refusalText(const Refusal& refusal);
// Whether `words` are the refusal's, in the current language (refusalText).
bool operator==(const Refusal& refusal, std::string_view words);

}  // namespace mancala::app
