// What the app model's tests share (app_model_test.cpp, app_kept_games_test.cpp,
// app_saving_test.cpp): the setups of a new game, moves played at once, and the page opened again.
#pragma once

#include <catch2/catch.hpp>

#include "app/model/modes/app_model.h"
#include "app_commands.h"
#include "memory_host.h"

namespace mancala::app::test {

// A game between two people on this device.
inline SessionSetup twoPeople(Variant v) {
  SessionSetup setup;
  setup.variant = v;
  return setup;
}

// A person (South) against the computer (North).
inline SessionSetup againstComputer(Variant v) {
  SessionSetup setup;
  setup.variant = v;
  setup.players = {PlayerKind::Person, PlayerKind::Computer};
  return setup;
}

// Plays the first legal move `count` times, each shown at once.
inline void playFirst(AppModel& model, int count) {
  for (int i = 0; i < count; ++i) {
    REQUIRE_FALSE(test::play(model, model.state().game.session.legalMoves().moves[0], 0.0));
    test::skipAnimation(model);
  }
}

// Plays first legal moves (shown at once) until the game is over.
inline void playToEnd(AppModel& model) {
  for (int n = 0; n < 2000 && !model.state().game.session.game().over(); ++n) {
    REQUIRE_FALSE(test::play(model, model.state().game.session.legalMoves().moves[0], 0.0));
    test::skipAnimation(model);
  }
  REQUIRE(model.state().game.session.game().over());
}

// The page opened again at `address` (a reload, a bookmark, a copied address) over the model's
// host's storage.
inline void reopen(AppModel& model, const GameAddress& address) {
  model.startUp({address.query, address.fragment, false, false}, 0.0);
}

// A finished Adji Kui I game: each side plays its legal move picked by `seed` until the end.
inline Game finishedGame(unsigned seed) {
  Game game;
  for (unsigned n = 0; n < 3000 && !game.over(); ++n) {
    const MoveList legal = game.legalMoves();
    game.play(
        legal.moves[static_cast<std::size_t>((n * 7 + seed) % static_cast<unsigned>(legal.count))]);
  }
  REQUIRE(game.over());
  return game;
}

}  // namespace mancala::app::test
