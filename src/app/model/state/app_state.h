// The app's state as one value of a few parts: the device's facts, the settings, the game and its
// session, the mode, what the screen says, and the modes' own states. AppModel (app_model.h) holds
// it beside what is not state (the host, the background workers, the effects, the redraw), and
// changes it as commands come. The plain parts are copied and compared as values; the modes' part
// reads the game's part (the review and a friend's game follow the session) and so stays where it
// was made.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "app/model/common/host.h"
#include "app/model/common/kiosk_options.h"
#include "app/model/common/live_region.h"
#include "app/model/common/message_scene.h"
#include "app/model/common/screen.h"
#include "app/model/common/session.h"
#include "app/model/formats/look.h"
#include "app/model/friend/friend_play.h"
#include "app/model/games/games_mode.h"
#include "app/model/kiosk/kiosk.h"
#include "app/model/lessons/lessons_mode.h"
#include "app/model/puzzles/puzzles_mode.h"
#include "app/model/review/review.h"
#include "app/model/saving/kept_game.h"
#include "app/model/saving/settings.h"
#include "app/model/state/rules_asked.h"
#include "app/model/worker/background.h"

namespace mancala::app {

// What the device and the page's address tell at start-up, for the whole visit.
struct DeviceFacts {
  bool embedded = false;       // in another page's frame
  std::string saveSlot;        // the address's slot= (a frame's own save)
  KioskOptions kiosk;          // ?kiosk=1 and its options (kiosk_options.h)
  bool reducedMotion = false;  // the system asks for less motion
  bool systemLight = false;    // the system's scheme, for theme=auto
  std::optional<Rgb> accent;   // the page's accent= (look.h), for this visit
  std::string startQuery;      // the address's query at start-up
  bool operator==(const DeviceFacts&) const = default;
};

// The settings kept on the device, and what they go back to.
struct SettingsState {
  Settings kept;
  ThemeChoice plainTheme = ThemeChoice::Classic;  // the theme that high contrast goes back to
  SessionSetup savedChoices;                      // the start screen's choices as last saved
  bool operator==(const SettingsState&) const = default;
};

// The game being played, and the choices around it.
struct GameState {
  Session session;
  SessionSetup startChoices;               // the start screen's choices for the next game
  std::optional<Player> friendSideChoice;  // and this device's side in a game by link
  bool gameKept = false;                   // the start screen is shown over a game in progress
  std::optional<KeptGame> previous;        // the game in progress that the current one replaced
  std::optional<std::size_t> viewed;       // the moves looked back at (none: the live position)
  Speed speed = Speed::Normal;             // the animations' pace
  bool cheerDue = false;  // a game's last move is being shown: a win is cheered when it lands
  // A game the people in front of the screen only watch (the kiosk's attract game, which the
  // kiosk plays for both sides; the Watch command): no hole is offered to them.
  bool watchedOnly = false;
  std::string lastKept;  // the record of the game last kept in My games: not kept twice
};

// What the screen says beside the board.
struct ShownState {
  std::string message;        // why the last action was refused, or start-up's problems
  MessageWatch messageWatch;  // the message goes once the scene it was said in is gone
  LiveRegion liveRegion;      // what was said to screen readers
  RulesAsked rulesAsked;      // the window a command asked for
};

// The modes' own states: the lessons, the puzzles, My games, the review, a game by link and the
// kiosk. The review and a friend's game read the game's part: made once, beside it.
struct ModesState {
  ModesState(Host& host, background::Worker* worker, const GameState& game, const Screen& screen)
      : puzzles(worker),
        games(host),
        review(worker, game.session, screen, game.viewed),
        friends(game.session, screen, host) {}
  ModesState(const ModesState&) = delete;
  ModesState& operator=(const ModesState&) = delete;

  LessonsMode lessons;
  bool lessonCheered = false;  // the lesson shown is at its end, and was cheered
  PuzzlesMode puzzles;
  GamesMode games;
  Review review;
  FriendPlay friends;
  std::optional<Kiosk> kiosk;  // the kiosk (kiosk.h), from the first frame of a kiosk on
};

struct AppState {
  AppState(Host& host, background::Worker* worker) : modes(host, worker, game, screen) {}

  DeviceFacts device;
  SettingsState settings;
  GameState game;
  Screen screen = Screen::Start;  // the start screen or the game's
  ShownState shown;
  ModesState modes;
  bool restoring = false;  // no saving or announcing while the start-up state is built
};

// ---- What the parts tell together.
// The puzzles solved (puzzle_set.h), kept with the settings.
inline bool puzzleSolved(const SettingsState& s, std::string_view id) {
  return s.kept.solvedPuzzles.contains(id);
}
// Sound: as chosen, else on except in another page's frame.
inline bool soundOn(const AppState& s) {
  return s.settings.kept.sound.value_or(!s.device.embedded);
}
inline bool highContrast(const AppState& s) {
  return s.settings.kept.theme == ThemeChoice::Contrast;
}
inline Look look(const AppState& s) { return lookOf(s.settings.kept.theme, s.device.systemLight); }
// A game in progress: a move played, and the game (or its match) not over.
inline bool gameInProgress(const GameState& g) {
  const Game& game = g.session.game();
  return !game.moves().empty() && (!game.over() || (g.session.match() && !g.session.matchOver()));
}
// On the start screen over a game in progress that can still be gone back to.
inline bool canGoBackToGame(const AppState& s) {
  return s.screen == Screen::Start && s.game.gameKept;
}
// A game in progress replaced by another (a new game, a loaded record or share link, the
// embedding page's new game) is put aside until a person plays a move in the new one: Back to the
// previous game brings it back, and puts the new one aside in its place.
inline bool hasPreviousGame(const AppState& s) {
  return s.screen == Screen::Play && s.game.previous.has_value();
}
// Undo and Redo, but never in a game played by link (the other device has the moves).
inline bool canUndo(const AppState& s) {
  return !s.modes.friends.game() && s.game.session.canUndo();
}
inline bool canRedo(const AppState& s) {
  return !s.modes.friends.game() && s.game.session.canRedo();
}
// A game between friends by link: neither device asks the computer (no hint, no review) until
// the game is over, so that both play on their own.
inline bool computerHelpBarred(const AppState& s) {
  return s.modes.friends.game().has_value() && !s.game.session.game().over();
}

}  // namespace mancala::app
