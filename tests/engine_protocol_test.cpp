// The engine protocol, command by command, including bad input that must change nothing: the
// state, variant, newgame, setup, play, undo, perft and match commands, and the quoting and counts
// of what it reads. The search commands (go, analyse, stop) are in engine_search_commands_test.cpp.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "engine_fixtures.h"

using namespace mancala;
using namespace mancala::test;

namespace {
const std::string kStart =
    "state {\"variant\":\"adji-kui-1\",\"board\":[4,4,4,4,4,4,4,4,4,4,4,4],\"owner\":"
    "\"SSSSSSNNNNNN\",\"captured\":[0,0],\"toMove\":\"S\",\"over\":false,\"reason\":null,"
    "\"winner\":null,\"match\":null}";
}  // namespace

TEST_CASE("engine: the start state, variant and newgame", "[engine]") {
  Engine e;
  CHECK(e.state() == kStart);
  CHECK(e.send("variant warri") == "ok");
  CHECK(e.state().find("\"variant\":\"warri\"") != std::string::npos);
  CHECK(e.send("newgame N") == "ok");
  CHECK(e.state().find("\"toMove\":\"N\"") != std::string::npos);
  CHECK(e.send("moves") == "moves A B C D E F");
}

TEST_CASE("engine: play, moves, undo", "[engine]") {
  Engine e;
  CHECK(e.send("moves") == "moves a b c d e f");
  CHECK(e.send("play c") == "ok");
  CHECK(e.state().find("\"board\":[4,4,0,5,5,5,5,4,4,4,4,4]") != std::string::npos);
  CHECK(e.send("undo") == "ok");
  CHECK(e.state() == kStart);
  CHECK(e.send("undo") == "error nothing to undo");
}

TEST_CASE("engine: setup, passes and the end", "[engine]") {
  Engine e;
  CHECK(e.send("setup 1,1,0,0,0,0,2,0,0,0,0,0 S 20,24") == "ok");
  CHECK(e.send("moves") == "moves -");
  CHECK(e.send("play -") == "ok");
  CHECK(e.send("play A") == "ok");
  CHECK(e.state() ==
        "state {\"variant\":\"adji-kui-1\",\"board\":[0,0,0,0,0,0,0,0,0,0,0,0],\"owner\":"
        "\"SSSSSSNNNNNN\",\"captured\":[22,26],\"toMove\":\"S\",\"over\":true,\"reason\":"
        "\"no-moves\",\"winner\":\"N\",\"match\":null}");
  CHECK(e.send("moves") == "moves");
  CHECK(e.send("play a").rfind("error", 0) == 0);
  CHECK(e.send("undo") == "ok");
  CHECK(e.send("moves") == "moves A");
}

TEST_CASE("engine: setup with owners, in either order with the captures", "[engine]") {
  Engine e;
  CHECK(e.send("variant adji-kui-2") == "ok");
  CHECK(e.send("setup 4,4,4,4,4,4,4,4,4,4,4,4 N SSSSSNNNNNNN 0,0") == "ok");
  CHECK(e.state().find("\"owner\":\"SSSSSNNNNNNN\"") != std::string::npos);
  CHECK(e.send("moves") == "moves f A B C D E F");
  CHECK(e.send("setup 2,2,2,2,2,2,2,2,2,2,2,2 N 12,12 SSSSSSNNNNNS") == "ok");
  CHECK(e.send("moves") == "moves A B C D E");
}

TEST_CASE("engine: the endless relay of RULES.md is not offered", "[engine]") {
  Engine e;
  CHECK(e.send("variant adji-kui-2") == "ok");
  CHECK(e.send("setup 0,1,0,1,0,1,0,4,0,2,1,2 N 18,18") == "ok");
  CHECK(e.send("moves") == "moves B D");
  CHECK(e.send("play F").rfind("error illegal move F", 0) == 0);
}

TEST_CASE("engine: perft", "[engine]") {
  Engine e;
  CHECK(e.send("variant warri") == "ok");
  CHECK(e.send("perft 4") == "perft 4 1014");
  CHECK(e.send("perft 0") == "perft 0 1");
}

TEST_CASE("engine: a whole match game, purchase and the next game", "[engine]") {
  Engine e;
  CHECK(e.send("variant adji-kui-2") == "ok");
  CHECK(e.send("match on") == "ok");
  // Play the first legal move until the game ends.
  for (int i = 0; i < 2000; ++i) {
    const std::string moves = e.send("moves");
    if (moves == "moves") break;
    CHECK(e.send("play " + moves.substr(6, 1)) == "ok");
  }
  const std::string state = e.state();
  REQUIRE(state.find("\"over\":true") != std::string::npos);
  CHECK(state.find("\"match\":{\"game\":1,\"wins\":") != std::string::npos);
  CHECK(e.send("match on").rfind("ok", 0) == 0);  // a new match: game 1 again
  CHECK(e.state().find("\"match\":{\"game\":1,\"wins\":[0,0]") != std::string::npos);
  CHECK(e.send("nextgame").rfind("error", 0) == 0);  // its game is not over
  for (int i = 0; i < 2000; ++i) {
    const std::string moves = e.send("moves");
    if (moves == "moves") break;
    CHECK(e.send("play " + moves.substr(6, 1)) == "ok");
  }
  const std::string before = e.state();
  CHECK(e.send("nextgame a b c d e f A B C").rfind("error", 0) == 0);
  CHECK(e.state() == before);
  CHECK(e.send("nextgame") == "ok");
  const std::string next = e.state();
  CHECK(next.find("\"board\":[4,4,4,4,4,4,4,4,4,4,4,4]") != std::string::npos);
  CHECK(next.find("\"match\":{\"game\":2,") != std::string::npos);
  CHECK(next.find("\"toMove\":\"N\"") != std::string::npos);
  CHECK(e.send("match off") == "ok");
  CHECK(e.state().find("\"match\":null") != std::string::npos);
}

