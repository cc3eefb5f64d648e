#include "app/ui/screens/start_screen.h"

#include <algorithm>

#include "app/model/games_table/games_table.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/text/rules_text.h"
#include "app/ui/board/board_painter.h"
#include "app/ui/friend/friend_panel.h"
#include "app/ui/lettering/drawn_text.h"
#include "app/ui/play/game_keeping.h"
#include "app/ui/screens/compact_layout.h"
#include "app/ui/screens/other_ways.h"
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
    pushFingerRows();
    for (ai::Level l : ai::kAllLevels) {
      if (ImGui::Selectable(tr(std::string(ai::levelName(l))), l == shown)) level = l;
      std::string name = p == Player::South ? "south-level-" : "north-level-";
      name += ai::levelKey(l);
      ui.control(name.c_str());
      if (ImGui::IsItemHovered() && !ui.touch) tooltip(tr(std::string(ai::levelDescription(l))));
    }
    popFingerRows();
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
  if (!model.state().modes.games.archive().enabled()) return;  // the kiosk, a frame not allowed
  besideIfFits(buttonWidth(tr("My games")), right);
  if (ImGui::Button(tr("My games"))) ui.send(cmd::MyGames{});
  ui.control("my-games");
}

void openPuzzles(UiState& ui, Variant game) {
  ui.send(cmd::Puzzles{.game = game});  // from a game: the game kept, as the start screen's
  ui.controls.clearFocus();
  ui.send(cmd::Say{tr("Puzzles: choose a game and a puzzle.")});
}

namespace {

// A game's card or tab as ImGui's selectable, `size` large, drawing no fill of its own: the
// caller draws its rounded one. True when chosen.
bool gameSelectable(bool chosen, ImVec2 size) {
  const ImVec4 none(0, 0, 0, 0);
  ImGui::PushStyleColor(ImGuiCol_Header, none);
  ImGui::PushStyleColor(ImGuiCol_HeaderHovered, none);
  ImGui::PushStyleColor(ImGuiCol_HeaderActive, none);
  const bool pressed = ImGui::Selectable("##game", chosen, 0, size);
  ImGui::PopStyleColor(3);
  return pressed;
}

// The three games as cards: in a row where there is room (`row`), else one under the other; a
// click or Space chooses one.
void drawGameCards(SessionSetup& setup, UiState& ui, bool row) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float full = ImGui::GetContentRegionAvail().x;
  const float games = static_cast<float>(kGames.size());
  const float cardW = row ? (full - (games - 1) * gap) / games : full;
  const float pad = 12.0f;
  // Each card as tall as the tallest summary needs at the card's width.
  float textH = 0;
  for (const GameInfo& game : kGames) {
    const Variant v = game.id;
    const std::string summary(gameSummary(v));
    const float w = row ? cardW - 2 * pad : cardW - 30 - pad;
    textH = std::max(textH, ui.fonts.body->CalcTextSizeA(15.0f, 1e9f, w, summary.c_str()).y);
  }
  const float titleH = 26.0f;
  const float h = row ? pad + titleH + 4 + textH + pad : std::max(56.0f, 8 + titleH + textH + 8);
  for (const GameInfo& game : kGames) {
    const Variant v = game.id;
    ImGui::PushID(static_cast<int>(v));
    if (row && v != kGames.front().id) ImGui::SameLine();
    const bool chosen = setup.variant == v;
    const ImVec2 p = ImGui::GetCursorScreenPos();
    if (gameSelectable(chosen, ImVec2(cardW, h))) setup.variant = v;
    const bool hovered = ImGui::IsItemHovered() && !ui.touch;
    ui.control((std::string("game-") + std::string(game.code)).c_str(), Controls::Stop::Choice,
               choiceWords(std::string(game.title), chosen));
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
    const std::string title(game.title), summary(gameSummary(v));
    const float top = p.y + (row ? pad : 8);
    drawText(dl, ui.fonts.heading, 21.0f, ImVec2(textX, top), theme::kText, title.c_str());
    const float textLeft = row ? p.x + pad : textX;
    drawText(dl, ui.fonts.body, 15.0f, ImVec2(textLeft, top + titleH + (row ? 4 : 0)),
             theme::kTextDim, summary.c_str(), nullptr, q.x - pad - textLeft);
    ImGui::PopID();
  }
}

