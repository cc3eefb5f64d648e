#include "app/ui/screens/start_screen.h"

#include <algorithm>

#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/text/rules_text.h"
#include "app/ui/board/board_painter.h"
#include "app/ui/friend/friend_panel.h"
#include "app/ui/play/game_keeping.h"
#include "app/ui/screens/compact_layout.h"
#include "app/ui/screens/start_actions.h"
#include "app/ui/widgets/item_labels.h"
#include "app/ui/widgets/language_menu.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {

void drawLevelChoice(SessionSetup& setup, UiState& ui, Player p, bool describe) {
  auto& level = setup.levels[static_cast<std::size_t>(index(p))];
  const ai::Level shown = level.value_or(kDefaultLevel);
  ImGui::PushID("level");
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Level"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.0f);
  if (ImGui::BeginCombo("##level", tr(std::string(ai::levelName(shown))))) {
    for (ai::Level l : ai::kAllLevels) {
      if (ImGui::Selectable(tr(std::string(ai::levelName(l))), l == shown)) level = l;
      std::string name = p == Player::South ? "south-level-" : "north-level-";
      name += ai::levelKey(l);
      ui.control(name.c_str());
      if (ImGui::IsItemHovered() && !ui.touch) tooltip(tr(std::string(ai::levelDescription(l))));
    }
    ImGui::EndCombo();
  }
  ui.control(p == Player::South ? "south-level" : "north-level", Controls::Stop::Yes,
             namedValue(sideName(p) + ", " + tr("Level"), tr(std::string(ai::levelName(shown)))));
  if (describe) {
    wrappedText(theme::kTextDim, tr(std::string(ai::levelDescription(shown))));
  }
  ImGui::PopID();
}

bool drawPlayerKindChoice(SessionSetup& setup, UiState& ui, Player p) {
  auto& kind = setup.players[static_cast<std::size_t>(index(p))];
  if (radioButton(tr("Person"), kind == PlayerKind::Person)) kind = PlayerKind::Person;
  ui.control(p == Player::South ? "south-person" : "north-person", Controls::Stop::Choice);
  ImGui::SameLine();
  if (radioButton(tr("Computer"), kind == PlayerKind::Computer)) kind = PlayerKind::Computer;
  ui.control(p == Player::South ? "south-computer" : "north-computer", Controls::Stop::Choice);
  return kind == PlayerKind::Computer;
}

void openMyGamesButton(const AppModel& model, UiState& ui, float right) {
  if (!model.gamesMode().archive().enabled()) return;  // the kiosk, a frame not allowed
  besideIfFits(buttonWidth(tr("My games")), right);
  if (ImGui::Button(tr("My games"))) ui.send(cmd::MyGames{});
  ui.control("my-games");
}

void openPuzzles(UiState& ui, Variant game) {
  ui.send(cmd::Puzzles{.game = game});  // from a game: the game kept, as the start screen's
  ui.controls.clearFocus();
  ui.send(cmd::Say{tr("Puzzles: choose a game and a puzzle.")});
  ui.askFrame();
}

