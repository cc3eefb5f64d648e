#include "app/ui/side_panel.h"

#include <algorithm>

#include "app/model/words.h"
#include "app/text/i18n.h"
#include "app/ui/match_panel.h"
#include "app/ui/theme.h"
#include "app/ui/widgets.h"

namespace mancala::app {
namespace {

const char* kindName(PlayerKind k) {
  return k == PlayerKind::Person ? tr("Person") : tr("Computer");
}

}  // namespace

void drawHintPanel(AppModel& model, UiState& ui) {
  if (model.screen() != Screen::Play || model.session().game().over() ||
      model.session().betweenGames())
    return;
  // While the computer thinks the button stays, disabled: the panel does not move.
  const bool valid = model.hintShown() && !model.session().computerToMove();
  ImGui::BeginDisabled(model.hintPending() || model.session().computerToMove());
  if (ImGui::Button(tr("Hint"))) model.askHint();
  ImGui::EndDisabled();
  ui.control("hint");
  if (!valid) return;
  const std::string text = model.hintText();
  ImGui::SameLine();
  wrappedText(theme::kAccent, text);
}

void SidePanel::draw(AppModel& model, UiState& ui, double now) {
  const Position& pos = model.session().position();
  // The columns as wide as their longest word in the language shown.
  const float gap = ImGui::GetFontSize();
  float nameW = 0, kindW = 0;
  for (Player p : {Player::South, Player::North})
    nameW = std::max(nameW, ImGui::CalcTextSize(("\u2192 " + sideName(p)).c_str()).x);
  for (PlayerKind k : {PlayerKind::Person, PlayerKind::Computer})
    kindW = std::max(kindW, ImGui::CalcTextSize(kindName(k)).x);
  const float kindX = ImGui::GetCursorPosX() + nameW + gap;
  for (Player p : {Player::South, Player::North}) {
    const bool toMove = !model.session().game().over() && pos.toMove == p;
    ImGui::PushStyleColor(ImGuiCol_Text, color(toMove ? theme::kAccent : theme::kText));
    ImGui::Text("%s %s", toMove ? "\u2192" : " ", sideName(p).c_str());
    ImGui::PopStyleColor();
    ImGui::SameLine(kindX);
    ImGui::TextColored(color(theme::kTextDim), "%s", kindName(model.session().kind(p)));
    ImGui::SameLine(kindX + kindW + gap);
    ImGui::Text("%d", pos.captured[static_cast<std::size_t>(index(p))]);
  }
  wrappedText(theme::kTextDim,
              model.session().variant() == Variant::Warri
                  ? tr("Captured seeds, in each player's store on his right.")
                  : tr("Captured seeds, shown at the right end of each player's row: Adji Kui "
                       "has no stores."));
  if (model.session().variant() == Variant::AdjiKui2 && pos.northOwned != kDefaultNorthOwned) {
    wrappedText(theme::kAccent,
                tr("A bought hole carries its owner's letter (S or N) and a dashed ring."));
  }

  if (!model.session().game().over() && model.session().variant() != Variant::Warri) {
    // The game is played out, but a person likes to know when it is decided.
    for (Player p : {Player::South, Player::North})
      if (pos.captured[static_cast<std::size_t>(index(p))] > kTotalSeeds / 2) {
        wrappedText(theme::kAccent, trf("{0} has captured more than half the seeds: the result is "
                                        "decided, and the game is played out.",
                                        {sideName(p)}));
      }
  }
  if (model.session().game().over()) {
    ImGui::Separator();
    ImGui::PushFont(ui.fonts.heading);
    wrappedText(theme::kAccent, scoreLine(pos));
    ImGui::PopFont();
    ImGui::TextWrapped("%s", endReason(pos).c_str());
  }
  drawHintPanel(model, ui);
  drawMatchPanel(model, ui, now);

  ImGui::Separator();
  ImGui::TextUnformatted(tr("Moves"));
  ImGui::BeginChild("moves", ImVec2(0, 0), true);
  const auto& moves = model.session().game().moves();
  const float col = ImGui::GetFontSize() * 2.6f;
  for (std::size_t i = 0; i < moves.size(); i += 2) {
    ImGui::TextColored(color(theme::kTextDim), "%zu.", i / 2 + 1);
    ImGui::SameLine(col);
    const char a[2] = {moveLetter(moves[i]), 0};
    ImGui::TextUnformatted(a);
    if (i + 1 < moves.size()) {
      ImGui::SameLine(col * 2);
      const char b[2] = {moveLetter(moves[i + 1]), 0};
      ImGui::TextUnformatted(b);
    }
  }
  if (moves.size() != movesShown_) {
    ImGui::SetScrollHereY(1.0f);
    movesShown_ = moves.size();
  }
  ImGui::EndChild();
}

}  // namespace mancala::app
