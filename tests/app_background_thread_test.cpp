// The background worker's thread (app/model/worker/background_thread.h): however fast requests
// come, one thread and one search's tables; the last request answered with a legal move; the hint
// and the computer's move never dropping each other; cancel stopping a search at once. (The
// bookkeeping alone: app_background_queue_test.cpp.)
//
// Nothing here depends on the machine's speed: the waits are for answers, with a generous
// guard against hanging only.
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "ai/endgame.h"
#include "ai/levels.h"
#include "app/model/worker/background.h"
#include "app/model/worker/background_queue.h"
#include "app/model/worker/background_thread.h"
#include "app/model/worker/computer_player.h"
#include "app/model/worker/hint_player.h"
#include "app_background_fixtures.h"

using namespace mancala;
using namespace mancala::app;
using namespace mancala::app::test;

namespace {

// A search that would run for ten minutes unless stopped.
Job endlessJob(Slot slot) {
  Job job;
  job.slot = slot;
  job.moveTimeMs = 600'000;
  return job;
}

// The process's threads (/proc/self/status).
int threadCount() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("Threads:", 0) == 0) return std::stoi(line.substr(8));
  return -1;
}

// The ids of the process's threads (/proc/self/task), sorted.
std::vector<long> threadIds() {
  std::vector<long> ids;
  for (const auto& entry : std::filesystem::directory_iterator("/proc/self/task"))
    ids.push_back(std::stol(entry.path().filename().string()));
  std::sort(ids.begin(), ids.end());
  return ids;
}

// The process's resident memory in MB (/proc/self/statm).
double residentMb() {
  std::ifstream statm("/proc/self/statm");
  long size = 0, resident = 0;
  statm >> size >> resident;
  return static_cast<double>(resident) * static_cast<double>(sysconf(_SC_PAGESIZE)) / 1048576.0;
}

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;  // ASan keeps freed memory in quarantine
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
#else
constexpr bool kSanitized = false;
#endif

// Waits for `condition`, failing the test after a generous time (a hang, not slowness).
template <typename Condition>
void waitUntil(Condition condition) {
  const auto giveUp = std::chrono::steady_clock::now() + std::chrono::minutes(5);
  while (!condition()) {
    REQUIRE(std::chrono::steady_clock::now() < giveUp);
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
}

Poll answerOf(background::Worker& worker, RequestId id) {
  Poll answer;
  waitUntil([&] {
    answer = worker.poll(id);
    return answer.status != Status::Searching;
  });
  return answer;
}

}  // namespace

TEST_CASE("background thread: 100 rapid requests, one thread, bounded memory, a legal answer",
          "[app][background]") {
  const int threadsBefore = threadCount();
  REQUIRE(threadsBefore >= 1);
  std::vector<Game> games;
  for (int i = 0; i < 10; ++i)
    games.push_back(openingGame(kAllVariants[static_cast<std::size_t>(i) % kAllVariants.size()],
                                2 + i, static_cast<std::uint64_t>(i) + 1));
  for (const Game& game : games) REQUIRE(!game.over());

  background::ThreadWorker worker;
  CHECK(worker.progress().threads == 0);  // made at the first request
  // The first few, each waited for: the memory of a search's tables, allocated and freed.
  for (int i = 0; i < 3; ++i) {
    const RequestId id =
        worker.submit(games[static_cast<std::size_t>(i)], masterJob(Slot::Computer));
    REQUIRE(id != background::kNoRequest);
    CHECK(answerOf(worker, id).status == Status::Done);
  }
  const double residentAfterFew = residentMb();
  CHECK(threadCount() <= threadsBefore + 1);

  // Then 100 at once, each superseding the last (undo pressed again and again).
  std::vector<RequestId> ids;
  int mostThreads = 0;
  double mostResident = 0;
  for (int i = 0; i < 100; ++i) {
    const Game& game = games[static_cast<std::size_t>(i) % games.size()];
    ids.push_back(worker.submit(game, masterJob(Slot::Computer)));
    REQUIRE(ids.back() != background::kNoRequest);
    mostThreads = std::max(mostThreads, threadCount());
    mostResident = std::max(mostResident, residentMb());
  }
  const Game& last = games[99 % games.size()];
  const Poll answer = answerOf(worker, ids.back());
  mostThreads = std::max(mostThreads, threadCount());
  mostResident = std::max(mostResident, residentMb());
  REQUIRE(answer.status == Status::Done);
  CHECK(last.isLegal(answer.move));
  for (std::size_t i = 0; i + 1 < ids.size(); ++i)
    CHECK(worker.poll(ids[i]).status == Status::Dropped);

  // One thread made, ever; the process never had more than it plus the test's own.
  CHECK(worker.progress().threads == 1);
  CHECK(mostThreads <= threadsBefore + 1);
  // A Master search's tables are about 16 MB: a thread (and tables) per request would be
  // 1.6 GB; one at a time stays within a few tables' worth of the first requests' level.
  INFO("resident after the first requests " << residentAfterFew << " MB, at most " << mostResident
                                            << " MB");
  if (!kSanitized) CHECK(mostResident < residentAfterFew + 96);
  const background::Progress progress = worker.progress();
  CHECK(progress.submitted == 103);
  CHECK(progress.dropped == 99);
  INFO(background::describe(progress));
  CHECK(background::describe(progress).find("workers made: 1") != std::string::npos);
}

