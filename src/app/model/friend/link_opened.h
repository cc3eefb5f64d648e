// A friend's link as its update (friend_update.h) leaves it to the owner (AppModel), which holds
// the board, the computer, the save and the page's address: refused, the address shows this
// device's game again; read, its game is played on the board in place of the session's, its last
// move shown again, and the friend's words said (linkShown, friend_update.h).
#pragma once

#include "app/model/common/session.h"
#include "app/model/friend/friend_link.h"

namespace mancala::app {

struct LinkOpened {
  bool refused = false;  // nothing changes but the address, shown again
  FriendLink link;       // its game, its match, and the side this device plays
  SessionSetup setup;    // the session's set-up for the link's game, for two people
  // The game on the screen is another one: it is put aside (when in progress), not replaced.
  bool replacesOther = false;
  bool sentFromHere = false;  // the link this device sent: the same moves as noted here
  bool otherMove = false;     // the friend's answer to another move made here than the one noted
};

}  // namespace mancala::app
