#include "app/model/words/review/lead_text.h"

#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string leadText(const Lead& lead) {
  const auto n = static_cast<unsigned long>(lead.seeds);
  const std::string count = std::to_string(lead.seeds);
  switch (lead.who) {
    case Lead::Who::Nobody: return tr("Level: neither side leads");
    case Lead::Who::You: return trnf("You lead by {0} seed", "You lead by {0} seeds", n, {count});
    case Lead::Who::Friend:
      return trnf("Your friend leads by {0} seed", "Your friend leads by {0} seeds", n, {count});
    case Lead::Who::Computer:
      return trnf("The computer leads by {0} seed", "The computer leads by {0} seeds", n, {count});
    case Lead::Who::Side: break;
  }
  return trnf("{0} leads by {1} seed", "{0} leads by {1} seeds", n, {sideName(lead.leader), count});
}

}  // namespace mancala::app
