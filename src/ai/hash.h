// Exact board keys for repetition and 64-bit hashes for the transposition table.
//
// The packing copies bytes in a fixed order and mixes them with integer arithmetic only, so
// a hash is the same on every little-endian target (native and wasm): no pointers, no
// std::hash, nothing that could make the search's node count differ between builds.
#pragma once

#include <cstdint>
#include <cstring>

#include "core/position.h"

namespace mancala::ai {

// What the repetition rule compares (seeds, owners, player to move), packed into 15 bytes.
struct BoardKey {
  std::uint64_t lo = 0;
  std::uint64_t hi = 0;
  bool operator==(const BoardKey&) const = default;
};

inline BoardKey boardKey(const Position& p) {
  BoardKey k;
  std::uint32_t tail = 0;
  std::memcpy(&k.lo, p.seeds.data(), 8);
  std::memcpy(&tail, p.seeds.data() + 8, 4);
  k.hi = tail | (std::uint64_t{p.northOwned} << 32) |
         (std::uint64_t(static_cast<unsigned>(index(p.toMove))) << 48);
  return k;
}

// splitmix64's finaliser: a bijection on 64 bits with good avalanche.
constexpr std::uint64_t mix64(std::uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

inline std::uint64_t hashBoard(const BoardKey& k) { return mix64(k.lo ^ mix64(k.hi)); }

// The board plus the captures (Warri's majority rule makes the future depend on them).
inline std::uint64_t hashPosition(const Position& p, const BoardKey& k) {
  const std::uint64_t captured = p.captured[0] | (std::uint64_t{p.captured[1]} << 8);
  return mix64(hashBoard(k) ^ (captured * 0x9e3779b97f4a7c15ULL));
}

}  // namespace mancala::ai
