// Why a marked move of the review was one, in a sentence a beginner can follow, from the reason
// the model reads in the engine's lines (review/why_reason.h).
#pragma once

#include <cstdint>
#include <string>

#include "core/types.h"

namespace mancala::app {

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

// "After b, North sows C and captures 4 seeds. f would have captured 6 seeds." ("" when the
// line shows nothing to say and no seed was lost).
std::string whyText(const WhyReason& why);

}  // namespace mancala::app
