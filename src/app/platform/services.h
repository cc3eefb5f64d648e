// What each platform provides the app with: its host (saving, the page, sounds, the clipboard)
// and its background worker. One definition of each per platform, chosen by CMake.
#pragma once

#include "app/model/common/host.h"
#include "app/model/worker/background.h"

namespace mancala::app {

Host& platformHost();
background::Worker& platformWorker();

}  // namespace mancala::app
