#include "app/model/common/page_messages.h"

namespace mancala::app {
namespace {

// {"type":"mancala:<type>", ...: the message's own fields follow.
JsonWriter message(std::string_view type) {
  JsonWriter json;
  json.beginObject().key("type").string(std::string("mancala:") + std::string(type));
  return json;
}

std::string withState(JsonWriter& json, const std::string& stateJson) {
  return json.key("state").raw(stateJson).endObject().text();
}

}  // namespace

std::string readyMessage(const std::string& stateJson) {
  JsonWriter json = message("ready");
  return withState(json, stateJson);
}

std::string newGameMessage(const std::string& stateJson) {
  JsonWriter json = message("newgame");
  return withState(json, stateJson);
}

std::string moveMessage(Move move, Player mover, const std::string& stateJson) {
  JsonWriter json = message("move");
  json.key("move").string(std::string(1, moveLetter(move)));
  json.key("player").string(std::string(1, playerLetter(mover)));
  return withState(json, stateJson);
}

std::string gameAddedMessage(const std::string& id) {
  JsonWriter json = message("game-added");
  return json.key("id").string(id).endObject().text();
}

std::string gameOverMessage(const Position& finished, const std::string& text,
                            const std::string& stateJson) {
  JsonWriter json = message("gameover");
  json.key("result").string(outcomeName(finished.outcome()));
  json.key("reason").string(reasonName(finished.reason));
  json.key("score").beginArray().number(finished.captured[0]).number(finished.captured[1]);
  json.endArray().key("text").string(text);
  return withState(json, stateJson);
}

std::string friendLinkMessage(const std::string& fragment, Player side, bool waiting,
                              const std::string& stateJson) {
  JsonWriter json = message("friend-link");
  json.key("fragment").string(fragment).key("side").string(std::string(1, playerLetter(side)));
  json.key("waiting").boolean(waiting);
  return withState(json, stateJson);
}

}  // namespace mancala::app
