// What the game's play has that is not state: the computer choosing its move and the hint for the
// person to move, each searching on the background worker. The owner (AppModel) holds them; an
// update reaches them through its Context (state/context.h).
#pragma once

#include "app/model/worker/background.h"
#include "app/model/worker/computer_player.h"
#include "app/model/worker/hint_player.h"

namespace mancala::app {

struct PlayWorkers {
  // `worker`: where the computer's Master search and the hints run; none: on this thread.
  explicit PlayWorkers(background::Worker* worker) : computer(worker), hint(worker) {}

  ComputerPlayer computer;
  HintPlayer hint;
};

}  // namespace mancala::app
