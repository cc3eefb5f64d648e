#include "app/model/games_table/games_table.h"

#include "app/model/formats/json_writer.h"

namespace mancala::app {

std::string gamesJson() {
  JsonWriter j;
  j.beginObject();
  for (const GameInfo& g : kGames)
    j.key(g.code)
        .beginObject()
        .key("title")
        .string(g.title)
        .key("bowls")
        .boolean(g.storeBowls)
        .endObject();
  j.endObject();
  return j.text();
}

}  // namespace mancala::app
