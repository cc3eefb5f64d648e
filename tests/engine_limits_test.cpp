// The engine's time limit and the owners `setup` takes: every command ends on its own, with the
// answer the protocol gives at the limit, and a position a game cannot have is refused.
// The limit here is short so that the tests are; they check the answers, never the time taken.
#include <algorithm>
#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "engine_fixtures.h"

using namespace mancala;
using namespace mancala::test;

namespace {

constexpr int kTestLimitMs = 200;

bool contains(const std::vector<std::string>& v, const std::string& s) {
  for (const std::string& x : v)
    if (x == s) return true;
  return false;
}

// Adji Kui II after a game won 32-16: South bought A and B (8 holes to 4), as a match gives.
// Its depth 20 takes minutes.
const std::string kBoughtHoles = "setup 4,4,4,4,4,4,4,4,4,4,4,4 S SSSSSSSSNNNN";

}  // namespace

TEST_CASE("engine limit: a perft past the limit answers an error and changes nothing",
          "[engine][limit]") {
  Engine e(kTestLimitMs);
  CHECK(e.send("variant warri") == "ok");
  CHECK(e.send("play c") == "ok");
  const std::string before = e.state();
  CHECK(e.send("perft 14") == "error perft 14 stopped: past the time limit of 200 ms");
  CHECK(e.lines.size() == 1);
  CHECK(e.state() == before);
  // A perft within the limit still counts.
  CHECK(e.send("variant warri") == "ok");
  CHECK(e.send("perft 4") == "perft 4 1014");
}

TEST_CASE("engine limit: go depth answers a legal best move at the limit", "[engine][limit]") {
  Engine e(kTestLimitMs);
  CHECK(e.send("variant adji-kui-2") == "ok");
  CHECK(e.send(kBoughtHoles) == "ok");
  const std::vector<std::string> legal = e.legal();
  const std::string before = e.state();
  for (const char* command : {"go depth 20", "go movetime 3600000"}) {
    INFO(command);
    const std::string answer = e.send(command);
    REQUIRE(answer.rfind("bestmove ", 0) == 0);
    CHECK(contains(legal, answer.substr(9)));
    for (std::size_t i = 0; i + 1 < e.lines.size(); ++i)
      CHECK(e.lines[i].rfind("info depth ", 0) == 0);
    CHECK(e.state() == before);
  }
}

TEST_CASE("engine limit: analyse depth answers every move at the limit", "[engine][limit]") {
  Engine e(kTestLimitMs);
  CHECK(e.send("variant adji-kui-2") == "ok");
  CHECK(e.send(kBoughtHoles) == "ok");
  std::vector<std::string> legal = e.legal();
  const std::string before = e.state();
  const std::string answer = e.send("analyse depth 20");
  CHECK(e.lines.size() == 1);
  REQUIRE(answer.rfind("analysis ", 0) == 0);
  std::vector<std::string> valued;
  std::istringstream words(answer.substr(9));
  for (std::string word; words >> word;) valued.push_back(word.substr(0, 1));
  std::sort(legal.begin(), legal.end());
  std::sort(valued.begin(), valued.end());
  CHECK(valued == legal);
  CHECK(e.state() == before);
}

TEST_CASE("engine limit: setup refuses owners a game cannot have, changing nothing",
          "[engine][limit][setup]") {
  Engine e(kTestLimitMs);
  for (const char* variant : {"adji-kui-1", "warri"}) {
    INFO(variant);
    CHECK(e.send(std::string("variant ") + variant) == "ok");
    CHECK(e.send("play c") == "ok");
    const std::string before = e.state();
    CHECK(e.send("setup 4,4,4,4,4,4,4,4,4,4,4,4 S SSSSSSSSSSSS") ==
          std::string("error owners \"SSSSSSSSSSSS\" are not possible in ") + variant +
              ": each player owns their own row (SSSSSSNNNNNN); only Adji Kui II buys holes");
    CHECK(e.send("setup 4,4,4,4,4,4,4,4,4,4,4,4 N 0,0 SSSSSSSSNNNN").rfind("error owners", 0) == 0);
    CHECK(e.state() == before);
    // Each his own row, as in every single game.
    CHECK(e.send("setup 4,4,4,4,4,4,4,4,4,4,4,4 N SSSSSSNNNNNN 0,0") == "ok");
  }

  CHECK(e.send("variant adji-kui-2") == "ok");
  CHECK(e.send(kBoughtHoles) == "ok");
  const std::string before = e.state();
  for (const char* owners : {"SSSSSSSSSSSS", "NNNNNNNNNNNN", "NNNNNNSSSSSS", "NSSSSSNNNNNS"}) {
    INFO(owners);
    CHECK(e.send(std::string("setup 4,4,4,4,4,4,4,4,4,4,4,4 S ") + owners) ==
          std::string("error owners \"") + owners +
              "\" are not possible in adji-kui-2: each player owns 1 to 11 holes, first those "
              "of their own row, so only one of them owns holes on the other's row");
    CHECK(e.state() == before);
  }
  // 11 holes to 1, either way, and 4 to 8.
  for (const char* owners : {"SSSSSSSSSSSN", "SNNNNNNNNNNN", "NNSSSNNNNNNN"}) {
    INFO(owners);
    CHECK(e.send(std::string("setup 4,4,4,4,4,4,4,4,4,4,4,4 S ") + owners) == "ok");
    CHECK(e.state().find(std::string("\"owner\":\"") + owners + "\"") != std::string::npos);
  }
}
