#include "app/platform/page/page_api.h"

namespace mancala::app {

void attachPageApi(App&) {}
void pageAfterFrame() {}

const PageAddress& pageAddress() {
  static const PageAddress none;
  return none;
}

}  // namespace mancala::app
