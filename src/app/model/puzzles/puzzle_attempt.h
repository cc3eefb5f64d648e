// One puzzle being solved: the player moves on the puzzle's board; a move that is not the answer
// is explained (what it would lead to) and not played, so the player can try again or see the
// answer; after the answer the computer (the Master's search, on the background worker) answers
// for the other side until the goal is reached or missed:
//   capture, feed     the answer itself reaches the goal;
//   win, avoid-loss   the game is played on to its end: reached when the player has won (win) or
//                     has not lost (avoid-loss); a later move that throws it away misses it.
// The hint: first what the answer sows (its seed count), then, once the answer is played, the
// exact solver's move where it finds one quickly. At the end, the explanation: what the answer
// did (from the core's trace: the seeds captured, the feeding rule) and the final margin. What
// is said is worked out here as values (WrongMove, AnswerFacts, PuzzleHint) and put into words
// in words/puzzles/.
// Plain C++: the Puzzles screen (app/ui/windows/puzzles_screen.h) draws it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "app/model/puzzles/puzzle_set.h"
#include "app/model/words/puzzles/answer_text.h"
#include "app/model/words/puzzles/hint_text.h"
#include "app/model/words/puzzles/wrong_move_text.h"
#include "app/model/worker/computer_player.h"
#include "core/game.h"

namespace mancala::app {

class PuzzleAttempt {
 public:
  explicit PuzzleAttempt(background::Worker* worker = nullptr) : computer_(worker) {}

  enum class Phase : std::uint8_t {
    None,      // no puzzle open
    YourMove,  // the player is to move (the first move: the puzzle itself)
    Thinking,  // the computer answers for the other side
    Solved,    // the goal is reached
    Missed,    // the goal can no longer be reached (a later move threw it away)
  };
  // What a choice of the player did.
  enum class Choice : std::uint8_t {
    Played,   // played on the board (animate lastBefore() with lastTrace())
    Wrong,    // not the answer: message() says what it would lead to; nothing else changed
    Refused,  // the rules forbid it: message() says why; nothing else changed
    Ignored,  // not the player's turn
  };

  // Opens `puzzle` at its start (a copy is kept); `solvedBefore` is said with its goal.
  void open(const Puzzle& puzzle, bool solvedBefore = false);
  void close();
  bool isOpen() const { return phase_ != Phase::None; }
  const Puzzle& puzzle() const { return puzzle_; }
  const Game& game() const { return game_; }
  Phase phase() const { return phase_; }
  bool over() const { return phase_ == Phase::Solved || phase_ == Phase::Missed; }
  Player solver() const { return puzzle_.start.toMove; }
  // The answer has been played (the puzzle's first move is behind).
  bool answerPlayed() const { return game_.moves().size() > 0; }

  // The player chose `move` (a hole, or kPass).
  Choice choose(Move move, double now);
  // Back to the puzzle's start (after a miss, or to try it again).
  void retry();
  // Shows the answer: it is marked on the board (answerMark) and the puzzle no longer counts as
  // solved by the player.
  void showAnswer();
  bool answerShown() const { return answerShown_; }
  // The hole to mark as the answer, or -1.
  int answerMark() const;
  // Asks for a hint: hintText() then says it.
  void askHint();
  const std::string& hintText() const { return hint_; }
  // The hole the hint names on the board (a later move's), or -1.
  int hintMark() const { return hintMove_; }

  // Each frame, once the last move's animation has ended: the computer's answer.
  void update(double now);
  bool thinking() const { return phase_ == Phase::Thinking; }

  // Holes the player may sow now (the board's rings): none when it is not his turn.
  std::uint16_t playable() const;
  // Holes the player owns (where the keyboard's cursor goes).
  std::uint16_t ownHoles() const;

  // The last move played and the position before it; `movesShown` counts them.
  const Position& lastBefore() const { return lastBefore_; }
  const Trace& lastTrace() const { return lastTrace_; }
  std::uint32_t movesShown() const { return movesShown_; }

  // What the last choice did: why a move is not the answer, or why the rules forbid it.
  const std::string& message() const { return message_; }
  // At the end: what the answer did and how it ended.
  const std::string& explanation() const { return explanation_; }
  // The goal was just reached without the answer shown: the puzzle's id, once (for the progress).
  std::optional<std::string> takeSolved();
  // What a screen reader should hear after the last change, once.
  std::optional<std::string> takeAnnouncement();

 private:
  void playMove(Move move);
  void afterMove();
  void finish(bool reached);
  WrongMove wrongMove(Move move) const;  // why a move is not the answer
  AnswerFacts answerFacts() const;       // what the answer did, from its trace

  ComputerPlayer computer_;
  Puzzle puzzle_;
  Game game_;
  Phase phase_ = Phase::None;
  bool answerShown_ = false;
  int hintLevel_ = 0;  // hints given on this position
  std::string hint_;
  int hintMove_ = -1;
  Position lastBefore_;
  Trace lastTrace_;
  Trace answerTrace_;
  Position answerBefore_;
  std::uint32_t movesShown_ = 0;
  std::string message_, explanation_;
  std::optional<std::string> solved_, announcement_;
};

}  // namespace mancala::app
