// Which screen is in front, read from the model alone and in this one place: the screen the main
// window draws, whose board the arrows move and the page reads, and which screen answers a key
// that the windows over it (a menu, the lessons, the rules) let pass. The lessons and the rules
// are windows over whichever screen is in front, not screens of their own.
#pragma once

#include <cstdint>

#include "app/model/modes/app_model.h"

namespace mancala::app {

enum class Front : std::uint8_t {
  Kiosk,    // the museum kiosk's screens (?kiosk=1), instead of all the others
  Puzzles,  // the Puzzles screen, instead of the start screen
  MyGames,  // My games, instead of the start screen
  Start,    // the start screen: the next game's choices
  Play,     // the game being played
};

Front frontScreen(const AppModel& model);

}  // namespace mancala::app
