// What the page API's exports share (page_api.cpp: the commands; page_api_reading.cpp: what the
// page reads; page_api_fields.cpp: the refusals of a field): the app they drive, the one answer
// handed back to the page, a UTF-8 string valid until the next call, and the page's strings.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace mancala::app {

class App;

namespace page {

// The app attached by attachPageApi (page_api.h), or null before it.
App* app();
// `s` as the answer; every call may have changed the state: an idle loop wakes to draw it.
const char* give(std::string s);
// An error's words, or "" for success.
const char* giveError(const std::optional<std::string>& error);

// A string the page wrote on the heap and its length in bytes (web/mancala-api.js hands every
// string over as both): all of it, a NUL included, where C would stop at the first NUL.
inline std::string_view text(const char* bytes, int size) {
  return bytes && size > 0 ? std::string_view(bytes, static_cast<std::size_t>(size))
                           : std::string_view();
}

// What a field of a command must be, when the page gave something else (web/mancala-api.js
// checks the types and sends these numbers to mancala_wrong_field).
enum class FieldKind {
  Text = 0,     // a string
  Boolean = 1,  // true or false
  Hole = 2,     // one hole: its letter or its index
  Holes = 3,    // a list of holes
  Move = 4,     // a hole or "-", a pass
  Fields = 5,   // an object of named fields
  Unknown = 6,  // a field the command does not have
};
// The refusal of `field` for not being `kind`, in the player's language, naming the field.
std::string wrongField(std::string_view field, FieldKind kind);
// A name with a NUL in it (no name of the game holds one): the refusal of `field`, else nothing.
std::optional<std::string> nulInField(std::string_view field, std::string_view value);

}  // namespace page
}  // namespace mancala::app