TEST_CASE("engine: bad input gets an error line and changes nothing", "[engine]") {
  Engine e;
  CHECK(e.send("play c") == "ok");
  const std::string before = e.state();
  const std::vector<std::string> bad = {
      "",
      "hello",
      "variant oware",
      "variant",
      "newgame X",
      "newgame S N",
      "setup 4,4,4 S",
      "setup 4,4,4,4,4,4,4,4,4,4,4,5 S",
      "setup 4,4,4,4,4,4,4,4,4,4,4,4 X",
      "setup 4,4,4,4,4,4,4,4,4,4,4,4 S SSSSSSNNNNN",
      "setup 4,4,4,4,4,4,4,4,4,4,4,4 S 0,0,0",
      "setup 4,4,4,4,4,4,4,4,4,4,4,a S",
      "setup -4,4,4,4,4,4,4,4,4,4,4,12 S",
      "setup 4,4,4,4,4,4,4,4,4,4,4,4 S 0,0 0,0",
      "play",
      "play a",
      "play c",
      "play z",
      "play -",
      "play cc",
      "moves now",
      "undo twice",
      "perft",
      "perft -1",
      "perft x",
      "perft 99",
      "go",
      "go depth",
      "go depth x",
      "go nodes 5",
      "analyse",
      "analyse depth",
      "analyse depth 0",
      "analyse depth 21",
      "analyse depth +3",
      "analyse movetime 0",
      "analyse movetime 3600001",
      "analyse nodes 5",
      "analyse depth 3 now",
      "match",
      "match maybe",
      "nextgame",
      "play  c",
      " play c",
      "state now",
      "quit now",
  };
  for (const std::string& command : bad) {
    INFO("command: \"" << command << "\"");
    CHECK(e.send(command).rfind("error ", 0) == 0);
    CHECK(e.state() == before);
  }
}

TEST_CASE("engine: quit ends the session", "[engine]") {
  Engine e;
  CHECK(!e.session.handle("quit"));
}

TEST_CASE("engine: error lines quote input as one line of valid UTF-8", "[engine][input]") {
  Engine e;
  CHECK(e.send("a\rb") == "error unknown command \"a\\rb\"");
  CHECK(e.send("a\nb") == "error unknown command \"a\\nb\"");
  CHECK(e.send("x\ty\"\\") == "error unknown command \"x\\ty\\\"\\\\\"");
  CHECK(e.send(std::string("variant \xFF\x1B[31m\x00z", 16)) ==
        "error unknown variant \"\\xFF\\x1B[31m\\x00z\" (expected adji-kui-1, adji-kui-2 or "
        "warri)");
  // Valid UTF-8 stays as it is; a sequence cut short does not.
  CHECK(e.send("variant caf\xC3\xA9") ==
        "error unknown variant \"caf\xC3\xA9\" (expected adji-kui-1, adji-kui-2 or warri)");
  CHECK(e.send("variant caf\xC3") ==
        "error unknown variant \"caf\\xC3\" (expected adji-kui-1, adji-kui-2 or warri)");
  // A long word is cut.
  const std::string answer = e.send("play " + std::string(100000, 'x'));
  CHECK(answer.size() < 300);
  CHECK(answer.find("...\"") != std::string::npos);
  CHECK(e.state() == kStart);
}

TEST_CASE("engine: counts take no sign, no leading zero and stay within the limits",
          "[engine][input]") {
  Engine e;
  for (const char* bad :
       {"perft -0", "perft +1", "perft 01", "perft 15", "perft 30", "go depth 0001", "go depth 21",
        "go depth 64", "go movetime -5", "go movetime 3600001", "setup 4,4,4,4,4,4,4,4,4,4,4,04 S",
        "setup 4,4,4,4,4,4,4,4,4,4,4,4 S 0,00"}) {
    INFO(bad);
    CHECK(e.send(bad).rfind("error ", 0) == 0);
    CHECK(e.state() == kStart);
  }
  CHECK(e.send("perft 0") == "perft 0 1");
  CHECK(e.send("setup 4,4,4,4,4,4,4,4,4,4,4,0 S 0,4") == "ok");
}
