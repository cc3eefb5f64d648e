// The rules and culture texts: their Markdown read into clauses, paragraphs and decisions, the
// same structure and the same numbers in every language, every character in the font's glyphs.
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "app/text/i18n.h"
#include "app/text/rules_text.h"
#include "app/text/text_files.h"
#include "app_i18n_fixtures.h"

using namespace mancala;
using namespace mancala::app;
using namespace mancala::app::test;

namespace {

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
