#include "app/ui/play/side_panel.h"

#include <algorithm>
#include <string>

#include "app/model/games_table/games_table.h"
#include "app/model/words/play/move_list_text.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/play/game_keeping.h"
#include "app/ui/play/match_panel.h"
#include "app/ui/widgets/item_labels.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {
void drawHintPanel(const AppModel& model, UiState& ui) {
  if (model.state().screen != Screen::Play || model.state().game.session.game().over() ||
      model.state().game.session.betweenGames())
    return;
  if (model.standing().helpBarred) {
    wrappedText(theme::kTextDim,
                tr("A game between friends: no hint and no review until it is over."));
    ui.control("hint-barred", Controls::Stop::No);
    return;
  }
  // While the computer thinks the button stays, disabled: the panel does not move.
  const auto hint = model.hint();
  ImGui::BeginDisabled((hint && hint->pending) || model.state().game.session.computerToMove() ||
                       model.state().modes.friends.waiting());
  if (ImGui::Button(tr("Hint"))) ui.send(cmd::Hint{});
  ImGui::EndDisabled();
  ui.control("hint");
  if (!hint || model.state().game.session.computerToMove()) return;
  ImGui::SameLine();
  wrappedText(theme::kAccent, hint->text);
}

void SidePanel::draw(const AppModel& model, UiState& ui, double now, bool narrow, bool upright) {
  drawBackToPreviousGame(model, ui);
  // The result as the board shows it (model.shownPosition); the players, their seeds and the
  // turn are in the strips beside the board's rows (player_strip.h).
  const Position pos = model.board().shown(now);
  const bool over = pos.over();
  const GameInfo& game = gameInfo(model.state().game.session.variant());
  // Where captured seeds go: first beside the board; last in a phone's sheet, where the turn's
  // business (the hint, the moves, the review) comes first.
  const auto stores = [&] {
    if (upright)
      wrappedText(theme::kTextDim,
                  game.storeBowls
                      ? tr("Captured seeds, kept in the bowl at the end of the board beside "
                           "each player's name: no seed is ever sown into it.")
                      : tr("Captured seeds, in each player's store, at the end of the board "
                           "beside their name."));
    else
      wrappedText(theme::kTextDim,
                  game.storeBowls
                      ? tr("Captured seeds, kept in the bowl at the right end of each player's "
                           "row: no seed is ever sown into it.")
                      : tr("Captured seeds, in each player's store on their right."));
  };
  if (!upright) stores();
  if (game.buysHoles && pos.northOwned != kDefaultNorthOwned) {
    wrappedText(theme::kAccent,
                tr("A bought hole carries its owner's letter (S or N) and a dashed ring."));
  }

  if (!over && game.playsOut) {
    // The game is played out, but a person likes to know when it is decided.
    for (Player p : {Player::South, Player::North})
      if (pos.captured[static_cast<std::size_t>(index(p))] > kTotalSeeds / 2) {
        wrappedText(theme::kAccent, trf("{0} has captured more than half the seeds: the result is "
                                        "decided, and the game is played out.",
                                        {sideName(p)}));
      }
  }
  if (over && !ui.resultCardUp) {  // else the card over the board says it
    ImGui::Separator();
    ImGui::PushFont(ui.fonts.heading);
    wrappedText(theme::kAccent, scoreLine(pos));
    ImGui::PopFont();
    ImGui::TextWrapped("%s", endReason(pos).c_str());
    if (!model.state().game.session.match()) drawResultActions(model, ui, now);
  }
  if (model.state().modes.review.open()) {
    review_.draw(model, ui, narrow, upright);
    // The arrows step through the moves while the review has the focus.
    ui.movesFocused = ImGui::IsWindowFocused(ImGuiFocusedFlags_ChildWindows) &&
                      ui.controls.focused().rfind("board", 0) != 0;
  } else {
    drawHintPanel(model, ui);
    drawMatchPanel(model, ui, now);
    moveList(model, ui, now, !upright);  // a phone's sheet is titled with it
  }
  if (upright) stores();
}

