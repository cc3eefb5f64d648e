#include "engine/protocol.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "ai/analysis.h"
#include "ai/search.h"
#include "core/state_json.h"
#include "core/text_bytes.h"

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

// A count as the protocol writes it: digits only, no sign, no leading zero (types.h).
std::optional<long long> parseInteger(std::string_view s, long long lo, long long hi) {
  return parseCount(s, lo, hi);
}

// Someone's input inside an error line, in double quotes: a quote or backslash escaped with a
// backslash, tab, line feed and carriage return as \t \n \r, any other control character or
// byte that is not UTF-8 as \xHH, so that every answer is one line of valid UTF-8. Past
// kQuotedBytes bytes of input, "..." stands for the rest.
constexpr std::size_t kQuotedBytes = 80;
std::string quote(std::string_view s) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out(1, '"');
  auto hex = [&](unsigned char b) {
    out += "\\x";
    out += kHex[b >> 4];
    out += kHex[b & 15];
  };
  std::size_t at = 0;
  while (at < s.size()) {
    if (at >= kQuotedBytes) {
      out += "...";
      break;
    }
    const unsigned char b = static_cast<unsigned char>(s[at]);
    if (b == '"' || b == '\\') {
      out += '\\';
      out += static_cast<char>(b);
    } else if (b == '\t') {
      out += "\\t";
    } else if (b == '\n') {
      out += "\\n";
    } else if (b == '\r') {
      out += "\\r";
    } else if (b >= 0x80) {
      const std::size_t n = b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
      if (validUtf8Length(s.substr(at, 4)) >= n) {
        out += s.substr(at, n);
        at += n;
        continue;
      }
      hex(b);
    } else if (b < 0x20 || b == 0x7F) {
      hex(b);
    } else {
      out += static_cast<char>(b);
    }
    ++at;
  }
  return out + '"';
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

std::string pvText(const std::vector<Move>& pv) {
  std::string s;
  for (Move m : pv) {
    if (!s.empty()) s += ' ';
    s += moveLetter(m);
  }
  return s;
}

std::string infoLine(const ai::SearchInfo& info) {
  return "info depth " + std::to_string(info.depth) + " score " + std::to_string(info.score) +
         " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(info.nps) + " pv " +
         pvText(info.pv);
}

// `analysis c=+4! a=0 b=-3`: signed seeds, `!` where proved.
std::string analysisLine(const ai::Analysis& analysis) {
  std::string s = "analysis";
  for (const ai::MoveValue& v : analysis.moves) {
    s += ' ';
    s += moveLetter(v.move);
    s += '=';
    if (v.seeds > 0) s += '+';
    s += std::to_string(v.seeds);
    if (v.exact) s += '!';
  }
  return s;
}

// Without threads (the engine for node) the search runs on the thread that reads the input.
constexpr bool kThreads = MANCALA_ENGINE_THREADS != 0;
constexpr int kMaxLateSearches = 4;
constexpr auto kLatePoll = std::chrono::milliseconds(1);

// The clock kept while a search runs on its own thread (go, analyse), with `lock` held: at the
// deadline, when the limits set one, or once `stopAsked` says so, it sets `stop`; it returns
// when the search is `done`, or kGrace after the stop if `mayAnswer` holds by then.
void keepClock(std::unique_lock<std::mutex>& lock, std::condition_variable& changed,
               const bool& done, std::atomic<bool>& stop, int moveTimeMs,
               std::chrono::steady_clock::time_point start, const std::function<bool()>& stopAsked,
               const std::function<bool()>& mayAnswer) {
  // How long the search may run on after being told to stop before the answer goes without it.
  constexpr auto kGrace = std::chrono::milliseconds(2);
  const auto deadline = start + std::chrono::milliseconds(moveTimeMs);
  std::optional<std::chrono::steady_clock::time_point> stoppedAt;
  while (!done) {
    const auto now = std::chrono::steady_clock::now();
    if (!stoppedAt && (stopAsked() || (moveTimeMs > 0 && now >= deadline))) {
      stop = true;
      stoppedAt = now;
    }
    if (stoppedAt && now >= *stoppedAt + kGrace && mayAnswer()) break;
    auto wake = now + std::chrono::milliseconds(1);
    if (moveTimeMs > 0 && !stoppedAt) wake = std::min(wake, deadline);
    changed.wait_until(lock, wake);
  }
}

}  // namespace

EngineSession::EngineSession(Output out) : out_(std::move(out)) {}

MatchState EngineSession::matchView() const {
  MatchState m = *match_;
  if (game_.over()) recordGame(m, game_.position());
  return m;
}

