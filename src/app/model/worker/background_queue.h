// The bookkeeping behind every background::Worker (the rules in background.h): request ids,
// the one live request of each slot, which job runs next, and what a poll sees. The same for
// the thread and the Web Worker; it does no work itself and is not thread-safe (the thread
// worker guards it with its mutex).
#pragma once

#include <array>
#include <chrono>
#include <optional>

#include "app/model/worker/background.h"

namespace mancala::app::background {

class Queue {
 public:
  // `canStop`: a running job can be stopped (the thread's stop flag), so a computer's request
  // may interrupt a running hint. Without (the Web Worker), a running job always runs to its
  // end.
  explicit Queue(bool canStop) : canStop_(canStop) {}

  // Takes a request: supersedes the slot's earlier one. kNoRequest once broken().
  RequestId submit(const Game& game, const Job& job);
  // Forgets request `id`; false when it was not live.
  bool cancel(RequestId id);
  Poll poll(RequestId id) const;

  // A job to start: there is none running and one waiting (the computer's first).
  bool ready() const;
  struct Started {
    RequestId id = kNoRequest;
    Game game;
    Job job;
  };
  // Marks the next job as running and hands it out (nothing unless ready()).
  std::optional<Started> start();
  // The running job's answer (ignored when it is no longer wanted).
  void finish(RequestId id, const Poll& answer);
  // The running job is no longer wanted as it runs: it should be stopped (canStop) or its
  // answer will be ignored.
  bool stopWanted() const { return running_ && running_->stop; }
  bool running() const { return running_.has_value(); }

  // The background is gone: every live request and every later one is Failed.
  void breakDown();
  bool broken() const { return broken_; }

  // Without the `threads` count, which is the worker's to fill in.
  Progress progress() const;

 private:
  using Clock = std::chrono::steady_clock;
  enum class State : std::uint8_t { Waiting, Running, Done };
  struct Request {
    RequestId id = kNoRequest;
    Game game;
    Job job;
    State state = State::Waiting;
    Poll answer;
  };
  struct Running {
    RequestId id = kNoRequest;
    Slot slot = Slot::Computer;
    Clock::time_point since;
    bool stop = false;
  };
  static std::size_t index(Slot slot) { return static_cast<std::size_t>(slot); }
  // The live request `id`, or null.
  Request* find(RequestId id);
  const Request* find(RequestId id) const;

  bool canStop_;
  bool broken_ = false;
  RequestId nextId_ = 1;
  std::array<std::optional<Request>, kSlots> slots_;
  std::optional<Running> running_;
  std::uint64_t submitted_ = 0, answered_ = 0, dropped_ = 0, restarted_ = 0;
};

}  // namespace mancala::app::background
