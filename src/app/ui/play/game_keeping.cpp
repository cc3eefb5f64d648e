#include "app/ui/play/game_keeping.h"

#include <cfloat>

#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/review/review_panel.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {

namespace {

// The key beside the button, for a keyboard (a finger has no Esc).
void escapeKeyHint(const UiState& ui) {
  if (ui.touch || !ui.keyHints()) return;
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(color(theme::kTextDim), "%s", tr("(Esc)"));
}

}  // namespace

void drawBackToGame(const AppModel& model, UiState& ui) {
  if (!model.standing().canGoBackToGame) return;
  const Session& s = model.state().game.session;
  const auto moves = static_cast<unsigned long>(s.game().moves().size());
  wrappedText(theme::kAccent,
              trnf("Your game of {0} ({1} move played) is kept until you start another.",
                   "Your game of {0} ({1} moves played) is kept until you start another.", moves,
                   {std::string(variantTitle(s.variant())), std::to_string(moves)}));
  if (ImGui::Button(tr("Back to the game"))) ui.send(cmd::BackToGame{});
  ui.control("back-to-game");
  escapeKeyHint(ui);
}

void drawBackToPreviousGame(const AppModel& model, UiState& ui) {
  if (!model.standing().hasPreviousGame) return;
  wrappedText(theme::kAccent,
              tr("The game you were playing is put aside until you play a move in this one."));
  if (ImGui::Button(tr("Back to the previous game"))) ui.send(cmd::PreviousGame{});
  ui.control("back-to-previous");
  escapeKeyHint(ui);
  ImGui::Separator();
}

bool resultActionsShown(const AppModel& model, double now) {
  const Session& s = model.state().game.session;
  if (!model.board().shown(now).over() || model.state().game.viewed.has_value()) return false;
  // Between the games of a match: "Next game".
  return !s.match() || (s.matchOver() && model.shownMatch(now) && model.shownMatch(now)->over);
}

void drawResultActions(const AppModel& model, UiState& ui, double now) {
  if (!resultActionsShown(model, now) || ui.resultCardUp) return;  // the card has them
  const Session& s = model.state().game.session;
  const float right = ImGui::GetContentRegionMax().x;
  // The screen's main action once the game is over (the top bar's New game gives it the accent).
  if (primaryButton(s.match() ? tr("New match") : tr("Rematch"))) ui.send(cmd::Rematch{});
  ui.control("rematch");
  if (ImGui::IsItemHovered() && !ui.touch)
    tooltip(s.match() ? tr("A new match between the same players.")
                      : tr("The same players again, the other side starting."));
  besideIfFits(buttonWidth(tr("New game")), right);
  if (ImGui::Button(tr("New game"))) ui.send(cmd::ToStart{});
  ui.control("play-again");
  if (ImGui::IsItemHovered() && !ui.touch)
    tooltip(tr("Back to the start screen, with the same choices."));
  if (!model.state().modes.review.open()) {
    besideIfFits(buttonWidth(trc("button: review the game", "Review")), right);
    drawReviewButton(model, ui);
  }
}

bool purchaseChosen(const Session& s) {
  const auto due = s.purchaseDue();
  return due && due->count > 0 && static_cast<int>(s.purchaseChoice().size()) == due->count;
}

void drawMenuMainAction(const AppModel& model, UiState& ui, double now) {
  const Session& s = model.state().game.session;
  const ImVec2 wide(-FLT_MIN, 0);  // the menu's width
  // Plain, New game is one of the menu's rows, its key beside it where a keyboard is in use.
  const auto newGame = [&](bool primary) {
    if (primary ? primaryButton(tr("New game"), wide)
                : ImGui::MenuItem(tr("New game"), ui.keyHints() ? "N" : nullptr)) {
      ui.send(cmd::ToStart{});
      ImGui::CloseCurrentPopup();
    }
    ui.control("menu-new-game");
  };
  if (!model.board().shown(now).over()) {
    newGame(true);
    return;
  }
  if (resultActionsShown(model, now)) {
    if (primaryButton(s.match() ? tr("New match") : tr("Rematch"), wide)) {
      ui.send(cmd::Rematch{});
      ImGui::CloseCurrentPopup();
    }
    ui.control("menu-rematch");
  } else if (const auto due = s.purchaseDue();
             s.betweenGames() && (!due || due->count == 0 || purchaseChosen(s))) {
    if (primaryButton(tr("Next game"), wide)) {
      ui.send(cmd::NextGame{});
      ImGui::CloseCurrentPopup();
    }
    ui.control("menu-next-game");
  }
  newGame(false);
}

}  // namespace mancala::app
