// The player's record against the computer, per game and level, from My games: won, drawn and
// lost, the last ten results, the streak now, and the accuracy over those of the last ten games
// that were reviewed (a game's accuracy needs its whole review, which runs when the player asks
// for it: the game just finished, or one opened from My games).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/model/games/archived_game.h"

namespace mancala::app {

struct PlayerRecord {
  int won = 0;
  int drawn = 0;
  int lost = 0;
  std::vector<GameResult> lastTen;  // newest first, at most ten
  int streak = 0;                   // how many of the newest games ended as streakOf
  GameResult streakOf = GameResult::Won;
  std::optional<int> accuracy{};  // the average over `reviewed` of the last ten, in percent
  int reviewed = 0;
  int games() const { return won + drawn + lost; }
};

// Against the computer at `level` in `variant`; `newestFirst` as My games lists them.
PlayerRecord playerRecord(const std::vector<ArchivedGame>& newestFirst, Variant variant,
                          ai::Level level);

// The start screen's line beside Play the computer: "Medium: 7–3 in your last 10 games" (with draws
// "Medium: 6–1–3 ..."), and ", accuracy 78%" once one of them was reviewed; nothing before a
// first game at that level.
std::optional<std::string> recordLine(const PlayerRecord& record, ai::Level level);

}  // namespace mancala::app
