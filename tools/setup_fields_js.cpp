// Writes the game's set-up table (src/app/model/common/setup_fields.h) and its table of games
// (src/app/model/games_table/games_table.h) as the first part of the page's mancala-game.js,
// `var SETUP_FIELDS = [...]; var GAMES = {...};`, into the file it is given. The build runs
// it (the web build under node); ci/build web puts the file among the element's parts
// (web/mancala-game, ci/web-tools/finish-web.mjs), so the element reads the game's own tables.
#include <cstdio>
#include <string>

#include "app/model/common/setup_fields.h"
#include "app/model/formats/json_writer.h"
#include "app/model/games_table/games_table.h"

namespace {

// The games by their codes, in the table's order: {"adji-kui-1": {"title": "Adji Kui I",
// "bowls": true}, ...}.
std::string gamesJson() {
  mancala::app::JsonWriter j;
  j.beginObject();
  for (const mancala::app::GameInfo& g : mancala::app::kGames)
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

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s OUT.js\n", argc > 0 ? argv[0] : "mancala-setup-fields");
    return 2;
  }
  const std::string text =
      "// A part of mancala-game.js, the first, written by the build from the game's set-up table\n"
      "// (src/app/model/common/setup_fields.h, tools/setup_fields_js.cpp): every field's name,\n"
      "// older name, type, values, default, the games it applies to, and whether a new game\n"
      "// keeps it; then the games (src/app/model/games_table/games_table.h), by their codes in "
      "the\n"
      "// table's order: each one's name, and whether its board has bowls at its ends.\n"
      "var SETUP_FIELDS = " +
      mancala::app::setupFieldsJson() + ";\nvar GAMES = " + gamesJson() + ";\n";
  std::FILE* out = std::fopen(argv[1], "wb");
  if (!out || std::fwrite(text.data(), 1, text.size(), out) != text.size() || std::fclose(out)) {
    std::fprintf(stderr, "%s: cannot write %s\n", argv[0], argv[1]);
    return 1;
  }
  return 0;
}