bool EngineSession::handle(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
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
    // Heard while a go or perft runs through setStopFlag; the command itself has nothing left
    // to stop by the time it is read here.
    if (args.empty())
      answer("ok");
    else
      error("stop takes no arguments");
    return true;
  }
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
    error("unknown command " + quote(command));
  return true;
}

void EngineSession::cmdVariant(const std::vector<std::string_view>& args) {
  if (args.size() != 1) return error("usage: variant <adji-kui-1|adji-kui-2|warri>");
  const auto v = parseVariant(args[0]);
  if (!v)
    return error("unknown variant " + quote(args[0]) +
                 " (expected adji-kui-1, adji-kui-2 or warri)");
  rules_ = Rules{*v, false};
  game_ = Game(rules_);
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
  for (std::size_t i = 2; i < args.size(); ++i) {
    const std::string_view a = args[i];
    if (!ownersGiven && a.size() == kHoles && a.find_first_not_of("SN") == std::string_view::npos) {
      ownersGiven = true;
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
  if (!game_.play(*move))
    return error("illegal move " + std::string(args[0]) +
                 "; legal: " + moveListText(game_.legalMoves()));
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

std::optional<ai::SearchLimits> EngineSession::searchLimits(
    std::string_view command, const std::vector<std::string_view>& args) {
  const std::string name(command);
  if (args.size() != 2 || (args[0] != "depth" && args[0] != "movetime")) {
    error("usage: " + name + " depth <n> | " + name + " movetime <ms>");
    return std::nullopt;
  }
  ai::SearchLimits limits;
  if (args[0] == "depth") {
    const auto d = parseInteger(args[1], 1, kMaxGoDepth);
    if (!d) {
      error("bad depth " + quote(args[1]) + ": expected 1 to " + std::to_string(kMaxGoDepth));
      return std::nullopt;
    }
    limits.depth = static_cast<int>(*d);
  } else {
    const auto ms = parseInteger(args[1], 1, kMaxMoveTimeMs);
    if (!ms) {
      error("bad movetime " + quote(args[1]) + ": expected 1 to " + std::to_string(kMaxMoveTimeMs));
      return std::nullopt;
    }
    limits.moveTimeMs = static_cast<int>(*ms);
  }
  if (game_.over()) {
    error("the game is over");
    return std::nullopt;
  }
  return limits;
}

void EngineSession::cmdGo(const std::vector<std::string_view>& args) {
  const std::optional<ai::SearchLimits> parsed = searchLimits("go", args);
  if (!parsed) return;
  ai::SearchLimits limits = *parsed;
  if (!kThreads) {
    limits.stop = stopFlag_;
    const ai::SearchResult result =
        ai::search(game_, limits, [this](const ai::SearchInfo& info) { answer(infoLine(info)); });
    if (result.best == kNoMove) return error("search is not available in this build");
    return answer(std::string("bestmove ") + moveLetter(result.best));
  }

  // The search runs on its own thread, so that this one keeps the clock and hears `stop`: at
  // the deadline or on `stop` the answer is the best move of the last completed depth, or a
  // legal move found at once if none completed (a single node can take longer than a small
  // budget: an endless relay of Adji Kui II may need a million laps to show). The search ends
  // at its next look at the stop flag; its late info lines are dropped.
  struct Run {
    std::mutex mutex;
    std::condition_variable changed;
    bool done = false, answered = false;
    Move best = kNoMove;  // of the last completed depth
    std::atomic<bool> stop{false};
  };
  const auto run = std::make_shared<Run>();
  limits.stop = &run->stop;
  const Move fallback = quickLegalMove(game_.rules(), game_.position());
  // Searches told to stop finish their node on their own, a few at most at a time.
  static std::atomic<int> searching{0};
  while (searching.load() >= kMaxLateSearches) std::this_thread::sleep_for(kLatePoll);
  ++searching;
  const auto start = std::chrono::steady_clock::now();
  std::thread([run, limits, game = game_, out = out_] {
    const ai::SearchResult result = ai::search(game, limits, [&](const ai::SearchInfo& info) {
      const std::lock_guard<std::mutex> lock(run->mutex);
      if (run->answered) return;
      run->best = info.pv.empty() ? run->best : info.pv.front();
      out(infoLine(info));
    });
    const std::lock_guard<std::mutex> lock(run->mutex);
    if (result.best != kNoMove) run->best = result.best;
    run->done = true;
    run->changed.notify_all();
    --searching;
  }).detach();

  std::unique_lock<std::mutex> lock(run->mutex);
  keepClock(
      lock, run->changed, run->done, run->stop, limits.moveTimeMs, start,
      [this] { return stopAsked(); }, [] { return true; });
  run->answered = true;
  const Move best = run->best != kNoMove ? run->best : fallback;
  if (best == kNoMove) {
    // Nothing found at once (every hole's relay runs long): the search's own move, then.
    run->changed.wait(lock, [&] { return run->done; });
    if (run->best == kNoMove) return error("search is not available in this build");
    return answer(std::string("bestmove ") + moveLetter(run->best));
  }
  answer(std::string("bestmove ") + moveLetter(best));
}

void EngineSession::cmdAnalyse(const std::vector<std::string_view>& args) {
  const std::optional<ai::SearchLimits> parsed = searchLimits("analyse", args);
  if (!parsed) return;
  ai::SearchLimits limits = *parsed;
  if (!kThreads) {
    limits.stop = stopFlag_;
    return answer(analysisLine(ai::analyse(game_, limits)));
  }

  // As for go: the analysis runs on its own thread while this one keeps the clock and hears
  // `stop`; at the deadline or on `stop` the answer holds the values of the last completed
  // stage (analysis.h). Depth 1 always completes, and is waited for if it has not yet.
  struct Run {
    std::mutex mutex;
    std::condition_variable changed;
    bool done = false;
    std::optional<ai::Analysis> last;
    std::atomic<bool> stop{false};
  };
  const auto run = std::make_shared<Run>();
  limits.stop = &run->stop;
  static std::atomic<int> analysing{0};
  while (analysing.load() >= kMaxLateSearches) std::this_thread::sleep_for(kLatePoll);
  ++analysing;
  const auto start = std::chrono::steady_clock::now();
  std::thread([run, limits, game = game_] {
    ai::Analysis result = ai::analyse(game, limits, [&](const ai::Analysis& progress) {
      const std::lock_guard<std::mutex> lock(run->mutex);
      run->last = progress;
      run->changed.notify_all();
    });
    const std::lock_guard<std::mutex> lock(run->mutex);
    run->last = std::move(result);
    run->done = true;
    run->changed.notify_all();
    --analysing;
  }).detach();

  std::unique_lock<std::mutex> lock(run->mutex);
  keepClock(
      lock, run->changed, run->done, run->stop, limits.moveTimeMs, start,
      [this] { return stopAsked(); }, [&] { return run->last.has_value(); });
  answer(analysisLine(*run->last));
}

// perft as the core counts it (game.cpp), split at the top so that `stop` is heard between
// subtrees of a few thousand leaves (those of 3 plies or fewer are counted whatever happens);
// nothing if it was stopped.
std::optional<std::uint64_t> EngineSession::stoppablePerft(const Position& pos, int depth) const {
  constexpr int kAlwaysDepth = 3, kUnsplitDepth = 6;
  if (depth <= kAlwaysDepth) return perft(game_.rules(), pos, depth);
  if (stopAsked()) return std::nullopt;
  if (depth <= kUnsplitDepth) return perft(game_.rules(), pos, depth);
  std::uint64_t leaves = 0;
  for (Move m : legalMoves(game_.rules(), pos)) {
    Position next = pos;
    applyMove(game_.rules(), next, m);
    const auto below = stoppablePerft(next, depth - 1);
    if (!below) return std::nullopt;
    leaves += *below;
  }
  return leaves;
}

void EngineSession::cmdPerft(const std::vector<std::string_view>& args) {
  if (args.size() != 1) return error("usage: perft <depth>");
  const auto depth = parseInteger(args[0], 0, kMaxPerftDepth);
  if (!depth)
    return error("bad depth " + quote(args[0]) + ": expected 0 to " +
                 std::to_string(kMaxPerftDepth));
  const int d = static_cast<int>(*depth);
  const auto leaves = stoppablePerft(game_.position(), d);
  if (!leaves) return error("perft " + std::to_string(d) + " stopped");
  answer("perft " + std::to_string(d) + " " + std::to_string(*leaves));
}

void EngineSession::cmdBench(const std::vector<std::string_view>& args) {
  if (!args.empty()) return error("bench takes no arguments");
  const ai::BenchResult result = ai::bench();
  if (result.nodes == 0) return error("search is not available in this build");
  answer("bench nodes " + std::to_string(result.nodes) + " nps " + std::to_string(result.nps));
}

void EngineSession::cmdMatch(const std::vector<std::string_view>& args) {
  if (args.size() != 1 || (args[0] != "on" && args[0] != "off"))
    return error("usage: match on | match off");
  if (args[0] == "on") {
    match_ = newMatch(rules_.variant);
    game_ = Game(rules_, currentGameStart(*match_));
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
  match_ = next;
  game_ = Game(rules_, currentGameStart(next));
  answer("ok");
}

}  // namespace mancala
