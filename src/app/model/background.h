// Searching away from the interface's thread, where the platform can: a Web Worker running
// its own WebAssembly instance of the rules and the AI in the browser (no threads, no shared
// memory), a thread on the desktop. The computer player falls back to searching in slices on
// the main thread when this is not available (no Worker, or one that fails).
#pragma once

#include <cstdint>
#include <optional>

#include "ai/levels.h"
#include "core/game.h"

namespace mancala::app::background {

// What to work out about the current position of a game (not over).
struct Job {
  int moveTimeMs = 600;            // without a level: the strongest search in about this time
  std::optional<ai::Level> level;  // else the level's move (ai::chooseMove with `seed`)
  std::uint64_t seed = 1;
  bool verdict = false;  // also won, drawn or lost, when the endgame is exact
};

enum class Status { Searching, Done, Failed };
struct Poll {
  Status status = Status::Failed;
  Move move = kNoMove;  // when Done
  std::optional<int>
      verdict;  // asked for and decided: +1 won, 0 drawn, -1 lost for the side to move
};

// The job done where it runs (the thread, or the Web Worker's module): the move and, when
// asked for and the position has at most ai::exactSeedBound seeds, the exact verdict.
Poll work(const Game& game, const Job& job);
// Where jobs run away from the interface: one per platform (platform/background_thread.cpp,
// platform/background_web_worker.cpp).
class Worker {
 public:
  virtual ~Worker() = default;
  // Starts a job. Returns false when no background search can be had; a search already running
  // is dropped.
  virtual bool start(const Game& game, const Job& job) = 0;
  // What became of the last search started.
  virtual Poll poll() = 0;
  // Forgets the search under way (its answer will be ignored).
  virtual void cancel() = 0;
};

}  // namespace mancala::app::background
