#include "app/ui/play/result_card.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "app/model/games_table/games_table.h"
#include "app/model/play/player_strips.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/lettering/drawn_text.h"
#include "app/ui/play/game_keeping.h"
#include "app/ui/review/review_panel.h"
#include "app/ui/widgets/cheer.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {
namespace {

// Where the match stands once this game is counted, in the match panel's words.
std::vector<std::string> matchStanding(const AppModel& model, double now) {
  const MatchState* m = model.shownMatch(now);
  if (!m) return {};
  std::vector<std::string> lines;
  const std::string south = std::to_string(m->wins[0]), north = std::to_string(m->wins[1]);
  const GameInfo& game = gameInfo(model.state().game.session.variant());
  if (game.standing == MatchStanding::Tally)
    lines.push_back(
        trf("Tally: South {0}, North {1}, draws {2}", {south, north, std::to_string(m->draws)}));
  else
    lines.push_back(trf("Games won: South {0} \u2013 North {1}", {south, north}));
  if (m->over) {
    lines.push_back(m->winner == Outcome::SouthWins   ? tr("South wins the match.")
                    : m->winner == Outcome::NorthWins ? tr("North wins the match.")
                                                      : tr("The match is drawn."));
  } else if (game.buysHoles && m->gameRecorded) {
    const HoleShares shares = holeShares(m->lastTotals[0], m->lastTotals[1]);
    lines.push_back(trf("Holes for the next game: South {0}, North {1}.",
                        {std::to_string(shares.holes[0]), std::to_string(shares.holes[1])}));
  }
  return lines;
}

constexpr float kTitleSize = 34.0f;

// A five-pointed star of radius r (a win's mark beside the title).
void star(ImDrawList* dl, ImVec2 c, float r, ImU32 colour) {
  ImVec2 points[10];
  for (int i = 0; i < 10; ++i) {
    const float a = -1.5707964f + static_cast<float>(i) * 0.62831855f;
    const float d = i % 2 ? r * 0.45f : r;
    points[i] = ImVec2(c.x + std::cos(a) * d, c.y + std::sin(a) * d);
  }
  // Filled as five triangles about the middle and the inner pentagon (the star is not convex).
  for (int i = 0; i < 10; i += 2)
    dl->AddTriangleFilled(points[(i + 9) % 10], points[i], points[i + 1], colour);
  ImVec2 inner[5];
  for (int i = 0; i < 5; ++i) inner[i] = points[i * 2 + 1];
  dl->AddConvexPolyFilled(inner, 5, colour);
}

// The height of `text` wrapped at `width` in the current font.
float textHeight(const std::string& text, float width) {
  return ImGui::CalcTextSize(text.c_str(), nullptr, false, width).y;
}

// The large buttons' labels: between a match's games Next game (unless holes are bought first),
// else a rematch or a new match, Review and New game.
std::vector<const char*> buttonLabels(bool match, bool between, bool nextGame) {
  std::vector<const char*> labels;
  if (between) {
    if (nextGame) labels.push_back(tr("Next game"));
  } else {
    labels = {match ? tr("New match") : tr("Rematch"), trc("button: review the game", "Review"),
              tr("New game")};
  }
  return labels;
}

// How many rows the buttons of `labels` take in `inner` of width, each `padding` around its label.
int buttonRows(const std::vector<const char*>& labels, ImVec2 padding, float inner) {
  const ImGuiStyle& style = ImGui::GetStyle();
  int rows = labels.empty() ? 0 : 1;
  float x = 0;
  for (const char* l : labels) {
    const float w = ImGui::CalcTextSize(l).x + padding.x * 2;
    if (x > 0 && x + style.ItemSpacing.x + w > inner) {
      ++rows;
      x = 0;
    }
    x += (x > 0 ? style.ItemSpacing.x : 0) + w;
  }
  return rows;
}

// A win's colour: a clear green, unlike the loss's quiet text and the draw's accent.
constexpr ImU32 kWinColour = kWinGreen;

// The title, large, with a star beside it for a win (grown in, with sparks flying off, over its
// first `kCheer` seconds unless motion is reduced: `age` seconds since the win was shown, or a
// still star); quiet for a loss.
constexpr float kCheer = 0.9f;
void drawTitle(ImFont* font, const std::string& title, std::optional<bool> won, float inner,
               float age) {
  const float titleH = kTitleSize * 1.25f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  ImVec2 p = ImGui::GetCursorScreenPos();
  if (won == true) {
    const ImVec2 c(p.x + kTitleSize * 0.5f, p.y + titleH * 0.5f);
    const float t = std::clamp(age / kCheer, 0.0f, 1.0f);
    // Grows past its size and settles back (an ease-out with a little overshoot).
    const float grow =
        t >= 1.0f ? 1.0f : 1.0f + 0.25f * std::sin(t * 3.1415927f) - (1 - t) * (1 - t);
    if (t < 1.0f) {
      for (int k = 0; k < 8; ++k) {
        const float a = static_cast<float>(k) * 0.7853982f;
        const float d = kTitleSize * (0.5f + 0.9f * t);
        dl->AddCircleFilled(ImVec2(c.x + std::cos(a) * d, c.y + std::sin(a) * d),
                            3.0f * (1 - t) + 1.0f,
                            (kWinColour & 0x00FFFFFFu) | (static_cast<ImU32>(255 * (1 - t)) << 24));
      }
    }
    star(dl, c, kTitleSize * 0.5f * std::max(grow, 0.05f), kWinColour);
    p.x += kTitleSize * 1.25f;
  }
  // As large as the card's width allows (a long title in French on a phone).
  const float room = inner - (p.x - ImGui::GetCursorScreenPos().x);
  const float wide = font->CalcTextSizeA(kTitleSize, FLT_MAX, 0.0f, title.c_str()).x;
  const float size =
      wide > room && wide > 0 ? std::max(kTitleSize * room / wide, 18.0f) : kTitleSize;
  drawText(dl, font, size, ImVec2(p.x, p.y + (titleH - size) * 0.5f),
           won == true    ? kWinColour
           : won == false ? theme::kText
                          : theme::kAccent,
           title.c_str());
  ImGui::Dummy(ImVec2(inner, titleH));
}

// The large buttons of `labels` (buttonLabels), each beside the last when it fits in `inner`.
void drawCardButtons(const AppModel& model, UiState& ui, const std::vector<const char*>& labels,
                     bool between, bool nextGame, ImVec2 padding, float inner) {
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, padding);
  const float right = ImGui::GetCursorPosX() + inner;
  bool first = true;
  auto flow = [&](const char* label) {
    if (!first) besideIfFits(ImGui::CalcTextSize(label).x + padding.x * 2, right);
    first = false;
  };
  if (between) {
    if (nextGame) {
      flow(tr("Next game"));
      if (primaryButton(tr("Next game"))) ui.send(cmd::NextGame{});
      ui.control("card-next-game");
    }
  } else {
    flow(labels[0]);
    if (primaryButton(labels[0])) ui.send(cmd::Rematch{});  // the screen's main action
    ui.control("rematch");
    if (ImGui::IsItemHovered() && !ui.touch)
      tooltip(model.state().game.session.match()
                  ? tr("A new match between the same players.")
                  : tr("The same players again, the other side starting."));
    flow(labels[1]);
    drawReviewButton(model, ui);
    flow(labels[2]);
    if (ImGui::Button(tr("New game"))) ui.send(cmd::ToStart{});
    ui.control("play-again");
    if (ImGui::IsItemHovered() && !ui.touch)
      tooltip(tr("Back to the start screen, with the same choices."));
  }
  ImGui::PopStyleVar();
}

}  // namespace

