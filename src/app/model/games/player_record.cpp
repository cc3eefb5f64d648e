// The player's record at a level (player_record.h).
#include "app/model/games/player_record.h"

#include <algorithm>

#include "app/model/words/mode_text.h"

namespace mancala::app {

PlayerRecord playerRecord(const std::vector<ArchivedGame>& newestFirst, Variant variant,
                          ai::Level level) {
  PlayerRecord record;
  bool streakOpen = true;
  for (const ArchivedGame& g : newestFirst) {
    if (g.opponent != PlayedAgainst::Computer || g.variant() != variant || g.level != level)
      continue;
    const GameResult r = g.result();
    (r == GameResult::Won ? record.won : r == GameResult::Drawn ? record.drawn : record.lost)++;
    if (record.lastTen.size() < 10) {
      record.lastTen.push_back(r);
      if (g.accuracy) {
        record.accuracy = record.accuracy.value_or(0) + *g.accuracy;
        ++record.reviewed;
      }
    }
    if (record.streak == 0) record.streakOf = r;
    if (streakOpen && r == record.streakOf)
      ++record.streak;
    else
      streakOpen = false;
  }
  if (record.accuracy) record.accuracy = (*record.accuracy + record.reviewed / 2) / record.reviewed;
  return record;
}

std::optional<std::string> recordLine(const PlayerRecord& record, ai::Level level) {
  if (record.lastTen.empty()) return std::nullopt;
  const auto count = [&](GameResult r) {
    return std::to_string(std::count(record.lastTen.begin(), record.lastTen.end(), r));
  };
  const std::string drawn = count(GameResult::Drawn);
  const std::string score =
      drawn == "0" ? count(GameResult::Won) + "\u2013" + count(GameResult::Lost)
                   : count(GameResult::Won) + "\u2013" + drawn + "\u2013" + count(GameResult::Lost);
  const auto n = record.lastTen.size();
  return playerRecordText(ai::levelName(level), score, n, record.accuracy);
}

}  // namespace mancala::app
