// A file of My games read back whole or not at all (archived_game.h): line by line, without
// holding its lines, each game's record at most kMaxRecordBytes, each game handed on as it is
// read. What it quotes of the file is an excerpt (error_text.h).
#include <charconv>

#include "app/model/games/archived_game.h"
#include "app/model/words/error_text.h"
#include "app/model/words/mode_text.h"
#include "core/record.h"

namespace mancala::app {
namespace {

constexpr std::string_view kMagic = "mancala-games ";
constexpr std::string_view kGameLine = "; game ";
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

// The file's lines one by one (LF or CRLF), each with its number (1-based); a file that ends
// with a line break has an empty last line.
struct Lines {
  std::string_view text;
  std::size_t at = 0;
  int number = 0;

  bool next(std::string_view& line) {
    if (at > text.size()) return false;
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    line = text.substr(at, end - at);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    at = end + 1;
    ++number;
    return true;
  }
  // The next line, left to be read again.
  bool peek(std::string_view& line) const {
    Lines ahead = *this;
    return ahead.next(line);
  }
};

bool isGameLine(std::string_view line) { return line.substr(0, kGameLine.size()) == kGameLine; }

// An id's time: digits without a leading zero, at most kLastFinishedAt.
bool readFinishedAt(std::string_view digits, std::int64_t& at) {
  if (digits.empty() || digits.size() > 15 || (digits.size() > 1 && digits[0] == '0')) return false;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), at);
  return ec == std::errc() && end == digits.data() + digits.size() && at >= 0 &&
         at <= kLastFinishedAt;
}

// "<finishedAt>-<4 hex digits>".
bool readId(std::string_view value, ArchivedGame& game) {
  const std::size_t dash = value.find('-');
  if (dash == std::string_view::npos || value.size() != dash + 5) return false;
  for (char c : value.substr(dash + 1))
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  if (!readFinishedAt(value.substr(0, dash), game.finishedAt)) return false;
  game.id = std::string(value);
  return true;
}

// One "key=value" word of a game's line; false when it is not one.
bool readGameWord(std::string_view key, std::string_view value, ArchivedGame& game) {
  if (key == "id") return readId(value, game);
  if (key == "opponent") {
    const auto o = parsePlayedAgainst(value);
    if (o) game.opponent = *o;
    return o.has_value();
  }
  if (key == "level") {
    game.level = ai::parseLevel(value);
    return game.level.has_value();
  }
  if (key == "accuracy") {
    int percent = -1;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), percent);
    if (ec != std::errc() || end != value.data() + value.size() || percent < 0 || percent > 100)
      return false;
    game.accuracy = percent;
    return true;
  }
  if (key == "you") {
    const auto p = parsePlayer(value);
    if (p) game.you = *p;
    return p.has_value();
  }
  if (key == "imported" && value == "1") {
    game.imported = true;
    return true;
  }
  return false;
}

// The words of a game's line; the reason, quoting the word, at one that cannot be read.
std::optional<std::string> readGameLine(std::string_view line, ArchivedGame& game) {
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
    if (readGameWord(key, value, game)) {
      hasId = hasId || key == "id";
      continue;
    }
    if (key == "id") return gameIdProblemText(excerpt(value));
    return gameLinePartText(excerpt(word));
  }
  if (!hasId) return gameLinePartText("id");
  return std::nullopt;
}

GamesFileError fileError(int line, std::string why) { return {line, std::move(why), false}; }

// The first line: "mancala-games <version>", this version or an older one.
std::optional<GamesFileError> readFirstLine(std::string_view first) {
  const std::string notOurs = gamesFileProblemText(GamesFileProblem::NotGamesFile);
  if (first.substr(0, kMagic.size()) != kMagic) return fileError(1, notOurs);
  int version = 0;
  const std::string_view number = first.substr(kMagic.size());
  const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), version);
  if (ec != std::errc() || end != number.data() + number.size() || version < 1)
    return fileError(1, notOurs);
  if (version > kGamesFileVersion) {
    GamesFileError newer = fileError(1, gamesFileProblemText(GamesFileProblem::NewerVersion));
    newer.newerVersion = true;
    return newer;
  }
  return std::nullopt;
}

// The game whose "; game" line is `line` (number `lineNumber`), its record the lines up to the
// next game's line; or the file's error.
std::variant<ArchivedGame, GamesFileError> readGame(std::string_view line, int lineNumber,
                                                    Lines& lines) {
  ArchivedGame game;
  if (auto why = readGameLine(line.substr(kGameLine.size()), game))
    return fileError(lineNumber, std::move(*why));
  std::string record;
  std::string_view next;
  while (lines.peek(next) && !isGameLine(next)) {
    lines.next(next);
    // A record past the reader's limit is refused as too long: the rest of it is not held.
    if (record.size() <= kMaxRecordBytes) {
      record += next;
      record += '\n';
    }
  }
  while (record.size() >= 2 && record[record.size() - 1] == '\n' &&
         record[record.size() - 2] == '\n')
    record.pop_back();
  auto read = readRecord(record);
  if (auto* error = std::get_if<RecordError>(&read))
    return fileError(error->line + lineNumber, recordProblemText(*error) + ".");
  game.game = std::move(std::get<GameRecord>(read).game);
  if (!game.game.over())
    return fileError(lineNumber, gamesFileProblemText(GamesFileProblem::NotFinished));
  if (game.opponent != PlayedAgainst::Computer) game.level.reset();
  game.record = std::move(record);
  return game;
}

}  // namespace

std::optional<GamesFileError> readGamesFile(std::string_view text, const TakeGame& take) {
  if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark)
    text.remove_prefix(kByteOrderMark.size());
  Lines lines{text};
  std::string_view line;
  lines.next(line);
  if (auto error = readFirstLine(line)) return error;
  while (lines.next(line)) {
    if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
    const int lineNumber = lines.number;
    if (!isGameLine(line))
      return fileError(lineNumber, gamesFileProblemText(GamesFileProblem::NoGameLine));
    auto read = readGame(line, lineNumber, lines);
    if (auto* error = std::get_if<GamesFileError>(&read)) return std::move(*error);
    if (auto why = take(std::move(std::get<ArchivedGame>(read)), lineNumber))
      return fileError(lineNumber, std::move(*why));
  }
  return std::nullopt;
}

std::variant<std::vector<ArchivedGame>, GamesFileError> readGamesFile(std::string_view text) {
  std::vector<ArchivedGame> games;
  auto error = readGamesFile(text, [&](ArchivedGame&& game, int) -> std::optional<std::string> {
    games.push_back(std::move(game));
    return std::nullopt;
  });
  if (error) return std::move(*error);
  return games;
}

}  // namespace mancala::app
