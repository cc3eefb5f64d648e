#include "app/ui/board/board_widget.h"

#include <algorithm>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "app/model/games_table/games_table.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/board/board_exercise.h"
#include "app/ui/board/board_painter.h"
#include "app/ui/board/keyboard_cursor.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/tooltips.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {
const BoardFrame& BoardWidget::draw(const BoardTable& table, const Context& context, ImVec2 size,
                                    double now) {
  action_ = {};
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  // True when the button is released over the board after being pressed on it.
  const bool released = ImGui::InvisibleButton(options_.id, size);
  if (context.nameBoard) context.nameBoard();
  const BoardLayout layout = layoutBoard(p0, ImVec2(p0.x + size.x, p0.y + size.y),
                                         options_.mayStand, table.nearSide() == Player::North);
  layout_ = layout;
  const ImGuiIO& io = ImGui::GetIO();
  hovered_ = ImGui::IsItemHovered() ? layout.holeAt(io.MousePos) : -1;
  follow(layout, io.MousePos, ImGui::IsItemActivated(), now);
  if (released && tapped(layout, io.MousePos)) {
    if (table.moving(now))
      action_.skip = true;  // a tap during a move shows its end at once
    else if (press_.hole >= 0)
      action_.chosen = press_.hole;
  }
  if (!ImGui::IsItemActive()) press_ = {};
  if (options_.holePrefix && context.nameHole)
    holeControls(layout, options_.holePrefix, *context.nameHole);

  const BoardFrame& frame = table.lastFrame();
  BoardMarks marks = frame.marks;  // with what only the widget knows
  marks.hovered = frame.hoverable && !context.touch ? hovered_ : -1;
  if (context.touch && frame.hoverable && press_.active && !press_.travelled)
    marks.hovered = press_.hole;  // the hole under the finger, until it lifts or moves away
  if (!options_.cursorWhenUnfocused && !context.focused) marks.selected = -1;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  drawBoard(dl, layout, frame.view, marks, context.fonts, context.reducedMotion ? 0.0 : now);
  if (context.focused && (table.cursor() >= 0 || table.cursorHoles())) {
    // Keyboard focus: a frame around the board that does not rely on colour (thick, dashed).
    const float r = layout.unit * 0.2f;
    const ImVec2 lo = layout.screenMin(), hi = layout.screenMax();
    const ImVec2 a(lo.x - 5, lo.y - 5), b(hi.x + 5, hi.y + 5);
    dl->AddRect(a, b, theme::kFocusRingEdge, r, 0, 6.0f);
    dl->AddRect(a, b, theme::kFocusRing, r, 0, 3.0f);
  }
  // A hole's card: under a mouse that points at it (the game's board), or held under a finger.
  card_.clear();
  if (longPress(now)) {
    tooltip(frame, layout, context.variant, press_.hole, true);
    press_.carded = true;
  } else if (options_.tooltips && context.tooltips && hovered_ >= 0 && !frame.moving &&
             !context.touch && !press_.active)
    tooltip(frame, layout, context.variant, hovered_, false);
  return frame;
}

void BoardWidget::follow(const BoardLayout& layout, ImVec2 pointer, bool pressed, double now) {
  if (pressed) {
    const ImVec2 at = ImGui::GetIO().MouseClickedPos[ImGuiMouseButton_Left];
    press_ = {.active = true, .hole = layout.holeAt(at), .at = at, .since = now};
  }
  const float dx = pointer.x - press_.at.x, dy = pointer.y - press_.at.y;
  if (press_.active && dx * dx + dy * dy > kTapSlop * kTapSlop) press_.travelled = true;
}

bool BoardWidget::tapped(const BoardLayout& layout, ImVec2 pointer) const {
  // Not once the card has shown: a release judged by what the person saw, never by how long a
  // slow frame took (a press and a release handled in two frames are a tap, however far apart).
  return press_.active && !press_.travelled && !press_.carded &&
         layout.holeAt(pointer) == press_.hole;
}

bool BoardWidget::longPress(double now) const {
  return press_.active && !press_.travelled && press_.hole >= 0 && now - press_.since >= kLongPress;
}

double BoardWidget::cardDue() const {
  return press_.active && !press_.travelled && press_.hole >= 0
             ? press_.since + kLongPress
             : std::numeric_limits<double>::infinity();
}

