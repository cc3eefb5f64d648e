// The desktop's background search: the model's one-thread worker
// (app/model/worker/background_thread.h), made once. Its destructor, at exit, stops a running
// search and joins the thread.
#include "app/model/worker/background_thread.h"

#include "app/platform/services.h"

namespace mancala::app {

background::Worker& platformWorker() {
  static background::ThreadWorker worker;
  return worker;
}

}  // namespace mancala::app
