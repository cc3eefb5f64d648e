// The game's review as the player meets it: open over the play screen's panel or not, how far
// the background got (game_reviewer.h), what it says of each player and of each move (read here
// as values, review_facts.h, and put into words in words/review/), and the better move to show
// on the board for the move looked at. The commands that start and stop it (and say so) are its
// update()'s (review_update.h).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "app/model/common/screen.h"
#include "app/model/common/session.h"
#include "app/model/review/game_reviewer.h"
#include "app/model/review/move_line.h"
#include "app/model/worker/background.h"

namespace mancala::app {

class Review {
 public:
  // `viewed`: how many moves had been played in the position looked at (nothing: the live one).
  Review(background::Worker* worker, const Session& session, const Screen& screen,
         const std::optional<std::size_t>& viewed)
      : reviewer_(worker), session_(session), screen_(screen), viewed_(viewed) {}

  // Shown over the play screen's panel.
  bool open() const { return open_ && screen_ == Screen::Play; }
  bool running() const { return reviewer_.running(); }
  // The review of the session's game (maybe partial), if any.
  const GameReview* result() const;
  // Positions reviewed, and to review.
  std::size_t done() const { return reviewer_.done(); }
  std::size_t total() const { return session_.game().moves().size(); }
  // "South: accuracy 82%, 1 inaccuracy, 0 mistakes, 1 blunder." (one player)
  std::string summaryText(Player p) const;
  // "Move 12, South c: blunder, 7 seeds lost. Better: a." (move `i`, from 0); "... not reviewed
  // yet." when the review has not reached it.
  std::string moveText(std::size_t i) const;
  // Why move `i` was marked (an inaccuracy or worse), from the engine's lines (why_reason.h,
  // words/review/why_text.h): "After b, North sows C and captures 4 seeds. f would have captured 6
  // seeds." The better move is left out while Try again hides it; "" for a move not marked or not
  // reviewed.
  std::string whyText(std::size_t i) const;
  // ---- Show the line: the move shown before it was played (showsBefore()), then the engine's
  // line after it, played on the board one move at a time and back.
  // The line of the move shown (the move played first); empty where no move is shown before.
  const std::vector<Move>& line() const;
  // Moves of line() the board shows played (0: the position before the move).
  std::size_t lineStep() const { return lineOf_ && lineOf_ == showsBefore() ? lineStep_ : 0; }
  // "The line, move 2 of 5: North sows C." ("" at step 0).
  std::string lineText() const;
  void setLineStep(std::size_t step) {
    lineOf_ = showsBefore();
    lineStep_ = step;
  }
  // ---- The marked moves (inaccuracies, mistakes, blunders) to learn from, the player's first:
  // the people's sides (South's, then North's), then the computer's, each in the game's order.
  std::vector<std::size_t> mistakes() const;
  // Where the move looked at is in mistakes(), if it is one.
  std::optional<std::size_t> mistakeShown() const;
  // The move that Next (`by` 1) or Previous (-1) mistake looks at, if any.
  std::optional<std::size_t> mistakeAfter(int by) const;
  // "Mistake 2 of 6: 2 blunders, 1 mistake, 3 inaccuracies." ("6 to learn from: ..." when the
  // move looked at is none of them; "No mistakes to learn from." when there are none).
  std::string mistakesText() const;
  // The move looked at (the last one played in the position shown), if there is a review.
  std::optional<std::size_t> moveShown() const;
  // The better move than the one looked at, to show on the board while open.
  std::optional<Move> betterMove() const;
  // While open, a move looked at that had a better one is shown on the board before it was
  // played (the move played and the better one drawn from there): the moves played before it.
  // (Looked at: chosen in the review, or the last one of a game that is over.)
  std::optional<std::size_t> showsBefore() const;
  // ---- Try again: the move shown before it was played (showsBefore()) as a one-move puzzle.
  // The moves before the move being tried again, while it is the one shown.
  std::optional<std::size_t> retrying() const {
    return retry_ && retry_ == showsBefore() ? retry_ : std::nullopt;
  }
  bool retrySolved() const { return retrying() && solved_; }
  // The answer (the better move) is hidden: tried again and not yet found or shown.
  bool answerHidden() const { return retrying() && !solved_; }
  // What the last try was answered, on screen ("Not this one: ..."; "" before any).
  const std::string& tryNote() const { return tryNote_; }
  void beginRetry() {
    retry_ = showsBefore();
    lineStep_ = 0;
    solved_ = false;
    tryNote_.clear();
  }
  void solveRetry(std::string note) {
    solved_ = true;
    tryNote_ = std::move(note);
  }
  void noteTry(std::string note) { tryNote_ = std::move(note); }

  // For the save and the address: "" without a review.
  std::string text() const;

  // ---- For the review's commands (review_update.h).
  // Opens and starts (or continues) the review of the session's game.
  void start();
  void close() { open_ = false; }
  // Stops between positions; false when it was not running.
  bool stop();
  // A review read back (a save or a link) for the session's game, open or not.
  void restore(GameReview review, bool open);
  // Picks up the background's work. `added`: a position was reviewed; `finished`: that completed
  // the review. Another game, or moves taken back: the review no longer fits and is dropped.
  void update(bool* added, bool* finished);

 private:
  GameReviewer reviewer_;
  const Session& session_;
  const Screen& screen_;
  const std::optional<std::size_t>& viewed_;
  bool open_ = false;
  std::optional<std::size_t> retry_;
  bool solved_ = false;
  std::string tryNote_;
  std::optional<std::size_t> lineOf_;
  std::size_t lineStep_ = 0;
  // The engine's lines worked out so far (a search each: kept, for the frames that show them).
  struct KnownLine {
    Position before;
    Move move = kNoMove;
    std::vector<Move> line;
  };
  mutable std::vector<KnownLine> lines_;
  const std::vector<Move>& lineOf(std::size_t i, Move move) const;
};

}  // namespace mancala::app
