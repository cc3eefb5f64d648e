#include "app/ui/app/app.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "ai/levels.h"
#include "app/model/words/trace_text.h"
#include "app/text/i18n.h"
#include "app/text/text_files.h"
#include "app/ui/app/frame_settling.h"
#include "app/ui/board/board_painter.h"
#include "app/ui/lettering/drawn_text.h"
#include "app/ui/screens/compact_layout.h"
#include "app/ui/screens/my_games_screen.h"
#include "app/ui/screens/start_screen.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/tooltips.h"
#include "imgui_internal.h"

namespace mancala::app {

App::App(Host& host, background::Worker* worker) : model_(host, worker), worker_(worker) {
  ui_.send = [this](const Command& command) { model_.apply(command, ui_.now); };
}

void App::loadFonts(float pixelScale) {
  if (!styled_) {
    theme::applyStyle();
    // A drag inside a window scrolls or selects; only its title bar moves it.
    ImGui::GetIO().ConfigWindowsMoveFromTitleBarOnly = true;
    styled_ = true;
  }
  ui_.fonts = mancala::app::loadFonts(pixelScale, fontSizes());
}

// A kiosk's fonts at the display's size (KioskScreen::textScale), with its large ones; the
// usual ones elsewhere.
FontSizes App::fontSizes() const {
  if (!model_.kioskMode()) return {};
  return {.text = KioskScreen::textScale(ImGui::GetIO().DisplaySize), .large = true};
}

void App::onPointer(const PointerEvent& pointer) {
  if (pointer.kind == PointerEvent::Kind::Down) touched_ = true;  // the kiosk's idle time
  // Touch shows no hover tooltips: a finger leaves the pointer where it tapped.
  if (pointer.kind == PointerEvent::Kind::Down) {
    ui_.touch = pointer.touch;
    ui_.boardFocus = false;  // the focus ring shows while the keyboard is in use
    ui_.controls.clearFocus();
  }
  if (pointer.kind == PointerEvent::Kind::Move && !pointer.touch && !pointer.buttonsHeld)
    ui_.touch = false;
}

void App::onKey(const KeyPress& key) {
  touched_ = true;
  ui_.boardFocus = true;  // like :focus-visible
  ui_.keyboardUsed = true;
  keys_.push_back({key, GImGui->OpenPopupStack.Size});
  steerImGuiNav();
}

// The focus moves over the controls in our own order (ui/widgets/controls.h); ImGui's keyboard
// navigation would move its own highlight at the same time. It is kept for the lists that ImGui
// opens over the screen (a choice's list: its arrows, Space and Esc) and the desktop's record
// dialog.
void App::steerImGuiNav() {
  ImGuiIO& io = ImGui::GetIO();
  const bool imguiList =
      ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId) && !ui_.controls.focusInPopup();
  if (imguiList || recordDialog_.isOpen())
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  else
    io.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
}

bool App::focusStep(int dir, bool wrap, bool byTab) {
  ui_.boardFocus = true;
  const bool moved = ui_.controls.step(dir, wrap, byTab);
  if (moved) sayFocused();
  return moved;
}

void App::focusEnter(int dir) {
  ui_.boardFocus = true;
  // Forward: the screen itself (Enter starts the game shown), or the board; backward: the last.
  // With a dialog open (the rules, the lessons), its first or last control.
  if (dir > 0 && !ui_.controls.dialogOpen()) {
    ui_.controls.clearFocus();
    ui_.controls.focus("board");
  } else {
    ui_.controls.enter(-1);
    focusEntered_ = true;  // said at the frame's end, unless a click took the focus away
  }
}

// The focused control's name, for a screen reader following the canvas's focus.
void App::sayFocused() {
  if (ui_.controls.focused() == "board") {
    if (model_.board().cursor() >= 0)
      ui_.send(cmd::Say{model_.board().holeSentence(model_.board().cursor(), false)});
    return;
  }
  // Any other control: its words, for a screen reader (the canvas shows only its ring).
  if (const std::string words = ui_.controls.focusedWords(); !words.empty())
    ui_.send(cmd::Say{words});
}

App::Shown App::shown() const {
  return {.focused = ui_.controls.focused(),
          .boardFocus = ui_.boardFocus,
          .movesFocused = ui_.movesFocused,
          .otherWaysOpen = ui_.otherWaysOpen,
          .debugOpen = debugOpen_,
          .cardPutAway = play_.cardPutAway(),
          .sheetUp = play_.sheetUp(),
          .startBelowBoard = ui_.startBelowBoard,
          .reviewStripHeight = ui_.reviewStripHeight,
          .filesAnswered = filesAnswered()};
}

