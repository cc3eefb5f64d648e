// A board being played, whatever feeds it: the game's session, a lesson's step or a puzzle being
// solved (each a BoardSource). The table owns what every board has the same way: the move being
// shown seed by seed, the keyboard's cursor, which holes may be chosen and why the others may
// not, a hole's sentence for a screen reader, the seed sounds, and one BoardFrame a frame that
// everything drawn reads. The interface draws it with one widget (ui/board/board_widget.h).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "app/model/board/animation.h"
#include "app/model/words/play/board_text.h"
#include "app/model/words/refusal.h"
#include "core/position.h"

namespace mancala::app {

// What is marked on the board beside the seeds.
struct BoardMarks {
  std::uint16_t playable = 0;  // bit per hole: may be sown now
  std::uint16_t buyable = 0;   // between Adji Kui II games: may be bought
  std::uint16_t chosen = 0;    // bought in the choice being made
  std::uint16_t owners = 0;    // bit set: North owns the hole
  int selected = -1;           // keyboard cursor
  int hovered = -1;
  int lastMove = -1;    // the hole the last move started from
  int lastEnd = -1;     // and the hole its last seed fell in
  int better = -1;      // the review's better move than the move played
  int betterEnd = -1;   // and the hole its last seed would fall in
  bool dimmed = false;  // e.g. while the computer thinks
};

// The board at one moment, computed once a frame (BoardTable::frame).
struct BoardFrame {
  BoardView view;    // the seeds, the stores and the move's hand and flights
  BoardMarks marks;  // the rings and marks (the pointer's hole is the widget's)
  Position shown;    // the position as the panels show it: the scores as the seeds land
  bool moving = false;
  bool hoverable = true;  // the pointer's hole is marked (not while nothing can be chosen)
};

// The hole the last seed of `trace` fell in, or -1.
int lastSown(const Trace& trace);

// What feeds a board.
class BoardSource {
 public:
  virtual ~BoardSource() = default;
  // The position the board stands at when no move is being shown.
  virtual Position position() const = 0;
  // Why the person may not choose `hole` now, as a code; nothing: they may.
  virtual std::optional<Refusal> whyNot(int hole) const = 0;
  // The person chose `hole` (a click, a tap, Enter): plays it, or answers why not as a code.
  virtual std::optional<Refusal> choose(int hole, double now) = 0;
  // The side whose holes the cursor starts on.
  virtual Player chooser() const = 0;
  // The side whose row is drawn near the person (at the bottom); South unless said otherwise.
  virtual Player nearSide() const { return Player::South; }
  // The holes the keyboard's cursor goes to; by default those that may be chosen.
  virtual std::optional<std::uint16_t> cursorHoles() const { return std::nullopt; }
  // What Enter does on a hole that may be chosen.
  virtual HoleAction pressAction() const { return HoleAction::Sow; }
  // The frame once the seeds and the playable rings are set from position(): the source's own
  // marks (the last move, owners, a purchase...), or another view at rest.
  virtual void dress(BoardFrame& frame, double now) const = 0;
};

class BoardTable {
 public:
  explicit BoardTable(BoardSource& source) : source_(source) {}
  BoardTable(const BoardTable&) = delete;
  BoardTable& operator=(const BoardTable&) = delete;

  // ---- The move shown seed by seed.
  void animate(const Position& before, const Trace& trace, double now, Speed speed);
  void skip() { animation_.stop(); }
  bool moving(double now) const { return animation_.running(now); }
  const MoveAnimation& animation() const { return animation_; }
  // Until the frame after the move's end has been drawn (which shows the final position).
  bool settling(double now) const { return shownMoving_ || moving(now); }

  // ---- Once a frame, before anything is drawn: what the board and the panels show.
  const BoardFrame& frame(double now);
  // The same, without keeping it.
  BoardFrame compute(double now) const;
  // Only the frame's `shown` position (the panels' figures at any moment), without the marks.
  Position shown(double now) const;
  // The last frame computed.
  const BoardFrame& lastFrame() const { return frame_; }

  // ---- Choosing.
  // A bit per hole that may be chosen now.
  std::uint16_t playable() const;
  // A click, a tap or Enter on a hole: during a move, shows its end at once; otherwise the
  // source's choice, refused with its code.
  std::optional<Refusal> choose(int hole, double now);

  // ---- The keyboard's cursor.
  int cursor() const { return cursor_; }
  void setCursor(int hole) { cursor_ = hole; }
  std::uint16_t cursorHoles() const { return source_.cursorHoles().value_or(playable()); }
  Player chooser() const { return source_.chooser(); }
  Player nearSide() const { return source_.nearSide(); }

  // ---- Words.
  // "Hole c, South: 4 seeds." then, spoken for the cursor, what Enter would do; for the page's
  // mirror of the board (`reasons`), "Playable." or why not.
  std::string holeSentence(int hole, bool reasons) const;

  // ---- The seed sounds: `sound(count, capture)` for each sowing or capture begun since the last
  // call (at most two a frame); none are owed while `on` is false.
  void sounds(double now, bool on, const std::function<void(int, bool)>& sound);

 private:
  BoardSource& source_;
  MoveAnimation animation_;
  BoardFrame frame_;
  bool shownMoving_ = false;  // the last frame computed showed a move
  int cursor_ = -1;
  int soundStepsDone_ = 0;
};

}  // namespace mancala::app
