// The desktop's background search: a thread per job, its answer picked up by poll().
#include <atomic>
#include <memory>
#include <thread>

#include "app/model/background.h"
#include "app/platform/services.h"

namespace mancala::app::background {

class ThreadWorker final : public Worker {
 public:
  bool start(const Game& game, const Job& job) override;
  Poll poll() override;
  void cancel() override;
};

namespace {

struct Running {
  std::atomic<bool> done{false};
  Poll answer;
};
std::shared_ptr<Running> current;

}  // namespace

bool ThreadWorker::start(const Game& game, const Job& job) {
  auto running = std::make_shared<Running>();
  current = running;
  // Detached: a dropped job finishes on its own and only its own record sees the answer.
  std::thread([running, game, job] {
    running->answer = work(game, job);
    running->done.store(true, std::memory_order_release);
  }).detach();
  return true;
}

Poll ThreadWorker::poll() {
  if (!current) return {Status::Failed, kNoMove, std::nullopt};
  if (!current->done.load(std::memory_order_acquire))
    return {Status::Searching, kNoMove, std::nullopt};
  return current->answer;
}

void ThreadWorker::cancel() { current.reset(); }

}  // namespace mancala::app::background

namespace mancala::app {

background::Worker& platformWorker() {
  static background::ThreadWorker worker;
  return worker;
}

}  // namespace mancala::app
