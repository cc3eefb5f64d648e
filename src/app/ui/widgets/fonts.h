// The interface's fonts, compiled in (see cmake/Fonts.cmake).
#pragma once

struct ImFont;

namespace mancala::app {

extern const unsigned char kRegularFont[];
extern const int kRegularFontSize;
extern const unsigned char kBoldFont[];
extern const int kBoldFontSize;

struct Fonts {
  ImFont* body = nullptr;     // running text and widgets
  ImFont* heading = nullptr;  // titles
  ImFont* count = nullptr;    // seed counts on the board (bold, rasterised large)
};

// The characters the atlas holds, as ImGui glyph ranges (pairs of first and last code point,
// ending with 0). The tests check every text of every language against them.
const unsigned short* fontGlyphRanges();

// Rebuilds the atlas for `pixelScale` physical pixels per logical pixel, so that text is
// sharp on HiDPI screens. Logical sizes stay the same.
Fonts loadFonts(float pixelScale);

}  // namespace mancala::app