void App::followInterface() {
  if (Shown now = shown(); now != drawn_) {
    drawn_ = std::move(now);
    ui_.redraw.changed();  // the interface's own change, drawn as the model's are
  }
}

bool App::needsFrame(double now) {
  followInterface();  // a change from outside a frame (the page moved the focus, a text came)
  // A change not drawn yet, something that moves or thinks, a kiosk's timed change since the last
  // frame (asked from then: asked from now, a change due this very moment would already point at
  // the next one, and a countdown would never be drawn), or a frame that ImGui asks for itself (a
  // key to handle, a layout to settle).
  return model_.redraw().due(now, wakeAt(lastFrameAt_)) ||
         ui_.redraw.due(now, std::numeric_limits<double>::infinity()) || !keys_.empty() ||
         debugOpen_ || settling_;
}

double App::wakeAt(double now) {
  // A press held on a board: the frame its hole's card shows in. A win's cheer on the result's
  // card: every frame until it ends.
  if (now < play_.movesUntil()) return now;
  const double card = std::min(
      {play_.board().widget().cardDue(), ui_.lessons.cardDue(), ui_.puzzles.cardDue(),
       kiosk_ ? kiosk_->board().widget().cardDue() : std::numeric_limits<double>::infinity()});
  return std::min(card, model_.nextChange(now));  // the model's own (the kiosk's clock too)
}

const std::string& App::holeCard() const {
  return kiosk_ ? kiosk_->board().widget().card() : play_.board().widget().card();
}

std::optional<ImVec2> App::holeCenter(int i) const {
  const auto& layout = boardLayout();
  if (!layout || i < 0 || i >= kHoles) return std::nullopt;
  return layout->hole(i);
}

std::optional<App::BoardSizes> App::boardSizes() const {
  const auto& layout = boardLayout();
  if (!layout) return std::nullopt;
  return BoardSizes{layout->holeRadius() * 2, countTextSize(*layout), layout->letterSize()};
}

std::optional<ImVec2> App::controlCenter(const std::string& name) const {
  return ui_.controls.center(name);
}

void App::moveCursor(int dx, int dy, double now) {
  const BoardArea& board = kiosk_ ? kiosk_->board() : play_.board();
  if (const auto to = board.cursorMoved(model_, dx, dy))
    model_.apply(cmd::Select{*to >= 0 ? std::optional<Move>(static_cast<Move>(*to)) : std::nullopt},
                 now);
}

void App::setBoardFocus(bool focused) {
  ui_.boardFocus = focused;  // the ring hides; the focus stays where it was for the return
  if (focused && model_.board().cursor() < 0 && model_.screen() == Screen::Play)
    moveCursor(0, 0, lastFrameAt_);
}

void App::showRecord(double now) {
  // The host's own dialog, else (the desktop) the interface's.
  if (!model_.apply(cmd::ShowRecord{}, now, AppModel::Reply::ToCaller)) return;
  std::string link = "#";  // "#" + s trips GCC 12's -Wrestrict false alarm at -O3
  link += model_.shareFragment();
  recordDialog_.open(model_.recordText(), link);
}

// The developer's view (F12): ImGui's figures, the state, the last move's trace, the search.
void App::drawDebug() {
  DebugInfo info;
  info.stateJson = model_.session().stateJson();
  Trace trace;
  for (int i = 0; i < model_.board().animation().stepCount(); ++i)
    trace.push_back(model_.board().animation().stepEvent(i));
  info.lastTrace = describeTrace(trace);  // empty once an animation is skipped
  if (model_.standing().computerThinking) {
    info.search = "computer thinking, level ";
    info.search += ai::levelName(model_.session().level(model_.session().position().toMove));
    info.search += "\n";
  } else if (model_.hint() && model_.hint()->pending) {
    info.search = "hint: searching\n";
  }
  info.search += worker_ ? background::describe(worker_->progress()) : "no background worker";
  drawDebugWindow(&debugOpen_, info);
}