bool ResultCard::up(const AppModel& model, double now) {
  if (!model.board().shown(now).over()) {
    putAway_ = false;
    shownSince_ = -1;
    return false;
  }
  // Between Adji Kui II games a person buying holes chooses them on the board: it stays free, and
  // the panel says what to buy, until every hole due is chosen and the card offers Next game.
  const auto due = model.state().game.session.purchaseDue();
  if (due && due->count > 0 && model.state().game.session.kind(due->buyer) == PlayerKind::Person &&
      betweenGamesShown(model, now) && !purchaseChosen(model.state().game.session))
    return false;
  return !putAway_ && !model.state().game.viewed.has_value() && !model.state().modes.review.open();
}

void ResultCard::draw(const AppModel& model, UiState& ui, ImVec2 min, ImVec2 max, double now) {
  const Session& s = model.state().game.session;
  const StripFacts facts = stripFacts(model, now);
  const std::string title = resultTitle(facts);
  const std::string score = resultScore(playerStrips(facts));
  const std::string reason = resultReason(facts);
  const std::optional<bool> won = youWon(facts);
  if (shownSince_ < 0) shownSince_ = now;
  // The win's cheer moves for its first moments (frames asked for), or not at all.
  const float age = model.prefs().reducedMotion ? kCheer : static_cast<float>(now - shownSince_);
  cheerUntil_ = won == true && age < kCheer ? now + (kCheer - age) : 0;
  const std::vector<std::string> standing = matchStanding(model, now);
  const MatchState* m = model.shownMatch(now);
  const bool between = s.match() && !(m && m->over);
  const auto due = s.purchaseDue();
  // Else the holes are chosen first.
  const bool nextGame = between && (!due || due->count == 0 || purchaseChosen(s));

  // The buttons, large: their labels and how many rows they take in the card's width.
  const ImVec2 padding(18, 10);
  const std::vector<const char*> labels = buttonLabels(s.match(), between, nextGame);
  const ImGuiStyle& style = ImGui::GetStyle();
  const float width = std::min(560.0f, std::max(200.0f, max.x - min.x - 24));
  const float pad = 16, inner = width - 2 * pad;
  const int rows = buttonRows(labels, padding, inner);
  const float buttonH = ImGui::GetFontSize() + padding.y * 2;
  const float titleH = kTitleSize * 1.25f;
  float height = 2 * pad + titleH + textHeight(score, inner) + textHeight(reason, inner) +
                 style.ItemSpacing.y * 4 +
                 static_cast<float>(rows) * (buttonH + style.ItemSpacing.y) +
                 ImGui::GetFrameHeightWithSpacing();
  for (const std::string& l : standing) height += textHeight(l, inner) + style.ItemSpacing.y;
  if (!standing.empty()) height += style.ItemSpacing.y;

  const ImVec2 back = ImGui::GetCursorScreenPos();
  const ImVec2 at(std::floor((min.x + max.x - width) * 0.5f),
                  std::floor(std::max(min.y, (min.y + max.y - height) * 0.5f)));
  ImGui::SetCursorScreenPos(at);
  // A win has a green frame on a green-tinted card and a green star; a loss a quiet frame; a
  // draw, or two people's game, the accent's frame alone.
  ImGui::PushStyleColor(ImGuiCol_ChildBg,
                        won == true ? IM_COL32(34, 58, 30, 255) : (theme::kBadge | 0xFF000000u));
  ImGui::PushStyleColor(ImGuiCol_Border, won == true    ? kWinColour
                                         : won == false ? theme::kCardEdge
                                                        : theme::kAccent);
  ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, 10.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_ChildBorderSize, won == true ? 4.0f : 2.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(pad, pad));
  ImGui::BeginChild("result-card", ImVec2(width, height), true,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
  drawTitle(ui.fonts.heading, title, won, inner, age);
  ui.control("result-title", Controls::Stop::No, title);
  wrappedText(theme::kText, score);
  wrappedText(theme::kTextDim, reason);
  if (!standing.empty()) {
    ImGui::Spacing();
    for (const std::string& l : standing) wrappedText(theme::kText, l);
  }
  ImGui::Spacing();
  drawCardButtons(model, ui, labels, between, nextGame, padding, inner);
  if (ImGui::Button(tr("See the board"))) {
    putAway_ = true;
  }
  ui.control("result-close");
  if (ImGui::IsItemHovered() && !ui.touch)
    tooltip(tr("Close the result and look at the final board."));
  ImGui::PopTextWrapPos();
  ImGui::EndChild();
  ImGui::PopStyleVar(3);
  ImGui::PopStyleColor(2);
  ImGui::SetCursorScreenPos(back);
}

}  // namespace mancala::app
