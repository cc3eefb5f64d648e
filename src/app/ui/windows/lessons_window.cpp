#include "app/ui/windows/lessons_window.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/board/board_exercise.h"
#include "app/ui/widgets/cheer.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"
#include "app/ui/windows/ui_state.h"
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
// the lesson; the keys' hint where `keyHints`.
void drawLearnerLine(const LessonProgress& progress, ImFont* heading, bool keyHints) {
  if (progress.expected() == kPass)
    wrappedText(theme::kAccent, tr("Your move: no hole can be sown, so press Pass."));
  else if (progress.waiting())
    wrappedText(theme::kAccent,
                keyHints ? tr("Your move: click or tap the highlighted hole, or use the arrow keys "
                              "and Enter. Stuck? Press Show me.")
                         : tr("Your move: tap the highlighted hole. Stuck? Press Show me."));
  else if (progress.atEnd()) {
    cheerLine(heading, tr("Lesson finished!"));
    wrappedText(theme::kAccent, progress.hasNextLesson()
                                    ? tr("End of the lesson. Go on with the next one?")
                                    : tr("End of the lesson, and the last one."));
  }
}

}  // namespace

bool LessonsWindow::key(Key key, const LessonsMode& mode, UiState& ui, double now) {
  if (!mode.isOpen()) return false;
  if (key == Key::Escape && !mode.listing()) {
    ui.send(cmd::CloseLessons{});
    return true;
  }
  if (mode.listing()) {  // the list of all lessons: Esc or Backspace back to the lesson
    switch (key) {
      case Key::Up:
      case Key::Left: listCursor_ = std::max(0, listCursor_ - 1); break;
      case Key::Down:
      case Key::Right: listCursor_ = std::min(lessonCount() - 1, listCursor_ + 1); break;
      case Key::Enter:
      case Key::Space: ui.send(cmd::Lesson{listCursor_}); return true;
      case Key::Escape:
      case Key::Backspace: ui.send(cmd::LessonsList{false}); return true;
      default: return false;
    }
    ui.send(cmd::Say{tr(lessons()[static_cast<std::size_t>(listCursor_)].title)});
    return true;
  }
  if (mode.table().moving(now)) {  // a key shows the move's end at once
    if (key == Key::Enter || key == Key::Space || key == Key::Right) {
      ui.send(cmd::Skip{});
      return true;
    }
  }
  const LessonProgress& progress = mode.progress();
  const bool waitingHole = progress.waiting() && progress.expected() != kPass;
  const int cursor = mode.table().cursor();
  switch (key) {
    case Key::Left:
    case Key::Right:
    case Key::Up:
    case Key::Down:
      if (waitingHole)
        ui.moveCursor(widget_, mode.table(), arrowX(key), arrowY(key));
      else if (key == Key::Right || key == Key::Left)
        ui.send(cmd::LessonStep{key == Key::Right ? 1 : -1});
      return true;
    case Key::Enter:
    case Key::Space:
      if (progress.expected() == kPass)
        ui.send(cmd::LessonPlay{kPass});
      else if (waitingHole && cursor >= 0)
        ui.send(cmd::LessonPlay{static_cast<Move>(cursor)});
      else if (!progress.waiting())
        ui.send(cmd::LessonStep{1});
      return true;
    case Key::I: ui.send(cmd::LessonShowMe{}); return true;
    case Key::Backspace: ui.send(cmd::LessonStep{-1}); return true;
    default: return false;
  }
}

void LessonsWindow::drawList(const LessonsMode& mode, UiState& ui, const NameControl& control) {
  wrappedText(theme::kText, tr("Choose a lesson:"));
  ImGui::Spacing();
  const auto& all = lessons();
  for (int i = 0; i < lessonCount(); ++i) {
    std::string label = tr(all[static_cast<std::size_t>(i)].title);
    if (mode.progress().finished(i)) label = "\u2713 " + label;
    label += "###lesson" + std::to_string(i);
    if (ImGui::Selectable(label.c_str(), i == listCursor_)) ui.send(cmd::Lesson{i});
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
  if (!shown_) ImGui::SetNextWindowFocus();
  shown_ = true;
  const std::string title = std::string(tr("How to play")) + kWindowId;
  // Sized for the screen, with no resize grip (a game's window, not a desktop tool's).
  const ImGuiWindowFlags flags =
      ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoResize |
      (small || theme::fingerSized() ? ImGuiWindowFlags_NoMove : ImGuiWindowFlags_None);
  if (small) ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6, 4));
  const bool visible = ImGui::Begin(title.c_str(), &stillOpen, flags);
  if (small) ImGui::PopStyleVar();
  if (!visible) ImGui::End();
  return visible;
}

