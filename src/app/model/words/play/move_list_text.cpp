#include "app/model/words/play/move_list_text.h"

#include <algorithm>

#include "app/model/games_table/games_table.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string moveCellText(const MoveSummary& m) {
  std::string text(1, moveLetter(m.move));
  if (m.captured > 0) {
    text += " \u00d7";
    text += std::to_string(m.captured);
  }
  for (int r = 0; r < m.relays && r < 3; ++r) text += r == 0 ? " \u00bb" : "\u00bb";
  if (m.grandSlam) text += " !";
  return text;
}

std::string moveListLegend(Variant v, const std::vector<MoveSummary>& moves) {
  std::string legend = tr("\u00d7: seeds captured");
  auto add = [&legend](const char* entry) {
    legend += ", ";
    legend += entry;
  };
  if (gameInfo(v).relays) add(tr("\u00bb: a relay (a lap's last hole emptied and sown on)"));
  if (gameInfo(v).grandSlams)
    add(
        tr("!: a grand slam, a capture of every seed the opponent had (the capturer plays "
           "again)"));
  if (std::any_of(moves.begin(), moves.end(), [](const MoveSummary& m) { return m.move == kPass; }))
    add(tr("-: a pass (no hole could be played)"));
  legend += '.';
  return legend;
}

}  // namespace mancala::app
