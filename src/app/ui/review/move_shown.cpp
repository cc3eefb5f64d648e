#include "app/ui/review/move_shown.h"

#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/review/review_panel.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/tooltips.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {

void drawVerdict(UiState& ui, ImU32 colour, const std::string& text) {
  wrappedText(colour, text);
  ui.control("review-verdict", Controls::Stop::No, text);
  keepClearOfTooltips(ImGui::GetItemRectMin(),
                      ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x,
                             ImGui::GetItemRectMax().y));
}

void drawTryNote(const AppModel& model, UiState& ui) {
  const Review& review = model.state().modes.review;
  if (!review.retrying() || review.tryNote().empty()) return;
  wrappedText(review.retrySolved() ? markColor(MoveMark::Best) : theme::kWarning, review.tryNote());
  ui.control("review-try-note", Controls::Stop::No, review.tryNote());
}

void drawWhy(const AppModel& model, UiState& ui) {
  const auto i = model.state().modes.review.moveShown();
  if (!i) return;
  const std::string why = model.state().modes.review.whyText(*i);
  if (why.empty()) return;
  wrappedText(theme::kText, why);
  ui.control("review-why", Controls::Stop::No, why);
}

void drawLineButtons(const AppModel& model, UiState& ui) {
  const Review& review = model.state().modes.review;
  if (!review.showsBefore() || review.line().empty()) return;
  const std::size_t step = review.lineStep();
  if (step == 0) {
    if (ImGui::Button(tr("Show the line"))) ui.send(cmd::ShowLine{1});
    ui.control("review-show-line");
    if (ImGui::IsItemHovered() && !ui.touch)
      tooltip(tr("The move played and what the computer expects next, on the board."));
    return;
  }
  const std::string text = review.lineText();
  wrappedText(theme::kAccent, text);
  ui.control("review-line", Controls::Stop::No, text);
  ImGui::BeginDisabled(step >= review.line().size());
  if (ImGui::Button(tr("Next move of the line")))
    ui.send(cmd::ShowLine{static_cast<int>(step) + 1});
  ImGui::EndDisabled();
  ui.control("review-line-next");
  besideIfFits(buttonWidth(tr("Back to the position")), ImGui::GetContentRegionMax().x);
  if (ImGui::Button(tr("Back to the position"))) ui.send(cmd::ShowLine{0});
  ui.control("review-line-back");
}

void drawMistakeButtons(const AppModel& model, UiState& ui) {
  ImGui::BeginDisabled(!model.state().modes.review.mistakeAfter(-1));
  if (ImGui::Button(tr("Previous mistake"))) ui.send(cmd::PreviousMistake{});
  ImGui::EndDisabled();
  ui.control("review-previous-mistake");
  ImGui::SameLine();
  ImGui::BeginDisabled(!model.state().modes.review.mistakeAfter(1));
  if (ImGui::Button(tr("Next mistake"))) ui.send(cmd::NextMistake{});
  ImGui::EndDisabled();
  ui.control("review-next-mistake");
}

bool drawRetryButton(const AppModel& model, UiState& ui) {
  if (model.state().modes.review.showsBefore() && !model.state().modes.review.retrying()) {
    if (ImGui::Button(tr("Try again"))) ui.send(cmd::TryAgain{});
    ui.control("review-try-again");
    if (ImGui::IsItemHovered() && !ui.touch)
      tooltip(tr("Find the better move yourself, on the board."));
    return true;
  }
  if (model.state().modes.review.answerHidden()) {
    if (ImGui::Button(tr("Show the answer"))) ui.send(cmd::ShowAnswer{});
    ui.control("review-show-answer");
    return true;
  }
  return false;
}

void drawMoveShown(const AppModel& model, UiState& ui) {
  if (const auto i = model.state().modes.review.moveShown()) {
    const auto mark =
        model.state().modes.review.result()->mark(model.state().game.session.game(), *i);
    drawVerdict(ui, mark ? markColor(*mark) : theme::kTextDim,
                model.state().modes.review.moveText(*i));
    drawWhy(model, ui);
    drawTryNote(model, ui);
    drawLineButtons(model, ui);
    if (drawRetryButton(model, ui)) ImGui::SameLine();
    if (ImGui::Button(tr("Play from here"))) {
      ui.send(cmd::PlayFromHere{});
    }
    ui.control("review-play-from-here");
    if (ImGui::IsItemHovered() && !ui.touch)
      tooltip(tr("A new game from the position before this move, with the same players."));
  } else {
    drawVerdict(ui, theme::kTextDim,
                tr("Click a move or the graph, or use the arrows, to see how each move was "
                   "valued."));
  }
}

}  // namespace mancala::app
