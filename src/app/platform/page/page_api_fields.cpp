// The page API's answers to commands (page_api_answer.h), the words of a field of the wrong
// type, which web/mancala-api.js finds itself (a JavaScript value is not text), and the set-up's
// fields it checks a new game's against (setup_fields.h).
#include <emscripten/emscripten.h>

#include <string>
#include <string_view>

#include "app/model/common/setup_fields.h"
#include "app/model/formats/json_writer.h"
#include "app/platform/page/page_api_answer.h"

namespace mancala::app {

std::string page::answer(const std::optional<Refusal>& refusal) {
  JsonWriter j;
  j.beginObject().key("ok").boolean(!refusal);
  if (refusal)
    j.key("code").string(refusalName(refusal->code)).key("message").string(refusalText(*refusal));
  j.endObject();
  return j.text();
}

}  // namespace mancala::app

using namespace mancala::app;

extern "C" {

// The answer refusing `field` for not being `kind` (text, boolean, hole, holes, move, fields) or
// for not being a field of the command (kind "unknown").
EMSCRIPTEN_KEEPALIVE const char* mancala_wrong_field(const char* field, int fieldSize,
                                                     const char* kind, int kindSize) {
  const std::string name(page::text(field, fieldSize)), what(page::text(kind, kindSize));
  if (what == "unknown")
    return page::give(page::answer(Refusal{RefusalCode::UnknownField, {name}}));
  return page::give(page::answer(Refusal{RefusalCode::WrongType, {name, what}}));
}

// The set-up's table, as web/mancala-api.js reads it: [{name, old, type, values, default, games,
// newGameKeeps}] (setupFieldsJson). Nothing changes, so nothing is drawn.
EMSCRIPTEN_KEEPALIVE const char* mancala_setup_fields() {
  static const std::string json = setupFieldsJson();
  return json.c_str();
}

}  // extern "C"
