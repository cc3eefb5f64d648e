// Searching away from the interface's thread, where the platform can: a Web Worker running
// its own WebAssembly instance of the rules and the AI in the browser (no threads, no shared
// memory), a thread on the desktop. The computer player and the hint fall back to working on
// the main thread when this is not available (no Worker, or one that fails).
//
// One worker per platform, made once and kept: one thread (background_thread.h), or one Web
// Worker (platform/browser/background_web_worker.cpp). Its rules, the same everywhere:
//
// - Every request gets an id (submit), and its answer is asked for by that id (poll): answers
//   never go to the wrong asker.
// - A request belongs to a slot (Job::slot): the computer's move or the person's hint. Each slot
//   has at most one live request, its latest: submitting again supersedes the slot's earlier
//   request, which then polls Dropped. A request of one slot never drops the other slot's.
// - One job runs at a time; the others wait, at most one per slot. So however fast requests
//   come, there is one thread (or Web Worker) and one search's tables at a time.
// - A superseded or cancelled job that is running is stopped at once (its search's stop flag,
//   ai::SearchLimits::stop), on the thread. The Web Worker cannot be interrupted (no shared
//   memory): its job runs to its end, bounded by its search's own budget, and its answer is
//   ignored by id; the next request starts once it is done.
// - The computer's move goes first, then the hint, then the review of a game. On the thread, a
//   request stops a running job of a later slot, which goes back to waiting and is worked out
//   again from the start afterwards (its id stays valid and keeps polling Searching). The Web
//   Worker lets the running job finish first.
// - So nothing is dropped silently: a request is answered (Done), superseded or cancelled by
//   its own owner (Dropped), or the background cannot do it (Failed: submit returned
//   kNoRequest, or the worker broke): then its owner works it out on its own thread.
//
// One owner per slot (the app's ComputerPlayer, HintPlayer and GameReviewer): two owners of one
// slot would keep superseding each other.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/analysis.h"
#include "ai/levels.h"
#include "core/game.h"

namespace mancala::app::background {

// Whose question a job is (see above): the computer's move goes before the hint, the hint
// before the review.
enum class Slot : std::uint8_t { Computer, Hint, Review };
inline constexpr int kSlots = 3;

// What to work out about the current position of a game (not over).
struct Job {
  Slot slot = Slot::Computer;
  int moveTimeMs = 600;            // without a level: the strongest search in about this time
  std::optional<ai::Level> level;  // else the level's move (ai::chooseMove with `seed`)
  std::uint64_t seed = 1;
  bool verdict = false;  // also won, drawn or lost, when the endgame is exact
  // More than 0: every legal move's value instead of a move (ai::analyse to this depth, no
  // time limit, so that the answer is the same on every machine).
  int analyseDepth = 0;
};

enum class Status : std::uint8_t {
  Searching,  // waiting for its turn, or being worked out
  Done,       // answered: `move`, and `verdict` when asked for and decided
  Dropped,    // superseded by a newer request of its slot, or cancelled: never answered
  Failed,     // no background for it (or an unknown id): work it out here instead
};

struct Poll {
  Status status = Status::Failed;
  Move move = kNoMove;  // when Done
  std::optional<int>
      verdict;  // asked for and decided: +1 won, 0 drawn, -1 lost for the side to move
  std::vector<ai::MoveValue> values;  // an analyse job's answer: every legal move, best first
  std::optional<int> margin;  // with the verdict: the final margin with perfect play, if proved
};

// An analyse job's values as text, for the Web Worker's messages: "c=4! a=0 b=-3~" (a move
// letter, the seeds, '!' proved, '~' a forced end seen). Nothing from text that is not such a
// list (the internal `score` is not carried: the review needs only the seeds).
std::string valuesText(const std::vector<ai::MoveValue>& values);
std::optional<std::vector<ai::MoveValue>> parseValuesText(std::string_view text);

using RequestId = std::uint64_t;
inline constexpr RequestId kNoRequest = 0;  // no background: the request was not taken

// What the worker is doing, for the debug window.
struct Progress {
  RequestId running = kNoRequest;  // the job being worked out, if any
  Slot slot = Slot::Computer;      // its slot
  double seconds = 0;              // for how long it has run
  bool stopping = false;           // it is no longer wanted (stopped, or its answer ignored)
  int waiting = 0;                 // requests waiting for their turn (at most one per slot)
  int threads = 0;                 // threads or Web Workers made so far (at most one)
  bool broken = false;             // the background failed: every request is Failed
  // Since the start: requests taken, answered, dropped (superseded or cancelled), and hints
  // stopped for a computer's move and started again.
  std::uint64_t submitted = 0, answered = 0, dropped = 0, restarted = 0;
};
// "running #12 (hint) for 0.4 s; 1 waiting; 14 asked, 11 answered, 2 dropped, 0 restarted;
// workers made: 1", or "idle; ..." (English: a developer's text).
std::string describe(const Progress& progress);

// The job done where it runs (the thread, or the Web Worker's module): the move and, when
// asked for and the exact solver decides the position (at most ai::exactTrySeeds seeds on the
// board, ai::exactBudget), the verdict and, when it found it, the margin. `stop`,
// set from another thread, ends the searches at once (the answer is then not worth having).
Poll work(const Game& game, const Job& job, const std::atomic<bool>* stop = nullptr);

// Where jobs run away from the interface (the rules above).
class Worker {
 public:
  virtual ~Worker() = default;
  // Takes a request on the current position of `game` (not over); supersedes the slot's
  // earlier one. kNoRequest when no background search can be had.
  virtual RequestId submit(const Game& game, const Job& job) = 0;
  // What became of request `id`. A Done answer stays until the slot's next request or cancel.
  virtual Poll poll(RequestId id) = 0;
  // Forgets request `id` (stopping it if it runs); it then polls Dropped. Nothing for an id
  // that is no longer live.
  virtual void cancel(RequestId id) = 0;
  virtual Progress progress() const = 0;
};

}  // namespace mancala::app::background
