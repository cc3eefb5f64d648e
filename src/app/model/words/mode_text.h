// What the modes say, in the player's language: the review as it goes and a move tried again in
// it, a lesson's step and its answer to another move, a game by link (the link opened, sent,
// copied, or refused and why), My games (games deleted, brought back, imported, a games file's
// problems, the player's record), and the hint.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/game.h"
#include "core/types.h"

namespace mancala::app {

// "Reviewing the game: 4 of 30 positions." / "Review stopped: 4 of 30 positions."
std::string reviewingText(std::size_t done, std::size_t total);
std::string reviewStoppedText(std::size_t done, std::size_t total);
// "Review done."
std::string reviewDoneText();

// "Playing from before move 7: South to move." (`move` counted from 1)
std::string playingFromText(std::size_t move, Player toMove);

// "Try again: find a better move for South than c." / "The better move: d."
std::string tryAgainText(Player mover, Move played);
std::string betterMoveText(Move better);

// No mistake further that way: none at all, that was the last (`forward`) or the first.
std::string noMoreMistakesText(bool none, bool forward);

// `tried` in the position before `game`'s move `i` (legal there), the better move `better`:
// "Yes: f is the better move. It captures 3 seeds." / "That is the move played: find a better
// one." / "Not this one: after a, North can sow C and capture 4 seeds."
std::string tryAnswer(const Game& game, std::size_t i, Move tried, Move better);

// How a step ends: the learner's move awaited (a hole or a pass), the lesson's end (with the
// next lesson's title, if any), or nothing more to say.
struct StepEnding {
  bool waiting = false;
  bool pass = false;  // the move awaited is a pass
  bool atEnd = false;
  std::optional<std::string_view> nextTitle;  // English
};

// "<played> How to sow. Step 2 of 5. <caption> Your move: choose the hole on the board."
// (`played`: what the last move did, or ""; `title` and `caption` in English).
std::string lessonStepText(const std::string& played, std::string_view title, int step, int steps,
                           std::string_view caption, const StepEnding& ending);
// "Hole c is not this lesson's move. Played, it would go like this: <what it does>"
std::string notTheLessonMoveText(Move move, const std::string& whatItDoes);
// " Try again, or press Show me." after why not.
std::string tryAgainOrShowMeText();

// The link this device sent, opened here (it plays `mine`): whose turn it is on the friend's
// device, or which side this device plays.
std::string sentLinkText(Player mine, std::optional<Player> acting);
// "This link is not the latest move of this game: ..." and what to press to see the latest.
std::string olderLinkText();
std::string goToLatestText();
// "This link does not continue the game this device has seen under its name, ..."
std::string otherGameLinkText();
// "This link goes on from another move made on this device ..."
std::string otherMoveLinkText();
// "Link opened: " then what was told of the game.
std::string linkOpenedText(const std::string& told);

// Where a game by link stands on this device, which plays `mine`: the link to send, its turn.
std::string sendLinkText(Player mine);
std::string yourLinkTurnText(Player mine);
// The link to the friend put on the clipboard, or not.
std::string linkCopiedText(Player mine, bool copied);
// A game that looks like the last one played by link, though this device did not keep it so.
std::string maybeLinkGameText();

// What is wrong with a link that cannot be opened.
enum class LinkProblem : std::uint8_t {
  DamagedPart,   // a part of it is damaged
  PartTwice,     // a part of it is there twice
  BadName,       // the game's name is missing or damaged
  NoSide,        // it does not say which side the person opening it plays
  NoGame,        // it holds no game
  MatchDamaged,  // the match in it is damaged
  MatchStart,    // the game does not start as the match's game does
};
std::string linkProblemText(LinkProblem problem);
// "This link cannot be opened: " then why.
std::string linkUnopenableText(const std::string& why);

std::string gameDeletedText();                  // "Game deleted."
std::string allGamesDeletedText();              // "All games deleted."
std::string gamesBroughtBackText(std::size_t);  // "2 games brought back."
// "3 games imported. 1 was kept already. 2 were left out: My games is full (at most 3000 ...)."
std::string gamesImportedText(std::size_t added, std::size_t skipped, std::size_t leftOut,
                              std::size_t most);
// A file of My games longer than its limit.
std::string gamesFileTooLargeText(int megabytes);
// "the game … ended on …, a date still to come."
std::string gameEndsLaterText(const std::string& id, const std::string& date);
// "“…” is not an id of My games: ..." (the excerpt of the id given)
std::string gameIdProblemText(const std::string& id);
// What is wrong in a file of My games, at a line.
enum class GamesFileProblem : std::uint8_t {
  NotGamesFile,  // it does not begin with "mancala-games"
  NewerVersion,  // made by a newer version
  NoGameLine,    // a game should begin with "; game id=..."
  NotFinished,   // My games keeps only finished games
};
std::string gamesFileProblemText(GamesFileProblem problem);
// "“…” is not understood." (a game line's part)
std::string gameLinePartText(const std::string& part);
// "Line 4: " then what is wrong there.
std::string gamesFileLineText(int line, const std::string& why);

// "Nothing was imported. " then why (the games file's problem, in words).
std::string nothingImportedText(const std::string& why);
// The player's record against a level: "Easy: 3–1 in your last 4 games, accuracy 82%"
// (`score`: won–lost, or won–drawn–lost; `games`: how many of the last ten).
std::string playerRecordText(std::string_view level, const std::string& score, std::size_t games,
                             std::optional<int> accuracy);

// "Thinking about a hint…"
std::string hintPendingText();

// "Hint: sow c." then "With perfect play, South wins by 4 seeds." (`margin`: the proved final
// margin for `toMove`) or "The position is won for South." (`verdict`: +1 won, 0 drawn, -1 lost
// for `toMove`).
std::string hintText(Move move, std::optional<int> verdict, std::optional<int> margin,
                     Player toMove);

}  // namespace mancala::app
