#include "app/model/worker/background_queue.h"

#include <cstdio>

namespace mancala::app::background {

Queue::Request* Queue::find(RequestId id) {
  for (auto& request : slots_)
    if (request && request->id == id) return &*request;
  return nullptr;
}

const Queue::Request* Queue::find(RequestId id) const {
  for (const auto& request : slots_)
    if (request && request->id == id) return &*request;
  return nullptr;
}

RequestId Queue::submit(const Game& game, const Job& job) {
  if (broken_) return kNoRequest;
  std::optional<Request>& slot = slots_[index(job.slot)];
  if (slot) {
    if (slot->state != State::Done) ++dropped_;
    if (running_ && running_->id == slot->id) running_->stop = true;
  }
  slot = Request{nextId_++, game, job, State::Waiting, {}};
  ++submitted_;
  // The computer's move goes first, then the hint: a running job of a later slot, if it can be
  // stopped, waits again.
  if (canStop_ && running_ && index(job.slot) < index(running_->slot) && !running_->stop) {
    if (Request* later = find(running_->id)) {
      later->state = State::Waiting;
      running_->stop = true;
      ++restarted_;
    }
  }
  return slot->id;
}

bool Queue::cancel(RequestId id) {
  for (auto& request : slots_) {
    if (!request || request->id != id) continue;
    if (request->state != State::Done) ++dropped_;
    if (running_ && running_->id == id) running_->stop = true;
    request.reset();
    return true;
  }
  return false;
}

Poll Queue::poll(RequestId id) const {
  if (const Request* request = find(id)) {
    if (request->state == State::Done) return request->answer;
    return {Status::Searching, kNoMove, std::nullopt, {}, std::nullopt};
  }
  // Every id below nextId_ was taken once: no longer live, it was superseded or cancelled.
  if (id != kNoRequest && id < nextId_ && !broken_)
    return {Status::Dropped, kNoMove, std::nullopt, {}, std::nullopt};
  return {Status::Failed, kNoMove, std::nullopt, {}, std::nullopt};
}

bool Queue::ready() const {
  if (running_ || broken_) return false;
  for (const auto& request : slots_)
    if (request && request->state == State::Waiting) return true;
  return false;
}

std::optional<Queue::Started> Queue::start() {
  if (!ready()) return std::nullopt;
  for (auto& request : slots_) {  // in slot order: the computer's first
    if (!request || request->state != State::Waiting) continue;
    request->state = State::Running;
    running_ = Running{request->id, request->job.slot, Clock::now(), false};
    return Started{request->id, request->game, request->job};
  }
  return std::nullopt;
}

void Queue::finish(RequestId id, const Poll& answer) {
  if (!running_ || running_->id != id) return;
  running_.reset();
  Request* request = find(id);
  // Superseded or cancelled (gone), or stopped for the computer's move (waiting again).
  if (!request || request->state != State::Running) return;
  request->state = State::Done;
  request->answer = answer;
  ++answered_;
}

void Queue::breakDown() {
  broken_ = true;
  for (auto& request : slots_) {
    if (!request || request->state == State::Done) continue;
    request->state = State::Done;
    request->answer = Poll{Status::Failed, kNoMove, std::nullopt, {}, std::nullopt};
  }
  if (running_) running_->stop = true;
}

Progress Queue::progress() const {
  Progress p;
  if (running_) {
    p.running = running_->id;
    p.slot = running_->slot;
    p.seconds = std::chrono::duration<double>(Clock::now() - running_->since).count();
    p.stopping = running_->stop;
  }
  for (const auto& request : slots_)
    if (request && request->state == State::Waiting) ++p.waiting;
  p.broken = broken_;
  p.submitted = submitted_;
  p.answered = answered_;
  p.dropped = dropped_;
  p.restarted = restarted_;
  return p;
}

std::string describe(const Progress& p) {
  char line[200];
  std::string text;
  if (p.broken) text = "no background (it failed); ";
  if (p.running != kNoRequest) {
    std::snprintf(line, sizeof line, "running #%llu (%s) for %.1f s%s",
                  static_cast<unsigned long long>(p.running),
                  p.slot == Slot::Computer ? "computer"
                  : p.slot == Slot::Hint   ? "hint"
                                           : "review",
                  p.seconds, p.stopping ? ", stopping" : "");
    text += line;
  } else {
    text += "idle";
  }
  std::snprintf(line, sizeof line,
                "; %d waiting; %llu asked, %llu answered, %llu dropped, %llu restarted; "
                "workers made: %d",
                p.waiting, static_cast<unsigned long long>(p.submitted),
                static_cast<unsigned long long>(p.answered),
                static_cast<unsigned long long>(p.dropped),
                static_cast<unsigned long long>(p.restarted), p.threads);
  text += line;
  return text;
}

}  // namespace mancala::app::background