// The summaries of the moves played, worked out once each: again from where another game or
// line of play differs, all again when moves were taken back.
void SidePanel::summarize(const Game& game) {
  const auto& moves = game.moves();
  if (summaries_.size() > moves.size()) summaries_.clear();  // moves taken back
  for (std::size_t i = summaries_.size(); i < moves.size(); ++i)
    summaries_.push_back(summarizeMove(game, i));
  for (std::size_t i = 0; i < summaries_.size(); ++i)
    if (summaries_[i].move != moves[i]) {  // another game or line of play
      summaries_.resize(i);
      for (std::size_t j = i; j < moves.size(); ++j) summaries_.push_back(summarizeMove(game, j));
      break;
    }
}

// Back and forward (`shown` moves are on the board): always there, greyed when they cannot be
// used; back to the game once the player has stepped back; Review where the result has not got it.
void SidePanel::drawStepButtons(const AppModel& model, UiState& ui, std::size_t shown, double now) {
  ImGui::BeginDisabled(shown == 0);
  if (ImGui::ArrowButton("##view-back", ImGuiDir_Left)) {
    ui.send(cmd::Step{-1});
    listUsed_ = true;
  }
  ImGui::EndDisabled();
  ui.control("view-back", Controls::Stop::Yes, tr("One move back"));
  if (ImGui::IsItemHovered() && !ui.touch) tooltip(tr("One move back"));
  ImGui::SameLine();
  ImGui::BeginDisabled(!model.state().game.viewed.has_value());
  if (ImGui::ArrowButton("##view-forward", ImGuiDir_Right)) {
    ui.send(cmd::Step{1});
    listUsed_ = true;
  }
  ui.control("view-forward", Controls::Stop::Yes, tr("One move forward"));
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) && !ui.touch)
    tooltip(tr("One move forward"));
  ImGui::EndDisabled();
  if (model.state().game.viewed.has_value()) {
    ImGui::SameLine();
    if (ImGui::Button(tr("Back to the game"))) ui.send(cmd::Live{});
    ui.control("view-live");
  }
  const bool played = !model.state().game.session.game().moves().empty();
  if (played && !resultActionsShown(model, now)) {  // else Review is with the result
    besideIfFits(buttonWidth(trc("button: review the game", "Review")),
                 ImGui::GetContentRegionMax().x);
    drawReviewButton(model, ui, "moves-review");
  }
}

// The rows of the list: South's move and North's reply.
std::vector<SidePanel::Row> SidePanel::rows() const {
  std::vector<Row> rows;
  for (std::size_t i = 0; i < summaries_.size(); ++i) {
    const int n = static_cast<int>(i);
    if (summaries_[i].mover == Player::South || rows.empty() || rows.back().north >= 0)
      rows.push_back({});
    (summaries_[i].mover == Player::South ? rows.back().south : rows.back().north) = n;
  }
  return rows;
}

