#include "app/translations.h"

namespace mancala::app {

const TranslationTable& frenchTable() {
  static const TranslationTable table = {
      {"New game", "Nouvelle partie"},
  };
  return table;
}

}  // namespace mancala::app
