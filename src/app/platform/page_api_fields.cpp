// The page API's refusals of a field (page_api_answer.h): a value of the wrong type, which
// web/mancala-api.js finds and asks the words of (mancala_wrong_field), and a name with a NUL in
// it, which the exports find. Each names the field, in the player's language.
#include <emscripten/emscripten.h>

#include <string>
#include <string_view>

#include "app/model/error_text.h"
#include "app/platform/page_api_answer.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string page::wrongField(std::string_view field, FieldKind kind) {
  const std::string name = excerpt(field);
  switch (kind) {
    case FieldKind::Boolean: return trf("The field \u201c{0}\u201d must be true or false.", {name});
    case FieldKind::Hole:
      return trf(
          "The field \u201c{0}\u201d must be one hole: a letter from a to f or A to F, or a "
          "number from 0 to 11.",
          {name});
    case FieldKind::Holes:
      return trf(
          "The field \u201c{0}\u201d must be a list of holes, each a letter from a to f or A to F, "
          "or a number from 0 to 11.",
          {name});
    case FieldKind::Move:
      return trf(
          "The field \u201c{0}\u201d must be a move: a letter from a to f or A to F, - for a "
          "pass, or a hole number from 0 to 11.",
          {name});
    case FieldKind::Fields:
      return trf("The field \u201c{0}\u201d must be an object of named fields.", {name});
    case FieldKind::Unknown: return trf("This command has no field \u201c{0}\u201d.", {name});
    case FieldKind::Text: break;
  }
  return trf("The field \u201c{0}\u201d must be a string.", {name});
}

std::optional<std::string> page::nulInField(std::string_view field, std::string_view value) {
  if (value.find('\0') == std::string_view::npos) return std::nullopt;
  return trf("The field \u201c{0}\u201d cannot hold a NUL character.", {excerpt(field)});
}

}  // namespace mancala::app

using namespace mancala::app;

extern "C" {

// The words of a field's refusal: `kind` is a FieldKind's number (web/mancala-api.js).
EMSCRIPTEN_KEEPALIVE const char* mancala_wrong_field(const char* field, int size, int kind) {
  using page::FieldKind;
  const FieldKind k = kind >= 0 && kind <= static_cast<int>(FieldKind::Unknown)
                          ? static_cast<FieldKind>(kind)
                          : FieldKind::Text;
  return page::give(page::wrongField(page::text(field, size), k));
}

}  // extern "C"
