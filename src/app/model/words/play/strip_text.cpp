#include "app/model/words/play/strip_text.h"

#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string stripName(Seat seat, Player side, ai::Level level) {
  switch (seat) {
    case Seat::You: return tr("You");
    case Seat::Friend: return tr("Your friend");
    case Seat::Computer: return trf("Computer \u00b7 {0}", {tr(std::string(ai::levelName(level)))});
    case Seat::Side: break;
  }
  return sideName(side);
}

std::string stripShortName(Seat seat, Player side, ai::Level level) {
  return seat == Seat::Computer ? std::string(tr("Computer")) : stripName(seat, side, level);
}

std::string capturedText(int seeds) {
  return trnf("{0} seed captured", "{0} seeds captured", static_cast<unsigned long>(seeds),
              {std::to_string(seeds)});
}

std::string stripStateText(StripState state, bool you) {
  switch (state) {
    case StripState::Waiting:
    case StripState::Lost: break;
    case StripState::ToMove:
      return you ? tr("Your turn") : trc("a player's strip: the side to move", "To move");
    case StripState::Thinking:
      return trc("a player's strip: the computer searches its move", "Thinking");
    case StripState::Won: return trc("a player's strip: the game's winner", "Winner");
    case StripState::Drawn: return trc("a player's strip: the game's result", "Draw");
  }
  return "";
}

}  // namespace mancala::app
