#include "app/model/common/kiosk_options.h"

#include <optional>

#include "app/model/common/url_params.h"
#include "app/model/words/problem_text.h"

namespace mancala::app {
namespace {

// A number from `low` to `high` (digits and at most one point: "45", "2.5"), or nothing.
std::optional<double> number(std::string_view text, double low, double high) {
  if (text.empty() || text.size() > 12) return std::nullopt;
  double v = 0, scale = 0;  // scale: the value of the next digit after the point
  for (const char c : text) {
    if (c == '.' && scale == 0) {
      scale = 0.1;
    } else if (c >= '0' && c <= '9') {
      if (scale == 0) {
        v = v * 10 + (c - '0');
      } else {
        v += (c - '0') * scale;
        scale /= 10;
      }
    } else {
      return std::nullopt;
    }
  }
  if (!(v >= low && v <= high)) return std::nullopt;
  return v;
}

std::string excerpt(std::string_view s) {
  constexpr std::size_t kMax = 24;
  if (s.size() <= kMax) return std::string(s);
  std::size_t cut = kMax;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;  // whole letters
  return std::string(s.substr(0, cut)) + "\u2026";
}

}  // namespace

KioskOptions parseKioskOptions(std::string_view query) {
  KioskOptions k;
  if (query.starts_with('?')) query.remove_prefix(1);
  std::size_t start = 0;
  while (start <= query.size()) {
    const std::size_t amp = query.find('&', start);
    const std::string_view pair =
        query.substr(start, amp == std::string_view::npos ? amp : amp - start);
    const std::size_t eq = pair.find('=');
    const std::string_view key = pair.substr(0, eq);
    const std::string value = eq == std::string_view::npos
                                  ? std::string()
                                  : percentDecode(pair.substr(eq + 1), true).value_or("\x01");
    auto bad = [&](const std::string& expected) {
      k.errors.push_back(addressValueText(excerpt(key), excerpt(value), expected));
    };
    if (key == "kiosk") {
      if (value == "1" || value == "on" || value == "yes" || value == "true")
        k.on = true;
      else if (!(value == "0" || value == "off" || value == "no" || value == "false"))
        bad("0, 1");
    } else if (key == "idle") {
      if (const auto v = number(value, 10, 3600))
        k.idleSeconds = *v;
      else
        bad(expectedSecondsText(10, 3600));
    } else if (key == "kioskpace") {
      if (const auto v = number(value, 1, 100))
        k.pace = *v;
      else
        bad(expectedNumberText(1, 100));
    }
    if (amp == std::string_view::npos) break;
    start = amp + 1;
  }
  if (!k.on) k.errors.clear();  // only the kiosk reads them
  return k;
}

}  // namespace mancala::app
