// The review's commands (command.h) carried out on the review (review.h): open it on the game
// played, close and stop it, play again from the move looked at, try that move again and show its
// answer, go through the marked moves, show the engine's line; and its time, the background's
// positions picked up. A command that needs a move looked at in the open review is refused
// (NoReviewMove) while there is none; the review of a game by link in progress (HelpBarred).
#pragma once

#include <optional>

#include "app/model/common/command.h"
#include "app/model/review/review.h"
#include "app/model/state/context.h"

namespace mancala::app {

std::optional<Refusal> update(Review& review, const cmd::Review& c, Context& ctx);
std::optional<Refusal> update(Review& review, const cmd::CloseReview& c, Context& ctx);
std::optional<Refusal> update(Review& review, const cmd::StopReview& c, Context& ctx);
// The move looked at, played again from the position before it: the game's moves up to there,
// the same players, a single game, left in ctx.playInstead for the owner to start.
std::optional<Refusal> update(Review& review, const cmd::PlayFromHere& c, Context& ctx);
// Try again: the move shown before it was played becomes a one-move puzzle, the mover's holes
// playable on the board until the better move is found (or shown: ShowAnswer).
std::optional<Refusal> update(Review& review, const cmd::TryAgain& c, Context& ctx);
std::optional<Refusal> update(Review& review, const cmd::ShowAnswer& c, Context& ctx);
std::optional<Refusal> update(Review& review, const cmd::NextMistake& c, Context& ctx);
std::optional<Refusal> update(Review& review, const cmd::PreviousMistake& c, Context& ctx);
std::optional<Refusal> update(Review& review, const cmd::ShowLine& c, Context& ctx);

// Opens the review of the game played and starts (or continues) it; one done opens on the
// player's first mistake. Nothing off the play screen, for a game with no move, or while the
// computer's help is barred. (Also how My games opens a kept game in its review.)
void openReview(Review& review, Context& ctx);
// The background's work picked up, once a frame: whether a position was valued. Each is saved;
// the last one opens the review on the player's first mistake and says the summaries.
bool updateReview(Review& review, Context& ctx);

}  // namespace mancala::app
