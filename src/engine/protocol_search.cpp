// The commands that search or count (go, analyse, perft, bench): each ends within the time
// limit; go and analyse also on `stop` where the engine has threads (protocol.h).
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <new>
#include <system_error>
#include <thread>
#include <vector>

#include "ai/analysis.h"
#include "ai/search.h"
#include "engine/protocol.h"
#include "engine/protocol_text.h"

namespace mancala {

namespace {

std::string pvText(const std::vector<Move>& pv) {
  std::string s;
  for (Move m : pv) {
    if (!s.empty()) s += ' ';
    s += moveLetter(m);
  }
  return s;
}

std::string infoLine(const ai::SearchInfo& info) {
  return "info depth " + std::to_string(info.depth) + " score " + std::to_string(info.score) +
         " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(info.nps) + " pv " +
         pvText(info.pv);
}

// `analysis c=+4! a=0 b=-3`: signed seeds, `!` where proved.
std::string analysisLine(const ai::Analysis& analysis) {
  std::string s = "analysis";
  for (const ai::MoveValue& v : analysis.moves) {
    s += ' ';
    s += moveLetter(v.move);
    s += '=';
    if (v.seeds > 0) s += '+';
    s += std::to_string(v.seeds);
    if (v.exact) s += '!';
  }
  return s;
}

// Without threads (the engine for node) the search runs on the thread that reads the input.
constexpr bool kThreads = MANCALA_ENGINE_THREADS != 0;

// The threads of go and analyse still running, of one kind: a new search waits while there are
// kMaxLate of them (searches told to stop finish their node on their own); never destroyed, as
// a thread may end after main() returns.
class LateSearches {
 public:
  static constexpr int kMaxLate = 4;
  void enter() {
    std::unique_lock<std::mutex> lock(mutex_);
    ended_.wait(lock, [this] { return running_ < kMaxLate; });
    ++running_;
  }
  void leave() {
    const std::lock_guard<std::mutex> lock(mutex_);
    --running_;
    ended_.notify_all();
  }
  // Leaves when destroyed: made first in a thread, so that it goes after all the thread holds.
  struct Leave {
    explicit Leave(LateSearches& of) : threads(of) {}
    Leave(const Leave&) = delete;
    Leave& operator=(const Leave&) = delete;
    ~Leave() { threads.leave(); }
    LateSearches& threads;
  };
  void waitNone() {
    std::unique_lock<std::mutex> lock(mutex_);
    ended_.wait(lock, [this] { return running_ == 0; });
  }