// A finger dragged up or down over a window that scrolls scrolls it, as a page does (ImGui
// scrolls by the wheel only): the window under the finger, or the nearest of its parents that can
// scroll. The drag's axis is set once it passes the threshold: a drag that set off sideways
// scrolls nothing (it is the control's: the review's graph scrubs), whatever it does after.
void App::touchScroll() {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  const ImGuiIO& io = ImGui::GetIO();
  if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) ui_.touchDrag = UiState::Drag::None;
  if (!ui_.touch || !ImGui::IsMouseDown(ImGuiMouseButton_Left)) return;
  if (!ImGui::IsMouseDragging(ImGuiMouseButton_Left, io.MouseDragThreshold)) return;
  if (ui_.touchDrag == UiState::Drag::None) {
    const ImVec2 d = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, io.MouseDragThreshold);
    ui_.touchDrag =
        std::abs(d.x) > std::abs(d.y) ? UiState::Drag::Horizontal : UiState::Drag::Vertical;
  }
  if (ui_.touchDrag != UiState::Drag::Vertical || io.MouseDelta.y == 0.0f) return;
  ImGuiWindow* w = g.HoveredWindow;
  while (w && w->ScrollMax.y <= 0.0f && (w->Flags & ImGuiWindowFlags_ChildWindow))
    w = w->ParentWindow;
  if (!w || w->ScrollMax.y <= 0.0f) return;
  ImGui::SetScrollY(w, w->Scroll.y - io.MouseDelta.y);
  // A swipe is not a tap: the control it began on is not pressed when the finger lifts.
  ImGui::ClearActiveID();
}

void App::frame(double now) {
  lastFrameAt_ = now;
  ui_.now = now;
  touchScroll();
  const std::uint64_t saidBefore = model_.liveRegion().count();
  ui_.redraw.drawing();
  ui_.controls.beginFrame();
  beginDrawnText();
  beginTooltipFrame();
  handleKeys(now);
  followModel(now);
  drawWindows(now);
  drawAsked(now);
  endFocusFrame(saidBefore);
}

// The keys pressed since the last frame, each handled in turn.
void App::handleKeys(double now) {
  std::vector<PendingKey> keys;
  keys.swap(keys_);
  for (const PendingKey& key : keys) handleKey(key, now);
  // Tab went from a menu's control to one outside it: the menu closes.
  if (ui_.controls.takePopupLeft()) ImGui::ClosePopupToLevel(0, true);
  ui_.controls.showRing(ui_.boardFocus);
}

// The model brought up to `now`, and the interface after it: the theme, the kiosk, the screen
// shown and the board's cursor.
void App::followModel(double now) {
  model_.update(now);
  steerImGuiNav();
  if (const Prefs prefs = model_.prefs();
      prefs.look != lookShown_.first || prefs.accent != lookShown_.second) {
    lookShown_ = {prefs.look, prefs.accent};
    theme::setLook(prefs.look, prefs.accent);
  }
  if (model_.kioskMode() && !kiosk_) kiosk_ = std::make_unique<KioskScreen>();
  if (kiosk_ && touched_) model_.apply(cmd::KioskTouch{}, now);
  touched_ = false;
  if (model_.screen() != screenShown_) {
    screenShown_ = model_.screen();
    play_.reset();  // the move list starts again for the next game shown
  }
  // The cursor stays on a choosable hole while the keyboard is used.
  if (ui_.boardHasFocus() && model_.screen() == Screen::Play && !model_.board().moving(now)) {
    const std::uint16_t mask = model_.board().playable();
    const int s = model_.board().cursor();
    if (mask && (s < 0 || !((mask >> s) & 1))) moveCursor(0, 0, now);
  }
}

