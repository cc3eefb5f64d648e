// What the screen showed when the message under the board was said (why an action was refused,
// what went wrong at start-up): the message goes once that is gone. "The game is over: start a
// new one." goes with the game, a refused hole's reason with the next move, "Back to the game"
// with another look into the past.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "app/model/common/screen.h"

namespace mancala::app {

struct MessageScene {
  Screen screen = Screen::Start;
  std::size_t moves = 0;              // the moves of the game played
  std::optional<std::size_t> viewed;  // the moves shown, looking back
  bool review = false;                // the review is open
  bool betweenGames = false;          // a match between its games
  bool operator==(const MessageScene&) const = default;
};

// Follows the message from frame to frame.
class MessageWatch {
 public:
  // `text`: the message now, `now`: the scene shown. A new text is said in this scene; true when
  // the text was said in another scene (it is stale: clear it).
  bool stale(const std::string& text, const MessageScene& now) {
    if (text.empty()) {
      saidIn_.reset();
      return false;
    }
    if (!saidIn_ || text != said_) {
      saidIn_ = now;
      said_ = text;
      return false;
    }
    if (*saidIn_ == now) return false;
    saidIn_.reset();
    return true;
  }

 private:
  std::optional<MessageScene> saidIn_;
  std::string said_;
};

}  // namespace mancala::app
