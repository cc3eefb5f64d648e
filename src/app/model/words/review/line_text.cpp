#include "app/model/words/review/line_text.h"

#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string lineStepText(const LineStep& s) {
  const std::string n = std::to_string(s.step), of = std::to_string(s.of), side = sideName(s.side);
  std::string text = s.move == kPass ? trf("The line, move {0} of {1}: {2} passes.", {n, of, side})
                                     : trf("The line, move {0} of {1}: {2} sows {3}.",
                                           {n, of, side, std::string(1, moveLetter(s.move))});
  if (s.captured > 0 && !s.ends)
    text += ' ' + trnf("{0} seed captured.", "{0} seeds captured.",
                       static_cast<unsigned long>(s.captured), {std::to_string(s.captured)});
  if (s.ends) {
    text += ' ';
    text += tr("The game ends there.");
  }
  return text;
}

}  // namespace mancala::app
