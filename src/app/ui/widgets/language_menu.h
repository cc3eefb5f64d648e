// The language selector shown on the start screen and in the game's top bar.
#pragma once

#include <optional>
#include <string>

#include "app/text/i18n.h"

namespace mancala::app {

// A combo box listing the languages by their own names; returns the language chosen (for the
// LanguageChoice command, settings/settings_update.h). Below it, while a language's translation
// is being fetched, a note says so; when it could not be, a note says that the game stays in its
// language, with "Try again" (which returns that language again). `hoverTooltip`: "Language"
// shown on hover (not after a finger's tap).
std::optional<Language> languageMenu(const char* id, float width, bool hoverTooltip);
// The width the menu needs for the longest language name.
float languageMenuWidth();
// The menu's words for a screen reader: "Language: English".
std::string languageWords();

}  // namespace mancala::app
