#include "app/ui/screens/compact_layout.h"

#include <algorithm>

#include "app/model/play/player_strips.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/friend/friend_panel.h"
#include "app/ui/play/game_keeping.h"
#include "app/ui/play/player_strip.h"
#include "app/ui/play/settings_menu.h"
#include "app/ui/review/review_panel.h"
#include "app/ui/screens/other_ways.h"
#include "app/ui/screens/start_actions.h"
#include "app/ui/screens/start_screen.h"
#include "app/ui/widgets/icons.h"
#include "app/ui/widgets/language_menu.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"
#include "app/ui/windows/game_choice.h"

namespace mancala::app {

bool isCompact() {
  const ImVec2 size = ImGui::GetMainViewport()->Size;
  // Low, or narrow and not tall (a phone on its side, a museum page's frame), or lying and too
  // narrow for the panel beside the board (a frame of 720x480): one slim bar, the board in all
  // the rest. Below the board the panel would leave it a strip.
  return size.y < 460 || (size.x < 420 && size.y < 640) ||
         (size.x < 860 && size.x > size.y && size.y < 640);
}

namespace {

// The other ways to play in a small frame: a friend, each side's player (and level) on one line,
// and Start.
void drawCompactOtherWays(const AppModel& model, UiState& ui, SessionSetup& setup, float right) {
  const bool friendChosen = drawFriendChoice(model, ui, true, right);
  for (Player p : {Player::South, Player::North}) {
    if (friendChosen) break;  // both are people, one on each device
    ImGui::PushID(index(p));
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(sideName(p).c_str());
    const float choices = ImGui::GetFontSize() * 4.2f;
    ImGui::SameLine(choices);
    if (drawPlayerKindChoice(setup, ui, p)) {
      // "Level" and its list (drawLevelChoice: 9 font sizes wide), under the choices when the
      // frame is too narrow for them beside.
      const float width = ImGui::CalcTextSize(tr("Level")).x + ImGui::GetStyle().ItemSpacing.x +
                          ImGui::GetFontSize() * 9.0f;
      ImGui::SameLine();
      if (ImGui::GetCursorPosX() + width > right) {
        ImGui::NewLine();
        ImGui::SetCursorPosX(choices);
      }
      drawLevelChoice(setup, ui, p, false);
    }
    ImGui::PopID();
  }
  ImGui::Spacing();
  drawFriendBar(model, ui);  // the way to the latest move of an old link opened
  if (ImGui::Button(tr("Start"))) {
    chooseSetup(model, ui, setup);
    ui.send(cmd::Start{});
  }
  ui.control("start");
  if (ui.keyHints()) {
    const char* keys = tr("Enter starts the game; the arrows and Space change the choices.");
    ImGui::TextWrapped("%s", keys);
    ui.control("start-keys", Controls::Stop::No, keys);
  }
}

}  // namespace

void drawCompactStartScreen(const AppModel& model, UiState& ui) {
  SessionSetup setup = model.state().game.startChoices;  // handed back before Start
  heading(ui.fonts.heading, "Mancala");
  // The rules beside the language, in sight in the smallest frame.
  const float right = ImGui::GetWindowContentRegionMax().x;
  ImGui::SameLine(std::max(
      ImGui::GetCursorPosX(),
      right - languageMenuWidth() - buttonWidth(tr("Rules")) - ImGui::GetStyle().ItemSpacing.x));
  if (ImGui::Button(tr("Rules"))) ui.rules.open(setup.variant);
  ui.control("rules");
  ImGui::SameLine();
  if (const auto l = languageMenu("##language", languageMenuWidth(), !ui.touch))
    ui.send(cmd::LanguageChoice{*l});
  ui.control("language", Controls::Stop::Yes, languageWords());
  gameChoice(setup.variant, right, "game-", "", ui);
  // The board of the chosen game where the frame leaves room for it (a phone on its side), with
  // the actions under it, as on the larger start screen.
  if (!ui.otherWaysOpen) drawStartBoard(ui, ui.startBelowBoard, false);
  const float top = ImGui::GetCursorPosY();
  drawStartActions(model, ui, setup, right, false);
  if (model.state().screen != Screen::Start) return;  // "Play the computer" started a game
  if (model.standing().canGoBackToGame) {             // a game put aside: the way back to it
    if (ImGui::Button(tr("Back to the game"))) ui.send(cmd::BackToGame{});
    ui.control("back-to-game");
  }
  // Two people, a friend, the computer on either side: folded under one control.
  drawOtherWaysToggle(ui);
  besideIfFits(buttonWidth(tr("Puzzles")), right);
  if (ImGui::Button(tr("Puzzles"))) openPuzzles(ui, model.state().game.startChoices.variant);
  ui.control("puzzles");
  openMyGamesButton(model, ui, right);
  if (ui.otherWaysOpen) drawCompactOtherWays(model, ui, setup, right);
  chooseSetup(model, ui, setup);
  keepRoomBelowBoard(ui, top);
}

namespace {

// Whose turn, where the strips of a larger screen would say it (the game's name between moves
// and off the play screen), in the heading's font where it fits before the buttons at `buttons`.
void drawTurnLine(const AppModel& model, UiState& ui, bool sayTurn, float buttons) {
  std::string turn =
      sayTurn && model.state().screen == Screen::Play ? turnLine(stripFacts(model, ui.now)) : "";
  if (turn.empty()) turn = std::string(variantTitle(model.state().game.session.variant()));
  const float room = buttons - ImGui::GetCursorPosX() - ImGui::GetStyle().ItemSpacing.x;
  ImGui::PushFont(ui.fonts.heading);
  const bool large = ImGui::CalcTextSize(turn.c_str()).x <= room;
  ImGui::PopFont();
  if (!large) ImGui::AlignTextToFramePadding();
  heading(large ? ui.fonts.heading : ImGui::GetFont(), turn);
  ui.control("turn-line", Controls::Stop::No, turn);
}

// A menu entry's key beside it where a keyboard is in use.
const char* keyBeside(const UiState& ui, const char* key) { return ui.keyHints() ? key : nullptr; }

// The menu's ways through the game: a new game, back to the previous one, Redo, Hint, Review,
// the rules, the puzzles and My games.
void drawMenuGameEntries(const AppModel& model, UiState& ui) {
  const AppState& s = model.state();
  drawMenuMainAction(model, ui, ui.now);  // New game (or Rematch), filled with the accent
  if (model.standing().hasPreviousGame) {
    if (ImGui::MenuItem(tr("Back to the previous game"), keyBeside(ui, "Esc")))
      ui.send(cmd::PreviousGame{});
    ui.control("menu-back-to-game");
  }
  if (ImGui::MenuItem(tr("Redo"), keyBeside(ui, "R"), false, model.standing().canRedo))
    ui.send(cmd::Redo{});
  ui.control("menu-redo");
  if (ImGui::MenuItem(tr("Hint"), keyBeside(ui, "I"), false,
                      !s.game.session.game().over() && !s.game.session.computerToMove() &&
                          !model.standing().helpBarred))
    ui.send(cmd::Hint{});
  ui.control("menu-hint");
  if (ImGui::MenuItem(trc("button: review the game", "Review"), nullptr, s.modes.review.open(),
                      !s.game.session.game().moves().empty() && !model.standing().helpBarred))
    ui.send(cmd::Review{});
  ui.control("menu-review");
  if (ImGui::MenuItem(tr("Rules"), keyBeside(ui, "H"))) {
    ui.rules.open(s.game.session.variant());
  }
  ui.control("menu-rules");
  if (ImGui::MenuItem(tr("Puzzles"))) openPuzzles(ui, s.game.startChoices.variant);
  ui.control("menu-puzzles");
  // My games where the menu has the height for it (a phone; not a 300 px frame).
  if (s.modes.games.archive().enabled() && ImGui::GetMainViewport()->Size.y >= 460) {
    if (ImGui::MenuItem(tr("My games"))) ui.send(cmd::MyGames{});
    ui.control("menu-my-games");
  }
}

// The menu's settings: sounds, contrast, the look, the record dialog, the language and the speed.
void drawMenuSettings(const AppModel& model, UiState& ui) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const ImVec2 screen = ImGui::GetMainViewport()->Size;
  bool sound = model.state().settings.kept.sound.value_or(!model.prefs().embedded);
  if (ImGui::MenuItem(tr("Seed sounds"), keyBeside(ui, "M"), &sound)) ui.send(cmd::Sound{sound});
  ui.control("sound", Controls::Stop::Choice);
  bool contrast = model.state().settings.kept.theme == ThemeChoice::Contrast;
  if (ImGui::MenuItem(tr("High contrast"), keyBeside(ui, "C"), &contrast))
    ui.send(cmd::Contrast{contrast});
  ui.control("contrast", Controls::Stop::Choice);
  // The look where the menu has the height for it, as My games (a page sets a small frame's).
  if (screen.y >= 460) drawLookChoice(model, ui, lookComboWidth());
  if (ImGui::MenuItem(tr("Game record and share link"), keyBeside(ui, "G"))) ui.recordAsked = true;
  ui.control("record");
  if (const auto l = languageMenu("##language", languageMenuWidth(), !ui.touch))
    ui.send(cmd::LanguageChoice{*l});
  ui.control("language", Controls::Stop::Yes, languageWords());
  // The speed beside the language when the frame is wide enough, so that the menu fits in a
  // frame of 300 px.
  const float speedWidth = std::max(ImGui::GetFontSize() * 6.5f, speedComboWidth());
  const float rowWidth = languageMenuWidth() + style.ItemSpacing.x +
                         ImGui::CalcTextSize(tr("Speed")).x + style.ItemInnerSpacing.x +
                         speedWidth + style.WindowPadding.x * 2;
  if (rowWidth <= screen.x - 8) ImGui::SameLine();
  drawSpeedChoice(model, ui, speedWidth);
}

}  // namespace

