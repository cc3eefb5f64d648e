// The engine protocol's search commands: go answers info lines and a legal best move, analyse
// values every legal move best first, stop ends either at once; small time limits still answer
// where Adji Kui II's relays run long.
#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "engine_fixtures.h"

using namespace mancala;
using namespace mancala::test;

namespace {
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
}  // namespace

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

TEST_CASE("engine: stop ends a running go or analyse at once; a perft counts on",
          "[engine][stop]") {
  Engine e;
  std::atomic<bool> stop{true};  // as main() sets it when a stop or quit follows the command
  e.session.setStopFlag(&stop);
  CHECK(e.send("variant warri") == "ok");
  // Not a search: as with UCI engines, a count read before a stop or quit answers in full.
  CHECK(e.send("perft 7") == "perft 7 139157");
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