std::optional<int> BoardWidget::cursorMoved(const BoardTable& table, int dx, int dy) const {
  if (!layout_) return std::nullopt;
  return mancala::app::moveCursor(*layout_, table.cursorHoles(), table.cursor(),
                                  table.chooser() == Player::South, dx, dy);
}

void BoardWidget::tooltip(const BoardFrame& frame, const BoardLayout& layout, Variant variant,
                          int h, bool held) {
  const Player owner = (frame.marks.owners >> h) & 1 ? Player::North : Player::South;
  std::vector<std::pair<std::string, ImU32>> lines;  // each in its colour
  lines.emplace_back(
      trf("Hole {0} \u2014 {1}", {std::string(1, holeLetter(h)),
                                  seedCount(frame.view.seeds[static_cast<std::size_t>(h)])}),
      theme::kText);
  if (owner != rowOf(h))
    lines.emplace_back(trf("On {0}'s row, bought by {1}", {sideName(rowOf(h)), sideName(owner)}),
                       theme::kAccent);
  else
    lines.emplace_back(trf("{0}'s hole", {sideName(owner)}), theme::kTextDim);
  if (gameInfo(variant).namedHoles)
    if (const auto name = warriHoleName(h)) lines.emplace_back(*name, theme::kText);

  // Beyond the wood, on the hole's own side (above a board standing on its side): the card
  // hides neither the hole, its count nor the stores. Where it would reach a line kept clear (the
  // status line above the board, the notes under it), it comes against the wood, over the
  // letters, then on one line; where even that would, a pointer's card is not shown, and a held
  // finger's goes just above the hole, over whatever is there.
  const bool below =
      !layout.upright && layout.hole(h).y > (layout.screenMin().y + layout.screenMax().y) * 0.5f;
  const float wood = below ? layout.screenMax().y + 2 : layout.screenMin().y - 2;
  const float beyond =
      below ? wood + board::kLetters * layout.unit : wood - board::kLetters * layout.unit;
  const ImGuiStyle& style = ImGui::GetStyle();
  const std::string separator = " \u00b7 ";
  const float separatorW = ImGui::CalcTextSize(separator.c_str()).x;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const auto sizeOf = [&](bool oneLine) {
    ImVec2 content(0, 0);
    for (const auto& [text, colour] : lines) {
      const float w = ImGui::CalcTextSize(text.c_str()).x;
      content.x =
          oneLine ? content.x + w + (content.x > 0 ? separatorW : 0.0f) : std::max(content.x, w);
    }
    const auto n = static_cast<float>(oneLine ? 1 : lines.size());
    content.y = n * ImGui::GetFontSize() + (n - 1) * style.ItemSpacing.y;
    return tooltipSize(content);
  };
  const auto leftFor = [&](ImVec2 size) {
    return std::max(vp->Pos.x,
                    std::min(layout.hole(h).x - size.x * 0.5f, vp->Pos.x + vp->Size.x - size.x));
  };
  std::optional<ImVec2> corner;
  bool oneLine = false;
  for (const auto& [edge, single] : {std::pair(beyond, false), std::pair(wood, false),
                                     std::pair(beyond, true), std::pair(wood, true)}) {
    const ImVec2 size = sizeOf(single);
    corner = tooltipCorner(size, {ImVec2(leftFor(size), below ? edge : edge - size.y)});
    oneLine = single;
    if (corner) break;
  }
  if (!corner && held) {
    const ImVec2 size = sizeOf(false);
    const float top = layout.hole(h).y - layout.holeRadius() - size.y - 6;
    corner = ImVec2(leftFor(size), std::max(vp->Pos.y, top));
    oneLine = false;
  }
  if (!corner) return;
  ImGui::SetNextWindowPos(*corner);
  ImGui::BeginTooltip();
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(0, style.ItemSpacing.y));
  bool first = true;
  for (const auto& [text, colour] : lines) {
    if (oneLine && !first) {
      ImGui::SameLine();
      ImGui::TextColored(color(theme::kTextDim), "%s", separator.c_str());
      ImGui::SameLine();
    }
    first = false;
    ImGui::TextColored(color(colour), "%s", text.c_str());
    card_ += (card_.empty() ? "" : separator) + text;
  }
  ImGui::PopStyleVar();
  ImGui::EndTooltip();
}

}  // namespace mancala::app
