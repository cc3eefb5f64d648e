#include "app/ui/screens/front_screen.h"

namespace mancala::app {

// A kiosk's screens are its own: nothing else is drawn over its visit (the model refuses the
// Puzzles and My games there).
Front frontScreen(const AppModel& model) {
  if (model.kioskMode()) return Front::Kiosk;
  if (model.puzzlesMode().isOpen()) return Front::Puzzles;
  if (model.gamesMode().isOpen()) return Front::MyGames;
  return model.screen() == Screen::Start ? Front::Start : Front::Play;
}

}  // namespace mancala::app
