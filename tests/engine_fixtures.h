// An engine session driven command by command, as the protocol's tests use it
// (engine_protocol_test.cpp, engine_search_commands_test.cpp, engine_limits_test.cpp).
#pragma once

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "engine/protocol.h"

namespace mancala::test {

// The letters of a `moves` answer: "moves a b c" gives "abc".
inline std::string movesAnswerLetters(const std::string& answer) {
  std::string letters;
  for (std::size_t i = 6; i < answer.size(); i += 2) letters += answer[i];
  return letters;
}

struct Engine {
  std::vector<std::string> lines;  // what the last command answered
  EngineSession session;

  explicit Engine(int limitMs = kDefaultLimitMs)
      : session{[this](const std::string& l) { lines.push_back(l); }, limitMs} {}
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  // The last line of the command's answer; fails the test when there is none.
  std::string send(const std::string& command) {
    lines.clear();
    session.handle(command);
    REQUIRE(lines.size() >= 1);
    return lines.back();
  }
  std::string state() { return send("state"); }
  // The letters of the `moves` answer, one a string.
  std::vector<std::string> legal() {
    std::vector<std::string> letters;
    for (const char letter : movesAnswerLetters(send("moves"))) letters.emplace_back(1, letter);
    return letters;
  }
};

}  // namespace mancala::test
