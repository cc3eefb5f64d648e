// The browser's background search: web/ai-worker.js runs mancala-ai.wasm (ai_worker.cpp) in a
// Web Worker. The game goes there as a game record, so that its history (repetition) goes too;
// the answer comes back as a move letter and wakes the frame loop.
#include <emscripten/emscripten.h>

#include "app/background_search.h"
#include "app/platform.h"
#include "core/record.h"

namespace mancala::app::background {
namespace {

// Returns 1 if the job was posted. The worker is created on first use; any failure to create or
// run it is remembered, and the app goes on without it.
// clang-format off
EM_JS(int, postSearch, (const char* record, int moveTimeMs), {
  var M = Module;
  if (M.aiWorkerFailed || typeof Worker !== "function") return 0;
  try {
    if (!M.aiWorker) {
      M.aiWorker = new Worker("ai-worker.js");
      M.aiWorker.onmessage = function (e) {
        if (e.data.job !== M.aiJob) return;
        M.aiAnswer = e.data.move || "";
        if (!e.data.move) M.aiWorkerFailed = true;
        M._mancala_request_frames();
      };
      M.aiWorker.onerror = function (e) {
        e.preventDefault();
        M.aiWorkerFailed = true;
        M._mancala_request_frames();
      };
    }
    M.aiJob = (M.aiJob || 0) + 1;
    M.aiAnswer = null;
    M.aiWorker.postMessage({ job: M.aiJob, record: UTF8ToString(record), moveTimeMs: moveTimeMs });
    return 1;
  } catch (err) {
    M.aiWorkerFailed = true;
    return 0;
  }
});

// -1 while searching, -2 on failure, else the move letter's character code.
EM_JS(int, pollSearch, (), {
  var M = Module;
  if (M.aiWorkerFailed) return -2;
  if (M.aiAnswer === null || M.aiAnswer === undefined) return -1;
  return M.aiAnswer.length === 1 ? M.aiAnswer.charCodeAt(0) : -2;
});

EM_JS(void, dropSearch, (), {
  Module.aiJob = (Module.aiJob || 0) + 1;
  Module.aiAnswer = null;
});
// clang-format on

}  // namespace

bool start(const Game& game, int moveTimeMs) {
  const std::string record = writeRecord(game);
  return postSearch(record.c_str(), moveTimeMs) != 0;
}

Poll poll() {
  const int answer = pollSearch();
  if (answer == -1) return {Status::Searching, kNoMove};
  if (answer < 0) return {Status::Failed, kNoMove};
  const auto move = parseMove(static_cast<char>(answer));
  if (!move) return {Status::Failed, kNoMove};
  return {Status::Done, *move};
}

void cancel() { dropSearch(); }

}  // namespace mancala::app::background
