// Searching away from the interface's thread, where the platform can: a Web Worker running
// its own WebAssembly instance of the rules and the AI in the browser (no threads, no shared
// memory), a thread on the desktop. The computer player falls back to searching in slices on
// the main thread when this is not available.
#pragma once

#include <optional>

#include "core/game.h"

namespace mancala::app::background {

// Starts searching the current position of `game` (not over) for about `moveTimeMs`.
// Returns false when no background search can be had; a search already running is dropped.
bool start(const Game& game, int moveTimeMs);

enum class Status { Searching, Done, Failed };
struct Poll {
  Status status = Status::Failed;
  Move move = kNoMove;  // when Done
};
// What became of the last search started.
Poll poll();

// Forgets the search under way (its answer will be ignored).
void cancel();

}  // namespace mancala::app::background
