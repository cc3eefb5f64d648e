// The interface's languages:
//  - every string the code marks (the template xgettext makes at build time) is translated, not
//    fuzzy, in every po/<code>.po, with the same {0} {1} ... placeholders and numbers, and the
//    plural forms each language's Plural-Forms asks for;
//  - no .po file holds a string the code no longer uses;
//  - every character of every string is in the font's glyph ranges (no '?' boxes).
// The fetched files are in app_i18n_fetched_test.cpp, the rules texts in app_rules_texts_test.cpp,
// the lessons in app_lessons_test.cpp.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "ai/levels.h"
#include "app/text/catalog.h"
#include "app/text/i18n.h"
#include "app/ui/lettering/fonts.h"
#include "app_i18n_fixtures.h"

using namespace mancala;
using namespace mancala::app;
using namespace mancala::app::test;

namespace {

std::set<std::string> placeholders(std::string_view s) {
  std::set<std::string> out;  // each placeholder may be used once or more
  for (std::size_t i = 0; i + 2 < s.size(); ++i)
    if (s[i] == '{' && s[i + 2] == '}' && s[i + 1] >= '0' && s[i + 1] <= '9')
      out.insert(std::string(s.substr(i, 3)));
  return out;
}

const Catalog& catalogOf(Language l) {
  for (const Catalog& c : catalogs())
    if (c.code == languageCode(l)) return c;
  FAIL("no po/" << languageCode(l) << ".po");
  throw;
}

std::vector<std::string_view> forms(const CatalogEntry& e) {
  std::vector<std::string_view> out;
  std::string_view rest = e.forms;
  for (std::size_t end; (end = rest.find('\0')) != std::string_view::npos;
       rest.remove_prefix(end + 1))
    out.push_back(rest.substr(0, end));
  out.push_back(rest);
  return out;
}

// "context | msgid" for the messages.
std::string readable(std::string_view key) {
  std::string out(key);
  const std::size_t at = out.find('\x04');
  if (at != std::string::npos) out.replace(at, 1, " | ");
  return out;
}

const CatalogEntry* templateEntry(std::string_view key) {
  const auto entries = templateEntries();
  const auto it = std::find_if(entries.begin(), entries.end(),
                               [&](const CatalogEntry& e) { return e.key == key; });
  return it == entries.end() ? nullptr : &*it;
}

}  // namespace

TEST_CASE("languages are chosen by code or browser tag", "[i18n]") {
  CHECK(parseLanguage("fr") == Language::French);
  CHECK(parseLanguage("fr-CA") == Language::French);
  CHECK(parseLanguage("es_419") == Language::Spanish);
  CHECK(parseLanguage("IT-it") == Language::Italian);
  CHECK(parseLanguage("en-US") == Language::English);
  CHECK_FALSE(parseLanguage("de-DE").has_value());
  CHECK_FALSE(parseLanguage("").has_value());
  setLanguage(Language::Italian);
  CHECK(std::string(tr("New game")) == "Nuova partita");
  CHECK(trf("Hole {0} is empty.", {"c"}).find('c') != std::string::npos);
  setLanguage(Language::English);
  CHECK(std::string(tr("New game")) == "New game");
  CHECK(std::string(tr("a string nobody translated")) == "a string nobody translated");
}

TEST_CASE("plurals follow each language's Plural-Forms", "[i18n]") {
  auto seeds = [](unsigned long n) {
    return trnf("{0} seed", "{0} seeds", n, {std::to_string(n)});
  };
  setLanguage(Language::English);
  CHECK(seeds(0) == "0 seeds");
  CHECK(seeds(1) == "1 seed");
  CHECK(seeds(2) == "2 seeds");
  setLanguage(Language::French);  // French counts 0 and 1 as singular
  CHECK(seeds(0) == "0 graine");
  CHECK(seeds(1) == "1 graine");
  CHECK(seeds(2) == "2 graines");
  setLanguage(Language::Spanish);
  CHECK(seeds(0) == "0 semillas");
  CHECK(seeds(1) == "1 semilla");
  setLanguage(Language::Italian);
  CHECK(seeds(1) == "1 seme");
  CHECK(seeds(7) == "7 semi");
  setLanguage(Language::English);
  for (const Catalog& c : catalogs()) {
    INFO(c.code);
    for (unsigned long n = 0; n < 200; ++n)
      CHECK(c.plural(n) < static_cast<unsigned long>(c.pluralCount));
  }
}

TEST_CASE("a context tells one English word's meanings apart", "[i18n]") {
  setLanguage(Language::French);
  const std::string game = trc("heading: which of the three games", "Game");
  const std::string skip = trc("button: skip the move's animation", "Skip");
  CHECK(game == "Jeu");
  CHECK(skip != "Skip");
  CHECK(std::string(trc("a context nobody wrote", "Skip")) == "Skip");  // English, not a guess
  setLanguage(Language::English);
  CHECK(std::string(trc("heading: which of the three games", "Game")) == "Game");
}

