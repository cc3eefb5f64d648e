// The rules' diagrams in the Rules window: the positions of data/diagrams' records, played by the
// rules (app/model/formats/diagram_file.h, the same as the rules pages'), each drawn beside the
// clause it illustrates by the game's own board painter, small and not to be played: the board
// before the move and after it (or one board), and a caption made from what the move did.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "app/model/formats/diagram_file.h"
#include "app/ui/lettering/fonts.h"
#include "app/ui/widgets/controls.h"

namespace mancala::app {

// The caption of diagram `d`, in the player's language: the start, the move and what it did,
// the holes that may be sown where some may not (Warri's feeding), a hole bought.
std::string diagramCaption(const Diagram& d);

// Draws the diagrams of `v` that go with the section `sectionId` of its rules (`sectionIds`: every
// section of them, app/model/formats/diagram_file.h's diagramSection); `figure` names each
// "rules-diagram-<id>" with its caption as its words.
void drawSectionDiagrams(Variant v, std::string_view sectionId,
                         const std::vector<std::string>& sectionIds, const Fonts& fonts,
                         const NameControl& figure);

}  // namespace mancala::app
