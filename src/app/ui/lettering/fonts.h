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
  // The kiosk's, read from across the room (FontSizes::large): a caption's and a countdown's
  // words, and a warning's title; none elsewhere.
  ImFont* large = nullptr;    // regular
  ImFont* display = nullptr;  // bold
};

// The sizes the fonts are built at: every size `text` times the usual one (a kiosk on a large
// display: its labels drawn at the size they were built at, not scaled up), and the large ones.
struct FontSizes {
  float text = 1.0f;
  bool large = false;
  bool operator==(const FontSizes&) const = default;
};

// The characters the atlas holds, as ImGui glyph ranges (pairs of first and last code point,
// ending with 0). The tests check every text of every language against them.
const unsigned short* fontGlyphRanges();

// Rebuilds the atlas for `pixelScale` physical pixels per logical pixel, so that text is
// sharp on HiDPI screens, at `sizes`.
Fonts loadFonts(float pixelScale, FontSizes sizes = {});
// The sizes the fonts were last built at (loadFonts).
FontSizes builtFontSizes();

}  // namespace mancala::app
