#include "app/ui/screens/play_screen.h"

#include <algorithm>

#include "app/model/games_table/games_table.h"
#include "app/model/play/player_strips.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/friend/friend_panel.h"
#include "app/ui/play/settings_menu.h"
#include "app/ui/review/review_panel.h"
#include "app/ui/screens/compact_layout.h"
#include "app/ui/widgets/icons.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/tooltips.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {
namespace {

std::string matchLine(const Session& s) {
  const MatchState* m = s.match();
  if (!m) return tr("Single game");
  std::string line = trf("Match, game {0}", {std::to_string(m->game)});
  switch (gameInfo(s.variant()).standing) {
    case MatchStanding::GamesWon:
      line += " \u2022 " + trf("South {0} \u2013 North {1} (first to 6)",
                               {std::to_string(m->wins[0]), std::to_string(m->wins[1])});
      break;
    case MatchStanding::Tally:
      line += " \u2022 " + trf("South {0}, North {1}, draws {2}",
                               {std::to_string(m->wins[0]), std::to_string(m->wins[1]),
                                std::to_string(m->draws)});
      break;
    case MatchStanding::HolesOwned: {
      int north = 0;
      for (int h = 0; h < kHoles; ++h) north += (m->northOwned >> h) & 1;
      line += " \u2022 " + trf("holes: South {0}, North {1}",
                               {std::to_string(kHoles - north), std::to_string(north)});
      break;
    }
  }
  return line;
}

}  // namespace

void PlayScreen::draw(const AppModel& model, UiState& ui, double now) {
  // The players' strips above and below the board; a small frame has them on one line instead.
  board_.showStrips(!isCompact());
  // Known before the board is drawn: no hole's tooltip under the card.
  ui.resultCardUp = !isCompact() && card_.up(model, now);
  if (isCompact()) {  // a small frame on a museum page (compact_layout.cpp): the status says it
    drawCompactPlayScreen(model, ui, board_, now);
    return;
  }
  // A phone held upright: one line of controls (the rest in its menu), the board standing on its
  // side as tall as it fits, the panel under it.
  const bool phone = ImGui::GetContentRegionAvail().x < 560;
  if (phone)
    drawCompactBar(model, ui, false);  // the status line under it says whose turn
  else
    topBar(model, ui, now);
  statusLine(model, ui, now, phone);
  drawFriendBar(model, ui);
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const bool wide = avail.x >= 820 && avail.x > avail.y * 1.25f;
  if (wide) {
    // The panel narrow enough for the board's holes to be 110 px across at 1280x800.
    const float panel = std::clamp(avail.x * 0.21f, 250.0f, 320.0f);
    const float boardW = avail.x - panel - 12;
    ImGui::BeginGroup();
    if (model.state().modes.review.open()) {
      // The review's graph under the board, as wide as it; the panel keeps the list of moves.
      const float under = std::max(
          avail.y - BoardArea::heightForWidth(boardW) - BoardArea::stripsHeight(), avail.y * 0.3f);
      board_.draw(model, ui, ImVec2(boardW, avail.y - under), now);
      drawReviewUnderBoard(model, ui, ImVec2(boardW, under - ImGui::GetStyle().ItemSpacing.y));
    } else {
      board_.draw(model, ui, ImVec2(boardW, avail.y), now);
      resultCard(model, ui, now);
    }
    ImGui::EndGroup();
    ImGui::SameLine();
    ImGui::BeginChild("panel", ImVec2(panel, avail.y), false);
    side_.draw(model, ui, now);
    ImGui::EndChild();
  } else if (phone) {
    // The board standing on its side (BoardLayout::upright) in all but the panel's share, with
    // one line under it for a refused hole's reason: the status line and the strips say who
    // moves and how.
    const float boardH = std::max(avail.y * 0.5f, avail.y - std::max(150.0f, avail.y * 0.2f));
    board_.showHowToPlay(false);
    board_.reserveNoteLines(1.1f);
    board_.draw(model, ui, ImVec2(avail.x, boardH), now);
    board_.reserveNoteLines(2.2f);
    board_.showHowToPlay(true);
    resultCard(model, ui, now);
    // The panel as a sheet under the board, pulled up over it to most of the screen; down again
    // when the review opens or closes, for the board to show its arrow or the game.
    if (model.state().modes.review.open() != reviewShown_) sheet_.lower();
    reviewShown_ = model.state().modes.review.open();
    const float top = ImGui::GetCursorScreenPos().y;
    const std::string title =
        model.state().modes.review.open()
            ? std::string(trc("the review of a game", "Review"))
            : trf("Moves ({0})",
                  {std::to_string(model.state().game.session.game().moves().size())});
    sheet_.draw(ui, title, top, top - boardH + avail.y * 0.08f, [&] {
      side_.draw(model, ui, now, true, board_.layout() && board_.layout()->upright);
    });
  } else {
    // As wide as the screen (a tablet held upright), the panel below in what is left.
    const float boardH = std::min(avail.y * 0.62f, BoardArea::heightForWidth(avail.x));
    board_.draw(model, ui, ImVec2(avail.x, boardH), now);
    resultCard(model, ui, now);
    ImGui::BeginChild("panel", ImVec2(avail.x, 0), false);
    side_.draw(model, ui, now, true);
    ImGui::EndChild();
  }
}

