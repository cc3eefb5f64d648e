// Why a marked move of the review was one, as a value read from the engine's principal lines
// (move_line.h): what the opponent does after it (the reply and its capture, a grand slam, a
// starved or unfed row that ends the game), what the better move would have captured at once,
// and in an Adji Kui II match the holes fewer that the seeds lost can mean. The sentence a
// beginner can follow is made from it in words/review/why_text.h.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

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

struct WhyReason {
  // What the line shows the opponent doing after the move played.
  enum class After : std::uint8_t {
    Nothing,         // nothing within the next moves
    ReplyWins,       // the reply captures `seeds`, making `total`: a majority, the game won
    ReplyGrandSlam,  // Warri: the reply captures all of the mover's row, `seeds`, and plays again
    ReplyCaptures,   // the reply captures `seeds`
    LaterCapture,    // the opponent's next move but one (`reply`, after `answer` and `next`)
    SoonStarved,     // the mover soon has no seed to sow: the opponent takes the `seeds` left
    SoonCannotFeed,  // the opponent soon cannot feed the mover and takes the `seeds` left
  };
  After after = After::Nothing;
  Move played = kNoMove;  // kNoMove: nothing to say (no line, or no such move)
  Player mover = Player::South;
  Move answer = kNoMove;  // LaterCapture: the opponent's first move after the one played
  Move next = kNoMove;    // LaterCapture: the mover's move after that
  Move reply = kNoMove;   // the opponent's capturing move
  int seeds = 0;
  int total = 0;  // ReplyWins: the opponent's seeds captured in all after the reply
  // What the better move captures at once where that is more than the move played did
  // (`better` kNoMove: nothing missed, or the better move is not to be given away).
  Move better = kNoMove;
  int betterSeeds = 0;
  bool betterGrandSlam = false;  // Warri: that capture empties the opponent's row
  // Nothing said above and seeds lost: the cost comes later, `seedsLost` against `costBetter`
  // (the better move, kNoMove where it is not to be given away).
  bool costLater = false;
  int seedsLost = 0;
  Move costBetter = kNoMove;
  // Adji Kui II's match: `matchSeeds` fewer at the end can mean `holes` fewer to own (0: none).
  int matchSeeds = 0;
  int holes = 0;
};

// Why move `i` of `game` was marked, from the lines in `facts`.
WhyReason whyReason(const Game& game, std::size_t i, const WhyFacts& facts);

}  // namespace mancala::app
