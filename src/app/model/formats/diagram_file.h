// The rules' diagrams (docs/RULES-PAGES.md): data/diagrams/<game>.txt holds one game record
// (core/record.h) a diagram, each after a line `== <id>`. Reading replays every record through the
// rules; a diagram is the record's start and its first move, described by what the rules did (the
// trace), so that the rules pages (tools/diagrams.cpp writes them as JSON) and the game's Rules
// window draw only positions the rules core played, the same ones.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/model/games_table/games_table.h"
#include "core/game.h"
#include "core/types.h"

namespace mancala::app {

struct Diagram {
  std::string id;      // "capture": the same in every language, the page's anchor
  std::string record;  // the record as written in the file
  Variant variant = kFirstGame;
  Position before;           // the record's start
  MoveList legal;            // the legal moves there
  Move move = kNoMove;       // the first move, kNoMove when the record has none
  Position after;            // after the first move (the start when there is none)
  Trace trace;               // what the first move did
  std::vector<Move> others;  // the moves after the first, played legally too
};

// The diagrams of one data file; nothing, with `error` saying which diagram and why, when a
// record is not legal or the file is not one.
std::optional<std::vector<Diagram>> readDiagrams(std::string_view text, std::string& error);

// A game's diagrams, read from the records embedded in the program (app/text/diagram_files.h),
// in the file's order; none where the file is missing or not legal (diagrams_test keeps it so).
const std::vector<Diagram>& rulesDiagrams(Variant v);

// The section of a game's texts (its `{#id}`, app/text/rules_text.h) that a diagram illustrates:
// the first of its sections that the game has ("capture" goes with "sowing" where a game has no
// clause of its own for it), else the first section; "" when there are none. The rules pages
// place their figures by the same table (ci/web-tools/rules-pages/diagrams.mjs).
std::string diagramSection(std::string_view diagramId, const std::vector<std::string>& sectionIds);

}  // namespace mancala::app
