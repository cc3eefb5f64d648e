// The hint for a person: the move the computer would play, asked of the background worker at
// Master (with the exact verdict where the endgame is solved) as its Slot::Hint request, or
// worked out at once at Hard where there is no background (or it fails). A hint belongs to one
// position of one game: once the game moves on, it is gone, and its request is cancelled.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "app/model/worker/background.h"
#include "core/game.h"

namespace mancala::app {

class HintPlayer {
 public:
  explicit HintPlayer(background::Worker* worker = nullptr) : worker_(worker) {}

  // Asks for a hint on the game's current position (not over).
  void ask(const Game& game);
  // Picks up the background's answer. Returns true when the hint has just been decided (the
  // moment to say it); forgets a hint whose position is no longer the game's.
  bool update(const Game& game);
  void reset();

  // A hint was asked for this very position of `game` (answered or not).
  bool isFor(const Game& game) const;
  bool pending() const { return hint_ && hint_->pending; }
  // The suggested move and verdict (+1 won, 0 drawn, -1 lost for the side to move), once decided.
  std::optional<Move> move() const;
  std::optional<int> verdict() const;
  // With the verdict: the final margin with perfect play for the side to move, when proved.
  std::optional<int> margin() const;
  // "Hint: sow c. With perfect play, South wins by 3 seeds." (or that it is being thought
  // about).
  std::string text(Player toMove) const;

 private:
  struct Hint {
    bool pending = false;
    background::RequestId request = background::kNoRequest;  // while pending
    int reasked = 0;        // times the request was dropped by someone else and asked again
    std::size_t moves = 0;  // the game's length and position when asked
    Position position;
    Move move = kNoMove;
    std::optional<int> verdict;
    std::optional<int> margin;
  };
  // Asks the worker; kNoRequest when there is no background.
  background::RequestId submit(const Game& game) const;
  // The Hard move at once, without a verdict; false when there is none.
  bool decideHere(const Game& game, Hint& hint) const;

  background::Worker* worker_ = nullptr;
  std::optional<Hint> hint_;
};

}  // namespace mancala::app
