#include "diagram_json.h"

#include <string_view>

namespace mancala::diagrams {
namespace {

using app::Diagram;

void appendPosition(std::string& out, const Position& p) {
  out += "{\"seeds\":[";
  for (int h = 0; h < kHoles; ++h) {
    if (h) out += ',';
    out += std::to_string(p.seeds[h]);
  }
  out += "],\"owners\":\"";
  for (int h = 0; h < kHoles; ++h) out += playerLetter(p.owner(h));
  out += "\",\"toMove\":\"";
  out += playerLetter(p.toMove);
  out += "\",\"captured\":[" + std::to_string(p.captured[0]) + "," + std::to_string(p.captured[1]) +
         "],\"over\":\"";
  out += reasonName(p.reason);
  out += "\"}";
}

void appendMoves(std::string& out, const Move* begin, const Move* end) {
  out += '"';
  for (const Move* m = begin; m != end; ++m) out += moveLetter(*m);
  out += '"';
}

std::string_view kindName(TraceEvent::Kind k) {
  switch (k) {
    case TraceEvent::Kind::Pickup: return "pickup";
    case TraceEvent::Kind::Sow: return "sow";
    case TraceEvent::Kind::SkipOrigin: return "skip";
    case TraceEvent::Kind::Relay: return "relay";
    case TraceEvent::Kind::Capture: return "capture";
    case TraceEvent::Kind::ExtraTurn: return "extra-turn";
    case TraceEvent::Kind::Pass: return "pass";
    case TraceEvent::Kind::GameOver: return "game-over";
    case TraceEvent::Kind::EndShare: return "end-share";
  }
  return "";
}

void appendDiagram(std::string& out, const Diagram& d) {
  out += "{\"id\":\"" + d.id + "\",\"before\":";
  appendPosition(out, d.before);
  out += ",\"legal\":";
  appendMoves(out, d.legal.begin(), d.legal.end());
  out += ",\"move\":";
  if (d.move == kNoMove) {
    out += "null";
  } else {
    out += '"';
    out += moveLetter(d.move);
    out += '"';
  }
  out += ",\"after\":";
  appendPosition(out, d.after);
  out += ",\"trace\":[";
  for (std::size_t i = 0; i < d.trace.size(); ++i) {
    const TraceEvent& e = d.trace[i];
    if (i) out += ',';
    out += "{\"kind\":\"";
    out += kindName(e.kind);
    out += "\",\"hole\":" + std::to_string(e.hole) + ",\"count\":" + std::to_string(e.count) +
           ",\"player\":\"";
    out += playerLetter(e.player);
    out += "\"}";
  }
  out += "],\"then\":";
  appendMoves(out, d.others.data(), d.others.data() + d.others.size());
  out += '}';
}

}  // namespace

std::string diagramsJson(const std::vector<std::vector<Diagram>>& games) {
  std::string out = "{\n";
  bool firstGame = true;
  for (const auto& game : games) {
    if (game.empty()) continue;
    if (!firstGame) out += ",\n";
    firstGame = false;
    out += "\"";
    out += variantName(game.front().variant);
    out += "\": [\n";
    for (std::size_t i = 0; i < game.size(); ++i) {
      if (i) out += ",\n";
      appendDiagram(out, game[i]);
    }
    out += "\n]";
  }
  return out + "\n}\n";
}

}  // namespace mancala::diagrams
