// The engine short of memory: each command, with one of its allocations refused in turn, either
// answers as usual or answers that it ran out of memory, and then the session is as it was and
// goes on. This program replaces operator new to refuse the allocation it is told to.
#include <atomic>
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <string>

#include "engine_fixtures.h"

namespace {

// The allocations left before one is refused; below zero, none is. Once one is refused the count
// goes below zero, so the allocations after it are made, as under `ulimit -v` once a search's
// table was refused.
std::atomic<long> allocationsLeft{-1};
std::atomic<long> allocationsMade{0};
// The largest allocation made; a larger one is refused.
std::atomic<std::size_t> largestAllowed{SIZE_MAX};

}  // namespace

void* operator new(std::size_t size) {
  allocationsMade.fetch_add(1);
  if (allocationsLeft.load() >= 0 && allocationsLeft.fetch_sub(1) <= 0) throw std::bad_alloc();
  if (size > largestAllowed.load()) throw std::bad_alloc();
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

using namespace mancala;
using namespace mancala::test;

namespace {

// The answer to `command` with allocation `refused` (0 the first) refused; the last line.
std::string sendRefusing(Engine& e, const std::string& command, long refused) {
  e.lines.clear();
  allocationsLeft = refused;
  e.session.handle(command);
  allocationsLeft = -1;
  EngineSession::waitForSearches();
  REQUIRE(!e.lines.empty());
  return e.lines.back();
}

// How many allocations `command` makes from the session set up by `setUp`.
long allocationsOf(const std::vector<std::string>& setUp, const std::string& command) {
  Engine e;
  for (const std::string& line : setUp) e.send(line);
  const long before = allocationsMade.load();
  e.send(command);
  EngineSession::waitForSearches();
  return allocationsMade.load() - before;
}

}  // namespace

TEST_CASE("engine short of memory: a command answers in full or says so, and changes nothing",
          "[engine][memory]") {
  const std::vector<std::string> setUp = {"variant warri", "play c", "play A"};
  struct Case {
    std::string command, answerStart;
  };
  const Case cases[] = {
      {"play d", "ok"},
      {"undo", "ok"},
      {"variant adji-kui-2", "ok"},
      {"newgame N", "ok"},
      {"setup 1,0,0,0,0,1,1,0,0,0,0,0 S 23,22", "ok"},
      {"match on", "ok"},
      {"moves", "moves "},
      {"state", "state "},
      {"perft 4", "perft 4 "},
      {"go depth 3", "bestmove "},
      {"analyse depth 2", "analysis "},
  };
  for (const Case& c : cases) {
    const long made = allocationsOf(setUp, c.command);
    REQUIRE(made > 0);
    // Every allocation of a command that makes few, the first hundred of a search.
    for (long refused = 0; refused < std::min(made, 100L); ++refused) {
      INFO(c.command << " with allocation " << refused << " of " << made << " refused");
      Engine e;
      e.lines.reserve(64);  // the test's own keeping of the answers allocates nothing then
      for (const std::string& line : setUp) REQUIRE(e.send(line) == "ok");
      const std::string before = e.state();
      const std::string answer = sendRefusing(e, c.command, refused);
      if (answer.rfind("error ", 0) == 0) {
        CHECK(answer == "error out of memory: \"" + c.command + "\" was not done; nothing changed");
        CHECK(e.state() == before);
      } else {
        CHECK(answer.rfind(c.answerStart, 0) == 0);
      }
      // The session goes on.
      CHECK(e.send("moves").rfind("moves", 0) == 0);
    }
  }
}

TEST_CASE("engine short of memory: searches without room for their table answer an error",
          "[engine][memory]") {
  Engine e;
  REQUIRE(e.send("variant warri") == "ok");
  REQUIRE(e.send("play c") == "ok");
  const std::string before = e.state();
  largestAllowed = std::size_t{1} << 20;  // a search's table takes 16 MB
  for (const char* command : {"go depth 3", "analyse depth 2", "bench", "go movetime 50"}) {
    CHECK(e.send(command) ==
          "error out of memory: \"" + std::string(command) + "\" was not done; nothing changed");
    EngineSession::waitForSearches();
  }
  largestAllowed = SIZE_MAX;
  CHECK(e.state() == before);
  CHECK(e.send("go depth 3").rfind("bestmove ", 0) == 0);
  EngineSession::waitForSearches();
}
