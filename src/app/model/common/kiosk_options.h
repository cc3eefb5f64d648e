// The museum kiosk's address parameters (docs/EMBEDDING.md):
//
//   kiosk=1              the kiosk: the attract screen, large targets, nothing that leaves the page
//   idle=<seconds>       without a touch for this long, back to the attract screen (default 180,
//                        from 10 to 3600)
//   kioskpace=<factor>   the attract loop's moves and captions this many times faster (1 to 100;
//                        for the soak tool and the tests)
//
// A bad value is left out (the default applies) and described in `errors`, in the current
// language.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace mancala::app {

struct KioskOptions {
  bool on = false;
  double idleSeconds = 180;
  double pace = 1;
  std::vector<std::string> errors;
  bool operator==(const KioskOptions&) const = default;
};

KioskOptions parseKioskOptions(std::string_view query);

}  // namespace mancala::app
