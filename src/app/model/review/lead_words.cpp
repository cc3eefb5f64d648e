#include "app/model/review/lead_words.h"

#include <cstdlib>

#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string leadText(const std::array<PlayerKind, 2>& kinds, std::optional<Player> you, bool byLink,
                     int southMargin) {
  if (southMargin == 0) return tr("Level: neither side leads");
  const Player leader = southMargin > 0 ? Player::South : Player::North;
  const int seeds = std::abs(southMargin);
  const auto n = static_cast<unsigned long>(seeds);
  const std::string count = std::to_string(seeds);
  if (you && *you == leader)
    return trnf("You lead by {0} seed", "You lead by {0} seeds", n, {count});
  if (you && byLink)
    return trnf("Your friend leads by {0} seed", "Your friend leads by {0} seeds", n, {count});
  if (you && kinds[static_cast<std::size_t>(index(leader))] == PlayerKind::Computer)
    return trnf("The computer leads by {0} seed", "The computer leads by {0} seeds", n, {count});
  return trnf("{0} leads by {1} seed", "{0} leads by {1} seeds", n, {sideName(leader), count});
}

}  // namespace mancala::app
