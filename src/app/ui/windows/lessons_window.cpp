#include "app/ui/windows/lessons_window.h"

#include <algorithm>
#include <string>
#include <vector>

#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/board/board_exercise.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"
#include "imgui.h"

namespace mancala::app {
namespace {

int lessonCount() { return static_cast<int>(lessons().size()); }

// What the buttons under a lesson do.
enum class Action : std::uint8_t { None, Back, ShowEnd, Pass, ShowMe, Next, List, Close };
using Button = ExerciseButton<Action>;

// The buttons of this moment: Back, then the one that goes on (the end of the move shown, Pass,
// Show me, Next, or at the lesson's end the next lesson and the list of all), then Close.
std::vector<Button> lessonButtons(const LessonProgress& progress, bool moving) {
  std::vector<Button> buttons;
  buttons.push_back({tr("Back"), "tutorial-back", Action::Back, progress.step() > 0 || moving});
  if (moving)
    buttons.push_back({tr("Show the end"), "tutorial-end", Action::ShowEnd});
  else if (progress.expected() == kPass)
    buttons.push_back({tr("Pass"), "tutorial-pass", Action::Pass});
  else if (progress.waiting())
    buttons.push_back({tr("Show me"), "tutorial-show", Action::ShowMe});
  else if (!progress.atEnd())
    buttons.push_back({tr("Next"), "tutorial-next", Action::Next});
  else {
    if (progress.hasNextLesson())
      buttons.push_back({tr("Next lesson"), "tutorial-next", Action::Next});
    buttons.push_back({tr("All lessons"), "tutorial-list", Action::List});
  }
  buttons.push_back({tr("Close"), "tutorial-close", Action::Close});
  return buttons;
}

// The learner's line when nothing is explained and no move is shown: what to do, or the end of
// the lesson.
void drawLearnerLine(const LessonProgress& progress) {
  if (progress.expected() == kPass)
    wrappedText(theme::kAccent, tr("Your move: no hole can be sown, so press Pass."));
  else if (progress.waiting())
    wrappedText(theme::kAccent,
                tr("Your move: click or tap the highlighted hole, or use the arrow keys and "
                   "Enter. Stuck? Press Show me."));
  else if (progress.atEnd())
    wrappedText(theme::kAccent, progress.hasNextLesson()
                                    ? tr("End of the lesson. Go on with the next one?")
                                    : tr("End of the lesson, and the last one."));
}

}  // namespace

void LessonsWindow::open(int lesson) {
  open_ = true;
  focusPending_ = true;
  listing_ = false;
  board_.open(lesson);
}

void LessonsWindow::close() {
  open_ = false;
  listing_ = false;
  board_.close();
}

void LessonsWindow::choose(Move move, double now, Speed speed) {
  if (board_.table().moving(now)) return;
  board_.setSpeed(speed);
  board_.choose(move, now);
}

void LessonsWindow::showMe(double now, Speed speed) {
  board_.setSpeed(speed);
  board_.showMe(now);
}

void LessonsWindow::moveCursor(int dx, int dy) {
  BoardTable& table = board_.table();
  const auto to = widget_.cursorMoved(table, dx, dy);
  if (!to) return;
  table.setCursor(*to);
  if (table.cursor() < 0) return;
  cursorAnnouncement_ = table.holeSentence(table.cursor(), false);
}

bool LessonsWindow::key(Key key, double now, Speed speed) {
  if (!open_) return false;
  if (key == Key::Escape && !listing_) {
    close();
    return true;
  }
  if (listing_) {  // the list of all lessons: Esc or Backspace back to the lesson
    switch (key) {
      case Key::Up:
      case Key::Left: listCursor_ = std::max(0, listCursor_ - 1); break;
      case Key::Down:
      case Key::Right: listCursor_ = std::min(lessonCount() - 1, listCursor_ + 1); break;
      case Key::Enter:
      case Key::Space: open(listCursor_); return true;
      case Key::Escape:
      case Key::Backspace: listing_ = false; return true;
      default: return false;
    }
    cursorAnnouncement_ = tr(lessons()[static_cast<std::size_t>(listCursor_)].title);
    return true;
  }
  if (board_.table().moving(now)) {  // a key shows the move's end at once
    if (key == Key::Enter || key == Key::Space || key == Key::Right) {
      board_.table().skip();
      return true;
    }
  }
  const LessonProgress& progress = board_.progress();
  const bool waitingHole = board_.waitingHole();
  const int cursor = board_.table().cursor();
  switch (key) {
    case Key::Left:
    case Key::Right:
    case Key::Up:
    case Key::Down:
      if (waitingHole) {
        moveCursor(key == Key::Left    ? -1
                   : key == Key::Right ? 1
                                       : 0,
                   key == Key::Up     ? -1
                   : key == Key::Down ? 1
                                      : 0);
      } else if (key == Key::Right) {
        board_.next();
      } else if (key == Key::Left) {
        board_.back();
      }
      return true;
    case Key::Enter:
    case Key::Space:
      if (progress.expected() == kPass)
        choose(kPass, now, speed);
      else if (waitingHole && cursor >= 0)
        choose(static_cast<Move>(cursor), now, speed);
      else if (!progress.waiting())
        board_.next();
      return true;
    case Key::I: showMe(now, speed); return true;
    case Key::Backspace: board_.back(); return true;
    default: return false;
  }
}

std::optional<std::string> LessonsWindow::takeAnnouncement() {
  if (!open_) return std::nullopt;
  auto said = board_.takeAnnouncement();
  if (cursorAnnouncement_) {
    said = said ? *said + " " + *cursorAnnouncement_ : *cursorAnnouncement_;
    cursorAnnouncement_.reset();
  }
  return said;
}

void LessonsWindow::drawList(const NameControl& control) {
  wrappedText(theme::kText, tr("Choose a lesson:"));
  ImGui::Spacing();
  const auto& all = lessons();
  for (int i = 0; i < lessonCount(); ++i) {
    std::string label = tr(all[static_cast<std::size_t>(i)].title);
    if (board_.progress().finished(i)) label = "\u2713 " + label;
    label += "###lesson" + std::to_string(i);
    if (ImGui::Selectable(label.c_str(), i == listCursor_)) {
      open(i);
      return;
    }
    const std::string name = "tutorial-list-" + std::to_string(i);
    control(name.c_str(), {});
  }
}

// Places the window: on a phone or a small frame it takes the whole screen, so that the board's
// holes stay big enough to touch; elsewhere a window over the screen. Brought to the front once
// when opened. False when it is not to be drawn (ended already).
bool LessonsWindow::beginWindow(bool small, bool& stillOpen) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  if (small) {
    ImGui::SetNextWindowPos(vp->Pos, ImGuiCond_Always);
    ImGui::SetNextWindowSize(vp->Size, ImGuiCond_Always);
  } else {
    const ImVec2 size(std::min(vp->Size.x - 16, 880.0f), std::min(vp->Size.y - 16, 680.0f));
    placeWindowClearOf(clearTop_, size);
  }
  ImGui::SetNextWindowBgAlpha(1.0f);
  if (focusPending_) ImGui::SetNextWindowFocus();
  focusPending_ = false;
  const std::string title = std::string(tr("How to play")) + kWindowId;
  const ImGuiWindowFlags flags =
      ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
      (small || theme::fingerSized() ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize
                                     : ImGuiWindowFlags_None);
  if (small) ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6, 4));
  const bool visible = ImGui::Begin(title.c_str(), &stillOpen, flags);
  if (small) ImGui::PopStyleVar();
  if (!visible) ImGui::End();
  return visible;
}

