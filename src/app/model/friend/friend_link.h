// A game between two people on two devices, played by sending a link after each move: what the
// link holds, how it is read back, how two links of the same game compare, and the device's
// ledger of the latest link seen of each game. Pure logic, no browser.
//
// The link's fragment (after '#'):
//
//   f=<game id>&s=<S|N>&r=<record, URL-encoded>[&m=<match>]
//
//   f   the game's id (6 to 32 letters and digits), the same for every game of a match
//   s   the side the person opening the link plays
//   r   the current game's record (core/record.h): its start, owners and every move
//   m   in a match only: <length>.<games>.<first starter>.<game number>.<South's wins>.
//       <North's wins>.<draws>, the match as it stood before the current game, e.g.
//       "full.0.S.3.1.1.0" (length: full, ten or games; games: for "games", else 0)
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/game.h"
#include "core/match.h"

namespace mancala::app {

// A game by link as a device keeps it: its name, and the side this device plays.
struct FriendGame {
  std::string id;
  Player mine = Player::South;
  bool operator==(const FriendGame&) const = default;
};

struct FriendLink {
  std::string id;
  Player side = Player::South;  // the side the person opening the link plays
  Game game;
  std::optional<MatchState> match;  // as before the current game is counted
};

// A game's name as links hold it: 6 to 32 letters and digits.
bool isFriendGameId(std::string_view id);
// The fragment is a friend's link (starts with "f=", a leading '#' allowed).
bool isFriendFragment(std::string_view fragment);
// The link's fragment, without '#'. `match`: the match before the current game is counted.
std::string friendFragment(std::string_view id, Player side, const Game& game,
                           const MatchState* match);
// Reads a link's fragment back; what is wrong in words (the current language) otherwise.
std::variant<FriendLink, std::string> readFriendFragment(std::string_view fragment);
// A new game id from `entropy` (any random bits): 12 letters and digits.
std::string newFriendGameId(std::uint64_t entropy);

// Where a link stands against another link of the same game.
enum class LinkOrder : std::uint8_t {
  Same,     // the same game, the same moves
  Later,    // further on: more moves, or a later game of the match
  Earlier,  // an old link: fewer moves, or an earlier game of the match
  Apart,    // not the same game: the moves part ways, or another start
};
LinkOrder compareLinks(const FriendLink& link, const FriendLink& seen);
// `link` parts from `seen` (the latest link this device noted, for its own side `seen.side`) only
// where the friend has not answered yet: the same game, and every move of `seen` from where the
// two part on is this device's own (or a forced pass). Such a link goes on from another move made
// on this device (in another tab, say): the friend's answer to it, or that move's own link.
bool partsWithinOwnMoves(const FriendLink& link, const FriendLink& seen);

// The latest link of each game seen on this device: game id -> fragment (this device's side),
// most recent first, at most kMaxGames. Kept as text in the host's storage, one game a line.
class FriendLedger {
 public:
  static constexpr std::size_t kMaxGames = 40;
  static constexpr std::string_view kStorageKey = "mancala-friend-games";

  FriendLedger() = default;
  // Lines that cannot be read are left out.
  static FriendLedger read(std::string_view text);
  std::string text() const;

  std::optional<std::string> latest(std::string_view id) const;
  // Keeps `fragment` as the latest of its game (moved to the front).
  void note(std::string_view id, std::string_view fragment);
  std::size_t size() const { return entries_.size(); }
  // The fragment of the game noted last, if any.
  std::optional<std::string> mostRecent() const;

 private:
  std::vector<std::pair<std::string, std::string>> entries_;
};

}  // namespace mancala::app
