// My games' list as filtered (games_mode.h).
#include "app/model/games/games_mode.h"

namespace mancala::app {

std::vector<const ArchivedGame*> GamesMode::listed() const {
  std::vector<const ArchivedGame*> out;
  for (const ArchivedGame& g : archive_.games())
    if ((!game_ || g.variant() == *game_) && (!opponent_ || g.opponent == *opponent_))
      out.push_back(&g);
  return out;
}

}  // namespace mancala::app
