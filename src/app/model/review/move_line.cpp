#include "app/model/review/move_line.h"

#include "ai/search.h"
#include "app/model/review/game_reviewer.h"

namespace mancala::app {

std::vector<Move> principalLine(const Game& game, std::size_t i, Move move) {
  Game g = gameBefore(game, i);
  std::vector<Move> line;
  if (!g.play(move)) return line;
  line.push_back(move);
  if (g.over()) return line;
  ai::SearchLimits limits;
  limits.depth = kLineDepth;
  const ai::SearchResult found = ai::search(g, limits);
  // The first move is the search's best even where its line was cut short.
  std::vector<Move> pv = found.info.pv;
  if (pv.empty() || pv.front() != found.best) pv.assign(1, found.best);
  for (Move m : pv) {
    if (line.size() >= kLinePlies || g.over() || !g.play(m)) break;
    line.push_back(m);
  }
  return line;
}

std::vector<Position> linePositions(const Game& game, std::size_t i,
                                    const std::vector<Move>& line) {
  Game g = gameBefore(game, i);
  std::vector<Position> out{g.position()};
  for (Move m : line) {
    if (!g.play(m)) break;
    out.push_back(g.position());
  }
  return out;
}

}  // namespace mancala::app
