// mancala-engine: the rules and the computer opponent behind a line protocol on stdin/stdout.
// `mancala-engine --limit-ms <ms>` sets the time limit of every command (protocol.h).
//
// The input is read on a thread of its own, so that `stop` is heard while a command works: it
// ends the work of every command read before it. End of input lets the commands already read
// finish (each is bounded, see protocol.h), then the engine exits.
#include <atomic>
#include <condition_variable>
#include <deque>
#include <iostream>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "core/types.h"
#include "engine/protocol.h"

namespace {

#if !MANCALA_ENGINE_THREADS
// Without threads (the wasm engine for node): one line after the other.
int run(mancala::EngineSession& session) {
  std::string line;
  while (std::getline(std::cin, line))
    if (!session.handle(line)) break;
  return 0;
}
#else
bool isStop(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line == "stop";
}

struct Input {
  std::mutex mutex;
  std::condition_variable arrived;
  std::deque<std::string> lines;
  bool ended = false;
  std::atomic<bool> stop{false};  // a `stop` is waiting behind the command being handled
};

int run(mancala::EngineSession& session) {
  // Never destroyed: the reader may still be reading when main() returns.
  static Input& input = *new Input;
  session.setStopFlag(&input.stop);
  std::thread([] {
    std::string line;
    while (std::getline(std::cin, line)) {
      const std::lock_guard<std::mutex> lock(input.mutex);
      if (isStop(line)) input.stop = true;
      input.lines.push_back(std::move(line));
      input.arrived.notify_one();
    }
    const std::lock_guard<std::mutex> lock(input.mutex);
    input.ended = true;
    input.arrived.notify_one();
  }).detach();
  for (;;) {
    std::string line;
    {
      std::unique_lock<std::mutex> lock(input.mutex);
      input.arrived.wait(lock, [] { return !input.lines.empty() || input.ended; });
      if (input.lines.empty()) return 0;
      line = std::move(input.lines.front());
      input.lines.pop_front();
      bool stopBehind = false;
      for (const std::string& later : input.lines) stopBehind = stopBehind || isStop(later);
      input.stop = stopBehind;
    }
    if (!session.handle(line)) return 0;
  }
}
#endif

}  // namespace

int main(int argc, char** argv) {
  int limitMs = mancala::kDefaultLimitMs;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    const auto ms = arg == "--limit-ms" && i + 1 < argc
                        ? mancala::parseCount(argv[++i], 1, mancala::kMaxLimitMs)
                        : std::nullopt;
    if (!ms) {
      std::cerr << "usage: mancala-engine [--limit-ms <1 to " << mancala::kMaxLimitMs
                << ">]: the time limit of every command (" << mancala::kDefaultLimitMs
                << " ms unless given)\n";
      return 2;
    }
    limitMs = static_cast<int>(*ms);
  }
  std::ios::sync_with_stdio(false);
  // Reading cin flushes a tied cout: from the reader thread, that would race with the answers.
  // Each answer is flushed when written.
  std::cin.tie(nullptr);
  const auto write = [](const std::string& line) { std::cout << line << '\n' << std::flush; };
  mancala::EngineSession session(write, limitMs);
  return run(session);
}