// What the app is, in a line.
void drawTagline() {
  wrappedText(theme::kTextDim, tr("Three sowing games of the Caribbean, on one board."));
}

// The title, the language menu at the line's end, and (unless `tagline` is false) what the app
// is.
void drawTitle(UiState& ui, bool tagline) {
  heading(ui.fonts.heading, "Mancala");
  ImGui::SameLine(ImGui::GetContentRegionMax().x - languageMenuWidth());
  if (const auto l = languageMenu("##language", languageMenuWidth(), !ui.touch))
    ui.send(cmd::LanguageChoice{*l});
  ui.control("language", Controls::Stop::Yes, languageWords());
  if (tagline) drawTagline();
}

// The three games as a row of tabs, the chosen one filled, and its summary under them: a phone's
// choice of game, in one line.
void drawGameTabs(SessionSetup& setup, UiState& ui) {
  const float gap = 6.0f;
  const float games = static_cast<float>(kGames.size());
  const float w = (ImGui::GetContentRegionAvail().x - (games - 1) * gap) / games;
  const float h = std::max(44.0f, ImGui::GetFrameHeight());
  for (const GameInfo& game : kGames) {
    const Variant v = game.id;
    ImGui::PushID(static_cast<int>(v));
    if (v != kGames.front().id) ImGui::SameLine(0, gap);
    const bool chosen = setup.variant == v;
    const ImVec2 p = ImGui::GetCursorScreenPos();
    if (gameSelectable(chosen, ImVec2(w, h))) setup.variant = v;
    const std::string title(game.title);
    ui.control((std::string("game-") + std::string(game.code)).c_str(), Controls::Stop::Choice,
               choiceWords(title, chosen));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 q(p.x + w, p.y + h);
    if (chosen) {
      dl->AddRectFilled(p, q, theme::kCardChosen, h * 0.5f);
      dl->AddRect(p, q, theme::kAccent, h * 0.5f, 0, 3.0f);
    } else {
      dl->AddRect(p, q, theme::kCardEdge, h * 0.5f, 0, 1.5f);
    }
    ImFont* font = chosen ? ui.fonts.heading : ui.fonts.body;
    const float size = 18.0f;
    const ImVec2 t = font->CalcTextSizeA(size, 1e9f, 0, title.c_str());
    drawText(dl, font, size, ImVec2(p.x + (w - t.x) * 0.5f, p.y + (h - t.y) * 0.5f),
             chosen ? theme::kText : theme::kTextDim, title.c_str());
    ImGui::PopID();
  }
  wrappedText(theme::kTextDim, std::string(gameSummary(setup.variant)));
}

// Rules and Puzzles as a row of plain buttons, beside the last item when they fit.
void drawRulesAndPuzzles(const AppModel& model, UiState& ui, const SessionSetup& setup) {
  const float right = ImGui::GetContentRegionMax().x;
  besideIfFits(buttonWidth(tr("Rules")), right);
  if (ImGui::Button(tr("Rules"))) ui.rules.open(setup.variant);
  ui.control("rules");
  besideIfFits(buttonWidth(tr("Puzzles")), right);
  if (ImGui::Button(tr("Puzzles"))) openPuzzles(ui, model.state().game.startChoices.variant);
  ui.control("puzzles");
  openMyGamesButton(model, ui, right);
}

// The distance between the holes of the start screen's board standing on its side, at least:
// holes of 55 px, close to the game's on the same phone (the actions under it may then scroll).
constexpr float kStandingUnit = 60.0f;

// Whether the game's board stands on its side on this screen (a phone held upright), for the
// start screen's to stand as it does: the game gives it the width and about 0.6 of the height
// (play_screen.cpp).
bool gameBoardStands(float width) {
  const ImVec2 screen = ImGui::GetMainViewport()->Size;
  return width < 600 && layoutBoard({}, ImVec2(width, screen.y * 0.6f), true).upright;
}

}  // namespace

