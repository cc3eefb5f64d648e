// What the tests of the languages and texts share (app_i18n_test.cpp, app_i18n_fetched_test.cpp,
// app_rules_texts_test.cpp): the translated languages, the numbers a text writes, and the check
// that every character of a text has a glyph in the font.
#pragma once

#include <catch2/catch.hpp>
#include <cctype>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "app/text/i18n.h"
#include "app/ui/lettering/fonts.h"

namespace mancala::app::test {

inline constexpr Language kTranslated[] = {Language::French, Language::Spanish, Language::Italian};

inline std::vector<unsigned> codePoints(std::string_view s) {
  std::vector<unsigned> out;
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    int extra = c < 0x80 ? 0 : c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
    unsigned cp = extra == 0   ? c
                  : extra == 1 ? (c & 0x1Fu)
                  : extra == 2 ? (c & 0x0Fu)
                               : (c & 0x07u);
    for (int k = 1; k <= extra && i + static_cast<std::size_t>(k) < s.size(); ++k)
      cp = (cp << 6) | (static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]) & 0x3Fu);
    out.push_back(cp);
    i += static_cast<std::size_t>(extra) + 1;
  }
  return out;
}

// The numbers written in digits, in order of size (a translation may reorder a sentence).
inline std::multiset<std::string> numbers(std::string_view s) {
  std::multiset<std::string> out;
  for (std::size_t i = 0; i < s.size();) {
    if (std::isdigit(static_cast<unsigned char>(s[i]))) {
      std::size_t j = i;
      while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) ++j;
      out.insert(std::string(s.substr(i, j - i)));
      i = j;
    } else {
      ++i;
    }
  }
  return out;
}

inline bool inGlyphRanges(unsigned cp) {
  if (cp == '\n') return true;
  for (const unsigned short* r = fontGlyphRanges(); r[0]; r += 2)
    if (cp >= r[0] && cp <= r[1]) return true;
  return false;
}

inline void checkGlyphs(std::string_view text, const std::string& where) {
  for (unsigned cp : codePoints(text)) {
    INFO(where << ": U+" << std::hex << cp << " in \"" << text << "\"");
    CHECK(inGlyphRanges(cp));
  }
}

}  // namespace mancala::app::test