TEST_CASE("every marked string of the interface is translated and not fuzzy", "[i18n]") {
  const auto entries = templateEntries();
  REQUIRE(entries.size() > 100);
  for (Language l : kTranslated) {
    const Catalog& catalog = catalogOf(l);
    std::vector<std::string> missing;
    for (const CatalogEntry& e : entries) {
      const CatalogEntry* t = findEntry(catalog, e.key);
      if (!t) {
        missing.push_back(readable(e.key));
        continue;
      }
      const bool plural = forms(e).size() > 1;
      INFO("po/" << catalog.code << ".po: \"" << readable(e.key) << "\"");
      CHECK(forms(*t).size() == (plural ? static_cast<std::size_t>(catalog.pluralCount) : 1u));
      for (std::string_view f : forms(*t)) CHECK(!f.empty());
    }
    std::string list;
    for (const auto& m : missing) list += "\n  \"" + m + "\"";
    // msgfmt leaves fuzzy and untranslated entries out of the tables: both show up here.
    INFO("po/" << catalog.code << ".po: " << missing.size()
               << " strings untranslated or fuzzy (docs/LANGUAGES.md):" << list);
    CHECK(missing.empty());
  }
}

TEST_CASE("the computer's level names and descriptions are translated", "[i18n]") {
  for (Language l : kTranslated)
    for (ai::Level level : ai::kAllLevels) {
      INFO(languageCode(l) << ": " << ai::levelName(level));
      CHECK(translation(l, ai::levelName(level)).has_value());
      CHECK(translation(l, ai::levelDescription(level)).has_value());
    }
}

TEST_CASE("translations keep the placeholders and are all used", "[i18n]") {
  for (Language l : kTranslated) {
    const Catalog& catalog = catalogOf(l);
    for (const CatalogEntry& t : catalog.entries) {
      INFO("po/" << catalog.code << ".po: \"" << readable(t.key) << "\" -> \"" << t.forms << "\"");
      const CatalogEntry* e = templateEntry(t.key);
      CHECK(e != nullptr);  // a stale entry: the code no longer uses it
      if (!e) continue;
      const std::vector<std::string_view> english = forms(*e);
      for (std::string_view f : forms(t)) {
        // Every form says the same thing for its numbers: the English plural's placeholders.
        CHECK(placeholders(f) == placeholders(english.back()));
        CHECK(numbers(f) == numbers(english.back()));
        checkGlyphs(f, "po/" + std::string(catalog.code) + ".po");
      }
    }
  }
  for (const CatalogEntry& e : templateEntries())
    for (std::string_view f : forms(e)) checkGlyphs(f, "po/mancala.pot");
}

TEST_CASE("the font's glyph ranges match the subset made at build time", "[i18n]") {
  std::ifstream in(std::filesystem::path(MANCALA_SOURCE_DIR) / "cmake" / "Fonts.cmake");
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string cmake = buffer.str();
  const std::string key = "set(MANCALA_FONT_UNICODES \"";
  const std::size_t at = cmake.find(key);
  REQUIRE(at != std::string::npos);
  const std::string list =
      cmake.substr(at + key.size(), cmake.find('"', at + key.size()) - at - key.size());
  std::set<unsigned> subset;
  std::stringstream items(list);
  for (std::string item; std::getline(items, item, ',');) {
    REQUIRE(item.rfind("U+", 0) == 0);
    const std::size_t dash = item.find('-');
    const unsigned first = static_cast<unsigned>(std::stoul(item.substr(2, dash - 2), nullptr, 16));
    const unsigned last =
        dash == std::string::npos
            ? first
            : static_cast<unsigned>(std::stoul(item.substr(dash + 1), nullptr, 16));
    for (unsigned cp = first; cp <= last; ++cp) subset.insert(cp);
  }
  std::set<unsigned> atlas;
  for (const unsigned short* r = fontGlyphRanges(); r[0]; r += 2)
    for (unsigned cp = r[0]; cp <= r[1]; ++cp)
      if (cp < 0x7F || cp > 0x9F) atlas.insert(cp);  // control characters have no glyph
  CHECK(atlas == subset);
  // What French, Spanish and Italian need beyond ASCII.
  for (unsigned cp :
       codePoints("éèêëàâçîïôùûüÿœŒÉÀÇñÑ¿¡áíóúòìÒÌÙ«»\u00a0\u2019\u201c\u201d\u2013\u2014\u2026"))
    CHECK(inGlyphRanges(cp));
}
