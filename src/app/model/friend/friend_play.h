// Playing a friend by link, as this device keeps it: which game (its name) and which side this
// device plays, and the latest link of the game when an older one was opened; and what follows
// from them: whose turn it is, the link to send, the words saying so. The game itself is the
// session's; the friend's commands are friend_update.h's, and the owner plays a link's game on
// its board (AppModel::playLink, friend_game.cpp). What a link holds and the device's ledger of
// links are in friend_link.h.
#pragma once

#include <optional>
#include <string>

#include "app/model/common/effect.h"
#include "app/model/common/host.h"
#include "app/model/common/screen.h"
#include "app/model/common/session.h"
#include "app/model/friend/friend_link.h"
#include "app/model/words/refusal.h"

namespace mancala::app {

class FriendPlay {
 public:
  FriendPlay(const Session& session, const Screen& screen, Host& host)
      : session_(session), screen_(screen), host_(host) {}

  // The game by link being played, if the session's game is one.
  const std::optional<FriendGame>& game() const { return game_; }
  void start(FriendGame game) { game_ = std::move(game); }
  // The session's game is no game by link (any more).
  void end() {
    game_.reset();
    latestLink_.reset();
  }
  void resume(const std::optional<FriendGame>& game) { game_ = game; }

  // A later link of the game than the one opened, which this device has seen: offered as "Go to
  // the latest move".
  const std::optional<std::string>& latestLink() const { return latestLink_; }
  void offerLatest(std::string fragment) { latestLink_ = std::move(fragment); }
  void dropLatest() { latestLink_.reset(); }

  // The side whose person is to act now (to move, or to buy holes), or none (the game is over
  // and no purchase is due, or no game is being played).
  std::optional<Player> toAct() const;
  // A game by link in which the other person is to act: this device waits for their link.
  bool waiting() const;
  // Why this device may not act now (to sow, or to buy holes), in words; nothing when it may.
  std::optional<Refusal> refusal(bool buying) const;
  // Whose turn it is in words ("Waiting for North: send them the link."); "" when not a game by
  // link.
  std::string statusText() const;
  // The link's fragment for the other person (their side), for sending; "" when not a game by
  // link.
  std::string linkFragment() const;
  // This device's own link (its side): the address it shows.
  std::string ownFragment() const;
  // After a move or a new game, or a link `opened`: notes this device's link in the ledger (only
  // where this page `owns` the storage, SaveKeeper::owned: a tab that has stopped saving writes
  // nothing the other tabs read), tells the embedding page of the link to send (not of one
  // opened: a ToPage effect in `effects`), and says whose turn it is.
  std::string noteChange(bool opened, bool owns, Effects& effects);
  // The words for the host's answer on the link sent: copied, or refused by the clipboard.
  std::string copiedText(bool copied) const;
  // A saved game that does not say whether it was played by link, whose moves are those of the
  // last link this device noted: that it may be one, in words; nothing otherwise.
  std::optional<std::string> unknownGameWarning() const;

 private:
  const Session& session_;
  const Screen& screen_;
  Host& host_;
  std::optional<FriendGame> game_;
  std::optional<std::string> latestLink_;
};

}  // namespace mancala::app
