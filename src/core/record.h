// The game record: a text with headers and numbered moves, written and read back exactly.
//
//   [Game "warri"]
//   [South "Ana"]
//   [North "Computer"]
//   [Date "2026.11.30"]
//   [Start "S"]                      player who moved first
//   [Owners "SSSSSSNNNNNN"]          only when not the default rows
//   [Position "4,4,...,4 S 0,0"]     only for a set-up start (counts, player, captures)
//   [Match "game 2; wins 1-0; draws 0"]  only in a match, informative
//   [Result "S"]                     S, N, draw or * while the game goes on
//   [Reason "majority"]              only when over after a move
//
//   1. c D 2. a F 3. - B ...
//
// Each number starts a pair of moves in the order played (a pass is "-"; a grand slam's extra
// move simply follows). Reading replays every move through the rules: an illegal move, a bad
// header (also an unknown or nameless one) or a result that does not match the moves is a
// RecordError (errors.h): what went wrong, its line and column. So is a text longer than
// kMaxRecordBytes or holding anything but UTF-8 text (a NUL, a control character other than tab
// and line ends, a byte that is not UTF-8).
#pragma once

#include <string>
#include <string_view>
#include <variant>

#include "errors.h"
#include "game.h"

namespace mancala {

// The longest record read (a long game takes a few KB); a longer text is refused unread.
inline constexpr std::size_t kMaxRecordBytes = 256 * 1024;

struct RecordHeaders {
  std::string south = "South";
  std::string north = "North";
  std::string date;   // free text, conventionally YYYY.MM.DD
  std::string match;  // free text describing the match state, empty when none
};

struct GameRecord {
  RecordHeaders headers;
  Game game;  // replayed: start position and every move
};

std::string writeRecord(const Game& game, const RecordHeaders& headers = {});
std::variant<GameRecord, RecordError> readRecord(std::string_view text);

}  // namespace mancala
