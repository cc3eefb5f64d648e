#include "record.h"

#include <array>
#include <cassert>
#include <map>

#include "text_bytes.h"

namespace mancala {

namespace {

std::string escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';  // line ends, controls
    out += c;
  }
  return out;
}

void header(std::string& out, std::string_view key, std::string_view value) {
  out += '[';
  out += key;
  out += " \"";
  out += escape(value);
  out += "\"]\n";
}

std::string countsText(const Position& p) {
  std::string s;
  for (int h = 0; h < kHoles; ++h) {
    if (h) s += ',';
    s += std::to_string(p.seeds[h]);
  }
  return s + " " + std::to_string(p.captured[0]) + "," + std::to_string(p.captured[1]);
}

std::string ownersText(std::uint16_t northOwned) {
  std::string s;
  for (int h = 0; h < kHoles; ++h) s += (northOwned >> h) & 1 ? 'N' : 'S';
  return s;
}

bool isStandardStart(const Position& p) {
  const Position standard = startPosition(p.toMove, p.northOwned);
  return p.seeds == standard.seeds && p.captured == standard.captured;
}

constexpr std::array<std::string_view, 11> kHeaderNames{"Game",  "GrandSlam", "South",  "North",
                                                        "Date",  "Start",     "Owners", "Position",
                                                        "Match", "Result",    "Reason"};

bool knownHeader(std::string_view name) {
  for (std::string_view known : kHeaderNames)
    if (known == name) return true;
  return false;
}

struct HeaderLine {
  std::string value;
  int line = 0;
};

}  // namespace

std::string writeRecord(const Game& game, const RecordHeaders& headers) {
  const Position& start = game.start();
  const Position& now = game.position();
  std::string out;
  header(out, "Game", variantName(game.variant()));
  if (game.rules().grandSlamCapturesNothing) header(out, "GrandSlam", "captures-nothing");
  header(out, "South", headers.south);
  header(out, "North", headers.north);
  if (!headers.date.empty()) header(out, "Date", headers.date);
  header(out, "Start", std::string(1, playerLetter(start.toMove)));
  if (start.northOwned != kDefaultNorthOwned) header(out, "Owners", ownersText(start.northOwned));
  if (!isStandardStart(start)) header(out, "Position", countsText(start));
  if (!headers.match.empty()) header(out, "Match", headers.match);
  header(out, "Result", now.over() ? outcomeName(now.outcome()) : "*");
  // A game over before its first move has no Reason: the Position written is the one after its
  // end rule, which reading ends again, perhaps by another rule with the same totals.
  if (now.over() && !game.moves().empty()) header(out, "Reason", reasonName(now.reason));
  out += '\n';
  std::string line;
  const auto& moves = game.moves();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    std::string token;
    if (i % 2 == 0) token = std::to_string(i / 2 + 1) + ". ";
    token += moveLetter(moves[i]);
    if (!line.empty() && line.size() + 1 + token.size() > 78) {
      out += line + '\n';
      line.clear();
    }
    if (!line.empty()) line += ' ';
    line += token;
  }
  if (!line.empty()) out += line + '\n';
  return out;
}

