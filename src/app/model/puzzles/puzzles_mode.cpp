#include "app/model/puzzles/puzzles_mode.h"

#include <limits>

namespace mancala::app {

std::vector<const Puzzle*> PuzzlesMode::listed() const {
  std::vector<const Puzzle*> shown;
  for (const Puzzle& p : puzzlesOf(game_).puzzles)
    if (difficulty_ == 0 || p.difficulty == difficulty_) shown.push_back(&p);
  return shown;
}

void PuzzlesMode::open(Variant game) {
  open_ = true;
  game_ = game;
  board_.close();
  if (puzzlesOf(game).state == PuzzleList::State::Failed) retryPuzzles(game);
}

const Puzzle* PuzzlesMode::find(std::string_view id) const {
  for (const Puzzle& p : puzzlesOf(game_).puzzles)
    if (p.id == id) return &p;
  return nullptr;
}

const Puzzle* PuzzlesMode::next(const std::function<bool(std::string_view)>& solved) const {
  const std::vector<const Puzzle*> shown = listed();
  if (shown.empty()) return nullptr;
  std::size_t at = 0;
  for (std::size_t i = 0; i < shown.size(); ++i)
    if (shown[i]->id == board_.attempt().puzzle().id) at = i;
  for (std::size_t k = 1; k <= shown.size(); ++k) {
    const Puzzle* p = shown[(at + k) % shown.size()];
    if (!solved(p->id) || k == shown.size()) return p;
  }
  return nullptr;
}

bool PuzzlesMode::update(double now, Speed speed) {
  if (!showingPuzzle()) return false;
  const bool changed = board_.update(now, speed);
  board_.table().frame(now);
  return changed;
}

bool PuzzlesMode::busy(double now) const {
  if (!open_) return false;
  if (board_.busy(now)) return true;
  return listing() && puzzlesOf(game_).state == PuzzleList::State::Loading;
}

double PuzzlesMode::nextChange(double now) const {
  if (busy(now) || (showingPuzzle() && board_.table().settling(now))) return now;
  return std::numeric_limits<double>::infinity();
}

}  // namespace mancala::app
