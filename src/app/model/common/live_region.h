// What the app says to screen readers (the host's live region: the page's aria-live element):
// the last sentence, and how many were said, for the page's mirror and the tests.
#pragma once

#include <cstdint>
#include <string>

#include "app/model/common/host.h"

namespace mancala::app {

class LiveRegion {
 public:
  explicit LiveRegion(Host& host) : host_(host) {}
  // Says `text` (nothing for an empty one); the same sentence twice is said twice.
  void say(std::string text) {
    if (text.empty()) return;
    last_ = std::move(text);
    ++count_;
    host_.announce(last_);
  }
  const std::string& last() const { return last_; }
  std::uint64_t count() const { return count_; }

 private:
  Host& host_;
  std::string last_;
  std::uint64_t count_ = 0;
};

}  // namespace mancala::app
