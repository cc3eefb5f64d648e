// Who plays whom, as the strips beside the board's rows say it: who each side is to the person in
// front of the screen (you, your friend, the computer, or a side for two people on one device),
// the seeds it has captured, whether it is to move, whether the computer is thinking, and who won
// once the game is over; the result and why the game ended as codes (declared with their words in
// words/play/: strip_text.h, turn_text.h, result_text.h); the functions here that give text read
// the codes and hand them there. Pure functions of the facts (the app's model gives its own:
// modes/app_views.h's stripFacts).
#pragma once

#include <array>
#include <optional>
#include <string>

#include "ai/levels.h"
#include "app/model/board/board_table.h"
#include "app/model/common/session.h"
#include "app/model/friend/friend_play.h"
#include "app/model/words/play/result_text.h"
#include "app/model/words/play/strip_text.h"
#include "app/model/words/play/turn_text.h"
#include "core/position.h"

namespace mancala::app {

struct StripFacts {
  std::array<PlayerKind, 2> kinds{PlayerKind::Person, PlayerKind::Computer};  // [South, North]
  std::array<ai::Level, 2> levels{kDefaultLevel, kDefaultLevel};
  std::optional<Player> mine;  // a game by link: this device's side
  Position shown;              // the position as the board shows it
  bool thinking = false;       // the computer searches its move
  bool sowing = false;         // a move is being shown: nobody is to move until it lands
};

struct PlayerStrip {
  Player side = Player::South;
  Seat seat = Seat::Side;
  ai::Level level = kDefaultLevel;  // the computer's, where seat is Computer
  std::string name;                 // "You", "Computer · Easy", "Your friend", "South"
  std::string shortName;  // the name where room is short: "Computer" for "Computer · Easy"
  std::string sideName;   // "South" or "North" beside a name that is not it, else ""
  int captured = 0;
  std::string capturedText;  // "12 seeds captured"
  StripState state = StripState::Waiting;
  std::string stateText;  // "Your turn", "To move", "Thinking", "Winner", "Draw", or ""
};

// The side of the person in front of the screen: this device's in a game by link (`mine`), the
// one person's against the computer; nothing for two people on one device or none.
std::optional<Player> personHere(const std::array<PlayerKind, 2>& kinds,
                                 std::optional<Player> mine);
// The side whose row is drawn near the person: this device's in a game by link (`mine`), the one
// person's against the computer; South for two people on one device or none.
Player nearSide(const std::array<PlayerKind, 2>& kinds, std::optional<Player> mine);
// The strips of South and North, in that order.
std::array<PlayerStrip, 2> playerStrips(const StripFacts& facts);
// The result as a code, and in the player's words: "You win!", "The computer wins", "Your friend
// wins", "South wins" (two people on one device, or the computer against itself), "Draw"; "" while
// the game goes on.
ResultSaid resultSaid(const StripFacts& facts);
std::string resultTitle(const StripFacts& facts);
// Whether the person in front of the screen won (true) or lost (false); nothing for a draw, a game
// going on, or when nobody here is "you" (two people on one device, the computer against itself).
std::optional<bool> youWon(const StripFacts& facts);
// Why the game ended, as a code where the sentence names a side (nothing else), and in the
// player's words where it names a side ("You captured 25 seeds or
// more..."); the rules' own sentence where it does not ("The position repeated..."); "" while the
// game goes on.
std::optional<EndSaid> endSaid(const StripFacts& facts);
std::string resultReason(const StripFacts& facts);
// The title and the score on one line: "You win!  You 27 – 21 Computer · Easy".
std::string resultLine(const StripFacts& facts);
// Whose turn it is, in the player's words, for a screen with no strips (a small frame, a phone on
// its side): "Your turn", "The computer is thinking", "Your friend's turn", "South to move" (two
// people on one device); "" while a move is being sown; the result's title once the game is over.
std::string turnLine(const StripFacts& facts);
// The score with the players' names, the two counts side by side: "You 27 – 21 Computer · Easy".
std::string resultScore(const std::array<PlayerStrip, 2>& strips);
// The facts of a game at `now` (the position as its board shows it; `thinking`: the computer
// searches its move).
StripFacts stripFacts(const Session& session, const FriendPlay& friends, const BoardTable& board,
                      bool thinking, double now);

}  // namespace mancala::app
