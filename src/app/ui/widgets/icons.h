// The toolbar's icons: glyphs of the app's font (DejaVu Sans, lettering/fonts.cpp keeps them in
// its atlas), drawn before a button's words. A screen reader is told the words only.
#pragma once

#include <string>

namespace mancala::app::icon {

inline constexpr const char* kUndo = "\u21B6";     // anticlockwise arrow
inline constexpr const char* kRedo = "\u21B7";     // clockwise arrow
inline constexpr const char* kSkip = "\u21E5";     // an arrow to a bar: to the move's end
inline constexpr const char* kRules = "\u2139";    // information
inline constexpr const char* kOptions = "\u2699";  // gear
inline constexpr const char* kNewGame = "\u271A";  // cross
inline constexpr const char* kRematch = "\u21BB";  // again
inline constexpr const char* kMenu = "\u2630";     // three bars

// `icon` and `words` as a button's label, with `id` (ImGui's "###") keeping its identity
// whatever the language: "↶ Undo###undo".
inline std::string label(const char* icon, const char* words, const char* id) {
  return std::string(icon) + " " + words + "###" + id;
}

}  // namespace mancala::app::icon
