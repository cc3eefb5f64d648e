// The lessons' commands (command.h) carried out on the lessons' state (lessons_mode.h): open one
// (or a game's first), play and step through it, show its move, the list, close. A command that
// needs a lesson shown is refused (NoLesson) while none is.
#pragma once

#include <optional>

#include "app/model/common/command.h"
#include "app/model/lessons/lessons_mode.h"
#include "app/model/state/context.h"

namespace mancala::app {

// The first lesson of a game (the start screen's choice when none is given), asked for by the
// page or the start screen's Learn to play; refused in the kiosk, whose screens are its own.
std::optional<Refusal> update(LessonsMode& lessons, const cmd::Learn& c, Context& ctx);
std::optional<Refusal> update(LessonsMode& lessons, const cmd::Lesson& c, Context& ctx);
std::optional<Refusal> update(LessonsMode& lessons, const cmd::LessonPlay& c, Context& ctx);
std::optional<Refusal> update(LessonsMode& lessons, const cmd::LessonStep& c, Context& ctx);
std::optional<Refusal> update(LessonsMode& lessons, const cmd::LessonShowMe& c, Context& ctx);
std::optional<Refusal> update(LessonsMode& lessons, const cmd::LessonsList& c, Context& ctx);
std::optional<Refusal> update(LessonsMode& lessons, const cmd::CloseLessons& c, Context& ctx);

}  // namespace mancala::app
