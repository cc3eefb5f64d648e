// The board app's entry point, the same for the desktop and the browser.
//   mancala                      opens the window
//   mancala --screenshot F.ppm   renders a few frames, writes the last one to F.ppm and exits
//   mancala --game VARIANT       opens on a new game (adji-kui-1, adji-kui-2, warri)
#include <cstdio>
#include <cstring>

#include "app/app.h"
#include "app/page_api.h"
#include "app/platform.h"
#include "core/types.h"

int main(int argc, char** argv) {
  using namespace mancala::app;
  static App app;  // outlives main() in the browser, where the loop runs after it returns
  PlatformDesc desc;
  desc.title = "Mancala \u2014 Adji Kui and Warri";
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--screenshot") == 0 && i + 1 < argc) {
      desc.quitAfterFirstFrames = true;
      desc.screenshotPath = argv[++i];
    } else if (std::strcmp(argv[i], "--game") == 0 && i + 1 < argc) {
      const auto variant = mancala::parseVariant(argv[++i]);
      if (!variant) {
        std::fprintf(stderr, "unknown game %s (adji-kui-1, adji-kui-2, warri)\n", argv[i]);
        return 2;
      }
      SessionSetup setup;
      setup.variant = *variant;
      app.newGame(setup, 0);
    } else {
      std::fprintf(stderr, "usage: %s [--game VARIANT] [--screenshot FILE.ppm]\n", argv[0]);
      return 2;
    }
  }
  attachPageApi(app);
  return runPlatform(desc, app);
}
