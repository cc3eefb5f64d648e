// perft from the start position (repetition ignored): the move generator's signature.
#include <catch2/catch.hpp>

#include "core/game.h"

using namespace mancala;

namespace {
void checkPerft(Variant v, const std::vector<std::uint64_t>& expected) {
  const Rules rules{v, false};
  for (std::size_t d = 0; d < expected.size(); ++d) {
    INFO(variantName(v) << " depth " << d + 1);
    CHECK(perft(rules, startPosition(), static_cast<int>(d + 1)) == expected[d]);
  }
}
}  // namespace

TEST_CASE("perft Adji Kui I from the start", "[perft]") {
  checkPerft(Variant::AdjiKui1, {6, 36, 180, 900, 3767});
}

TEST_CASE("perft Adji Kui II from the start", "[perft]") {
  checkPerft(Variant::AdjiKui2, {6, 23, 102, 407, 1656});
}

TEST_CASE("perft Warri from the start", "[perft]") {
  checkPerft(Variant::Warri, {6, 36, 190, 1014, 5219});
}

TEST_CASE("perft depth 0 is one sequence, the empty one", "[perft]") {
  CHECK(perft(Rules{Variant::Warri, false}, startPosition(), 0) == 1);
}
