#include "app/ui/screens/my_games_screen.h"

#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "app/model/games/player_record.h"
#include "app/model/games_table/games_table.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/lettering/drawn_text.h"
#include "app/ui/widgets/item_labels.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"
#include "imgui.h"

namespace mancala::app {
namespace {

constexpr float kRowMin = 44.0f;  // a finger's target, in pixels

std::string opponentTitle(std::optional<PlayedAgainst> o) {
  if (!o) return tr("All opponents");
  switch (*o) {
    case PlayedAgainst::Computer: return tr("The computer");
    case PlayedAgainst::Here: return tr("Two on this device");
    case PlayedAgainst::Link: return tr("A friend by link");
  }
  return {};
}

std::string gameTitle(std::optional<Variant> v) {
  return v ? std::string(variantTitle(*v)) : std::string(tr("All games"));
}

// A list of `names` as tall as a finger's target and as wide as its longest name; the index
// chosen, if one was.
std::optional<std::size_t> filterCombo(const char* id, const std::vector<std::string>& names,
                                       std::size_t shown) {
  std::optional<std::size_t> chosen;
  if (ImGui::BeginCombo(id, names[shown].c_str())) {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (ImGui::Selectable(names[i].c_str(), i == shown, 0, ImVec2(0, kRowMin))) chosen = i;
    ImGui::EndCombo();
  }
  return chosen;
}

float comboWidth(const std::vector<std::string>& names) {
  float widest = 0;
  for (const auto& n : names) widest = std::max(widest, ImGui::CalcTextSize(n.c_str()).x);
  return widest + ImGui::GetStyle().FramePadding.x * 2 + ImGui::GetFrameHeight();
}

// The filters: a game and an opponent, each a list, side by side where they fit.
void drawFilters(const GamesMode& mode, UiState& ui, float right) {
  std::vector<std::optional<Variant>> games{std::nullopt};
  for (const GameInfo& g : kGames) games.push_back(g.id);
  const std::array<std::optional<PlayedAgainst>, 4> opponents{
      std::nullopt, PlayedAgainst::Computer, PlayedAgainst::Here, PlayedAgainst::Link};
  std::vector<std::string> gameNames, opponentNames;
  std::size_t game = 0, opponent = 0;
  for (std::size_t i = 0; i < games.size(); ++i) {
    gameNames.push_back(gameTitle(games[i]));
    if (games[i] == mode.gameFilter()) game = i;
  }
  for (std::size_t i = 0; i < opponents.size(); ++i) {
    opponentNames.push_back(opponentTitle(opponents[i]));
    if (opponents[i] == mode.opponentFilter()) opponent = i;
  }
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(ImGui::GetStyle().FramePadding.x,
                                                         (kRowMin - ImGui::GetFontSize()) * 0.5f));
  const float gameW = comboWidth(gameNames);
  ImGui::SetNextItemWidth(gameW);
  if (const auto i = filterCombo("##games-game", gameNames, game))
    ui.send(cmd::MyGames{std::string(games[*i] ? variantName(*games[*i]) : "all"), std::nullopt});
  ui.control("games-game", Controls::Stop::Yes, namedValue(tr("Game"), gameNames[game]));
  const float opponentW = comboWidth(opponentNames);
  besideIfFits(opponentW, right);
  ImGui::SetNextItemWidth(opponentW);
  if (const auto i = filterCombo("##games-opponent", opponentNames, opponent))
    ui.send(cmd::MyGames{std::nullopt,
                         std::string(opponents[*i] ? playedAgainstName(*opponents[*i]) : "all")});
  ui.control("games-opponent", Controls::Stop::Yes,
             namedValue(tr("Opponent"), opponentNames[opponent]));
  ImGui::PopStyleVar();
}

// Export, Import, Delete all and Undo, each beside the last when it fits.
void drawActions(const AppModel& model, UiState& ui, float right) {
  const GameArchive& archive = model.state().modes.games.archive();
  const ImVec2 size(0, kRowMin);
  ImGui::BeginDisabled(archive.games().empty());
  if (ImGui::Button(tr("Export"), size)) ui.send(cmd::GamesExport{});
  ui.control("games-export");
  ImGui::EndDisabled();
  besideIfFits(buttonWidth(tr("Import")), right);
  if (ImGui::Button(tr("Import"), size)) ui.send(cmd::GamesPickFile{});
  ui.control("games-import");
  besideIfFits(buttonWidth(tr("Delete all")), right);
  ImGui::BeginDisabled(archive.games().empty());
  if (ImGui::Button(tr("Delete all"), size)) ui.send(cmd::GamesDeleteAll{});
  ui.control("games-delete-all");
  ImGui::EndDisabled();
  if (archive.canUndo()) {
    besideIfFits(buttonWidth(tr("Undo delete")), right);
    if (ImGui::Button(tr("Undo delete"), size)) ui.send(cmd::GamesUndoDelete{});
    ui.control("games-undo-delete");
  }
}

// The player's record against each level played, in the games listed' game (or each game).
void drawRecords(const GamesMode& mode) {
  std::set<std::pair<Variant, ai::Level>> played;
  for (const ArchivedGame& g : mode.archive().games())
    if (g.opponent == PlayedAgainst::Computer && g.level &&
        (!mode.gameFilter() || g.variant() == *mode.gameFilter()))
      played.insert({g.variant(), *g.level});
  for (const auto& [variant, level] : played) {
    const PlayerRecord record = playerRecord(mode.archive().games(), variant, level);
    std::string line = std::string(variantTitle(variant)) + " \u00b7 ";
    line += recordLine(record, level).value_or("");
    line += " \u00b7 " + trf("won {0}, drawn {1}, lost {2}",
                             {std::to_string(record.won), std::to_string(record.drawn),
                              std::to_string(record.lost)});
    if (record.streak >= 2 && record.streakOf == GameResult::Won)
      line += " \u00b7 " + trnf("{0} win in a row", "{0} wins in a row",
                                static_cast<unsigned long>(record.streak),
                                {std::to_string(record.streak)});
    wrappedText(theme::kTextDim, line);
  }
}

// "Warri · The computer, Medium"
std::string rowTitle(const ArchivedGame& g) {
  std::string title =
      std::string(variantTitle(g.variant())) + " \u00b7 " + opponentTitle(g.opponent);
  if (g.level) title += std::string(", ") + tr(std::string(ai::levelName(*g.level)));
  return title;
}

// "2026-12-06 · You won · 42 moves" (two on this device: "South won")
std::string rowResult(const ArchivedGame& g) {
  const Outcome outcome = g.game.position().outcome();
  std::string result;
  if (outcome == Outcome::Draw)
    result = tr("Draw");
  else if (g.opponent == PlayedAgainst::Here)
    result = outcome == Outcome::SouthWins ? tr("South won") : tr("North won");
  else
    result = g.result() == GameResult::Won ? tr("You won") : tr("You lost");
  const auto moves = g.game.moves().size();
  return dateText(g.finishedAt) + " \u00b7 " + result + " \u00b7 " +
         trnf("{0} move", "{0} moves", moves, {std::to_string(moves)});
}

// One game: its two lines (a tap opens its review), Review, Play from here, Share (its record and
// link, where links can be sent) and Delete beside them, or under them on a narrow screen.
void drawRow(const ArchivedGame& g, UiState& ui, float width, bool links) {
  const float lineH = ImGui::GetTextLineHeight();
  const float rowH = std::max(kRowMin, lineH * 2 + ImGui::GetStyle().ItemSpacing.y * 3);
  const char* review = trc("button: review the game", "Review");
  const char* playOn = tr("Play from here");
  const char* share = trc("button: a game's record and link", "Share");
  const char* remove = tr("Delete");
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float buttonsW = buttonWidth(review) + buttonWidth(playOn) + buttonWidth(remove) +
                         2 * spacing + (links ? buttonWidth(share) + spacing : 0.0f);
  const bool beside = width - buttonsW >= ImGui::GetFontSize() * 22.0f;
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const std::string title = rowTitle(g), result = rowResult(g);
  ImGui::PushID(g.id.c_str());
  if (ImGui::Selectable("##review", false, ImGuiSelectableFlags_AllowItemOverlap,
                        ImVec2(beside ? width - buttonsW - spacing : width, rowH)))
    ui.send(cmd::GamesReview{g.id});
  ui.control(("games-row-" + g.id).c_str(), Controls::Stop::Row,
             title + ". " + result + ". " + review);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float top = at.y + (rowH - lineH * 2 - ImGui::GetStyle().ItemSpacing.y) * 0.5f;
  drawText(dl, ImVec2(at.x + spacing, top), theme::kText, title.c_str());
  drawText(dl, ImVec2(at.x + spacing, top + lineH + ImGui::GetStyle().ItemSpacing.y),
           g.result() == GameResult::Won && g.opponent != PlayedAgainst::Here ? theme::kAccent
                                                                              : theme::kTextDim,
           result.c_str());
  // Under the lines, the buttons go on a line of their own where the next does not fit.
  const float right = ImGui::GetCursorPosX() + width;
  if (beside) {
    ImGui::SameLine();
  } else {
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + spacing);
  }
  const auto next = [&](const char* label) {
    ImGui::SameLine();
    if (beside || ImGui::GetCursorPosX() + buttonWidth(label) <= right) return;
    ImGui::NewLine();
    ImGui::SetCursorPosX(ImGui::GetCursorPosX() + spacing);
  };
  if (ImGui::Button(review, ImVec2(0, kRowMin))) ui.send(cmd::GamesReview{g.id});
  ui.control(("games-review-" + g.id).c_str(), Controls::Stop::No);
  next(playOn);
  if (ImGui::Button(playOn, ImVec2(0, kRowMin))) ui.send(cmd::GamesPlay{g.id, std::nullopt});
  ui.control(("games-play-" + g.id).c_str(), Controls::Stop::No);
  if (links) {
    next(share);
    if (ImGui::Button(share, ImVec2(0, kRowMin))) ui.send(cmd::GamesLink{g.id});
    ui.control(("games-link-" + g.id).c_str(), Controls::Stop::No);
  }
  next(remove);
  if (ImGui::Button(remove, ImVec2(0, kRowMin))) ui.send(cmd::GamesDelete{g.id});
  ui.control(("games-delete-" + g.id).c_str(), Controls::Stop::No);
  ImGui::PopID();
  ImGui::Separator();
}

}  // namespace

