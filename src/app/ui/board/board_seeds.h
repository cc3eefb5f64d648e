// The seeds: each a shaded bean, drawn from a baked sheet of pictures (one per colour and turn,
// four vertices a seed) when the platform bakes textures, else painted; a bowl's heap of them.
#pragma once

#include <cstdint>

#include "app/ui/board/board_paint_kit.h"
#include "imgui.h"

namespace mancala::app::paint {

class Seeds {
 public:
  // For a board whose largest seed is `largest` pixels; `halfTurned`: the board is turned half a
  // turn once painted, and the seeds are painted turned back, so that their light stays above.
  Seeds(ImDrawList* dl, float largest, bool halfTurned = false);
  Seeds(const Seeds&) = delete;
  Seeds& operator=(const Seeds&) = delete;
  ~Seeds() { flush(); }

  // Seed `id` (its colour) at `c`, turned by `angle`.
  void draw(ImVec2 c, float size, float angle, std::uint32_t id);
  // Ends a run of seeds (other drawing follows).
  void flush();

 private:
  ImVec2 cell(int colour, int step) const;
  ImDrawList* dl_;
  bool halfTurned_ = false;
  const Baked* sheet_ = nullptr;
  float size_ = 0, half_ = 0, pitch_ = 0;
  bool block_ = false;
};

// Where seed k of n lies in a bowl of radius r (a sunflower spiral, jittered per hole).
ImVec2 seedOffset(int k, int n, float r, std::uint32_t salt, float stretchY = 1.0f);

// The seeds of one bowl, drawn bottom last so that they overlap like a heap.
// A hole shows at most 24 seeds (its count says the rest); a store shows all it holds.
void seedHeap(Seeds& seeds, ImVec2 c, int count, float bowl, float seedSize, std::uint32_t salt,
              float stretchY = 1.0f, int maxShown = 24);

}  // namespace mancala::app::paint
