// The words of ImGui's last item (a button's "Undo", a check box's label), as ImGui's widgets
// report them through its item hooks (IMGUI_ENABLE_TEST_ENGINE, cmake/ImGui.cmake): what a
// screen reader is told when the keyboard's focus comes to a control (controls.h).
#pragma once

#include <string>

namespace mancala::app {

// Asks ImGui for its items' labels from this frame on (called as each frame starts).
void reportItemLabels();

// The last item's label as shown, without its "##" or "###" part, and for a choice whether it
// is chosen ("Warri, chosen"); "" when the widget reports none (a list, an arrow button, an
// invisible button) or shows nothing ("##speed").
std::string lastItemLabel();

// The last item, a radio button, is the one chosen of its group or not (ImGui's radio buttons
// do not report it; its check boxes do).
void lastItemChosen(bool chosen);

// A choice's words for a screen reader: its label and whether it is chosen ("Warri, chosen").
std::string choiceWords(const std::string& label, bool chosen);

// A list's words for a screen reader: its name and the value chosen ("Speed: Normal").
std::string namedValue(const std::string& name, const std::string& value);

}  // namespace mancala::app
