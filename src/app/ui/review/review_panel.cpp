#include "app/ui/review/review_panel.h"

#include <algorithm>
#include <cmath>

#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/lettering/drawn_text.h"
#include "app/ui/review/eval_graph.h"
#include "app/ui/review/move_shown.h"
#include "app/ui/widgets/item_labels.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/tooltips.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {
namespace {

std::string percentDone(const AppModel& model) {
  const Review& review = model.state().modes.review;
  return trf("Reviewing: {0} of {1} positions",
             {std::to_string(review.done()), std::to_string(review.total())});
}

// A review stopped before its end, which Continue takes on.
bool stoppedHalfway(const AppModel& model) {
  const Review& review = model.state().modes.review;
  return review.result() && review.done() < review.total();
}

}  // namespace

ImU32 markColor(MoveMark mark) {
  switch (mark) {
    case MoveMark::Best: return theme::kGood;
    case MoveMark::Good: return theme::kText;
    case MoveMark::Inaccuracy: return theme::kCaution;
    case MoveMark::Mistake: return theme::kWarning;
    case MoveMark::Blunder: return theme::kCapture;
  }
  return theme::kText;
}

const char* markSign(MoveMark mark) {
  switch (mark) {
    case MoveMark::Inaccuracy: return "?!";
    case MoveMark::Mistake: return "?";
    case MoveMark::Blunder: return "??";
    default: return "";
  }
}

void drawReviewButton(const AppModel& model, UiState& ui, const char* control) {
  if (model.state().game.session.game().moves().empty() || model.standing().helpBarred) return;
  if (ImGui::Button(trc("button: review the game", "Review"))) ui.send(cmd::Review{});
  ui.control(control);
  if (ImGui::IsItemHovered() && !ui.touch)
    tooltip(tr("Every move valued by the computer, the mistakes marked."));
}

void ReviewPanel::controls(const AppModel& model, UiState& ui) {
  const Review& review = model.state().modes.review;
  const float right = ImGui::GetContentRegionMax().x;
  if (review.running()) {
    const float fraction =
        review.total() > 0 ? static_cast<float>(review.done()) / static_cast<float>(review.total())
                           : 1.0f;
    const std::string label = percentDone(model);
    ImGui::ProgressBar(fraction, ImVec2(-1, 0), label.c_str());
    if (ImGui::Button(trc("button: stop the review", "Stop"))) ui.send(cmd::StopReview{});
    ui.control("review-stop");
  } else if (stoppedHalfway(model)) {
    wrappedText(theme::kTextDim, percentDone(model));
    if (ImGui::Button(trc("button: go on with the review", "Continue"))) ui.send(cmd::Review{});
    ui.control("review-continue");
  }
  if (review.running() || stoppedHalfway(model))
    besideIfFits(buttonWidth(tr("Close the review")), right);
  if (ImGui::Button(tr("Close the review"))) ui.send(cmd::CloseReview{});
  ui.control("review-close");
}

namespace {

// "How is it counted?": the marks and the accuracy, in a popup rather than on screen.
void drawAccuracyHelp(UiState& ui) {
  if (ImGui::Button("?##accuracy-help")) ImGui::OpenPopup("accuracy-help");
  ui.control("review-accuracy-help", Controls::Stop::Yes, tr("How is accuracy counted?"));
  if (ImGui::IsItemHovered() && !ui.touch) tooltip(tr("How is accuracy counted?"));
  if (!ImGui::BeginPopup("accuracy-help")) return;
  const char* help =
      tr("Seeds lost against the best move: best 0, good 1, inaccuracy (?!) 2 or 3, "
         "mistake (?) 4 or 5, blunder (?"
         "?) 6 or more. Accuracy, in percent: the "
         "average over a player's moves of 100 less 10 per seed lost (at least 0); a "
         "move that was the only one counts for nothing.");
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 22.0f);
  ImGui::TextUnformatted(help);
  ImGui::PopTextWrapPos();
  ui.control("review-accuracy-formula", Controls::Stop::No, help);
  ImGui::EndPopup();
}

}  // namespace

void drawReviewUnderBoard(const AppModel& model, UiState& ui, ImVec2 size) {
  // Room for four lines of the move's text (its verdict and why) and two rows of buttons under the
  // graph; the graph no taller than it needs.
  const float text = ImGui::GetTextLineHeightWithSpacing() * 4 + ImGui::GetStyle().ItemSpacing.y +
                     ImGui::GetFrameHeightWithSpacing() * 2;
  const float graphH =
      std::clamp(size.y - text, ImGui::GetFontSize() * 4.0f, ImGui::GetFontSize() * 11.0f);
  drawEvalGraph(model, ui, ImVec2(size.x, graphH));
  drawMoveShown(model, ui);
  if (model.state().modes.review.result()) {  // beside Play from here: the frame's last line
    ImGui::SameLine();
    drawMistakeButtons(model, ui);
  }
}

