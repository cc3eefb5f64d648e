// The computer's side of the board: the one place where the app asks the AI for a move.
//
// The search runs in the background where the platform allows (background.h: a Web
// Worker in the browser, a thread on the desktop), as the worker's Slot::Computer request: a new
// start() supersedes the last one, which the worker stops. Otherwise (no worker, or one that
// fails) it runs on the main thread in short slices (one per frame), so the page stays
// responsive without threads: each slice searches one depth deeper, within a node budget that
// adapts to the measured speed so that a slice takes about kSliceMs.
#pragma once

#include <cstdint>
#include <optional>

#include "ai/levels.h"
#include "app/model/worker/background.h"
#include "core/game.h"

namespace mancala::app {

class ComputerPlayer {
 public:
  // `worker` runs Master's search away from the interface; none: the sliced search here.
  explicit ComputerPlayer(background::Worker* worker = nullptr) : worker_(worker) {}
  // Starts thinking about the current position of `game` (not over).
  void start(const Game& game, double now);
  void cancel();
  bool thinking() const { return thinking_; }
  // The playing level (ai/levels.h) of the side to move; none: Master.
  // Master runs in the background (its call can take most of a second with an exact endgame,
  // too long for the page's own thread), falling back to the sliced search where there is no
  // background; the others are quick enough to run at once (at most ~0.2 s natively).
  void setLevel(std::optional<ai::Level> level) { level_ = level.value_or(ai::Level::Master); }
  ai::Level level() const { return level_; }
  // One slice of thought (at most about kSliceMs of work). Returns the move once decided.
  std::optional<Move> step(double now);

  static constexpr double kSliceMs = 12;
  static constexpr int kBackgroundMs = 600;  // thinking time of a background search

 private:
  // Asks the worker for Master's move in game_; false when it will not take the request.
  bool submit();
  void forgetRequest();

  background::Worker* worker_ = nullptr;
  Game game_;
  bool thinking_ = false;
  background::RequestId request_ = background::kNoRequest;  // the background search, if any
  int reasked_ = 0;  // times the request was dropped by someone else and asked again
  double started_ = 0;
  int depth_ = 0;
  std::uint64_t nodeBudget_ = kFirstBudget;  // per slice
  static constexpr std::uint64_t kFirstBudget = 1000;
  static constexpr std::uint64_t kMaxBudget = 400000;
  Move best_ = kNoMove;
  bool searchDone_ = false;
  ai::Level level_ = ai::Level::Master;
  std::uint64_t levelSeed_ = 1;  // varies the levels' choices from move to move
};

}  // namespace mancala::app
