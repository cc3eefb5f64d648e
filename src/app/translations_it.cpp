#include "app/translations.h"

namespace mancala::app {

const TranslationTable& italianTable() {
  static const TranslationTable table = {
      {"New game", "Nuova partita"},
  };
  return table;
}

}  // namespace mancala::app
