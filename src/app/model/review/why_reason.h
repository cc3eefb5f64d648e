// Why a marked move of the review was one, as a value read from the engine's principal lines
// (move_line.h): what the opponent does after it (the reply and its capture, a grand slam, a
// starved or unfed row that ends the game), what the better move would have captured at once,
// and in an Adji Kui II match the holes fewer that the seeds lost can mean. The sentence a
// beginner can follow is made from it in words/review/why_text.h.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "app/model/words/review/why_text.h"
#include "core/game.h"

namespace mancala::app {

struct WhyFacts {
  // The move played then the engine's line (principalLine), from before `game`'s move `i`.
  std::vector<Move> played;
  // The better move's line; empty where the better move is not to be given away (Try again).
  std::vector<Move> better;
  int seedsLost = 0;   // the review's value of the move against the best
  bool match = false;  // the game is one of a match (Adji Kui II: its seeds give holes to own)
};

// Why move `i` of `game` was marked, from the lines in `facts`.
WhyReason whyReason(const Game& game, std::size_t i, const WhyFacts& facts);
// Its sentence (words/review/why_text.h): "After b, North sows C and captures 4 seeds. f would
// have captured 6 seeds." ("" when the line shows nothing to say and no seed was lost).
std::string whyText(const Game& game, std::size_t i, const WhyFacts& facts);

}  // namespace mancala::app