// The lesson to see (a combo of all of them, the current one shown), as wide as leaves room for
// `stepText` beside it.
void LessonsWindow::drawLessonChoice(const LessonsMode& mode, UiState& ui,
                                     const std::string& stepText, const NameControl& control) {
  const auto& all = lessons();
  const LessonProgress& progress = mode.progress();
  const Lesson& lesson = progress.current();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float stepWidth = ImGui::CalcTextSize(stepText.c_str()).x;
  ImGui::SetNextItemWidth(
      std::max(120.0f, std::min(ImGui::GetContentRegionAvail().x - stepWidth - spacing, 420.0f)));
  if (ImGui::BeginCombo("##lesson", tr(lesson.title))) {
    for (std::size_t i = 0; i < all.size(); ++i)
      if (ImGui::Selectable(tr(all[i].title), static_cast<int>(i) == progress.lesson()))
        ui.send(cmd::Lesson{static_cast<int>(i)});
    ImGui::EndCombo();
  }
  control("tutorial-lesson", tr(lesson.title));
}

// The caption of the lesson's step (while a move is shown, the one that announced it) and the
// learner's line, `textH` high: they scroll if they must, on a small screen. `fromStart`: a new
// step or explanation, read from its start.
void LessonsWindow::drawText(const LessonProgress& progress, const Fonts& fonts, bool small,
                             bool nowMoving, bool fromStart, float textH, bool keyHints) {
  const Lesson& lesson = progress.current();
  ImGui::BeginChild("##lesson-text", ImVec2(0, textH), false);
  if (fromStart) ImGui::SetScrollY(0);
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
    drawLearnerLine(progress, fonts.heading, keyHints);
  }
  ImGui::EndChild();
}

void LessonsWindow::draw(const LessonsMode& mode, UiState& ui, double now,
                         const NameControl& control) {
  if (!mode.isOpen()) {
    shown_ = false;
    return;
  }
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const bool small = vp->Size.x < 600 || vp->Size.y < 560;  // a phone or a small frame
  bool stillOpen = true;
  if (!beginWindow(small, stillOpen)) {
    if (!stillOpen) ui.send(cmd::CloseLessons{});
    return;
  }
  const LessonProgress& progress = mode.progress();
  const BoardTable& table = mode.table();
  const std::string stepText = trf("Step {0} of {1}", {std::to_string(progress.step() + 1),
                                                       std::to_string(progress.stepCount())});

  // The lesson to see, and where in it the learner is.
  drawLessonChoice(mode, ui, stepText, control);
  if (mode.listing()) {
    drawList(mode, ui, control);
    ImGui::End();
    if (!stillOpen) ui.send(cmd::CloseLessons{});
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
  widget_.draw(table, {.fonts = ui.fonts, .nameHole = &control}, ImVec2(avail.x, boardH), now);
  if (widget_.action().skip) ui.send(cmd::Skip{});
  if (widget_.action().chosen >= 0)
    ui.send(cmd::LessonPlay{static_cast<Move>(widget_.action().chosen)});
  const bool nowMoving = table.moving(now);
  const float textH = std::max(ImGui::GetTextLineHeightWithSpacing(),
                               avail.y - boardH - buttonsH - style.ItemSpacing.y);
  // A new step or explanation (since the last frame, or by this frame's click): from its start.
  const bool fromStart = std::exchange(seenChanges_, mode.textChanges()) != mode.textChanges();
  drawText(progress, ui.fonts, small, nowMoving, fromStart, textH, ui.keyHints());

  // The buttons at the bottom, on as many rows as they need.
  switch (drawButtonRows(buttons, buttonsH, Action::None, control)) {
    case Action::Back: ui.send(cmd::LessonStep{-1}); break;
    case Action::ShowEnd: ui.send(cmd::Skip{}); break;
    case Action::Pass: ui.send(cmd::LessonPlay{kPass}); break;
    case Action::ShowMe: ui.send(cmd::LessonShowMe{}); break;
    case Action::Next: ui.send(cmd::LessonStep{1}); break;
    case Action::List:
      listCursor_ = progress.lesson();
      ui.send(cmd::LessonsList{true});
      break;
    case Action::Close: ui.send(cmd::CloseLessons{}); break;
    case Action::None: break;
  }
  ImGui::End();
  if (!stillOpen) ui.send(cmd::CloseLessons{});
}

}  // namespace mancala::app
