// The transposition table: one entry per slot, indexed by the low bits of a 64-bit key.
#pragma once

#include <cstdint>
#include <vector>

#include "core/types.h"

namespace mancala::ai {

enum class Bound : std::uint8_t { None, Upper, Lower, Exact };

struct TTEntry {
  std::uint64_t key = 0;
  std::int32_t score = 0;
  std::int16_t depth = 0;
  Bound bound = Bound::None;
  Move move = kNoMove;
};

class TranspositionTable {
 public:
  // 2^bits entries of 16 bytes.
  explicit TranspositionTable(int bits)
      : entries_(std::size_t{1} << bits), mask_((1u << bits) - 1) {}

  const TTEntry* probe(std::uint64_t key) const {
    const TTEntry& e = entries_[static_cast<std::size_t>(key & mask_)];
    return e.bound != Bound::None && e.key == key ? &e : nullptr;
  }

  // Asks the memory system for a slot that is about to be probed (a hint only).
  void prefetch(std::uint64_t key) const {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(&entries_[static_cast<std::size_t>(key & mask_)]);
#else
    (void)key;
#endif
  }

  // Keeps the deeper of two results for the same position; a different position replaces the
  // old one unless that one was searched much deeper.
  void store(std::uint64_t key, int score, int depth, Bound bound, Move move) {
    TTEntry& e = entries_[static_cast<std::size_t>(key & mask_)];
    if (e.bound != Bound::None && e.key == key) {
      if (depth < e.depth && bound != Bound::Exact) return;
      if (move == kNoMove) move = e.move;
    } else if (e.bound != Bound::None && e.depth > depth + 4) {
      return;
    }
    e = TTEntry{key, score, static_cast<std::int16_t>(depth), bound, move};
  }

 private:
  std::vector<TTEntry> entries_;
  std::uint64_t mask_;
};

}  // namespace mancala::ai
