// The background worker's bookkeeping (app/model/worker/background_queue.h), the same for the
// desktop's thread and the browser's Web Worker: request ids, one live request per slot, the
// computer's request first, a running job superseded or cancelled, a broken worker. (The thread
// itself: app_background_thread_test.cpp.)
#include <catch2/catch.hpp>
#include <optional>
#include <string>

#include "app/model/worker/background.h"
#include "app/model/worker/background_queue.h"
#include "app_background_fixtures.h"

using namespace mancala;
using namespace mancala::app;
using namespace mancala::app::test;

TEST_CASE("background queue: ids, one live request per slot, the computer first",
          "[app][background]") {
  const Game game = openingGame(Variant::Warri, 4, 1);
  background::Queue queue(true);
  CHECK(queue.poll(background::kNoRequest).status == Status::Failed);
  CHECK(queue.poll(7).status == Status::Failed);  // never given out

  const RequestId hint = queue.submit(game, masterJob(Slot::Hint));
  const RequestId first = queue.submit(game, masterJob(Slot::Computer));
  const RequestId second = queue.submit(game, masterJob(Slot::Computer));
  CHECK(hint != background::kNoRequest);
  CHECK(first != hint);
  CHECK(second != first);
  // The earlier computer's request is superseded; the hint is not.
  CHECK(queue.poll(first).status == Status::Dropped);
  CHECK(queue.poll(second).status == Status::Searching);
  CHECK(queue.poll(hint).status == Status::Searching);
  CHECK(queue.progress().waiting == 2);

  // The computer's move goes first, then the hint.
  auto job = queue.start();
  REQUIRE(job);
  CHECK(job->id == second);
  CHECK(!queue.start());  // one at a time
  queue.finish(second,
               Poll{Status::Done, game.legalMoves().moves[0], std::nullopt, {}, std::nullopt});
  CHECK(queue.poll(second).status == Status::Done);
  CHECK(queue.poll(second).move == game.legalMoves().moves[0]);
  job = queue.start();
  REQUIRE(job);
  CHECK(job->id == hint);
  CHECK(job->job.slot == Slot::Hint);
}

TEST_CASE("background queue: a running job superseded or cancelled is stopped, its answer ignored",
          "[app][background]") {
  const Game game = openingGame(Variant::AdjiKui1, 6, 2);
  const Move move = game.legalMoves().moves[0];
  background::Queue queue(true);
  const RequestId a = queue.submit(game, masterJob(Slot::Computer));
  REQUIRE(queue.start());
  CHECK(!queue.stopWanted());
  const RequestId b = queue.submit(game, masterJob(Slot::Computer));
  CHECK(queue.stopWanted());
  queue.finish(a, Poll{Status::Done, move, std::nullopt, {}, std::nullopt});
  CHECK(queue.poll(a).status == Status::Dropped);
  CHECK(queue.progress().answered == 0);

  auto job = queue.start();
  REQUIRE(job);
  CHECK(job->id == b);
  CHECK(queue.cancel(b));
  CHECK(!queue.cancel(b));
  CHECK(queue.stopWanted());
  queue.finish(b, Poll{Status::Done, move, std::nullopt, {}, std::nullopt});
  CHECK(queue.poll(b).status == Status::Dropped);
  CHECK(!queue.running());
  CHECK(!queue.ready());
  CHECK(queue.progress().dropped == 2);
}

TEST_CASE("background queue: a computer's request interrupts a hint, which is worked out again",
          "[app][background]") {
  const Game game = openingGame(Variant::Warri, 3, 3);
  const Move move = game.legalMoves().moves[0];
  background::Queue queue(true);
  const RequestId hint = queue.submit(game, masterJob(Slot::Hint, true));
  REQUIRE(queue.start());
  const RequestId computer = queue.submit(game, masterJob(Slot::Computer));
  CHECK(queue.stopWanted());
  queue.finish(
      hint,
      Poll{Status::Done, move, std::nullopt, {}, std::nullopt});  // the stopped search's answer
  CHECK(queue.poll(hint).status == Status::Searching);            // not lost: waiting again
  auto job = queue.start();
  REQUIRE(job);
  CHECK(job->id == computer);
  queue.finish(computer, Poll{Status::Done, move, std::nullopt, {}, std::nullopt});
  job = queue.start();
  REQUIRE(job);
  CHECK(job->id == hint);
  CHECK(job->job.verdict);
  queue.finish(hint, Poll{Status::Done, move, 1, {}, std::nullopt});
  CHECK(queue.poll(hint).status == Status::Done);
  CHECK(queue.poll(hint).verdict == 1);
  CHECK(queue.poll(computer).status == Status::Done);
  CHECK(queue.progress().restarted == 1);
}

TEST_CASE("background queue: without stopping (the Web Worker) a running hint is let finish",
          "[app][background]") {
  const Game game = openingGame(Variant::AdjiKui2, 5, 4);
  const Move move = game.legalMoves().moves[0];
  background::Queue queue(false);
  const RequestId hint = queue.submit(game, masterJob(Slot::Hint));
  REQUIRE(queue.start());
  const RequestId computer = queue.submit(game, masterJob(Slot::Computer));
  CHECK(!queue.stopWanted());
  CHECK(!queue.ready());  // the computer waits for the hint
  queue.finish(hint, Poll{Status::Done, move, std::nullopt, {}, std::nullopt});
  CHECK(queue.poll(hint).status == Status::Done);
  auto job = queue.start();
  REQUIRE(job);
  CHECK(job->id == computer);
  // Superseded while at the Web Worker: its answer is ignored, the newer one runs next.
  const RequestId newer = queue.submit(game, masterJob(Slot::Computer));
  CHECK(queue.stopWanted());
  queue.finish(computer, Poll{Status::Done, move, std::nullopt, {}, std::nullopt});
  CHECK(queue.poll(computer).status == Status::Dropped);
  job = queue.start();
  REQUIRE(job);
  CHECK(job->id == newer);
}

TEST_CASE("background queue: once broken, every request fails and none is taken",
          "[app][background]") {
  const Game game = openingGame(Variant::Warri, 2, 5);
  background::Queue queue(false);
  const RequestId id = queue.submit(game, masterJob(Slot::Computer));
  queue.breakDown();
  CHECK(queue.poll(id).status == Status::Failed);
  CHECK(queue.submit(game, masterJob(Slot::Hint)) == background::kNoRequest);
  CHECK(!queue.start());
  CHECK(background::describe(queue.progress()).find("failed") != std::string::npos);
}
