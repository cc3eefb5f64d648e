// App's keys (app.h): what each key does on each screen, and the play screen's shortcuts.
#include <string>
#include <string_view>

#include "app/text/i18n.h"
#include "app/ui/app/app.h"
#include "imgui_internal.h"

namespace mancala::app {

namespace {

bool isArrow(Key k) { return k == Key::Left || k == Key::Right || k == Key::Up || k == Key::Down; }
bool isPress(Key k) { return k == Key::Enter || k == Key::Space; }
// An arrow's way through the controls: back for Left and Up, on for Right and Down.
int arrowStep(Key k) { return k == Key::Left || k == Key::Up ? -1 : 1; }

}  // namespace

void App::handleKey(const PendingKey& pending, double now) {
  const KeyPress& key = pending.press;
  const Key k = key.key;
  if (k == Key::F12) {
    debugOpen_ = !debugOpen_;
    return;
  }
  if (recordDialog_.isOpen() || ImGui::GetIO().WantTextInput) return;  // typing in a field
  if (model_.kioskMode() && model_.kioskMode()->mode() == Kiosk::Mode::Attract &&
      !model_.lessonsMode().isOpen() && !ui_.rules.isOpen()) {
    attractKey(key);
    return;
  }
  if (k == Key::Tab) {  // the desktop's: around the controls (the page's leaves the game)
    focusStep(key.shift ? -1 : 1, true, true);
    return;
  }
  if (popupKey(pending) || lessonsKey(k, now)) return;
  if (model_.puzzlesMode().isOpen() && !ui_.rules.isOpen()) {
    puzzlesKey(k, now);
    return;
  }
  if (model_.gamesMode().isOpen() && k == Key::Escape && !ui_.rules.isOpen()) {
    model_.apply(cmd::CloseMyGames{}, now);  // My games: Esc goes back
    return;
  }
  if (controlKey(k)) return;
  if (model_.gamesMode().isOpen()) return;  // the screen's controls only
  if (model_.screen() != Screen::Play) {
    startScreenKey(k, now);
    return;
  }
  if (key.ctrl && (k == Key::Z || k == Key::Y)) {
    model_.apply(k == Key::Y || key.shift ? Command(cmd::Redo{}) : Command(cmd::Undo{}), now);
    return;
  }
  if (shortcut(k, key.ctrl, now) || moveListKey(k, now)) return;
  boardKey(k, now);
}

// The kiosk's attract screen: its board plays itself, so the keys go over its buttons only.
void App::attractKey(const KeyPress& key) {
  const Key k = key.key;
  if (k == Key::Tab || isArrow(k))
    focusStep(k == Key::Left || k == Key::Up || (k == Key::Tab && key.shift) ? -1 : 1, true,
              k == Key::Tab);
  if (isPress(k)) ui_.controls.activate();
}

// A menu or a list open over the screen takes the keys, Esc closing it and nothing else (the
// window under it stays), whether or not ImGui's own Esc closed it already.
bool App::popupKey(const PendingKey& pending) {
  const Key k = pending.press.key;
  const int popups = GImGui->OpenPopupStack.Size;
  if (pending.popups <= 0 && popups <= 0) return false;
  Controls& controls = ui_.controls;
  if (k == Key::Escape) {
    if (pending.popups > 0 && popups >= pending.popups)  // the innermost, back to its opener
      ImGui::ClosePopupToLevel(pending.popups - 1, true);
  } else if (controls.focusInPopup()) {  // a menu of our controls (the options)
    if (isArrow(k)) focusStep(arrowStep(k), true, false);
    if (isPress(k)) controls.activate();
  } else if (k == Key::Enter && GImGui->NavId != 0) {
    ImGui::ActivateItem(GImGui->NavId);  // a choice's list: Enter chooses, as Space does
  }
  return true;  // the list's arrows and Space are ImGui's
}

// The lessons, when open: their buttons, their board and their steps; true when they took the key.
bool App::lessonsKey(Key k, double now) {
  if (!model_.lessonsMode().isOpen()) return false;
  Controls& controls = ui_.controls;
  // The ring on one of the lessons' buttons (Back, Show me, Close...): Enter or Space presses it;
  // an arrow goes to the board (the lesson's hole cursor), and takes the ring away with it.
  if (controls.focusInWindow(LessonsWindow::kWindowId)) {
    if (isPress(k) && controls.focused() != "tutorial-lesson" && controls.activate()) return true;
    if (isArrow(k)) controls.clearFocus();
  }
  // The lessons' window takes its keys first (its board's arrows and Enter, its steps).
  return ui_.lessons.key(k, model_.lessonsMode(), ui_, now);
}

// The Puzzles screen: a focused button is pressed by Enter; its board and list take the rest.
void App::puzzlesKey(Key k, double now) {
  Controls& controls = ui_.controls;
  if (isPress(k) && controls.focused() != "board" && controls.activate()) return;
  const bool onBoard = controls.focused().empty() || controls.focused() == "board";
  if (isArrow(k) && !onBoard && model_.puzzlesMode().listing()) {
    focusStep(arrowStep(k), true, false);
    return;
  }
  if (isArrow(k)) controls.focus("board");
  ui_.puzzles.key(k, model_.puzzlesMode(), ui_, now);
}

// The focused control pressed as a click, and the rules' window's Esc and arrows; true when done.
bool App::controlKey(Key k) {
  Controls& controls = ui_.controls;
  const bool submit = k == Key::Enter && model_.screen() == Screen::Start &&
                      (controls.focused().empty() || controls.focusOnChoice());
  if (isPress(k) && !submit && controls.activate()) return true;  // the focused control, clicked
  if (ui_.rules.isOpen() && k == Key::Escape) {
    ui_.rules.close();
    return true;
  }
  if (ui_.rules.isOpen() && (k == Key::Up || k == Key::Down) &&
      controls.focusInWindow(RulesWindow::kWindowId)) {  // the rules' text, a few lines at a time
    ui_.rules.scroll(k == Key::Up ? -3.0f : 3.0f);
    return true;
  }
  return false;
}

// The start screen: the arrows go from choice to choice too; Enter on a game's card chooses that
// game; on another choice (of the other ways to play) it starts the game, as a form is sent; on
// the screen itself it does what the screen's first button does: the other ways' Start where they
// show, else Play the computer.
void App::startScreenKey(Key k, double now) {
  if (isArrow(k)) focusStep(arrowStep(k), true, false);
  if (k == Key::Enter) {
    const std::string& focused = ui_.controls.focused();
    if (focused.rfind("game-", 0) == 0) {
      if (const auto v = parseVariant(std::string_view(focused).substr(5)))
        model_.apply(cmd::Choose{{.game = *v}}, now);
    } else if (!focused.empty() || ui_.otherWaysOpen) {
      model_.apply(cmd::Start{}, now);
    } else {
      model_.apply(cmd::PlayComputer{}, now);
    }
  }
  // The game in progress, when one is kept.
  if (k == Key::Escape && model_.standing().canGoBackToGame) model_.apply(cmd::BackToGame{}, now);
}

// The play screen's move list, when focused: the arrows step through the moves; true when done.
bool App::moveListKey(Key k, double now) {
  const std::string& at = ui_.controls.focused();
  const bool onList =
      at == "view-back" || at == "view-forward" || at == "view-live" || at.rfind("review", 0) == 0;
  if (!ui_.movesFocused && !onList) return false;
  switch (k) {
    case Key::Left:
    case Key::Up: model_.apply(cmd::Step{-1}, now); return true;
    case Key::Right:
    case Key::Down: model_.apply(cmd::Step{1}, now); return true;
    case Key::Escape: model_.apply(cmd::Live{}, now); return true;
    default: return false;
  }
}

// The play screen's board: the arrows move the cursor, Enter or Space plays, Esc skips or goes
// back to the previous game.
void App::boardKey(Key k, double now) {
  const bool arrow = isArrow(k);
  const int selectedBefore = model_.board().cursor();
  if (arrow) ui_.controls.focus("board");  // the arrows are the board's
  switch (k) {
    case Key::Left: moveCursor(-1, 0, now); break;
    case Key::Right: moveCursor(1, 0, now); break;
    case Key::Up: moveCursor(0, -1, now); break;
    case Key::Down: moveCursor(0, 1, now); break;
    case Key::Enter:
    case Key::Space:
      if (model_.board().moving(now)) {
        model_.apply(cmd::Skip{}, now);
      } else if (model_.board().cursor() >= 0) {
        model_.apply(cmd::ChooseHole{static_cast<Move>(model_.board().cursor())}, now);
      } else if (model_.session().betweenGames()) {
        model_.apply(cmd::NextGame{}, now);
      } else {
        moveCursor(0, 0, now);
      }
      break;
    case Key::Escape:
      if (model_.board().moving(now))
        model_.apply(cmd::Skip{}, now);
      else if (model_.standing().hasPreviousGame && !kiosk_)  // a kiosk's attract game is not one
        model_.apply(cmd::PreviousGame{}, now);
      break;
    default: break;
  }
  // Each arrow says where the cursor is (also when it could not move: the only choice).
  if (model_.board().cursor() >= 0 && (arrow || model_.board().cursor() != selectedBefore))
    ui_.send(cmd::Say{model_.board().holeSentence(model_.board().cursor(), false)});
}

bool App::shortcut(Key k, bool ctrl, double now) {
  // A kiosk has no shortcut: nothing to open, save or paste, no screen of its own to leave for.
  if (kiosk_) return ctrl || k >= Key::C;
  if (ctrl) {
    if (k == Key::C) {
      showRecord(now);
      return true;
    }
    if (k == Key::V) {  // the web's record dialog takes the text
      if (model_.apply(cmd::Paste{}, now, AppModel::Reply::ToCaller)) showRecord(now);
      return true;
    }
    return false;
  }
  switch (k) {
    case Key::U: model_.apply(cmd::Undo{}, now); return true;
    case Key::R: model_.apply(cmd::Redo{}, now); return true;
    case Key::N:
      model_.apply(cmd::ToStart{}, now);
      ui_.send(cmd::Say{
          model_.standing().canGoBackToGame
              ? tr("New game: choose the game and the players, then press Enter to start, "
                   "or Escape to go back to the game in progress.")
              : tr("New game: choose the game and the players, then press Enter to start.")});
      return true;
    case Key::H: ui_.rules.toggle(model_.session().variant()); return true;
    case Key::M:
      model_.apply(cmd::Sound{!model_.prefs().sound}, now);
      ui_.send(cmd::Say{model_.prefs().sound ? tr("Sounds on.") : tr("Sounds off.")});
      return true;
    case Key::C:
      model_.apply(cmd::Contrast{!model_.prefs().contrast}, now);
      ui_.send(
          cmd::Say{model_.prefs().contrast ? tr("High contrast on.") : tr("High contrast off.")});
      return true;
    case Key::I: model_.apply(cmd::Hint{}, now); return true;  // a hint ("H" is the rules)
    case Key::G: showRecord(now); return true;
    case Key::S:
      model_.apply(cmd::SayBoard{}, now);
      return true;  // the whole board, for a screen reader
    default: return false;
  }
}

}  // namespace mancala::app
