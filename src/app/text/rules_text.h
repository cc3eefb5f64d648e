// The rules and culture texts of each game, in every language, clause by clause as in
// RULES.md. Each language's texts live in rules_text_<code>.cpp with the same structure (the
// tests compare them): documented rules and the project's own decisions are separate
// paragraphs, so that the rules panel can mark the decisions as such.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "app/text/i18n.h"
#include "core/types.h"

namespace mancala::app {

struct RuleParagraph {
  enum class Kind : std::uint8_t {
    Text,      // a documented rule, or plain prose
    Bullet,    // an item of the list the previous paragraph announces
    Decision,  // where the documents are silent or ambiguous: the project's choice
  };
  Kind kind = Kind::Text;
  std::string_view text;
};

struct RuleSection {
  std::string_view title;
  std::vector<RuleParagraph> paragraphs;
};

struct GameTexts {
  std::string_view summary;          // one line for the start screen
  std::vector<RuleSection> rules;    // the board, then the clauses as numbered in RULES.md
  std::vector<RuleSection> history;  // the game's people and history
  std::vector<std::string_view> sources;
};

const GameTexts& gameTexts(Variant v, Language language);
// In the current language.
const GameTexts& gameTexts(Variant v);
std::string_view gameSummary(Variant v);

// One table per language (rules_text_<code>.cpp).
const GameTexts& englishTexts(Variant v);
const GameTexts& frenchTexts(Variant v);
const GameTexts& spanishTexts(Variant v);
const GameTexts& italianTexts(Variant v);

}  // namespace mancala::app