// A board of the chosen game at its start, as large as the width and the room left allow once
// `below` is kept for what follows it; none where that leaves it too small to read. On a phone
// held upright (`standing`) it stands on its side as the game's board does there, its holes as
// large as the free height allows and never much smaller than the game's.
void drawStartBoard(UiState& ui, float below, bool standing) {
  const ImVec2 room = ImGui::GetContentRegionAvail();
  const float left = room.y - below - 8 - 3 * ImGui::GetStyle().ItemSpacing.y;  // 3 items
  float h = std::min(left, boardHeightForWidth(room.x));
  if (standing) {
    // As tall as the width lets it be, and no less than kStandingUnit allows.
    const float tallest = standingBoardHeight(layoutStandingBoard({}, ImVec2(room.x, 1e5f)).unit);
    h = std::min(tallest, std::max(left, standingBoardHeight(kStandingUnit)));
  }
  if (h < 110) return;
  // The height left over shared above and below it: the board in the middle of the screen, the
  // buttons within a thumb's reach.
  const float spare = std::max(0.0f, (left - h) * 0.5f);
  if (spare > 0) ImGui::Dummy(ImVec2(room.x, spare));
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const ImVec2 end(p.x + room.x, p.y + h);
  const BoardLayout layout = standing ? layoutStandingBoard(p, end) : layoutBoard(p, end);
  BoardView view;
  view.seeds.fill(kStartSeeds);
  BoardMarks marks;
  marks.owners = kDefaultNorthOwned;
  drawBoard(ImGui::GetWindowDrawList(), layout, view, marks, ui.fonts, 0);
  // Named where its wood is (the page API's drawnSizes: how large and which way it lies).
  const ImVec2 wood = layout.screenMin(), woodEnd = layout.screenMax();
  ImGui::SetCursorScreenPos(wood);
  ImGui::Dummy(ImVec2(woodEnd.x - wood.x, woodEnd.y - wood.y));
  ui.control("start-board", Controls::Stop::No, tr("The board at the start of the game"));
  ImGui::SetCursorScreenPos(ImVec2(p.x, end.y));
  ImGui::Dummy(ImVec2(room.x, spare));
}

void keepRoomBelowBoard(UiState& ui, float top) {
  const float below = ImGui::GetCursorPosY() - top;
  if (!ui.otherWaysOpen) ui.startBelowBoard = below;  // App draws again where it moved
}

void drawStartScreen(const AppModel& model, UiState& ui) {
  // The choices are edited here and handed to the model before Start can use them.
  SessionSetup setup = model.state().game.startChoices;
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
  // A phone held upright: the board standing on its side as in its game; what the app is goes
  // under the buttons, for the board to have the height.
  const bool standing = gameBoardStands(width);
  drawTitle(ui, !standing);
  ImGui::Spacing();
  if (width >= 600)
    drawGameCards(setup, ui, true);
  else
    drawGameTabs(setup, ui);
  ImGui::Spacing();
  // The board first, then what to do with it: the room it leaves below is what those rows took
  // in the last frame.
  if (!ui.otherWaysOpen) drawStartBoard(ui, ui.startBelowBoard, standing);
  const float top = ImGui::GetCursorPosY();
  ImGui::Spacing();
  drawStartActions(model, ui, setup, ImGui::GetContentRegionMax().x, true);
  if (model.state().screen != Screen::Start) {  // "Play the computer" or "Learn to play" went on
    ImGui::EndChild();
    return;
  }
  drawBackToGame(model, ui);  // a game put aside: the way back to it
  drawOtherWaysToggle(ui);
  drawRulesAndPuzzles(model, ui, setup);
  if (ui.otherWaysOpen) {
    ImGui::Spacing();
    drawOtherWays(model, ui, setup, width);
  }
  if (standing) drawTagline();
  // (Not after a button started a game: its choices are the game's.)
  chooseSetup(model, ui, setup);
  keepRoomBelowBoard(ui, top);
  ImGui::EndChild();
}

}  // namespace mancala::app
