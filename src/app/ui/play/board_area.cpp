#include "app/ui/play/board_area.h"

#include <algorithm>
#include <string>

#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/play/player_strip.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/tooltips.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {

namespace {

// The line under a board of the past: which move it shows, and how to come back to the game (a
// tap on a touch screen).
std::string pastNote(const AppModel& model, bool touch) {
  const std::string total = std::to_string(model.state().game.session.game().moves().size());
  const auto before = model.state().modes.review.showsBefore();
  if (touch)
    return before ? trf("The board before move {0} of {1}: tap it to come back to the game.",
                        {std::to_string(*before + 1), total})
                  : trf("The board after move {0} of {1}: tap it to come back to the game.",
                        {std::to_string(*model.state().game.viewed), total});
  return before ? trf("The board before move {0} of {1}: click it to come back to the game.",
                      {std::to_string(*before + 1), total})
                : trf("The board after move {0} of {1}: click it to come back to the game.",
                      {std::to_string(*model.state().game.viewed), total});
}

// What the last move did that the board alone does not show (a pass, a grand slam), and how to
// play when it is a person's turn here (and `howToPlay` says so): with the keys where
// `keyHints`.
std::string lastMoveNote(const AppModel& model, bool howToPlay, bool keyHints) {
  std::string note;
  const auto& moves = model.state().game.session.game().moves();
  if (!moves.empty() && !model.state().game.session.game().over()) {
    const Player mover = model.state().game.session.game().mover(moves.size() - 1);
    if (moves.back() == kPass)
      note = trf("{0} had no playable hole and passed.", {sideName(mover)}) + " ";
    else if (model.state().game.session.position().toMove == mover)
      note = trf("Grand slam: {0} captured every seed the opponent had and plays again.",
                 {sideName(mover)}) +
             " ";
  }
  if (!model.state().game.session.game().over() && !model.state().game.session.computerToMove() &&
      howToPlay && !model.state().modes.friends.waiting())
    note += keyHints ? tr("Click or tap a highlighted hole, or use the arrow keys and Enter.")
                     : tr("Tap a highlighted hole.");
  return note;
}

}  // namespace

float BoardArea::lineHeight() { return ImGui::GetTextLineHeightWithSpacing() * 2.2f; }

float BoardArea::heightForWidth(float width) { return boardHeightForWidth(width) + lineHeight(); }

float BoardArea::stripsHeight() { return 2 * (playerStripHeight() + kStripGap); }

// The far side's strip above the board, the near side's below it (on a board standing on its
// side the near side's store is at the bottom): beyond the letters of a board lying flat,
// against the wood of one standing. The board was drawn at `p0`, `boardSize` large. Where the
// lines below begin.
float BoardArea::drawStrips(const AppModel& model, UiState& ui, ImVec2 p0, ImVec2 boardSize,
                            double now) const {
  const float stripH = playerStripHeight();
  const BoardLayout& l = *widget_.layout();
  const float letters = l.upright ? 0.0f : l.letterOffset() + l.letterSize() * 0.5f;
  const float top = std::max(p0.y, l.screenMin().y - letters - kStripGap);
  const float bottom = std::min(p0.y + boardSize.y, l.screenMax().y + letters + kStripGap);
  const float left = l.upright ? p0.x : l.screenMin().x;
  const float right = l.upright ? p0.x + boardSize.x : l.screenMax().x;
  const auto strips = playerStrips(stripFacts(model, now));
  const std::size_t nearAt = l.flipped ? 1 : 0;
  // Each strip named for the page API (not a stop): its name's words and the size they are drawn
  // at, in the heading font scaled to it (ImGui's font size, which the page API reads).
  const auto draw = [&](const PlayerStrip& strip, ImVec2 min, ImVec2 max) {
    drawPlayerStrip(strip, ui.fonts, min, max, model.prefs().reducedMotion, now);
    ImGui::SetCursorScreenPos(min);
    ImGui::PushFont(ui.fonts.heading);
    ImGui::SetWindowFontScale(playerStripNameSize() / ImGui::GetFontSize());
    ImGui::Dummy(ImVec2(max.x - min.x, max.y - min.y));
    ui.control(strip.side == Player::South ? "strip-south" : "strip-north", Controls::Stop::No,
               strip.name);
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
  };
  draw(strips[1 - nearAt], ImVec2(left, top - stripH), ImVec2(right, top));
  draw(strips[nearAt], ImVec2(left, bottom), ImVec2(right, bottom + stripH));
  return bottom + stripH + kStripGap;
}