void ReviewPanel::draw(const AppModel& model, UiState& ui, bool narrow, bool sheet) {
  if (sheet) {
    drawInSheet(model, ui);
    return;
  }
  ImGui::Separator();
  heading(ui.fonts.heading, trc("the review of a game", "Review"));
  controls(model, ui);
  if (narrow) {
    drawEvalGraph(model, ui, ImVec2(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 4));
    drawMoveShown(model, ui);
  }
  if (model.state().modes.review.result()) {
    if (narrow) drawMistakeButtons(model, ui);
    summaries(model, ui);
  }
  const float line = ImGui::GetTextLineHeightWithSpacing();
  moveList(model, ui,
           std::max(line * (narrow ? 3.0f : 4.0f),
                    ImGui::GetContentRegionAvail().y - (narrow ? 0 : line)));
}

// A phone's sheet, titled by its header: what the sheet shows while down (its first two lines)
// is the move looked at, the verdict first; then the steps through the mistakes, the graph, the
// summaries, Close the review, and the moves.
void ReviewPanel::drawInSheet(const AppModel& model, UiState& ui) {
  const Review& review = model.state().modes.review;
  // The progress (and Stop or Continue) first while the review is unfinished, else Close last.
  const bool unfinished = review.running() || stoppedHalfway(model);
  if (unfinished) controls(model, ui);
  drawMoveShown(model, ui);
  if (review.result()) drawMistakeButtons(model, ui);
  drawEvalGraph(model, ui, ImVec2(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 4));
  if (review.result()) summaries(model, ui);
  if (!unfinished) controls(model, ui);
  const float line = ImGui::GetTextLineHeightWithSpacing();
  moveList(model, ui, std::max(line * 3.0f, ImGui::GetContentRegionAvail().y));
}

// The count of each mark, and each player's accuracy with "?" beside South's for the way it is
// counted.
void ReviewPanel::summaries(const AppModel& model, UiState& ui) {
  const Review& review = model.state().modes.review;
  const std::string mistakes = review.mistakesText();
  wrappedText(theme::kAccent, mistakes);
  ui.control("review-mistakes", Controls::Stop::No, mistakes);
  const float right = ImGui::GetContentRegionMax().x, help = buttonWidth("?");
  ImGui::PushTextWrapPos(right - help - ImGui::GetStyle().ItemSpacing.x);
  wrappedText(theme::kText, review.summaryText(Player::South));
  ImGui::PopTextWrapPos();
  ImGui::SameLine(right - help);
  drawAccuracyHelp(ui);
  wrappedText(theme::kText, review.summaryText(Player::North));
}

void ReviewPanel::moveList(const AppModel& model, UiState& ui, float height) {
  const Game& game = model.state().game.session.game();
  const GameReview* review = model.state().modes.review.result();
  ImGui::BeginChild("review-moves", ImVec2(0, height), true);
  const std::size_t shown = model.state().game.viewed.value_or(game.moves().size());
  // The seeds lost and the better move in a column after the longest move's text.
  std::string widest = "00. ";
  widest += sideName(Player::South).size() > sideName(Player::North).size()
                ? sideName(Player::South)
                : sideName(Player::North);
  widest += " F ?!";
  const float lossX = ImGui::CalcTextSize(widest.c_str()).x + ImGui::GetFontSize();
  for (std::size_t i = 0; i < game.moves().size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    std::optional<MoveMark> mark;
    if (review) mark = review->mark(game, i);
    std::string text = std::to_string(i + 1);
    text += ". ";
    text += sideName(game.mover(i));
    text += ' ';
    text += moveLetter(game.moves()[i]);
    if (mark) {
      text += " ";
      text += markSign(*mark);
    }
    const bool current = shown == i + 1;
    ImGui::PushStyleColor(
        ImGuiCol_Text,
        color(mark ? markColor(*mark)
                   : (review && i < review->moves().size() ? theme::kText : theme::kTextDim)));
    if (ImGui::Selectable(text.c_str(), current)) ui.send(cmd::View{static_cast<int>(i + 1)});
    ImGui::PopStyleColor();
    std::string name = "review-move-";
    name += std::to_string(i + 1);
    std::string detail;
    if (mark && *mark != MoveMark::Best) {
      detail = "\u2013";  // a dash for the minus: the fonts hold no U+2212
      detail += std::to_string(review->moves()[i].seedsLost());
      // Tried again and not yet found: no better move is shown, this one's or another's.
      const bool hidden = model.state().modes.review.answerHidden();
      if (const auto better = review->betterMove(game, i); better && !hidden) {
        detail += "  \u2192 ";
        detail += moveLetter(*better);
      }
    }
    ui.control(name.c_str(), Controls::Stop::No, detail.empty() ? text : text + ' ' + detail);
    if (!detail.empty()) {
      ImGui::SameLine(lossX);
      ImGui::TextColored(color(theme::kTextDim), "%s", detail.c_str());
    }
    if (current && listShown_ != shown) ImGui::SetScrollHereY(0.5f);
    ImGui::PopID();
  }
  listShown_ = shown;
  ImGui::EndChild();
}

