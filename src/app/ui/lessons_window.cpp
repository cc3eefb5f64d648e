#include "app/ui/lessons_window.h"

#include <algorithm>
#include <string>
#include <vector>

#include "app/model/words.h"
#include "app/text/i18n.h"
#include "app/ui/board_exercise.h"
#include "app/ui/board_painter.h"
#include "app/ui/keyboard_cursor.h"
#include "app/ui/theme.h"
#include "app/ui/widgets.h"
#include "imgui.h"

namespace mancala::app {
namespace {

int lessonCount() { return static_cast<int>(lessons().size()); }

// The hole the last seed of `trace` fell in, or -1.
int lastSown(const Trace& trace) {
  int hole = -1;
  for (const TraceEvent& e : trace)
    if (e.kind == TraceEvent::Kind::Sow) hole = e.hole;
  return hole;
}

}  // namespace

void LessonsWindow::open(int lesson) {
  open_ = true;
  focusPending_ = true;
  listing_ = false;
  progress_.open(lesson);
  animation_.stop();
  stepChanged();
}

void LessonsWindow::close() {
  open_ = false;
  settling_ = false;
  listing_ = false;
  animation_.stop();
}

// The cursor starts on the hole the caption names, so that Enter makes the lesson's move.
void LessonsWindow::stepChanged() {
  const Move m = progress_.expected();
  cursor_ = m != kNoMove && m != kPass ? m : -1;
  cursorAnnouncement_.reset();
  scrollTop_ = true;
}

void LessonsWindow::afterChoice(LessonProgress::Choice choice, double now, Speed speed) {
  scrollTop_ = true;
  if (choice != LessonProgress::Choice::Played) return;
  const int from = *progress_.playedFrom();
  const TutorialStep& played = progress_.current().steps[static_cast<std::size_t>(from)];
  animation_.start(played.position, played.trace, now, speed);
  stepChanged();
}

void LessonsWindow::choose(Move move, double now, Speed speed) {
  if (animation_.running(now)) return;
  afterChoice(progress_.choose(move), now, speed);
}

void LessonsWindow::showMe(double now, Speed speed) {
  if (animation_.running(now)) animation_.stop();
  afterChoice(progress_.showMe(), now, speed);
}

void LessonsWindow::next() {
  animation_.stop();
  if (progress_.atEnd() ? progress_.nextLesson() : progress_.next()) stepChanged();
}

void LessonsWindow::back() {
  animation_.stop();
  if (progress_.back()) stepChanged();
}

void LessonsWindow::moveCursor(int dx, int dy) {
  if (!layout_) return;
  const Position& pos = progress_.currentStep().position;
  cursor_ = mancala::app::moveCursor(*layout_, progress_.ownHoles(), cursor_,
                                     pos.toMove == Player::South, dx, dy);
  if (cursor_ < 0) return;
  std::string text =
      trf("Hole {0}, {1}: {2}.", {std::string(1, holeLetter(cursor_)), sideName(pos.owner(cursor_)),
                                  seedCount(pos.seeds[static_cast<std::size_t>(cursor_)])});
  if ((progress_.playableHoles() >> cursor_) & 1) {
    text += ' ';
    text += tr("Press Enter to sow it.");
  }
  cursorAnnouncement_ = std::move(text);
}

bool LessonsWindow::key(Key key, double now, Speed speed) {
  if (!open_) return false;
  if (key == Key::Escape) {
    close();
    return true;
  }
  if (listing_) {
    switch (key) {
      case Key::Up:
      case Key::Left: listCursor_ = std::max(0, listCursor_ - 1); break;
      case Key::Down:
      case Key::Right: listCursor_ = std::min(lessonCount() - 1, listCursor_ + 1); break;
      case Key::Enter:
      case Key::Space: open(listCursor_); return true;
      case Key::Backspace: listing_ = false; return true;
      default: return false;
    }
    cursorAnnouncement_ = tr(lessons()[static_cast<std::size_t>(listCursor_)].title);
    return true;
  }
  if (animation_.running(now)) {  // a key shows the move's end at once
    if (key == Key::Enter || key == Key::Space || key == Key::Right) {
      animation_.stop();
      return true;
    }
  }
  const bool waitingHole = progress_.waiting() && progress_.expected() != kPass;
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
        next();
      } else if (key == Key::Left) {
        back();
      }
      return true;
    case Key::Enter:
    case Key::Space:
      if (progress_.expected() == kPass)
        choose(kPass, now, speed);
      else if (waitingHole && cursor_ >= 0)
        choose(static_cast<Move>(cursor_), now, speed);
      else if (!progress_.waiting())
        next();
      return true;
    case Key::I: showMe(now, speed); return true;
    case Key::Backspace: back(); return true;
    default: return false;
  }
}

