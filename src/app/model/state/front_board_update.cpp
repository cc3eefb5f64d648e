#include "app/model/state/front_board_update.h"

namespace mancala::app {

std::optional<Refusal> update(ModesState& modes, const cmd::Select& c, Context& ctx) {
  const int hole = c.hole && *c.hole >= 0 && *c.hole < kHoles ? *c.hole : -1;
  if (modes.lessons.showingLesson())
    modes.lessons.select(hole);
  else if (modes.puzzles.showingPuzzle())
    modes.puzzles.select(hole);
  else if (ctx.board)
    ctx.board->setCursor(hole);
  return std::nullopt;
}

std::optional<Refusal> update(ModesState& modes, const cmd::Skip&, Context& ctx) {
  if (modes.lessons.showingLesson())
    modes.lessons.skip();
  else if (modes.puzzles.showingPuzzle())
    modes.puzzles.skip();
  else if (ctx.board)
    ctx.board->skip();
  return std::nullopt;
}

}  // namespace mancala::app
