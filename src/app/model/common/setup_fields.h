// A game's set-up, one table: each field's one name (and the older one still read), the games it
// applies to, whether the save and the address that follows the game keep it, and what a page's
// new game does without it (kSetupFields); its value's type is the member of SetupFields that
// holds it, its words command_text.cpp's. The commands, the address, the saved settings, the page
// API, the element's attributes (setupFieldsJson, written into the web build), the start form and
// the desktop's flags all read it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>

#include "ai/levels.h"
#include "app/model/common/session.h"
#include "app/model/games_table/games_table.h"
#include "app/model/words/refusal.h"
#include "core/match.h"
#include "core/types.h"

namespace mancala::app {

// The start screen's "who plays": the players on this device, or a friend by link with this
// device playing South or North.
enum class Opponent : std::uint8_t { Here, FriendSouth, FriendNorth };

// The fields, in the table's order.
enum class SetupField : std::uint8_t {
  Game,
  South,
  North,
  Starter,
  Match,
  Length,
  Games,
  SlamCapturesNothing,
  Level,
  SouthLevel,
  NorthLevel,
  Friend,
};

// Where the address that follows the game names a field: whenever it has a value (the game, its
// players, the computer's level), when it is not its default, or never (the page's own choice,
// which stays as the page gave it).
enum class InAddress : std::uint8_t { Always, NotDefault, Never };

// The games a field applies to, a bit for each.
constexpr std::uint8_t gameBit(Variant v) {
  return static_cast<std::uint8_t>(1u << static_cast<unsigned>(v));
}
// The games of the table (games_table.h) that have a property, or all of them.
constexpr std::uint8_t gamesWith(bool GameInfo::*property = nullptr) {
  std::uint8_t bits = 0;
  for (const GameInfo& g : kGames)
    if (!property || g.*property) bits = static_cast<std::uint8_t>(bits | gameBit(g.id));
  return bits;
}
inline constexpr std::uint8_t kEveryGame = gamesWith();

struct SetupFieldInfo {
  std::string_view name;     // its one name everywhere
  std::string_view oldName;  // read too, where it was documented; else empty
  std::uint8_t games;        // the games it applies to
  InAddress address;
  bool saved;         // on the save's setup line (in the table's order)
  bool newGameKeeps;  // a page's new game without it keeps what there was, else takes its default
  std::string_view savedNo, savedYes;  // a yes-or-no field's words in the save
};

// One field a line:
// clang-format off
inline constexpr std::array<SetupFieldInfo, 12> kSetupFields{{
    {"game", "variant", kEveryGame, InAddress::Always, true, true, {}, {}},
    {"south", {}, kEveryGame, InAddress::Always, true, false, {}, {}},
    {"north", {}, kEveryGame, InAddress::Always, true, false, {}, {}},
    {"starter", {}, kEveryGame, InAddress::NotDefault, true, false, {}, {}},
    {"match", "play", kEveryGame, InAddress::NotDefault, true, false, "single", "match"},
    {"length", {}, kEveryGame, InAddress::NotDefault, true, true, {}, {}},
    {"games", {}, kEveryGame, InAddress::NotDefault, true, true, {}, {}},
    {"slam-captures-nothing", {}, gamesWith(&GameInfo::tournamentRule), InAddress::NotDefault, true, true, "classic-slam", "slam-captures-nothing"},
    {"level", {}, kEveryGame, InAddress::Always, false, true, {}, {}},
    {"south-level", {}, kEveryGame, InAddress::Always, true, true, {}, {}},
    {"north-level", {}, kEveryGame, InAddress::Always, true, true, {}, {}},
    {"friend", "players", kEveryGame, InAddress::Never, false, true, {}, {}},
}};
// clang-format on

inline const SetupFieldInfo& fieldInfo(SetupField field) {
  return kSetupFields[static_cast<std::size_t>(field)];
}
// The field of this name (its current one), if any.
inline std::optional<SetupField> setupFieldNamed(std::string_view name) {
  for (std::size_t i = 0; i < kSetupFields.size(); ++i)
    if (kSetupFields[i].name == name) return static_cast<SetupField>(i);
  return std::nullopt;
}
inline bool appliesTo(const SetupFieldInfo& field, Variant game) {
  return (field.games & gameBit(game)) != 0;
}

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

  // The members, in the table's order.
  template <class Self>
  static auto members(Self& s) {
    return std::tie(s.game, s.south, s.north, s.starter, s.match, s.length, s.games,
                    s.slamCapturesNothing, s.level, s.southLevel, s.northLevel, s.opponent);
  }
  // v(name, member, old name) for each field, in the table's order.
  template <class Self, class Visit>
  static void fields(Self& s, Visit&& v) {
    static_assert(std::tuple_size_v<decltype(members(s))> == kSetupFields.size());
    std::size_t i = 0;
    std::apply(
        [&](auto&... member) {
          ((v(kSetupFields[i].name, member, kSetupFields[i].oldName), ++i), ...);
        },
        members(s));
  }
  // f(member) for one field.
  template <class Self, class F>
  static void field(Self& s, SetupField which, F&& f) {
    std::size_t i = 0;
    std::apply(
        [&](auto&... member) {
          ((i++ == static_cast<std::size_t>(which) ? f(member) : void()), ...);
        },
        members(s));
  }
};
// Every field of `setup` (a level left to its default is left out).
SetupFields setupFields(const SessionSetup& setup);
// Every field as a first visit has it: its default.
SetupFields defaultSetupFields();
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
// A field's value in words, as it is read ("" when it is not given).
std::string setupFieldText(const SetupFields& fields, SetupField field);
// What a field's value may be, as a refusal says it ("person, computer").
std::string_view setupFieldValues(SetupField field);
// The type of a field's value in a page's script: "boolean" (a yes or no) or "string".
std::string_view setupFieldType(SetupField field);
// The table for the page's scripts: [{name, old, type, values, default, games, inAddress
// ("always", "not-default", "never"), newGameKeeps}].
std::string setupFieldsJson();

// The texts of values, as every reader and writer of them says them.
std::string_view kindName(PlayerKind kind);                // "person", "computer"
std::optional<PlayerKind> parseKind(std::string_view s);   // also "human", "ai"
std::string_view lengthName(MatchOptions::Length length);  // "full", "ten-holes", "games"
std::optional<MatchOptions::Length> parseLength(std::string_view s);

}  // namespace mancala::app
