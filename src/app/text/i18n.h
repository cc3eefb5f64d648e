// The interface's languages, with gettext's conventions. Strings are marked in the code by the
// functions below and looked up by their English text; xgettext extracts them into
// po/mancala.pot, translators work on po/<code>.po (docs/LANGUAGES.md), and the build compiles
// the .po files into tables inside the program (catalog.h). A missing translation shows the
// English text.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace mancala::app {

enum class Language { English, French, Spanish, Italian };
inline constexpr Language kAllLanguages[] = {Language::English, Language::French, Language::Spanish,
                                             Language::Italian};

// The language the interface speaks now.
Language currentLanguage();
// Speaks the language at once when its translation is there (always in the desktop build, whose
// program carries every catalog); else keeps the current language and asks for the catalog
// (text_files.h: the web build fetches po/<code>.cat beside the page), pendingLanguage() until
// it arrives or fails.
void setLanguage(Language language);

// Whether a language's translation is there to be used (English always).
bool languageReady(Language language);
// The language asked for whose catalog is being fetched, if any.
std::optional<Language> pendingLanguage();
// The language whose catalog could not be fetched or read, the last time it was asked for
// (cleared when a language is asked for again).
std::optional<Language> failedLanguage();
// Reads a compiled catalog as the language's translation: the compact one the web page fetches
// (po/<code>.cat, cmake/po_catalogs.py), or msgfmt's .mo; a damaged one is refused (false) and
// changes nothing.
bool loadCatalog(Language language, std::string mo);
// Says that a language's catalog could not be fetched: the interface stays as it is.
void catalogFailed(Language language);

// "en", "fr", "es", "it"; also accepts regional tags such as "fr-CA" or "es_419".
std::optional<Language> parseLanguage(std::string_view tag);
std::string_view languageCode(Language language);
std::string_view languageName(Language language);  // in that language: "Français", ...

// The current language's text for an English string (gettext). The storage lives as long as the
// program; never null.
const char* tr(std::string_view english);

// The same where one English word has several meanings: the context tells them apart
// (pgettext): trc("which of the three games", "Game").
const char* trc(std::string_view context, std::string_view english);

// The form of a sentence that fits the number n, by the language's Plural-Forms (ngettext):
// trn("{0} seed", "{0} seeds", n). Only selects the form; trnf also fills in the arguments.
const char* trn(std::string_view singular, std::string_view plural, unsigned long n);

// Replaces {0}, {1}, ... in a translated pattern with the arguments.
std::string formatText(std::string_view pattern, std::initializer_list<std::string_view> args);

// tr(), trc() or trn(), then formatText(): trf("{0} captures {1}", {"South", "3"}),
// trnf("{0} seed", "{0} seeds", n, {std::to_string(n)}).
std::string trf(std::string_view english, std::initializer_list<std::string_view> args);
std::string trcf(std::string_view context, std::string_view english,
                 std::initializer_list<std::string_view> args);
std::string trnf(std::string_view singular, std::string_view plural, unsigned long n,
                 std::initializer_list<std::string_view> args);

// Marks an English string for translation where it is defined (data tables, gettext_noop);
// translate it with tr() where it is shown.
constexpr const char* N_(const char* english) { return english; }

// A language's translation of an English string (no context), or nothing; English gives the
// string itself.
std::optional<std::string_view> translation(Language language, std::string_view english);

}  // namespace mancala::app
