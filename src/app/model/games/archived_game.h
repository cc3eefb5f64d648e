// A finished game as My games keeps it, and the text it is kept and carried in: a games file,
// "mancala-games 1" and then each game, a line of what the record does not say (who the person
// was, against whom, when) followed by its record (core/record.h), one after another:
//
//   mancala-games 1
//   ; game id=1765014780000-3fa2 opponent=computer level=medium you=S accuracy=82
//   [Game "warri"]
//   ...
//   1. c D 2. a F ...
//
// `accuracy` is there once the game was reviewed (the person's accuracy, game_review.h);
// `imported=1` once the game came from a file rather than being played on this device.
// Each game is stored on the device as a games file of its own (game_archive.h); an export is
// all of them in one. Reading refuses the whole file at its first bad line: nothing of a broken
// or foreign file is taken.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "ai/levels.h"
#include "core/game.h"

namespace mancala::app {

// Who the person played: the computer, another person on this device, a friend by link.
enum class PlayedAgainst : std::uint8_t { Computer, Here, Link };
std::string_view playedAgainstName(PlayedAgainst o);  // "computer", "here", "link"
std::optional<PlayedAgainst> parsePlayedAgainst(std::string_view name);

// The game's end for the person (for two on one device: for South).
enum class GameResult : std::uint8_t { Won, Drawn, Lost };

struct ArchivedGame {
  std::string id;               // "<finishedAt>-<4 hex digits>": unique, and in time order
  std::int64_t finishedAt = 0;  // milliseconds since 1970 (UTC)
  PlayedAgainst opponent = PlayedAgainst::Computer;
  Player you = Player::South;        // the person's side (two on one device: South)
  std::optional<ai::Level> level{};  // the computer's, against the computer
  std::optional<int> accuracy{};     // the person's, in percent, once the game was reviewed
  bool imported = false;             // from a file, not played on this device
  std::string record;                // as writeRecord wrote it
  Game game;                         // the record replayed

  Variant variant() const { return game.variant(); }
  Player starter() const { return game.start().toMove; }
  GameResult result() const;
};

// The game just finished, ready to keep: its record written with these names and the date of
// `finishedAt`; `salt` makes the id unique among games finished in the same millisecond.
ArchivedGame archivedGame(const Game& game, std::int64_t finishedAt, unsigned salt,
                          PlayedAgainst opponent, Player you, std::optional<ai::Level> level);

inline constexpr int kGamesFileVersion = 1;
// The largest file of My games read (the page refuses a larger one before it reaches the game):
// an export of the most games kept (GameArchive::kMaxGames, a few hundred bytes each) with room
// to spare.
inline constexpr std::size_t kMaxGamesFileBytes = 8 * 1024 * 1024;
inline constexpr std::size_t kMaxGamesFileMegabytes = kMaxGamesFileBytes / (1024 * 1024);
// The latest time an id may hold: the last millisecond of the year 9999 (UTC).
inline constexpr std::int64_t kLastFinishedAt = 253402300799999;

// One game (its line and record) and a whole file.
std::string gameEntryText(const ArchivedGame& game);
std::string gamesFileText(const std::vector<ArchivedGame>& games);

// A file that cannot be read: its line (0 for the whole file), and why, in the player's
// language; `newerVersion`: the file was written by a newer version (kept as it is, never
// written over).
struct GamesFileError {
  int line = 0;
  std::string why;
  bool newerVersion = false;
};
// "Line 4: ..." in the player's language (for the whole file, its sentence alone).
std::string gamesFileErrorText(const GamesFileError& error);

// Every game of the file, or its first bad line. A UTF-8 byte order mark before the first line
// is passed over. An id is "<finishedAt>-<4 hex digits>", the time in milliseconds without a
// leading zero and at most kLastFinishedAt.
std::variant<std::vector<ArchivedGame>, GamesFileError> readGamesFile(std::string_view text);
// The same, each game handed to `take` as it is read (with the line of its "; game"), so that
// only those `take` keeps are held: `take` answers why it refuses one (the file's error at that
// line), or nothing. The file's first bad line, or nothing when every game was taken.
using TakeGame = std::function<std::optional<std::string>(ArchivedGame&& game, int line)>;
std::optional<GamesFileError> readGamesFile(std::string_view text, const TakeGame& take);

// "2026-12-06 09:53" (UTC) of a time in milliseconds since 1970.
std::string dateText(std::int64_t millis);

}  // namespace mancala::app
