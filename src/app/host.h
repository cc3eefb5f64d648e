// The page or the desktop around the app: where the saved state lives, the screen reader's
// live region, messages to an embedding page, sounds and the game record's dialog. One
// implementation per platform (host_web.cpp with the browser, host_native.cpp without), picked
// by CMake; the app calls these and never asks which platform it is on.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace mancala::app::host {

// The saved state (settings.h) under `key`: localStorage on the web, a file under
// $XDG_CONFIG_HOME/mancala (or ~/.config/mancala) on the desktop. Nothing when absent or
// unreadable (a sandboxed frame may forbid storage); storing never fails loudly.
std::optional<std::string> load(std::string_view key);
void store(std::string_view key, std::string_view text);

// Says `text` to screen readers (the page's aria-live region). Desktop: nothing.
void announce(std::string_view text);

// The language the app speaks now ("en", "fr", "es", "it"), so that the page's own texts and
// what screen readers read are in it (web: the document's lang). Desktop: nothing.
void setPageLanguage(std::string_view code);

// A JSON message for the page that embeds the game, sent only to the origin it allowed.
// Desktop: nothing.
void postToParent(std::string_view json);

// A seed falls into a hole (or captured seeds into a store): a short, soft sound.
// Desktop: silent.
void seedSound(int seedsInHole, bool capture);

// Offers the game record for copying, downloading and editing (web: the page's record
// dialog, which can load an edited or pasted record back). Desktop: copied to the clipboard;
// returns false when the platform showed nothing, so the app says where the record went.
bool showRecord(std::string_view record, std::string_view shareFragment);

// The clipboard's text (desktop: pasting a record with Ctrl+V). Web: nothing (the record
// dialog has its own text field).
std::optional<std::string> clipboardText();

}  // namespace mancala::app::host
