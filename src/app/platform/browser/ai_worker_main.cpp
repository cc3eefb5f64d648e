// The WebAssembly module behind web/ai-worker.js: the rules and the AI, without graphics, for a
// Web Worker. Two calls: a background job (app/model/worker/background.h) on the game in a record,
// and every move's value for a review. The page sends one job at a time with its id
// (web/ai-worker.js); a call cannot be stopped once started, so a job the page no longer wants runs
// to the end of its search's own budget.
#include <emscripten/emscripten.h>

#include <string>
#include <variant>

#include "app/model/worker/background.h"
#include "core/record.h"

using namespace mancala;

extern "C" {

// `record` as written by writeRecord (the whole game, for its history); `level` -1 for the
// strongest search in `moveTimeMs`, else 0 (Beginner) to 4 (Master) with `seed`; `verdict` 1 to
// ask whether the position is won, drawn or lost. Returns the move's letter, followed by
// " +1", " 0" or " -1" when a verdict was asked for and decided, then the final margin with
// perfect play when it was found (" +1 3"); or "error: ..." when the record cannot be read or the
// game is over.
EMSCRIPTEN_KEEPALIVE const char* mancala_ai_job(const char* record, int moveTimeMs, int level,
                                                double seed, int verdict) {
  static std::string out;
  auto parsed = readRecord(record);
  if (const auto* error = std::get_if<RecordError>(&parsed)) {
    out = "error: " + describe(*error);
    return out.c_str();
  }
  const Game& game = std::get<GameRecord>(parsed).game;
  if (game.over()) {
    out = "error: the game is over";
    return out.c_str();
  }
  app::background::Job job;
  job.moveTimeMs = moveTimeMs;
  if (level >= 0 && level < static_cast<int>(ai::kAllLevels.size()))
    job.level = ai::kAllLevels[static_cast<std::size_t>(level)];
  job.seed = static_cast<std::uint64_t>(seed);
  job.verdict = verdict != 0;
  const app::background::Poll answer = app::background::work(game, job);
  if (answer.status != app::background::Status::Done) {
    out = "error: no move";
    return out.c_str();
  }
  out = std::string(1, moveLetter(answer.move));
  if (answer.verdict) out += *answer.verdict > 0 ? " +1" : *answer.verdict < 0 ? " -1" : " 0";
  if (answer.verdict && answer.margin) out += ' ' + std::to_string(*answer.margin);
  return out.c_str();
}

// Every legal move's value (ai::analyse to `depth`, no time limit) on the game in `record`, as
// background::valuesText writes it ("c=4! a=0 b=-3"); or "error: ..." as above.
EMSCRIPTEN_KEEPALIVE const char* mancala_ai_analyse(const char* record, int depth) {
  static std::string out;
  auto parsed = readRecord(record);
  if (const auto* error = std::get_if<RecordError>(&parsed)) {
    out = "error: " + describe(*error);
    return out.c_str();
  }
  const Game& game = std::get<GameRecord>(parsed).game;
  app::background::Job job;
  job.analyseDepth = depth > 0 ? depth : 1;
  const app::background::Poll answer = app::background::work(game, job);
  if (answer.status != app::background::Status::Done) {
    out = "error: the game is over";
    return out.c_str();
  }
  out = app::background::valuesText(answer.values);
  return out.c_str();
}

}  // extern "C"
