#include "app/ui/screens/other_ways.h"

#include <algorithm>
#include <string>

#include "app/model/games_table/games_table.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/friend/friend_panel.h"
#include "app/ui/screens/start_actions.h"
#include "app/ui/screens/start_screen.h"
#include "app/ui/widgets/item_labels.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {
namespace {

// A game with a friend, or who plays each side (a person, or the computer at a level), wrapped
// at `columnRight`.
void drawPlayersColumn(const AppModel& model, UiState& ui, SessionSetup& setup, float columnRight) {
  ImGui::PushTextWrapPos(columnRight);
  ImGui::BeginGroup();
  const bool friendChosen = drawFriendChoice(model, ui, false, columnRight);
  for (Player p : {Player::South, Player::North}) {
    if (friendChosen) break;  // both are people, one on each device
    ImGui::PushID(index(p));
    ImGui::TextUnformatted(p == Player::South ? tr("South plays") : tr("North plays"));
    if (drawPlayerKindChoice(setup, ui, p)) drawLevelChoice(setup, ui, p);
    ImGui::PopID();
  }
  ImGui::EndGroup();
  ImGui::PopTextWrapPos();
}

// Who starts, and a single game or a match.
void drawStarterAndPlay(SessionSetup& setup, UiState& ui) {
  ImGui::BeginGroup();
  ImGui::TextUnformatted(tr("Who starts"));
  if (radioButton((std::string(tr("South")) + "##start").c_str(), setup.starter == Player::South))
    setup.starter = Player::South;
  ui.control("south-starts", Controls::Stop::Choice);
  ImGui::SameLine();
  if (radioButton((std::string(tr("North")) + "##start").c_str(), setup.starter == Player::North))
    setup.starter = Player::North;
  ui.control("north-starts", Controls::Stop::Choice);
  ImGui::TextUnformatted(trc("heading: one game or a match", "Play"));
  if (radioButton(tr("Single game"), !setup.match)) setup.match = false;
  ui.control("single", Controls::Stop::Choice);
  ImGui::SameLine();
  if (radioButton(tr("Match"), setup.match)) setup.match = true;
  ui.control("match", Controls::Stop::Choice);
  ImGui::EndGroup();
}

}  // namespace

float matchLengthListWidth(float width) {
  const ImGuiStyle& style = ImGui::GetStyle();
  float widest = 20.0f * ImGui::GetFontSize();
  for (const char* choice :
       {"Until a player cannot fill a hole", "First to win 6 games", "As many games as you like",
        "First to own 10 holes", "A number of games"}) {
    // The closed list shows the choice after the frame's padding, then its arrow's square.
    const float needed =
        style.FramePadding.x + ImGui::CalcTextSize(tr(choice)).x + ImGui::GetFrameHeight();
    widest = std::max(widest, needed);
  }
  return std::min(width, widest);
}

