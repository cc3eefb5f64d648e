#include "engine/protocol.h"

#include <new>
#include <system_error>
#include <utility>
#include <vector>

#include "core/state_json.h"
#include "core/types.h"
#include "engine/line_reader.h"
#include "engine/protocol_text.h"

namespace mancala {

namespace {

std::vector<std::string_view> splitWords(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t start = 0;
  while (start <= line.size()) {
    std::size_t space = line.find(' ', start);
    if (space == std::string_view::npos) space = line.size();
    words.push_back(line.substr(start, space - start));
    start = space + 1;
  }
  return words;
}

// Comma-separated counts, exactly `expected` of them.
std::optional<std::vector<int>> parseCounts(std::string_view s, std::size_t expected) {
  auto values = parseSeedCounts(s);
  if (!values || values->size() != expected) return std::nullopt;
  return values;
}

std::string moveListText(const MoveList& moves) {
  std::string s;
  for (Move m : moves) {
    if (!s.empty()) s += ' ';
    s += moveLetter(m);
  }
  return s;
}

}  // namespace

EngineSession::EngineSession(Output out, int limitMs) : out_(std::move(out)), limitMs_(limitMs) {}

MatchState EngineSession::matchView() const {
  MatchState m = *match_;
  if (game_.over()) recordGame(m, game_.position());
  return m;
}

bool EngineSession::handle(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  // Each command changes the session only once it has all it needs, so that one stopped by a
  // lack of memory leaves it as it was.
  try {
    return handleLine(line);
  } catch (const std::bad_alloc&) {
    error("out of memory: " + quote(line) + " was not done; nothing changed");
  } catch (const std::system_error& e) {
    error("out of resources (" + e.code().message() + "): " + quote(line) +
          " was not done; nothing changed");
  }
  return true;
}

bool EngineSession::handleLine(std::string_view line) {
  if (line.empty()) {
    error("empty command");
    return true;
  }
  const std::vector<std::string_view> words = splitWords(line);
  for (std::string_view w : words) {
    if (w.empty()) {
      error("words must be separated by single spaces");
      return true;
    }
  }
  const std::string_view command = words[0];
  const std::vector<std::string_view> args(words.begin() + 1, words.end());
  if (command == "quit") {
    if (!args.empty()) error("quit takes no arguments");
    return !args.empty();
  }
  if (command == "stop") {
    // Heard while a go or analyse runs through setStopFlag; the command itself has nothing left
    // to stop by the time it is read here.
    if (args.empty())
      answer("ok");
    else
      error("stop takes no arguments");
    return true;
  }
  if (!dispatch(command, args)) error("unknown command " + quote(command));
  return true;
}

bool EngineSession::dispatch(std::string_view command, const std::vector<std::string_view>& args) {
  if (command == "variant")
    cmdVariant(args);
  else if (command == "newgame")
    cmdNewGame(args);
  else if (command == "setup")
    cmdSetup(args);
  else if (command == "moves")
    cmdMoves(args);
  else if (command == "play")
    cmdPlay(args);
  else if (command == "undo")
    cmdUndo(args);
  else if (command == "state")
    cmdState(args);
  else if (command == "go")
    cmdGo(args);
  else if (command == "analyse")
    cmdAnalyse(args);
  else if (command == "perft")
    cmdPerft(args);
  else if (command == "bench")
    cmdBench(args);
  else if (command == "match")
    cmdMatch(args);
  else if (command == "nextgame")
    cmdNextGame(args);
  else
    return false;
  return true;
}

void EngineSession::refuseLongLine() {
  error("line too long: over " + std::to_string(kMaxLineBytes) + " bytes; it is ignored");
}

void EngineSession::cmdVariant(const std::vector<std::string_view>& args) {
  if (args.size() != 1) return error("usage: variant <adji-kui-1|adji-kui-2|warri>");
  const auto v = parseVariant(args[0]);
  if (!v)
    return error("unknown variant " + quote(args[0]) +
                 " (expected adji-kui-1, adji-kui-2 or warri)");
  const Rules rules{*v, false};
  Game game(rules);
  rules_ = rules;
  game_ = std::move(game);
  match_.reset();
  answer("ok");
}

void EngineSession::cmdNewGame(const std::vector<std::string_view>& args) {
  if (args.size() > 1) return error("usage: newgame [S|N]");
  Player starter = Player::South;
  if (args.size() == 1) {
    const auto p = parsePlayer(args[0]);
    if (!p) return error("unknown player " + quote(args[0]) + " (expected S or N)");
    starter = *p;
  }
  game_ = Game(rules_, startPosition(starter));
  match_.reset();
  answer("ok");
}

void EngineSession::cmdSetup(const std::vector<std::string_view>& args) {
  if (args.size() < 2 || args.size() > 4)
    return error("usage: setup <12 counts, comma-separated> <S|N> [owners] [captured S,N]");
  const auto counts = parseCounts(args[0], kHoles);
  if (!counts)
    return error("bad counts " + quote(args[0]) +
                 ": expected 12 comma-separated numbers from 0 to 48");
  const auto toMove = parsePlayer(args[1]);
  if (!toMove) return error("unknown player " + quote(args[1]) + " (expected S or N)");
  Position pos;
  pos.toMove = *toMove;
  for (int h = 0; h < kHoles; ++h) pos.seeds[h] = static_cast<std::uint8_t>((*counts)[h]);
  bool ownersGiven = false, capturedGiven = false;
  std::string_view ownersWord;
  for (std::size_t i = 2; i < args.size(); ++i) {
    const std::string_view a = args[i];
    if (!ownersGiven && a.size() == kHoles && a.find_first_not_of("SN") == std::string_view::npos) {
      ownersGiven = true;
      ownersWord = a;
      pos.northOwned = 0;
      for (int h = 0; h < kHoles; ++h)
        if (a[h] == 'N') pos.northOwned = static_cast<std::uint16_t>(pos.northOwned | 1u << h);
    } else if (!capturedGiven) {
      const auto captured = parseCounts(a, 2);
      if (!captured)
        return error("bad argument " + quote(a) +
                     ": expected owners (12 letters S/N) or captures (two numbers S,N)");
      capturedGiven = true;
      pos.captured = {static_cast<std::uint8_t>((*captured)[0]),
                      static_cast<std::uint8_t>((*captured)[1])};
    } else {
      return error("too many arguments to setup");
    }
  }
  const int total = pos.seedsOnBoard() + pos.captured[0] + pos.captured[1];
  if (total != kTotalSeeds)
    return error("the position holds " + std::to_string(total) + " seeds; it must hold 48");
  if (!possibleOwners(rules_.variant, pos.northOwned)) {
    if (rules_.variant != Variant::AdjiKui2)
      return error("owners " + quote(ownersWord) + " are not possible in " +
                   std::string(variantName(rules_.variant)) +
                   ": each player owns their own row (SSSSSSNNNNNN); only Adji Kui II buys holes");
    return error("owners " + quote(ownersWord) +
                 " are not possible in adji-kui-2: each player owns 1 to 11 holes, first those "
                 "of their own row, so only one of them owns holes on the other's row");
  }
  game_ = Game(rules_, pos);
  match_.reset();
  answer("ok");
}

void EngineSession::cmdMoves(const std::vector<std::string_view>& args) {
  if (!args.empty()) return error("moves takes no arguments");
  const MoveList moves = game_.legalMoves();
  answer(moves.empty() ? "moves" : "moves " + moveListText(moves));
}

void EngineSession::cmdPlay(const std::vector<std::string_view>& args) {
  if (args.size() != 1) return error("usage: play <move>");
  if (game_.over()) return error("illegal move: the game is over");
  const auto move = args[0].size() == 1 ? parseMove(args[0][0]) : std::nullopt;
  if (!move)
    return error(
        "illegal move " + quote(args[0]) +
        ": not a hole letter (a-f, A-F) or - (pass); legal: " + moveListText(game_.legalMoves()));
  // Played on a copy: Game::play may run out of memory halfway through its history.
  Game next = game_;
  if (!next.play(*move))
    return error("illegal move " + std::string(args[0]) +
                 "; legal: " + moveListText(game_.legalMoves()));
  game_ = std::move(next);
  answer("ok");
}

void EngineSession::cmdUndo(const std::vector<std::string_view>& args) {
  if (!args.empty()) return error("undo takes no arguments");
  if (!game_.undo()) return error("nothing to undo");
  answer("ok");
}

void EngineSession::cmdState(const std::vector<std::string_view>& args) {
  if (!args.empty()) return error("state takes no arguments");
  if (match_) {
    const MatchState m = matchView();
    answer("state " + stateJson(rules_.variant, game_.position(), &m));
  } else {
    answer("state " + stateJson(rules_.variant, game_.position(), nullptr));
  }
}

void EngineSession::cmdMatch(const std::vector<std::string_view>& args) {
  if (args.size() != 1 || (args[0] != "on" && args[0] != "off"))
    return error("usage: match on | match off");
  if (args[0] == "on") {
    MatchState match = newMatch(rules_.variant);
    Game game(rules_, currentGameStart(match));
    match_ = std::move(match);
    game_ = std::move(game);
  } else {
    match_.reset();
  }
  answer("ok");
}

void EngineSession::cmdNextGame(const std::vector<std::string_view>& args) {
  if (!match_) return error("no match is on (use: match on)");
  std::vector<int> holes;
  for (std::string_view word : args) {
    for (char c : word) {
      const auto m = parseMove(c);
      if (!m || *m == kPass)
        return error("bad hole " + quote(std::string_view(&c, 1)) +
                     ": expected letters a-f or A-F");
      holes.push_back(*m);
    }
  }
  MatchState next = matchView();
  if (next.over) return error(describe(MatchError{MatchErrorCode::MatchOver}));
  if (!game_.over()) return error(describe(MatchError{MatchErrorCode::GameNotOver}));
  if (args.empty()) holes = defaultPurchase(next);
  if (auto problem = startNextGame(next, holes)) return error(describe(*problem));
  Game game(rules_, currentGameStart(next));
  match_ = std::move(next);
  game_ = std::move(game);
  answer("ok");
}

}  // namespace mancala
