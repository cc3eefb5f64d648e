// The browser's background search: web/ai-worker.js runs mancala-ai.wasm (ai_worker_main.cpp) in
// one Web Worker, made at the first request and kept. The rules are background.h's, kept by the
// same Queue as the desktop's thread; the page has at most one job at the Web Worker at a time
// and posts the next one when its answer comes. The game goes there as a game record, so that
// its history (repetition) goes too; the answer comes back with the request's id, a move letter
// and a verdict when asked for (or, for an analyse job, every move's value as text), and wakes
// the frame loop.
//
// A Web Worker cannot be interrupted in the middle of a call without shared memory (which the
// page does without: no cross-origin isolation). So a superseded or cancelled job runs to its
// end there and its answer is ignored by id; that costs at most its search's own budget (the
// level's node budgets, or Job::moveTimeMs without a level) before the next request starts.
#include <emscripten/emscripten.h>

#include "app/model/worker/background.h"
#include "app/model/worker/background_queue.h"
#include "app/platform/services.h"
#include "core/record.h"

namespace mancala::app::background {
namespace {

// Posts a job to the Web Worker, making it on first use. Returns 0 when there is no Web Worker
// to be had, 1 when posted, 2 when posted to a Web Worker just made.
// clang-format off
EM_JS(int, postJob, (double id, const char* record, int moveTimeMs, int level, double seed,
                     int verdict, int analyse), {
  var M = Module;
  if (typeof Worker !== "function") return 0;
  var made = 1;
  try {
    if (!M.aiWorker) {
      M.aiWorker = new Worker("ai-worker.js" + (M.buildQuery || ""));
      M.aiWorker.onmessage = function (e) {
        var d = e.data || {};
        if (typeof d.analysis === "string") {
          var size = lengthBytesUTF8(d.analysis) + 1;
          var p = _malloc(size);
          if (p) {
            stringToUTF8(d.analysis, p, size);
            M._mancala_ai_values(typeof d.id === "number" ? d.id : 0, p);
            _free(p);
          } else {
            M._mancala_ai_values(typeof d.id === "number" ? d.id : 0, 0);
          }
          M._mancala_request_frames();
          return;
        }
        var move = typeof d.move === "string" && d.move.length === 1 ? d.move.charCodeAt(0) : -1;
        var v = typeof d.verdict === "number" ? d.verdict : 2;
        var margin = typeof d.margin === "number" ? d.margin : 99;
        M._mancala_ai_answer(typeof d.id === "number" ? d.id : 0, move, v, margin);
        M._mancala_request_frames();
      };
      M.aiWorker.onerror = function (e) {
        e.preventDefault();
        M._mancala_ai_failed();
        M._mancala_request_frames();
      };
      made = 2;
    }
    M.aiWorker.postMessage({ id: id, record: UTF8ToString(record), moveTimeMs: moveTimeMs,
                             level: level, seed: seed, verdict: verdict, analyse: analyse });
    return made;
  } catch (err) {
    return 0;
  }
});
// clang-format on

}  // namespace

class WebWorker final : public Worker {
 public:
  RequestId submit(const Game& game, const Job& job) override {
    if (game.over()) return kNoRequest;
    const RequestId id = queue_.submit(game, job);
    pump();
    return queue_.broken() ? kNoRequest : id;
  }
  Poll poll(RequestId id) override { return queue_.poll(id); }
  // A job at the Web Worker goes on there; its answer will be ignored.
  void cancel(RequestId id) override { queue_.cancel(id); }
  Progress progress() const override {
    Progress p = queue_.progress();
    p.threads = made_;
    return p;
  }

  // The Web Worker's answer to job `id`: the move letter's code (-1: an error), the verdict
  // (2: none) and the margin (99: none).
  void answered(RequestId id, int letter, int verdict, int margin) {
    Poll answer{Status::Failed, kNoMove, std::nullopt, {}, std::nullopt};
    if (letter > 0) {
      if (const auto move = parseMove(static_cast<char>(letter))) {
        answer.status = Status::Done;
        answer.move = *move;
        if (verdict >= -1 && verdict <= 1) answer.verdict = verdict;
        if (answer.verdict && margin >= -kTotalSeeds && margin <= kTotalSeeds)
          answer.margin = margin;
      }
    }
    queue_.finish(id, answer);
    pump();
  }
  // The Web Worker's answer to an analyse job `id` (null: none could be read).
  void valued(RequestId id, const char* text) {
    Poll answer{Status::Failed, kNoMove, std::nullopt, {}, std::nullopt};
    if (text) {
      if (auto values = parseValuesText(text)) {
        answer.status = Status::Done;
        answer.move = values->front().move;
        answer.values = std::move(*values);
      }
    }
    queue_.finish(id, answer);
    pump();
  }
  void failed() { queue_.breakDown(); }

 private:
  // Posts the next job when none is at the Web Worker.
  void pump() {
    const std::optional<Queue::Started> job = queue_.start();
    if (!job) return;
    const std::string record = writeRecord(job->game);
    const int level = job->job.level ? static_cast<int>(*job->job.level) : -1;
    // Numbers in JavaScript: exact up to 2^53, plenty for ids and for varying the levels' play.
    constexpr std::uint64_t kExact = (std::uint64_t{1} << 53) - 1;
    const double seed = static_cast<double>(job->job.seed & kExact);
    const int posted =
        postJob(static_cast<double>(job->id & kExact), record.c_str(), job->job.moveTimeMs, level,
                seed, job->job.verdict ? 1 : 0, job->job.analyseDepth);
    if (posted == 2) ++made_;
    if (posted == 0) queue_.breakDown();  // no Web Worker: the owners work on the page's thread
  }

  Queue queue_{false};
  int made_ = 0;
};

namespace {

WebWorker& theWorker() {
  static WebWorker worker;
  return worker;
}

}  // namespace
}  // namespace mancala::app::background

extern "C" {

EMSCRIPTEN_KEEPALIVE void mancala_ai_answer(double id, int letter, int verdict, int margin) {
  mancala::app::background::theWorker().answered(static_cast<std::uint64_t>(id), letter, verdict,
                                                 margin);
}

EMSCRIPTEN_KEEPALIVE void mancala_ai_values(double id, const char* text) {
  mancala::app::background::theWorker().valued(static_cast<std::uint64_t>(id), text);
}

EMSCRIPTEN_KEEPALIVE void mancala_ai_failed() { mancala::app::background::theWorker().failed(); }

}  // extern "C"

namespace mancala::app {

background::Worker& platformWorker() { return background::theWorker(); }

}  // namespace mancala::app