std::optional<std::string> LessonsWindow::takeAnnouncement() {
  if (!open_) return std::nullopt;
  auto said = progress_.takeAnnouncement();
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
    if (progress_.finished(i)) label = "\u2713 " + label;
    label += "###lesson" + std::to_string(i);
    if (ImGui::Selectable(label.c_str(), i == listCursor_)) {
      open(i);
      return;
    }
    const std::string name = "tutorial-list-" + std::to_string(i);
    control(name.c_str(), {});
  }
}

void LessonsWindow::draw(const Fonts& fonts, double now, Speed speed, const NameControl& control) {
  if (!open_) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  // A phone or a small frame: the window takes the whole screen, so that the board's holes stay
  // big enough to touch; elsewhere a window over the screen.
  const bool small = vp->Size.x < 600 || vp->Size.y < 560;
  if (small) {
    ImGui::SetNextWindowPos(vp->Pos, ImGuiCond_Always);
    ImGui::SetNextWindowSize(vp->Size, ImGuiCond_Always);
  } else {
    const ImVec2 size(std::min(vp->Size.x - 16, 880.0f), std::min(vp->Size.y - 16, 680.0f));
    ImGui::SetNextWindowSize(size, ImGuiCond_Appearing);
    ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.5f),
                            ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  }
  ImGui::SetNextWindowBgAlpha(1.0f);
  if (focusPending_) ImGui::SetNextWindowFocus();
  focusPending_ = false;
  const std::string title = std::string(tr("How to play")) + kWindowId;
  bool stillOpen = true;
  const ImGuiWindowFlags flags =
      ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
      (small ? ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize : ImGuiWindowFlags_None);
  if (small) ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6, 4));
  const bool visible = ImGui::Begin(title.c_str(), &stillOpen, flags);
  if (small) ImGui::PopStyleVar();
  if (!visible) {
    ImGui::End();
    if (!stillOpen) close();
    return;
  }
  const auto& all = lessons();
  const Lesson& lesson = progress_.current();
  const std::string stepText = trf("Step {0} of {1}", {std::to_string(progress_.step() + 1),
                                                       std::to_string(progress_.stepCount())});

  // The lesson to see, and where in it the learner is.
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float stepWidth = ImGui::CalcTextSize(stepText.c_str()).x;
  ImGui::SetNextItemWidth(
      std::max(120.0f, std::min(ImGui::GetContentRegionAvail().x - stepWidth - spacing, 420.0f)));
  if (ImGui::BeginCombo("##lesson", tr(lesson.title))) {
    for (std::size_t i = 0; i < all.size(); ++i)
      if (ImGui::Selectable(tr(all[i].title), static_cast<int>(i) == progress_.lesson()))
        open(static_cast<int>(i));
    ImGui::EndCombo();
  }
  control("tutorial-lesson", tr(lesson.title));
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
  enum class Action : std::uint8_t { None, Back, ShowEnd, Pass, ShowMe, Next, List, Close };
  using Button = ExerciseButton<Action>;
  const bool moving = animation_.running(now);
  settling_ = moving;
  std::vector<Button> buttons;
  buttons.push_back({tr("Back"), "tutorial-back", Action::Back, progress_.step() > 0 || moving});
  if (moving)
    buttons.push_back({tr("Show the end"), "tutorial-end", Action::ShowEnd});
  else if (progress_.expected() == kPass)
    buttons.push_back({tr("Pass"), "tutorial-pass", Action::Pass});
  else if (progress_.waiting())
    buttons.push_back({tr("Show me"), "tutorial-show", Action::ShowMe});
  else if (!progress_.atEnd())
    buttons.push_back({tr("Next"), "tutorial-next", Action::Next});
  else {
    if (progress_.hasNextLesson())
      buttons.push_back({tr("Next lesson"), "tutorial-next", Action::Next});
    buttons.push_back({tr("All lessons"), "tutorial-list", Action::List});
  }
  buttons.push_back({tr("Close"), "tutorial-close", Action::Close});
  const float buttonsH = buttonRowsHeight(buttons);
  const ImGuiStyle& style = ImGui::GetStyle();

  // The board, as large as leaves room for the caption and the learner's line (which scroll if
  // they must, on a small screen).
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float boardH = exerciseBoardHeight(avail, buttonsH, small ? 4.0f : 8.5f);
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("lesson-board", ImVec2(avail.x, boardH));
  const BoardLayout layout = layoutBoard(p0, ImVec2(p0.x + avail.x, p0.y + boardH));
  layout_ = layout;
  const int hovered = ImGui::IsItemHovered() ? layout.holeAt(ImGui::GetIO().MousePos) : -1;
  if (ImGui::IsItemClicked()) {
    if (moving)
      animation_.stop();  // a click shows the move's end at once
    else if (hovered >= 0 && progress_.waiting())
      choose(static_cast<Move>(hovered), now, speed);
  }
  holeControls(layout, "tutorial-hole-", control);  // for the page API and the browser tests

  // The step may have changed with the click: what to show is read again.
  const TutorialStep& shown = progress_.currentStep();
  BoardView view;
  BoardMarks marks;
  const bool nowMoving = animation_.running(now);
  if (nowMoving) {
    view = animation_.view(now);
  } else {
    for (int h = 0; h < kHoles; ++h)
      view.seeds[static_cast<std::size_t>(h)] = shown.position.seeds[static_cast<std::size_t>(h)];
    view.stores = {shown.position.captured[0], shown.position.captured[1]};
    if (progress_.waiting()) {
      // The caption's "highlighted hole": the lesson's move alone is ringed (the other holes
      // can still be tried, and say what they would do).
      const Move expected = progress_.expected();
      if (expected != kNoMove && expected != kPass)
        marks.playable = static_cast<std::uint16_t>(1u << expected);
      marks.selected = cursor_;
    }
    if (progress_.step() > 0) {  // the move that led here: where it started and ended
      const TutorialStep& before = lesson.steps[static_cast<std::size_t>(progress_.step() - 1)];
      if (before.move != kNoMove && before.move != kPass) {
        marks.lastMove = before.move;
        marks.lastEnd = lastSown(before.trace);
      }
    }
  }
  marks.hovered = progress_.waiting() ? hovered : -1;
  marks.owners = shown.position.northOwned;
  drawBoard(ImGui::GetWindowDrawList(), layout, view, marks, fonts, now);

  // The caption (while a move is shown, the one that announced it) and the learner's line: what
  // to do, why a hole was not the move, or the end of the lesson.
  const float textH = std::max(ImGui::GetTextLineHeightWithSpacing(),
                               avail.y - boardH - buttonsH - style.ItemSpacing.y);
  ImGui::BeginChild("##lesson-text", ImVec2(0, textH), false);
  if (scrollTop_) ImGui::SetScrollY(0);  // a new step or explanation is read from its start
  scrollTop_ = false;
  const TutorialStep& captioned =
      nowMoving && progress_.playedFrom()
          ? lesson.steps[static_cast<std::size_t>(*progress_.playedFrom())]
          : shown;
  if (!small) {  // the combo above already names the lesson
    ImGui::PushFont(fonts.heading);
    wrappedText(theme::kAccent, tr(lesson.title));
    ImGui::PopFont();
  }
  // On a small screen a wrong hole's explanation comes first, where the learner looks.
  const bool explained = !nowMoving && !progress_.explanation().empty();
  if (explained && small) {
    wrappedText(theme::kWarning, progress_.explanation());
    ImGui::Spacing();
  }
  ImGui::TextWrapped("%s", tr(captioned.caption));
  ImGui::Spacing();
  if (explained) {
    if (!small) wrappedText(theme::kWarning, progress_.explanation());
  } else if (!nowMoving) {
    if (progress_.expected() == kPass)
      wrappedText(theme::kAccent, tr("Your move: no hole can be sown, so press Pass."));
    else if (progress_.waiting())
      wrappedText(theme::kAccent,
                  tr("Your move: click or tap the highlighted hole, or use the arrow keys and "
                     "Enter. Stuck? Press Show me."));
    else if (progress_.atEnd())
      wrappedText(theme::kAccent, progress_.hasNextLesson()
                                      ? tr("End of the lesson. Go on with the next one?")
                                      : tr("End of the lesson, and the last one."));
  }
  ImGui::EndChild();

  // The buttons at the bottom, on as many rows as they need.
  const Action action = drawButtonRows(buttons, buttonsH, Action::None, control);
  switch (action) {
    case Action::Back: back(); break;
    case Action::ShowEnd: animation_.stop(); break;
    case Action::Pass: choose(kPass, now, speed); break;
    case Action::ShowMe: showMe(now, speed); break;
    case Action::Next: next(); break;
    case Action::List:
      listing_ = true;
      listCursor_ = progress_.lesson();
      break;
    case Action::Close: close(); break;
    case Action::None: break;
  }
  ImGui::End();
  if (!stillOpen) close();
}

}  // namespace mancala::app