TEST_CASE("background thread: the hint and the computer's move both get answers",
          "[app][background]") {
  const Game hintGame = openingGame(Variant::AdjiKui1, 5, 8);
  const Game computerGame = openingGame(Variant::Warri, 7, 9);
  background::ThreadWorker worker;
  // The hint first, the computer's move right behind it (it interrupts the hint), and the
  // other way round (the hint waits its turn).
  for (const bool hintFirst : {true, false}) {
    RequestId hint = background::kNoRequest;
    RequestId computer = background::kNoRequest;
    if (hintFirst) {
      hint = worker.submit(hintGame, masterJob(Slot::Hint, true));
      computer = worker.submit(computerGame, masterJob(Slot::Computer));
    } else {
      computer = worker.submit(computerGame, masterJob(Slot::Computer));
      hint = worker.submit(hintGame, masterJob(Slot::Hint, true));
    }
    const Poll hintAnswer = answerOf(worker, hint);
    const Poll computerAnswer = answerOf(worker, computer);
    INFO((hintFirst ? "hint first" : "computer first"));
    REQUIRE(hintAnswer.status == Status::Done);
    REQUIRE(computerAnswer.status == Status::Done);
    CHECK(hintGame.isLegal(hintAnswer.move));
    CHECK(computerGame.isLegal(computerAnswer.move));
  }
  CHECK(worker.progress().threads == 1);
  CHECK(worker.progress().dropped == 0);
}

TEST_CASE("background thread: the computer player and the hint player, on one worker",
          "[app][background]") {
  const Game hintGame = openingGame(Variant::Warri, 6, 10);
  const Game computerGame = openingGame(Variant::AdjiKui2, 6, 11);
  background::ThreadWorker worker;
  HintPlayer hint(&worker);
  ComputerPlayer computer(&worker);
  computer.setLevel(ai::Level::Master);
  hint.ask(hintGame);
  computer.start(computerGame, 0);
  CHECK(hint.pending());
  CHECK(computer.thinking());
  std::optional<Move> move;
  bool hintDecided = false;
  waitUntil([&] {
    if (!move) move = computer.step(100.0);  // long after the shortest thinking time
    if (!hintDecided) hintDecided = hint.update(hintGame);
    return move && hintDecided;
  });
  CHECK(computerGame.isLegal(*move));
  REQUIRE(hint.move());
  CHECK(hintGame.isLegal(*hint.move()));
  CHECK(hint.isFor(hintGame));

  // A hint whose game moved on is forgotten, and its request with it.
  hint.ask(hintGame);
  REQUIRE(hint.pending());
  Game moved = hintGame;
  (void)moved.play(moved.legalMoves().moves[0]);
  CHECK(!hint.update(moved));
  CHECK(!hint.pending());
  waitUntil([&] { return worker.progress().running == background::kNoRequest; });
  CHECK(worker.progress().threads == 1);
}

