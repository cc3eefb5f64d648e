// The board app's entry point, the same for the desktop and the browser.
//   mancala                      opens the window
//   mancala --screenshot F.ppm   renders a few frames, writes the last one to F.ppm and exits
//   mancala --game VARIANT       opens on a new game (adji-kui-1, adji-kui-2, warri)
//           [--south|--north person|computer]
// The page passes its URL parameters the same way (?game=warri&north=computer).
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
  SessionSetup setup;
  bool startGame = false;
  auto usage = [&] {
    std::fprintf(stderr,
                 "usage: %s [--game adji-kui-1|adji-kui-2|warri] [--south person|computer]\n"
                 "          [--north person|computer] [--screenshot FILE.ppm]\n",
                 argv[0]);
    return 2;
  };
  for (int i = 1; i < argc; ++i) {
    const bool hasValue = i + 1 < argc;
    if (std::strcmp(argv[i], "--screenshot") == 0 && hasValue) {
      desc.quitAfterFirstFrames = true;
      desc.screenshotPath = argv[++i];
    } else if (std::strcmp(argv[i], "--game") == 0 && hasValue) {
      const auto variant = mancala::parseVariant(argv[++i]);
      if (!variant) return usage();
      setup.variant = *variant;
      startGame = true;
    } else if ((std::strcmp(argv[i], "--south") == 0 || std::strcmp(argv[i], "--north") == 0) && hasValue) {
      const std::size_t side = argv[i][2] == 's' ? 0 : 1;
      const char* kind = argv[++i];
      if (std::strcmp(kind, "person") == 0) setup.players[side] = PlayerKind::Person;
      else if (std::strcmp(kind, "computer") == 0) setup.players[side] = PlayerKind::Computer;
      else return usage();
    } else {
      return usage();
    }
  }
  if (startGame) app.newGame(setup, 0);
  attachPageApi(app);
  return runPlatform(desc, app);
}
