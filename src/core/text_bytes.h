// What bytes a text may hold: valid UTF-8 without control characters. Records, saved games and
// the engine's error lines all lean on it.
#pragma once

#include <cstddef>
#include <string_view>

namespace mancala {

// The length of the longest prefix of `text` that is valid UTF-8 (no overlong forms, no
// surrogates, nothing past U+10FFFF); text.size() if all of it is.
std::size_t validUtf8Length(std::string_view text);

// The offset of the first byte that is not plain text: invalid UTF-8, or a control character
// (U+0000..U+001F and U+007F) other than tab, line feed and carriage return; npos if none.
std::size_t firstNonTextByte(std::string_view text);

}  // namespace mancala