namespace {

// A match's length (the game's full match, ten holes owned where games buy holes, or a number of
// games), at most `width` wide.
void drawMatchLength(SessionSetup& setup, UiState& ui, float width) {
  const GameInfo& game = gameInfo(setup.variant);
  const char* full = tr(game.fullMatch);
  int length = static_cast<int>(setup.matchLength);
  ImGui::SetNextItemWidth(matchLengthListWidth(width));
  if (ImGui::BeginCombo(tr("Match length"), length == 0   ? full
                                            : length == 1 ? tr("First to own 10 holes")
                                                          : tr("A number of games"))) {
    if (ImGui::Selectable(full, length == 0)) setup.matchLength = MatchOptions::Length::Full;
    if (game.buysHoles && ImGui::Selectable(tr("First to own 10 holes"), length == 1))
      setup.matchLength = MatchOptions::Length::FirstToTenHoles;
    if (ImGui::Selectable(tr("A number of games"), length == 2))
      setup.matchLength = MatchOptions::Length::Games;
    ImGui::EndCombo();
  }
  ui.control("match-length");
  setup.matchLength = matchLengthFor(setup.variant, setup.matchLength);
  if (setup.matchLength == MatchOptions::Length::Games) {
    ImGui::SetNextItemWidth(matchLengthListWidth(width));
    ImGui::SliderInt(tr("Games"), &setup.matchGames, 1, 15);
    ui.control("match-games");
  }
}

// Warri's tournament rule, with the words explained beside the box, for a finger too, and told
// with it.
void drawGrandSlamRule(SessionSetup& setup, UiState& ui) {
  const char* label = tr("Tournament rule: a grand slam captures nothing");
  const char* help =
      tr("A grand slam is a capture that takes every seed of the opponent's row: by Antigua's "
         "rule the capturer keeps them and plays again. Under this tournament rule the move "
         "captures nothing, and the opponent plays next. This is the usual reading of standard "
         "oware, not a rule of Antigua's tournaments, which go to the first player to win 6 "
         "games.");
  wrappedCheckbox(label, "grand-slam", &setup.grandSlamCapturesNothing);
  ui.control("grand-slam", Controls::Stop::Choice,
             choiceWords(label, setup.grandSlamCapturesNothing) + ". " + help);
  wrappedText(theme::kTextDim, help);
  ui.control("grand-slam-help", Controls::Stop::No);
}

}  // namespace

void drawOtherWaysToggle(UiState& ui) {
  const char* label = tr("Other ways to play");
  const float arrow = ImGui::GetFontSize() * 0.9f;
  // Room after the words for the arrow that says whether the choices show.
  const ImVec2 pad = ImGui::GetStyle().FramePadding;
  const float w = ImGui::CalcTextSize(label).x + pad.x * 3 + arrow;
  ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
  if (ImGui::Button(label, ImVec2(w, 0))) {
    ui.otherWaysOpen = !ui.otherWaysOpen;
  }
  ImGui::PopStyleVar();
  ui.control("other-ways", Controls::Stop::Yes,
             namedValue(label, ui.otherWaysOpen ? trc("a part of the screen", "shown")
                                                : trc("a part of the screen", "hidden")));
  // A triangle pointing down while folded, up while open.
  const ImVec2 max = ImGui::GetItemRectMax(), min = ImGui::GetItemRectMin();
  const ImVec2 c(max.x - pad.x - arrow * 0.5f, (min.y + max.y) * 0.5f);
  const float r = arrow * 0.32f, dir = ui.otherWaysOpen ? -1.0f : 1.0f;
  ImGui::GetWindowDrawList()->AddTriangleFilled(ImVec2(c.x - r, c.y - dir * r * 0.6f),
                                                ImVec2(c.x + r, c.y - dir * r * 0.6f),
                                                ImVec2(c.x, c.y + dir * r * 0.8f), theme::kText);
}

void drawOtherWays(const AppModel& model, UiState& ui, SessionSetup& setup, float width) {
  const float column = width * 0.5f - 8;
  const float left = ImGui::GetCursorPosX();
  // The level's description and the players' choices stay in their column.
  const float columnRight = left + (width >= 600 ? column : width);
  drawPlayersColumn(model, ui, setup, columnRight);
  if (width >= 600) ImGui::SameLine(left + column + 16);  // else one column, on a phone
  drawStarterAndPlay(setup, ui);
  if (setup.match) drawMatchLength(setup, ui, width);
  if (gameInfo(setup.variant).tournamentRule) drawGrandSlamRule(setup, ui);
  ImGui::Spacing();
  drawFriendBar(model, ui);  // the way to the latest move of an old link opened
  ImGui::PushFont(ui.fonts.heading);
  if (ImGui::Button(("  " + std::string(tr("Start")) + "  ").c_str())) {
    chooseSetup(model, ui, setup);
    ui.send(cmd::Start{});
  }
  ui.control("start", Controls::Stop::Yes, tr("Start"));  // its words without the padding
  ImGui::PopFont();
}

}  // namespace mancala::app
