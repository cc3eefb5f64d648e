// What the app has said to screen readers (the host's live region: the page's aria-live element):
// the last sentence, and how many were said, for the page's mirror and the tests. The words
// themselves reach the host as a Say effect (effect.h).
#pragma once

#include <cstdint>
#include <string>

namespace mancala::app {

class LiveRegion {
 public:
  // Notes `text` as said (false for an empty one, which is not said); the same sentence twice is
  // said twice.
  bool say(std::string text) {
    if (text.empty()) return false;
    last_ = std::move(text);
    ++count_;
    return true;
  }
  const std::string& last() const { return last_; }
  std::uint64_t count() const { return count_; }

 private:
  std::string last_;
  std::uint64_t count_ = 0;
};

}  // namespace mancala::app
