#include "app/model/puzzles/puzzles_update.h"

#include <string>
#include <string_view>

namespace mancala::app {
namespace {

std::optional<Refusal> noPuzzle() { return Refusal{RefusalCode::NoPuzzle, {}}; }

bool solved(const Context& ctx, std::string_view id) {
  return puzzleSolved(ctx.state.settings, id);
}

}  // namespace

std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::Puzzles& c, Context& ctx) {
  if (ctx.state.device.kiosk.on)
    return Refusal{RefusalCode::Unavailable, {}};  // the kiosk's screens are its own
  if (c.difficulty && (*c.difficulty < 0 || *c.difficulty > 5))
    return Refusal{RefusalCode::BadValue, {"difficulty", std::to_string(*c.difficulty), "0-5"}};
  // Opened, or another game's list, or the same game's again (its file fetched again if it
  // could not be); a difficulty alone leaves the list shown as it is.
  // From a game, the start screen comes back under the puzzles, the game kept to go back to.
  if (!puzzles.isOpen() && ctx.state.screen == Screen::Play) ctx.goToStart();
  if (!puzzles.isOpen() || puzzles.showingPuzzle() || c.game)
    puzzles.open(
        c.game.value_or(puzzles.isOpen() ? puzzles.game() : ctx.state.game.startChoices.variant));
  if (c.difficulty) puzzles.setDifficulty(*c.difficulty);
  return std::nullopt;
}

std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::OpenPuzzle& c, Context& ctx) {
  if (!puzzles.isOpen()) return noPuzzle();
  const Puzzle* puzzle = puzzles.find(c.id);
  if (!puzzle) return Refusal{RefusalCode::BadValue, {"id", c.id, "a puzzle of the list"}};
  puzzles.openPuzzle(*puzzle, solved(ctx, puzzle->id));
  return std::nullopt;
}

std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::PuzzlePlay& c, Context& ctx) {
  if (!puzzles.showingPuzzle()) return noPuzzle();
  puzzles.play(c.move, ctx.now);
  return std::nullopt;
}

std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::PuzzleHint&, Context&) {
  if (!puzzles.showingPuzzle()) return noPuzzle();
  puzzles.hint();
  return std::nullopt;
}

std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::PuzzleAnswer&, Context&) {
  if (!puzzles.showingPuzzle()) return noPuzzle();
  puzzles.showAnswer();
  return std::nullopt;
}

std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::PuzzleRetry&, Context&) {
  if (!puzzles.showingPuzzle()) return noPuzzle();
  puzzles.retry();
  return std::nullopt;
}

std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::NextPuzzle&, Context& ctx) {
  if (!puzzles.showingPuzzle()) return noPuzzle();
  if (const Puzzle* next = puzzles.next([&](std::string_view id) { return solved(ctx, id); }))
    puzzles.openPuzzle(*next, solved(ctx, next->id));
  return std::nullopt;
}

std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::PuzzlesList&, Context&) {
  if (!puzzles.isOpen()) return noPuzzle();
  puzzles.showList();
  return std::nullopt;
}

std::optional<Refusal> update(PuzzlesMode& puzzles, const cmd::ClosePuzzles&, Context&) {
  puzzles.close();
  return std::nullopt;
}

}  // namespace mancala::app
