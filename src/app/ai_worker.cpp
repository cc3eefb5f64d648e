// The WebAssembly module behind web/ai-worker.js: the rules and the AI, without graphics, for a
// Web Worker. One call: the best move for the game in a record.
#include <emscripten/emscripten.h>

#include <string>
#include <variant>

#include "ai/search.h"
#include "core/record.h"

using namespace mancala;

extern "C" {

// `record` as written by writeRecord (the whole game, for its history). Returns the move's
// letter, or "error: ..." when the record cannot be read or the game is over.
EMSCRIPTEN_KEEPALIVE const char* mancala_ai_best_move(const char* record, int moveTimeMs) {
  static std::string out;
  auto parsed = readRecord(record);
  if (const auto* error = std::get_if<RecordError>(&parsed)) {
    out = "error: " + error->describe();
    return out.c_str();
  }
  const Game& game = std::get<GameRecord>(parsed).game;
  if (game.over()) {
    out = "error: the game is over";
    return out.c_str();
  }
  ai::SearchLimits limits;
  limits.moveTimeMs = moveTimeMs > 0 ? moveTimeMs : 500;
  Move move = ai::search(game, limits).best;
  if (move == kNoMove) move = game.legalMoves().moves[0];
  out = std::string(1, moveLetter(move));
  return out.c_str();
}

}  // extern "C"