 private:
  std::mutex mutex_;
  std::condition_variable ended_;
  int running_ = 0;
};

// Starts `body` on a thread of its own, counted in `threads` (its body makes the Leave), or
// throws std::system_error with nothing counted if no thread can be had.
template <class Body>
void startCounted(LateSearches& threads, Body&& body) {
  threads.enter();
  try {
    std::thread(std::forward<Body>(body)).detach();
  } catch (...) {
    threads.leave();
    throw;
  }
}

// Runs a search on its thread, keeping in `failure` what stopped it for lack of memory (its
// table, an info line) or of another resource, for the command to answer.
template <class Search>
void runCaught(Search&& search, std::exception_ptr& failure) {
  try {
    search();
  } catch (const std::bad_alloc&) {
    failure = std::current_exception();
  } catch (const std::system_error&) {
    failure = std::current_exception();
  }
}

LateSearches& goThreads() {
  static auto* threads = new LateSearches;
  return *threads;
}

LateSearches& analyseThreads() {
  static auto* threads = new LateSearches;
  return *threads;
}

// The clock kept while a search runs on its own thread (go, analyse), with `lock` held: at the
// deadline, when the limits set one, or once `stopAsked` says so, it sets `stop`; it returns
// when the search is `done`, or kGrace after the stop if `mayAnswer` holds by then.
void keepClock(std::unique_lock<std::mutex>& lock, std::condition_variable& changed,
               const bool& done, std::atomic<bool>& stop, int moveTimeMs,
               std::chrono::steady_clock::time_point start, const std::function<bool()>& stopAsked,
               const std::function<bool()>& mayAnswer) {
  // How long the search may run on after being told to stop before the answer goes without it.
  constexpr auto kGrace = std::chrono::milliseconds(2);
  const auto deadline = start + std::chrono::milliseconds(moveTimeMs);
  std::optional<std::chrono::steady_clock::time_point> stoppedAt;
  while (!done) {
    const auto now = std::chrono::steady_clock::now();
    if (!stoppedAt && (stopAsked() || (moveTimeMs > 0 && now >= deadline))) {
      stop = true;
      stoppedAt = now;
    }
    if (stoppedAt && now >= *stoppedAt + kGrace && mayAnswer()) break;
    auto wake = now + std::chrono::milliseconds(1);
    if (moveTimeMs > 0 && !stoppedAt) wake = std::min(wake, deadline);
    changed.wait_until(lock, wake);
  }
}

}  // namespace

void EngineSession::waitForSearches() {
  goThreads().waitNone();
  analyseThreads().waitNone();
}

std::optional<ai::SearchLimits> EngineSession::searchLimits(
    std::string_view command, const std::vector<std::string_view>& args) {
  const std::string name(command);
  if (args.size() != 2 || (args[0] != "depth" && args[0] != "movetime")) {
    error("usage: " + name + " depth <n> | " + name + " movetime <ms>");
    return std::nullopt;
  }
  ai::SearchLimits limits;
  if (args[0] == "depth") {
    const auto d = parseInteger(args[1], 1, kMaxGoDepth);
    if (!d) {
      error("bad depth " + quote(args[1]) + ": expected 1 to " + std::to_string(kMaxGoDepth));
      return std::nullopt;
    }
    limits.depth = static_cast<int>(*d);
  } else {
    const auto ms = parseInteger(args[1], 1, kMaxMoveTimeMs);
    if (!ms) {
      error("bad movetime " + quote(args[1]) + ": expected 1 to " + std::to_string(kMaxMoveTimeMs));
      return std::nullopt;
    }
    limits.moveTimeMs = static_cast<int>(*ms);
  }
  if (game_.over()) {
    error("the game is over");
    return std::nullopt;
  }
  // The time limit: a depth search ends there as a movetime does, a longer movetime is cut.
  limits.moveTimeMs = limits.moveTimeMs > 0 ? std::min(limits.moveTimeMs, limitMs_) : limitMs_;
  return limits;
}

void EngineSession::cmdGo(const std::vector<std::string_view>& args) {
  const std::optional<ai::SearchLimits> parsed = searchLimits("go", args);
  if (!parsed) return;
  ai::SearchLimits limits = *parsed;
  if (!kThreads) {
    limits.stop = stopFlag_;
    const ai::SearchResult result =
        ai::search(game_, limits, [this](const ai::SearchInfo& info) { answer(infoLine(info)); });
    if (result.best == kNoMove) return error("search is not available in this build");
    return answer(std::string("bestmove ") + moveLetter(result.best));
  }

  // The search runs on its own thread, so that this one keeps the clock and hears `stop`: at
  // the deadline or on `stop` the answer is the best move of the last completed depth, or a
  // legal move found at once if none completed (a single node can take longer than a small
  // budget: an endless relay of Adji Kui II may need a million laps to show). The search ends
  // at its next look at the stop flag; its late info lines are dropped.
  struct Run {
    std::mutex mutex;
    std::condition_variable changed;
    bool done = false, answered = false;
    Move best = kNoMove;  // of the last completed depth
    std::exception_ptr failure;
    std::atomic<bool> stop{false};
  };
  const auto run = std::make_shared<Run>();
  limits.stop = &run->stop;
  const Move fallback = quickLegalMove(game_.rules(), game_.position());
  const auto start = std::chrono::steady_clock::now();
  // What the thread holds is moved into its body, so that it is freed before the thread counts
  // itself out (EngineSession::waitForSearches).
  startCounted(goThreads(), [held = run, limits, heldGame = game_, heldOut = out_]() mutable {
    const LateSearches::Leave leave(goThreads());
    const auto job = std::move(held);
    const Game game = std::move(heldGame);
    const Output out = std::move(heldOut);
    ai::SearchResult result;
    std::exception_ptr failure;
    runCaught(
        [&] {
          result = ai::search(game, limits, [&](const ai::SearchInfo& info) {
            const std::lock_guard<std::mutex> lock(job->mutex);
            if (job->answered) return;
            job->best = info.pv.empty() ? job->best : info.pv.front();
            out(infoLine(info));
          });
        },
        failure);
    {
      const std::lock_guard<std::mutex> lock(job->mutex);
      if (result.best != kNoMove) job->best = result.best;
      job->failure = std::move(failure);
      job->done = true;
      job->changed.notify_all();
    }
  });

  std::unique_lock<std::mutex> lock(run->mutex);
  keepClock(
      lock, run->changed, run->done, run->stop, limits.moveTimeMs, start,
      [this] { return stopAsked(); }, [] { return true; });
  run->answered = true;
  // A search that ran out of memory before its stop answers the error (protocol.cpp words it).
  if (run->failure && run->best == kNoMove) std::rethrow_exception(run->failure);
  const Move best = run->best != kNoMove ? run->best : fallback;
  if (best == kNoMove) {
    // Nothing found at once (every hole's relay runs long): the search's own move, then.
    run->changed.wait(lock, [&] { return run->done; });
    if (run->failure && run->best == kNoMove) std::rethrow_exception(run->failure);
    if (run->best == kNoMove) return error("search is not available in this build");
    return answer(std::string("bestmove ") + moveLetter(run->best));
  }
  answer(std::string("bestmove ") + moveLetter(best));
}

void EngineSession::cmdAnalyse(const std::vector<std::string_view>& args) {
  const std::optional<ai::SearchLimits> parsed = searchLimits("analyse", args);
  if (!parsed) return;
  ai::SearchLimits limits = *parsed;
  if (!kThreads) {
    limits.stop = stopFlag_;
    return answer(analysisLine(ai::analyse(game_, limits)));
  }

  // As for go: the analysis runs on its own thread while this one keeps the clock and hears
  // `stop`; at the deadline or on `stop` the answer holds the values of the last completed
  // stage (analysis.h). Depth 1 always completes, and is waited for if it has not yet.
  struct Run {
    std::mutex mutex;
    std::condition_variable changed;
    bool done = false;
    std::optional<ai::Analysis> last;
    std::exception_ptr failure;
    std::atomic<bool> stop{false};
  };
  const auto run = std::make_shared<Run>();
  limits.stop = &run->stop;
  const auto start = std::chrono::steady_clock::now();
  startCounted(analyseThreads(), [held = run, limits, heldGame = game_]() mutable {
    const LateSearches::Leave leave(analyseThreads());
    const auto job = std::move(held);
    const Game game = std::move(heldGame);
    std::optional<ai::Analysis> result;
    std::exception_ptr failure;
    runCaught(
        [&] {
          result = ai::analyse(game, limits, [&](const ai::Analysis& progress) {
            const std::lock_guard<std::mutex> lock(job->mutex);
            job->last = progress;
            job->changed.notify_all();
          });
        },
        failure);
    {
      const std::lock_guard<std::mutex> lock(job->mutex);
      if (result) job->last = std::move(result);
      job->failure = std::move(failure);
      job->done = true;
      job->changed.notify_all();
    }
  });

  std::unique_lock<std::mutex> lock(run->mutex);
  keepClock(
      lock, run->changed, run->done, run->stop, limits.moveTimeMs, start,
      [this] { return stopAsked(); }, [&] { return run->last.has_value(); });
  // The values of the last completed stage, if the analysis ran out of memory after one.
  if (!run->last) std::rethrow_exception(run->failure);
  answer(analysisLine(*run->last));
}

// perft as the core counts it (game.cpp), split at the top so that the deadline is looked at
// between subtrees of a few thousand leaves (those of 3 plies or fewer are counted whatever
// happens); nothing if it came first. `stop` and `quit` leave a count alone: it is not a search.
std::optional<std::uint64_t> EngineSession::boundedPerft(
    const Position& pos, int depth, std::chrono::steady_clock::time_point deadline) const {
  constexpr int kAlwaysDepth = 3, kUnsplitDepth = 6;
  if (depth <= kAlwaysDepth) return perft(game_.rules(), pos, depth);
  if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
  if (depth <= kUnsplitDepth) return perft(game_.rules(), pos, depth);
  std::uint64_t leaves = 0;
  for (Move m : legalMoves(game_.rules(), pos)) {
    Position next = pos;
    applyMove(game_.rules(), next, m);
    const auto below = boundedPerft(next, depth - 1, deadline);
    if (!below) return std::nullopt;
    leaves += *below;
  }
  return leaves;
}

void EngineSession::cmdPerft(const std::vector<std::string_view>& args) {
  if (args.size() != 1) return error("usage: perft <depth>");
  const auto depth = parseInteger(args[0], 0, kMaxPerftDepth);
  if (!depth)
    return error("bad depth " + quote(args[0]) + ": expected 0 to " +
                 std::to_string(kMaxPerftDepth));
  const int d = static_cast<int>(*depth);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(limitMs_);
  const auto leaves = boundedPerft(game_.position(), d, deadline);
  if (!leaves)
    return error("perft " + std::to_string(d) + " stopped: past the time limit of " +
                 std::to_string(limitMs_) + " ms");
  answer("perft " + std::to_string(d) + " " + std::to_string(*leaves));
}

void EngineSession::cmdBench(const std::vector<std::string_view>& args) {
  if (!args.empty()) return error("bench takes no arguments");
  const ai::BenchResult result = ai::bench();
  if (result.nodes == 0) return error("search is not available in this build");
  answer("bench nodes " + std::to_string(result.nodes) + " nps " + std::to_string(result.nps));
}

}  // namespace mancala
