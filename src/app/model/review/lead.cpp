#include "app/model/review/lead.h"

#include <cstdlib>

namespace mancala::app {

Lead leadOf(const std::array<PlayerKind, 2>& kinds, std::optional<Player> you, bool byLink,
            int southMargin) {
  Lead lead;
  if (southMargin == 0) return lead;
  lead.leader = southMargin > 0 ? Player::South : Player::North;
  lead.seeds = std::abs(southMargin);
  if (you && *you == lead.leader)
    lead.who = Lead::Who::You;
  else if (you && byLink)
    lead.who = Lead::Who::Friend;
  else if (you && kinds[static_cast<std::size_t>(index(lead.leader))] == PlayerKind::Computer)
    lead.who = Lead::Who::Computer;
  else
    lead.who = Lead::Who::Side;
  return lead;
}

}  // namespace mancala::app
