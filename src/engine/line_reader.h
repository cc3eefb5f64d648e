// The engine's input, one line at a time, in bounded memory: a line longer than kMaxLineBytes
// is read on in pieces and dropped, never held whole.
#pragma once

#include <cstddef>
#include <cstdint>
#include <istream>
#include <memory>
#include <string>

namespace mancala {

// The longest line the engine reads, in bytes before the line feed (a carriage return counts).
// The longest command the protocol has, a `setup` with two-digit counts, owners and captures,
// is under a hundred bytes.
inline constexpr std::size_t kMaxLineBytes = 65'536;

enum class LineRead : std::uint8_t {
  Line,     // a line, without its line feed
  TooLong,  // a line of more than kMaxLineBytes, read to its end and dropped
  End,      // the end of the input
};

class LineReader {
 public:
  explicit LineReader(std::istream& in);

  // The next line, in `line` when it is one; the last line needs no line feed.
  LineRead next(std::string& line);

 private:
  std::istream& in_;
  std::unique_ptr<char[]> buffer_;  // kMaxLineBytes + 1: the line and getline's terminator
};

}  // namespace mancala
