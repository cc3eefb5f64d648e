// The interface's languages. Strings are looked up by their English text (gettext style):
// tr("New game") gives the current language's text, or the English one when a translation is
// missing. Translations live in translations_<code>.cpp, one table per language.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace mancala::app {

enum class Language { English, French, Spanish, Italian };
inline constexpr Language kAllLanguages[] = {Language::English, Language::French, Language::Spanish,
                                             Language::Italian};

Language currentLanguage();
void setLanguage(Language language);

// "en", "fr", "es", "it"; also accepts regional tags such as "fr-CA" or "es_419".
std::optional<Language> parseLanguage(std::string_view tag);
std::string_view languageCode(Language language);
std::string_view languageName(Language language);  // in that language: "Français", ...

// The current language's text for an English source string (the same pointer's storage lives
// as long as the program; never null).
const char* tr(std::string_view english);

// tr() then replaces {0}, {1}, ... with the arguments: trf("{0} captures {1}", {"South", "3"}).
std::string trf(std::string_view english, std::initializer_list<std::string_view> args);

// Marks an English string for translation where it is defined (data tables); translate it with
// tr() where it is shown. The tests find every N_("...") and tr("...") in src/app.
constexpr const char* N_(const char* english) { return english; }

// The translation table of a language for an English string, or nothing (for tests).
std::optional<std::string_view> translation(Language language, std::string_view english);

}  // namespace mancala::app
