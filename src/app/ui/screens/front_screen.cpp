#include "app/ui/screens/front_screen.h"

namespace mancala::app {

// A kiosk's screens are its own: nothing else is drawn during its visits (the model refuses the
// Puzzles there, and keeps no games to show in My games).
Front frontScreen(const AppModel& model) {
  if (model.state().modes.kiosk) return Front::Kiosk;
  if (model.state().modes.puzzles.isOpen()) return Front::Puzzles;
  if (model.state().modes.games.isOpen()) return Front::MyGames;
  return model.state().screen == Screen::Start ? Front::Start : Front::Play;
}

}  // namespace mancala::app
