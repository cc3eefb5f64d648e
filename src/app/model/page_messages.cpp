#include "app/model/page_messages.h"

namespace mancala::app {

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

std::string friendLinkMessage(const std::string& fragment, Player side, bool waiting,
                              const std::string& stateJson) {
  return "{\"type\":\"mancala:friend-link\",\"fragment\":" + jsonString(fragment) + ",\"side\":\"" +
         playerLetter(side) + "\",\"waiting\":" + (waiting ? "true" : "false") +
         ",\"state\":" + stateJson + "}";
}

}  // namespace mancala::app
