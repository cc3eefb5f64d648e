#include "app/model/words/play/move_summary.h"

namespace mancala::app {

MoveSummary summarizeMove(const Game& game, std::size_t i) {
  MoveSummary s;
  s.move = game.moves()[i];
  s.mover = game.mover(i);
  Position pos = game.history()[i];
  Trace trace;
  applyMove(game.rules(), pos, s.move, &trace);
  s.endsGame = game.history()[i + 1].over();
  if (s.move == kPass) return s;
  s.from = s.move;
  using K = TraceEvent::Kind;
  for (const TraceEvent& e : trace) {
    switch (e.kind) {
      case K::Sow: s.to = e.hole; break;
      case K::Relay: ++s.relays; break;
      case K::Capture: s.captured += e.count; break;
      case K::ExtraTurn: s.grandSlam = true; break;
      default: break;
    }
  }
  return s;
}

}  // namespace mancala::app
