// App's keys (app_keys.h): what each key does on each screen, and the play screen's shortcuts.
#include "app/ui/app/app_keys.h"

#include <string>
#include <string_view>

#include "app/text/i18n.h"
#include "app/ui/app/keyboard_focus.h"
#include "app/ui/screens/front_screen.h"
#include "imgui_internal.h"

namespace mancala::app {

namespace {

bool isArrow(Key k) { return k == Key::Left || k == Key::Right || k == Key::Up || k == Key::Down; }
bool isPress(Key k) { return k == Key::Enter || k == Key::Space; }
// An arrow's way through the controls: back for Left and Up, on for Right and Down.
int arrowStep(Key k) { return k == Key::Left || k == Key::Up ? -1 : 1; }
bool inKiosk(const AppModel& model) { return frontScreen(model) == Front::Kiosk; }

}  // namespace

void KeyRouter::route(const PendingKey& pending, double now) {
  const KeyPress& key = pending.press;
  const Key k = key.key;
  const Front front = frontScreen(model_);
  if (front == Front::Kiosk && model_.state().modes.kiosk->mode() == Kiosk::Mode::Attract &&
      !model_.state().modes.lessons.isOpen() && !ui_.rules.isOpen()) {
    attractKey(key);
    return;
  }
  if (k == Key::Tab) {  // the desktop's: around the controls (the page's leaves the game)
    focusStep(key.shift ? -1 : 1, true, true);
    return;
  }
  if (popupKey(pending) || lessonsKey(k, now)) return;
  if (front == Front::Puzzles && !ui_.rules.isOpen()) {
    puzzlesKey(k, now);
    return;
  }
  if (front == Front::MyGames && k == Key::Escape && !ui_.rules.isOpen()) {
    model_.apply(cmd::CloseMyGames{}, now);  // My games: Esc goes back
    return;
  }
  if (controlKey(k)) return;
  switch (front) {
    // My games: its controls, pressed above, and nothing else.
    case Front::MyGames: return;
    // The Puzzles screen under the rules' window, which let the key pass: the start screen's keys
    // (the screen the Puzzles are drawn instead of).
    case Front::Puzzles:
    case Front::Start: startScreenKey(k, now); return;
    case Front::Kiosk:
    case Front::Play: playKey(key, now); return;
  }
}

// The play screen (the kiosk's visitor's too): undo and redo, the shortcuts, the move list, the
// board.
void KeyRouter::playKey(const KeyPress& key, double now) {
  const Key k = key.key;
  if (key.ctrl && (k == Key::Z || k == Key::Y)) {
    model_.apply(k == Key::Y || key.shift ? Command(cmd::Redo{}) : Command(cmd::Undo{}), now);
    return;
  }
  if (shortcut(k, key.ctrl, now) || moveListKey(k, now)) return;
  boardKey(k, now);
}

bool KeyRouter::focusStep(int dir, bool wrap, bool byTab) {
  return stepFocus(ui_, model_.board(), dir, wrap, byTab);
}

void moveCursor(AppModel& model, const BoardArea& board, int dx, int dy, double now) {
  if (const auto to = board.cursorMoved(model, dx, dy))
    model.apply(cmd::Select{*to >= 0 ? std::optional<Move>(static_cast<Move>(*to)) : std::nullopt},
                now);
}

// The kiosk's attract screen: its board plays itself, so the keys go over its buttons only.
void KeyRouter::attractKey(const KeyPress& key) {
  const Key k = key.key;
  if (k == Key::Tab || isArrow(k))
    focusStep(k == Key::Left || k == Key::Up || (k == Key::Tab && key.shift) ? -1 : 1, true,
              k == Key::Tab);
  if (isPress(k)) ui_.controls.activate();
}

// A menu or a list open over the screen takes the keys, Esc closing it and nothing else (the
// window under it stays), whether or not ImGui's own Esc closed it already.
bool KeyRouter::popupKey(const PendingKey& pending) {
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
bool KeyRouter::lessonsKey(Key k, double now) {
  if (!model_.state().modes.lessons.isOpen()) return false;
  Controls& controls = ui_.controls;
  // The ring on one of the lessons' buttons (Back, Show me, Close...): Enter or Space presses it;
  // an arrow goes to the board (the lesson's hole cursor), and takes the ring away with it.
  if (controls.focusInWindow(LessonsWindow::kWindowId)) {
    if (isPress(k) && controls.focused() != "tutorial-lesson" && controls.activate()) return true;
    if (isArrow(k)) controls.clearFocus();
  }
  // The lessons' window takes its keys first (its board's arrows and Enter, its steps).
  return ui_.lessons.key(k, model_.state().modes.lessons, ui_, now);
}

// The Puzzles screen: a focused button is pressed by Enter; its board and list take the rest.
void KeyRouter::puzzlesKey(Key k, double now) {
  Controls& controls = ui_.controls;
  if (isPress(k) && controls.focused() != "board" && controls.activate()) return;
  const bool onBoard = controls.focused().empty() || controls.focused() == "board";
  if (isArrow(k) && !onBoard && model_.state().modes.puzzles.listing()) {
    focusStep(arrowStep(k), true, false);
    return;
  }
  if (isArrow(k)) controls.focus("board");
  ui_.puzzles.key(k, model_.state().modes.puzzles, ui_, now);
}

// The focused control pressed as a click, and the rules' window's Esc and arrows; true when done.
bool KeyRouter::controlKey(Key k) {
  Controls& controls = ui_.controls;
  const bool submit = k == Key::Enter && model_.state().screen == Screen::Start &&
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
void KeyRouter::startScreenKey(Key k, double now) {
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
bool KeyRouter::moveListKey(Key k, double now) {
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
void KeyRouter::boardKey(Key k, double now) {
  const bool arrow = isArrow(k);
  const int selectedBefore = model_.board().cursor();
  if (arrow) ui_.controls.focus("board");  // the arrows are the board's
  switch (k) {
    case Key::Left: moveCursor(model_, board_, -1, 0, now); break;
    case Key::Right: moveCursor(model_, board_, 1, 0, now); break;
    case Key::Up: moveCursor(model_, board_, 0, -1, now); break;
    case Key::Down: moveCursor(model_, board_, 0, 1, now); break;
    case Key::Enter:
    case Key::Space:
      if (model_.board().moving(now)) {
        model_.apply(cmd::Skip{}, now);
      } else if (model_.board().cursor() >= 0) {
        model_.apply(cmd::ChooseHole{static_cast<Move>(model_.board().cursor())}, now);
      } else if (model_.state().game.session.betweenGames()) {
        model_.apply(cmd::NextGame{}, now);
      } else {
        moveCursor(model_, board_, 0, 0, now);
      }
      break;
    case Key::Escape:
      if (model_.board().moving(now))
        model_.apply(cmd::Skip{}, now);
      else if (model_.standing().hasPreviousGame && !inKiosk(model_))  // not a kiosk's attract game
        model_.apply(cmd::PreviousGame{}, now);
      break;
    default: break;
  }
  // Each arrow says where the cursor is (also when it could not move: the only choice).
  if (model_.board().cursor() >= 0 && (arrow || model_.board().cursor() != selectedBefore))
    ui_.send(cmd::Say{model_.board().holeSentence(model_.board().cursor(), false)});
}

bool KeyRouter::shortcut(Key k, bool ctrl, double now) {
  // A kiosk has no shortcut: nothing to open, save or paste, no screen of its own to leave for.
  if (inKiosk(model_)) return ctrl || k >= Key::C;
  if (ctrl) {
    if (k == Key::C) {
      ui_.recordAsked = true;  // shown once the frame is drawn, as the menu's
      return true;
    }
    if (k == Key::V) {  // the web's record dialog takes the text
      if (model_.apply(cmd::Paste{}, now, AppModel::Reply::ToCaller)) ui_.recordAsked = true;
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
    case Key::H: ui_.rules.toggle(model_.state().game.session.variant()); return true;
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
    case Key::G: ui_.recordAsked = true; return true;
    case Key::S:
      model_.apply(cmd::SayBoard{}, now);
      return true;  // the whole board, for a screen reader
    default: return false;
  }
}

}  // namespace mancala::app