void drawCompactBar(const AppModel& model, UiState& ui, bool sayTurn) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const std::string undo = icon::label(icon::kUndo, tr("Undo"), "undo");
  const std::string menu = icon::label(icon::kMenu, tr("Menu"), "menu");
  const float right = ImGui::GetWindowContentRegionMax().x;
  const float buttons =
      right - buttonWidth(undo.c_str()) - buttonWidth(menu.c_str()) - style.ItemInnerSpacing.x;
  drawTurnLine(model, ui, sayTurn, buttons);
  ImGui::SameLine(std::max(ImGui::GetCursorPosX(), buttons));
  ImGui::BeginDisabled(!model.standing().canUndo);
  if (ImGui::Button(undo.c_str())) ui.send(cmd::Undo{});
  ImGui::EndDisabled();
  ui.control("undo", Controls::Stop::Yes, tr("Undo"));
  ImGui::SameLine(0, style.ItemInnerSpacing.x);
  if (ImGui::Button(menu.c_str())) ImGui::OpenPopup("compact-menu");
  ui.control("menu", Controls::Stop::Yes, tr("Menu"));
  const float widest = belowLastItem();
  // Never taller than the frame: a longer menu scrolls.
  const float top = ImGui::GetItemRectMax().y + 2;  // under the button
  ImGui::SetNextWindowSizeConstraints(
      ImVec2(0, 0), ImVec2(widest, std::max(80.0f, ImGui::GetMainViewport()->Size.y - top - 4)));
  if (!ImGui::BeginPopup("compact-menu")) return;
  pushFingerRows();
  drawMenuGameEntries(model, ui);
  drawMenuSettings(model, ui);
  popFingerRows();
  ImGui::EndPopup();
}

