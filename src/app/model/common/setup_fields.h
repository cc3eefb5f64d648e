// A game's set-up as commands, the address and the start form give it: one name per field, read
// and written through the command table (command.h), applied to a SessionSetup.
#pragma once

#include <optional>
#include <string_view>

#include "ai/levels.h"
#include "app/model/common/session.h"
#include "app/model/words/refusal.h"
#include "core/match.h"
#include "core/types.h"

namespace mancala::app {

// The start screen's "who plays": the players on this device, or a friend by link with this
// device playing South or North.
enum class Opponent : std::uint8_t { Here, FriendSouth, FriendNorth };

// A game's set-up as a command gives it: each field left out keeps what there was.
struct SetupFields {
  std::optional<Variant> game{};
  std::optional<PlayerKind> south{}, north{};
  std::optional<ai::Level> level{}, southLevel{}, northLevel{};  // level: both sides
  std::optional<Player> starter{};
  std::optional<bool> match{};
  std::optional<MatchOptions::Length> length{};
  std::optional<int> games{};  // 1 to 15, for length=games
  std::optional<Opponent> opponent{};
  std::optional<bool> slamCapturesNothing{};  // Warri's tournament option
  bool operator==(const SetupFields&) const = default;

  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    v("game", s.game, "variant");
    v("south", s.south);
    v("north", s.north);
    v("level", s.level);
    v("south-level", s.southLevel);
    v("north-level", s.northLevel);
    v("starter", s.starter);
    v("match", s.match, "play");
    v("length", s.length);
    v("games", s.games);
    v("friend", s.opponent, "players");
    v("slam-captures-nothing", s.slamCapturesNothing);
  }
};
// Every field of `setup` (a level left to its default is left out).
SetupFields setupFields(const SessionSetup& setup);
// The start screen's choice of who plays, as a field.
Opponent opponentOf(std::optional<Player> friendSide);
std::optional<Player> friendSideOf(Opponent opponent);

// The fields given, on `setup` and the start screen's `friendSide`. A length that the game
// cannot have (ten holes outside Adji Kui II) becomes the full match.
void applySetup(const SetupFields& f, SessionSetup& setup, std::optional<Player>* friendSide);

// One field of the set-up by its name (a current or an older one) and its text: the address's
// parameters and the start form's choices are read so. Nothing when `name` is no set-up field;
// else nothing more than the refusal of a bad value.
struct SetupFieldRead {
  bool known = false;
  std::string_view field;  // its current name
  std::optional<Refusal> refusal;
};
SetupFieldRead readSetupField(SetupFields& fields, std::string_view name, std::string_view value);

// The texts of values, as every reader and writer of them says them.
std::string_view kindName(PlayerKind kind);                // "person", "computer"
std::optional<PlayerKind> parseKind(std::string_view s);   // also "human", "ai"
std::string_view lengthName(MatchOptions::Length length);  // "full", "ten-holes", "games"
std::optional<MatchOptions::Length> parseLength(std::string_view s);

}  // namespace mancala::app
