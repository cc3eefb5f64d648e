// Start-up's steps (AppModel::startUp calls them in this order): the device's facts and the
// address's language, slot and kiosk; the save; the address's settings and record; the game shown;
// what is kept beside it; a review link's review; the state settled; what is said. Free functions
// over the app's state (and the Context for what is said); what only the owner can do is left in
// StartState for it: the save opened under saveKey(), a fresh game started, a record or a position
// opened through the command the page would send (LoadRecord, OpenPosition), a friend's link
// through OpenLink.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "app/model/common/command.h"
#include "app/model/common/url_params.h"
#include "app/model/saving/kept_game.h"
#include "app/model/saving/saving.h"
#include "app/model/start/startup.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"
#include "core/record.h"

namespace mancala::app {

// What start-up has found so far: the save, the address, the set-up asked for and the problems
// to say over the game shown; copies of the saved game's parts made before it is resumed; and
// what it leaves for the owner to do.
struct StartState {
  std::vector<std::string> problems;
  std::optional<SavedState> saved;
  std::optional<SavedState> putAsideGame;  // kept beside the save
  UrlParams params;
  std::optional<std::variant<GameRecord, RecordError>> recordRead;
  SessionSetup setup;
  bool friendLink = false;  // the fragment is a friend's link, opened last (OpenLink)
  // The saved review goes with the saved game, if that is the game shown in the end.
  std::optional<Game> savedGame;
  std::optional<GameReview> savedReview;
  std::optional<KeptGame> savedInProgress;  // the saved game, when it is in progress
  // For the owner: a fresh game of this set-up, then the command the page would send to open the
  // address's record or position in it (LoadRecord, OpenPosition).
  std::optional<SessionSetup> freshGame;
  std::optional<Command> open;
};

// The save's key: "mancala", in a frame "mancala-embedded", with the address's slot
// "mancala-embedded-<slot>".
std::string saveKey(const DeviceFacts& device);

// The device's facts, then the address's language, slot and kiosk, so that every message is in
// that language; the state is being restored (no saving or announcing) from here on.
StartState readStartDevice(const Startup& startup, AppState& state);
// The save read (`stored`: none in a kiosk, which starts afresh for every visitor), its settings,
// the game put aside beside it; My games opened (not in a kiosk, nor in a frame unless its address
// allows it).
void readStartSave(const SaveKeeper::Stored& stored, StartState& start, AppState& state);
// The address read in the saved language, its fragment (but a friend's link, opened last), the
// settings it gives for this visit, the record it holds, and the set-up it asks for.
void readStartAddress(const Startup& startup, StartState& start, AppState& state);
// The game shown: the address's record or position (start.open, in a fresh game of the set-up
// asked for; a kiosk opens no position), a new game it asks for (start.freshGame), the saved game
// (on the start screen or played on), or the start screen.
void openStartGame(StartState& start, AppState& state);
// Beside the game shown: its saved review, and the game put aside.
void restoreBeside(const StartState& start, AppState& state);
// A review link's review, checked against its game.
void openStartReview(StartState& start, AppState& state);
// The address's friend by link and level, the problems found as the message; the state built.
void settleStart(const StartState& start, AppState& state);
// What start-up says once the state is built: the problems found (`problems`, the message then),
// before what a friend's link did (opened by the owner meanwhile) or the game shown.
void announceStart(bool friendLink, const std::string& problems, Context& ctx);

}  // namespace mancala::app
