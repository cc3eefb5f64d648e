#include "app/rules_text.h"

namespace mancala::app {
namespace {

const RuleSection kBoard{
    "The board",
    {"Two rows of six holes and 48 seeds, 4 in every hole at the start. South plays the near "
     "row, North the far row; each player's store, where his captures go, is on his right.",
     "Holes are named in sowing order: South's a b c d e f from his left to his right, North's "
     "A B C D E F from his left to his right, so A faces f. Seeds are always sown "
     "counterclockwise: a b c d e f A B C D E F a ... A pass is written - in the move list.",
     "Your own holes are the ones you own. In single games that is your row; in an Adji Kui II "
     "match a hole can be bought by the player on the other side.",
     "Repetition (our choice): when a position repeats (the same seeds in every hole, the same "
     "owners, the same player to move) the game ends at once and each player takes the seeds "
     "in the holes he owns.",
     "The player with more seeds at the end wins; 24 each is a draw."}};

const std::vector<RuleSection> kAdjiKui1{
    kBoard,
    {"Moving",
     {"Take all the seeds of one of your holes holding 2 or more seeds and sow them one by one "
      "into the following holes. A single seed may never be sown.",
      "The move ends with the last seed: there is no relay. A hole of 12 or more seeds is sown "
      "all around the board, and the starting hole is not skipped (our choice: the documents "
      "give no skip rule)."}},
    {"Capturing",
     {"If the last seed falls into an opponent's hole and makes it 2 or 3, those seeds are "
      "captured. Then the hole before it is examined, and the one before that, and so on: "
      "capturing continues backwards while the hole is the opponent's and holds 2 or 3.",
      "There is no duty to feed and no grand-slam restriction: you may capture all your "
      "opponent's seeds."}},
    {"Passing and the end",
     {"A player with no playable hole (only single seeds and empty holes) passes.",
      "If both players in turn have nothing to play, the game ends and each takes the seeds in "
      "his own holes (our choice).",
      "When the last seeds only go round and round with no capture possible, the repetition "
      "rule ends the game and each player takes the seeds on his side. There is no early end "
      "at 25: the game is played out."}},
    {"Match",
     {"A match of Adji Kui I keeps a running tally of the games won, lost and drawn; the "
      "starter alternates."}},
};

const std::vector<RuleSection> kAdjiKui2{
    kBoard,
    {"Moving: relay sowing",
     {"Take all the seeds of one of your holes holding 2 or more seeds and sow them one by one.",
      "Look at the hole where the last seed of a lap fell:",
      "\u2022 an opponent's hole that now holds exactly 4: the 4 are captured and the move ends;",
      "\u2022 one of your own holes that now holds exactly 4: nothing is captured and the move "
      "ends;",
      "\u2022 a hole that was empty (it now holds 1): the move ends;",
      "\u2022 otherwise: take all its seeds and sow them in a new lap from the next hole.",
      "Fours made in passing during a lap are not captured. The starting hole is never skipped "
      "(our choice)."}},
    {"Endless relays",
     {"Rarely, a relay would go on forever (our choice of how to handle it): when the same board "
      "with the same lap-end hole recurs within one move, that move never ends, so its hole "
      "cannot be played."}},
    {"Passing and the end",
     {"A player with no playable hole passes; if neither can play, the game ends and each takes "
      "the seeds in his own holes (our choice).",
      "As soon as 8 or fewer seeds remain on the board (captures are always 4, so exactly 8), "
      "each player takes the seeds in the holes he owns."}},
    {"Match: buying holes",
     {"Games are chained. The next board again has 4 seeds in every hole; what changes is who "
      "owns which hole.",
      "Each player owns one hole for every 4 seeds of his final total, first on his own row. "
      "When one hole is left over, the player with a remainder of 3 takes it; at 2 and 2 it "
      "stays with the player on whose row it lies (our choice).",
      "A player owning more than 6 holes buys the rest on his opponent's row, and chooses which "
      "ones: click them between games. A bought hole is marked with its owner's letter. Only "
      "its owner may sow from it, only his opponent may capture in it, and at the end its seeds "
      "go to its owner.",
      "The first game is started by the player chosen, then the starter alternates (our "
      "choice).",
      "The match ends when a player holds fewer than 4 seeds after a game: he cannot fill a "
      "hole, and his opponent wins (our choice). A shorter match can be chosen: first to own "
      "10 holes, or a fixed number of games."}},
};

const std::vector<RuleSection> kWarri{
    kBoard,
    {"Moving",
     {"Take all the seeds of any of your holes holding 1 or more seeds and sow them one by one. "
      "The move ends with the last seed.",
      "With 12 or more seeds, the starting hole is skipped: a full lap is made and the starting "
      "hole receives nothing."}},
    {"Capturing (cutting)",
     {"If the last seed falls into an opponent's hole and makes it 2 or 3, those seeds are "
      "captured; then the hole before it is examined, and so on backwards while the hole is the "
      "opponent's and holds 2 or 3.",
      "Grand slam: a capture that empties the opponent's row is allowed, and the capturer plays "
      "again at once. (A tournament option, labelled as such, makes a grand slam capture "
      "nothing.)"}},
    {"Feeding",
     {"If your opponent has no seeds when you are to move, you must choose a move after which he "
      "has some (counted after captures). If no move does so, the game ends and you take all "
      "the seeds left on the board."}},
    {"The end",
     {"\u2022 a player has captured 25 or more: the game ends at once and the seeds left on the "
      "board are not counted;",
      "\u2022 the player to move has no seed at all: his opponent takes all the seeds left;",
      "\u2022 a player cannot feed his opponent (above);",
      "\u2022 repetition: each takes the seeds on his side."}},
    {"Names and match",
     {"A player's leftmost hole is his foot, his rightmost the head, and the one next to the "
      "head the throat. Point at a hole to see its name.",
      "In a tournament the first to win 6 games is champion; draws count for nobody, and the "
      "starter alternates (our choice)."}},
};

}  // namespace

std::string_view gameSummary(Variant v) {
  switch (v) {
    case Variant::AdjiKui1:
      return "Single laps from holes of 2 or more; make 2 or 3 in your opponent's holes to "
             "capture.";
    case Variant::AdjiKui2:
      return "Relay sowing; make exactly 4 in an opponent's hole to capture; in a match the "
             "winner buys holes.";
    case Variant::Warri:
      return "Antigua's warri: capture 2s and 3s, feed your opponent, first to 25 wins.";
  }
  return "";
}

const std::vector<RuleSection>& rulesOf(Variant v) {
  switch (v) {
    case Variant::AdjiKui1: return kAdjiKui1;
    case Variant::AdjiKui2: return kAdjiKui2;
    case Variant::Warri: return kWarri;
  }
  return kAdjiKui1;
}

}  // namespace mancala::app
