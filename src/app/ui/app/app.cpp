#include "app/ui/app/app.h"

#include <algorithm>
#include <limits>

#include "app/text/i18n.h"
#include "app/ui/app/debug_window.h"
#include "app/ui/board/board_painter.h"
#include "app/ui/lettering/drawn_text.h"
#include "app/ui/screens/compact_layout.h"
#include "app/ui/screens/front_screen.h"
#include "app/ui/screens/my_games_screen.h"
#include "app/ui/screens/start_screen.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/tooltips.h"
#include "app/ui/windows/touch_scroll.h"
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
  if (frontScreen(model_) != Front::Kiosk) return {};
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
  steerImGuiNav(ui_, recordDialog_.isOpen());
}

bool App::focusStep(int dir, bool wrap, bool byTab) {
  return stepFocus(ui_, model_.board(), dir, wrap, byTab);
}

void App::focusEnter(int dir) { focusWords_.enter(ui_, dir); }

void App::followInterface() {
  if (InterfaceShown now = interfaceShown(ui_, play_, debugOpen_); now != drawn_) {
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
         debugOpen_ || settling_.owed();
}

double App::wakeAt(double now) {
  // A press held on a board: the frame its hole's card shows in. A win's cheer on the result's
  // card: every frame until it ends.
  if (now < play_.movesUntil()) return now;
  const double card = std::min({play_.board().widget().cardDue(), ui_.lessons.cardDue(),
                                ui_.puzzles.cardDue(), kiosk_.board().widget().cardDue()});
  return std::min(card, model_.nextChange(now));  // the model's own (the kiosk's clock too)
}

const BoardArea& App::boardInFront() const {
  return frontScreen(model_) == Front::Kiosk ? kiosk_.board() : play_.board();
}

void App::setBoardFocus(bool focused) {
  ui_.boardFocus = focused;  // the ring hides; the focus stays where it was for the return
  if (focused && model_.board().cursor() < 0 && model_.state().screen == Screen::Play)
    moveCursor(model_, boardInFront(), 0, 0, lastFrameAt_);
}

void App::showRecord(double now) {
  // The host's own dialog, else (the desktop) the interface's.
  if (!model_.apply(cmd::ShowRecord{}, now, AppModel::Reply::ToCaller)) return;
  std::string link = "#";  // "#" + s trips GCC 12's -Wrestrict false alarm at -O3
  link += model_.shareFragment();
  recordDialog_.open(model_.recordText(), link);
}

void App::frame(double now) {
  lastFrameAt_ = now;
  ui_.now = now;
  touchScroll(ui_);
  const std::uint64_t saidBefore = model_.state().shown.liveRegion.count();
  ui_.redraw.drawing();
  ui_.controls.beginFrame();
  beginDrawnText();
  beginTooltipFrame();
  handleKeys(now);
  followModel(now);
  drawWindows(now);
  drawAsked(now);
  endFrame(saidBefore);
}

// The keys pressed since the last frame, each handled in turn.
void App::handleKeys(double now) {
  std::vector<PendingKey> keys;
  keys.swap(keys_);
  KeyRouter router(model_, ui_, boardInFront());
  for (const PendingKey& key : keys) {
    if (key.press.key == Key::F12) {
      debugOpen_ = !debugOpen_;
      continue;
    }
    if (recordDialog_.isOpen() || ImGui::GetIO().WantTextInput) continue;  // typing in a field
    router.route(key, now);
  }
  // Tab went from a menu's control to one outside it: the menu closes.
  if (ui_.controls.takePopupLeft()) ImGui::ClosePopupToLevel(0, true);
  ui_.controls.showRing(ui_.boardFocus);
}

// The model brought up to `now`, and the interface after it: the theme, the kiosk, the screen
// shown and the board's cursor.
void App::followModel(double now) {
  model_.update(now);
  steerImGuiNav(ui_, recordDialog_.isOpen());
  if (const Prefs prefs = model_.prefs();
      prefs.look != lookShown_.first || prefs.accent != lookShown_.second) {
    lookShown_ = {prefs.look, prefs.accent};
    theme::setLook(prefs.look, prefs.accent);
  }
  if (frontScreen(model_) == Front::Kiosk && touched_) model_.apply(cmd::KioskTouch{}, now);
  touched_ = false;
  if (model_.state().screen != screenShown_) {
    screenShown_ = model_.state().screen;
    play_.reset();  // the move list starts again for the next game shown
  }
  // The cursor stays on a choosable hole while the keyboard is used.
  if (ui_.boardHasFocus() && model_.state().screen == Screen::Play && !model_.board().moving(now)) {
    const std::uint16_t mask = model_.board().playable();
    const int s = model_.board().cursor();
    if (mask && (s < 0 || !((mask >> s) & 1))) moveCursor(model_, boardInFront(), 0, 0, now);
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
  if (model_.state().shown.rulesAsked.count !=
      rulesAskedSeen_) {  // the page's start form asked for them
    rulesAskedSeen_ = model_.state().shown.rulesAsked.count;
    ui_.rules.open(model_.state().shown.rulesAsked.game);
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
  ui_.lessons.draw(model_.state().modes.lessons, ui_, now, control);
  if (smallControls) ImGui::PopStyleVar();  // the frame padding
}

// The screen in front, in the main window.
void App::drawScreen(double now) {
  const Front front = frontScreen(model_);
  if (front != Front::Play) play_.hide();
  switch (front) {
    case Front::Kiosk: kiosk_.draw(model_, ui_, now); break;
    case Front::Puzzles: ui_.puzzles.draw(model_, ui_, now); break;
    case Front::MyGames: drawMyGamesScreen(model_, ui_); break;
    case Front::Start: drawStartScreen(model_, ui_); break;
    case Front::Play: play_.draw(model_, ui_, now); break;
  }
}

// The record dialog and the debug window, and the record or the code that the frame asked for.
void App::drawAsked(double now) {
  if (auto text = recordDialog_.draw()) {
    const auto refused = model_.apply(cmd::LoadRecord{*text}, now, AppModel::Reply::ToCaller);
    recordDialog_.loadResult(refused ? std::optional(refusalText(*refused)) : std::nullopt);
  }
  if (debugOpen_) drawDebugWindow(&debugOpen_, debugInfo(model_, worker_));
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
void App::endFrame(std::uint64_t saidBefore) {
  settling_.afterFrame();
  const std::string focusedBefore = ui_.controls.focused();
  ui_.controls.endFrame();
  endDrawnText();
  focusWords_.endFrame(ui_, model_.board(), focusedBefore,
                       model_.state().shown.liveRegion.count() != saidBefore);
  followInterface();  // what this frame changed of the interface's own state: drawn again
}

}  // namespace mancala::app
