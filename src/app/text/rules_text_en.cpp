// The rules and culture texts in English. The French, Spanish and Italian files follow the
// same structure paragraph by paragraph (checked by tests/app_i18n_test.cpp).
#include "app/text/rules_text.h"

namespace mancala::app {
namespace {

constexpr auto T = RuleParagraph::Kind::Text;
constexpr auto B = RuleParagraph::Kind::Bullet;
constexpr auto D = RuleParagraph::Kind::Decision;

RuleSection common() {
  return {
      "The board and the moves (all three games)",
      {{T,
        "Two rows of 6 holes and 48 seeds, 4 in every hole at the start. South (who starts, unless "
        "another choice is made) plays the near row, North the far row. Each player's store, "
        "where his captures go, is on his right."},
       {T,
        "The holes are named in sowing order. South's are a b c d e f from his left to his right, "
        "North's are A B C D E F from his left to his right, so A faces f. These letters are the "
        "move notation; a pass is written -."},
       {T,
        "A move: take all the seeds of one playable hole and sow them one by one into the "
        "following holes, counterclockwise: a b c d e f A B C D E F a \u2026"},
       {T,
        "\u201cYour own\u201d and \u201cyour opponent\u2019s\u201d holes always mean the holes "
        "each "
        "player owns. In a single game a player owns his row; in an Adji Kui II match a hole can "
        "be owned by the player whose row it is not in."},
       {D,
        "Repetition: when a position repeats (the same seeds in every hole, the same owners, the "
        "same player to move), the game ends at once, and each player adds the seeds in the holes "
        "he owns to his captures. This is how the game carries out Adji Kui I\u2019s \u201cthe "
        "last "
        "seeds cycle around the board\u201d and Warri\u2019s documented repetition rule; Adji Kui "
        "II, "
        "which could otherwise cycle forever, uses it too."},
       {T,
        "The player with more seeds wins; 24\u201324 is a draw. During play the score shows the "
        "seeds each player has captured; the final score adds the seeds the end rule hands out."}}};
}

std::vector<RuleSection> araraHistory(std::string_view gameNote) {
  return {
      {"Matanzas and the Arar\u00e1",
       {{T,
         "Adji Kui is the name of at least two sowing games from Matanzas, a port city of western "
         "Cuba, and the country around it. The Cuban musicologist and ethnologist Ruth Magalys "
         "Wilson Ferrer documented them in 1991."},
        {T,
         "Only a few families of Arar\u00e1 descent played them. The Arar\u00e1 of Cuba trace "
         "their "
         "ancestry to Fon, Ewe, Popo and Mina people taken from the Bight of Benin (today\u2019s "
         "Benin "
         "and Togo) in the Atlantic slave trade; they are not the Arara people of the Brazilian "
         "Amazon. The name Adji recalls the Ewe and Fon word for mancala."},
        {T,
         "The Arar\u00e1 cabildos of Matanzas, societies of mutual help and religious "
         "brotherhoods, "
         "kept their drums and sacred songs alive, and these were studied first. A game played at "
         "home drew less notice, and Adji Kui came to light only with Wilson Ferrer\u2019s work."},
        {T, gameNote}}}};
}

const GameTexts kAdjiKui1{
    "Single laps from holes of 2 or more; make 2 or 3 in your opponent\u2019s holes to capture.",
    {common(),
     {"1. Playable holes",
      {{T,
        "You may sow any of your own holes that holds 2 or more seeds. A hole with a single seed "
        "may "
        "never be sown."}}},
     {"2. Sowing",
      {{T, "A single lap: the move ends when the last seed is sown. There is no relay."},
       {D,
        "A hole of 12 or more seeds goes right round the board, and its starting hole is not "
        "skipped: the documents give no skip rule, unlike Warri\u2019s."}}},
     {"3. Capture",
      {{T,
        "If the last seed falls into an opponent\u2019s hole and makes it 2 or 3, those seeds are "
        "captured. Then the hole before it (clockwise) is examined, and so on backwards: the "
        "capture "
        "goes on while the hole is the opponent\u2019s and holds 2 or 3, and stops at the first "
        "hole "
        "that does not, or at one of the mover\u2019s own holes."}}},
     {"4. No duty to feed",
      {{T,
        "There is no duty to feed the opponent and no grand-slam restriction: capturing all of the "
        "opponent\u2019s seeds is allowed."}}},
     {"5. Passing",
      {{T, "A player with no playable hole (only single seeds and empty holes) passes."},
       {D,
        "If both players in turn have nothing to play, the game ends and each player takes the "
        "seeds "
        "in his own holes."}}},
     {"6. The end",
      {{T,
        "When the last seeds only go round and round with no capture possible, the game ends (the "
        "repetition rule above detects it) and each player takes the seeds on his side."},
       {T,
        "There is no early end at 25: the game is played out, though the screen says when the "
        "result "
        "is already decided."}}},
     {"Match",
      {{D,
        "A match of Adji Kui I keeps a running tally of the games won, lost and drawn, and the "
        "starter alternates from game to game."}}}},
    araraHistory(
        "Adji Kui I belongs to the oware family: single laps, and captures of 2s and 3s "
        "chained backwards. Its own marks are that a single seed may never be sown and that a "
        "player left with single seeds alone must pass."),
    {"Ruth Magalys Wilson Ferrer (1991), El maravilloso mundo de las piedras y los agujeros, "
     "Santiago de Cuba, Centro Cultural Africano \u201cFernando Ortiz\u201d.",
     "Mancala World, \u201cAdji Kui I\u201d."}};

const GameTexts kAdjiKui2{
    "Relay sowing; make exactly 4 in an opponent\u2019s hole to capture; in a match the winner "
    "buys "
    "holes.",
    {common(),
     {"1. Playable holes", {{T, "You may sow any of your own holes that holds 2 or more seeds."}}},
     {"2. Relay sowing",
      {{T, "Sowing goes on lap after lap. Look at the hole where the last seed of a lap fell:"},
       {B,
        "an opponent\u2019s hole that now holds exactly 4: the 4 are captured and the move ends;"},
       {B,
        "one of your own holes that now holds exactly 4: nothing is captured and the move ends;"},
       {B, "a hole that was empty before (it now holds 1): the move ends;"},
       {B, "otherwise: take up all its seeds and sow them in a new lap, from the next hole."},
       {T, "Groups of 4 made in passing during a lap are not captured."},
       {D, "The starting hole is never skipped."}}},
     {"3. Endless relays",
      {{D,
        "A relay can go on forever (in random play, about 1 move in 3000 would). The game detects "
        "it "
        "exactly: if, at the end of a lap, the same board with the same lap-end hole comes back "
        "within one move, that move would never end, so its starting hole is not playable."},
       {D,
        "For example, with North to move, a\u2013f holding 0 1 0 1 0 1 and A\u2013F holding "
        "0 4 0 2 1 2, sowing F never ends, so F is not a legal move there."}}},
     {"4. Passing",
      {{T, "A player with no playable hole passes."},
       {D,
        "If neither player can play, the game ends as in Adji Kui I: each player takes the seeds "
        "in "
        "his own holes."}}},
     {"5. The end",
      {{T,
        "As soon as 8 or fewer seeds remain on the board (captures always take 4, so exactly 8 "
        "remain), each player takes the seeds in the holes he owns."}}},
     {"Match play (the gara): buying holes",
      {{T,
        "Games are chained. After a game each player holds his total: his captures and the seeds "
        "handed to him at the end. The next board again has 4 seeds in each of the 12 holes; what "
        "changes is who owns which hole."},
       {T, "Each player owns 1 hole for every 4 seeds of his total, first on his own row."},
       {D,
        "When both remainders are not zero (they then add up to 4), 1 hole is left over: the "
        "player "
        "with a remainder of 3 takes it; at 2 and 2 it stays with the player on whose row it "
        "lies."},
       {T,
        "A player owning more than 6 holes buys the others on his opponent\u2019s row, and the "
        "buyer "
        "chooses which: click them on the board between games (the computer chooses by its own "
        "judgement). A bought hole carries its owner\u2019s letter and a dashed ring."},
       {T,
        "In the next game a bought hole belongs to the buyer: only he may start a move from it, "
        "and "
        "only his opponent may capture in it. At the end of that game its seeds go to the buyer."},
       {D,
        "The first game is started by South, or by the player chosen; after that the starter "
        "alternates."},
       {D,
        "The match ends when a player holds fewer than 4 seeds after a game (he cannot fill a "
        "hole): "
        "his opponent wins the match. A shorter match can be chosen before starting: first to own "
        "10 holes, or a fixed number of games."}}}},
    araraHistory(
        "Adji Kui II sows in relay laps and captures groups of 4, which makes it a close relative "
        "of Hoyito from the Dominican Republic. Its match play, where the winner\u2019s surplus "
        "seeds buy holes on the other side, ties game after game into one long contest."),
    {"Ruth Magalys Wilson Ferrer (1991), El maravilloso mundo de las piedras y los agujeros, "
     "Santiago de Cuba, Centro Cultural Africano \u201cFernando Ortiz\u201d.",
     "Wikimanqala, \u201cAdji kui\u201d; Mancala World, \u201cAdji Kui II\u201d."}};

const GameTexts kWarri{
    "Antigua\u2019s warri: capture 2s and 3s, feed your opponent, first to 25 wins.",
    {common(),
     {"1. Playable holes (kru)",
      {{T, "You may sow any of your own holes (kru) that holds 1 or more seeds."}}},
     {"2. Sowing",
      {{T,
        "A single lap. With 12 or more seeds the starting hole is skipped: a full lap is made and "
        "the "
        "starting hole receives nothing."}}},
     {"3. Capture (the cut)",
      {{T,
        "If the last seed falls into an opponent\u2019s hole and makes it 2 or 3, those seeds are "
        "captured; then the holes before it are examined backwards exactly as in Adji Kui I, while "
        "each is the opponent\u2019s and holds 2 or 3."}}},
     {"4. Feeding",
      {{T,
        "If your opponent has no seeds when you are to move, you must choose a move after which he "
        "has some (counted after captures). If no move does so, the game ends and you take all the "
        "seeds left on the board."}}},
     {"5. Grand slam",
      {{T,
        "A capture that empties the opponent\u2019s row is allowed and captures. The capturer then "
        "plays again at once (the opponent does not move), and that extra move must feed the "
        "opponent by rule 4 if it can."},
       {T,
        "An option on the start screen, labelled as such, offers the tournament rule \u201ca grand "
        "slam captures nothing\u201d; the Antiguan rule above is the default."}}},
     {"6. The end",
      {{T, "The game ends at the first of these:"},
       {B,
        "a player has captured 25 or more: the game ends at once, and the seeds left on the board "
        "are not counted;"},
       {B, "the player to move has no seed at all: his opponent takes all the seeds left;"},
       {B, "the player to move cannot feed his opponent (rule 4);"},
       {B, "repetition: each player takes the seeds on his side."}}},
     {"7. Tournament",
      {{T, "In a tournament the first player to win 6 games is champion; draws count for nobody."},
       {D, "The starter alternates from game to game."}}},
     {"8. Names",
      {{T,
        "A player\u2019s leftmost hole is his foot, his rightmost his head, and the one next to "
        "the "
        "head his throat (or neck). Each player\u2019s store is on his right. Point at a hole to "
        "see "
        "its name."}}}},
    {{"Warri in Antigua",
      {{T,
        "Warri is the national mancala game of Antigua and Barbuda. West Africans brought to the "
        "islands in slavery carried it with them, and it has been handed down from one generation "
        "to the next ever since. Mancala World traces the name to the Akan word ware, "
        "\u201chouse\u201d."},
       {T,
        "It is taken seriously: a National Warri Association looks after it, and there is a "
        "circuit "
        "of tournaments, among them the National Warri Festival held every October in St. "
        "John\u2019s."},
       {T,
        "Boards are carved from solid wood, and the seeds are smooth grey nickernuts (Caesalpinia "
        "bonduc), which Antiguans call nickars. Players have names for the holes of their row: the "
        "foot at the left end, the head at the right end, and beside the head the throat, or "
        "neck."}}}},
    {"Mancala World, \u201cWarri (Antigua)\u201d: the rules and customs of the Antiguan "
     "tradition."}};

}  // namespace

const GameTexts& englishTexts(Variant v) {
  switch (v) {
    case Variant::AdjiKui1: return kAdjiKui1;
    case Variant::AdjiKui2: return kAdjiKui2;
    case Variant::Warri: break;
  }
  return kWarri;
}

}  // namespace mancala::app