TEST_CASE("background thread: cancel stops a search at once", "[app][background]") {
  const Game game = openingGame(Variant::Warri, 4, 12);
  background::ThreadWorker worker;
  const RequestId endless = worker.submit(game, endlessJob(Slot::Computer));
  waitUntil([&] { return worker.progress().running == endless; });
  worker.cancel(endless);
  CHECK(worker.poll(endless).status == Status::Dropped);
  // The search of ten minutes ends (through its stop flag) and the thread is free again.
  waitUntil([&] { return worker.progress().running == background::kNoRequest; });
  CHECK(worker.poll(endless).status == Status::Dropped);
  const RequestId next = worker.submit(game, masterJob(Slot::Computer));
  const Poll answer = answerOf(worker, next);
  REQUIRE(answer.status == Status::Done);
  CHECK(game.isLegal(answer.move));
  CHECK(worker.progress().answered == 1);

  // A hint cancelled (waiting behind the computer's move, or already running): the computer's
  // move is still answered.
  const RequestId computer = worker.submit(game, masterJob(Slot::Computer));
  const RequestId hint = worker.submit(game, masterJob(Slot::Hint));
  worker.cancel(hint);
  CHECK(worker.poll(hint).status == Status::Dropped);
  const Poll computerAnswer = answerOf(worker, computer);
  REQUIRE(computerAnswer.status == Status::Done);
  CHECK(game.isLegal(computerAnswer.move));
  waitUntil([&] { return worker.progress().running == background::kNoRequest; });
  CHECK(worker.progress().waiting == 0);
  CHECK(worker.poll(hint).status == Status::Dropped);
}

TEST_CASE("background thread: leaving stops the running search and ends its thread",
          "[app][background]") {
  // Thread ids, not a count: a thread another test joined may still be counted by the kernel
  // for a moment after its join (the join returns when the thread's id is cleared, a little
  // before the kernel takes it off the list).
  const std::vector<long> before = threadIds();
  long searchThread = 0;
  {
    background::ThreadWorker worker;
    const RequestId id =
        worker.submit(openingGame(Variant::AdjiKui1, 3, 13), endlessJob(Slot::Computer));
    waitUntil([&] { return worker.progress().running == id; });
    std::vector<long> added;
    const std::vector<long> now = threadIds();
    std::set_difference(now.begin(), now.end(), before.begin(), before.end(),
                        std::back_inserter(added));
    REQUIRE(added.size() == 1);
    searchThread = added.front();
  }  // the destructor: stop and join (a search of ten minutes otherwise)
  // Gone at once or a moment later; a search left running would keep it for ten minutes.
  waitUntil([&] {
    const std::vector<long> now = threadIds();
    return !std::binary_search(now.begin(), now.end(), searchThread);
  });
}

TEST_CASE("background thread: in an exact endgame the hint says the outcome with perfect play",
          "[app][background]") {
  // Adji Kui I with 5 seeds left, South to move, 22 to 21: the solver decides it at once.
  Position p;
  p.seeds = {0, 0, 0, 1, 0, 2, 0, 0, 1, 0, 0, 1};
  p.captured = {22, 21};
  const Game game(Rules{Variant::AdjiKui1, false}, p);
  const auto solved = ai::solveExact(game);
  REQUIRE(solved);
  REQUIRE(solved->marginKnown);
  background::ThreadWorker worker;
  HintPlayer hint(&worker);
  hint.ask(game);
  waitUntil([&] { return hint.update(game); });
  REQUIRE(hint.verdict());
  CHECK(*hint.verdict() == solved->result);
  REQUIRE(hint.margin());
  CHECK(*hint.margin() == solved->margin);
  const std::string text = hint.text(Player::South);
  INFO(text);
  const int m = solved->margin;
  if (m == 0)
    CHECK(text.find("With perfect play, the game is drawn.") != std::string::npos);
  else
    CHECK(text.find(std::string("With perfect play, ") + (m > 0 ? "South" : "North") + " wins by " +
                    std::to_string(m > 0 ? m : -m) + " seed") != std::string::npos);
}
