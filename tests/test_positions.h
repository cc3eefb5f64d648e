// Building concrete positions for the rule tests.
#pragma once

#include <array>
#include <string>

#include "core/game.h"

namespace mancala::test {

// A position with these counts; the seeds not on the board are split between the captures
// (South gets `southCaptured`, or half when it is negative), so the total is always 48.
inline Position position(std::array<int, kHoles> counts, Player toMove, int southCaptured = -1,
                         std::string owners = "SSSSSSNNNNNN") {
  Position p;
  int onBoard = 0;
  for (int h = 0; h < kHoles; ++h) {
    p.seeds[h] = static_cast<std::uint8_t>(counts[h]);
    onBoard += counts[h];
  }
  const int rest = kTotalSeeds - onBoard;
  const int south = southCaptured >= 0 ? southCaptured : rest / 2;
  p.captured = {static_cast<std::uint8_t>(south), static_cast<std::uint8_t>(rest - south)};
  p.toMove = toMove;
  p.northOwned = 0;
  for (int h = 0; h < kHoles; ++h)
    if (owners[h] == 'N') p.northOwned = static_cast<std::uint16_t>(p.northOwned | 1u << h);
  return p;
}

inline std::array<int, kHoles> counts(const Position& p) {
  std::array<int, kHoles> c{};
  for (int h = 0; h < kHoles; ++h) c[h] = p.seeds[h];
  return c;
}

inline std::string movesText(const MoveList& moves) {
  std::string s;
  for (Move m : moves) s += moveLetter(m);
  return s;
}

inline Move hole(char letter) { return *parseMove(letter); }

constexpr Player S = Player::South;
constexpr Player N = Player::North;

}  // namespace mancala::test
