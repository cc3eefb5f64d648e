#include "app/text/rules_text.h"

namespace mancala::app {

const GameTexts& gameTexts(Variant v, Language language) {
  switch (language) {
    case Language::French: return frenchTexts(v);
    case Language::Spanish: return spanishTexts(v);
    case Language::Italian: return italianTexts(v);
    case Language::English: break;
  }
  return englishTexts(v);
}

const GameTexts& gameTexts(Variant v) { return gameTexts(v, currentLanguage()); }

std::string_view gameSummary(Variant v) { return gameTexts(v).summary; }

}  // namespace mancala::app
