// The move list's words: each move as a cell of the list ("b ×3 »", "-" for a pass) and the
// legend of the marks.
#pragma once

#include <string>
#include <vector>

#include "app/model/words/play/move_summary.h"

namespace mancala::app {

// The move's letter, then its marks: "×n" for n seeds captured, "»" for each relay lap (three
// at most), "!" for a grand slam.
std::string moveCellText(const MoveSummary& m);

// What the marks of moveCellText mean, in the current language, for a list of these moves of a
// game of `v`: the marks its rules can make (relays in Adji Kui II, grand slams in Warri), and the
// pass once the list holds one.
std::string moveListLegend(Variant v, const std::vector<MoveSummary>& moves);

}  // namespace mancala::app
