// What the page can reach beyond itself: the host's means, less what a kiosk keeps in (nothing
// there leads out of the page but the game taken home). Read by the screens (AppModel's
// standing()) and by the updates that send a link or open a rules page, from one rule.
#pragma once

#include "app/model/common/host.h"
#include "app/model/state/app_state.h"

namespace mancala::app {

struct HostReach {
  bool canShareLinks = false;  // the system's share sheet
  // Not in a kiosk: nothing there leads out of the page.
  bool canSendLinks = false;
  // Continue on your phone: the game's share link as a QR code (the kiosk too, the one link that
  // leaves it), where links can be sent (canSendLinks).
  bool canTakeHome = false;
  bool canOpenRulesPages = false;  // the rules pages, beside the page (not in a kiosk)
};

inline HostReach hostReach(const Host& host, const DeviceFacts& device) {
  const bool kiosk = device.kiosk.on;
  return {.canShareLinks = host.canShareSheet(),
          .canSendLinks = host.canSendLinks() && !kiosk,
          .canTakeHome = host.canSendLinks(),
          .canOpenRulesPages = host.canOpenRulesPages() && !kiosk};
}

}  // namespace mancala::app
