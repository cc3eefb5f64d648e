// The commands that change which game is played, carried out on the game's part of the state,
// update(GameState&, const cmd::X&, Context&): a new game (from the page, or the next one the
// player asks for), the start screen's choices and its two ways to start, the start screen and
// back to the game kept there, back to the game replaced, the rematch; and the two settings of the
// game being played, the computer's level and the animation's speed. A game left is put aside
// (game_switch.h); what a new game tells is play_update.h's afterNewGame.
#pragma once

#include <optional>

#include "app/model/common/command.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"

namespace mancala::app {

// A new game of the session's set-up changed by the command's fields (its level kept as the
// computer's level for the next games too).
std::optional<Refusal> update(GameState& game, const cmd::NewGame& c, Context& ctx);
// The start screen's choices for the next game changed; refused elsewhere (not-on-start).
std::optional<Refusal> update(GameState& game, const cmd::Choose& c, Context& ctx);
// The game chosen on the start screen started (by link where a friend's side is chosen and links
// can be sent); refused elsewhere (not-on-start).
std::optional<Refusal> update(GameState& game, const cmd::Start& c, Context& ctx);
// The chosen game against the computer, the person playing South, at the level last chosen for
// it (Easy at first); refused off the start screen (not-on-start).
std::optional<Refusal> update(GameState& game, const cmd::PlayComputer& c, Context& ctx);
// The start screen over the game, kept to go back to while in progress.
std::optional<Refusal> update(GameState& game, const cmd::ToStart& c, Context& ctx);
// Back from the start screen to the game kept there; nothing where none is.
std::optional<Refusal> update(GameState& game, const cmd::BackToGame& c, Context& ctx);
// Back to the game a new one replaced (itself put aside in turn); nothing where none is.
std::optional<Refusal> update(GameState& game, const cmd::PreviousGame& c, Context& ctx);
// The game over: the same set-up again, the other side starting (as games alternate in a match);
// a match over: a new match of the same set-up; in a game by link, a new game by link. Nothing
// before the end.
std::optional<Refusal> update(GameState& game, const cmd::Rematch& c, Context& ctx);
// The computer's level, for this game and the next (none: the default); a computer thinking now
// starts again at it.
std::optional<Refusal> update(GameState& game, const cmd::Level& c, Context& ctx);
// How fast moves are shown.
std::optional<Refusal> update(GameState& game, const cmd::Speed& c, Context& ctx);

}  // namespace mancala::app
