#include "diagram_file.h"

#include <algorithm>
#include <array>
#include <map>
#include <variant>

#include "app/text/diagram_files.h"
#include "core/record.h"

namespace mancala::app {
namespace {

std::optional<Diagram> replay(const std::string& id, const std::string& text, std::string& error) {
  auto read = readRecord(text);
  if (auto* e = std::get_if<RecordError>(&read)) {
    error = "diagram " + id + ": " + describe(*e);
    return std::nullopt;
  }
  const Game& game = std::get<GameRecord>(read).game;
  Diagram d;
  d.id = id;
  d.record = text;
  d.variant = game.variant();
  d.before = game.start();
  d.legal = legalMoves(game.rules(), d.before);
  d.after = d.before;
  if (!game.moves().empty()) {
    // Played again from the start, for the first move's trace.
    Game first(game.rules(), game.start());
    d.move = game.moves().front();
    first.play(d.move, &d.trace);
    d.after = first.position();
    d.others.assign(game.moves().begin() + 1, game.moves().end());
  }
  return d;
}

}  // namespace

std::optional<std::vector<Diagram>> readDiagrams(std::string_view text, std::string& error) {
  std::vector<Diagram> out;
  std::string id;
  std::string record;
  bool inDiagram = false;
  auto finish = [&]() -> bool {
    if (!inDiagram) return true;
    auto d = replay(id, record, error);
    if (!d) return false;
    out.push_back(std::move(*d));
    return true;
  };
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    if (line.starts_with("== ")) {
      if (!finish()) return std::nullopt;
      id = std::string(line.substr(3));
      record.clear();
      inDiagram = true;
    } else if (inDiagram) {
      record += line;
      record += '\n';
    } else if (!line.empty() && !line.starts_with('#')) {
      error = "a line before the first `== <id>`: " + std::string(line);
      return std::nullopt;
    }
  }
  if (!finish()) return std::nullopt;
  if (out.empty()) {
    error = "no diagram";
    return std::nullopt;
  }
  return out;
}

const std::vector<Diagram>& rulesDiagrams(Variant v) {
  static const std::map<Variant, std::vector<Diagram>> read = [] {
    std::map<Variant, std::vector<Diagram>> games;
    for (const DiagramFile& file : diagramFiles()) {
      std::string error;
      auto diagrams = readDiagrams(file.text, error);
      if (diagrams && !diagrams->empty()) games[diagrams->front().variant] = std::move(*diagrams);
    }
    return games;
  }();
  static const std::vector<Diagram> none;
  const auto it = read.find(v);
  return it == read.end() ? none : it->second;
}

std::string diagramSection(std::string_view diagramId, const std::vector<std::string>& sectionIds) {
  struct Places {
    std::string_view diagram;
    std::array<std::string_view, 2> sections;
  };
  static constexpr std::array<Places, 6> kPlaces{{
      {"start", {"board", ""}},
      {"sowing", {"sowing", ""}},
      {"capture", {"capture", "sowing"}},
      {"purchase", {"match", ""}},
      {"feeding", {"feeding", ""}},
      {"grand-slam", {"grand-slam", ""}},
  }};
  for (const Places& p : kPlaces) {
    if (p.diagram != diagramId) continue;
    for (std::string_view s : p.sections)
      if (!s.empty() && std::find(sectionIds.begin(), sectionIds.end(), s) != sectionIds.end())
        return std::string(s);
  }
  return sectionIds.empty() ? std::string() : sectionIds.front();
}

}  // namespace mancala::app
