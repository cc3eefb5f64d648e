#include "ai/board_rank.h"

namespace mancala::ai {
namespace {

constexpr int kRows = kMaxRankedSeeds + kHoles;

struct Binomials {
  std::array<std::array<std::uint64_t, kHoles>, kRows> c{};
  constexpr Binomials() {
    for (int n = 0; n < kRows; ++n) {
      c[static_cast<std::size_t>(n)][0] = 1;
      for (int k = 1; k < kHoles; ++k)
        c[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)] =
            n == 0 ? 0
                   : c[static_cast<std::size_t>(n - 1)][static_cast<std::size_t>(k - 1)] +
                         c[static_cast<std::size_t>(n - 1)][static_cast<std::size_t>(k)];
    }
  }
};

constexpr Binomials kBinomials;

}  // namespace

std::uint64_t binomial(int n, int k) {
  if (n < 0 || k < 0 || k >= kHoles || n >= kRows) return 0;
  return kBinomials.c[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
}

// The wall after hole j stands at place (seeds in holes 0..j) + j; the board's number is the
// sum of binomial(place_j, j + 1).
std::uint64_t boardRank(const std::array<std::uint8_t, kHoles>& seeds) {
  std::uint64_t rank = 0;
  int place = 0;
  for (int j = 0; j + 1 < kHoles; ++j) {
    place += seeds[static_cast<std::size_t>(j)];
    rank += binomial(place + j, j + 1);
  }
  return rank;
}

std::array<std::uint8_t, kHoles> boardOfRank(std::uint64_t rank, int seeds) {
  std::array<int, kHoles - 1> walls{};
  int place = seeds + kHoles - 2;
  for (int j = kHoles - 2; j >= 0; --j) {
    while (binomial(place, j + 1) > rank) --place;
    walls[static_cast<std::size_t>(j)] = place;
    rank -= binomial(place, j + 1);
    --place;
  }
  std::array<std::uint8_t, kHoles> board{};
  int previous = -1;
  int used = 0;
  for (int j = 0; j + 1 < kHoles; ++j) {
    const int here = walls[static_cast<std::size_t>(j)] - previous - 1;
    board[static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(here);
    used += here;
    previous = walls[static_cast<std::size_t>(j)];
  }
  board[kHoles - 1] = static_cast<std::uint8_t>(seeds - used);
  return board;
}

}  // namespace mancala::ai
