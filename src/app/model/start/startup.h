// What the page or the command line says at start-up (AppModel::startUp, start/start_steps.h).
#pragma once

#include <string>

namespace mancala::app {

struct Startup {
  std::string query;           // "game=warri&lang=fr..." (see url_params.h)
  std::string fragment;        // a share link's "r=..." or "p=..."
  bool embedded = false;       // in a frame of another page
  bool reducedMotion = false;  // the system asks for less motion
  bool lightScheme = false;    // the system asks for a light scheme (theme=auto follows it)
};

}  // namespace mancala::app
