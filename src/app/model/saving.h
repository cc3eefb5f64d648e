// Keeping the saved game safe (saving.cpp, with AppModel::save): a save written by a newer
// version is never written over, nor another tab's or window's different game, and a game put
// aside is kept beside the save so that a reload can still go back to it.
#pragma once

#include <string>
#include <string_view>

namespace mancala::app {

// The text's first line is "mancala-save N" with N above the version this program writes.
bool savedByNewerVersion(std::string_view text);

// `stored` (what the storage holds now) holds a game, and not the one `mine` (what this page
// last wrote or read there) holds: another tab or window saved another game, or the same game
// further on, since. A change of settings alone is not another game.
bool holdsOtherGame(std::string_view stored, std::string_view mine);

// Where the game put aside (AppModel::hasPreviousGame) is kept, beside the save's own key.
std::string previousGameKey(std::string_view saveKey);

}  // namespace mancala::app
