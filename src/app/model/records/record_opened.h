// A game opened from a record or a position link (records_update.h), once the owner plays it
// instead of the session's (Context::playInstead): what follows on the board and is told.
#pragma once

#include <string>

namespace mancala::app {

struct RecordOpened {
  // A record's last move shown again as it was played (a position has none to show).
  bool replayLast = false;
  std::string told;  // what is said of the game opened
};

}  // namespace mancala::app
