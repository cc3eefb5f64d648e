#include "app/ui/board_area.h"

#include <algorithm>

#include "app/model/words.h"
#include "app/text/i18n.h"
#include "app/ui/theme.h"
#include "app/ui/widgets.h"

namespace mancala::app {

float BoardArea::lineHeight() { return ImGui::GetTextLineHeightWithSpacing() * 2.2f; }

float BoardArea::heightForWidth(float width) { return boardHeightForWidth(width) + lineHeight(); }

void BoardArea::draw(AppModel& model, UiState& ui, ImVec2 size, double now) {
  // The board as large as the width allows, a little above the middle of the space left; in a
  // space much taller than a flat board, the whole height (where the board stands on its side).
  const float messageHeight = notes_ ? ImGui::GetTextLineHeightWithSpacing() * noteLines_ : 0.0f;
  const float flat = boardHeightForWidth(size.x);
  const float boardH = std::max(40.0f, size.y - messageHeight > flat * 1.6f
                                           ? size.y - messageHeight
                                           : std::min(size.y - messageHeight, flat));
  const float spare = std::max(0.0f, size.y - messageHeight - boardH);
  const ImVec2 start = ImGui::GetCursorScreenPos();
  const float wrapAt = ImGui::GetCursorPosX() + size.x;  // the messages wrap inside the area
  ImGui::Dummy(ImVec2(size.x, spare * 0.35f));
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const ImVec2 boardSize(size.x, boardH);
  widget_.draw(model.board(),
               {.fonts = ui.fonts,
                .touch = ui.touch,
                .focused = ui.boardHasFocus(),
                .reducedMotion = model.reducedMotion(),
                .variant = model.session().variant(),
                .nameBoard = [&ui] { ui.control("board", Controls::Stop::First); }},
               boardSize, now);
  const bool past = model.viewingPast();

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
        !model.friends().waiting())
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
