// What the page can reach beyond itself (AppModel's reach()): the host's means, less what a kiosk
// keeps in (nothing there leads out of the page but the game taken home).
#pragma once

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

}  // namespace mancala::app
