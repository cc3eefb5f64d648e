#include "app/model/words/play/board_text.h"

#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string holeText(const HoleFacts& h, const std::optional<Refusal>& whyNot, bool reasons,
                     HoleAction action) {
  std::string text = trf("Hole {0}, {1}: {2}.", {std::string(1, holeLetter(h.hole)),
                                                 sideName(h.owner), seedCount(h.seeds)});
  if (reasons) {
    text += ' ';
    text +=
        whyNot ? trf("Not playable: {0}", {refusalText(*whyNot)}) : std::string(tr("Playable."));
  } else if (!whyNot) {
    text += ' ';
    text += action == HoleAction::Buy ? tr("Press Enter to buy it or give it back.")
                                      : tr("Press Enter to sow it.");
  }
  return text;
}

std::string holeBoughtText(int hole, int chosen, int due) {
  return trf("Hole {0} bought ({1} of {2}).",
             {std::string(1, holeLetter(hole)), std::to_string(chosen), std::to_string(due)});
}

std::string holeGivenBackText(int hole) {
  return trf("Hole {0} given back.", {std::string(1, holeLetter(hole))});
}

std::string backToGameText() { return tr("Back to the game as it is now: choose your move."); }

std::string backToPositionText(std::size_t move) {
  return trf("Back to the position before move {0}.", {std::to_string(move)});
}

namespace {

const char* side(Player player) { return player == Player::South ? tr("South") : tr("North"); }

}  // namespace

std::string grandSlamBanner(Player player) {
  return trf("Grand slam: {0} captured every seed the opponent had and plays again.",
             {side(player)});
}

std::string passBanner(Player player) {
  return trf("{0} has no playable hole and passes.", {side(player)});
}

std::string gameOverBanner() { return tr("Game over"); }

}  // namespace mancala::app
