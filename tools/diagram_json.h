// The rules' diagrams as JSON (docs/RULES-PAGES.md), for the page maker (ci/web-tools/rules-pages):
// what the rules core played from data/diagrams' records (app/model/formats/diagram_file.h).
#pragma once

#include <string>
#include <vector>

#include "app/model/formats/diagram_file.h"

namespace mancala::diagrams {

// Every diagram as JSON: one object per game.
std::string diagramsJson(const std::vector<std::vector<app::Diagram>>& games);

}  // namespace mancala::diagrams
