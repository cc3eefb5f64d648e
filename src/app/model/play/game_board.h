// The game's board as its BoardTable sees it (a BoardSource over the app's state): the session's
// position (or, while the moves are looked back through, the position then; in the review, the
// position before a marked move, or a step of its line), the holes a person may sow or buy and why
// the others may not, and what a choice on the board does. Its choices are played in a ChooseHole
// update (play_update.h), through that update's Context.
#pragma once

#include <cstddef>
#include <optional>

#include "app/model/board/board_table.h"
#include "app/model/play/play_workers.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"

namespace mancala::app {

class GameBoard final : public BoardSource {
 public:
  GameBoard(AppState& state, const PlayWorkers& workers) : state_(state), workers_(workers) {}
  GameBoard(const GameBoard&) = delete;
  GameBoard& operator=(const GameBoard&) = delete;

  BoardTable& table() { return table_; }
  const BoardTable& table() const { return table_; }
  // A click, a tap or Enter on `hole`, carried out in the update `ctx` (what it says, the move it
  // plays): through the table, which first ends a move being shown.
  std::optional<Refusal> choose(Context& ctx, int hole);

  Position position() const override;
  std::optional<Refusal> whyNot(int hole) const override;
  std::optional<Refusal> choose(int hole, double now) override;
  Player chooser() const override;
  // The person's own side: this device's in a game by link, the one person's against the
  // computer; South for two people on one device.
  Player nearSide() const override;
  HoleAction pressAction() const override;
  void dress(BoardFrame& frame, double now) const override;

 private:
  std::optional<Refusal> buy(int hole);
  void tryMove(std::size_t i, int hole, double now);

  AppState& state_;
  const PlayWorkers& workers_;  // the computer thinking dims the board
  Context* ctx_ = nullptr;      // the update a choice is carried out in (choose(Context&, hole))
  BoardTable table_{*this};     // what the board shows, and the choices on it
};

}  // namespace mancala::app
