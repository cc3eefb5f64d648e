#include "app/model/worker/background_thread.h"

#include <system_error>

namespace mancala::app::background {

ThreadWorker::~ThreadWorker() {
  {
    const std::lock_guard lock(mutex_);
    quit_ = true;
    stop_.store(true, std::memory_order_relaxed);
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void ThreadWorker::stopIfUnwanted() {
  if (queue_.stopWanted()) stop_.store(true, std::memory_order_relaxed);
}

RequestId ThreadWorker::submit(const Game& game, const Job& job) {
  if (game.over()) return kNoRequest;
  RequestId id = kNoRequest;
  {
    const std::lock_guard lock(mutex_);
    if (!thread_.joinable() && !queue_.broken()) {
      try {
        thread_ = std::thread([this] { run(); });
        ++threadsMade_;
      } catch (const std::system_error&) {
        queue_.breakDown();  // no thread to be had: the owners work on their own thread
      }
    }
    id = queue_.submit(game, job);
    stopIfUnwanted();
  }
  wake_.notify_one();
  return id;
}

Poll ThreadWorker::poll(RequestId id) {
  const std::lock_guard lock(mutex_);
  return queue_.poll(id);
}

void ThreadWorker::cancel(RequestId id) {
  const std::lock_guard lock(mutex_);
  if (queue_.cancel(id)) stopIfUnwanted();
}

Progress ThreadWorker::progress() const {
  const std::lock_guard lock(mutex_);
  Progress p = queue_.progress();
  p.threads = threadsMade_;
  return p;
}

void ThreadWorker::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait(lock, [this] { return quit_ || queue_.ready(); });
    if (quit_) return;
    std::optional<Queue::Started> job = queue_.start();
    if (!job) continue;
    stop_.store(false, std::memory_order_relaxed);
    lock.unlock();
    const Poll answer = work(job->game, job->job, &stop_);
    lock.lock();
    queue_.finish(job->id, answer);
  }
}

}  // namespace mancala::app::background
