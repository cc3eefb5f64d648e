// What the page API's exports share (page_api.cpp: the commands; page_api_reading.cpp: what the
// page reads; page_api_fields.cpp: the answers to commands): the app they drive, the one answer
// handed back to the page, a UTF-8 string valid until the next call, and the page's strings.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "app/model/words/refusal.h"

namespace mancala::app {

class App;

namespace page {

// The app attached by attachPageApi (page_api.h), or null before it.
App* app();
// `s` as the answer; every call may have changed the state: an idle loop wakes to draw it.
const char* give(std::string s);
// The answer to a command: {"ok":true}, or {"ok":false,"code":...,"message":...} with the
// refusal's code (refusal.h) and its words in the player's language.
std::string answer(const std::optional<Refusal>& refusal);

// A string the page wrote on the heap and its length in bytes (web/mancala-api.js hands every
// string over as both): all of it, a NUL included, where C would stop at the first NUL.
inline std::string_view text(const char* bytes, int size) {
  return bytes && size > 0 ? std::string_view(bytes, static_cast<std::size_t>(size))
                           : std::string_view();
}

}  // namespace page
}  // namespace mancala::app
