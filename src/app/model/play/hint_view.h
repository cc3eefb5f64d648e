// The hint for the person to move as the screens show it: free functions over the app's state and
// the hint's worker (play_workers.h), a value made when asked.
#pragma once

#include <optional>
#include <string>

#include "app/model/state/app_state.h"
#include "app/model/worker/hint_player.h"
#include "core/types.h"

namespace mancala::app {

// The hint for the person to move, once asked for this position (decided, or still thinking:
// `pending`): the move, its verdict (+1 a win, 0 a draw, -1 a loss, none unknown), its words.
struct HintShown {
  bool pending = false;
  std::optional<Move> move;
  std::optional<int> verdict;
  std::string text;
};

// A hint was asked for the position on the play screen, the person to move (decided or not).
bool hintShown(const AppState& state, const HintPlayer& hint);
// Its words for the side to move: "Hint: sow c. ..." (or that it is being thought about).
std::string hintText(const AppState& state, const HintPlayer& hint);
// The hint as shown; nothing where none was asked for this position.
std::optional<HintShown> hintView(const AppState& state, const HintPlayer& hint);

}  // namespace mancala::app
