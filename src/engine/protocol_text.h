// The words of the engine protocol that every command reads or writes: counts, and input
// quoted inside an error line.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace mancala {

// A count as the protocol writes it: digits only, no sign, no leading zero (types.h), from lo
// to hi; nothing otherwise.
std::optional<long long> parseInteger(std::string_view s, long long lo, long long hi);

// Someone's input inside an error line, in double quotes: a quote or backslash escaped with a
// backslash, tab, line feed and carriage return as \t \n \r, any other control character or
// byte that is not UTF-8 as \xHH, so that every answer is one line of valid UTF-8. Past
// kQuotedBytes bytes of input, "..." stands for the rest.
inline constexpr std::size_t kQuotedBytes = 80;
std::string quote(std::string_view s);

}  // namespace mancala
