// My games' text: one game's line and record, and a whole file (archived_game.h; read back in
// games_file_reading.cpp).
#include "app/model/games/archived_game.h"

#include <cstdio>

#include "app/model/words/error_text.h"
#include "app/model/words/mode_text.h"
#include "core/record.h"

namespace mancala::app {
namespace {

constexpr std::string_view kMagic = "mancala-games ";
constexpr std::string_view kGameLine = "; game ";

// Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
void civilDate(std::int64_t days, int& y, int& m, int& d) {
  days += 719468;
  const std::int64_t era = (days >= 0 ? days : days - 146096) / 146097;
  const std::int64_t doe = days - era * 146097;
  const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const std::int64_t mp = (5 * doy + 2) / 153;
  d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
  m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
  y = static_cast<int>(yoe + era * 400 + (m <= 2 ? 1 : 0));
}

std::string twoDigits(int n) {
  std::string digits = std::to_string(n);
  if (n < 10) digits.insert(digits.begin(), '0');
  return digits;
}

std::string_view sideLetter(Player p) { return p == Player::South ? "S" : "N"; }

}  // namespace

std::string_view playedAgainstName(PlayedAgainst o) {
  switch (o) {
    case PlayedAgainst::Computer: return "computer";
    case PlayedAgainst::Here: return "here";
    case PlayedAgainst::Link: return "link";
  }
  return "computer";
}

std::optional<PlayedAgainst> parsePlayedAgainst(std::string_view name) {
  for (PlayedAgainst o : {PlayedAgainst::Computer, PlayedAgainst::Here, PlayedAgainst::Link})
    if (playedAgainstName(o) == name) return o;
  return std::nullopt;
}

GameResult ArchivedGame::result() const {
  const Outcome outcome = game.position().outcome();
  if (outcome == Outcome::Draw || outcome == Outcome::None) return GameResult::Drawn;
  const bool southWon = outcome == Outcome::SouthWins;
  return southWon == (you == Player::South) ? GameResult::Won : GameResult::Lost;
}

std::string dateText(std::int64_t millis) {
  int y = 1970, m = 1, d = 1;
  const std::int64_t day = 86400000;
  civilDate(millis >= 0 ? millis / day : (millis - day + 1) / day, y, m, d);
  return std::to_string(y) + "-" + twoDigits(m) + "-" + twoDigits(d);
}

ArchivedGame archivedGame(const Game& game, std::int64_t finishedAt, unsigned salt,
                          PlayedAgainst opponent, Player you, std::optional<ai::Level> level) {
  ArchivedGame a;
  char hex[8];
  std::snprintf(hex, sizeof hex, "%04x", salt & 0xFFFFu);
  a.id = std::to_string(finishedAt) + "-" + hex;
  a.finishedAt = finishedAt;
  a.opponent = opponent;
  a.you = you;
  a.level = opponent == PlayedAgainst::Computer ? level : std::nullopt;
  RecordHeaders headers;
  const Player other = you == Player::South ? Player::North : Player::South;
  auto& mine = you == Player::South ? headers.south : headers.north;
  auto& theirs = other == Player::South ? headers.south : headers.north;
  if (opponent == PlayedAgainst::Computer) {
    mine = "Player";
    theirs = "Computer" + (level ? " (" + std::string(ai::levelName(*level)) + ")" : "");
  } else if (opponent == PlayedAgainst::Link) {
    mine = "Player";
    theirs = "Friend";
  }
  std::string date = dateText(finishedAt);
  for (char& c : date)
    if (c == '-') c = '.';
  headers.date = date;
  a.record = writeRecord(game, headers);
  a.game = game;
  return a;
}

std::string gameEntryText(const ArchivedGame& game) {
  std::string out(kGameLine);
  out += "id=" + game.id + " opponent=" + std::string(playedAgainstName(game.opponent));
  if (game.level) {
    out += " level=" + std::string(ai::levelKey(*game.level));
  }
  out += " you=" + std::string(sideLetter(game.you));
  if (game.imported) out += " imported=1";
  if (game.accuracy) {
    out += " accuracy=";
    out += std::to_string(*game.accuracy);
  }
  out += '\n';
  out += game.record;
  if (!out.empty() && out.back() != '\n') out += '\n';
  return out;
}

std::string gamesFileText(const std::vector<ArchivedGame>& games) {
  std::string out(kMagic);
  out += std::to_string(kGamesFileVersion) + "\n";
  for (const auto& g : games) {
    out += '\n';
    out += gameEntryText(g);
  }
  return out;
}

std::string gamesFileErrorText(const GamesFileError& error) {
  if (error.line == 0) return error.why;  // the whole file (too large), no line of it
  return gamesFileLineText(error.line, error.why);
}

}  // namespace mancala::app
