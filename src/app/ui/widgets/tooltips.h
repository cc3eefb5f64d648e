// Hover tooltips, placed where they hide nothing that a person reads while pointing: never over
// a line kept clear (the status line above the board, the notes under it, a game by link's
// status, the review's verdict: each registers itself as it is drawn), and never past the
// screen's edges. Touch shows none (the callers check UiState::touch).
#pragma once

#include <initializer_list>
#include <optional>

#include "imgui.h"

namespace mancala::app {

// A frame starts: the lines kept clear in the last one still count in this one (a tooltip may
// come before the line it must not cover is drawn), and this frame's are gathered afresh.
void beginTooltipFrame();
// A line, from `min` to `max` on the screen, that no tooltip may cover.
void keepClearOfTooltips(ImVec2 min, ImVec2 max);
// The size of a tooltip whose content (its text) measures `content`.
ImVec2 tooltipSize(ImVec2 content);
// The first of `corners` (a tooltip's top-left corner) where a tooltip of `size` stays on the
// screen and covers no line kept clear; nothing where none does.
std::optional<ImVec2> tooltipCorner(ImVec2 size, std::initializer_list<ImVec2> corners);
// A tooltip of `text` for the item under the pointer (ImGui's last item), wrapped so that it
// fits on a small screen: below the item, else above it, beside it, or over its middle; not shown
// where each of these would cover a line kept clear.
void tooltip(const char* text);

}  // namespace mancala::app