void drawCompactPlayScreen(const AppModel& model, UiState& ui, BoardArea& board, double now) {
  drawCompactBar(model, ui, true);

  // The review's strip (its graph and what the move shown was) takes the place of the status and
  // the result's buttons: the frame is too small for all of them and the board.
  if (model.state().modes.review.open()) {
    static ReviewPanel review;  // the compact layout's strip keeps no state worth a member
    review.drawCompact(model, ui);
    ui.movesFocused = ui.controls.focused().rfind("review", 0) == 0;
    board.showNotes(false);  // the strip says what the board shows
    board.draw(model, ui, ImGui::GetContentRegionAvail(), now);
    board.showNotes(true);
    return;
  }

  // The status in one line of the body font: who plays whom, their seeds and whose turn it is (the
  // players' strips folded into one line); a game by link's turn, the result, or the hint asked
  // from the menu (it comes on the player's turn), in words.
  const Position pos = model.board().shown(now);  // as the board shows it
  if (model.state().modes.friends.game() && !model.board().moving(now)) {
    wrappedText(theme::kText, model.state().modes.friends.statusText());
  } else if (pos.over()) {
    wrappedText(theme::kAccent, resultLine(stripFacts(model, now)));
  } else if (model.hint().has_value() && !model.state().game.session.computerToMove()) {
    wrappedText(theme::kAccent, model.hint()->text);
    ui.control("hint-text", Controls::Stop::No);
  } else {
    // Each player's count on the side of their store: on a board lying flat the near side's store
    // is at the right end; on one standing on its side, its row is the left one.
    const Player near = model.board().nearSide();
    const bool upright = board.layout() && board.layout()->upright;
    drawPlayerStripsLine(playerStrips(stripFacts(model, now)), upright ? near : opponent(near),
                         ui.fonts, model.prefs().reducedMotion, now);
  }
  if (pos.over() && !model.state().game.viewed.has_value() &&
      (!model.state().game.session.match() || model.state().game.session.matchOver())) {
    drawResultActions(model, ui, now);  // Rematch and New game, on one line when they fit
  }
  drawFriendBar(model, ui, false);
  // One line below the board, for a refused hole's reason: the status line says who moves, and
  // the holes are the larger.
  board.showHowToPlay(false);
  board.reserveNoteLines(1.1f);
  board.draw(model, ui, ImGui::GetContentRegionAvail(), now);
  board.reserveNoteLines(2.2f);
  board.showHowToPlay(true);
}

}  // namespace mancala::app
