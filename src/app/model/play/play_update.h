// The game's play commands (command.h) carried out on the game's part of the state, update(
// GameState&, const cmd::X&, Context&): a move played (by the page, by a hole chosen on the
// board), the next game of a match and the holes it buys, a move taken back and played again,
// the hint asked for, the board said. What follows a move or a new game (its words, the page's
// message, the friend's link, the save) is asked as effects of the Context; a game finished by a
// move is left to the owner to keep in My games (Context::gameFinished). The computer and the
// hint are the Context's workers, the board its game's board; an update tried on the state alone
// has none, and shows and asks nothing of them.
#pragma once

#include <optional>

#include "app/model/common/command.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"
#include "core/types.h"

namespace mancala::app {

// Plays `move` for the side to move (a person's, the computer's or a forced pass) on the play
// screen: animated on the board, said, sent to the page, noted for a friend, saved. Refused off
// the play screen (no-game), on a friend's turn (friend-to-move) and where the rules forbid it
// (illegal-move, with the core's MoveError); a refused move changes nothing.
std::optional<Refusal> playMove(Context& ctx, Move move);
// A new game started in the session (or the next game of a match): said, sent to the page,
// noted for a friend, saved.
void afterNewGame(Context& ctx);

// The move `move` (Play, from the page): as playMove.
std::optional<Refusal> update(GameState& game, const cmd::Play& c, Context& ctx);
// A hole chosen on the board (a click, a tap, Enter, the page's hole?hole=): the board's choice,
// refused with its code (a hole out of a-f, A-F: bad-value).
std::optional<Refusal> update(GameState& game, const cmd::ChooseHole& c, Context& ctx);
// The next game of a match, with the holes bought where a purchase is due (none: those chosen
// on the board, a person's default); refused outside a match (no-match) and in a game by link
// when it is not this device's to start.
std::optional<Refusal> update(GameState& game, const cmd::NextGame& c, Context& ctx);
// The purchase's default holes chosen for the buyer; refused where none is due.
std::optional<Refusal> update(GameState& game, const cmd::ChooseForMe& c, Context& ctx);
// A move taken back, and played again; never in a game by link.
std::optional<Refusal> update(GameState& game, const cmd::Undo& c, Context& ctx);
std::optional<Refusal> update(GameState& game, const cmd::Redo& c, Context& ctx);
// The hint asked for the person to move, said once the search has decided (at once where it
// runs on this thread), its move under the cursor; refused off the play screen (no-game) and in
// a game by link in progress (help-barred).
std::optional<Refusal> update(GameState& game, const cmd::Hint& c, Context& ctx);
// Every hole, the score and who is to move, said.
std::optional<Refusal> update(GameState& game, const cmd::SayBoard& c, Context& ctx);

}  // namespace mancala::app
