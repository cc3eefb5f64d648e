// Basic vocabulary of the three games: variants, players, holes, moves, end reasons.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mancala {

enum class Variant : std::uint8_t { AdjiKui1, AdjiKui2, Warri };
inline constexpr std::array<Variant, 3> kAllVariants{Variant::AdjiKui1, Variant::AdjiKui2,
                                                     Variant::Warri};

enum class Player : std::uint8_t { South = 0, North = 1 };
constexpr Player opponent(Player p) { return p == Player::South ? Player::North : Player::South; }
constexpr int index(Player p) { return static_cast<int>(p); }

inline constexpr int kHoles = 12;
inline constexpr int kRowHoles = 6;
inline constexpr int kTotalSeeds = 48;
inline constexpr int kStartSeeds = 4;

// A move is the index (0..11) of the hole to sow, or kPass.
using Move = std::int8_t;
inline constexpr Move kPass = 12;
inline constexpr Move kNoMove = -1;

enum class EndReason : std::uint8_t {
  None,
  Repetition,
  NoMoves,
  EightLeft,
  Majority,
  Starved,
  CannotFeed,
};

enum class Outcome : std::uint8_t { None, SouthWins, NorthWins, Draw };

// Names as used by the protocol and the game record.
std::string_view variantName(Variant v);  // "adji-kui-1", ...
std::optional<Variant> parseVariant(std::string_view s);
std::string_view variantTitle(Variant v);  // "Adji Kui I", ...
std::string_view reasonName(EndReason r);  // "repetition", ... ("" for None)
std::optional<EndReason> parseReason(std::string_view s);
char playerLetter(Player p);  // 'S' / 'N'
std::optional<Player> parsePlayer(std::string_view s);
std::string_view outcomeName(Outcome o);  // "S", "N", "draw", "" for None

// Notation: a..f = holes 0..5, A..F = holes 6..11, '-' = pass.
char moveLetter(Move m);
std::optional<Move> parseMove(char c);
inline char holeLetter(int hole) { return moveLetter(static_cast<Move>(hole)); }

// A count written the plain way: decimal digits only, no sign, no leading zero ("0", "7", "48";
// not "-0", "+1", "007"), from lo to hi; nothing otherwise.
std::optional<long long> parseCount(std::string_view text, long long lo, long long hi);

// Comma-separated seed counts, each 0..48 written as parseCount takes them ("4,4,0"); nothing
// on any malformation. Shared by the protocol's setup, the record's Position header and the
// page's position= link.
std::optional<std::vector<int>> parseSeedCounts(std::string_view text);

// The row a hole lies in (not necessarily its owner, see Position::owner).
constexpr Player rowOf(int hole) { return hole < kRowHoles ? Player::South : Player::North; }

}  // namespace mancala
