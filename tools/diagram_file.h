// The diagrams of the rules pages (docs/RULES-PAGES.md): data/diagrams/<game>.txt holds one game
// record (core/record.h) a diagram, each after a line `== <id>`. Reading replays every record
// through the rules; a diagram is the record's start and its first move, described by what the
// rules did (the trace), so that the pages draw only positions the rules core played.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace mancala::diagrams {

struct Diagram {
  std::string id;      // "capture": the same in every language, the page's anchor
  std::string record;  // the record as written in the file
  Variant variant = Variant::Warri;
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

// Every diagram as JSON, for the page maker (ci/web-tools/rules-pages): one object per game.
std::string diagramsJson(const std::vector<std::vector<Diagram>>& games);

}  // namespace mancala::diagrams
