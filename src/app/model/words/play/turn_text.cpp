#include "app/model/words/play/turn_text.h"

#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string turnText(TurnSaid said, Player toMove) {
  switch (said) {
    case TurnSaid::You: return tr("Your turn");
    case TurnSaid::Friend: return tr("Your friend's turn");
    case TurnSaid::ComputerThinking: return tr("The computer is thinking");
    case TurnSaid::Computer: return tr("The computer's turn");
    case TurnSaid::Side: break;
  }
  return trf("{0} to move", {sideName(toMove)});
}

}  // namespace mancala::app
