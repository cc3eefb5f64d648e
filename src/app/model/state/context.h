// What a mode's or a part's update (update(Part&, const cmd::X&, Context&)) has beside its own
// state: the app's state to read, the host, the time, the effects it asks for (effect.h: words for
// screen readers, a save, the page's language...), which the owner (AppModel) carries out once the
// command is done, and the owner's one move it may call: the start screen under a mode opened from
// a game (the game kept to go back to). The game's board is there to skip or animate its move, and
// a game to play instead (the review's Play from here) or a friend's link read (linkOpened) is left
// for the owner to play once the update is done, and so are the commands that an update sends
// (thenApply: the kiosk's). The game's play reaches its board and its background workers (the
// computer, the hint) here, and leaves a game it finished for the owner to keep in My games.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/model/board/board_table.h"
#include "app/model/common/command.h"
#include "app/model/common/effect.h"
#include "app/model/common/host.h"
#include "app/model/friend/link_opened.h"
#include "app/model/records/record_opened.h"
#include "app/model/state/app_state.h"
#include "app/model/words/refusal.h"

namespace mancala::app {

class GameBoard;     // play/game_board.h
struct PlayWorkers;  // play/play_workers.h
class SaveKeeper;    // saving/saving.h

struct Context {
  AppState& state;
  Host& host;
  Effects& effects;
  double now = 0;
  // Leaves the game for the start screen (AppModel::goToStart): called at once, as what the
  // update does next reads the start screen's choices that it sets.
  std::function<void()> goToStart;
  // The game's board (board_table.h): its move shown seed by seed skipped, or another animated.
  // None where no board is shown (a part's update tried on its own).
  BoardTable* board = nullptr;
  // A game the owner plays instead of the session's once the update is done (AppModel::
  // playInstead: the game replaced put aside, the computer stopped); set by Play from here.
  std::optional<Game> playInstead = std::nullopt;
  // A friend's link opened (friend_update.h): refused, or its game for the owner to play on its
  // board once the update is done (AppModel::playLink).
  std::optional<LinkOpened> linkOpened{};
  // The game's board as a source (play/game_board.h: its choices played in the update), the
  // computer and the hint (play/play_workers.h), and the save, which says whether this page still
  // owns the storage (a friend's link noted in the ledger only then). None where the update is
  // tried on the state alone.
  GameBoard* gameBoard = nullptr;
  PlayWorkers* workers = nullptr;
  SaveKeeper* saver = nullptr;
  // A game finished by a move in this update: the owner keeps it in My games (AppModel::
  // keepFinishedGame), then saves.
  bool gameFinished = false;
  // A record or a position opened in place of the game (records_update.h): once the owner has
  // played it instead (playInstead), recordShown() shows and tells it.
  std::optional<RecordOpened> recordOpened{};
  // Commands the owner applies in order once the update is done, as a person's (the kiosk drives
  // the game through them: kiosk_update.h).
  std::vector<Command> thenApply{};

  void ask(Effect effect) { effects.add(std::move(effect)); }
  // Words for screen readers, noted in the live region (none while start-up builds the state).
  void say(std::string text) {
    if (!state.restoring && state.shown.liveRegion.say(text)) ask(effect::Say{std::move(text)});
  }
  // The settings and the game kept (a Save effect), but not while start-up builds the state.
  void save() {
    if (!state.restoring) ask(effect::Save{});
  }
};

}  // namespace mancala::app
