// The engine's text protocol (ENGINE_PROTOCOL.md): one command in, one answer out.
// Kept apart from main() so that tests can drive it without a process.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/game.h"
#include "core/match.h"

namespace mancala {

class EngineSession {
 public:
  using Output = std::function<void(const std::string&)>;
  explicit EngineSession(Output out);

  // Handles one command line; returns false when the engine should exit (`quit`).
  bool handle(std::string_view line);

 private:
  void answer(const std::string& line) { out_(line); }
  void error(const std::string& message) { out_("error " + message); }
  MatchState matchView() const;  // the match with the current game counted if it is over

  void cmdVariant(const std::vector<std::string_view>& args);
  void cmdNewGame(const std::vector<std::string_view>& args);
  void cmdSetup(const std::vector<std::string_view>& args);
  void cmdMoves(const std::vector<std::string_view>& args);
  void cmdPlay(const std::vector<std::string_view>& args);
  void cmdUndo(const std::vector<std::string_view>& args);
  void cmdState(const std::vector<std::string_view>& args);
  void cmdGo(const std::vector<std::string_view>& args);
  void cmdPerft(const std::vector<std::string_view>& args);
  void cmdBench(const std::vector<std::string_view>& args);
  void cmdMatch(const std::vector<std::string_view>& args);
  void cmdNextGame(const std::vector<std::string_view>& args);

  Output out_;
  Rules rules_;
  Game game_;
  std::optional<MatchState> match_;  // as at the start of the current game
};

}  // namespace mancala
