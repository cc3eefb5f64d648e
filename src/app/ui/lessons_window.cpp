#include "app/ui/lessons_window.h"

#include <algorithm>
#include <string>

#include "app/text/i18n.h"
#include "app/ui/board_painter.h"
#include "app/ui/theme.h"
#include "app/ui/widgets.h"
#include "imgui.h"

namespace mancala::app {
void LessonsWindow::open(int lesson) {
  open_ = true;
  focusPending_ = true;
  lesson_ = std::clamp(lesson, 0, static_cast<int>(lessons().size()) - 1);
  step_ = 0;
  announce_ = true;
  animation_.stop();
}

void LessonsWindow::close() {
  open_ = false;
  settling_ = false;
  animation_.stop();
}

void LessonsWindow::next(double now, Speed speed) {
  if (animation_.running(now)) {  // a second press shows the move's end at once
    animation_.stop();
    return;
  }
  const Lesson& lesson = lessons()[static_cast<std::size_t>(lesson_)];
  if (step_ + 1 >= static_cast<int>(lesson.steps.size())) {
    if (lesson_ + 1 < static_cast<int>(lessons().size())) open(lesson_ + 1);
    return;
  }
  const TutorialStep& step = lesson.steps[static_cast<std::size_t>(step_)];
  if (step.move != kNoMove) animation_.start(step.position, step.trace, now, speed);
  ++step_;
  announce_ = true;
}

std::optional<std::string> LessonsWindow::takeAnnouncement() {
  if (!open_ || !announce_) return std::nullopt;
  announce_ = false;
  const Lesson& lesson = lessons()[static_cast<std::size_t>(lesson_)];
  const auto count = static_cast<int>(lesson.steps.size());
  return std::string(tr(lesson.title)) + ". " +
         trf("Step {0} of {1}", {std::to_string(step_ + 1), std::to_string(count)}) + ". " +
         tr(lesson.steps[static_cast<std::size_t>(step_)].caption);
}

void LessonsWindow::back() {
  animation_.stop();
  if (step_ > 0) --step_;
  announce_ = true;
}

bool LessonsWindow::key(Key key, double now, Speed speed) {
  if (!open_) return false;
  switch (key) {
    case Key::Right:
    case Key::Enter:
    case Key::Space: next(now, speed); return true;
    case Key::Left:
    case Key::Backspace: back(); return true;
    case Key::Escape: close(); return true;
    default: return false;
  }
}

void LessonsWindow::draw(const Fonts& fonts, double now, Speed speed,
                         const std::function<void(const char*)>& control) {
  if (!open_) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const ImVec2 size(std::min(vp->Size.x - 16, 880.0f), std::min(vp->Size.y - 16, 680.0f));
  ImGui::SetNextWindowSize(size, ImGuiCond_Appearing);
  ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.5f),
                          ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowBgAlpha(1.0f);
  if (focusPending_) ImGui::SetNextWindowFocus();
  focusPending_ = false;
  const std::string title = std::string(tr("How to play")) + "###tutorial";
  bool stillOpen = true;
  if (!ImGui::Begin(title.c_str(), &stillOpen,
                    ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::End();
    if (!stillOpen) close();
    return;
  }
  const auto& all = lessons();
  const Lesson& lesson = all[static_cast<std::size_t>(lesson_)];
  const auto stepCount = static_cast<int>(lesson.steps.size());

  // The lesson to see.
  ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x, 420.0f));
  if (ImGui::BeginCombo("##lesson", tr(lesson.title))) {
    for (std::size_t i = 0; i < all.size(); ++i)
      if (ImGui::Selectable(tr(all[i].title), static_cast<int>(i) == lesson_))
        open(static_cast<int>(i));
    ImGui::EndCombo();
  }
  control("tutorial-lesson");
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(
      color(theme::kTextDim), "%s",
      trf("Step {0} of {1}", {std::to_string(step_ + 1), std::to_string(stepCount)}).c_str());

  const TutorialStep& step = lesson.steps[static_cast<std::size_t>(step_)];
  const bool moving = animation_.running(now);
  settling_ = moving;

  // The board, as large as leaves room for the caption and the buttons.
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float reserve =
      ImGui::GetTextLineHeightWithSpacing() * 6.5f + ImGui::GetFrameHeightWithSpacing();
  const float boardH = std::max(60.0f, std::min(boardHeightForWidth(avail.x), avail.y - reserve));
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(avail.x, boardH));
  const BoardLayout layout = layoutBoard(p0, ImVec2(p0.x + avail.x, p0.y + boardH));
  BoardView view;
  BoardMarks marks;
  if (moving) {
    view = animation_.view(now);
  } else {
    for (int h = 0; h < kHoles; ++h)
      view.seeds[static_cast<std::size_t>(h)] = step.position.seeds[static_cast<std::size_t>(h)];
    view.stores = {step.position.captured[0], step.position.captured[1]};
    if (step.move != kNoMove && step.move != kPass) {
      marks.playable = static_cast<std::uint16_t>(1u << step.move);
      marks.selected = step.move;
    }
    if (step_ > 0) {
      const Move last = lesson.steps[static_cast<std::size_t>(step_ - 1)].move;
      if (last != kNoMove && last != kPass) marks.lastMove = last;
    }
  }
  marks.owners = step.position.northOwned;
  drawBoard(ImGui::GetWindowDrawList(), layout, view, marks, fonts, now);

  // The caption; while a move is shown, the one that announced it.
  ImGui::Spacing();
  const TutorialStep& captioned =
      moving && step_ > 0 ? lesson.steps[static_cast<std::size_t>(step_ - 1)] : step;
  ImGui::PushFont(fonts.heading);
  wrappedText(theme::kAccent, tr(lesson.title));
  ImGui::PopFont();
  ImGui::TextWrapped("%s", tr(captioned.caption));

  // Back / Next at the bottom.
  const float buttonsY = ImGui::GetWindowContentRegionMax().y - ImGui::GetFrameHeight();
  if (ImGui::GetCursorPosY() < buttonsY) ImGui::SetCursorPosY(buttonsY);
  ImGui::BeginDisabled(step_ == 0 && !moving);
  if (ImGui::Button(tr("Back"))) back();
  ImGui::EndDisabled();
  control("tutorial-back");
  ImGui::SameLine();
  const bool last = step_ + 1 >= stepCount;
  const char* nextLabel = moving                 ? tr("Show the end")
                          : step.move == kPass   ? tr("Next: pass")
                          : step.move != kNoMove ? tr("Next: play the move")
                          : last && lesson_ + 1 < static_cast<int>(all.size()) ? tr("Next lesson")
                                                                               : tr("Next");
  ImGui::BeginDisabled(!moving && last && lesson_ + 1 >= static_cast<int>(all.size()));
  if (ImGui::Button(nextLabel)) next(now, speed);
  ImGui::EndDisabled();
  control("tutorial-next");
  ImGui::SameLine();
  if (ImGui::Button(tr("Close"))) close();
  control("tutorial-close");
  ImGui::End();
  if (!stillOpen) close();
}

}  // namespace mancala::app