void PlayScreen::resultCard(const AppModel& model, UiState& ui, double now) {
  const auto& layout = board_.layout();
  ui.resultCardUp = layout && card_.up(model, now);
  if (!ui.resultCardUp) return;
  ImVec2 min = layout->screenMin(), max = layout->screenMax();
  if (layout->upright) {  // a narrow board standing on its side: the card as wide as the screen
    min.x = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMin().x;
    max.x = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  }
  card_.draw(model, ui, min, max, now);
}

void PlayScreen::topBar(const AppModel& model, UiState& ui, double now) {
  heading(ui.fonts.heading, std::string(variantTitle(model.state().game.session.variant())));
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(color(theme::kTextDim), "%s", matchLine(model.state().game.session).c_str());

  // Three groups, right-aligned when they fit beside the title, else on the next lines: the
  // move's own buttons (Undo, Redo, Skip) close together; Rules and Options (the speed, the
  // language, the sounds and the rest, settings_menu.h); New game, the screen's primary action
  // until the game's end brings Rematch or Next game, which then take the accent.
  const ImGuiStyle& style = ImGui::GetStyle();
  const auto w = buttonWidth;
  const float inner = style.ItemInnerSpacing.x, between = style.ItemSpacing.x * 3;
  const std::string undo = icon::label(icon::kUndo, tr("Undo"), "undo");
  const std::string redo = icon::label(icon::kRedo, tr("Redo"), "redo");
  const char* skipWords = trc("button: skip the move's animation", "Skip");
  const std::string skip = icon::label(icon::kSkip, skipWords, "skip");
  const std::string rules = icon::label(icon::kRules, tr("Rules"), "rules");
  const std::string options = icon::label(icon::kOptions, tr("Options"), "options");
  const std::string newGame = icon::label(icon::kNewGame, tr("New game"), "new-game");
  const float moveGroup = w(undo.c_str()) + w(redo.c_str()) + w(skip.c_str()) + inner * 2;
  const float menuGroup = w(rules.c_str()) + w(options.c_str()) + inner;
  const float needed = moveGroup + menuGroup + w(newGame.c_str()) + between * 2;
  const float right = ImGui::GetWindowContentRegionMax().x;
  ImGui::SameLine();
  if (ImGui::GetCursorPosX() + needed > right)
    ImGui::NewLine();
  else
    ImGui::SetCursorPosX(right - needed);
  // A group beside the last when it fits, else on a new line; its buttons `inner` apart.
  bool first = true;
  const auto group = [&](float width) {
    if (!first) {
      ImGui::SameLine(0, between);
      if (ImGui::GetCursorPosX() + width > right) ImGui::NewLine();
    }
    first = false;
  };
  const auto next = [&] { ImGui::SameLine(0, inner); };

  group(moveGroup);
  ImGui::BeginDisabled(!model.standing().canUndo);
  if (ImGui::Button(undo.c_str())) ui.send(cmd::Undo{});
  ImGui::EndDisabled();
  ui.control("undo", Controls::Stop::Yes, tr("Undo"));
  next();
  ImGui::BeginDisabled(!model.standing().canRedo);
  if (ImGui::Button(redo.c_str())) ui.send(cmd::Redo{});
  ImGui::EndDisabled();
  ui.control("redo", Controls::Stop::Yes, tr("Redo"));
  next();
  // Skip is always there (disabled between moves), so that no button appears or moves when a
  // move starts.
  ImGui::BeginDisabled(!model.board().moving(now));
  if (ImGui::Button(skip.c_str())) ui.send(cmd::Skip{});
  ImGui::EndDisabled();
  ui.control("skip", Controls::Stop::Yes, skipWords);

  group(menuGroup);
  if (ImGui::Button(rules.c_str())) ui.rules.toggle(model.state().game.session.variant());
  ui.control("rules", Controls::Stop::Yes, tr("Rules"));
  next();
  if (ImGui::Button(options.c_str())) ImGui::OpenPopup("options");
  ui.control("options", Controls::Stop::Yes, tr("Options"));
  if (ImGui::IsItemHovered() && !ui.touch) tooltip(tr("Speed, language, sounds and more"));
  drawSettingsMenu(model, ui, belowLastItem());

  group(w(newGame.c_str()));
  // Once the game is over, Rematch or Next game (the card, the panel) is the main action.
  const bool over = model.board().shown(now).over();
  if (over ? ImGui::Button(newGame.c_str()) : primaryButton(newGame.c_str()))
    ui.send(cmd::ToStart{});
  ui.control("new-game", Controls::Stop::Yes, tr("New game"));
  if (ImGui::IsItemHovered() && !ui.touch)
    tooltip(tr("Back to the start screen, with the same choices."));
}

