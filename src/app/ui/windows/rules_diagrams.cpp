#include "app/ui/windows/rules_diagrams.h"

#include <algorithm>

#include "app/model/board/board_table.h"
#include "app/model/words/play/announcer.h"
#include "app/text/i18n.h"
#include "app/ui/board/board_geometry.h"
#include "app/ui/board/board_painter.h"
#include "app/ui/board/texture_baker.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"
#include "imgui.h"

namespace mancala::app {
namespace {

// Two boards side by side where each is this wide at least; else one under the other.
constexpr float kSideBySide = 300.0f;
constexpr float kMostWidth = 420.0f;  // a diagram's board no wider than this

BoardView viewOf(const Position& p) {
  BoardView view;
  for (int h = 0; h < kHoles; ++h) view.seeds[static_cast<std::size_t>(h)] = p.seeds[h];
  view.stores = {p.captured[0], p.captured[1]};
  return view;
}

// The legal moves where they are fewer than the holes that have seeds (some may not be sown).
std::uint16_t restrictedMoves(const Diagram& d) {
  std::uint16_t legal = 0;
  for (Move m : d.legal)
    if (m >= 0 && m < kHoles) legal = static_cast<std::uint16_t>(legal | (1u << m));
  int sowable = 0;
  for (int h = 0; h < kHoles; ++h)
    if (d.before.owns(d.before.toMove, h) && d.before.seeds[h] > 0) ++sowable;
  return d.legal.count < sowable ? legal : 0;
}

std::string holeLetters(std::uint16_t holes) {
  std::string out;
  for (int h = 0; h < kHoles; ++h) {
    if (!((holes >> h) & 1)) continue;
    if (!out.empty()) out += ", ";
    out += moveLetter(static_cast<Move>(h));
  }
  return out;
}

// One board of a diagram, `width` wide, under its label (if any).
void drawDiagramBoard(const char* label, const Position& p, const BoardMarks& marks,
                      int captureHole, float width, const Fonts& fonts) {
  ImGui::BeginGroup();
  if (label) {
    ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kTextDim));
    ImGui::TextUnformatted(label);
    ImGui::PopStyleColor();
  }
  const float h = boardHeightForWidth(width);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  if (ImGui::IsRectVisible(ImVec2(width, h))) {
    // On a touch screen, room at the ends for the sides' names beside the stores, which its
    // larger letters push beyond the wood (as on the start screen).
    const float inset = theme::fingerSized() ? 22.0f : 0.0f;
    const BoardLayout layout =
        layoutBoard(ImVec2(at.x + inset, at.y), ImVec2(at.x + width - inset, at.y + h));
    BoardView view = viewOf(p);
    view.captureHole = captureHole;
    const PaintDirectly direct;
    drawBoard(ImGui::GetWindowDrawList(), layout, view, marks, fonts, 0);
  }
  ImGui::Dummy(ImVec2(width, h));
  ImGui::EndGroup();
}

void drawDiagram(const Diagram& d, const Fonts& fonts, const NameControl& figure) {
  const float room = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const bool two = d.move != kNoMove;
  const bool side = two && (room - spacing) * 0.5f >= kSideBySide;
  const float width = std::min(kMostWidth, side ? (room - spacing) * 0.5f : room);
  BoardMarks before;
  before.owners = d.before.northOwned;
  before.playable = restrictedMoves(d);
  before.lastMove = d.move >= 0 && d.move < kHoles ? d.move : -1;
  ImGui::BeginGroup();
  if (!two) {
    drawDiagramBoard(nullptr, d.before, before, -1, width, fonts);
  } else {
    drawDiagramBoard(tr("Before the move"), d.before, before, -1, width, fonts);
    if (side) ImGui::SameLine();
    BoardMarks after;
    after.owners = d.after.northOwned;
    after.lastMove = before.lastMove;
    after.lastEnd = lastSown(d.trace);
    int captured = -1;
    for (const TraceEvent& e : d.trace)
      if (e.kind == TraceEvent::Kind::Capture && captured < 0) captured = e.hole;
    drawDiagramBoard(tr("After the move"), d.after, after, captured, width, fonts);
  }
  ImGui::EndGroup();
  const std::string caption = diagramCaption(d);
  figure(("rules-diagram-" + d.id).c_str(), caption);
  ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kTextDim));
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::max(width, side ? room : width));
  ImGui::TextUnformatted(caption.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::Spacing();
}

}  // namespace

std::string diagramCaption(const Diagram& d) {
  std::string out;
  auto add = [&out](const std::string& sentence) {
    if (!out.empty()) out += ' ';
    out += sentence;
  };
  if (d.id == "start") add(tr("The board at the start of the game"));
  const std::uint16_t bought = d.before.northOwned ^ kDefaultNorthOwned;
  for (int h = 0; h < kHoles; ++h)
    if ((bought >> h) & 1)
      add(trf("Hole {0} of the other row belongs to {1}: bought in the match.",
              {std::string(1, moveLetter(static_cast<Move>(h))), sideName(d.before.owner(h))}));
  if (const std::uint16_t only = restrictedMoves(d))
    add(trf("Only these holes may be sown: {0}.", {holeLetters(only)}));
  if (d.move != kNoMove) add(describeMove(d.variant, d.before, d.move, d.trace, d.after));
  return out;
}

void drawSectionDiagrams(Variant v, std::string_view sectionId,
                         const std::vector<std::string>& sectionIds, const Fonts& fonts,
                         const NameControl& figure) {
  for (const Diagram& d : rulesDiagrams(v))
    if (diagramSection(d.id, sectionIds) == sectionId) drawDiagram(d, fonts, figure);
}

}  // namespace mancala::app
