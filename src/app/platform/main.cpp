// The board app's entry point, the same for the desktop and the browser.
//   mancala                      opens the window
//   mancala --screenshot F.ppm   renders a few frames, writes the last one to F.ppm and exits
//   mancala --game VARIANT       opens on a new game (adji-kui-1, adji-kui-2, warri)
//           [--south|--north person|computer]
//           [--params "game=warri&lang=fr&theme=contrast..."] [--fragment "r=<record>"]
//           [--embedded] [--reduced-motion] [--browser-language fr-CA]
// The page passes its address this way: --params with the query, --fragment with the share
// link's part after '#' (see url_params.h).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "app/ui/app.h"
#include "app/platform/page_api.h"
#include "app/platform/platform.h"
#include "app/platform/services.h"
#include "core/types.h"

int main(int argc, char** argv) {
  using namespace mancala::app;
  // Outlives main() in the browser, where the loop runs after it returns.
  static App app(platformHost(), platformWorker());
  PlatformDesc desc;
  App::Startup startup;
  std::string languageTag;  // --browser-language fr-CA
  auto param = [&](const char* key, const char* value) {
    startup.query += std::string(startup.query.empty() ? "" : "&") + key + "=" + value;
  };
  auto usage = [&] {
    std::fprintf(stderr,
                 "usage: %s [--game adji-kui-1|adji-kui-2|warri] [--south person|computer]\n"
                 "          [--north person|computer] [--screenshot FILE.ppm]\n"
                 "          [--params QUERY] [--fragment FRAGMENT] [--embedded] [--reduced-motion]\n"
                 "          [--browser-language TAG]\n",
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
      param("game", argv[i]);
    } else if ((std::strcmp(argv[i], "--south") == 0 || std::strcmp(argv[i], "--north") == 0) && hasValue) {
      const char* side = argv[i] + 2;
      const char* kind = argv[++i];
      if (std::strcmp(kind, "person") != 0 && std::strcmp(kind, "computer") != 0) return usage();
      param(side, kind);
    } else if (std::strcmp(argv[i], "--params") == 0 && hasValue) {
      startup.query += std::string(startup.query.empty() ? "" : "&") + argv[++i];
    } else if (std::strcmp(argv[i], "--fragment") == 0 && hasValue) {
      startup.fragment = argv[++i];
    } else if (std::strcmp(argv[i], "--browser-language") == 0 && hasValue) {
      languageTag = argv[++i];
    } else if (std::strcmp(argv[i], "--embedded") == 0) {
      startup.embedded = true;
    } else if (std::strcmp(argv[i], "--reduced-motion") == 0) {
      startup.reducedMotion = true;
    } else {
      return usage();
    }
  }
  // The browser's or the system's language, unless the address or a saved choice says otherwise
  // (App::startUp). Unknown languages leave English.
  if (languageTag.empty())
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
      if (const char* value = std::getenv(name); value && *value) {
        languageTag = value;
        break;
      }
  if (auto language = parseLanguage(languageTag)) setLanguage(*language);
  attachPageApi(app);
  app.startUp(startup, 0);
  desc.title = tr("Mancala \u2014 Adji Kui I, Adji Kui II and Warri");  // in the language just chosen
  return runPlatform(desc, app);
}
