// My games as JSON for the page (games_json.h).
#include "app/model/games/games_json.h"

#include "app/model/common/url_params.h"
#include "app/model/formats/json_writer.h"

namespace mancala::app {

std::string gamesJson(const std::vector<ArchivedGame>& games) {
  JsonWriter json;
  json.beginArray();
  for (const ArchivedGame& g : games) {
    const Position& end = g.game.position();
    json.beginObject();
    json.key("id").string(g.id);
    json.key("date").number(g.finishedAt);
    json.key("game").string(variantName(g.variant()));
    json.key("opponent").string(playedAgainstName(g.opponent));
    json.key("level");
    if (g.level)
      json.string(ai::levelKey(*g.level));
    else
      json.null();
    json.key("you").string(std::string(1, playerLetter(g.you)));
    json.key("starter").string(std::string(1, playerLetter(g.starter())));
    const GameResult r = g.result();
    json.key("result").string(r == GameResult::Won    ? "won"
                              : r == GameResult::Lost ? "lost"
                                                      : "drawn");
    json.key("outcome").string(outcomeName(end.outcome()));
    json.key("reason").string(reasonName(end.reason));
    json.key("moves").number(static_cast<long long>(g.game.moves().size()));
    json.key("accuracy");
    if (g.accuracy)
      json.number(static_cast<long long>(*g.accuracy));
    else
      json.null();
    json.key("record").string(g.record);
    json.key("link").string(shareFragment(g.game));
    json.endObject();
  }
  json.endArray();
  return json.text();
}

}  // namespace mancala::app
