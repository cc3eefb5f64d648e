// The interface's languages, and the "How to play" lessons:
//  - every string the code marks (the template xgettext makes at build time) is translated, not
//    fuzzy, in every po/<code>.po, with the same {0} {1} ... placeholders and numbers, and the
//    plural forms each language's Plural-Forms asks for;
//  - no .po file holds a string the code no longer uses;
//  - the rules and culture texts have the same structure and the same numbers in every language;
//  - every character of every text is in the font's glyph ranges (no '?' boxes);
//  - the web build's fetched files (the .mo catalogs, the whole rules texts) read as the
//    embedded ones, and damaged ones are refused without changing anything;
//  - every lesson's move is legal under the core rules and does what its caption says.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "ai/levels.h"
#include "app/model/tutorial.h"
#include "app/text/catalog.h"
#include "app/text/i18n.h"
#include "app/text/rules_text.h"
#include "app/text/text_files.h"
#include "app/ui/fonts.h"
#include "core/match.h"

using namespace mancala;
using namespace mancala::app;

namespace {

const Language kTranslated[] = {Language::French, Language::Spanish, Language::Italian};

std::vector<unsigned> codePoints(std::string_view s) {
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

std::set<std::string> placeholders(std::string_view s) {
  std::set<std::string> out;  // each placeholder may be used once or more
  for (std::size_t i = 0; i + 2 < s.size(); ++i)
    if (s[i] == '{' && s[i + 2] == '}' && s[i + 1] >= '0' && s[i + 1] <= '9')
      out.insert(std::string(s.substr(i, 3)));
  return out;
}

// The numbers written in digits, in order of size (a translation may reorder a sentence).
std::multiset<std::string> numbers(std::string_view s) {
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

bool inGlyphRanges(unsigned cp) {
  if (cp == '\n') return true;
  for (const unsigned short* r = fontGlyphRanges(); r[0]; r += 2)
    if (cp >= r[0] && cp <= r[1]) return true;
  return false;
}

void checkGlyphs(std::string_view text, const std::string& where) {
  for (unsigned cp : codePoints(text)) {
    INFO(where << ": U+" << std::hex << cp << " in \"" << text << "\"");
    CHECK(inGlyphRanges(cp));
  }
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

// Every string of every language's rules and culture texts.
void forEachText(Language l, const std::function<void(std::string_view, const std::string&)>& f) {
  for (Variant v : kAllVariants) {
    const GameTexts& t = gameTexts(v, l);
    const std::string where = std::string(languageCode(l)) + "/" + std::string(variantName(v));
    f(t.summary, where + " summary");
    for (const auto* list : {&t.rules, &t.history})
      for (const RuleSection& s : *list) {
        f(s.title, where + " " + std::string(s.title));
        for (const RuleParagraph& p : s.paragraphs) f(p.text, where + " " + std::string(s.title));
      }
    for (std::string_view s : t.sources) f(s, where + " sources");
  }
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

std::string fileText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST_CASE("a fetched catalog (.cat or .mo) reads as the one built in; a damaged one is refused",
          "[i18n][fetched]") {
  const auto entries = templateEntries();
  REQUIRE(entries.size() > 100);
  for (Language l : kTranslated) {
    for (const char* kind : {".cat", ".mo"}) {
      const std::string code(languageCode(l));
      INFO(code << kind);
      const std::string file =
          fileText(std::filesystem::path(MANCALA_PO_BUILD_DIR) / (code + kind));
      setLanguage(l);
      std::vector<std::string> before;
      for (const CatalogEntry& e : entries) before.emplace_back(tr(e.key));
      const std::string context = trc("heading: which of the three games", "Game");
      const std::string plural = trn("{0} seed", "{0} seeds", 5);
      // Damaged: cut short, a wrong magic number, an offset past the end (the .mo's table of
      // originals; the end of the .cat's first entry), a word of the header past any sense
      // (the .mo's revision, the .cat's count), empty.
      std::string wrongMagic = file;
      wrongMagic[0] = 'x';
      std::string badOffset = file;
      const std::size_t count = static_cast<unsigned char>(file[4]) |
                                static_cast<std::size_t>(static_cast<unsigned char>(file[5])) << 8;
      const std::size_t offsetAt = std::string_view(kind) == ".mo" ? 12 : 8 + 4 * count;
      REQUIRE(offsetAt + 4 < file.size());
      for (std::size_t i = 0; i < 4; ++i) badOffset[offsetAt + i] = '\x7f';
      std::string badCount = file;
      badCount[7] = '\x7f';
      for (const std::string& bad :
           {file.substr(0, file.size() / 2), file.substr(0, file.size() - 1), wrongMagic, badOffset,
            badCount, std::string(), std::string("<html>not found</html>")})
        CHECK_FALSE(loadCatalog(l, bad));
      CHECK(languageReady(l));
      CHECK(currentLanguage() == l);
      REQUIRE(loadCatalog(l, file));
      std::vector<std::string> after;
      for (const CatalogEntry& e : entries) after.emplace_back(tr(e.key));
      CHECK(after == before);
      CHECK(std::string(trc("heading: which of the three games", "Game")) == context);
      CHECK(std::string(trn("{0} seed", "{0} seeds", 5)) == plural);
      CHECK(std::string(trn("{0} seed", "{0} seeds", 1)) != plural);
      CHECK(std::string(tr("a string no catalog has")) == "a string no catalog has");
    }
  }
  setLanguage(Language::English);
  CHECK(std::string(tr("New game")) == "New game");
}

TEST_CASE("a compact catalog holds no English and is smaller than msgfmt's", "[i18n][fetched]") {
  for (Language l : kTranslated) {
    const std::string code(languageCode(l));
    INFO(code);
    const auto dir = std::filesystem::path(MANCALA_PO_BUILD_DIR);
    const std::string compact = fileText(dir / (code + ".cat"));
    const std::string mo = fileText(dir / (code + ".mo"));
    CHECK(compact.size() < mo.size());
    for (const char* english : {"New game", "Undo", "Rules"}) {
      CHECK(mo.find(english) != std::string::npos);
      CHECK(compact.find(english) == std::string::npos);
    }
    CHECK(catalogKeyHash("") == 0x811C9DC5U);  // FNV-1a's offset basis
    CHECK(catalogKeyHash("a") == 0xE40C292CU);
  }
}

TEST_CASE("a fetched rules text reads as the embedded one; another file is refused",
          "[i18n][fetched][rules]") {
  const auto dir = std::filesystem::path(MANCALA_SOURCE_DIR) / "texts";
  const std::string warri = fileText(dir / "fr" / "warri.md");
  const GameTexts& embedded = gameTexts(Variant::Warri, Language::French);
  CHECK(gameTextsState(Variant::Warri, Language::French) == TextsState::Ready);
  const std::size_t clauses = embedded.rules.size(), history = embedded.history.size();
  const std::string summary = embedded.summary;
  CHECK_FALSE(
      loadGameTexts(Variant::Warri, Language::French, fileText(dir / "fr" / "adji-kui-1.md")));
  CHECK_FALSE(loadGameTexts(Variant::Warri, Language::French, "# Warri\nA summary only.\n"));
  CHECK_FALSE(loadGameTexts(Variant::Warri, Language::French, ""));
  CHECK(gameTexts(Variant::Warri, Language::French).summary == summary);
  REQUIRE(loadGameTexts(Variant::Warri, Language::French, warri));
  const GameTexts& fetched = gameTexts(Variant::Warri, Language::French);
  CHECK(fetched.summary == summary);
  CHECK(fetched.rules.size() == clauses);
  CHECK(fetched.history.size() == history);
  CHECK(gameTextsState(Variant::Warri, Language::French) == TextsState::Ready);
}

TEST_CASE("each wanted file is given to the platform once, and again after it failed",
          "[i18n][fetched]") {
  takeWantedFiles();
  wantFile("texts/it/warri.md");
  wantFile("texts/it/warri.md");
  CHECK(takeWantedFiles() == std::vector<std::string>{"texts/it/warri.md"});
  wantFile("texts/it/warri.md");
  CHECK(takeWantedFiles().empty());  // being fetched
  fileFailed("texts/it/warri.md");
  CHECK(gameTextsState(Variant::Warri, Language::Italian) == TextsState::Ready);  // embedded whole
  wantFile("texts/it/warri.md");
  CHECK(takeWantedFiles() == std::vector<std::string>{"texts/it/warri.md"});
  // What is not one of the game's files is refused.
  for (const char* path : {"po/xx.cat", "po/it.mo", "texts/fr/chess.md", "po/fr.txt", "sw.js", ""})
    CHECK_FALSE(fileArrived(path, "anything"));
  CHECK(fileArrived("po/it.cat", fileText(std::filesystem::path(MANCALA_PO_BUILD_DIR) / "it.cat")));
  fileFailed("texts/it/warri.md");
  takeWantedFiles();
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

TEST_CASE("a rules text's Markdown is read into clauses, paragraphs and decisions",
          "[i18n][rules]") {
  const GameTexts t = readGameTexts(
      "# Game\n"
      "The summary, on\ntwo lines.\n"
      "\n"
      "## Rules\n"
      "### 1. First clause {#first}\n"
      "A rule\nin *two* lines.\n"
      "- a bullet\n  that goes on\n"
      "- another\n"
      "\n"
      "> our choice,\n> on two lines\n"
      "\n"
      "Back to text.\n"
      "## History\n"
      "### Where {#where}\n"
      "Prose.\n"
      "## Sources\n"
      "- A book,\n  its city.\n"
      "- A page.\n");
  CHECK(t.problems.empty());
  CHECK(t.title == "Game");
  CHECK(t.summary == "The summary, on two lines.");
  REQUIRE(t.rules.size() == 1);
  CHECK(t.rules[0].id == "first");
  CHECK(t.rules[0].title == "1. First clause");
  using Kind = RuleParagraph::Kind;
  REQUIRE(t.rules[0].paragraphs.size() == 5);
  CHECK(t.rules[0].paragraphs[0].kind == Kind::Text);
  CHECK(t.rules[0].paragraphs[0].text == "A rule in two lines.");
  CHECK(t.rules[0].paragraphs[1].kind == Kind::Bullet);
  CHECK(t.rules[0].paragraphs[1].text == "a bullet that goes on");
  CHECK(t.rules[0].paragraphs[2].text == "another");
  CHECK(t.rules[0].paragraphs[3].kind == Kind::Decision);
  CHECK(t.rules[0].paragraphs[3].text == "our choice, on two lines");
  CHECK(t.rules[0].paragraphs[4].kind == Kind::Text);
  REQUIRE(t.history.size() == 1);
  CHECK(t.history[0].id == "where");
  CHECK(t.sources == std::vector<std::string>{"A book, its city.", "A page."});

  // What the reader cannot place is reported, with its line.
  const GameTexts bad = readGameTexts(
      "# Game\nSummary.\n## Rules\nText before a clause.\n"
      "### No id\nText.\n");
  REQUIRE(bad.problems.size() == 3);
  CHECK(bad.problems[0].rfind("line 4:", 0) == 0);
  CHECK(bad.problems[1].rfind("line 5:", 0) == 0);
}

TEST_CASE("rules and culture texts have the same clauses and decisions in every language",
          "[i18n][rules]") {
  for (Variant v : kAllVariants) {
    for (Language l : kAllLanguages) {
      const auto files = textFiles();
      INFO("texts/" << languageCode(l) << "/" << variantName(v) << ".md");
      CHECK(std::count_if(files.begin(), files.end(), [&](const TextFile& f) {
              return f.game == variantName(v) && f.language == languageCode(l);
            }) == 1);
      const GameTexts& t = gameTexts(v, l);
      std::string problems;
      for (const auto& p : t.problems) problems += "\n  " + p;
      INFO("problems:" << problems);
      CHECK(t.problems.empty());
      CHECK(t.title == variantTitle(v));  // "Warri", capitalised, in every language
      CHECK(!t.summary.empty());
    }
    const GameTexts& en = gameTexts(v, Language::English);
    REQUIRE(!en.rules.empty());
    REQUIRE(!en.history.empty());
    REQUIRE(!en.sources.empty());
    bool hasDecision = false;
    for (const RuleSection& s : en.rules)
      for (const RuleParagraph& p : s.paragraphs)
        hasDecision |= p.kind == RuleParagraph::Kind::Decision;
    CHECK(hasDecision);
    for (Language l : kTranslated) {
      const GameTexts& t = gameTexts(v, l);
      INFO("texts/" << languageCode(l) << "/" << variantName(v) << ".md against texts/en");
      CHECK(numbers(t.summary) == numbers(en.summary));
      REQUIRE(t.rules.size() == en.rules.size());
      REQUIRE(t.history.size() == en.history.size());
      REQUIRE(t.sources.size() == en.sources.size());
      for (std::size_t i = 0; i < t.sources.size(); ++i)
        CHECK(numbers(t.sources[i]) == numbers(en.sources[i]));
      for (const auto& [ours, theirs] :
           {std::pair{&t.rules, &en.rules}, std::pair{&t.history, &en.history}}) {
        for (std::size_t s = 0; s < ours->size(); ++s) {
          const RuleSection& a = (*ours)[s];
          const RuleSection& b = (*theirs)[s];
          INFO("clause {#" << b.id << "} \"" << a.title << "\"");
          CHECK(a.id == b.id);
          CHECK(numbers(a.title) == numbers(b.title));
          REQUIRE(a.paragraphs.size() == b.paragraphs.size());
          for (std::size_t p = 0; p < a.paragraphs.size(); ++p) {
            INFO("paragraph " << p + 1 << ": \"" << b.paragraphs[p].text << "\" / \""
                              << a.paragraphs[p].text << "\"");
            CHECK(a.paragraphs[p].kind == b.paragraphs[p].kind);  // the same decisions
            CHECK(numbers(a.paragraphs[p].text) == numbers(b.paragraphs[p].text));
            CHECK(!a.paragraphs[p].text.empty());
          }
        }
      }
    }
  }
  for (Language l : kAllLanguages) forEachText(l, checkGlyphs);
}

TEST_CASE("every lesson move is legal and does what its caption says", "[tutorial]") {
  const auto& all = lessons();
  std::set<Variant> variants;
  bool capture = false, relay = false, pass = false, purchase = false, grandSlam = false;
  // What the lessons must teach beyond that: Warri's cut (not a grand slam) and feeding, and a
  // chain of captures over three holes in Adji Kui I.
  bool warriCut = false, warriFeeding = false, chainOfThree = false;
  for (const Lesson& lesson : all) {
    INFO("lesson \"" << lesson.title << "\"");
    variants.insert(lesson.rules.variant);
    REQUIRE(lesson.steps.size() >= 2);
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
      const TutorialStep& step = lesson.steps[i];
      INFO("step " << i << ": " << step.caption);
      const Position& pos = step.position;
      CHECK(pos.seedsOnBoard() + pos.captured[0] + pos.captured[1] == kTotalSeeds);
      if (pos.northOwned != kDefaultNorthOwned) purchase = true;
      if (step.move == kNoMove) continue;
      Game game(lesson.rules, pos);
      REQUIRE(game.position() == pos);  // nothing to settle: the position is a game in progress
      REQUIRE(game.isLegal(step.move));
      Trace trace;
      REQUIRE(game.play(step.move, &trace));
      CHECK(trace.size() == step.trace.size());
      const Position& after = game.position();
      const Player mover = pos.toMove;
      int captured = 0, relays = 0, holes = 0;
      bool passed = false, extraTurn = false;
      for (const TraceEvent& e : trace) {
        if (e.kind == TraceEvent::Kind::Capture) {
          captured += e.count;
          ++holes;
        }
        if (e.kind == TraceEvent::Kind::Relay) ++relays;
        if (e.kind == TraceEvent::Kind::Pass) passed = true;
        if (e.kind == TraceEvent::Kind::ExtraTurn) extraTurn = true;
      }
      CHECK(captured == step.effect.captured);
      CHECK(holes == step.effect.holesCaptured);
      CHECK(after.captured[static_cast<std::size_t>(index(mover))] ==
            pos.captured[static_cast<std::size_t>(index(mover))] + step.effect.captured);
      CHECK(relays >= step.effect.relays);
      CHECK((step.effect.relays == 0) == (relays == 0));
      CHECK(passed == step.effect.pass);
      CHECK(extraTurn == step.effect.grandSlam);
      if (step.effect.grandSlam) {
        CHECK(after.toMove == mover);
        CHECK(after.seedsOwnedBy(opponent(mover)) == 0);
      }
      if (step.effect.feeds) {
        CHECK(pos.seedsOwnedBy(opponent(mover)) == 0);
        CHECK(after.seedsOwnedBy(opponent(mover)) > 0);
      }
      CHECK_FALSE(after.over());
      capture |= captured > 0;
      relay |= relays > 0 && captured > 0;
      pass |= passed;
      grandSlam |= extraTurn;
      const Variant v = lesson.rules.variant;
      warriCut |= v == Variant::Warri && captured > 0 && !extraTurn;
      if (v == Variant::Warri && step.effect.feeds)  // a sowable hole refused for not feeding
        for (int h = 0; h < kHoles; ++h)
          if (const auto error = checkMove(lesson.rules, pos, static_cast<Move>(h)))
            warriFeeding |= error->code == MoveErrorCode::MustFeed;
      chainOfThree |= v == Variant::AdjiKui1 && holes >= 3;
      // The next step shows the move's result (unless it sets up a new position).
      if (i + 1 < lesson.steps.size() && lesson.steps[i + 1].position.northOwned == pos.northOwned)
        CHECK(lesson.steps[i + 1].position == after);
    }
  }
  CHECK(variants.size() == 3);
  CHECK(capture);
  CHECK(relay);
  CHECK(pass);
  CHECK(purchase);
  CHECK(grandSlam);
  CHECK(warriCut);
  CHECK(warriFeeding);
  CHECK(chainOfThree);
}

TEST_CASE("the hole purchase lesson is what a match gives", "[tutorial]") {
  const auto& all = lessons();
  const auto it = std::find_if(all.begin(), all.end(), [](const Lesson& l) {
    return std::any_of(l.steps.begin(), l.steps.end(), [](const TutorialStep& s) {
      return s.position.northOwned != kDefaultNorthOwned;
    });
  });
  REQUIRE(it != all.end());
  CHECK(it->rules.variant == Variant::AdjiKui2);
  const Position& finished = it->steps.front().position;
  CHECK(finished.over());
  CHECK(finished.captured[0] == 32);
  CHECK(finished.captured[1] == 16);
  const HoleShares shares = holeShares(32, 16);
  CHECK(shares.holes[0] == 8);
  CHECK(shares.holes[1] == 4);
  const Position& next = it->steps[1].position;
  CHECK(next.owner(6) == Player::South);  // A and B, bought by South
  CHECK(next.owner(7) == Player::South);
  for (int h = 8; h < kHoles; ++h) CHECK(next.owner(h) == Player::North);
  CHECK(next.toMove == Player::South);  // North started the first game
  for (int h = 0; h < kHoles; ++h) CHECK(next.seeds[static_cast<std::size_t>(h)] == kStartSeeds);
  // Only the buyer may sow a bought hole.
  Position northToMove = next;
  northToMove.toMove = Player::North;
  const MoveList northMoves = legalMoves(Rules{Variant::AdjiKui2, false}, northToMove);
  CHECK_FALSE(northMoves.contains(6));
  CHECK_FALSE(northMoves.contains(7));
  CHECK(legalMoves(Rules{Variant::AdjiKui2, false}, next).contains(6));
}
