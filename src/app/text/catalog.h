// The translations, compiled from po/*.po at build time into tables inside the program (the web
// build has no file system): cmake/Translations.cmake runs msgfmt, then cmake/po_catalogs.py.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace mancala::app {

// One translated string. The key is the English msgid, or "context\x04msgid" (gettext's
// convention); the forms are the translation, or its plural forms separated by '\0'.
struct CatalogEntry {
  std::string_view key;
  std::string_view forms;
};

// One language: its code ("fr"), its Plural-Forms (how many forms, and which one a number
// takes) and its entries, sorted by key; or, for a compact catalog (po/<code>.cat, which holds no
// English), entries without keys and, beside them, the hashes of their keys in increasing order
// (catalogKeyHash).
struct Catalog {
  std::string_view code;
  int pluralCount;
  unsigned long (*plural)(unsigned long n);
  std::span<const CatalogEntry> entries;
  std::span<const std::uint32_t> keyHashes;
};

// The hash by which a compact catalog knows a key (FNV-1a, 32 bits, of its UTF-8; the same as
// cmake/po_catalogs.py's).
std::uint32_t catalogKeyHash(std::string_view key);

// Every language that has a .po file.
std::span<const Catalog> catalogs();

// The entry of a key in a catalog, or null.
const CatalogEntry* findEntry(const Catalog& catalog, std::string_view key);

// The n-th form of an entry (the forms are separated by '\0'); the last one when there are fewer.
std::string_view entryForm(const CatalogEntry& entry, std::size_t n);

// The strings of the template that xgettext extracts from the code at build time (the same as
// po/mancala.pot when it is up to date), with their English forms. For the tests only: defined in
// the library mancala_po_template, which the program does not link.
std::span<const CatalogEntry> templateEntries();

}  // namespace mancala::app
