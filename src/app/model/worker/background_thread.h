// The background worker on one std::thread (standard C++, no platform API): the desktop's
// worker (platform/desktop/background_thread.cpp), and the native tests'. The rules are
// background.h's.
//
// The thread is made at the first request and kept for every later one; it waits on a
// condition variable between jobs. A job that is no longer wanted (superseded, cancelled, or a
// hint giving way to the computer's move) is stopped through its search's stop flag, so it
// ends within a few thousand nodes. The destructor stops the running job and joins the thread.
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "app/model/worker/background.h"
#include "app/model/worker/background_queue.h"

namespace mancala::app::background {

class ThreadWorker final : public Worker {
 public:
  ThreadWorker() = default;
  ~ThreadWorker() override;
  ThreadWorker(const ThreadWorker&) = delete;
  ThreadWorker& operator=(const ThreadWorker&) = delete;

  RequestId submit(const Game& game, const Job& job) override;
  Poll poll(RequestId id) override;
  void cancel(RequestId id) override;
  Progress progress() const override;

 private:
  void run();
  // Passes the queue's wish to stop the running job on to its search. Under mutex_.
  void stopIfUnwanted();

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  Queue queue_{true};
  std::atomic<bool> stop_{false};  // the running job's search looks at it
  bool quit_ = false;
  int threadsMade_ = 0;
  std::thread thread_;  // the one thread, from the first request on
};

}  // namespace mancala::app::background
