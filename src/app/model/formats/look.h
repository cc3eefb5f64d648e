// The game's looks as data: the classic dark wood, the light one (the same wood on an ivory
// ground) and high contrast; the grounds that a page's accent colour sits on, and the check that
// keeps it readable (4.5:1, WCAG 2.1's 1.4.3, against each of them). Pure: the ui's palette
// (ui/widgets/theme.h) takes its grounds from here, so that the check and the screen agree.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mancala::app {

// The theme= of the address: a look, or auto (the visitor's system's light or dark).
enum class ThemeChoice : std::uint8_t { Classic, Contrast, Light, Auto };
// The look shown.
enum class Look : std::uint8_t { Classic, Light, Contrast };

// The look that `theme` shows while the system asks for a light (or a dark) scheme.
Look lookOf(ThemeChoice theme, bool systemLight);

struct Rgb {
  std::uint8_t r = 0, g = 0, b = 0;
  bool operator==(const Rgb&) const = default;
};

// A CSS colour as a page writes it: #rgb, #rrggbb, rgb(r, g, b) or rgb(r g b) (0-255 each).
std::optional<Rgb> parseCssColour(std::string_view text);
std::string cssColour(Rgb c);  // "#rrggbb"

double relativeLuminance(Rgb c);     // WCAG 2.1
double contrastRatio(Rgb a, Rgb b);  // 1 to 21

// What a look's primary button and focus ring sit on: its ground from top to bottom and its
// windows; the words a button may carry (dark, light).
struct LookGrounds {
  std::array<Rgb, 3> grounds;
  Rgb darkWords, lightWords;
};
LookGrounds lookGrounds(Look look);

inline constexpr double kTextContrast = 4.5;

// The accent shown in `look`: the words its primary button carries (the darker or the lighter,
// whichever reads better), and the lowest contrast found, against the grounds or of the words.
struct AccentFit {
  Rgb words;
  double lowest = 0;
  bool fits() const { return lowest >= kTextContrast; }
};
AccentFit accentFit(Look look, Rgb accent);

// The looks `theme` may show (auto: both the light and the dark); high contrast keeps its own
// yellow, so none.
std::vector<Look> accentLooks(ThemeChoice theme);

}  // namespace mancala::app
