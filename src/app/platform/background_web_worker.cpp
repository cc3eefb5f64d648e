// The browser's background search: web/ai-worker.js runs mancala-ai.wasm (ai_worker.cpp) in a
// Web Worker. The game goes there as a game record, so that its history (repetition) goes too;
// the answer comes back as a move letter (and a verdict when asked) and wakes the frame loop.
#include <emscripten/emscripten.h>

#include "app/model/background.h"
#include "app/platform/services.h"
#include "app/platform/platform.h"
#include "core/record.h"

namespace mancala::app::background {

class WebWorker final : public Worker {
 public:
  bool start(const Game& game, const Job& job) override;
  Poll poll() override;
  void cancel() override;
};

namespace {

// Returns 1 if the job was posted. The worker is created on first use; any failure to create or
// run it is remembered, and the app goes on without it.
// clang-format off
EM_JS(int, postSearch, (const char* record, int moveTimeMs, int level, double seed, int verdict), {
  var M = Module;
  if (M.aiWorkerFailed || typeof Worker !== "function") return 0;
  try {
    if (!M.aiWorker) {
      M.aiWorker = new Worker("ai-worker.js");
      M.aiWorker.onmessage = function (e) {
        if (e.data.job !== M.aiJob) return;
        M.aiAnswer = e.data.move || "";
        M.aiVerdict = typeof e.data.verdict === "number" ? e.data.verdict : null;
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
    M.aiVerdict = null;
    M.aiWorker.postMessage({ job: M.aiJob, record: UTF8ToString(record), moveTimeMs: moveTimeMs,
                             level: level, seed: seed, verdict: verdict });
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

// 2 when no verdict came, else +1, 0 or -1.
EM_JS(int, pollVerdict, (), {
  var v = Module.aiVerdict;
  return typeof v === "number" ? v : 2;
});

EM_JS(void, dropSearch, (), {
  Module.aiJob = (Module.aiJob || 0) + 1;
  Module.aiAnswer = null;
});
// clang-format on

}  // namespace

bool WebWorker::start(const Game& game, const Job& job) {
  const std::string record = writeRecord(game);
  const int level = job.level ? static_cast<int>(*job.level) : -1;
  // The seed goes as a number: exact up to 2^53, plenty for varying the levels' play.
  const double seed = static_cast<double>(job.seed & ((std::uint64_t{1} << 53) - 1));
  return postSearch(record.c_str(), job.moveTimeMs, level, seed, job.verdict ? 1 : 0) != 0;
}

Poll WebWorker::poll() {
  const int answer = pollSearch();
  if (answer == -1) return {Status::Searching, kNoMove, std::nullopt};
  if (answer < 0) return {Status::Failed, kNoMove, std::nullopt};
  const auto move = parseMove(static_cast<char>(answer));
  if (!move) return {Status::Failed, kNoMove, std::nullopt};
  const int verdict = pollVerdict();
  return {Status::Done, *move, verdict == 2 ? std::nullopt : std::optional<int>(verdict)};
}

void WebWorker::cancel() { dropSearch(); }

}  // namespace mancala::app::background

namespace mancala::app {

background::Worker& platformWorker() {
  static background::WebWorker worker;
  return worker;
}

}  // namespace mancala::app