// The sides' names over the columns, then each row's number and its moves; the move on the board
// (`shown` moves) is marked. A click on a move shows the board as it was after it.
void SidePanel::drawRows(const AppModel& model, UiState& ui, const std::vector<Row>& rows,
                         std::size_t shown) {
  const float col =
      moveNumberColumn(rows.size(), ImGui::GetFontSize() * 2.6f, [](std::string_view text) {
        return ImGui::CalcTextSize(text.data(), text.data() + text.size()).x;
      });
  const float cell =
      std::max(ImGui::GetFontSize() * 4.0f, (ImGui::GetContentRegionAvail().x - col) / 2);
  ImGui::TextColored(color(theme::kTextDim), "%s", "");
  ImGui::SameLine(col);
  ImGui::TextColored(color(theme::kTextDim), "%s", sideName(Player::South).c_str());
  ImGui::SameLine(col + cell);
  ImGui::TextColored(color(theme::kTextDim), "%s", sideName(Player::North).c_str());
  if (rows.empty()) ImGui::TextColored(color(theme::kTextDim), "%s", tr("No move yet."));
  for (std::size_t r = 0; r < rows.size(); ++r) {
    ImGui::PushID(static_cast<int>(r));
    ImGui::TextColored(color(theme::kTextDim), "%zu.", r + 1);
    for (int side = 0; side < 2; ++side) {
      const int i = side == 0 ? rows[r].south : rows[r].north;
      if (i < 0) continue;
      ImGui::SameLine(col + cell * static_cast<float>(side));
      const MoveSummary& m = summaries_[static_cast<std::size_t>(i)];
      const bool current = shown == static_cast<std::size_t>(i) + 1;
      ImGui::PushID(side);
      const std::string text = moveCellText(m);
      if (ImGui::Selectable(text.c_str(), current && model.state().game.viewed.has_value(), 0,
                            ImVec2(cell - ImGui::GetStyle().ItemSpacing.x, 0))) {
        ui.send(cmd::View{i + 1});
        listUsed_ = true;
      }
      std::string name = "move-";
      name += std::to_string(i + 1);
      ui.control(name.c_str(), Controls::Stop::No);  // the arrows go through the moves
      if (current && !model.state().game.viewed.has_value())
        ImGui::GetWindowDrawList()->AddRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax(),
                                            theme::kAccent);
      ImGui::PopID();
    }
    ImGui::PopID();
  }
}

// The moves in two columns, South | North whoever starts (a row per South move; North's
// reply beside it; a grand slam's second move on a row of its own). A click on a move shows
// the board as it was after it; the buttons and the arrow keys step through the moves.
void SidePanel::moveList(const AppModel& model, UiState& ui, double now, bool titled) {
  const Game& game = model.state().game.session.game();
  const auto& moves = game.moves();
  summarize(game);

  // A plain title: the list is always there, as a game's score sheet is (no header that folds).
  ImGui::Separator();
  if (titled) {
    const std::string title = trf("Moves ({0})", {std::to_string(moves.size())});
    ImGui::TextColored(color(theme::kAccent), "%s", title.c_str());
    ui.control("moves-title", Controls::Stop::No, title);
  }
  // The arrows step through the moves once the list or its buttons were used, until the focus
  // goes elsewhere (a click on the board, another window).
  listUsed_ = listUsed_ && ImGui::IsWindowFocused(ImGuiFocusedFlags_ChildWindows);
  ui.movesFocused = false;

  const std::size_t shown = model.state().game.viewed.value_or(moves.size());
  drawStepButtons(model, ui, shown, now);
  const std::vector<Row> rows = this->rows();
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float wanted = line * static_cast<float>(std::max<std::size_t>(rows.size(), 1) + 1) +
                       ImGui::GetStyle().WindowPadding.y * 2;
  // The legend below, over as many lines as it takes.
  const std::string legend = moveListLegend(model.state().game.session.variant(), summaries_);
  const float legendH =
      ImGui::CalcTextSize(legend.c_str(), nullptr, false, ImGui::GetContentRegionAvail().x).y +
      ImGui::GetStyle().ItemSpacing.y;
  const float avail = ImGui::GetContentRegionAvail().y - legendH;
  const float height = std::max(line * 2.5f, std::min(wanted, avail));
  ImGui::BeginChild("moves", ImVec2(0, height), true);
  drawRows(model, ui, rows, shown);
  if (moves.size() != movesShown_) {
    ImGui::SetScrollHereY(1.0f);
    movesShown_ = moves.size();
  }
  listUsed_ = listUsed_ || ImGui::IsWindowFocused();
  ImGui::EndChild();
  ui.movesFocused = listUsed_;
  wrappedText(theme::kTextDim, legend);
}

float moveNumberColumn(std::size_t rows, float least,
                       const std::function<float(std::string_view)>& width) {
  const std::string widest = std::to_string(std::max<std::size_t>(rows, 1)) + ".";
  return least + std::max(0.0f, width(widest) - width("99."));
}

}  // namespace mancala::app
