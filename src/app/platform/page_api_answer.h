// What the page API's exports share (page_api.cpp: the commands; page_api_reading.cpp: what the
// page reads): the app they drive, and the one answer handed back to the page, a UTF-8 string
// valid until the next call.
#pragma once

#include <optional>
#include <string>

namespace mancala::app {

class App;

namespace page {

// The app attached by attachPageApi (page_api.h), or null before it.
App* app();
// `s` as the answer; every call may have changed the state: an idle loop wakes to draw it.
const char* give(std::string s);
// An error's words, or "" for success.
const char* giveError(const std::optional<std::string>& error);

}  // namespace page
}  // namespace mancala::app
