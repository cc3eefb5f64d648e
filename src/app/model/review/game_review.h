// A game's review: the value of every position before a move, from the same search as the
// Master level (ai::analyse) to a fixed depth, so that a game gets the same review on every
// machine. From the values: the evaluation over the game (South's expected margin), each move's
// mark by the seeds it lost against the best move, and each player's accuracy. Pure: the
// values are worked out by GameReviewer (game_reviewer.h), in the background.
//
// Marks (the seeds a move lost: the best move's value less the value of the move played, both
// from the mover's side, at the review's depth):
//   best 0, good 1, inaccuracy 2 or 3, mistake 4 or 5, blunder 6 or more.
// A forced move (a pass, or the only legal move) gets no mark and does not count.
// Accuracy: the average, over a player's marked moves, of max(0, 100 - 10 x seeds lost), in
// percent (a best move 100, a move that lost 10 seeds or more 0).
//
// As text (the save's "review" line and a share link's "v=" part): "d10" (the depth), then for
// each position reviewed ".<best move><its seeds>[!|~]", followed by ",<seeds of the move
// played>[!|~]" when the move played was not the best; '!' a proved value, '~' a forced end the
// search saw. "d10.c4!.a-2,-5.B0" reviews the first three positions.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "ai/analysis.h"
#include "app/model/words/review/mark_text.h"
#include "core/game.h"

namespace mancala::app {

// The review's search depth: a whole Warri game reviews in a few seconds in a browser
// (docs/STRENGTH.md).
inline constexpr int kReviewDepth = 10;

MoveMark markFor(int seedsLost);
// 100 for a best move, 10 fewer for each seed lost, at least 0.
int moveAccuracy(int seedsLost);

// A value in seeds from the mover's side; `exact`: proved; `forced`: a sure end, the margin a
// bound.
struct SeedValue {
  int seeds = 0;
  bool exact = false;
  bool forced = false;
  bool decided() const { return exact || forced; }
  bool operator==(const SeedValue&) const = default;
};

// One position before a move: the best move and its value, and the value of the move played.
struct ReviewedMove {
  Move best = kNoMove;
  SeedValue bestValue;
  SeedValue played;  // == bestValue when the move played was the best
  int seedsLost() const {
    return bestValue.seeds > played.seeds ? bestValue.seeds - played.seeds : 0;
  }
  bool operator==(const ReviewedMove&) const = default;
};

// From the analysis of the position before `played`: nothing when it does not hold `played`.
std::optional<ReviewedMove> reviewedMove(const std::vector<ai::MoveValue>& values, Move played);

struct Summary {
  int moves = 0;                         // marked moves (not forced)
  int accuracy = 0;                      // percent (0 with no marked move)
  std::array<int, kMoveMarks> counts{};  // by MoveMark
  int count(MoveMark m) const { return counts[static_cast<std::size_t>(m)]; }
};

// A point of the evaluation graph: South's expected margin in seeds after `moves` moves.
struct EvalPoint {
  int southSeeds = 0;
  bool decided = false;  // proved or forced (or the game's end)
};

class GameReview {
 public:
  GameReview() = default;
  explicit GameReview(int depth) : depth_(depth) {}

  int depth() const { return depth_; }
  // Positions reviewed so far, from the start: moves()[i] is that before the game's move i.
  const std::vector<ReviewedMove>& moves() const { return moves_; }
  void add(const ReviewedMove& m) { moves_.push_back(m); }
  // Every move of `game` reviewed.
  bool complete(const Game& game) const { return moves_.size() >= game.moves().size(); }

  // The mark of move `i` of `game` (reviewed); nothing for a forced move or one not reviewed.
  std::optional<MoveMark> mark(const Game& game, std::size_t i) const;
  // The better move, for a move that was not the best (and not forced).
  std::optional<Move> betterMove(const Game& game, std::size_t i) const;
  Summary summary(const Game& game, Player p) const;
  // The graph's points, after 0, 1, ... moves, as far as the review goes: before each reviewed
  // move its best value; after the last reviewed move the value of the move played, or the
  // game's final margin when it ended there.
  std::vector<EvalPoint> curve(const Game& game) const;

  bool operator==(const GameReview&) const = default;

 private:
  int depth_ = kReviewDepth;
  std::vector<ReviewedMove> moves_;
};

// The text form (above).
std::string writeReview(const GameReview& review);
// The review of `game` in `text`, checked against the game: each best move legal in its
// position, no more positions than moves, the move played worth no more than the best. An error
// in words (the player's language) otherwise.
std::variant<GameReview, std::string> readReview(std::string_view text, const Game& game);

}  // namespace mancala::app
