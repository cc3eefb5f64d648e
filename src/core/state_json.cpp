#include "state_json.h"

namespace mancala {

namespace {
std::string quotedOrNull(std::string_view s) {
  if (s.empty()) return "null";
  std::string out(1, '"');
  out.append(s);
  out += '"';
  return out;
}
}  // namespace

std::string stateJson(Variant variant, const Position& pos, const MatchState* match) {
  std::string out = "{\"variant\":\"" + std::string(variantName(variant)) + "\",\"board\":[";
  for (int h = 0; h < kHoles; ++h) {
    if (h) out += ',';
    out += std::to_string(pos.seeds[h]);
  }
  out += "],\"owner\":\"";
  for (int h = 0; h < kHoles; ++h) out += playerLetter(pos.owner(h));
  out += "\",\"captured\":[" + std::to_string(pos.captured[0]) + "," +
         std::to_string(pos.captured[1]) + "]";
  out += ",\"toMove\":\"" + std::string(1, playerLetter(pos.toMove)) + "\"";
  out += std::string(",\"over\":") + (pos.over() ? "true" : "false");
  out += ",\"reason\":" + quotedOrNull(reasonName(pos.reason));
  out += ",\"winner\":" + quotedOrNull(outcomeName(pos.outcome()));
  out += ",\"match\":";
  if (!match) {
    out += "null";
  } else {
    out += "{\"game\":" + std::to_string(match->game) + ",\"wins\":[" +
           std::to_string(match->wins[0]) + "," + std::to_string(match->wins[1]) + "]";
    out += std::string(",\"over\":") + (match->over ? "true" : "false");
    out += ",\"winner\":" + quotedOrNull(outcomeName(match->winner)) + "}";
  }
  out += "}";
  return out;
}

}  // namespace mancala
