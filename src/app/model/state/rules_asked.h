// The rules window asked for by a command (the page's start form): the game, and how many times
// it was asked (the interface opens the window when the count moves).
#pragma once

#include <cstdint>

#include "app/model/games_table/games_table.h"
#include "core/types.h"

namespace mancala::app {

struct RulesAsked {
  Variant game = kFirstGame;
  std::uint32_t count = 0;
};

}  // namespace mancala::app
