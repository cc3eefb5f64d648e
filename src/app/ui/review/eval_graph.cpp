#include "app/ui/review/eval_graph.h"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

#include "app/model/play/player_strips.h"
#include "app/model/review/lead.h"
#include "app/model/words/review/lead_text.h"
#include "app/text/i18n.h"
#include "app/ui/lettering/drawn_text.h"
#include "app/ui/review/review_panel.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/tooltips.h"

namespace mancala::app {
namespace {

// The graph's range: margins beyond it are drawn at its edge (and marked when decided).
constexpr int kGraphSeeds = 12;

}  // namespace

namespace {

// Who plays, as the strips name them: the graph's words.
StripFacts graphFacts(const AppModel& model) {
  StripFacts f;
  for (Player p : {Player::South, Player::North}) {
    f.kinds[static_cast<std::size_t>(index(p))] = model.state().game.session.kind(p);
    f.levels[static_cast<std::size_t>(index(p))] = model.state().game.session.level(p);
  }
  if (model.state().modes.friends.game()) f.mine = model.state().modes.friends.game()->mine;
  return f;
}

// "You lead by 5 seeds" at the position shown, as far as the review goes ("" beyond).
std::string graphLead(const AppModel& model, const StripFacts& facts) {
  const GameReview* review = model.state().modes.review.result();
  if (!review) return "";
  const std::vector<EvalPoint> curve = review->curve(model.state().game.session.game());
  const std::size_t shown =
      model.state().game.viewed.value_or(model.state().game.session.game().moves().size());
  return shown < curve.size() ? leadText(leadOf(facts.kinds, personHere(facts.kinds, facts.mine),
                                                facts.mine.has_value(), curve[shown].southSeeds))
                              : std::string();
}

// Where the graph is drawn: its corners, and where a move and a lead in seeds fall in it.
struct GraphArea {
  ImVec2 a, b;
  float mid, half, step;
  GraphArea(ImVec2 corner, ImVec2 size, std::size_t moves)
      : a(corner),
        b(corner.x + size.x, corner.y + size.y),
        mid((a.y + b.y) * 0.5f),
        half(size.y * 0.5f - 3),
        step(moves > 0 ? size.x / static_cast<float>(moves) : size.x) {}
  float xAt(std::size_t k) const { return a.x + step * static_cast<float>(k); }
  float yAt(int seeds) const {
    const int s = std::clamp(seeds, -kGraphSeeds, kGraphSeeds);
    return mid - half * static_cast<float>(s) / kGraphSeeds;
  }
};

// The ground, with faint lines every 4 seeds, the zero line stronger.
void drawGround(ImDrawList* dl, const GraphArea& g) {
  dl->AddRectFilled(g.a, g.b, theme::rgba(30, 20, 14, 230), 4.0f);
  for (int s = -kGraphSeeds + 4; s < kGraphSeeds; s += 4)
    dl->AddLine(ImVec2(g.a.x, g.yAt(s)), ImVec2(g.b.x, g.yAt(s)),
                s == 0 ? theme::rgba(200, 184, 160, 140) : theme::rgba(200, 184, 160, 40));
}

// The review's curve of who leads, each decided value and each mistake marked on it.
void drawCurve(ImDrawList* dl, const GraphArea& g, const Game& game, const GameReview& review) {
  const std::vector<EvalPoint> curve = review.curve(game);
  for (std::size_t k = 0; k + 1 < curve.size(); ++k) {
    const ImVec2 p(g.xAt(k), g.yAt(curve[k].southSeeds)),
        q(g.xAt(k + 1), g.yAt(curve[k + 1].southSeeds));
    // South's side light, North's dark: the area between the curve and zero.
    dl->AddQuadFilled(ImVec2(p.x, g.mid), p, q, ImVec2(q.x, g.mid),
                      curve[k].southSeeds + curve[k + 1].southSeeds >= 0
                          ? theme::rgba(250, 240, 215, 70)
                          : theme::rgba(10, 6, 4, 120));
    dl->AddLine(p, q, theme::kAccent, 2.0f);
  }
  for (std::size_t k = 0; k < curve.size(); ++k) {
    const ImVec2 p(g.xAt(k), g.yAt(curve[k].southSeeds));
    // A decided value (proved, or a forced end): a square; beyond the range: at its edge.
    if (curve[k].decided)
      dl->AddRectFilled(ImVec2(p.x - 2.5f, p.y - 2.5f), ImVec2(p.x + 2.5f, p.y + 2.5f),
                        theme::kText);
    if (k > 0) {
      if (const auto mark = review.mark(game, k - 1);
          mark && (*mark == MoveMark::Mistake || *mark == MoveMark::Blunder))
        dl->AddCircleFilled(p, 3.5f, markColor(*mark));
    }
  }
}

// Each side's name at its edge (South's ahead upwards), and who leads at the position shown,
// beside its line, inside the graph and clear of the top's name.
void drawWords(ImDrawList* dl, const GraphArea& g, const std::array<PlayerStrip, 2>& strips,
               const std::string& lead, std::size_t shown) {
  const float small = ImGui::GetFontSize() * 0.8f;
  for (Player p : {Player::South, Player::North}) {
    const std::string& label = strips[static_cast<std::size_t>(index(p))].shortName;
    const float y = p == Player::South ? g.a.y + 1 : g.b.y - small - 1;
    drawText(dl, ImGui::GetFont(), small, ImVec2(g.a.x + 3, y), theme::kTextDim, label.c_str());
  }
  if (lead.empty()) return;
  const float w = ImGui::GetFont()->CalcTextSizeA(small, FLT_MAX, 0, lead.c_str()).x;
  const float x = g.xAt(shown) + 6 + w <= g.b.x - 2 ? g.xAt(shown) + 6 : g.xAt(shown) - 6 - w;
  const float name =
      ImGui::GetFont()->CalcTextSizeA(small, FLT_MAX, 0, strips[0].shortName.c_str()).x;
  const ImVec2 at(std::min(std::max(g.a.x + name + 12, x), g.b.x - w - 4), g.a.y + 1);
  dl->AddRectFilled(ImVec2(at.x - 2, at.y), ImVec2(at.x + w + 2, at.y + small + 1),
                    theme::rgba(30, 20, 14, 200), 3.0f);
  drawText(dl, ImGui::GetFont(), small, at, theme::kText, lead.c_str());
}

// A click or a drag: that position. A finger: a tap, or a drag that set off sideways (one
// that set off up or down scrolls the panel, touch_scroll.h).
void followPointer(UiState& ui, const GraphArea& g, std::size_t total, std::size_t shown) {
  const bool pointed = !ui.touch ? ImGui::IsItemActive()
                       : ImGui::IsItemActive()
                           ? ui.touchDrag == UiState::Drag::Horizontal
                           : ImGui::IsItemDeactivated() && ui.touchDrag == UiState::Drag::None;
  if (!pointed || total == 0) return;
  const float x = ImGui::GetIO().MousePos.x - g.a.x;
  const auto k =
      static_cast<std::size_t>(std::clamp(std::lround(x / g.step), 0L, static_cast<long>(total)));
  if (k != shown) ui.send(cmd::View{static_cast<int>(k)});
}

}  // namespace

void drawEvalGraph(const AppModel& model, UiState& ui, ImVec2 size) {
  const Game& game = model.state().game.session.game();
  const std::size_t total = game.moves().size();
  const StripFacts facts = graphFacts(model);
  const std::string lead = graphLead(model, facts);
  const std::string about =
      tr("Who leads, and by how many seeds, with best play from each position. Click to see "
         "that position.");
  const GraphArea g(ImGui::GetCursorScreenPos(), size, total);
  ImGui::InvisibleButton("##eval-graph", size);
  ui.control("review-graph", Controls::Stop::Yes, lead.empty() ? about : lead + ". " + about);
  // Clicked, it has the focus, as a page's control has: the arrows then go through the moves.
  if (ImGui::IsItemActivated()) ui.controls.focus("review-graph");
  ImDrawList* dl = ImGui::GetWindowDrawList();
  drawGround(dl, g);
  if (const GameReview* review = model.state().modes.review.result())
    drawCurve(dl, g, game, *review);
  // The position shown.
  const std::size_t shown = model.state().game.viewed.value_or(total);
  dl->AddLine(ImVec2(g.xAt(shown), g.a.y), ImVec2(g.xAt(shown), g.b.y),
              theme::rgba(255, 255, 255, 170), 1.5f);
  drawWords(dl, g, playerStrips(facts), lead, shown);
  followPointer(ui, g, total, shown);
  if (ImGui::IsItemHovered() && !ui.touch) tooltip(about.c_str());
}

}  // namespace mancala::app
