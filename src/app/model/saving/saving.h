// Keeping the saved game safe: a save written by a newer version is never written over, nor
// another tab's or window's different game, and a game put aside is kept beside the save so that
// a reload can still go back to it. AppModel::save builds the texts; SaveKeeper writes them.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "app/model/common/host.h"
#include "app/model/common/session.h"
#include "app/model/friend/friend_link.h"

namespace mancala::app {

class SaveKeeper {
 public:
  explicit SaveKeeper(Host& host) : host_(host) {}

  // At start-up: what is stored under `key`, which every later write uses. A save written by a
  // newer version is left as it is and stops saving (`newerVersion`; `save` is then nothing).
  struct Stored {
    std::optional<std::string> save;
    std::optional<std::string> previous;  // the game put aside, as a save of its own
    bool newerVersion = false;
  };
  Stored open(std::string key);

  // Writes the whole state's `text` and, beside it, the game put aside (`aside`, "" for none),
  // unless another tab has saved its own game there since. Once another tab's game is the save,
  // only `ownGame` is written (this page's game in progress as a save of its own, "" for none, of
  // `game`), where a game put aside is kept, if that place is free or holds it at an earlier
  // point. A write the storage refuses is tried again as long as `makeRoom` frees some (My games'
  // oldest game: the game in progress comes first); still refused, it is told once (notice())
  // and tried again at the next one.
  void write(const std::string& text, const std::string& aside,
             const std::function<bool()>& makeRoom = {});
  void writeAside(const std::string& ownGame, const Game& game);
  // Another tab's game is the save now: this page writes only its own game aside (writeAside).
  bool otherTabsGame() const { return stop_ == Stop::OtherTab; }
  // This page still owns what is stored: no newer version's save, no other tab's game saved since
  // (looked at now, as a write does). A page that does not writes nothing the other tabs read: not
  // the save, nor the device's friend games (friend_link.h's ledger).
  bool owned();
  // Another tab or window changed the storage: true when it saved another game there (this page
  // then stops saving, and its game is to be written aside).
  bool storageChanged();
  // What the player is to be told of saving (the storage full, another tab's game); once.
  bool hasNotice() const { return !notice_.empty(); }
  std::string takeNotice();

 private:
  enum class Stop : std::uint8_t { None, NewerVersion, OtherTab };
  void stop(Stop why);

  Host& host_;
  std::string key_;
  // What this page last wrote or read under key_, and the game put aside as last written.
  std::optional<std::string> lastSaved_;
  std::string previousSaved_;
  Stop stop_ = Stop::None;
  bool storeFailed_ = false;  // the last write was refused, and the player told
  std::string notice_;
};

// A game as a save of its own (the game put aside): its set-up, moves, match and link.
std::string keptGameText(const SessionSetup& setup, const Game& game,
                         const std::optional<MatchState>& match,
                         const std::optional<FriendGame>& link);

// The text's first line is "mancala-save N" with N above the version this program writes.
bool savedByNewerVersion(std::string_view text);

// `stored` (what the storage holds now) holds a game, and not the one `mine` (what this page
// last wrote or read there) holds: another tab or window saved another game, or the same game
// further on, since. A change of settings alone is not another game.
bool holdsOtherGame(std::string_view stored, std::string_view mine);

// Where the game put aside (app_state.h's hasPreviousGame) is kept, beside the save's own key.
std::string previousGameKey(std::string_view saveKey);

}  // namespace mancala::app
