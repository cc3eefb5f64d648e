#include "engine/line_reader.h"

#include <limits>

namespace mancala {

LineReader::LineReader(std::istream& in)
    : in_(in), buffer_(std::make_unique<char[]>(kMaxLineBytes + 1)) {}

LineRead LineReader::next(std::string& line) {
  // getline stores at most kMaxLineBytes bytes; it fails only when it stored none before the
  // end of the input (then there is no line), or when the line goes on past them.
  in_.getline(buffer_.get(), static_cast<std::streamsize>(kMaxLineBytes + 1));
  const auto taken = static_cast<std::size_t>(in_.gcount());
  if (in_.bad()) return LineRead::End;
  if (in_.fail()) {
    if (in_.eof() || taken == 0) return LineRead::End;
    in_.clear();
    in_.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
    return LineRead::TooLong;
  }
  // The line feed was taken too, unless the input ended first.
  line.assign(buffer_.get(), in_.eof() ? taken : taken - 1);
  return LineRead::Line;
}

}  // namespace mancala
