#include "app/ui/board_area.h"

#include <algorithm>

#include "app/model/move_summary.h"
#include "app/model/words.h"
#include "app/text/i18n.h"
#include "app/ui/board_painter.h"
#include "app/ui/theme.h"
#include "app/ui/widgets.h"

namespace mancala::app {
namespace {

// Warri's names for a player's holes, seen from his side.
const char* warriName(int hole) {
  switch (hole % kRowHoles) {
    case 0: return N_("{0}'s foot");
    case 4: return N_("{0}'s throat");
    case 5: return N_("{0}'s head");
    default: return nullptr;
  }
}

}  // namespace

float BoardArea::lineHeight() { return ImGui::GetTextLineHeightWithSpacing() * 2.2f; }

float BoardArea::heightForWidth(float width) { return boardHeightForWidth(width) + lineHeight(); }

void BoardArea::draw(AppModel& model, UiState& ui, ImVec2 size, double now) {
  // The board as large as the width allows, a little above the middle of the space left.
  const float messageHeight = notes_ ? lineHeight() : 0.0f;
  const float boardH =
      std::max(40.0f, std::min(size.y - messageHeight, boardHeightForWidth(size.x)));
  const float spare = std::max(0.0f, size.y - messageHeight - boardH);
  const ImVec2 start = ImGui::GetCursorScreenPos();
  const float wrapAt = ImGui::GetCursorPosX() + size.x;  // the messages wrap inside the area
  ImGui::Dummy(ImVec2(size.x, spare * 0.35f));
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const ImVec2 boardSize(size.x, boardH);
  ImGui::InvisibleButton("board", boardSize);
  ui.control("board", Controls::Stop::First);
  const BoardLayout layout = layoutBoard(p0, ImVec2(p0.x + boardSize.x, p0.y + boardSize.y));
  layout_ = layout;
  const bool hoveredBoard = ImGui::IsItemHovered();
  hovered_ = hoveredBoard ? layout.holeAt(ImGui::GetIO().MousePos) : -1;
  if (ImGui::IsItemClicked() && hovered_ >= 0)
    model.chooseHole(hovered_, now);
  else if (ImGui::IsItemClicked() && model.animating(now))
    model.skipAnimation();

  // What to show: the move being animated, or the position; between Adji Kui II games with a
  // purchase due, the next game's board with the holes chosen so far.
  const Position pos = model.shownPosition(now);
  const bool past = model.viewingPast();
  BoardView view;
  BoardMarks marks;
  const auto due = past ? std::nullopt : model.session().purchaseDue();
  if (model.animating(now) && !past) {
    view = model.animation().view(now);
  } else if (due && due->count > 0) {
    view.seeds.fill(kStartSeeds);
    view.stores = {0, 0};
  } else {
    for (int h = 0; h < kHoles; ++h)
      view.seeds[static_cast<std::size_t>(h)] = pos.seeds[static_cast<std::size_t>(h)];
    view.stores = {pos.captured[0], pos.captured[1]};
  }
  marks.owners = due && due->count > 0 ? model.session().nextOwners() : pos.northOwned;
  if (due && due->count > 0) {
    for (int h = 0; h < kHoles; ++h)
      if (rowOf(h) != due->buyer)
        marks.buyable = static_cast<std::uint16_t>(marks.buyable | (1u << h));
    for (int h : model.session().purchaseChoice())
      marks.chosen = static_cast<std::uint16_t>(marks.chosen | (1u << h));
    if (model.session().kind(due->buyer) == PlayerKind::Computer) marks.buyable = 0;
  } else if (!model.animating(now) || past) {
    marks.playable = model.candidates();
    // The move that led here: where it started and where its last seed fell.
    const Game& game = model.session().game();
    const std::size_t shown = model.viewedMoves().value_or(game.moves().size());
    if (shown > 0) {
      const MoveSummary last = summarizeMove(game, shown - 1);
      marks.lastMove = last.from;
      marks.lastEnd = last.to;
    }
    if (const auto better = model.reviewBetterMove(); better && *better != kPass)
      marks.better = *better;
  }
  marks.selected = model.selected();
  marks.hovered = ui.touch ? -1 : hovered_;  // a finger that tapped does not hover
  marks.dimmed = model.computerThinking();
  // Less motion asked for: the playable holes' rings stand still instead of pulsing.
  drawBoard(ImGui::GetWindowDrawList(), layout, view, marks, ui.fonts,
            model.reducedMotion() ? 0.0 : now);
  if (ui.boardHasFocus() && (model.selected() >= 0 || model.candidates())) {
    // Keyboard focus: a frame around the board that does not rely on colour (thick, dashed).
    const float r = layout.unit * 0.2f;
    const ImVec2 a(layout.min.x - 5, layout.min.y - 5), b(layout.max.x + 5, layout.max.y + 5);
    ImGui::GetWindowDrawList()->AddRect(a, b, theme::rgba(0, 0, 0), r, 0, 6.0f);
    ImGui::GetWindowDrawList()->AddRect(a, b, theme::kAccent, r, 0, 3.0f);
  }

  if (hovered_ >= 0 && !model.animating(now) && !ui.touch) {
    const int h = hovered_;
    // Beyond the wood, on the hole's own side: the tooltip hides neither the hole, its count
    // nor the stores.
    const bool southRow = h < kRowHoles;
    const float beyond = board::kLetters * layout.unit;
    ImGui::SetNextWindowPos(
        ImVec2(layout.hole(h).x, southRow ? layout.max.y + beyond : layout.min.y - beyond),
        ImGuiCond_Always, ImVec2(0.5f, southRow ? 0.0f : 1.0f));
    ImGui::BeginTooltip();
    const Player owner = (marks.owners >> h) & 1 ? Player::North : Player::South;
    ImGui::TextUnformatted(
        trf("Hole {0} \u2014 {1}",
            {std::string(1, holeLetter(h)), seedCount(view.seeds[static_cast<std::size_t>(h)])})
            .c_str());
    if (owner != rowOf(h))
      ImGui::TextColored(
          color(theme::kAccent), "%s",
          trf("On {0}'s row, bought by {1}", {sideName(rowOf(h)), sideName(owner)}).c_str());
    else
      ImGui::TextColored(color(theme::kTextDim), "%s",
                         trf("{0}'s hole", {sideName(owner)}).c_str());
    if (model.session().variant() == Variant::Warri)
      if (const char* name = warriName(h))
        ImGui::TextUnformatted(trf(name, {sideName(rowOf(h))}).c_str());
    ImGui::EndTooltip();
  }

  ImGui::SetCursorScreenPos(ImVec2(p0.x, p0.y + boardSize.y));
  ImGui::PushTextWrapPos(wrapAt);
  if (!model.message().empty()) {
    wrappedText(theme::kWarning, model.message());
  } else if (notes_ && past) {
    wrappedText(theme::kAccent,
                trf("The board after move {0} of {1}: click it to come back to the game.",
                    {std::to_string(*model.viewedMoves()),
                     std::to_string(model.session().game().moves().size())}));
  } else if (notes_ && !model.animating(now)) {
    // What the last move did that the board alone does not show.
    std::string note;
    const auto& moves = model.session().game().moves();
    if (!moves.empty() && !model.session().game().over()) {
      const Player mover = model.session().game().mover(moves.size() - 1);
      if (moves.back() == kPass)
        note = trf("{0} had no playable hole and passed.", {sideName(mover)}) + " ";
      else if (model.session().position().toMove == mover)
        note = trf("Grand slam: {0} captured every seed of his opponent and plays again.",
                   {sideName(mover)}) +
               " ";
    }
    if (!model.session().game().over() && !model.session().computerToMove() && howToPlay_ &&
        !model.waitingForFriend())
      note += tr("Click or tap a highlighted hole, or use the arrow keys and Enter.");
    wrappedText(theme::kTextDim, note);
  }
  ImGui::PopTextWrapPos();
  // The area keeps its size whatever the lines below the board say, so that nothing under it
  // moves during a move; only a message longer than the room left grows it.
  const float used = ImGui::GetCursorScreenPos().y - start.y;
  ImGui::SetCursorScreenPos(start);
  ImGui::Dummy(ImVec2(size.x, std::max(size.y, used)));
}

}  // namespace mancala::app
