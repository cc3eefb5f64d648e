// The board app's entry point, the same for the desktop and the browser.
//   mancala                      opens the window
//   mancala --screenshot F.ppm   renders a few frames, writes the last one to F.ppm and exits
#include <cstdio>
#include <cstring>

#include "app/app.h"
#include "app/page_api.h"
#include "app/platform.h"

int main(int argc, char** argv) {
  using namespace mancala::app;
  PlatformDesc desc;
  desc.title = "Mancala \u2014 Adji Kui and Warri";
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--screenshot") == 0 && i + 1 < argc) {
      desc.quitAfterFirstFrames = true;
      desc.screenshotPath = argv[++i];
    } else {
      std::fprintf(stderr, "usage: %s [--screenshot FILE.ppm]\n", argv[0]);
      return 2;
    }
  }
  static App app;  // outlives main() in the browser, where the loop runs after it returns
  attachPageApi(app);
  return runPlatform(desc, app);
}
