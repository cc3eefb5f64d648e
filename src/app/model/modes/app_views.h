// What the screens read of the AppModel together, as values made when asked (app_model.h's
// hint(), standing() and prefs(); the hint's own, HintShown, is play/hint_view.h's), and the
// players' strips' facts.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "app/model/board/animation.h"
#include "app/model/formats/look.h"
#include "app/model/games_table/games_table.h"
#include "app/model/play/hint_view.h"
#include "app/model/play/player_strips.h"
#include "app/model/state/rules_asked.h"
#include "core/types.h"

namespace mancala::app {

// What the person may do now, and where the game stands for it.
struct Standing {
  bool canUndo = false, canRedo = false;  // never in a game by link (the other device has them)
  bool canSendLinks = false;              // links leave from here (not in a kiosk)
  bool canShareSheet = false;             // the system's share sheet
  bool canTakeHome = false;               // Continue on your phone (the kiosk too)
  bool canOpenRulesPages = false;         // the rules pages, beside the page (not in a kiosk)
  bool canGoBackToGame = false;           // the start screen over a game in progress kept
  bool hasPreviousGame = false;           // a game put aside by the one shown, to go back to
  bool helpBarred = false;        // a game between friends: no hint or review until it is over
  bool gameInProgress = false;    // a move played, and the game (or its match) not over
  bool computerThinking = false;  // the computer searches its move
};

// The settings as the screens use them: the sound (off by default in a frame), the high
// contrast, less motion, in a frame of another page, the animation's speed.
struct Prefs {
  bool sound = false, contrast = false, reducedMotion = false, embedded = false;
  Speed speed = Speed::Normal;
  Look look = Look::Classic;  // theme=auto resolved by the system's scheme
  // The look chosen in Options (classic, light or auto), the one high contrast goes back to.
  ThemeChoice plainTheme = ThemeChoice::Classic;
  std::optional<Rgb> accent{};  // the page's accent, where it fits the look shown (look.h)
};

class AppModel;
// The players' strips' facts as the app's model has them at `now` (the position as the board
// shows it).
StripFacts stripFacts(const AppModel& model, double now);

}  // namespace mancala::app
