#include "app/model/board/board_table.h"

namespace mancala::app {

int lastSown(const Trace& trace) {
  int hole = -1;
  for (const TraceEvent& e : trace)
    if (e.kind == TraceEvent::Kind::Sow) hole = e.hole;
  return hole;
}

void BoardTable::animate(const Position& before, const Trace& trace, double now, Speed speed) {
  animation_.start(before, trace, now, speed);
  shownMoving_ = true;
  soundStepsDone_ = 0;
}

const BoardFrame& BoardTable::frame(double now) {
  frame_ = compute(now);
  shownMoving_ = frame_.moving;
  return frame_;
}

namespace {

// The seeds of `view` that have landed, with the turn and the result of `before`.
Position landed(Position before, const BoardView& view) {
  for (int h = 0; h < kHoles; ++h)
    before.seeds[static_cast<std::size_t>(h)] =
        static_cast<std::uint8_t>(view.seeds[static_cast<std::size_t>(h)]);
  for (std::size_t p = 0; p < 2; ++p)
    before.captured[p] = static_cast<std::uint8_t>(view.stores[p]);
  return before;
}

}  // namespace

Position BoardTable::shown(double now) const {
  return animation_.running(now) ? landed(animation_.before(), animation_.view(now))
                                 : source_.position();
}

BoardFrame BoardTable::compute(double now) const {
  BoardFrame f;
  f.moving = animation_.running(now);
  if (f.moving) {
    f.view = animation_.view(now);
    f.shown = landed(animation_.before(), f.view);
  } else {
    f.shown = source_.position();
    for (int h = 0; h < kHoles; ++h)
      f.view.seeds[static_cast<std::size_t>(h)] = f.shown.seeds[static_cast<std::size_t>(h)];
    f.view.stores = {f.shown.captured[0], f.shown.captured[1]};
    f.marks.playable = playable();
  }
  f.marks.owners = f.shown.northOwned;
  f.marks.selected = cursor_;
  source_.dress(f, now);
  return f;
}

std::uint16_t BoardTable::playable() const {
  std::uint16_t mask = 0;
  for (int h = 0; h < kHoles; ++h)
    if (!source_.whyNot(h)) mask = static_cast<std::uint16_t>(mask | (1u << h));
  return mask;
}

std::optional<Refusal> BoardTable::choose(int hole, double now) {
  if (animation_.running(now)) {  // a click during a move shows its end at once
    animation_.stop();
    return std::nullopt;
  }
  return source_.choose(hole, now);
}

std::string BoardTable::holeSentence(int hole, bool reasons) const {
  const Position pos = source_.position();
  return holeText({hole, pos.owner(hole), pos.seeds[static_cast<std::size_t>(hole)]},
                  source_.whyNot(hole), reasons, source_.pressAction());
}

void BoardTable::sounds(double now, bool on, const std::function<void(int, bool)>& sound) {
  const int begun = animation_.stepsBegun(now);
  if (begun < soundStepsDone_) soundStepsDone_ = 0;  // a new move
  if (!on) {
    soundStepsDone_ = begun;
    return;
  }
  int played = 0;
  for (int i = soundStepsDone_; i < begun && i < animation_.stepCount(); ++i) {
    const TraceEvent& e = animation_.stepEvent(i);
    if ((e.kind == TraceEvent::Kind::Sow || e.kind == TraceEvent::Kind::Capture) && played < 2) {
      sound(e.count, e.kind == TraceEvent::Kind::Capture);
      ++played;
    }
  }
  soundStepsDone_ = begun;
}

}  // namespace mancala::app
