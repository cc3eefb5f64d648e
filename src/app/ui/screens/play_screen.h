// The play screen: the title and the controls, the status line, the board (with the result's card
// over it at a game's end), and the panel beside it on a wide screen, under it on a narrow one,
// a sheet pulled up over it on a phone (the compact layout in a small frame).
#pragma once

#include "app/model/modes/app_model.h"
#include "app/ui/play/board_area.h"
#include "app/ui/play/phone_sheet.h"
#include "app/ui/play/result_card.h"
#include "app/ui/play/side_panel.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

class PlayScreen {
 public:
  void draw(const AppModel& model, UiState& ui, double now);
  const BoardArea& board() const { return board_; }
  void hide() { board_.hide(); }
  // A new game or record: the move list starts again.
  void reset() { side_.reset(); }
  // What the screen keeps of its own: the result's card put away, a phone's sheet up.
  bool cardPutAway() const { return card_.putAway(); }
  bool sheetUp() const { return sheet_.up(); }
  // Until when the result's card moves on its own (a win's cheer).
  double movesUntil() const { return card_.cheerUntil(); }

 private:
  void topBar(const AppModel& model, UiState& ui, double now);
  // The turn, the move being sown or the result, in one line of the body font on a phone.
  void statusLine(const AppModel& model, UiState& ui, double now, bool phone);
  // The result's card over the board, once a game's end is shown (before the panel, which
  // leaves the result's buttons to the card while it is up).
  void resultCard(const AppModel& model, UiState& ui, double now);

  BoardArea board_;
  SidePanel side_;
  ResultCard card_;
  PhoneSheet sheet_;          // a phone's panel
  bool reviewShown_ = false;  // the review was open in the last frame
};

}  // namespace mancala::app
