// My games' text: one game's line and record, a whole file, and reading it back whole or not at
// all (archived_game.h).
#include "app/model/games/archived_game.h"

#include <charconv>
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

// "key=value" words of a game's line; false at a word that is not one.
bool readGameLine(std::string_view line, ArchivedGame& game, std::string& bad) {
  bool hasId = false;
  while (!line.empty()) {
    const std::size_t space = line.find(' ');
    const std::string_view word = line.substr(0, space);
    line = space == std::string_view::npos ? std::string_view() : line.substr(space + 1);
    if (word.empty()) continue;
    const std::size_t eq = word.find('=');
    const std::string_view key = word.substr(0, eq);
    const std::string_view value =
        eq == std::string_view::npos ? std::string_view() : word.substr(eq + 1);
    bad = std::string(word);
    if (key == "id") {
      const std::size_t dash = value.find('-');
      if (dash == std::string_view::npos || dash == 0 || dash + 1 == value.size() ||
          value.size() > 40)
        return false;
      std::int64_t at = 0;
      const auto [end, ec] = std::from_chars(value.data(), value.data() + dash, at);
      if (ec != std::errc() || end != value.data() + dash || at < 0) return false;
      for (char c : value.substr(dash + 1))
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
      game.id = std::string(value);
      game.finishedAt = at;
      hasId = true;
    } else if (key == "opponent") {
      const auto o = parsePlayedAgainst(value);
      if (!o) return false;
      game.opponent = *o;
    } else if (key == "level") {
      game.level = ai::parseLevel(value);
      if (!game.level) return false;
    } else if (key == "accuracy") {
      int percent = -1;
      const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), percent);
      if (ec != std::errc() || end != value.data() + value.size() || percent < 0 || percent > 100)
        return false;
      game.accuracy = percent;
    } else if (key == "you") {
      const auto p = parsePlayer(value);
      if (!p) return false;
      game.you = *p;
    } else {
      return false;
    }
  }
  bad = "id";
  return hasId;
}

GamesFileError fileError(int line, std::string why) { return {line, std::move(why), false}; }

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
  return gamesFileLineText(error.line, error.why);
}

std::variant<std::vector<ArchivedGame>, GamesFileError> readGamesFile(std::string_view text) {
  // The lines, each with its number (1-based).
  std::vector<std::string_view> lines;
  for (std::size_t at = 0; at <= text.size();) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(at, end - at);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    at = end + 1;
  }
  const std::string_view first = lines.empty() ? std::string_view() : lines[0];
  if (first.substr(0, kMagic.size()) != kMagic)
    return fileError(1, gamesFileProblemText(GamesFileProblem::NotGamesFile));
  int version = 0;
  const std::string_view number = first.substr(kMagic.size());
  const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), version);
  if (ec != std::errc() || end != number.data() + number.size() || version < 1)
    return fileError(1, gamesFileProblemText(GamesFileProblem::NotGamesFile));
  if (version > kGamesFileVersion) {
    GamesFileError newer = fileError(1, gamesFileProblemText(GamesFileProblem::NewerVersion));
    newer.newerVersion = true;
    return newer;
  }
  std::vector<ArchivedGame> games;
  std::size_t i = 1;
  while (i < lines.size()) {
    const std::string_view line = lines[i];
    if (line.find_first_not_of(" \t") == std::string_view::npos) {
      ++i;
      continue;
    }
    const int lineNumber = static_cast<int>(i) + 1;
    if (line.substr(0, kGameLine.size()) != kGameLine)
      return fileError(lineNumber, gamesFileProblemText(GamesFileProblem::NoGameLine));
    ArchivedGame game;
    std::string bad;
    if (!readGameLine(line.substr(kGameLine.size()), game, bad))
      return fileError(lineNumber, gameLinePartText(bad));
    // The record: up to the next game's line.
    std::size_t next = i + 1;
    std::string record;
    while (next < lines.size() && lines[next].substr(0, kGameLine.size()) != kGameLine) {
      record += lines[next];
      record += '\n';
      ++next;
    }
    while (record.size() >= 2 && record[record.size() - 1] == '\n' &&
           record[record.size() - 2] == '\n')
      record.pop_back();
    auto read = readRecord(record);
    if (auto* error = std::get_if<RecordError>(&read)) {
      return fileError(error->line + lineNumber, recordProblemText(*error) + ".");
    }
    game.game = std::move(std::get<GameRecord>(read).game);
    if (!game.game.over())
      return fileError(lineNumber, gamesFileProblemText(GamesFileProblem::NotFinished));
    if (game.opponent != PlayedAgainst::Computer) game.level.reset();
    game.record = std::move(record);
    games.push_back(std::move(game));
    i = next;
  }
  return games;
}

}  // namespace mancala::app
