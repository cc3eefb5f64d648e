#include "app/ui/start_screen.h"

#include <algorithm>

#include "app/model/words.h"
#include "app/text/i18n.h"
#include "app/text/rules_text.h"
#include "app/ui/board_painter.h"
#include "app/ui/compact_layout.h"
#include "app/ui/friend_panel.h"
#include "app/ui/game_keeping.h"
#include "app/ui/item_labels.h"
#include "app/ui/language_menu.h"
#include "app/ui/theme.h"
#include "app/ui/widgets.h"

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

void openPuzzles(AppModel& model, UiState& ui) {
  // From a game (the small frame's menu): the game is kept, and the start screen offers it back.
  if (model.screen() == Screen::Play) model.goToStart();
  ui.puzzles.open(model.startChoices().variant);
  ui.controls.clearFocus();
  model.say(tr("Puzzles: choose a game and a puzzle."));
  model.changed();
}

void drawStartScreen(AppModel& model, UiState& ui, double now) {
  // The choices are edited here and handed to the model before Start can use them.
  SessionSetup setup = model.startChoices();
  if (isCompact()) {  // a small frame (compact_layout.cpp)
    drawCompactStartScreen(model, ui, now);
    return;
  }
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float width = std::min(avail.x, 760.0f);
  const float left = ImGui::GetCursorPosX() + (avail.x - width) * 0.5f;
  // A phone: the choices scroll, and Start with its row stays in sight under them. (The row's
  // height is the one it took in the last frame.)
  const bool pinned = width < 600;
  ImGui::SetCursorPosX(left);
  ImGui::BeginChild("start", ImVec2(width, pinned ? -ui.startRowHeight : 0), false);
  heading(ui.fonts.heading, "Mancala");
  ImGui::SameLine(ImGui::GetContentRegionMax().x - languageMenuWidth());
  if (const auto l = languageMenu("##language", languageMenuWidth(), !ui.touch))
    model.chooseLanguage(*l);
  ui.control("language", Controls::Stop::Yes, languageWords());
  wrappedText(theme::kTextDim, tr("Three sowing games of the Caribbean, on one board."));
  ImGui::Spacing();

  ImGui::TextUnformatted(trc("heading: which of the three games", "Game"));
  for (Variant v : kAllVariants) {
    ImGui::PushID(static_cast<int>(v));
    const bool chosen = setup.variant == v;
    // A long translation is drawn a little smaller, and on a narrow screen over two lines.
    const std::string summary(gameSummary(v));
    const float room = ImGui::GetContentRegionAvail().x - 34;
    const float wide = ui.fonts.body->CalcTextSizeA(15.0f, 1e9f, 0, summary.c_str()).x;
    const bool twoLines = wide * 12.0f / 15.0f > room;
    const float size = twoLines ? 14.0f : wide > room ? 15.0f * room / wide : 15.0f;
    const float h = ImGui::GetTextLineHeightWithSpacing() * (twoLines ? 2.9f : 2.4f);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    if (ImGui::Selectable("##game", chosen, 0, ImVec2(0, h))) setup.variant = v;
    ui.control((std::string("game-") + std::string(variantName(v))).c_str(), Controls::Stop::Choice,
               choiceWords(std::string(variantTitle(v)), chosen));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    // The dot of a game not chosen: 3.5:1 against the screen's background.
    dl->AddCircleFilled(ImVec2(p.x + 14, p.y + h * 0.5f), 7,
                        chosen ? theme::kAccent : theme::rgba(140, 106, 72), 20);
    const std::string title(variantTitle(v));
    dl->AddText(ui.fonts.heading, 19.0f, ImVec2(p.x + 30, p.y + 4), theme::kText, title.c_str());
    dl->AddText(ui.fonts.body, size, ImVec2(p.x + 30, p.y + (twoLines ? 30.0f : h * 0.55f)),
                theme::kTextDim, summary.c_str(), nullptr, twoLines ? room : 0.0f);
    ImGui::PopID();
  }
  ImGui::Spacing();

  const float column = width * 0.5f - 8;
  // The level's description and the players' choices stay in their column.
  const float columnRight = ImGui::GetCursorPosX() + (width >= 600 ? column : width);
  ImGui::PushTextWrapPos(columnRight);
  ImGui::BeginGroup();
  const bool friendChosen = drawFriendChoice(model, ui, false, columnRight);
  for (Player p : {Player::South, Player::North}) {
    if (friendChosen) break;  // both are people, one on each device
    ImGui::PushID(index(p));
    ImGui::TextUnformatted(p == Player::South ? tr("South (near row) plays")
                                              : tr("North (far row) plays"));
    if (drawPlayerKindChoice(setup, ui, p)) drawLevelChoice(setup, ui, p);
    ImGui::PopID();
  }
  ImGui::EndGroup();
  ImGui::PopTextWrapPos();
  if (width >= 600) ImGui::SameLine(column + 16);  // else one column, on a phone
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

  if (setup.match) {
    const char* full = setup.variant == Variant::AdjiKui2 ? tr("Until a player cannot fill a hole")
                       : setup.variant == Variant::Warri  ? tr("First to win 6 games")
                                                          : tr("Open-ended tally");
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
  if (setup.variant == Variant::Warri) {
    // The words explained beside the box, for a finger too, and told with it.
    const char* label = tr("Tournament rule: a grand slam captures nothing");
    const char* help =
        tr("A grand slam is a capture that takes every seed of the opponent's row: by Antigua's "
           "rule the capturer keeps them and plays again. Under this tournament rule the move "
           "captures nothing, and the opponent plays next.");
    wrappedCheckbox(label, "grand-slam", &setup.grandSlamCapturesNothing);
    ui.control("grand-slam", Controls::Stop::Choice,
               choiceWords(label, setup.grandSlamCapturesNothing) + ". " + help);
    wrappedText(theme::kTextDim, help);
    ui.control("grand-slam-help", Controls::Stop::No);
  }
  model.chooseSetup(setup);

  ImGui::Spacing();
  drawFriendBar(model, ui, now);  // the way to the latest move of an old link opened
  drawBackToGame(model, ui);
  // Start, Rules, How to play and Puzzles, each beside the last when it fits, else below it.
  const auto buttons = [&](float right) {
    ImGui::PushFont(ui.fonts.heading);
    if (ImGui::Button(("  " + std::string(tr("Start")) + "  ").c_str())) model.startChosenGame();
    ui.control("start", Controls::Stop::Yes, tr("Start"));  // its words without the padding
    ImGui::PopFont();
    besideIfFits(buttonWidth(tr("Rules")), right);
    if (ImGui::Button(tr("Rules"))) {
      ui.rules.open(setup.variant);
    }
    ui.control("rules");
    besideIfFits(buttonWidth(tr("How to play")), right);
    if (ImGui::Button(tr("How to play"))) ui.lessons.open(firstLessonOf(setup.variant));
    ui.control("how-to-play");
    besideIfFits(buttonWidth(tr("Puzzles")), right);
    if (ImGui::Button(tr("Puzzles"))) openPuzzles(model, ui);
    ui.control("puzzles");
  };
  if (!pinned) buttons(ImGui::GetContentRegionMax().x);

  // A board of the chosen game at its start, to set the scene.
  const ImVec2 room = ImGui::GetContentRegionAvail();
  if (room.y > 120) {
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
  ImGui::EndChild();
  if (pinned) {
    const float top = ImGui::GetCursorPosY();
    ImGui::SetCursorPosX(left);
    ImGui::BeginGroup();
    buttons(left + width);
    ImGui::EndGroup();
    ui.startRowHeight = ImGui::GetCursorPosY() - top;
  }
}

}  // namespace mancala::app