namespace {

// The three games as cards: in a row where there is room (`row`), else one under the other; a
// click or Space chooses one.
void drawGameCards(SessionSetup& setup, UiState& ui, bool row) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float full = ImGui::GetContentRegionAvail().x;
  const float cardW = row ? (full - 2 * gap) / 3 : full;
  const float pad = 12.0f;
  // Each card as tall as the tallest summary needs at the card's width.
  float textH = 0;
  for (Variant v : kAllVariants) {
    const std::string summary(gameSummary(v));
    const float w = row ? cardW - 2 * pad : cardW - 30 - pad;
    textH = std::max(textH, ui.fonts.body->CalcTextSizeA(15.0f, 1e9f, w, summary.c_str()).y);
  }
  const float titleH = 26.0f;
  const float h = row ? pad + titleH + 4 + textH + pad : std::max(56.0f, 8 + titleH + textH + 8);
  for (Variant v : kAllVariants) {
    ImGui::PushID(static_cast<int>(v));
    if (row && v != kAllVariants.front()) ImGui::SameLine();
    const bool chosen = setup.variant == v;
    const ImVec2 p = ImGui::GetCursorScreenPos();
    // The card's own rounded fill, not the selectable's square one.
    const ImVec4 none(0, 0, 0, 0);
    ImGui::PushStyleColor(ImGuiCol_Header, none);
    ImGui::PushStyleColor(ImGuiCol_HeaderHovered, none);
    ImGui::PushStyleColor(ImGuiCol_HeaderActive, none);
    if (ImGui::Selectable("##game", chosen, 0, ImVec2(cardW, h))) setup.variant = v;
    ImGui::PopStyleColor(3);
    const bool hovered = ImGui::IsItemHovered() && !ui.touch;
    ui.control((std::string("game-") + std::string(variantName(v))).c_str(), Controls::Stop::Choice,
               choiceWords(std::string(variantTitle(v)), chosen));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 q(p.x + cardW, p.y + h);
    if (chosen || hovered)
      dl->AddRectFilled(p, q, chosen ? theme::kCardChosen : theme::kCardHover, 8.0f);
    if (chosen)
      dl->AddRect(p, q, theme::kAccent, 8.0f, 0, 3.0f);
    else
      dl->AddRect(p, q, theme::kCardEdge, 8.0f, 0, 1.5f);
    // The dot: filled for the game chosen (not by its colour alone).
    const float textX = row ? p.x + pad + 22 : p.x + 30;
    const ImVec2 dot(textX - 14, p.y + (row ? pad : 8) + titleH * 0.5f);
    if (chosen)
      dl->AddCircleFilled(dot, 7, theme::kAccent, 20);
    else
      dl->AddCircle(dot, 6.5f, theme::kCardEdge, 20, 2.0f);
    const std::string title(variantTitle(v)), summary(gameSummary(v));
    const float top = p.y + (row ? pad : 8);
    dl->AddText(ui.fonts.heading, 21.0f, ImVec2(textX, top), theme::kText, title.c_str());
    const float textLeft = row ? p.x + pad : textX;
    dl->AddText(ui.fonts.body, 15.0f, ImVec2(textLeft, top + titleH + (row ? 4 : 0)),
                theme::kTextDim, summary.c_str(), nullptr, q.x - pad - textLeft);
    ImGui::PopID();
  }
}

// The title, the language menu at the line's end, and what the app is.
void drawTitle(UiState& ui) {
  heading(ui.fonts.heading, "Mancala");
  ImGui::SameLine(ImGui::GetContentRegionMax().x - languageMenuWidth());
  if (const auto l = languageMenu("##language", languageMenuWidth(), !ui.touch))
    ui.send(cmd::LanguageChoice{*l});
  ui.control("language", Controls::Stop::Yes, languageWords());
  wrappedText(theme::kTextDim, tr("Three sowing games of the Caribbean, on one board."));
}

// "Other ways to play", a line from its end to the screen's.
void drawOtherWaysHeading() {
  ImGui::TextUnformatted(tr("Other ways to play"));
  const ImVec2 a = ImGui::GetItemRectMax(), b = ImGui::GetItemRectMin();
  const float y = (a.y + b.y) * 0.5f;
  ImGui::GetWindowDrawList()->AddLine(
      ImVec2(a.x + 10, y),
      ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x, y), theme::kCardEdge,
      1.0f);
}

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

