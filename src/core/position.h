// The state of one game as a plain copyable value, and the rules as functions on it.
//
// Everything here is pure: no I/O, no allocation on the hot path (the optional trace aside).
// Repetition is not decided here (it needs the game's history): see Game in game.h.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "errors.h"
#include "types.h"

namespace mancala {

struct Rules {
  Variant variant = Variant::AdjiKui1;
  // Warri tournament option: a grand slam is allowed but captures nothing.
  bool grandSlamCapturesNothing = false;
};

// Bit i set = hole i is owned by North. Default: each player owns his own row.
inline constexpr std::uint16_t kDefaultNorthOwned = 0b111111000000;

struct Position {
  std::array<std::uint8_t, kHoles> seeds{4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4};
  std::uint16_t northOwned = kDefaultNorthOwned;
  std::array<std::uint8_t, 2> captured{0, 0};  // [South, North]
  Player toMove = Player::South;
  EndReason reason = EndReason::None;  // None while the game goes on

  Player owner(int hole) const { return (northOwned >> hole) & 1 ? Player::North : Player::South; }
  bool owns(Player p, int hole) const { return owner(hole) == p; }
  bool over() const { return reason != EndReason::None; }
  int seedsOnBoard() const;
  int seedsOwnedBy(Player p) const;  // seeds in the holes p owns
  Outcome outcome() const;           // None while playing; by final totals when over

  bool operator==(const Position&) const = default;
};

// What repetition compares: seeds, owners and the player to move.
struct PositionKey {
  std::array<std::uint8_t, kHoles> seeds;
  std::uint16_t northOwned;
  Player toMove;
  bool operator==(const PositionKey&) const = default;
};
PositionKey keyOf(const Position& p);
std::uint64_t hashOf(const PositionKey& k);

// One step of a move, in the order it happens, for faithful animation.
struct TraceEvent {
  enum class Kind : std::uint8_t {
    Pickup,      // all `count` seeds taken from `hole` (the start of the move or of a relay lap)
    Sow,         // one seed dropped in `hole` (count = seeds now in it)
    SkipOrigin,  // the origin `hole` is passed over (Warri, 12 or more seeds)
    Relay,       // the lap ended in `hole`; its `count` seeds start a new lap
    Capture,     // `count` seeds captured from `hole` by `player`
    ExtraTurn,   // grand slam: `player` moves again at once
    Pass,        // `player` has no playable hole and passes
    GameOver,    // the game ended (reason in the final position)
    EndShare,    // at the end, `count` seeds in `hole` go to `player`
  };
  Kind kind;
  std::int8_t hole = -1;
  std::uint8_t count = 0;
  Player player = Player::South;
};
using Trace = std::vector<TraceEvent>;

// Fixed-capacity list of legal moves, in index order. Holds kPass alone for a forced pass;
// empty when the game is over.
struct MoveList {
  std::array<Move, kRowHoles * 2> moves{};
  int count = 0;
  void push(Move m) { moves[count++] = m; }
  const Move* begin() const { return moves.data(); }
  const Move* end() const { return moves.data() + count; }
  bool contains(Move m) const;
  bool empty() const { return count == 0; }
};

Position startPosition(Player starter = Player::South,
                       std::uint16_t northOwned = kDefaultNorthOwned);

// Holes the player to move may sow (no pass). Pure; ignores whether the game is over.
MoveList playableHoles(const Rules& rules, const Position& pos);
// The legal moves: playable holes, or kPass alone, or nothing when the game is over.
MoveList legalMoves(const Rules& rules, const Position& pos);
// Why `move` is not legal in `pos`, checked in the order of MoveErrorCode; nothing exactly when
// legalMoves contains it.
std::optional<MoveError> checkMove(const Rules& rules, const Position& pos, Move move);

// Adji Kui II: would sowing `hole` relay forever? (RULES.md, Adji Kui II clause 3)
bool isEndlessRelay(const Position& pos, int hole);

// A legal move found at once, for an answer that cannot wait: in Adji Kui II the first sowable
// hole whose relay ends within a few hundred laps (deciding an endless relay can take a million),
// otherwise the first of legalMoves; kNoMove when there is none.
Move quickLegalMove(const Rules& rules, const Position& pos);

// Plays a legal move (precondition: legalMoves contains it) and settles the end rules that do
// not depend on history. Appends the move's events to `trace` when given.
// Returns the number of seeds captured by the move.
int applyMove(const Rules& rules, Position& pos, Move move, Trace* trace = nullptr);

// Applies the end rules that depend on the position alone (everything but repetition) to the
// player to move; call after setting up an arbitrary position. Ends the game if one applies.
void settle(const Rules& rules, Position& pos, Trace* trace = nullptr);

// Ends the game for `reason`, handing out seeds as RULES.md says for that reason.
void endGame(const Rules& rules, Position& pos, EndReason reason, Trace* trace = nullptr);

}  // namespace mancala
