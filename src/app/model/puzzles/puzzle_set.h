// The puzzles of each game (docs/PUZZLES.md): read from the data file's text (app/text/
// puzzle_files.h: embedded on the desktop, fetched by the web page when the Puzzles screen first
// shows the game). A file with anything wrong gives no puzzles and says what is wrong, in the
// player's language; the other games' puzzles are not touched. A puzzle's goal in words:
// words/puzzles/goal_text.h.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/model/games_table/games_table.h"
#include "app/model/words/puzzles/goal_text.h"
#include "core/position.h"

namespace mancala::app {

struct Puzzle {
  std::string id;  // "warri-07", unique in its file
  Variant variant = kFirstGame;
  Position start;  // its player to move is the solver
  PuzzleGoal goal = PuzzleGoal::Win;
  Move answer = kNoMove;
  int value = 0;       // the answer's value in seeds for the solver (the final margin if proved)
  int difficulty = 1;  // 1 to 5
  bool exact = false;  // proved by the exact solver (else a deep search, or the rule: feed)
};

// Reads a data file of game `v`: its puzzles in the file's order, or what is wrong (the line and
// the reason, in words).
std::variant<std::vector<Puzzle>, std::string> readPuzzles(std::string_view text, Variant v);

// Where the puzzle starts, in a few words that tell it from the others of its goal: "South to
// move · 29 seeds" (the seeds left on the board).
std::string puzzleSituation(const Puzzle& p);

// A game's puzzles as the screen shows them.
struct PuzzleList {
  enum class State : std::uint8_t {
    Ready,    // `puzzles` (none if the file is broken: `problem` says why)
    Loading,  // the file is being fetched
    Failed,   // it could not be fetched (retryPuzzles asks again)
  };
  State state = State::Loading;
  std::vector<Puzzle> puzzles;
  std::string problem;  // a broken file: what is wrong with it
};
// Asks for the file if it is not there yet; read once per text that arrives.
const PuzzleList& puzzlesOf(Variant v);
void retryPuzzles(Variant v);

// An id as puzzles have them: "<game>-<number>" (for the saved progress).
bool isPuzzleId(std::string_view id);

}  // namespace mancala::app