void ReviewPanel::drawCompact(const AppModel& model, UiState& ui) {
  const Review& review = model.state().modes.review;
  const Game& game = model.state().game.session.game();
  const float right = ImGui::GetContentRegionMax().x;
  if (review.running()) {
    const std::string label = percentDone(model);
    ImGui::SetNextItemWidth(right * 0.6f);
    ImGui::ProgressBar(static_cast<float>(review.done()) /
                           static_cast<float>(std::max<std::size_t>(review.total(), 1)),
                       ImVec2(right - buttonWidth(trc("button: stop the review", "Stop")) -
                                  buttonWidth("X") - ImGui::GetStyle().ItemSpacing.x * 3,
                              0),
                       label.c_str());
    ImGui::SameLine();
    if (ImGui::Button(trc("button: stop the review", "Stop"))) ui.send(cmd::StopReview{});
    ui.control("review-stop");
  } else {
    ImGui::BeginDisabled(!model.state().game.viewed.has_value() &&
                         model.state().game.viewed.value_or(1) == 0);
    if (ImGui::ArrowButton("##review-back", ImGuiDir_Left)) ui.send(cmd::Step{-1});
    ImGui::EndDisabled();
    ui.control("review-back", Controls::Stop::Yes, tr("One move back"));
    ImGui::SameLine();
    ImGui::BeginDisabled(!model.state().game.viewed.has_value());
    if (ImGui::ArrowButton("##review-forward", ImGuiDir_Right)) ui.send(cmd::Step{1});
    ImGui::EndDisabled();
    ui.control("review-forward", Controls::Stop::Yes, tr("One move forward"));
    ImGui::SameLine();
    if (stoppedHalfway(model)) {
      if (ImGui::Button(trc("button: go on with the review", "Continue"))) ui.send(cmd::Review{});
      ui.control("review-continue");
      ImGui::SameLine();
    }
  }
  // The graph on the arrows' line, between them and Close (under the progress while it runs).
  const float closeX = right - buttonWidth("X");
  const float graphH = ImGui::GetFontSize() * 2.6f;
  if (!review.running()) {
    const float x = ImGui::GetCursorPosX();
    drawEvalGraph(model, ui,
                  ImVec2(std::max(closeX - ImGui::GetStyle().ItemSpacing.x - x, 1.0f), graphH));
    ImGui::SameLine();
  }
  ImGui::SameLine(std::max(ImGui::GetCursorPosX(), closeX));
  if (ImGui::Button("X")) ui.send(cmd::CloseReview{});
  ui.control("review-close", Controls::Stop::Yes, tr("Close the review"));
  if (ImGui::IsItemHovered() && !ui.touch) tooltip(tr("Close the review"));
  if (review.running()) drawEvalGraph(model, ui, ImVec2(right, graphH));
  // What the move shown was, why, and its buttons: as tall as they are, up to 45% of what is
  // left, scrolled beyond; the board keeps the rest (a small frame's review needs its board).
  const float most =
      std::max(ImGui::GetFrameHeightWithSpacing() * 2.0f, ImGui::GetContentRegionAvail().y * 0.45f);
  const float height = ui.reviewStripHeight > 0.0f ? std::min(ui.reviewStripHeight, most) : most;
  ImGui::BeginChild("review-strip", ImVec2(0, height), false);
  std::string text;
  ImU32 col = theme::kTextDim;
  if (const auto i = review.moveShown()) {
    text = review.moveText(*i);
    if (const auto mark = review.result()->mark(game, *i)) col = markColor(*mark);
  } else if (review.result()) {
    text = review.summaryText(Player::South) + " " + review.summaryText(Player::North);
    col = theme::kText;
  }
  drawVerdict(ui, col, text);
  drawWhy(model, ui);
  drawTryNote(model, ui);
  drawLineButtons(model, ui);
  if (review.result() && !review.running()) drawMistakeButtons(model, ui);
  if (review.result()) drawRetryButton(model, ui);
  const float used = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y;
  ImGui::EndChild();
  // The next frame fits it (App sees the measure change and draws again).
  if (std::abs(used - ui.reviewStripHeight) > 0.5f) ui.reviewStripHeight = used;
}

}  // namespace mancala::app
