// The puzzles' commands (command.h) carried out on the Puzzles screen's state (puzzles_mode.h):
// open the list (from a game, the start screen comes back under it), open a puzzle, play, a hint,
// the answer, try again, the next one, back to the list, close. A command that needs the screen
// or a puzzle open is refused (NoPuzzle) while it is not; the kiosk has no Puzzles screen.
#pragma once

#include <optional>

#include "app/model/common/command.h"
#include "app/model/puzzles/puzzles_mode.h"
#include "app/model/state/context.h"

namespace mancala::app {

std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::Puzzles& c, Context& ctx);
std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::OpenPuzzle& c, Context& ctx);
std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::PuzzlePlay& c, Context& ctx);
std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::PuzzleHint& c, Context& ctx);
std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::PuzzleAnswer& c, Context& ctx);
std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::PuzzleRetry& c, Context& ctx);
std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::NextPuzzle& c, Context& ctx);
std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::PuzzlesList& c, Context& ctx);
std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::ClosePuzzles& c, Context& ctx);

}  // namespace mancala::app