// The screen's window over the whole frame, then the rules' and the lessons' windows over it.
void App::drawWindows(double now) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  drawBackground(ImGui::GetBackgroundDrawList(), vp->Pos,
                 ImVec2(vp->Pos.x + vp->Size.x, vp->Pos.y + vp->Size.y));
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0, 0, 0, 0));
  // A small frame gives the board every pixel it can: narrow margins and gaps.
  const bool compact = isCompact();
  const bool narrow = vp->Size.x < 500;  // a phone held upright
  // A small frame's controls no taller than usual with a mouse: it is small. A finger's stay its
  // size (theme::setFingerSized), on a phone on its side too. Kept for the rules and the lessons
  // too, drawn after the screen's window.
  const bool smallControls = compact && !theme::fingerSized();
  if (smallControls) ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(10, 6));
  // Narrow margins: for the screen's window on a phone; in a small frame for the panels in it too.
  if (compact || narrow) ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6, 4));
  ImGui::Begin("##main", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus |
                   ImGuiWindowFlags_NoScrollWithMouse);
  if (narrow && !compact) ImGui::PopStyleVar();  // the window padding
  ImGui::PopStyleColor();
  ui_.headerBottom = 0;  // until the play screen's headline says where it ends
  if (model_.rulesAsked().count != rulesAskedSeen_) {  // the page's start form asked for them
    rulesAskedSeen_ = model_.rulesAsked().count;
    ui_.rules.open(model_.rulesAsked().game);
  }
  drawScreen(now);
  ImGui::End();
  if (compact) ImGui::PopStyleVar();  // the window padding, kept for the small frame's panels
  const NameControl control = [this](const char* name, const std::string& spoken) {
    ui_.control(name, Controls::Stop::Yes, spoken);
  };
  const NameControl figure = [this](const char* name, const std::string& spoken) {
    ui_.control(name, Controls::Stop::No, spoken);
  };
  ui_.lessons.keepClearOf(ui_.headerBottom);
  const RulesWindowAsked asked = ui_.rules.draw(ui_.fonts, control, figure, ui_.headerBottom,
                                                model_.standing().canOpenRulesPages);
  if (asked.howToPlay) ui_.send(cmd::Lesson{firstLessonOf(*asked.howToPlay)});
  if (asked.rulesPage) ui_.send(cmd::RulesPage{*asked.rulesPage});
  ui_.lessons.draw(model_.lessonsMode(), ui_, now, control);
  if (smallControls) ImGui::PopStyleVar();  // the frame padding
}

// The screen shown in the main window: the kiosk's, the Puzzles, the start or the play screen.
void App::drawScreen(double now) {
  if (kiosk_) {
    play_.hide();
    kiosk_->draw(model_, ui_, now);
  } else if (model_.puzzlesMode().isOpen()) {
    play_.hide();
    ui_.puzzles.draw(model_, ui_, now);
  } else if (model_.gamesMode().isOpen()) {
    play_.hide();
    drawMyGamesScreen(model_, ui_);
  } else if (model_.screen() == Screen::Start) {
    play_.hide();
    drawStartScreen(model_, ui_);
  } else {
    play_.draw(model_, ui_, now);
  }
}

// The record dialog and the debug window, and the record or the code that the frame asked for.
void App::drawAsked(double now) {
  if (auto text = recordDialog_.draw()) {
    const auto refused = model_.apply(cmd::LoadRecord{*text}, now, AppModel::Reply::ToCaller);
    recordDialog_.loadResult(refused ? std::optional(refusalText(*refused)) : std::nullopt);
  }
  if (debugOpen_) drawDebug();
  if (ui_.recordAsked) {
    ui_.recordAsked = false;
    showRecord(now);
  }
  if (ui_.codeAsked) {
    ui_.codeAsked = false;
    model_.apply(cmd::TakeHome{}, now);
  }
}

// The frame's end: whether ImGui needs another, where the focus went and what is said of it
// (`saidBefore`: the live region's count as the frame began).
void App::endFocusFrame(std::uint64_t saidBefore) {
  // A window or tab bar that appeared in this frame is drawn whole in the next one (a few
  // frames at most in a row, so that a layout that never settles cannot keep the page busy).
  settleStreak_ = imguiNeedsAnotherFrame() ? settleStreak_ + 1 : 0;
  settling_ = settleStreak_ > 0 && settleStreak_ <= 4;
  const std::string focusedBefore = ui_.controls.focused();
  ui_.controls.endFrame();
  endDrawnText();
  const bool moved = ui_.controls.focused() != focusedBefore;  // the ring drawn where it went
  // The focus came in from the page, or a window or menu that opened took it (or gave it back as
  // it closed): the control it went to is said, unless the frame said something else (a lesson's
  // step, a new game), which would be cut short. The board says its holes as the arrows choose
  // them.
  if ((moved || focusEntered_) && ui_.controls.focused() != "board" &&
      model_.liveRegion().count() == saidBefore)
    sayFocused();
  // The focused choice was chosen (Space, Enter, a click): its new state is said.
  const std::string words = ui_.controls.focusOnChoice() ? ui_.controls.focusedWords() : "";
  if (!moved && !focusEntered_ && !words.empty() && !choiceWords_.empty() &&
      words != choiceWords_ && model_.liveRegion().count() == saidBefore)
    ui_.send(cmd::Say{words});
  choiceWords_ = words;
  focusEntered_ = false;
  followInterface();  // what this frame changed of the interface's own state: drawn again
}

}  // namespace mancala::app