void PlayScreen::statusLine(const AppModel& model, UiState& ui, double now, bool phone) {
  const AppState& s = model.state();
  const Position pos = model.board().shown(now);  // the turn and the result as the board shows
  std::string text;
  ImU32 col = theme::kText;
  const auto due = s.game.session.betweenGames() ? s.game.session.purchaseDue() : std::nullopt;
  if (pos.over() && due && due->count > 0 &&
      s.game.session.kind(due->buyer) == PlayerKind::Person) {
    // Between an Adji Kui II match's games, the purchase to make, where a player looks first
    // (the match panel says how many are chosen).
    text = resultTitle(stripFacts(model, now)) + " \u2014 " +
           purchaseInstruction(*due, s.game.session.purchaseChoice().size());
    col = theme::kAccent;
  } else if (pos.over()) {  // in the players' words: "You win!  You 27 – 21 Computer · Easy"
    text = resultLine(stripFacts(model, now));
    col = theme::kAccent;
  } else {
    const Player p = pos.toMove;
    const bool computer = s.game.session.kind(p) == PlayerKind::Computer;
    const auto& moves = s.game.session.game().moves();
    if (const auto tried = s.modes.review.retrying(); tried && !s.modes.review.retrySolved()) {
      const Move played = s.game.session.game().moves()[*tried];
      text = trf("Move {0}: find a better move for {1} than {2}.",
                 {std::to_string(*tried + 1), sideName(p), std::string(1, moveLetter(played))});
    } else if (s.modes.review.lineStep() > 0) {  // the board shows a move of the line
      text = s.modes.review.lineText();
    } else if (const auto before = s.modes.review.showsBefore()) {
      const Move played = s.game.session.game().moves()[*before];
      text = trf("Before move {0}: {1} played {2}; the arrow shows a better move, {3}.",
                 {std::to_string(*before + 1), sideName(p), std::string(1, moveLetter(played)),
                  std::string(1, moveLetter(*s.modes.review.betterMove()))});
    } else if (s.game.viewed.has_value()) {
      text = trf("After move {0}: {1} to move", {std::to_string(*s.game.viewed), sideName(p)});
    } else if (model.board().moving(now) && !moves.empty()) {
      const Player mover = s.game.session.game().mover(moves.size() - 1);
      text = moves.back() == kPass
                 ? trf("{0} passes", {sideName(mover)})
                 : trf("{0} sows {1}\u2026",
                       {sideName(mover), std::string(1, moveLetter(moves.back()))});
    } else if (s.modes.friends.waiting()) {
      text = trf("{0} to move, on their own device", {sideName(p)});
    } else if (computer) {
      text = model.standing().computerThinking
                 ? trf("{0} (computer) to move: thinking\u2026", {sideName(p)})
                 : trf("{0} (computer) to move", {sideName(p)});
    } else {
      // The person in front of the screen, as the strips name them: against the computer, or this
      // device's side in a game by link.
      const auto& link = s.modes.friends.game();
      const bool onePerson = (s.game.session.kind(Player::South) == PlayerKind::Person) !=
                             (s.game.session.kind(Player::North) == PlayerKind::Person);
      text = (link ? link->mine == p : onePerson)
                 ? std::string(tr("Your turn: choose a highlighted hole"))
                 : trf("{0} to move: choose a highlighted hole", {sideName(p)});
    }
  }
  ImGui::PushFont(phone ? ui.fonts.body : ui.fonts.heading);  // on a phone, one line
  const std::string south = sideName(Player::South), north = sideName(Player::North);
  // Named for the page API (not a stop), and kept clear of tooltips across the screen's width.
  const auto [min, max] =
      wrappedTextReserving(col, text,
                           {tr("Your turn: choose a highlighted hole"),
                            trf("{0} to move: choose a highlighted hole", {south}),
                            trf("{0} to move: choose a highlighted hole", {north}),
                            trf("{0} (computer) to move: thinking\u2026", {south}),
                            trf("{0} (computer) to move: thinking\u2026", {north})},
                           [&ui, &text] { ui.control("status-line", Controls::Stop::No, text); });
  const float left = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMin().x;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  keepClearOfTooltips(ImVec2(left, min.y), ImVec2(right, max.y));
  ui.headerBottom = max.y;
  ImGui::PopFont();
}

}  // namespace mancala::app
