// The desktop's background search: a thread per search, its answer picked up by poll().
#include <atomic>
#include <memory>
#include <thread>

#include "ai/search.h"
#include "app/background_search.h"

namespace mancala::app::background {
namespace {

struct Job {
  std::atomic<bool> done{false};
  Move move = kNoMove;
};
std::shared_ptr<Job> current;

}  // namespace

bool start(const Game& game, int moveTimeMs) {
  auto job = std::make_shared<Job>();
  current = job;
  // Detached: a dropped search finishes on its own and only its job sees the answer.
  std::thread([job, game, moveTimeMs] {
    ai::SearchLimits limits;
    limits.moveTimeMs = moveTimeMs;
    Move move = ai::search(game, limits).best;
    if (move == kNoMove) {
      const MoveList legal = game.legalMoves();
      if (!legal.empty()) move = legal.moves[0];
    }
    job->move = move;
    job->done.store(true, std::memory_order_release);
  }).detach();
  return true;
}

Poll poll() {
  if (!current) return {Status::Failed, kNoMove};
  if (!current->done.load(std::memory_order_acquire)) return {Status::Searching, kNoMove};
  return {Status::Done, current->move};
}

void cancel() { current.reset(); }

}  // namespace mancala::app::background
