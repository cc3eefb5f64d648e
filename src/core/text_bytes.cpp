#include "text_bytes.h"

namespace mancala {

namespace {

// The length of the UTF-8 sequence at text[at], or 0 if none starts there.
std::size_t sequenceLength(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char b = byte(at);
  if (b < 0x80) return 1;
  std::size_t length = 0;
  unsigned char lo = 0x80, hi = 0xBF;  // the bounds of the second byte
  if (b >= 0xC2 && b <= 0xDF) {
    length = 2;
  } else if (b >= 0xE0 && b <= 0xEF) {
    length = 3;
    if (b == 0xE0) lo = 0xA0;  // overlong
    if (b == 0xED) hi = 0x9F;  // surrogates
  } else if (b >= 0xF0 && b <= 0xF4) {
    length = 4;
    if (b == 0xF0) lo = 0x90;  // overlong
    if (b == 0xF4) hi = 0x8F;  // past U+10FFFF
  } else {
    return 0;
  }
  if (at + length > text.size()) return 0;
  if (byte(at + 1) < lo || byte(at + 1) > hi) return 0;
  for (std::size_t i = 2; i < length; ++i)
    if (byte(at + i) < 0x80 || byte(at + i) > 0xBF) return 0;
  return length;
}

}  // namespace

std::size_t validUtf8Length(std::string_view text) {
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t n = sequenceLength(text, at);
    if (n == 0) return at;
    at += n;
  }
  return at;
}

std::size_t firstNonTextByte(std::string_view text) {
  std::size_t at = 0;
  while (at < text.size()) {
    const unsigned char b = static_cast<unsigned char>(text[at]);
    if ((b < 0x20 && b != '\t' && b != '\n' && b != '\r') || b == 0x7F) return at;
    const std::size_t n = sequenceLength(text, at);
    if (n == 0) return at;
    at += n;
  }
  return std::string_view::npos;
}

}  // namespace mancala