// The lesson to see (a combo of all of them, `lesson` shown), as wide as leaves room for
// `stepText` beside it.
void LessonsWindow::drawLessonChoice(const Lesson& lesson, const std::string& stepText,
                                     const NameControl& control) {
  const auto& all = lessons();
  const LessonProgress& progress = board_.progress();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float stepWidth = ImGui::CalcTextSize(stepText.c_str()).x;
  ImGui::SetNextItemWidth(
      std::max(120.0f, std::min(ImGui::GetContentRegionAvail().x - stepWidth - spacing, 420.0f)));
  if (ImGui::BeginCombo("##lesson", tr(lesson.title))) {
    for (std::size_t i = 0; i < all.size(); ++i)
      if (ImGui::Selectable(tr(all[i].title), static_cast<int>(i) == progress.lesson()))
        open(static_cast<int>(i));
    ImGui::EndCombo();
  }
  control("tutorial-lesson", tr(lesson.title));
}

// The caption of `lesson` (while a move is shown, the one that announced it) and the learner's
// line, `textH` high: they scroll if they must, on a small screen.
void LessonsWindow::drawText(const Lesson& lesson, const Fonts& fonts, bool small, bool nowMoving,
                             float textH) {
  const LessonProgress& progress = board_.progress();
  ImGui::BeginChild("##lesson-text", ImVec2(0, textH), false);
  if (scrollTop_) ImGui::SetScrollY(0);  // a new step or explanation is read from its start
  scrollTop_ = false;
  const TutorialStep& captioned =
      nowMoving && progress.playedFrom()
          ? lesson.steps[static_cast<std::size_t>(*progress.playedFrom())]
          : progress.currentStep();
  if (!small) {  // the combo above already names the lesson
    ImGui::PushFont(fonts.heading);
    wrappedText(theme::kAccent, tr(lesson.title));
    ImGui::PopFont();
  }
  // On a small screen a wrong hole's explanation comes first, where the learner looks.
  const bool explained = !nowMoving && !progress.explanation().empty();
  if (explained && small) {
    wrappedText(theme::kWarning, progress.explanation());
    ImGui::Spacing();
  }
  ImGui::TextWrapped("%s", tr(captioned.caption));
  ImGui::Spacing();
  if (explained) {
    if (!small) wrappedText(theme::kWarning, progress.explanation());
  } else if (!nowMoving) {
    drawLearnerLine(progress);
  }
  ImGui::EndChild();
}

