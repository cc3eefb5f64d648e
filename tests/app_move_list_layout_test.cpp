// The move list's numbers ("1." to "200." and on) each keep the gap before their move that the
// two-digit numbers have: a long game's numbers never run into its moves.
#include <catch2/catch.hpp>
#include <string>
#include <string_view>

#include "app/ui/play/side_panel.h"

using namespace mancala::app;

TEST_CASE("move list: three- and four-digit move numbers keep their gap before the move",
          "[move-list]") {
  constexpr float kFont = 16.0f;
  // Digits and the full stop as a proportional font draws them: a digit 0.55 em, "." 0.28 em.
  const auto width = [](std::string_view text) {
    float w = 0;
    for (char c : text) w += (c == '.' ? 0.28f : 0.55f) * kFont;
    return w;
  };
  const float least = kFont * 2.6f;
  const float twoDigitGap = moveNumberColumn(99, least, width) - width("99.");
  REQUIRE(twoDigitGap > 0);
  for (std::size_t rows : {1u, 9u, 10u, 99u, 100u, 200u, 999u, 1000u, 12345u}) {
    const std::string number = std::to_string(rows) + ".";
    const float column = moveNumberColumn(rows, least, width);
    INFO(rows << " rows: the moves start at " << column << ", the number ends at "
              << width(number));
    CHECK(column - width(number) >= twoDigitGap - 0.001f);
    // The short numbers' lists are as they were: the column moves only for wider numbers.
    if (rows < 100) CHECK(column == Approx(least));
  }
}
