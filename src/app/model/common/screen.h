// Which of the app's two screens is shown: the start screen (choosing the next game) or the
// game being played.
#pragma once

#include <cstdint>

namespace mancala::app {

enum class Screen : std::uint8_t { Start, Play };

}  // namespace mancala::app
