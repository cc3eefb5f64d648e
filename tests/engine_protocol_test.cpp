// The engine protocol, command by command, including bad input that must change nothing.
#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <vector>

#include "engine/protocol.h"

using namespace mancala;

namespace {
struct Engine {
  std::vector<std::string> lines;
  EngineSession session{[this](const std::string& l) { lines.push_back(l); }};

  std::string send(const std::string& command) {
    lines.clear();
    session.handle(command);
    REQUIRE(lines.size() >= 1);
    return lines.back();
  }
  std::string state() { return send("state"); }
};

struct Value {
  char move = 0;
  int seeds = 0;
  bool exact = false;
};

// The values of an `analysis` line, in its order; fails the test on a malformed one.
std::vector<Value> valuesOf(const std::string& line) {
  REQUIRE(line.rfind("analysis ", 0) == 0);
  std::vector<Value> values;
  std::size_t at = 9;
  while (at < line.size()) {
    std::size_t end = line.find(' ', at);
    if (end == std::string::npos) end = line.size();
    const std::string word = line.substr(at, end - at);
    INFO("value \"" << word << "\" in " << line);
    REQUIRE(word.size() >= 3);
    REQUIRE(word[1] == '=');
    Value v;
    v.move = word[0];
    std::string number = word.substr(2);
    v.exact = number.back() == '!';
    if (v.exact) number.pop_back();
    REQUIRE(!number.empty());
    // Signed where not zero: +4, -3, 0.
    if (number != "0") REQUIRE((number[0] == '+' || number[0] == '-'));
    REQUIRE(number.find_first_not_of("+-0123456789") == std::string::npos);
    v.seeds = std::stoi(number);
    values.push_back(v);
    at = end + 1;
  }
  return values;
}

// The moves of an `analysis` line, sorted: comparable with a `moves` answer.
std::string movesOf(const std::string& line) {
  std::string moves;
  for (const Value& v : valuesOf(line)) moves += v.move;
  std::sort(moves.begin(), moves.end(),
            [](char a, char b) { return *parseMove(a) < *parseMove(b); });
  return moves;
}

std::string movesAnswerLetters(const std::string& answer) {
  std::string letters;
  for (std::size_t i = 6; i < answer.size(); i += 2) letters += answer[i];
  return letters;
}

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

TEST_CASE("engine: go answers info lines and a legal best move", "[engine][go]") {
  Engine e;
  CHECK(e.send("variant warri") == "ok");
  CHECK(e.send("play c") == "ok");
  const std::string before = e.state();
  for (const std::string& go : {std::string("go depth 4"), std::string("go movetime 50")}) {
    INFO(go);
    const std::string best = e.send(go);
    REQUIRE(best.rfind("bestmove ", 0) == 0);
    REQUIRE(best.size() == 10);
    CHECK(std::string("ABCDEF").find(best[9]) != std::string::npos);
    // A depth limit reports every depth; a time limit those it completed, maybe none.
    if (go == "go depth 4") {
      REQUIRE(e.lines.size() == 5);
      CHECK(e.lines.front().rfind("info depth 1 ", 0) == 0);
    }
    for (std::size_t i = 0; i + 1 < e.lines.size(); ++i) {
      CHECK(e.lines[i].rfind("info depth ", 0) == 0);
      CHECK(e.lines[i].find(" score ") != std::string::npos);
      CHECK(e.lines[i].find(" nodes ") != std::string::npos);
      CHECK(e.lines[i].find(" pv ") != std::string::npos);
    }
    CHECK(e.state() == before);  // searching changes nothing
  }
}

TEST_CASE("engine: go on a finished game is an error", "[engine][go]") {
  Engine e;
  CHECK(e.send("setup 1,0,1,0,0,0,0,1,0,0,0,1 N 22,22") == "ok");
  CHECK(e.send("go depth 2") == "error the game is over");
}

TEST_CASE("engine: bench gives the same node count every time", "[engine][go]") {
  Engine e;
  const std::string first = e.send("bench");
  REQUIRE(first.rfind("bench nodes ", 0) == 0);
  const std::string nodes = first.substr(0, first.find(" nps "));
  const std::string second = e.send("bench");
  CHECK(second.substr(0, second.find(" nps ")) == nodes);
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

TEST_CASE("engine: stop ends a running go, analyse or perft at once", "[engine][stop]") {
  Engine e;
  std::atomic<bool> stop{true};  // as main() sets it when a stop follows the command
  e.session.setStopFlag(&stop);
  CHECK(e.send("variant warri") == "ok");
  CHECK(e.send("perft 14") == "error perft 14 stopped");
  const std::string best = e.send("go depth 20");
  REQUIRE(best.rfind("bestmove ", 0) == 0);
  CHECK(std::string("abcdef").find(best[9]) != std::string::npos);
  // Every move with its depth-1 value at least.
  const std::string analysis = e.send("analyse depth 20");
  REQUIRE(analysis.rfind("analysis ", 0) == 0);
  CHECK(movesOf(analysis) == "abcdef");
  CHECK(e.send("stop") == "ok");
  stop = false;
  CHECK(e.send("perft 2") == "perft 2 36");
}

TEST_CASE("engine: a small movetime answers a legal move where relays run long", "[engine][go]") {
  // The position of an Adji Kui II relay that takes a million laps to show it never ends.
  Engine e;
  CHECK(e.send("variant adji-kui-2") == "ok");
  CHECK(e.send("setup 3,7,6,2,3,2,4,5,2,6,7,1 S") == "ok");
  const std::string moves = e.send("moves");
  for (int i = 0; i < 3; ++i) {
    const std::string best = e.send("go movetime 1");
    REQUIRE(best.rfind("bestmove ", 0) == 0);
    REQUIRE(best.size() == 10);
    CHECK(moves.find(best[9], 6) != std::string::npos);
  }
}

TEST_CASE("engine: analyse values every legal move, best first", "[engine][analyse]") {
  Engine e;
  for (const std::string variant : {"adji-kui-1", "adji-kui-2", "warri"}) {
    CHECK(e.send("variant " + variant) == "ok");
    // Along a game: the start, then positions after a few moves each way.
    for (int ply = 0; ply < 24; ++ply) {
      const std::string moves = e.send("moves");
      if (moves == "moves") break;
      const std::string before = e.state();
      for (const std::string analyse : {"analyse depth 3", "analyse movetime 30"}) {
        INFO(variant << " ply " << ply << " " << analyse);
        const std::string line = e.send(analyse);
        REQUIRE(e.lines.size() == 1);  // one line, no info lines
        CHECK(movesOf(line) == movesAnswerLetters(moves));
        const std::vector<Value> values = valuesOf(line);
        for (std::size_t i = 1; i < values.size(); ++i)
          CHECK(values[i - 1].seeds >= values[i].seeds);
        CHECK(e.state() == before);  // analysing changes nothing
      }
      // Not always the first move: a path through the game that varies.
      const std::string letters = movesAnswerLetters(moves);
      CHECK(e.send(std::string("play ") +
                   letters[static_cast<std::size_t>(ply * 5 + 1) % letters.size()]) == "ok");
    }
  }
}

TEST_CASE("engine: analyse gives a move that ends the game its final margin, proved",
          "[engine][analyse]") {
  Engine e;
  CHECK(e.send("variant warri") == "ok");
  // South has 23; f makes A 2 and takes it: 25 to 22, the game ends at once (majority) with a's
  // seed uncounted. a, the other move, gives North the move with nothing decided.
  CHECK(e.send("setup 1,0,0,0,0,1,1,0,0,0,0,0 S 23,22") == "ok");
  const std::vector<Value> values = valuesOf(e.send("analyse depth 2"));
  REQUIRE(values.size() == 2);
  CHECK(values[0].move == 'f');
  CHECK(values[0].seeds == 3);
  CHECK(values[0].exact);
  CHECK(values[1].move == 'a');
  CHECK(values[1].seeds < 3);
  // A forced pass is analysed too.
  CHECK(e.send("variant adji-kui-1") == "ok");
  CHECK(e.send("setup 1,1,0,0,0,0,2,0,0,0,0,0 S 20,24") == "ok");
  const std::vector<Value> pass = valuesOf(e.send("analyse depth 4"));
  REQUIRE(pass.size() == 1);
  CHECK(pass[0].move == '-');
}

TEST_CASE("engine: analyse on a finished game is an error", "[engine][analyse]") {
  Engine e;
  CHECK(e.send("setup 1,1,0,0,0,0,2,0,0,0,0,0 S 20,24") == "ok");
  CHECK(e.send("play -") == "ok");
  CHECK(e.send("play A") == "ok");
  const std::string before = e.state();
  CHECK(e.send("analyse depth 3") == "error the game is over");
  CHECK(e.state() == before);
}

TEST_CASE("engine: a small analyse movetime still values every move where relays run long",
          "[engine][analyse]") {
  Engine e;
  CHECK(e.send("variant adji-kui-2") == "ok");
  CHECK(e.send("setup 3,7,6,2,3,2,4,5,2,6,7,1 S") == "ok");
  const std::string moves = e.send("moves");
  CHECK(movesOf(e.send("analyse movetime 1")) == movesAnswerLetters(moves));
}
