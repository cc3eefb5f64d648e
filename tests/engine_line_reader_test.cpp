// The engine's input lines (line_reader.h): up to kMaxLineBytes each; a longer line is dropped
// whole and the next one read.
#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "engine/line_reader.h"

using namespace mancala;

namespace {

// What the reader makes of `input`: each line, or "<too long>", up to the end.
std::vector<std::string> readAll(const std::string& input) {
  std::istringstream in(input);
  LineReader reader(in);
  std::vector<std::string> read;
  std::string line;
  for (int i = 0; i < 100; ++i) {
    const LineRead r = reader.next(line);
    if (r == LineRead::End) return read;
    read.push_back(r == LineRead::TooLong ? "<too long>" : line);
  }
  FAIL("no end of input");
  return read;
}

}  // namespace

TEST_CASE("line reader: lines, empty lines, a last line without its line feed", "[engine]") {
  CHECK(readAll("").empty());
  CHECK(readAll("moves\n") == std::vector<std::string>{"moves"});
  CHECK(readAll("moves\r\n\nstate") == std::vector<std::string>{"moves\r", "", "state"});
  CHECK(readAll("\n\n") == std::vector<std::string>{"", ""});
  CHECK(readAll(std::string("a\0b\n", 4)) == std::vector<std::string>{std::string("a\0b", 3)});
}

TEST_CASE("line reader: a line of kMaxLineBytes is read, a longer one dropped", "[engine]") {
  const std::string longest(kMaxLineBytes, 'x');
  CHECK(readAll(longest + "\nmoves\n") == std::vector<std::string>{longest, "moves"});
  CHECK(readAll(longest) == std::vector<std::string>{longest});
  CHECK(readAll(longest + "x\nmoves\n") == std::vector<std::string>{"<too long>", "moves"});
  CHECK(readAll(longest + "x") == std::vector<std::string>{"<too long>"});
  CHECK(readAll("state\n" + std::string(5 * kMaxLineBytes + 3, 'y') + "\n\nmoves") ==
        std::vector<std::string>{"state", "<too long>", "", "moves"});
}
