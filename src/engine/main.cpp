// mancala-engine: the rules and the computer opponent behind a line protocol on stdin/stdout.
// `mancala-engine --limit-ms <ms>` sets the time limit of every command (protocol.h).
//
// The input is read on a thread of its own, so that `stop` and `quit` are heard while a command
// works: each ends the search (go, analyse) of every command read before it; the commands that
// do not search run to their end (each is bounded, see protocol.h). End of input lets the
// commands already read finish, then the engine exits. A line longer than kMaxLineBytes is
// answered with an error and never held whole (line_reader.h), and the lines waiting for their
// turn hold at most kMaxWaitingBytes: past that the reader waits.
//
// A command short of memory answers an error and the engine goes on (protocol.h); if the engine
// cannot start, or its input can no longer be kept for lack of memory, it says so in one error
// line and exits with status 1.
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <iostream>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>

#include "core/types.h"
#include "engine/line_reader.h"
#include "engine/protocol.h"

namespace {

// The one line the engine writes when it cannot go on, before it exits with status 1.
void exitLine(const std::string& why) {
  std::cout << "error " << why << "; the engine exits\n" << std::flush;
}

#if !MANCALA_ENGINE_THREADS
// Without threads (the engine for node): one line after the other.
int run(mancala::EngineSession& session) {
  mancala::LineReader reader(std::cin);
  std::string line;
  for (;;) {
    const mancala::LineRead read = reader.next(line);
    if (read == mancala::LineRead::End) return 0;
    if (read == mancala::LineRead::TooLong)
      session.refuseLongLine();
    else if (!session.handle(line))
      return 0;
  }
}
#else
// `stop` and `quit` end the work of the commands read before them.
bool endsWork(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  return line == "stop" || line == "quit";
}

// The memory the lines waiting for their turn may hold, each counted with kLineCost more for
// its keeping: room for thousands of commands, and for a few lines of the greatest length.
constexpr std::size_t kMaxWaitingBytes = std::size_t{1} << 20;
constexpr std::size_t kLineCost = 64;

// A line read, or nothing for a line too long.
using Read = std::optional<std::string>;

struct Input {
  std::mutex mutex;
  std::condition_variable arrived, room;
  std::deque<Read> lines;  // waiting for their turn
  std::size_t bytes = 0;   // what `lines` holds, as kMaxWaitingBytes counts
  int enders = 0;          // `stop` and `quit` lines read and not yet handled
  bool ended = false;
  bool lost = false;              // ended because a line read could not be kept, for lack of memory
  std::atomic<bool> stop{false};  // enders > 0: the command being handled is to end its work

  static std::size_t cost(const Read& line) { return kLineCost + (line ? line->size() : 0); }
};

// The reader thread's work: each line into `input.lines`, until the end of the input.
void readInput(Input& input) {
  try {
    mancala::LineReader reader(std::cin);
    std::string text;
    for (;;) {
      const mancala::LineRead read = reader.next(text);
      if (read == mancala::LineRead::End) break;
      Read line;
      if (read == mancala::LineRead::Line) line = text;
      std::unique_lock<std::mutex> lock(input.mutex);
      // Heard at once, even while the waiting lines leave no room for this one.
      if (line && endsWork(*line)) {
        ++input.enders;
        input.stop = true;
      }
      const std::size_t cost = Input::cost(line);
      input.room.wait(lock, [&] { return input.bytes + cost <= kMaxWaitingBytes; });
      input.bytes += cost;
      input.lines.push_back(std::move(line));
      input.arrived.notify_one();
    }
  } catch (const std::bad_alloc&) {
    const std::lock_guard<std::mutex> lock(input.mutex);
    input.lost = true;
  }
  const std::lock_guard<std::mutex> lock(input.mutex);
  input.ended = true;
  input.arrived.notify_one();
}

int run(mancala::EngineSession& session) {
  // Never destroyed: the reader may still be reading when main() returns.
  static Input& input = *new Input;
  session.setStopFlag(&input.stop);
  try {
    std::thread([] { readInput(input); }).detach();
  } catch (const std::system_error& e) {
    exitLine("no thread to read the input can start (" + e.code().message() + ")");
    return 1;
  }
  for (;;) {
    Read line;
    {
      std::unique_lock<std::mutex> lock(input.mutex);
      input.arrived.wait(lock, [] { return !input.lines.empty() || input.ended; });
      if (input.lines.empty() && input.lost) break;
      if (input.lines.empty()) return 0;
      line = std::move(input.lines.front());
      input.lines.pop_front();
      input.bytes -= Input::cost(line);
      input.room.notify_one();
      if (line && endsWork(*line)) --input.enders;
      input.stop = input.enders > 0;
    }
    if (!line)
      session.refuseLongLine();
    else if (!session.handle(*line))
      return 0;
  }
  exitLine("out of memory: the input can no longer be kept");
  return 1;
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
  try {
    mancala::EngineSession session(write, limitMs);
    return run(session);
  } catch (const std::bad_alloc&) {
    exitLine("out of memory");
  } catch (const std::system_error& e) {
    exitLine("out of resources (" + e.code().message() + ")");
  }
  return 1;
}
