// The translation tables: English source text -> the language's text.
#pragma once

#include <string_view>
#include <unordered_map>

namespace mancala::app {

using TranslationTable = std::unordered_map<std::string_view, std::string_view>;

const TranslationTable& frenchTable();
const TranslationTable& spanishTable();
const TranslationTable& italianTable();

}  // namespace mancala::app
