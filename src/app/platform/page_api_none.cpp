#include "app/platform/page_api.h"

namespace mancala::app {

void attachPageApi(App&) {}
void pageAfterFrame() {}

}  // namespace mancala::app