std::variant<GameRecord, RecordError> readRecord(std::string_view text) {
  auto fail = [](int line, int column, RecordErrorCode code, std::string_view offending = {}) {
    RecordError e;
    e.code = code;
    e.line = line;
    e.column = column;
    e.text = std::string(offending);
    return e;
  };

  if (text.size() > kMaxRecordBytes) {
    RecordError e = fail(1, 1, RecordErrorCode::TooLong);
    e.number = static_cast<int>(kMaxRecordBytes);
    return e;
  }
  if (const std::size_t bad = firstNonTextByte(text); bad != std::string_view::npos) {
    const std::string_view before = text.substr(0, bad);
    int line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < before.size(); ++i)
      if (before[i] == '\n') {
        ++line;
        lineStart = i + 1;
      }
    return fail(line, static_cast<int>(bad - lineStart) + 1, RecordErrorCode::NotText);
  }

  std::map<std::string, HeaderLine> headers;
  struct Token {
    std::string_view text;
    int line, column;
  };
  std::vector<Token> tokens;

  int lineNumber = 0;
  bool inMoves = false;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    ++lineNumber;
    const std::size_t first = line.find_first_not_of(" \t");
    if (first != std::string_view::npos && line[first] == '[' && !inMoves) {
      const std::size_t space = line.find(' ', first);
      if (space == std::string_view::npos || space + 1 >= line.size() || line[space + 1] != '"')
        return fail(lineNumber, static_cast<int>(first) + 1, RecordErrorCode::BadHeader);
      const std::string key(line.substr(first + 1, space - first - 1));
      if (key.empty())
        return fail(lineNumber, static_cast<int>(first) + 2, RecordErrorCode::EmptyHeaderName);
      if (!knownHeader(key))
        return fail(lineNumber, static_cast<int>(first) + 2, RecordErrorCode::UnknownHeader, key);
      std::string value;
      std::size_t i = space + 2;
      bool closed = false;
      for (; i < line.size(); ++i) {
        if (line[i] == '\\' && i + 1 < line.size()) {
          value += line[++i];
        } else if (line[i] == '"') {
          closed = true;
          break;
        } else {
          value += line[i];
        }
      }
      if (!closed)
        return fail(lineNumber, static_cast<int>(i) + 1, RecordErrorCode::UnterminatedHeader);
      const std::size_t after = line.find_first_not_of(" \t", i + 1);
      if (after == std::string_view::npos || line[after] != ']' ||
          line.find_first_not_of(" \t", after + 1) != std::string_view::npos)
        return fail(lineNumber, static_cast<int>(i) + 2, RecordErrorCode::UnclosedHeader);
      if (headers.count(key))
        return fail(lineNumber, static_cast<int>(first) + 2, RecordErrorCode::DuplicateHeader, key);
      headers[key] = {value, lineNumber};
    } else if (first != std::string_view::npos) {
      inMoves = true;
      std::size_t i = first;
      while (i < line.size()) {
        const std::size_t stop = std::min(line.find_first_of(" \t", i), line.size());
        tokens.push_back({line.substr(i, stop - i), lineNumber, static_cast<int>(i) + 1});
        i = line.find_first_not_of(" \t", stop);
        if (i == std::string_view::npos) break;
      }
    }
    if (end == text.size()) break;
    pos = end + 1;
  }

  const auto gameHeader = headers.find("Game");
  if (gameHeader == headers.end()) return fail(1, 1, RecordErrorCode::NoGameHeader);
  const auto variant = parseVariant(gameHeader->second.value);
  if (!variant)
    return fail(gameHeader->second.line, 1, RecordErrorCode::UnknownGame, gameHeader->second.value);

  Rules rules{*variant, false};
  if (auto it = headers.find("GrandSlam"); it != headers.end()) {
    if (it->second.value != "captures-nothing" || *variant != Variant::Warri)
      return fail(it->second.line, 1, RecordErrorCode::BadGrandSlam, it->second.value);
    rules.grandSlamCapturesNothing = true;
  }

  Position start = startPosition();
  if (auto it = headers.find("Start"); it != headers.end()) {
    const auto p = parsePlayer(it->second.value);
    if (!p) return fail(it->second.line, 1, RecordErrorCode::BadStart, it->second.value);
    start.toMove = *p;
  }
  if (auto it = headers.find("Owners"); it != headers.end()) {
    const std::string& v = it->second.value;
    if (v.size() != kHoles || v.find_first_not_of("SN") != std::string::npos)
      return fail(it->second.line, 1, RecordErrorCode::BadOwners, v);
    start.northOwned = 0;
    for (int h = 0; h < kHoles; ++h)
      if (v[h] == 'N') start.northOwned = static_cast<std::uint16_t>(start.northOwned | 1u << h);
  }
  if (auto it = headers.find("Position"); it != headers.end()) {
    const std::string& v = it->second.value;
    const std::size_t space = v.find(' ');
    const auto counts = space == std::string::npos
                            ? std::nullopt
                            : parseSeedCounts(std::string_view(v).substr(0, space));
    const auto captured = space == std::string::npos
                              ? std::nullopt
                              : parseSeedCounts(std::string_view(v).substr(space + 1));
    if (!counts || !captured || counts->size() != kHoles || captured->size() != 2)
      return fail(it->second.line, 1, RecordErrorCode::BadPosition, v);
    int total = (*captured)[0] + (*captured)[1];
    for (int h = 0; h < kHoles; ++h) {
      start.seeds[h] = static_cast<std::uint8_t>((*counts)[h]);
      total += (*counts)[h];
    }
    if (total != kTotalSeeds) {
      RecordError e = fail(it->second.line, 1, RecordErrorCode::WrongSeedTotal, v);
      e.number = total;
      return e;
    }
    start.captured = {static_cast<std::uint8_t>((*captured)[0]),
                      static_cast<std::uint8_t>((*captured)[1])};
  }

  GameRecord record{{}, Game(rules, start)};
  if (auto it = headers.find("South"); it != headers.end()) record.headers.south = it->second.value;
  if (auto it = headers.find("North"); it != headers.end()) record.headers.north = it->second.value;
  if (auto it = headers.find("Date"); it != headers.end()) record.headers.date = it->second.value;
  if (auto it = headers.find("Match"); it != headers.end()) record.headers.match = it->second.value;

  std::size_t movesRead = 0;
  bool numbered = false;  // the number of the current pair has been read
  for (const Token& t : tokens) {
    const bool pairStarts = movesRead % 2 == 0;
    const int number = static_cast<int>(movesRead / 2 + 1);
    if (t.text.back() == '.') {
      const std::string expected = std::to_string(number) + ".";
      if (!pairStarts || numbered || t.text != expected) {
        if (!pairStarts || numbered)
          return fail(t.line, t.column, RecordErrorCode::NumberInsteadOfMove, t.text);
        RecordError e = fail(t.line, t.column, RecordErrorCode::WrongMoveNumber, t.text);
        e.number = number;
        return e;
      }
      numbered = true;
      continue;
    }
    if (pairStarts && !numbered) {
      RecordError e = fail(t.line, t.column, RecordErrorCode::MissingMoveNumber, t.text);
      e.number = number;
      return e;
    }
    numbered = false;
    const auto move = t.text.size() == 1 ? parseMove(t.text[0]) : std::nullopt;
    if (!move) return fail(t.line, t.column, RecordErrorCode::NotAMove, t.text);
    if (record.game.over()) {
      RecordError e = fail(t.line, t.column, RecordErrorCode::MoveAfterEnd, t.text);
      e.move = *move;
      e.why = MoveError{MoveErrorCode::GameOver, *move, record.game.position().toMove};
      return e;
    }
    if (!record.game.play(*move)) {
      RecordError e = fail(t.line, t.column, RecordErrorCode::IllegalMove, t.text);
      e.move = *move;
      const auto why = record.game.checkMove(*move);
      assert(why && "checkMove must find why Game::play refused the move");
      e.why =
          why.value_or(MoveError{MoveErrorCode::NoSuchHole, *move, record.game.position().toMove});
      for (Move m : record.game.legalMoves()) e.legal.push_back(m);
      return e;
    }
    ++movesRead;
  }
  if (numbered)
    return fail(tokens.back().line, tokens.back().column, RecordErrorCode::DanglingMoveNumber,
                tokens.back().text);

  const Position& now = record.game.position();
  if (auto it = headers.find("Result"); it != headers.end()) {
    const std::string expected = now.over() ? std::string(outcomeName(now.outcome())) : "*";
    if (it->second.value != expected) {
      RecordError e = fail(it->second.line, 1, RecordErrorCode::WrongResult, it->second.value);
      e.expected = expected;
      return e;
    }
  }
  if (auto it = headers.find("Reason"); it != headers.end()) {
    if (!now.over() || it->second.value != reasonName(now.reason)) {
      RecordError e = fail(it->second.line, 1, RecordErrorCode::WrongReason, it->second.value);
      e.expected = std::string(now.over() ? reasonName(now.reason) : "");
      return e;
    }
  }
  return record;
}

}  // namespace mancala
