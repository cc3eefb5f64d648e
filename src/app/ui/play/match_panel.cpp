#include "app/ui/play/match_panel.h"

#include "app/model/games_table/games_table.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/play/game_keeping.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {
namespace {

// Where match `m` of `variant` stands: the games won or the tally, and where the games buy holes
// the last game's totals and the holes they give in the next.
void drawStanding(const MatchState& m, Variant variant) {
  switch (gameInfo(variant).standing) {
    case MatchStanding::GamesWon:
      ImGui::TextUnformatted(trf("Games won: South {0} \u2013 North {1}",
                                 {std::to_string(m.wins[0]), std::to_string(m.wins[1])})
                                 .c_str());
      ImGui::TextColored(
          color(theme::kTextDim), "%s",
          trf("First to win 6 games is champion; draws: {0}.", {std::to_string(m.draws)}).c_str());
      break;
    case MatchStanding::Tally:
      ImGui::TextUnformatted(
          trf("Tally: South {0}, North {1}, draws {2}",
              {std::to_string(m.wins[0]), std::to_string(m.wins[1]), std::to_string(m.draws)})
              .c_str());
      break;
    case MatchStanding::HolesOwned: {
      ImGui::TextUnformatted(trf("Games won: South {0} \u2013 North {1}",
                                 {std::to_string(m.wins[0]), std::to_string(m.wins[1])})
                                 .c_str());
      if (m.gameRecorded) {
        ImGui::TextUnformatted(
            trf("Totals: South {0}, North {1}",
                {std::to_string(m.lastTotals[0]), std::to_string(m.lastTotals[1])})
                .c_str());
        const HoleShares shares = holeShares(m.lastTotals[0], m.lastTotals[1]);
        if (!m.over)
          ImGui::TextWrapped("%s",
                             trf("Holes for the next game: South {0}, North {1}.",
                                 {std::to_string(shares.holes[0]), std::to_string(shares.holes[1])})
                                 .c_str());
      }
      break;
    }
  }
}

// Between a match's games: the holes bought (by the computer, or chosen by a person, who may
// leave the choice to the app), and the way to the next game once they are.
void drawBetweenGames(const AppModel& model, UiState& ui) {
  const auto due = model.state().game.session.purchaseDue();
  if (due && due->count > 0) {
    const int chosen = static_cast<int>(model.state().game.session.purchaseChoice().size());
    if (model.state().game.session.kind(due->buyer) == PlayerKind::Computer) {
      std::string holes;
      for (int h : model.state().game.session.purchaseChoice())
        holes += std::string(holes.empty() ? "" : ", ") + holeLetter(h);
      ImGui::TextWrapped("%s",
                         trf("{0} (computer) buys {1}.", {sideName(due->buyer), holes}).c_str());
    } else {
      const std::string said = purchaseInstruction(*due, static_cast<std::size_t>(chosen));
      wrappedText(theme::kAccent,
                  chosen == due->count
                      ? said
                      : said + " " +
                            trnf("({0} chosen)", "({0} chosen)", static_cast<unsigned long>(chosen),
                                 {std::to_string(chosen)}));
      if (ImGui::Button(tr("Choose for me"))) ui.send(cmd::ChooseForMe{});
      ui.control("choose-default");
      // Next game beside it when the panel is wide enough, else below it (not cut at the edge).
      besideIfFits(ImGui::CalcTextSize(tr("Next game")).x + ImGui::GetStyle().FramePadding.x * 2,
                   ImGui::GetWindowContentRegionMax().x);
    }
    ImGui::BeginDisabled(chosen != due->count);
    if (ImGui::Button(tr("Next game"))) {
      ui.send(cmd::NextGame{});
    }
    ImGui::EndDisabled();
    ui.control("next-game");
  } else {
    if (primaryButton(tr("Next game"))) ui.send(cmd::NextGame{});  // the screen's main action
    ui.control("next-game");
  }
}

}  // namespace

void drawMatchPanel(const AppModel& model, UiState& ui, double now) {
  const MatchState* m = model.shownMatch(now);  // a game is counted once its end is shown
  if (!m) return;
  const bool between = betweenGamesShown(model, now);
  ImGui::Separator();
  ImGui::PushFont(ui.fonts.heading);
  ImGui::TextUnformatted(m->over ? tr("Match over") : between ? tr("Between games") : tr("Match"));
  ImGui::PopFont();
  drawStanding(*m, model.state().game.session.variant());
  if (m->over) {
    const char* who = m->winner == Outcome::SouthWins   ? tr("South wins the match.")
                      : m->winner == Outcome::NorthWins ? tr("North wins the match.")
                                                        : tr("The match is drawn.");
    ImGui::TextColored(color(theme::kAccent), "%s", who);
    drawResultActions(model, ui, now);
    return;
  }
  if (!between) return;
  drawBetweenGames(model, ui);
}

}  // namespace mancala::app
