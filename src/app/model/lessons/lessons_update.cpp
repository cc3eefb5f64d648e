#include "app/model/lessons/lessons_update.h"

#include <string>

#include "app/model/lessons/tutorial.h"

namespace mancala::app {
namespace {

std::optional<Refusal> noLesson() { return Refusal{RefusalCode::NoLesson, {}}; }

}  // namespace

std::optional<Refusal> update(LessonsMode& lessons, const cmd::Learn& c, Context& ctx) {
  if (ctx.state.device.kiosk.on) return Refusal{RefusalCode::Unavailable, {}};
  lessons.open(firstLessonOf(c.game.value_or(ctx.state.game.startChoices.variant)));
  return std::nullopt;
}

std::optional<Refusal> update(LessonsMode& lessons, const cmd::Lesson& c, Context&) {
  const int count = static_cast<int>(mancala::app::lessons().size());
  if (c.lesson < 0 || c.lesson >= count)
    return Refusal{RefusalCode::BadValue,
                   {"lesson", std::to_string(c.lesson), "0-" + std::to_string(count - 1)}};
  lessons.open(c.lesson);
  return std::nullopt;
}

std::optional<Refusal> update(LessonsMode& lessons, const cmd::LessonPlay& c, Context& ctx) {
  if (!lessons.showingLesson()) return noLesson();
  lessons.play(c.move, ctx.now, ctx.state.game.speed);
  return std::nullopt;
}

std::optional<Refusal> update(LessonsMode& lessons, const cmd::LessonStep& c, Context&) {
  if (!lessons.showingLesson()) return noLesson();
  lessons.step(c.by);
  return std::nullopt;
}

std::optional<Refusal> update(LessonsMode& lessons, const cmd::LessonShowMe&, Context& ctx) {
  if (!lessons.showingLesson()) return noLesson();
  lessons.showMe(ctx.now, ctx.state.game.speed);
  return std::nullopt;
}

std::optional<Refusal> update(LessonsMode& lessons, const cmd::LessonsList& c, Context&) {
  if (!lessons.isOpen()) return noLesson();
  lessons.showList(c.on);
  return std::nullopt;
}

std::optional<Refusal> update(LessonsMode& lessons, const cmd::CloseLessons&, Context&) {
  lessons.close();
  return std::nullopt;
}

}  // namespace mancala::app
