// Score units shared by the evaluation and the search.
//
// Scores are from the point of view of the player to move, in hundredths of a seed. A finished
// game scores its final margin plus a large bonus for the winner, so that any sure win ranks
// above any unfinished position, and among wins the larger margin is preferred.
#pragma once

namespace mancala::ai {

inline constexpr int kSeed = 100;
inline constexpr int kWin = 100'000;
inline constexpr int kInfinity = 1'000'000;

// The score of a finished game whose margin (own total minus the opponent's) is `margin`.
constexpr int finalScore(int margin) {
  return margin * kSeed + (margin > 0 ? kWin : margin < 0 ? -kWin : 0);
}
constexpr bool isFinalScore(int score) { return score >= kWin / 2 || score <= -kWin / 2; }

// A score in whole seeds, as the engine protocol reports it.
constexpr int scoreInSeeds(int score) {
  if (score >= kWin / 2) score -= kWin;
  if (score <= -kWin / 2) score += kWin;
  return score >= 0 ? (score + kSeed / 2) / kSeed : -((-score + kSeed / 2) / kSeed);
}

}  // namespace mancala::ai
