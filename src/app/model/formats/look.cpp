#include "app/model/formats/look.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

namespace mancala::app {
namespace {

int hexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::optional<Rgb> parseHex(std::string_view h) {
  if (h.size() != 3 && h.size() != 6) return std::nullopt;
  int v[6] = {};
  for (std::size_t i = 0; i < h.size(); ++i)
    if ((v[i] = hexDigit(h[i])) < 0) return std::nullopt;
  const auto channel = [&](int i) {
    return static_cast<std::uint8_t>(h.size() == 3 ? v[i] * 17 : v[2 * i] * 16 + v[2 * i + 1]);
  };
  return Rgb{channel(0), channel(1), channel(2)};
}

// "r, g, b" or "r g b": three whole numbers from 0 to 255.
std::optional<Rgb> parseChannels(std::string_view s) {
  int values[3] = {};
  int n = 0;
  std::size_t i = 0;
  const auto skip = [&] {
    while (i < s.size() && (s[i] == ' ' || s[i] == ',')) ++i;
  };
  skip();
  while (i < s.size()) {
    if (n == 3 || !std::isdigit(static_cast<unsigned char>(s[i]))) return std::nullopt;
    int v = 0;
    for (int digits = 0; i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])); ++i)
      if (++digits > 3 || (v = v * 10 + (s[i] - '0')) > 255) return std::nullopt;
    values[n++] = v;
    skip();
  }
  if (n != 3) return std::nullopt;
  return Rgb{static_cast<std::uint8_t>(values[0]), static_cast<std::uint8_t>(values[1]),
             static_cast<std::uint8_t>(values[2])};
}

}  // namespace

Look lookOf(ThemeChoice theme, bool systemLight) {
  switch (theme) {
    case ThemeChoice::Contrast: return Look::Contrast;
    case ThemeChoice::Light: return Look::Light;
    case ThemeChoice::Auto: return systemLight ? Look::Light : Look::Classic;
    case ThemeChoice::Classic: break;
  }
  return Look::Classic;
}

std::optional<Rgb> parseCssColour(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  if (!text.empty() && text.front() == '#') return parseHex(text.substr(1));
  std::string lower(text);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower.size() > 5 && lower.compare(0, 4, "rgb(") == 0 && lower.back() == ')')
    return parseChannels(std::string_view(lower).substr(4, lower.size() - 5));
  return std::nullopt;
}

std::string cssColour(Rgb c) {
  char text[8];
  std::snprintf(text, sizeof text, "#%02x%02x%02x", c.r, c.g, c.b);
  return text;
}

double relativeLuminance(Rgb c) {
  const auto lin = [](std::uint8_t v) {
    const double s = v / 255.0;
    return s <= 0.03928 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

double contrastRatio(Rgb a, Rgb b) {
  const double la = relativeLuminance(a), lb = relativeLuminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

LookGrounds lookGrounds(Look look) {
  switch (look) {
    case Look::Light:  // ivory paper, a shade deeper low down; windows a warmer white
      return {{Rgb{251, 247, 238}, Rgb{240, 230, 210}, Rgb{255, 252, 245}},
              Rgb{43, 30, 20},
              Rgb{255, 252, 245}};
    case Look::Contrast:
      return {{Rgb{0, 0, 0}, Rgb{0, 0, 0}, Rgb{0, 0, 0}}, Rgb{0, 0, 0}, Rgb{255, 255, 255}};
    case Look::Classic: break;
  }
  // Dark walnut, from the top down; a window over it.
  return {{Rgb{46, 32, 22}, Rgb{22, 15, 10}, Rgb{34, 23, 16}}, Rgb{38, 24, 12}, Rgb{246, 236, 218}};
}

AccentFit accentFit(Look look, Rgb accent) {
  const LookGrounds g = lookGrounds(look);
  const double dark = contrastRatio(g.darkWords, accent),
               light = contrastRatio(g.lightWords, accent);
  AccentFit fit{dark >= light ? g.darkWords : g.lightWords, std::max(dark, light)};
  for (const Rgb& ground : g.grounds)
    fit.lowest = std::min(fit.lowest, contrastRatio(accent, ground));
  return fit;
}

std::vector<Look> accentLooks(ThemeChoice theme) {
  switch (theme) {
    case ThemeChoice::Light: return {Look::Light};
    case ThemeChoice::Auto: return {Look::Classic, Look::Light};
    case ThemeChoice::Contrast: return {};
    case ThemeChoice::Classic: break;
  }
  return {Look::Classic};
}

}  // namespace mancala::app
