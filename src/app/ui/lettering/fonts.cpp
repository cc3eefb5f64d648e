#include "app/ui/lettering/fonts.h"

#include "imgui.h"

namespace mancala::app {
namespace {

// Keep in sync with MANCALA_FONT_UNICODES in cmake/Fonts.cmake. Basic Latin and Latin-1 (the
// accents of French, Spanish and Italian, ¿ ¡ « »), œ and Œ from Latin Extended-A, typographic
// quotes, dashes, the bullet, the ellipsis, arrows and the check mark; the toolbar's icons
// (icons.h): information, undo and redo, again, skip, the menu's bars, the gear and the cross.
const ImWchar kGlyphRanges[] = {0x0020, 0x00FF, 0x0152, 0x0153, 0x2013, 0x2014, 0x2018, 0x201E,
                                0x2022, 0x2022, 0x2026, 0x2026, 0x2139, 0x2139, 0x2190, 0x2193,
                                0x21B6, 0x21B7, 0x21BB, 0x21BB, 0x21E5, 0x21E5, 0x2630, 0x2630,
                                0x2699, 0x2699, 0x2713, 0x2713, 0x271A, 0x271A, 0};
static_assert(sizeof(ImWchar) == sizeof(unsigned short), "ImWchar is 16 bits wide");

// `oversample`: glyphs rasterised that many times wider, for positions between pixels. The body
// text needs it on a screen of one or one and a half pixels per CSS pixel; the large sizes, and
// every size on a screen of two or more (a phone's), look the same without, and rasterise in half
// the time.
ImFont* add(const unsigned char* data, int size, float pixels, float scale, int oversample) {
  ImFontConfig config;
  config.FontDataOwnedByAtlas = false;  // the data is static
  config.OversampleH = scale >= 2.0f ? 1 : oversample;
  config.OversampleV = 1;
  config.PixelSnapH = false;
  // ImGui takes a non-const pointer but does not write through it when it does not own it.
  return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), size,
                                                    pixels * scale, &config, kGlyphRanges);
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
  Fonts fonts;
  fonts.body = add(kRegularFont, kRegularFontSize, 17.0f * t, scale, 2);
  fonts.heading = add(kBoldFont, kBoldFontSize, 24.0f * t, scale, 1);
  fonts.count = add(kBoldFont, kBoldFontSize, 30.0f * t, scale, 1);
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
