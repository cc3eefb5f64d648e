#include "app/ui/windows/puzzle_rows.h"

#include <algorithm>
#include <string>

#include "app/model/words/puzzles/goal_text.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/lettering/drawn_text.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"
#include "app/ui/windows/ui_state.h"
#include "imgui.h"

namespace mancala::app {
namespace {

constexpr float kDotRadius = 0.16f;  // of the line's height
constexpr float kDotStep = 2.6f;     // of the radius

// The width of drawDots' five dots on a line of this height.
float dotsWidth(float height) { return height * kDotRadius * (kDotStep * 4 + 2); }

// The difficulty as five dots, `d` of them filled, from `at` (the left of the first), in a row
// of `height`.
void drawDots(ImDrawList* dl, ImVec2 at, float height, int d) {
  const float r = height * kDotRadius, step = r * kDotStep;
  for (int i = 0; i < 5; ++i) {
    const ImVec2 c(at.x + r + static_cast<float>(i) * step, at.y + height * 0.5f);
    if (i < d)
      dl->AddCircleFilled(c, r, theme::kAccent, 12);
    else
      dl->AddCircle(c, r, theme::kTextDim, 12, 1.2f);
  }
}

}  // namespace

std::string difficultyName(int d) {
  return d == 0 ? std::string(trc("puzzle difficulty", "All"))
                : trf("Difficulty {0}", {std::to_string(d)});
}

const Puzzle* drawPuzzleRows(const PuzzleList& list, int difficulty, const AppModel& model,
                             UiState& ui) {
  int shownCount = 0;
  for (const Puzzle& p : list.puzzles)
    if (difficulty == 0 || p.difficulty == difficulty) ++shownCount;
  if (shownCount == 0) wrappedText(theme::kTextDim, tr("No puzzle of this difficulty."));
  const Puzzle* chosen = nullptr;
  // Each row: the number, the difficulty's dots, the goal, and where the puzzle starts (dim), in
  // a column of its own when the width allows, else on a second line.
  const float lineH = ImGui::GetTextLineHeight();
  const float numberW = ImGui::CalcTextSize("\u2713 00  ").x;
  const float textX = numberW + dotsWidth(lineH) + lineH;
  auto goalText = [&](const Puzzle& p) {
    std::string goal = goalTitle(p.goal);
    if (model.state().settings.kept.solvedPuzzles.contains(p.id)) {
      goal += " (";
      goal += tr("solved");
      goal += ')';
    }
    return goal;
  };
  float goalW = 0, situationW = 0;
  for (const Puzzle& p : list.puzzles) {
    if (difficulty != 0 && p.difficulty != difficulty) continue;
    goalW = std::max(goalW, ImGui::CalcTextSize(goalText(p).c_str()).x);
    situationW = std::max(situationW, ImGui::CalcTextSize(puzzleSituation(p).c_str()).x);
  }
  const float gap = lineH * 1.5f;
  const bool oneLine = textX + goalW + gap + situationW <= ImGui::GetContentRegionAvail().x;
  const float rowH = oneLine ? lineH : lineH * 2 + ImGui::GetStyle().ItemSpacing.y;
  for (const Puzzle& p : list.puzzles) {
    if (difficulty != 0 && p.difficulty != difficulty) continue;
    const bool done = model.state().settings.kept.solvedPuzzles.contains(p.id);
    const std::string digits = p.id.substr(p.id.rfind('-') + 1);
    const std::string goal = goalText(p), situation = puzzleSituation(p);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    if (ImGui::Selectable(("##" + p.id).c_str(), false, 0, ImVec2(0, rowH))) chosen = &p;
    // One Tab stop for the list, the arrows from row to row; a screen reader is told the row.
    ui.control(("puzzle-" + p.id).c_str(), Controls::Stop::Row,
               trf("Puzzle {0}", {digits}) + ", " + difficultyName(p.difficulty) + ", " + goal +
                   ", " + situation);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImU32 ink = done ? theme::kAccent : theme::kText;
    drawText(dl, at, ink, ((done ? "\u2713 " : "   ") + digits).c_str());
    drawDots(dl, ImVec2(at.x + numberW, at.y), lineH, p.difficulty);
    drawText(dl, ImVec2(at.x + textX, at.y), ink, goal.c_str());
    const ImVec2 situationAt = oneLine ? ImVec2(at.x + textX + goalW + gap, at.y)
                                       : ImVec2(at.x + textX, at.y + rowH - lineH);
    drawText(dl, situationAt, theme::kTextDim, situation.c_str());
  }
  return chosen;
}

}  // namespace mancala::app
