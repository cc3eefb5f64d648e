// Colours and the ImGui style, one palette per look (model/formats/look.h), chosen at run time
// with setLook: classic (warm wood on dark walnut, ivory text, a gold accent), light (the same
// wood on an ivory ground, dark brown text, a deep amber accent) or high contrast (black, white
// and yellow, thicker marks). A page's accent colour takes the primary button and the focus ring.
#pragma once

#include <optional>

#include "app/model/formats/look.h"
#include "imgui.h"

namespace mancala::app::theme {

inline constexpr ImU32 rgba(int r, int g, int b, int a = 255) {
  return static_cast<ImU32>(r) | static_cast<ImU32>(g) << 8 | static_cast<ImU32>(b) << 16 |
         static_cast<ImU32>(a) << 24;
}

inline ImU32 kBackgroundTop = rgba(46, 32, 22);
inline ImU32 kBackgroundBottom = rgba(22, 15, 10);
inline ImU32 kWoodLight = rgba(196, 132, 72);
inline ImU32 kWoodDark = rgba(134, 78, 36);
inline ImU32 kWoodEdge = rgba(84, 46, 20);
inline ImU32 kGrain = rgba(92, 50, 20, 60);
inline ImU32 kHoleDeep = rgba(58, 32, 14);
inline ImU32 kHoleRim = rgba(110, 62, 28);
inline ImU32 kText = rgba(246, 236, 218);
inline ImU32 kTextDim = rgba(200, 184, 160);
inline ImU32 kAccent = rgba(255, 204, 92);
inline ImU32 kAccentHover = rgba(255, 222, 150);  // a primary button under the pointer
inline ImU32 kOnAccent = rgba(38, 24, 12);        // text on the accent colour
inline ImU32 kCardChosen = rgba(92, 58, 30);      // the start screen's game chosen
inline ImU32 kCardEdge = rgba(140, 106, 72);      // a card's edge: 3:1 against the background
inline ImU32 kCardHover = rgba(64, 44, 28);       // a card under the pointer
inline ImU32 kCapture = rgba(255, 96, 56);
inline ImU32 kRelay = rgba(120, 200, 255);
inline ImU32 kWarning = rgba(255, 180, 110);
inline ImU32 kSouth = rgba(250, 240, 215);  // ivory
inline ImU32 kNorth = rgba(40, 28, 22);     // ebony
inline ImU32 kBadge = rgba(30, 18, 10, 215);
inline ImU32 kGood = rgba(140, 220, 140);     // the review's best move
inline ImU32 kCaution = rgba(240, 220, 110);  // the review's inaccuracy
// The primary button (Play, Start) and the focus ring: the look's accent, or the page's.
inline ImU32 kPrimary = rgba(255, 204, 92);
inline ImU32 kPrimaryHover = rgba(255, 222, 150);
inline ImU32 kOnPrimary = rgba(38, 24, 12);
inline ImU32 kFocusRing = rgba(255, 232, 0);
inline ImU32 kFocusRingEdge = rgba(0, 0, 0);  // the band around the ring
// On the board, which is the same wood in the classic and the light looks: its words, badges
// and marks.
inline ImU32 kBoardText = rgba(246, 236, 218);
inline ImU32 kBoardDim = rgba(200, 184, 160);
inline ImU32 kBoardAccent = rgba(255, 204, 92);
inline ImU32 kBoardBadge = rgba(30, 18, 10, 215);
inline ImU32 kBoardCapture = rgba(255, 96, 56);
inline ImU32 kBoardRelay = rgba(120, 200, 255);
inline ImU32 kBoardShadow = rgba(0, 0, 0, 52);  // the board's shadow on the ground

void applyStyle();

// Switches the palette (the colours above and ImGui's style) and re-applies the style; the
// page's accent, where given, for the primary button and the focus ring (the model keeps it
// only where it fits the look: accentFit).
void setLook(Look look, std::optional<Rgb> accent = std::nullopt);
Look look();
// setLook(Contrast) or setLook(Classic).
void setHighContrast(bool on);
bool highContrast();
// Controls sized for a finger (the page's pointer is coarse: a touch screen), kept across the
// palette's switch.
void setFingerSized(bool on);
bool fingerSized();

}  // namespace mancala::app::theme