void BoardArea::draw(const AppModel& model, UiState& ui, ImVec2 size, double now) {
  // The board as large as the width allows, a little above the middle of the space left; in a
  // space much taller than a flat board, the whole height (where the board stands on its side).
  // With the players' strips, one above the board and one below it.
  const float messageHeight = (notes_ ? ImGui::GetTextLineHeightWithSpacing() * noteLines_ : 0.0f) +
                              (strips_ ? stripsHeight() : 0.0f);
  const float flat = boardHeightForWidth(size.x);
  const float boardH = std::max(40.0f, size.y - messageHeight > flat * 1.6f
                                           ? size.y - messageHeight
                                           : std::min(size.y - messageHeight, flat));
  const float spare = std::max(0.0f, size.y - messageHeight - boardH);
  const ImVec2 start = ImGui::GetCursorScreenPos();
  const float wrapAt = ImGui::GetCursorPosX() + size.x;  // the messages wrap inside the area
  ImGui::Dummy(ImVec2(size.x, spare * 0.35f));
  const float stripH = playerStripHeight();
  if (strips_) ImGui::Dummy(ImVec2(size.x, stripH + kStripGap - ImGui::GetStyle().ItemSpacing.y));
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const ImVec2 boardSize(size.x, boardH);
  widget_.draw(model.board(),
               {.fonts = ui.fonts,
                .touch = ui.touch,
                .tooltips = !ui.resultCardUp,  // none under the result card
                .focused = ui.boardHasFocus(),
                .reducedMotion = model.prefs().reducedMotion,
                .variant = model.state().game.session.variant(),
                .nameBoard = [&ui] { ui.control("board", Controls::Stop::First); }},
               boardSize, now);
  if (widget_.action().skip) ui.send(cmd::Skip{});
  if (widget_.action().chosen >= 0)
    ui.send(cmd::ChooseHole{static_cast<Move>(widget_.action().chosen)});
  const bool past = model.state().game.viewed.has_value();
  float below = p0.y + boardSize.y;
  if (strips_ && widget_.layout()) below = drawStrips(model, ui, p0, boardSize, now);

  ImGui::SetCursorScreenPos(ImVec2(p0.x, below));
  ImGui::PushTextWrapPos(wrapAt);
  // The lines under the board, read while pointing at it: named for the page API (not a stop),
  // and kept clear of tooltips across the area's width.
  const auto noteDrawn = [&](const std::string& text) {
    if (text.empty()) return;
    ui.control("board-note", Controls::Stop::No, text);
    keepClearOfTooltips(ImVec2(p0.x, ImGui::GetItemRectMin().y),
                        ImVec2(p0.x + size.x, ImGui::GetItemRectMax().y));
  };
  if (!model.state().shown.message.empty()) {
    wrappedText(theme::kWarning, model.state().shown.message);
    noteDrawn(model.state().shown.message);
  } else if (notes_ && past) {
    const std::string text = pastNote(model, ui.touch);
    wrappedText(theme::kAccent, text);
    noteDrawn(text);
  } else if (notes_ && !model.board().moving(now)) {
    const std::string note = lastMoveNote(model, howToPlay_, ui.keyHints());
    wrappedText(theme::kTextDim, note);
    noteDrawn(note);
  }
  ImGui::PopTextWrapPos();
  // The area keeps its size whatever the lines below the board say, so that nothing under it
  // moves during a move; only a message longer than the room left grows it.
  const float used = ImGui::GetCursorScreenPos().y - start.y;
  ImGui::SetCursorScreenPos(start);
  ImGui::Dummy(ImVec2(size.x, std::max(size.y, used)));
}

}  // namespace mancala::app
