#include "app/model/page_messages.h"

#include <cstdio>

namespace mancala::app {

std::string jsonString(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

std::string readyMessage(const std::string& stateJson) {
  return "{\"type\":\"mancala:ready\",\"state\":" + stateJson + "}";
}

std::string newGameMessage(const std::string& stateJson) {
  return "{\"type\":\"mancala:newgame\",\"state\":" + stateJson + "}";
}

std::string moveMessage(Move move, Player mover, const std::string& stateJson) {
  return "{\"type\":\"mancala:move\",\"move\":\"" + std::string(1, moveLetter(move)) +
         "\",\"player\":\"" + playerLetter(mover) + "\",\"state\":" + stateJson + "}";
}

std::string gameOverMessage(const Position& finished, const std::string& text,
                            const std::string& stateJson) {
  return "{\"type\":\"mancala:gameover\",\"result\":\"" +
         std::string(outcomeName(finished.outcome())) + "\",\"reason\":\"" +
         std::string(reasonName(finished.reason)) + "\",\"score\":[" +
         std::to_string(finished.captured[0]) + "," + std::to_string(finished.captured[1]) +
         "],\"text\":" + jsonString(text) + ",\"state\":" + stateJson + "}";
}

}  // namespace mancala::app
