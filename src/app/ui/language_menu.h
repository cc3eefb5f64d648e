// The language selector shown on the start screen and in the game's top bar.
#pragma once

namespace mancala::app {

// A combo box listing the languages by their own names; changes the language when one is
// chosen and returns true then.
bool languageMenu(const char* id, float width);
// The width the menu needs for the longest language name.
float languageMenuWidth();

}  // namespace mancala::app
