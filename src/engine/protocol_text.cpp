#include "engine/protocol_text.h"

#include "core/text_bytes.h"
#include "core/types.h"

namespace mancala {

std::optional<long long> parseInteger(std::string_view s, long long lo, long long hi) {
  return parseCount(s, lo, hi);
}

std::string quote(std::string_view s) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out(1, '"');
  auto hex = [&](unsigned char b) {
    out += "\\x";
    out += kHex[b >> 4];
    out += kHex[b & 15];
  };
  std::size_t at = 0;
  while (at < s.size()) {
    if (at >= kQuotedBytes) {
      out += "...";
      break;
    }
    const unsigned char b = static_cast<unsigned char>(s[at]);
    if (b == '"' || b == '\\') {
      out += '\\';
      out += static_cast<char>(b);
    } else if (b == '\t') {
      out += "\\t";
    } else if (b == '\n') {
      out += "\\n";
    } else if (b == '\r') {
      out += "\\r";
    } else if (b >= 0x80) {
      const std::size_t n = b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
      if (validUtf8Length(s.substr(at, 4)) >= n) {
        out += s.substr(at, n);
        at += n;
        continue;
      }
      hex(b);
    } else if (b < 0x20 || b == 0x7F) {
      hex(b);
    } else {
      out += static_cast<char>(b);
    }
    ++at;
  }
  return out + '"';
}

}  // namespace mancala
