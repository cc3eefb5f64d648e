// The engine's text protocol (ENGINE_PROTOCOL.md): one command in, one answer out.
// Kept apart from main() so that tests can drive it without a process.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/search.h"
#include "core/game.h"
#include "core/match.h"

namespace mancala {

// The most work a command may ask for.
inline constexpr int kMaxGoDepth = 20;
inline constexpr int kMaxPerftDepth = 14;
inline constexpr int kMaxMoveTimeMs = 3'600'000;

// The time limit of every command (mancala-engine --limit-ms sets another, from 1 ms to
// kMaxLimitMs): past it, go and analyse answer as at the end of a movetime (a longer movetime is
// cut to the limit), perft answers `error perft <d> stopped: ...`. bench is a fixed, short set of
// searches and has no limit; the other commands do no search.
inline constexpr int kDefaultLimitMs = 60'000;
inline constexpr int kMaxLimitMs = kMaxMoveTimeMs;

class EngineSession {
 public:
  using Output = std::function<void(const std::string&)>;
  // `limitMs`: the time limit of every command, 1 to kMaxLimitMs.
  explicit EngineSession(Output out, int limitMs = kDefaultLimitMs);

  // Handles one command line; returns false when the engine should exit (`quit`). A command that
  // runs out of memory, or cannot start its search's thread, answers an error line and changes
  // nothing; the session goes on.
  bool handle(std::string_view line);
  // Answers a line longer than kMaxLineBytes (line_reader.h), which was not kept.
  void refuseLongLine();

  // Set from another thread (the one reading the input, when it reads `stop` or `quit`): a
  // running `go` answers at once with the best move found so far, a running `analyse` with the
  // values of its last completed stage. The commands that do not search (perft, bench, ...) run
  // to their end, as with UCI engines: a script piped in whole with `quit` at its end gets its
  // counts.
  void setStopFlag(const std::atomic<bool>* stop) { stopFlag_ = stop; }

  // Returns once the threads of every go and analyse answered so far, in any session, have
  // ended (a search told to stop still finishes its node): for a caller that must leave no
  // thread behind, such as a fuzzer between inputs. Without threads, at once.
  static void waitForSearches();

 private:
  void answer(const std::string& line) { out_(line); }
  void error(const std::string& message) { out_("error " + message); }
  bool handleLine(std::string_view line);  // handle() without its guard against lack of memory
  // Runs the command named by `command`; returns false for an unknown one.
  bool dispatch(std::string_view command, const std::vector<std::string_view>& args);
  MatchState matchView() const;  // the match with the current game counted if it is over

  void cmdVariant(const std::vector<std::string_view>& args);
  void cmdNewGame(const std::vector<std::string_view>& args);
  void cmdSetup(const std::vector<std::string_view>& args);
  void cmdMoves(const std::vector<std::string_view>& args);
  void cmdPlay(const std::vector<std::string_view>& args);
  void cmdUndo(const std::vector<std::string_view>& args);
  void cmdState(const std::vector<std::string_view>& args);
  void cmdGo(const std::vector<std::string_view>& args);
  void cmdAnalyse(const std::vector<std::string_view>& args);
  // go's and analyse's `depth <n>` / `movetime <ms>`; nothing after an error answer.
  std::optional<ai::SearchLimits> searchLimits(std::string_view command,
                                               const std::vector<std::string_view>& args);
  void cmdPerft(const std::vector<std::string_view>& args);
  void cmdBench(const std::vector<std::string_view>& args);
  void cmdMatch(const std::vector<std::string_view>& args);
  void cmdNextGame(const std::vector<std::string_view>& args);

  bool stopAsked() const { return stopFlag_ && stopFlag_->load(); }
  std::optional<std::uint64_t> boundedPerft(const Position& pos, int depth,
                                            std::chrono::steady_clock::time_point deadline) const;

  Output out_;
  const std::atomic<bool>* stopFlag_ = nullptr;
  int limitMs_ = kDefaultLimitMs;
  Rules rules_;
  Game game_;
  std::optional<MatchState> match_;  // as at the start of the current game
};

}  // namespace mancala
