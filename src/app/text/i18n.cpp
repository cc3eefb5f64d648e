#include "app/text/i18n.h"

#include <string>
#include <unordered_map>

#include "app/text/translations.h"

namespace mancala::app {

namespace {
Language gLanguage = Language::English;

const TranslationTable* tableOf(Language language) {
  switch (language) {
    case Language::French: return &frenchTable();
    case Language::Spanish: return &spanishTable();
    case Language::Italian: return &italianTable();
    case Language::English: break;
  }
  return nullptr;
}
}  // namespace

Language currentLanguage() { return gLanguage; }
void setLanguage(Language language) { gLanguage = language; }

std::optional<Language> parseLanguage(std::string_view tag) {
  const std::string_view primary = tag.substr(0, tag.find_first_of("-_"));
  std::string lower(primary);
  for (char& c : lower) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  for (Language l : kAllLanguages)
    if (languageCode(l) == lower) return l;
  return std::nullopt;
}

std::string_view languageCode(Language language) {
  switch (language) {
    case Language::French: return "fr";
    case Language::Spanish: return "es";
    case Language::Italian: return "it";
    case Language::English: break;
  }
  return "en";
}

std::string_view languageName(Language language) {
  switch (language) {
    case Language::French: return "Français";
    case Language::Spanish: return "Español";
    case Language::Italian: return "Italiano";
    case Language::English: break;
  }
  return "English";
}

std::optional<std::string_view> translation(Language language, std::string_view english) {
  const TranslationTable* table = tableOf(language);
  if (!table) return english;
  const auto it = table->find(english);
  if (it == table->end()) return std::nullopt;
  return it->second;
}

const char* tr(std::string_view english) {
  // Results are interned so the pointer stays valid (ImGui keeps labels across a frame).
  static std::unordered_map<std::string, std::string> interned;
  const auto text = translation(gLanguage, english).value_or(english);
  auto [it, inserted] =
      interned.try_emplace(std::string(english) + '\x1f' + std::string(languageCode(gLanguage)));
  if (inserted) it->second = std::string(text);
  return it->second.c_str();
}

std::string trf(std::string_view english, std::initializer_list<std::string_view> args) {
  const std::string_view pattern = tr(english);
  std::string out;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' &&
        pattern[i + 1] >= '0' && pattern[i + 1] <= '9') {
      const std::size_t n = static_cast<std::size_t>(pattern[i + 1] - '0');
      if (n < args.size()) out += *(args.begin() + n);
      i += 2;
    } else {
      out += pattern[i];
    }
  }
  return out;
}

}  // namespace mancala::app
