#include "app/text/i18n.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "app/text/catalog.h"
#include "app/text/text_files.h"

namespace mancala::app {

namespace {
Language gLanguage = Language::English;
std::optional<Language> gPending;
std::optional<Language> gFailed;

// A catalog read from a file: the file's bytes, and the entries that point into them (with the
// hashes of their keys for a compact catalog).
struct LoadedCatalog {
  std::string mo;
  std::vector<CatalogEntry> entries;
  std::vector<std::uint32_t> keyHashes;
  Catalog catalog;
};
std::array<std::unique_ptr<LoadedCatalog>, std::size(kAllLanguages)> gLoaded;

const Catalog* builtInCatalog(Language language) {
  for (const Catalog& c : catalogs())
    if (c.code == languageCode(language)) return &c;
  return nullptr;
}

const Catalog* catalogOf(Language language) {
  if (language == Language::English) return nullptr;
  if (const auto& loaded = gLoaded[static_cast<std::size_t>(language)]) return &loaded->catalog;
  return builtInCatalog(language);
}

std::string catalogPath(Language language) {
  return "po/" + std::string(languageCode(language)) + ".cat";
}

std::uint32_t littleWord(std::string_view bytes, std::size_t at) {
  auto byte = [&](std::size_t i) {
    return static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + i]));
  };
  return byte(0) | byte(1) << 8 | byte(2) << 16 | byte(3) << 24;
}

// A compact catalog (cmake/po_catalogs.py): "MNCT", the number of entries N, N hashes of keys in
// increasing order, N offsets where each entry's forms end in the text that follows (each entry's
// forms separated by NULs, each entry followed by a NUL). Every word little-endian.
struct CompactEntries {
  std::vector<CatalogEntry> entries;
  std::vector<std::uint32_t> keyHashes;
};
std::optional<CompactEntries> readCompact(std::string_view file) {
  if (file.size() < 8 || file.substr(0, 4) != "MNCT") return std::nullopt;
  const std::size_t count = littleWord(file, 4);
  if (count == 0 || count > (file.size() - 8) / 8) return std::nullopt;
  const std::size_t hashesAt = 8, endsAt = hashesAt + 4 * count, textAt = endsAt + 4 * count;
  const std::string_view text = file.substr(textAt);
  CompactEntries out;
  std::size_t start = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const std::uint32_t hash = littleWord(file, hashesAt + 4 * i);
    const std::size_t end = littleWord(file, endsAt + 4 * i);
    if ((i > 0 && hash <= out.keyHashes.back()) || end <= start || end > text.size() ||
        text[end - 1] != '\0')
      return std::nullopt;
    out.keyHashes.push_back(hash);
    out.entries.push_back({{}, text.substr(start, end - 1 - start)});
    start = end;
  }
  if (start != text.size()) return std::nullopt;
  return out;
}

// The .mo format (GNU gettext): a header of 32-bit words (magic, revision, count, offset of the
// originals' table, offset of the translations' table), then two tables of {length, offset};
// each string is followed by a NUL. A plural original is "singular\0plural", a plural
// translation its forms separated by NULs, a context "context\x04msgid".
std::optional<std::vector<CatalogEntry>> readMo(std::string_view mo) {
  if (mo.size() < 20) return std::nullopt;
  auto byte = [&](std::size_t at) {
    return static_cast<std::uint32_t>(static_cast<unsigned char>(mo[at]));
  };
  const std::uint32_t magic = byte(0) | byte(1) << 8 | byte(2) << 16 | byte(3) << 24;
  bool little;
  if (magic == 0x950412deU)
    little = true;
  else if (magic == 0xde120495U)
    little = false;
  else
    return std::nullopt;
  auto word = [&](std::size_t at) -> std::optional<std::uint32_t> {
    if (at > mo.size() || mo.size() - at < 4) return std::nullopt;
    return little ? byte(at) | byte(at + 1) << 8 | byte(at + 2) << 16 | byte(at + 3) << 24
                  : byte(at + 3) | byte(at + 2) << 8 | byte(at + 1) << 16 | byte(at) << 24;
  };
  const auto revision = word(4), count = word(8), originals = word(12), translations = word(16);
  if (!revision || (*revision >> 16) != 0 || !count || *count > mo.size() / 16) return std::nullopt;
  auto string = [&](std::uint32_t table, std::uint32_t i) -> std::optional<std::string_view> {
    const std::size_t at = static_cast<std::size_t>(table) + static_cast<std::size_t>(i) * 8;
    const auto length = word(at), offset = word(at + 4);
    if (!length || !offset || *offset >= mo.size() || mo.size() - *offset <= *length ||
        mo[*offset + *length] != '\0')
      return std::nullopt;
    return mo.substr(*offset, *length);
  };
  std::vector<CatalogEntry> entries;
  for (std::uint32_t i = 0; i < *count; ++i) {
    const auto original = string(*originals, i), translation = string(*translations, i);
    if (!original || !translation) return std::nullopt;
    if (original->empty()) continue;  // the header
    entries.push_back({original->substr(0, original->find('\0')), *translation});
  }
  std::sort(entries.begin(), entries.end(),
            [](const CatalogEntry& a, const CatalogEntry& b) { return a.key < b.key; });
  return entries;
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

std::uint32_t catalogKeyHash(std::string_view key) {
  std::uint32_t h = 0x811C9DC5U;
  for (char c : key) h = (h ^ static_cast<unsigned char>(c)) * 0x01000193U;
  return h;
}

const CatalogEntry* findEntry(const Catalog& catalog, std::string_view key) {
  if (!catalog.keyHashes.empty()) {
    const std::uint32_t hash = catalogKeyHash(key);
    const auto it = std::lower_bound(catalog.keyHashes.begin(), catalog.keyHashes.end(), hash);
    if (it == catalog.keyHashes.end() || *it != hash) return nullptr;
    return &catalog.entries[static_cast<std::size_t>(it - catalog.keyHashes.begin())];
  }
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

void setLanguage(Language language) {
  gFailed.reset();
  if (languageReady(language)) {
    gLanguage = language;
    gPending.reset();
    return;
  }
  gPending = language;
  wantFile(catalogPath(language));
}

bool languageReady(Language language) {
  const Catalog* catalog = catalogOf(language);
  return !catalog || !catalog->entries.empty();
}

std::optional<Language> pendingLanguage() { return gPending; }
std::optional<Language> failedLanguage() { return gFailed; }

bool loadCatalog(Language language, std::string mo) {
  const Catalog* builtIn = builtInCatalog(language);
  if (!builtIn) return false;
  auto loaded = std::make_unique<LoadedCatalog>();
  loaded->mo = std::move(mo);
  if (auto compact = readCompact(loaded->mo)) {
    loaded->entries = std::move(compact->entries);
    loaded->keyHashes = std::move(compact->keyHashes);
  } else {
    auto entries = readMo(loaded->mo);
    if (!entries || entries->empty()) return false;
    loaded->entries = std::move(*entries);
  }
  loaded->catalog = {builtIn->code, builtIn->pluralCount, builtIn->plural, loaded->entries,
                     loaded->keyHashes};
  // The texts of the catalog it replaces may still be on screen this frame: it is kept.
  static std::vector<std::unique_ptr<LoadedCatalog>> replaced;
  auto& slot = gLoaded[static_cast<std::size_t>(language)];
  if (slot) replaced.push_back(std::move(slot));
  slot = std::move(loaded);
  return true;
}

void catalogFailed(Language language) {
  if (gPending == language) {
    gPending.reset();
    gFailed = language;
  }
}

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