std::optional<std::string> startRecordLine(const AppModel& model, Variant variant,
                                           ai::Level level) {
  return recordLine(playerRecord(model.state().modes.games.archive().games(), variant, level),
                    level);
}

void drawMyGamesScreen(const AppModel& model, UiState& ui) {
  const GamesMode& mode = model.state().modes.games;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float width = std::min(avail.x, 900.0f);
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (avail.x - width) * 0.5f);
  ImGui::BeginChild("my-games", ImVec2(width, 0), false);
  const float right = ImGui::GetContentRegionMax().x;
  const float top = ImGui::GetCursorPosY();
  if (ImGui::Button(tr("Back"), ImVec2(0, kRowMin))) ui.send(cmd::CloseMyGames{});
  ui.control("games-close");
  ImGui::SameLine();
  ImGui::PushFont(ui.fonts.heading);
  // Its letters' middle (a little above the line's) at the button's.
  ImGui::SetCursorPosY(top + (kRowMin - ImGui::GetTextLineHeight()) * 0.5f -
                       ImGui::GetTextLineHeight() * 0.2f);
  ImGui::TextColored(color(theme::kAccent), "%s", tr("My games"));
  ImGui::PopFont();
  drawFilters(mode, ui, right);
  drawActions(model, ui, right);
  if (!model.state().shown.message.empty())
    wrappedText(theme::kWarning, model.state().shown.message);
  drawRecords(mode);
  ImGui::Spacing();
  const auto listed = mode.listed();
  if (listed.empty())
    wrappedText(theme::kTextDim,
                mode.archive().games().empty()
                    ? tr("No games yet. Every game you finish on this device is kept here.")
                    : tr("No game matches these choices."));
  // At least three rows tall: in a small frame the screen scrolls to the list.
  const float listH = std::max(ImGui::GetContentRegionAvail().y, kRowMin * 3.5f);
  ImGui::BeginChild("games-list", ImVec2(0, listH), false);
  const float rowWidth = ImGui::GetContentRegionAvail().x;
  // Only the rows on the screen are drawn: several thousand games cost nothing more.
  const bool links = model.standing().canSendLinks;
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(listed.size()));
  while (clipper.Step())
    for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i)
      drawRow(*listed[static_cast<std::size_t>(i)], ui, rowWidth, links);
  ImGui::EndChild();
  ImGui::EndChild();
}

}  // namespace mancala::app
