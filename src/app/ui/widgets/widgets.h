// Small pieces of drawing that several screens use.
#pragma once

#include <functional>
#include <initializer_list>
#include <string>
#include <utility>

#include "app/ui/widgets/tooltips.h"  // tooltip(), which the screens use with these
#include "imgui.h"

namespace mancala::app {

inline ImVec4 color(ImU32 c) { return ImGui::ColorConvertU32ToFloat4(c); }

// The width a button with `label` takes (without the label's "##" part).
float buttonWidth(const char* label);
// Text in `colour`, wrapped at the window's edge.
void wrappedText(ImU32 colour, const std::string& text);
// Text in `colour`, wrapped at the window's edge, taking at least the height that the longest of
// `others` would take: a line that changes during a move does not move what is below it.
// Gives the corners of the text drawn; `afterText` is called right after it (ImGui's last item
// is then the text).
std::pair<ImVec2, ImVec2> wrappedTextReserving(ImU32 colour, const std::string& text,
                                               std::initializer_list<std::string> others,
                                               const std::function<void()>& afterText = {});
// Places the next item beside the last one when `width` fits before `right`, else below it.
void besideIfFits(float width, float right);
// Places the next window (ImGuiCond_Appearing), `size` at most, in the middle of the screen, or
// just below `clearTop` (the play screen's headline, 0 when none) when the middle would cut through
// that line: a window covers the screen's lines whole or not at all.
void placeWindowClearOf(float clearTop, ImVec2 size);
// The menu opened next appears under the last item (wherever the mouse is, and when the keyboard
// opened it), never past the screen's edges: its left edge on the item's when the item is in the
// left half of the screen, else its right edge on the item's; across the screen's width when that
// leaves too little room (a phone). Gives the widest the menu may be (its width is held to it).
float belowLastItem();
// A radio button and a check box with a light edge (the style's Border colour), so that an empty
// one stands out from the background (with the high-contrast theme's thicker edge when it is on).
bool radioButton(const char* label, bool active);
bool checkbox(const char* label, bool* value);
// A checkbox whose label is broken over lines when it is wider than the room left on the line
// (ImGui does not wrap a checkbox's label). `id` keeps its identity whatever the breaks.
bool wrappedCheckbox(const char* label, const char* id, bool* value);
// The rows of a menu or a list opened over the screen, 44 px high on a touch screen (a finger's
// size): pushed after it opens, popped before it ends.
void pushFingerRows();
void popFingerRows();
// A title in the heading font and the accent colour.
void heading(ImFont* font, const std::string& text);
// A button that stands out as the screen's main action (Play, New game, Rematch): filled with
// the look's (or the page's) primary colour, its words in the colour that reads on it; `size`
// as ImGui::Button's (0: as its label needs).
bool primaryButton(const char* label, ImVec2 size = ImVec2(0, 0));
// The item `id` is the last primary button drawn (for the page API's list of controls); asked
// once, when the button is named.
bool takePrimary(ImGuiID id);

}  // namespace mancala::app
