// The board as seen: lying flat or standing on its side, from South's side or turned to face
// North, each hole where the painter, the clicks and the page's holeCenter() find it, and the
// arrows going where they point; a board made to stand on its side (a phone's start screen).
#include <catch2/catch.hpp>
#include <cmath>

#include "app/ui/board/board_geometry.h"
#include "app/ui/board/board_seeds.h"
#include "app/ui/board/keyboard_cursor.h"

using namespace mancala;
using namespace mancala::app;

namespace {

constexpr std::uint16_t kAll = (1u << kHoles) - 1;

BoardLayout seen(bool upright, bool flipped) {
  // A wide rectangle lies flat; a tall one, allowed to, stands on its side.
  const ImVec2 size = upright ? ImVec2(390, 700) : ImVec2(1000, 400);
  BoardLayout l = layoutBoard(ImVec2(0, 0), size, upright, flipped);
  REQUIRE(l.upright == upright);
  return l;
}

}  // namespace

TEST_CASE("board geometry: turned to face North, North's row is the near one, A at the left",
          "[board]") {
  const BoardLayout south = seen(false, false), north = seen(false, true);
  // From South's side: South's row below North's, a at the left.
  CHECK(south.hole(0).y > south.hole(6).y);
  CHECK(south.hole(0).x < south.hole(5).x);
  // From North's side: North's row below, A (6) at the left, F at the right; the stores swap.
  CHECK(north.hole(6).y > north.hole(0).y);
  CHECK(north.hole(6).x < north.hole(11).x);
  CHECK(north.storeCenter(Player::North).x > north.storeCenter(Player::South).x);
  // The same wood, the same place: a hole's click finds it.
  for (int h = 0; h < kHoles; ++h) CHECK(north.holeAt(north.hole(h)) == h);
  CHECK(north.screenMin().x == Approx(south.screenMin().x));
  CHECK(north.screenMax().y == Approx(south.screenMax().y));
}

TEST_CASE("board geometry: the arrows go where they point, whichever way the board is turned",
          "[board][keyboard]") {
  for (bool upright : {false, true})
    for (bool flipped : {false, true}) {
      const BoardLayout l = seen(upright, flipped);
      INFO("upright " << upright << ", flipped " << flipped);
      const struct { int dx, dy; } arrows[] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
      for (int from = 0; from < kHoles; ++from)
        for (const auto& a : arrows) {
          const int to = moveCursor(l, kAll, from, true, a.dx, a.dy);
          REQUIRE(to >= 0);
          if (to == from) continue;
          const ImVec2 p = l.hole(from), q = l.hole(to);
          const float along =
              (q.x - p.x) * static_cast<float>(a.dx) + (q.y - p.y) * static_cast<float>(a.dy);
          const bool sameLine = a.dx != 0 ? std::fabs(q.y - p.y) < 1 : std::fabs(q.x - p.x) < 1;
          // Along a row the cursor wraps round at its end; across the rows it only goes forward.
          INFO("from " << from << " to " << to << " by (" << a.dx << ", " << a.dy << ")");
          if (!(sameLine && along < 0)) CHECK(along > 0);
        }
      // With no cursor yet, it starts on the chooser's row at its left end as seen (its top end
      // on a board standing on its side).
      const int start = moveCursor(l, kAll, -1, !flipped, 0, 0);
      const int near = flipped ? 6 : 0;
      CHECK(start == near);
    }
}

TEST_CASE("board geometry: a hole's seeds stay in the hole and clear of its count", "[board]") {
  // A desktop's board, a phone's standing on its side, a small frame's and a smaller one's.
  const struct {
    ImVec2 size;
    bool mayStand;
  } boards[] = {{{1000, 400}, false}, {{390, 700}, true}, {{360, 200}, false}, {{300, 160}, false}};
  for (const auto& b : boards) {
    const BoardLayout l = layoutBoard(ImVec2(0, 0), b.size, b.mayStand);
    INFO("board " << b.size.x << "x" << b.size.y << ", unit " << l.unit << ", narrow " << l.narrow);
    const float r = l.holeRadius(), seed = l.unit * 0.105f;
    for (int i = 0; i < kHoles; ++i) {
      const ImVec2 heap = l.flatHeap(i), hole = l.flatHole(i), count = l.flatCount(i);
      const float countEdge = std::fabs(count.y - hole.y) - l.countHeight() * 0.5f;
      for (int n = 2; n <= 24; ++n) {
        for (int k = 0; k < n; ++k) {
          const ImVec2 o =
              paint::seedOffset(k, n, r, static_cast<std::uint32_t>(i) + 1u, l.heapFlatten());
          const ImVec2 p(heap.x + o.x, heap.y + o.y);
          const float fromHole = std::hypot(p.x - hole.x, p.y - hole.y);
          INFO("hole " << i << ", seed " << k << " of " << n);
          CHECK(fromHole + seed <= r + 0.01f);  // in the hole
          // Toward the count: the seed's edge before the badge's.
          const float towardCount = i < kRowHoles ? p.y - hole.y : hole.y - p.y;
          CHECK(towardCount + seed <= countEdge);
        }
      }
    }
  }
}

TEST_CASE("board geometry: a board made to stand fills the height as the game's on the same phone",
          "[board]") {
  // A phone's start screen: the rectangle too short for layoutBoard to stand the board in it.
  const ImVec2 size(378, 432);
  REQUIRE_FALSE(layoutBoard(ImVec2(0, 0), size, true).upright);
  const BoardLayout l = layoutStandingBoard(ImVec2(0, 0), size);
  CHECK(l.upright);
  // South's row a column, a at the top, inside the rectangle; its height the one asked for.
  CHECK(l.hole(0).x == Approx(l.hole(5).x));
  CHECK(l.hole(0).y < l.hole(5).y);
  CHECK(l.screenMin().y >= 0);
  CHECK(l.screenMax().y <= size.y);
  CHECK(l.holeRadius() * 2 >= 55);
  CHECK(standingBoardHeight(l.unit) <= size.y + 1);
  // Where the width is what limits it, it stands in the middle of a tall rectangle.
  const BoardLayout tall = layoutStandingBoard(ImVec2(0, 0), ImVec2(200, 2000));
  CHECK(tall.screenMax().x - tall.screenMin().x <= 200);
  CHECK(tall.upright);
}
