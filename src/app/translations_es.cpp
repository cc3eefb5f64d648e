#include "app/translations.h"

namespace mancala::app {

const TranslationTable& spanishTable() {
  static const TranslationTable table = {
      {"New game", "Nueva partida"},
  };
  return table;
}

}  // namespace mancala::app
