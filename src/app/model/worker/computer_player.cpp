#include "app/model/worker/computer_player.h"

#include <algorithm>
#include <chrono>

#include "ai/search.h"
#include "app/model/worker/background.h"

namespace mancala::app {
namespace {

// A person should see the computer take its turn rather than the board jumping.
constexpr double kMinThinkSeconds = 0.35;
constexpr double kMaxThinkSeconds = 1.5;
constexpr int kMaxDepth = 24;

// The move that captures the most at once (the first of equals): a stand-in when the search
// returns nothing.
Move greedyMove(const Game& game) {
  Move best = kNoMove;
  int bestCaptured = -1;
  for (Move m : game.legalMoves()) {
    Position pos = game.position();
    const int captured = applyMove(game.rules(), pos, m);
    if (captured > bestCaptured) {
      bestCaptured = captured;
      best = m;
    }
  }
  return best;
}

}  // namespace

bool ComputerPlayer::submit() {
  if (!worker_) return false;
  background::Job job;
  job.slot = background::Slot::Computer;
  job.moveTimeMs = kBackgroundMs;
  job.level = level_;
  job.seed = levelSeed_++;
  request_ = worker_->submit(game_, job);
  return request_ != background::kNoRequest;
}

void ComputerPlayer::forgetRequest() {
  if (request_ != background::kNoRequest) worker_->cancel(request_);
  request_ = background::kNoRequest;
}

void ComputerPlayer::start(const Game& game, double now) {
  forgetRequest();  // the last position's search, if still running, is stopped
  game_ = game;
  thinking_ = !game.over();
  started_ = now;
  depth_ = 0;
  best_ = kNoMove;
  searchDone_ = false;
  reasked_ = 0;
  nodeBudget_ = kFirstBudget;  // positions differ in cost: start small, grow while fast
  if (thinking_ && level_ == ai::Level::Master && game.legalMoves().count > 1) submit();
}

void ComputerPlayer::cancel() {
  forgetRequest();
  thinking_ = false;
}

std::optional<Move> ComputerPlayer::step(double now) {
  if (!thinking_) return std::nullopt;
  const MoveList legal = game_.legalMoves();
  if (legal.count == 1) {
    best_ = legal.moves[0];  // forced, nothing to think about
    searchDone_ = true;
  }
  if (level_ != ai::Level::Master && !searchDone_) {
    // The levels' budgets are small (a few milliseconds up to Hard): one call, then the usual
    // minimum thinking time so that the move can be seen coming.
    best_ = ai::chooseMove(game_, level_, levelSeed_++);
    searchDone_ = true;
  }
  if (request_ != background::kNoRequest && !searchDone_) {
    const background::Poll answer = worker_->poll(request_);
    switch (answer.status) {
      case background::Status::Searching: return std::nullopt;
      case background::Status::Done:
        request_ = background::kNoRequest;
        if (legal.contains(answer.move)) {
          best_ = answer.move;
          searchDone_ = true;
        }
        break;  // (an illegal answer: think here, in slices)
      case background::Status::Dropped:
        // Not by us (cancel() forgets the id): someone else asked in our slot. Ask again, once;
        // then think here.
        request_ = background::kNoRequest;
        if (reasked_++ == 0 && submit()) return std::nullopt;
        break;
      case background::Status::Failed:
        request_ = background::kNoRequest;  // no background search after all: think here
        break;
    }
  }
  if (!searchDone_) {
    ++depth_;
    ai::SearchLimits limits;
    limits.depth = depth_;
    // A node budget rather than a time limit: nodes are counted exactly, so a slice cannot
    // overrun however slow a position's nodes are.
    limits.nodes = nodeBudget_;
    const auto t0 = std::chrono::steady_clock::now();
    const ai::SearchResult result = ai::search(game_, limits);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (result.best != kNoMove && legal.contains(result.best)) best_ = result.best;
    // Steer the budget toward kSliceMs, from the nodes this slice searched in its time.
    // Cautiously: at most doubling or halving per slice, since positions differ in cost.
    if (result.info.nodes > 1000 && ms > 0.5) {
      const double perMs = static_cast<double>(result.info.nodes) / ms;
      const double budget = static_cast<double>(nodeBudget_);
      nodeBudget_ = static_cast<std::uint64_t>(
          std::clamp(std::clamp(perMs * kSliceMs, budget / 2, budget * 2), 500.0,
                     static_cast<double>(kMaxBudget)));
    } else if (ms > kSliceMs) {
      nodeBudget_ = std::max<std::uint64_t>(500, nodeBudget_ / 2);
    }
    if (result.best == kNoMove || depth_ >= kMaxDepth) {
      searchDone_ = true;
    } else if (result.info.depth < depth_) {
      // Out of nodes before the depth was done: try it again with the grown budget while a
      // slice is still short; once slices are full, this is as deep as the time allows.
      if (ms < kSliceMs * 0.5 && nodeBudget_ < kMaxBudget)
        --depth_;
      else
        searchDone_ = true;
    }
  }
  if (!searchDone_ && now - started_ < kMaxThinkSeconds) return std::nullopt;
  if (now - started_ < kMinThinkSeconds) return std::nullopt;
  thinking_ = false;
  if (best_ == kNoMove && !legal.empty()) best_ = greedyMove(game_);  // no search available
  return best_;
}

}  // namespace mancala::app
