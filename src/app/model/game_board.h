// The game's board: the session's position (or, while the moves are looked back through, the
// position then), the holes a person may sow or buy and why the others may not, and what a
// choice on the board does. The AppModel owns it and its BoardTable.
#pragma once

#include "app/model/board_table.h"
#include "app/model/refusal.h"

namespace mancala::app {

class AppModel;

class GameBoard final : public BoardSource {
 public:
  explicit GameBoard(AppModel& model) : model_(model) {}

  Position position() const override;
  std::optional<std::string> whyNot(int hole) const override;
  // Why not, as a code (refusal.h); whyNot() is its words.
  std::optional<Refusal> refusal(int hole) const;
  void choose(int hole, double now) override;
  Player chooser() const override;
  // The person's own side: this device's in a game by link, the one person's against the
  // computer; South for two people on one device.
  Player nearSide() const override;
  std::string pressWords() const override;
  void dress(BoardFrame& frame, double now) const override;

 private:
  void buy(int hole);

  AppModel& model_;
};

}  // namespace mancala::app
