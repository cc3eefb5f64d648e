// Judging a position: what puzzle it makes, or why it makes none (the goals: puzzle.h).
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "ai/analysis.h"
#include "ai/levels.h"
#include "puzzle.h"

namespace mancala::puzzles {

namespace {

constexpr int kDeepDepth = 10;
constexpr int kClearSeeds = 2;
constexpr std::array<ai::Level, 4> kGuessers{ai::Level::Beginner, ai::Level::Easy,
                                             ai::Level::Medium, ai::Level::Hard};

int capturedBy(const Rules& rules, const Position& pos, Move m) {
  Position after = pos;
  return applyMove(rules, after, m);
}

Verdict refuse(std::string why, std::uint64_t nodes = 0) {
  Verdict v;
  v.refusal = std::move(why);
  v.nodes = nodes;
  return v;
}

int difficultyOf(const Game& game, Move answer) {
  int d = 1;
  for (const ai::Level level : kGuessers)
    if (ai::chooseMove(game, level, 1) != answer) ++d;
  return d;
}

}  // namespace

Verdict judge(Variant variant, const Position& pos) {
  const Rules rules{variant, false};
  const Game game(rules, pos);
  if (game.over()) return refuse("the game is over");
  const MoveList moves = game.legalMoves();
  const ai::Analysis analysis =
      ai::analyse(game, ai::SearchLimits{kDeepDepth, 0, kMaxProofNodes, nullptr});
  const std::vector<ai::MoveValue>& values = analysis.moves;
  const bool proved =
      std::all_of(values.begin(), values.end(), [](const ai::MoveValue& v) { return v.exact; });
  if (!proved && analysis.depth < kDeepDepth) return refuse("proof too long", analysis.nodes);
  Puzzle p;
  p.pos = pos;
  p.proof = proved ? "exact" : "deep-" + std::to_string(kDeepDepth);
  p.answer = values.front().move;
  p.value = values.front().seeds;
  const Player them = opponent(pos.toMove);
  if (variant == Variant::Warri && pos.seedsOwnedBy(them) == 0 &&
      playableHoles(rules, pos).count >= 2 && moves.count == 1) {
    p.goal = Goal::Feed;
    p.proof = "rule";
  } else if (moves.count < 2) {
    return refuse("a single legal move", analysis.nodes);
  } else {
    auto count = [&](auto&& pred) { return std::count_if(values.begin(), values.end(), pred); };
    const int winning = static_cast<int>(count([](const ai::MoveValue& v) { return v.seeds > 0; }));
    const int saving = static_cast<int>(count([](const ai::MoveValue& v) { return v.seeds >= 0; }));
    // A loss is sure when proved, or when the search saw it forced (the margin only bounded).
    auto loses = [](const ai::MoveValue& v) { return v.seeds < 0 && (v.exact || v.forced); };
    const int losing = static_cast<int>(count(loses));
    int most = 0, mostCount = 0;
    Move greedy = kNoMove;
    for (const Move m : moves) {
      const int c = capturedBy(rules, pos, m);
      if (c > most) {
        most = c;
        mostCount = 1;
        greedy = m;
      } else if (c == most) {
        ++mostCount;
      }
    }
    if (proved && winning == 1) {
      p.goal = Goal::Win;
    } else if (proved && winning == 0 && saving == 1) {
      p.goal = Goal::AvoidLoss;
    } else if (most > 0 && mostCount == 1 && greedy == p.answer &&
               values[0].seeds >= values[1].seeds + kClearSeeds) {
      p.goal = Goal::Capture;
    } else if (!proved && losing == static_cast<int>(values.size()) - 1 &&
               values.front().seeds >= 0) {
      p.goal = Goal::AvoidLoss;
    } else if (proved && winning > 1) {
      return refuse("two or more moves win", analysis.nodes);
    } else if (proved && saving > 1 && winning == 0) {
      return refuse("two or more moves avoid the loss", analysis.nodes);
    } else if (most > 0 && mostCount > 1) {
      return refuse("two or more moves capture the most", analysis.nodes);
    } else {
      return refuse(
          proved ? "no single best move for a goal" : "not every move proved, and no clear capture",
          analysis.nodes);
    }
  }
  p.difficulty = difficultyOf(game, p.answer);
  Verdict v;
  v.puzzle = p;
  v.nodes = analysis.nodes;
  return v;
}

}  // namespace mancala::puzzles
