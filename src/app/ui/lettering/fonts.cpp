#include "app/ui/lettering/fonts.h"

#include "imgui.h"

namespace mancala::app {
namespace {

// Keep in sync with MANCALA_FONT_UNICODES in cmake/Fonts.cmake: the characters the texts use,
// since each is rasterised at three sizes before the first frame. Basic Latin; Latin-1's letters
// (the accents of French, Spanish and Italian; ×) and signs no-break space, ¡ ¿ « » and the middle
// dot; œ and Œ; the apostrophe and the quotes ’ “ ”, the dashes, the bullet, the ellipsis, the
// arrow → and the check mark; the toolbar's icons (icons.h): information, undo and redo, again,
// skip, the menu's bars, the gear and the cross.
const ImWchar kGlyphRanges[] = {
    0x0020, 0x007E, 0x00A0, 0x00A1, 0x00AB, 0x00AB, 0x00B7, 0x00B7, 0x00BB, 0x00BB, 0x00BF,
    0x00FF, 0x0152, 0x0153, 0x2013, 0x2014, 0x2019, 0x2019, 0x201C, 0x201D, 0x2022, 0x2022,
    0x2026, 0x2026, 0x2139, 0x2139, 0x2192, 0x2192, 0x21B6, 0x21B7, 0x21BB, 0x21BB, 0x21E5,
    0x21E5, 0x2630, 0x2630, 0x2699, 0x2699, 0x2713, 0x2713, 0x271A, 0x271A, 0};
// The board's count font (Fonts::count), the atlas's largest, writes only numbers, the holes'
// letters and one word on a badge ("relay", "skipped" in the player's language): letters alone.
const ImWchar kCountGlyphRanges[] = {0x0020, 0x007E, 0x00C0, 0x00FF, 0x0152, 0x0153, 0};
static_assert(sizeof(ImWchar) == sizeof(unsigned short), "ImWchar is 16 bits wide");

// `oversample`: glyphs rasterised that many times wider, for positions between pixels. The body
// text needs it on a screen of one or one and a half pixels per CSS pixel; the large sizes, and
// every size on a screen of two or more (a phone's), look the same without, and rasterise in half
// the time.
ImFont* add(const unsigned char* data, int size, float pixels, float scale, int oversample,
            const ImWchar* ranges = kGlyphRanges) {
  ImFontConfig config;
  config.FontDataOwnedByAtlas = false;  // the data is static
  config.OversampleH = scale >= 2.0f ? 1 : oversample;
  config.OversampleV = 1;
  config.PixelSnapH = false;
  // ImGui takes a non-const pointer but does not write through it when it does not own it.
  return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), size,
                                                    pixels * scale, &config, ranges);
}

}  // namespace

const unsigned short* fontGlyphRanges() { return kGlyphRanges; }

namespace {
FontSizes built;
}  // namespace

FontSizes builtFontSizes() { return built; }

Fonts loadFonts(float pixelScale, FontSizes sizes) {
  const float scale = pixelScale < 1.0f ? 1.0f : pixelScale;
  const float t = sizes.text;
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // The atlas as high as its glyphs need, not rounded up to a power of two (WebGL 2 and OpenGL 3
  // take any size): fewer bytes to clear and to send to the GPU. No mouse cursors in it: the
  // system draws the pointer (io.MouseDrawCursor stays off).
  io.Fonts->Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight | ImFontAtlasFlags_NoMouseCursors;
  Fonts fonts;
  fonts.body = add(kRegularFont, kRegularFontSize, 17.0f * t, scale, 2);
  fonts.heading = add(kBoldFont, kBoldFontSize, 24.0f * t, scale, 1);
  fonts.count = add(kBoldFont, kBoldFontSize, 30.0f * t, scale, 1, kCountGlyphRanges);
  if (sizes.large) {
    fonts.large = add(kRegularFont, kRegularFontSize, 28.0f * t, scale, 1);
    fonts.display = add(kBoldFont, kBoldFontSize, 44.0f * t, scale, 1);
  }
  io.Fonts->Build();
  io.FontGlobalScale = 1.0f / scale;
  io.FontDefault = fonts.body;
  built = sizes;
  return fonts;
}

}  // namespace mancala::app
