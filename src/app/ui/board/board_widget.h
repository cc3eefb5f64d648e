// The one board widget: draws a BoardTable's frame (the game's, a lesson's or a puzzle's) as
// large as its rectangle allows, and takes what is done on it. A hole is chosen on release, as
// a native game does: pressed and released on the same hole without travelling more than a few
// pixels (during a move, such a tap shows its end). A press that travels is a scroll or nothing;
// one held still for half a second shows the hole's card (its name and seeds) and chooses nothing
// when it lifts. The arrows move the table's cursor among the holes it offers, the keyboard's
// focus is drawn as a ring around the board, and the pointer's hole is marked (on the game's
// board, named in a card).
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "app/model/board/board_table.h"
#include "app/model/games_table/games_table.h"
#include "app/ui/board/board_geometry.h"
#include "app/ui/lettering/fonts.h"
#include "app/ui/widgets/controls.h"
#include "core/types.h"
#include "imgui.h"

namespace mancala::app {

class BoardWidget {
 public:
  struct Options {
    const char* id = "board";          // the invisible button's ImGui id
    const char* holePrefix = nullptr;  // each hole a named control (prefix + number), or none
    bool cursorWhenUnfocused = true;   // the cursor's ring shows without the keyboard's focus
    bool tooltips = false;             // a hole's name under the pointer (the game's board)
    bool mayStand = false;             // stands on its side in a tall rectangle (layoutBoard)
  };
  // What the widget needs of the screen it is on, each frame.
  struct Context {
    const Fonts& fonts;
    bool touch = false;                     // the last pointer input was a finger: nothing hovers
    bool tooltips = true;                   // with Options::tooltips: none while a card is over it
    bool focused = false;                   // the board has the keyboard's focus: its ring is drawn
    bool reducedMotion = false;             // the playable rings stand still
    Variant variant = kFirstGame;           // the game (some name their holes: namedHoles)
    std::function<void()> nameBoard = {};   // names the board's button as a control, right after it
    const NameControl* nameHole = nullptr;  // names each hole (with Options::holePrefix)
  };

  explicit BoardWidget(Options options) : options_(options) {}

  // What a tap or a click on the board asked for in the frame drawn last: a hole chosen, or the
  // end of the move being shown.
  struct Action {
    int chosen = -1;
    bool skip = false;
  };
  // Draws `table`'s frame (computed by its owner for this frame: BoardTable::frame) in `size` at
  // the cursor. Returns the frame drawn; action() says what a click on it asked for, for the
  // board's owner to do.
  const BoardFrame& draw(const BoardTable& table, const Context& context, ImVec2 size, double now);
  const Action& action() const { return action_; }
  // The arrows: the hole the table's cursor goes to next in that direction, as drawn (-1: none
  // offered). Nothing when the board has not been drawn.
  std::optional<int> cursorMoved(const BoardTable& table, int dx, int dy) const;

  // Where the board was drawn in the last frame, if it was.
  const std::optional<BoardLayout>& layout() const { return layout_; }
  void hide() { layout_.reset(); }
  int hovered() const { return hovered_; }
  // The hole's card shown in the last frame, its lines joined by " · "; empty when none.
  const std::string& card() const { return card_; }
  // When a press held still on a hole shows its card, for a frame then; infinity when none waits.
  double cardDue() const;

  static constexpr float kTapSlop = 10.0f;   // logical pixels a tap may travel
  static constexpr double kLongPress = 0.5;  // seconds held before the card shows

 private:
  // A press on the board, from the frame the button goes down to the frame it comes up.
  struct Press {
    bool active = false;
    int hole = -1;  // the hole pressed; -1 beside the holes
    ImVec2 at{};
    double since = 0;
    bool travelled = false;  // moved past kTapSlop since: a scroll or nothing, never a tap
    bool carded = false;     // held long enough that its hole's card showed: lifting plays nothing
  };
  void follow(const BoardLayout& layout, ImVec2 pointer, bool pressed, double now);
  bool tapped(const BoardLayout& layout, ImVec2 pointer) const;
  bool longPress(double now) const;
  // Hole h's card (its name, its owner, its seeds); `held`: under a finger held on it, shown even
  // where it must cover a line kept clear.
  void tooltip(const BoardFrame& frame, const BoardLayout& layout, Variant variant, int h,
               bool held);

  Options options_;
  std::optional<BoardLayout> layout_;
  Action action_;
  int hovered_ = -1;
  Press press_;
  std::string card_;
};

}  // namespace mancala::app
