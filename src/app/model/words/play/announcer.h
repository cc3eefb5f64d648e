// What a screen reader says: each move, capture, pass and result as a sentence in the current
// language, built from the core's move trace (the same events the animation shows); and what is
// said of the game as a whole: where it or its match stands, a record loaded, a position opened,
// a move taken back, a game come back to. The web shell puts these sentences in an aria-live
// region.
#pragma once

#include <cstddef>
#include <string>

#include "app/model/words/words.h"
#include "core/match.h"
#include "core/position.h"

namespace mancala::app {

// "South sows c: 4 seeds, the last one in B. South captures 3 seeds from B. North to move."
// `before` is the position the move was played from, `after` the one it led to.
std::string describeMove(Variant variant, const Position& before, Move move, const Trace& trace,
                         const Position& after);

// "Game over. South 27, North 21: South wins." followed by the reason.
std::string describeResult(const Position& finished);

// "New game of Warri. South (you) to move." for the start of a game.
std::string describeNewGame(Variant variant, const Position& start, bool southIsComputer,
                            bool northIsComputer);

// "a: 4. b: 4. ... Score: South 0, North 0. South to move." (every hole, the score, the turn)
std::string describeBoard(const Position& pos);

// "South's store: 12." (Warri), "South's captured seeds: 12." (Adji Kui, whose bowls at the
// board's ends only keep the captured seeds: the game has no stores)
std::string storeSentence(Variant variant, const Position& pos, Player p);

// "3 moves played. North to move.", or the result of a finished game.
std::string gameStandingText(const Position& pos, std::size_t moves);
// "Games won: South 1 – North 0.", or who won the match.
std::string matchStandingText(const MatchState& match);
// "Game record loaded: 12 moves. South to move.", or with the result of a finished game.
std::string recordLoadedText(const Position& pos, std::size_t moves);
// "Position opened. South to move.", or with the result.
std::string positionOpenedText(const Position& pos);
// "Move taken back. South to move."
std::string moveTakenBackText(Player toMove);
// "Back to the game. " / "Back to the previous game. " then where it stands.
std::string backToGameSaid(const std::string& standing);
std::string backToPreviousGameSaid(const std::string& standing);

}  // namespace mancala::app
