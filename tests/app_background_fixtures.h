// What the background worker's tests share (app_background_queue_test.cpp,
// app_background_thread_test.cpp): the worker's names, a game a few random moves in, and a request
// at the Master level.
#pragma once

#include <cstdint>

#include "ai/levels.h"
#include "app/model/worker/background.h"

namespace mancala::app::test {

// The worker's names, as the tests write them.
using background::Job;
using background::Poll;
using background::RequestId;
using background::Slot;
using background::Status;

// A game of `v` after `plies` random moves (the same for the same seed).
inline Game openingGame(Variant v, int plies, std::uint64_t seed) {
  Game game(Rules{v, false});
  for (int i = 0; i < plies && !game.over(); ++i)
    (void)game.play(ai::randomMove(game, seed * 1000 + static_cast<std::uint64_t>(i)));
  return game;
}

// A request for the Master level's move (and its verdict on the game, when `verdict`).
inline Job masterJob(Slot slot, bool verdict = false) {
  Job job;
  job.slot = slot;
  job.level = ai::Level::Master;
  job.verdict = verdict;
  return job;
}

}  // namespace mancala::app::test