void LessonsWindow::draw(const Fonts& fonts, double now, Speed speed, const NameControl& control) {
  if (!open_) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const bool small = vp->Size.x < 600 || vp->Size.y < 560;  // a phone or a small frame
  bool stillOpen = true;
  if (!beginWindow(small, stillOpen)) {
    if (!stillOpen) close();
    return;
  }
  const LessonProgress& progress = board_.progress();
  BoardTable& table = board_.table();
  board_.setSpeed(speed);
  if (board_.takeChange()) {  // a new step or explanation: the text from its start
    scrollTop_ = true;
    cursorAnnouncement_.reset();
  }
  const Lesson& lesson = progress.current();
  const std::string stepText = trf("Step {0} of {1}", {std::to_string(progress.step() + 1),
                                                       std::to_string(progress.stepCount())});

  // The lesson to see, and where in it the learner is.
  drawLessonChoice(lesson, stepText, control);
  if (listing_) {
    drawList(control);
    ImGui::End();
    if (!stillOpen) close();
    return;
  }
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(color(theme::kTextDim), "%s", stepText.c_str());

  // The buttons of this moment, laid out first: the board and the text take what they leave.
  const std::vector<Button> buttons = lessonButtons(progress, table.moving(now));
  const float buttonsH = buttonRowsHeight(buttons);
  const ImGuiStyle& style = ImGui::GetStyle();

  // The board, as large as leaves room for the caption and the learner's line.
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float boardH = exerciseBoardHeight(avail, buttonsH, small ? 4.0f : 8.5f);
  table.frame(now);
  widget_.draw(table, {.fonts = fonts, .nameHole = &control}, ImVec2(avail.x, boardH), now);
  BoardWidget::act(widget_.action(), table, now);
  if (board_.takeChange()) scrollTop_ = true;  // the click changed the step or explained it
  const bool nowMoving = table.moving(now);
  const float textH = std::max(ImGui::GetTextLineHeightWithSpacing(),
                               avail.y - boardH - buttonsH - style.ItemSpacing.y);
  drawText(lesson, fonts, small, nowMoving, textH);

  // The buttons at the bottom, on as many rows as they need.
  const Action action = drawButtonRows(buttons, buttonsH, Action::None, control);
  switch (action) {
    case Action::Back: board_.back(); break;
    case Action::ShowEnd: table.skip(); break;
    case Action::Pass: choose(kPass, now, speed); break;
    case Action::ShowMe: showMe(now, speed); break;
    case Action::Next: board_.next(); break;
    case Action::List:
      listing_ = true;
      listCursor_ = progress.lesson();
      break;
    case Action::Close: close(); break;
    case Action::None: break;
  }
  ImGui::End();
  if (!stillOpen) close();
}

}  // namespace mancala::app
