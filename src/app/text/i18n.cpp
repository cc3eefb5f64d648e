#include "app/text/i18n.h"

#include <algorithm>
#include <string>
#include <unordered_set>

#include "app/text/catalog.h"

namespace mancala::app {

namespace {
Language gLanguage = Language::English;

const Catalog* catalogOf(Language language) {
  if (language == Language::English) return nullptr;
  for (const Catalog& c : catalogs())
    if (c.code == languageCode(language)) return &c;
  return nullptr;
}

const CatalogEntry* currentEntry(std::string_view key) {
  const Catalog* catalog = catalogOf(gLanguage);
  return catalog ? findEntry(*catalog, key) : nullptr;
}

// The English text when there is no translation: kept so that the pointer stays valid (ImGui
// keeps labels across a frame, and the argument may be a temporary string).
const char* english(std::string_view text) {
  static std::unordered_set<std::string> interned;
  return interned.emplace(text).first->c_str();
}
}  // namespace

const CatalogEntry* findEntry(const Catalog& catalog, std::string_view key) {
  const auto it =
      std::lower_bound(catalog.entries.begin(), catalog.entries.end(), key,
                       [](const CatalogEntry& e, std::string_view k) { return e.key < k; });
  return it != catalog.entries.end() && it->key == key ? &*it : nullptr;
}

std::string_view entryForm(const CatalogEntry& entry, std::size_t n) {
  std::string_view forms = entry.forms;
  for (; n > 0; --n) {
    const std::size_t end = forms.find('\0');
    if (end == std::string_view::npos) break;
    forms.remove_prefix(end + 1);
  }
  return forms.substr(0, forms.find('\0'));
}

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

std::optional<std::string_view> translation(Language language, std::string_view text) {
  if (language == Language::English) return text;
  const Catalog* catalog = catalogOf(language);
  const CatalogEntry* entry = catalog ? findEntry(*catalog, text) : nullptr;
  if (!entry) return std::nullopt;
  return entryForm(*entry, 0);
}

// The forms in the tables end with '\0' (a separator or the end of the literal), so their data
// is a C string.
const char* tr(std::string_view text) {
  const CatalogEntry* entry = currentEntry(text);
  return entry ? entryForm(*entry, 0).data() : english(text);
}

const char* trc(std::string_view context, std::string_view text) {
  std::string key(context);
  key += '\x04';
  key += text;
  const CatalogEntry* entry = currentEntry(key);
  return entry ? entryForm(*entry, 0).data() : english(text);
}

const char* trn(std::string_view singular, std::string_view plural, unsigned long n) {
  if (const Catalog* catalog = catalogOf(gLanguage))
    if (const CatalogEntry* entry = findEntry(*catalog, singular))
      return entryForm(*entry, catalog->plural(n)).data();
  return english(n == 1 ? singular : plural);
}

std::string formatText(std::string_view pattern, std::initializer_list<std::string_view> args) {
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

std::string trf(std::string_view text, std::initializer_list<std::string_view> args) {
  return formatText(tr(text), args);
}

std::string trcf(std::string_view context, std::string_view text,
                 std::initializer_list<std::string_view> args) {
  return formatText(trc(context, text), args);
}

std::string trnf(std::string_view singular, std::string_view plural, unsigned long n,
                 std::initializer_list<std::string_view> args) {
  return formatText(trn(singular, plural, n), args);
}

}  // namespace mancala::app