// A match's length (the game's full match, ten holes owned in Adji Kui II, or a number of games),
// at most `width` wide.
void drawMatchLength(SessionSetup& setup, UiState& ui, float width) {
  const char* full = setup.variant == Variant::AdjiKui2 ? tr("Until a player cannot fill a hole")
                     : setup.variant == Variant::Warri  ? tr("First to win 6 games")
                                                        : tr("As many games as you like");
  int length = static_cast<int>(setup.matchLength);
  ImGui::SetNextItemWidth(std::min(width, 340.0f));
  if (ImGui::BeginCombo(tr("Match length"), length == 0   ? full
                                            : length == 1 ? tr("First to own 10 holes")
                                                          : tr("A number of games"))) {
    if (ImGui::Selectable(full, length == 0)) setup.matchLength = MatchOptions::Length::Full;
    if (setup.variant == Variant::AdjiKui2 &&
        ImGui::Selectable(tr("First to own 10 holes"), length == 1))
      setup.matchLength = MatchOptions::Length::FirstToTenHoles;
    if (ImGui::Selectable(tr("A number of games"), length == 2))
      setup.matchLength = MatchOptions::Length::Games;
    ImGui::EndCombo();
  }
  ui.control("match-length");
  setup.matchLength = matchLengthFor(setup.variant, setup.matchLength);
  if (setup.matchLength == MatchOptions::Length::Games) {
    ImGui::SetNextItemWidth(std::min(width, 340.0f));
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

// Start, Rules and Puzzles, each beside the last when it fits, else below it.
void drawStartButtons(const AppModel& model, UiState& ui, const SessionSetup& setup) {
  const float right = ImGui::GetContentRegionMax().x;
  ImGui::PushFont(ui.fonts.heading);
  if (ImGui::Button(("  " + std::string(tr("Start")) + "  ").c_str())) ui.send(cmd::Start{});
  ui.control("start", Controls::Stop::Yes, tr("Start"));  // its words without the padding
  ImGui::PopFont();
  besideIfFits(buttonWidth(tr("Rules")), right);
  if (ImGui::Button(tr("Rules"))) ui.rules.open(setup.variant);
  ui.control("rules");
  besideIfFits(buttonWidth(tr("Puzzles")), right);
  if (ImGui::Button(tr("Puzzles"))) openPuzzles(ui, model.startChoices().variant);
  ui.control("puzzles");
  openMyGamesButton(model, ui, right);
}

// A board of the chosen game at its start, to set the scene, where there is room left.
void drawSceneBoard(UiState& ui) {
  const ImVec2 room = ImGui::GetContentRegionAvail();
  if (room.y <= 120) return;
  ImGui::Dummy(ImVec2(0, 8));
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float h = std::min(room.y - 16, boardHeightForWidth(room.x));
  const BoardLayout layout = layoutBoard(p, ImVec2(p.x + room.x, p.y + h));
  BoardView view;
  view.seeds.fill(kStartSeeds);
  BoardMarks marks;
  marks.owners = kDefaultNorthOwned;
  drawBoard(ImGui::GetWindowDrawList(), layout, view, marks, ui.fonts, 0);
}

}  // namespace

void drawStartScreen(const AppModel& model, UiState& ui) {
  // The choices are edited here and handed to the model before Start can use them.
  SessionSetup setup = model.startChoices();
  if (isCompact()) {  // a small frame (compact_layout.cpp)
    drawCompactStartScreen(model, ui);
    return;
  }
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float width =
      std::min(avail.x, 900.0f);  // the first three choices on one line in every language
  // (On a phone the screen scrolls: the games and "Play the computer" come first.)
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (avail.x - width) * 0.5f);
  ImGui::BeginChild("start", ImVec2(width, 0), false);
  drawTitle(ui);
  ImGui::Spacing();

  drawGameCards(setup, ui, width >= 600);
  ImGui::Spacing();
  drawStartActions(model, ui, setup, ImGui::GetContentRegionMax().x, true);
  drawBackToGame(model, ui);  // a game put aside: the way back to it
  ImGui::Spacing();
  ImGui::Spacing();
  drawOtherWaysHeading();

  const float column = width * 0.5f - 8;
  // The level's description and the players' choices stay in their column.
  const float columnRight = ImGui::GetCursorPosX() + (width >= 600 ? column : width);
  drawPlayersColumn(model, ui, setup, columnRight);
  if (width >= 600) ImGui::SameLine(column + 16);  // else one column, on a phone
  drawStarterAndPlay(setup, ui);
  if (setup.match) drawMatchLength(setup, ui, width);
  if (setup.variant == Variant::Warri) drawGrandSlamRule(setup, ui);
  // (Not after "Play the computer" started a game: its choices are the game's.)
  chooseSetup(model, ui, setup);

  ImGui::Spacing();
  drawFriendBar(model, ui);  // the way to the latest move of an old link opened
  drawStartButtons(model, ui, setup);
  drawSceneBoard(ui);
  ImGui::EndChild();
}

}  // namespace mancala::app
