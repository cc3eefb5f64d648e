#include "app/platform/page_api.h"

namespace mancala::app {

void attachPageApi(App&) {}

}  // namespace mancala::app
