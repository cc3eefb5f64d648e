// mancala-puzzles: finds puzzles in computer games and proves them (docs/PUZZLES.md).
//
//   mancala-puzzles find <adji-kui-1|adji-kui-2|warri> [--count N] [--games G] [--seed S]
//       plays G computer games at various levels, judges every position reached and writes
//       the N chosen puzzles, in the data file's format, on standard output (progress and the
//       reasons positions were refused on standard error);
//   mancala-puzzles check <file>...
//       proves every puzzle of the files again; exit status 1 if any is wrong or not unique;
//   mancala-puzzles judge <variant> <setup arguments of the engine>
//       says what puzzle one position makes, or why it makes none.
//
// A position makes a puzzle when one move is clearly the best for a goal, judged on the values
// of ai::analyse (the Master level's search: the exact solver on every move it can prove, a
// search kDeepDepth plies deep on the others):
//   win         every move is proved; exactly one wins;
//   avoid-loss  exactly one move does not lose: every move is proved, or (kDeepDepth) every
//               other move loses by force within the search's depth and the answer's value
//               is not below 0;
//   feed        Warri: the opponent has no seeds, several holes could be played, and the rules
//               leave one move, the only one that gives him seeds;
//   capture     one move captures the most at once, and it is also the best move, by at least
//               kClearSeeds over every other (proved, or at kDeepDepth where not every move is).
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "ai/analysis.h"
#include "ai/hash.h"
#include "ai/levels.h"

using namespace mancala;

namespace {

constexpr int kDeepDepth = 10;
constexpr int kClearSeeds = 2;
// Positions whose proof takes more nodes are not kept, so that checking stays quick.
constexpr std::uint64_t kMaxProofNodes = 4'000'000;
constexpr std::array<ai::Level, 4> kGuessers{ai::Level::Beginner, ai::Level::Easy,
                                             ai::Level::Medium, ai::Level::Hard};

enum class Goal { Win, AvoidLoss, Feed, Capture };

std::string_view goalName(Goal g) {
  switch (g) {
    case Goal::Win: return "win";
    case Goal::AvoidLoss: return "avoid-loss";
    case Goal::Feed: return "feed";
    case Goal::Capture: return "capture";
  }
  return "";
}

std::optional<Goal> parseGoal(std::string_view s) {
  for (const Goal g : {Goal::Win, Goal::AvoidLoss, Goal::Feed, Goal::Capture})
    if (goalName(g) == s) return g;
  return std::nullopt;
}

struct Puzzle {
  std::string id;
  Position pos;
  Goal goal = Goal::Win;
  Move answer = kNoMove;
  int value = 0;       // the answer's value in seeds, from the side to move's view
  int difficulty = 1;  // 1 + how many of kGuessers play another move
  std::string proof;   // "exact", "rule" or "deep-<depth>"
};

struct Verdict {
  std::optional<Puzzle> puzzle;  // goal, answer, value, proof and difficulty filled in
  std::string refusal;           // why not, when there is none
  std::uint64_t nodes = 0;
};

int capturedBy(const Rules& rules, const Position& pos, Move m) {
  Position after = pos;
  return applyMove(rules, after, m);
}

std::string signedText(int seeds) {
  std::string s;
  if (seeds > 0) s += '+';
  s += std::to_string(seeds);
  return s;
}

Verdict refuse(std::string why, std::uint64_t nodes = 0) {
  Verdict v;
  v.refusal = std::move(why);
  v.nodes = nodes;
  return v;
}

int difficultyOf(const Game& game, Move answer) {
  int d = 1;
  for (const ai::Level level : kGuessers)
    if (ai::chooseMove(game, level, 1) != answer) ++d;
  return d;
}

// What puzzle `pos` makes, from the position alone (no history before it).
Verdict judge(Variant variant, const Position& pos) {
  const Rules rules{variant, false};
  const Game game(rules, pos);
  if (game.over()) return refuse("the game is over");
  const MoveList moves = game.legalMoves();
  const ai::Analysis analysis = ai::analyse(game, ai::SearchLimits{kDeepDepth, 0, 0, nullptr});
  const std::vector<ai::MoveValue>& values = analysis.moves;
  const bool proved =
      std::all_of(values.begin(), values.end(), [](const ai::MoveValue& v) { return v.exact; });
  Puzzle p;
  p.pos = pos;
  p.proof = proved ? "exact" : "deep-" + std::to_string(kDeepDepth);
  p.answer = values.front().move;
  p.value = values.front().seeds;
  const Player them = opponent(pos.toMove);
  if (variant == Variant::Warri && pos.seedsOwnedBy(them) == 0 &&
      playableHoles(rules, pos).count >= 2 && moves.count == 1) {
    p.goal = Goal::Feed;
    p.proof = "rule";
  } else if (moves.count < 2) {
    return refuse("a single legal move", analysis.nodes);
  } else {
    auto count = [&](auto&& pred) { return std::count_if(values.begin(), values.end(), pred); };
    const int winning = static_cast<int>(count([](const ai::MoveValue& v) { return v.seeds > 0; }));
    const int saving = static_cast<int>(count([](const ai::MoveValue& v) { return v.seeds >= 0; }));
    // A loss is sure when proved, or when the search saw it forced (the margin only bounded).
    auto loses = [](const ai::MoveValue& v) { return v.seeds < 0 && (v.exact || v.forced); };
    const int losing = static_cast<int>(count(loses));
    int most = 0, mostCount = 0;
    Move greedy = kNoMove;
    for (const Move m : moves) {
      const int c = capturedBy(rules, pos, m);
      if (c > most) {
        most = c;
        mostCount = 1;
        greedy = m;
      } else if (c == most) {
        ++mostCount;
      }
    }
    if (proved && winning == 1) {
      p.goal = Goal::Win;
    } else if (proved && winning == 0 && saving == 1) {
      p.goal = Goal::AvoidLoss;
    } else if (most > 0 && mostCount == 1 && greedy == p.answer &&
               values[0].seeds >= values[1].seeds + kClearSeeds) {
      p.goal = Goal::Capture;
    } else if (!proved && losing == static_cast<int>(values.size()) - 1 &&
               values.front().seeds >= 0) {
      p.goal = Goal::AvoidLoss;
    } else if (proved && winning > 1) {
      return refuse("two or more moves win", analysis.nodes);
    } else if (proved && saving > 1 && winning == 0) {
      return refuse("two or more moves avoid the loss", analysis.nodes);
    } else if (most > 0 && mostCount > 1) {
      return refuse("two or more moves capture the most", analysis.nodes);
    } else {
      return refuse(
          proved ? "no single best move for a goal" : "not every move proved, and no clear capture",
          analysis.nodes);
    }
  }
  p.difficulty = difficultyOf(game, p.answer);
  Verdict v;
  v.puzzle = p;
  v.nodes = analysis.nodes;
  return v;
}

// ------------------------------------------------------------------ the data file

std::string positionText(const Position& p) {
  std::string s;
  for (int h = 0; h < kHoles; ++h) {
    if (h > 0) s += ',';
    s += std::to_string(p.seeds[h]);
  }
  s += p.toMove == Player::South ? " S " : " N ";
  for (int h = 0; h < kHoles; ++h) s += p.owner(h) == Player::North ? 'N' : 'S';
  s += ' ' + std::to_string(p.captured[0]) + ',' + std::to_string(p.captured[1]);
  return s;
}

std::string puzzleLine(const Puzzle& p) {
  return p.id + ' ' + positionText(p.pos) + ' ' + std::string(goalName(p.goal)) + ' ' +
         moveLetter(p.answer) + ' ' + signedText(p.value) + ' ' + std::to_string(p.difficulty) +
         ' ' + p.proof;
}

std::optional<Position> parsePosition(const std::vector<std::string>& w, std::size_t at,
                                      std::string& error) {
  if (w.size() < at + 4) {
    error = "expected counts, player, owners and captures";
    return std::nullopt;
  }
  const auto counts = parseSeedCounts(w[at]);
  const auto player = parsePlayer(w[at + 1]);
  const auto captured = parseSeedCounts(w[at + 3]);
  const std::string& owners = w[at + 2];
  if (!counts || counts->size() != kHoles) {
    error = "bad counts \"" + w[at] + "\"";
    return std::nullopt;
  }
  if (!player) {
    error = "bad player \"" + w[at + 1] + "\"";
    return std::nullopt;
  }
  if (owners.size() != kHoles || owners.find_first_not_of("SN") != std::string::npos) {
    error = "bad owners \"" + owners + "\"";
    return std::nullopt;
  }
  if (!captured || captured->size() != 2) {
    error = "bad captures \"" + w[at + 3] + "\"";
    return std::nullopt;
  }
  Position p;
  p.toMove = *player;
  p.northOwned = 0;
  int total = (*captured)[0] + (*captured)[1];
  for (int h = 0; h < kHoles; ++h) {
    p.seeds[h] = static_cast<std::uint8_t>((*counts)[h]);
    total += (*counts)[h];
    if (owners[h] == 'N') p.northOwned = static_cast<std::uint16_t>(p.northOwned | 1u << h);
  }
  p.captured = {static_cast<std::uint8_t>((*captured)[0]),
                static_cast<std::uint8_t>((*captured)[1])};
  if (total != kTotalSeeds) {
    error = "the position holds " + std::to_string(total) + " seeds, not 48";
    return std::nullopt;
  }
  return p;
}

std::vector<std::string> words(const std::string& line) {
  std::vector<std::string> w;
  std::istringstream in(line);
  for (std::string s; in >> s;) w.push_back(s);
  return w;
}

std::optional<Puzzle> parsePuzzle(const std::string& line, std::string& error) {
  const std::vector<std::string> w = words(line);
  if (w.size() != 10) {
    error = "expected 10 fields, found " + std::to_string(w.size());
    return std::nullopt;
  }
  Puzzle p;
  p.id = w[0];
  const auto pos = parsePosition(w, 1, error);
  if (!pos) return std::nullopt;
  p.pos = *pos;
  const auto goal = parseGoal(w[5]);
  if (!goal) {
    error = "unknown goal \"" + w[5] + "\"";
    return std::nullopt;
  }
  p.goal = *goal;
  const auto answer = w[6].size() == 1 ? parseMove(w[6][0]) : std::nullopt;
  if (!answer) {
    error = "bad answer \"" + w[6] + "\"";
    return std::nullopt;
  }
  p.answer = *answer;
  const std::string& value = w[7];
  if (value != "0" && (value.size() < 2 || (value[0] != '+' && value[0] != '-') ||
                       !parseCount(std::string_view(value).substr(1), 1, kTotalSeeds))) {
    error = "bad value \"" + value + "\"";
    return std::nullopt;
  }
  p.value = std::stoi(value);
  const auto difficulty = parseCount(w[8], 1, 5);
  if (!difficulty) {
    error = "bad difficulty \"" + w[8] + "\" (1 to 5)";
    return std::nullopt;
  }
  p.difficulty = static_cast<int>(*difficulty);
  p.proof = w[9];
  return p;
}

// The variant a data file is for, from its header line `# game: <variant>`.
std::optional<Variant> fileVariant(const std::string& line) {
  const std::string prefix = "# game: ";
  if (line.rfind(prefix, 0) != 0) return std::nullopt;
  return parseVariant(line.substr(prefix.size()));
}

// ------------------------------------------------------------------ commands

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int check(const std::vector<std::string>& files) {
  const auto start = std::chrono::steady_clock::now();
  int ok = 0, failed = 0;
  for (const std::string& file : files) {
    std::ifstream in(file);
    if (!in) {
      std::printf("FAIL %s: cannot be read\n", file.c_str());
      ++failed;
      continue;
    }
    std::optional<Variant> variant;
    std::set<std::string> ids;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
      const std::string where = file + ":" + std::to_string(number);
      if (!variant) {
        variant = fileVariant(line);
        if (!variant) {
          std::printf("FAIL %s: the first line must be \"# game: <variant>\"\n", where.c_str());
          ++failed;
          break;
        }
        continue;
      }
      if (line.empty() || line[0] == '#') continue;
      std::string error;
      const std::optional<Puzzle> p = parsePuzzle(line, error);
      if (!p) {
        std::printf("FAIL %s: %s\n", where.c_str(), error.c_str());
        ++failed;
        continue;
      }
      if (!ids.insert(p->id).second) {
        std::printf("FAIL %s: the id %s comes twice\n", where.c_str(), p->id.c_str());
        ++failed;
        continue;
      }
      const auto one = std::chrono::steady_clock::now();
      const Verdict v = judge(*variant, p->pos);
      std::string problem;
      if (!v.puzzle) {
        problem = "makes no puzzle: " + v.refusal;
      } else {
        Puzzle expected = *v.puzzle;
        if (expected.goal != p->goal)
          problem = "the goal is " + std::string(goalName(expected.goal)) + ", not " +
                    std::string(goalName(p->goal));
        else if (expected.answer != p->answer)
          problem = std::string("the answer is ") + moveLetter(expected.answer) + ", not " +
                    moveLetter(p->answer);
        else if (expected.value != p->value)
          problem = "the value is " + signedText(expected.value) + ", not " + signedText(p->value);
        else if (expected.proof != p->proof)
          problem = "the proof is " + expected.proof + ", not " + p->proof;
      }
      if (problem.empty()) {
        std::printf("ok %s %s %c %s %s (%.2f s)\n", p->id.c_str(),
                    std::string(goalName(p->goal)).c_str(), moveLetter(p->answer),
                    signedText(p->value).c_str(), p->proof.c_str(), secondsSince(one));
        ++ok;
      } else {
        std::printf("FAIL %s %s: %s\n", where.c_str(), p->id.c_str(), problem.c_str());
        ++failed;
      }
    }
    if (!variant && failed == 0) {
      std::printf("FAIL %s: empty\n", file.c_str());
      ++failed;
    }
  }
  std::printf("puzzles: %d proved, %d failed in %.1f s\n", ok, failed, secondsSince(start));
  return failed == 0 && ok > 0 ? 0 : 1;
}

// Pairs of levels whose games the positions come from: each weaker level against a stronger
// one, so that mistakes leave winning chances and the stronger side shows how to take them.
constexpr std::array<std::pair<ai::Level, ai::Level>, 6> kPairings{{
    {ai::Level::Beginner, ai::Level::Medium},
    {ai::Level::Easy, ai::Level::Hard},
    {ai::Level::Medium, ai::Level::Hard},
    {ai::Level::Beginner, ai::Level::Hard},
    {ai::Level::Easy, ai::Level::Medium},
    {ai::Level::Hard, ai::Level::Master},
}};

int find(Variant variant, int count, int games, std::uint64_t seed) {
  const auto start = std::chrono::steady_clock::now();
  const Rules rules{variant, false};
  std::set<std::uint64_t> seen;
  std::map<Goal, std::vector<Puzzle>> found;
  std::map<std::string, int> refusals;
  // Warri: positions where the opponent has no seeds, by "moves that feed of holes playable".
  std::map<std::string, int> hungry;
  int positions = 0;
  for (int g = 0; g < games; ++g) {
    const auto& [a, b] = kPairings[static_cast<std::size_t>(g) % kPairings.size()];
    const bool aSouth = (g / static_cast<int>(kPairings.size())) % 2 == 0;
    Game game(rules);
    for (int ply = 0; ply < 400 && !game.over(); ++ply) {
      const Position& pos = game.position();
      if (seen.insert(ai::hashPosition(pos, ai::boardKey(pos))).second) {
        ++positions;
        if (variant == Variant::Warri && pos.seedsOwnedBy(opponent(pos.toMove)) == 0)
          ++hungry[std::to_string(legalMoves(rules, pos).count) + " of " +
                   std::to_string(playableHoles(rules, pos).count)];
        const Verdict v = judge(variant, pos);
        if (v.puzzle && v.nodes <= kMaxProofNodes)
          found[v.puzzle->goal].push_back(*v.puzzle);
        else
          ++refusals[v.puzzle ? "proof too long" : v.refusal];
      }
      const bool southMoves = pos.toMove == Player::South;
      const ai::Level level = southMoves == aSouth ? a : b;
      game.play(ai::chooseMove(game, level, seed * 1000003 + static_cast<std::uint64_t>(g)));
    }
    std::fprintf(stderr, "game %d: %d positions judged,", g + 1, positions);
    for (const auto& [goal, list] : found)
      std::fprintf(stderr, " %s %zu", std::string(goalName(goal)).c_str(), list.size());
    std::fprintf(stderr, " (%.0f s)\n", secondsSince(start));
  }
  for (const auto& [why, n] : refusals) std::fprintf(stderr, "refused: %s: %d\n", why.c_str(), n);
  for (const auto& [moves, n] : hungry)
    std::fprintf(stderr, "the opponent without seeds, %s holes feed: %d\n", moves.c_str(), n);

  // Within a goal: the difficulties in turn, hardest first, and within a difficulty the games
  // still open first (the smallest value either way). Then the goals in turn until `count`.
  for (auto& [goal, list] : found) {
    std::map<int, std::vector<Puzzle>, std::greater<>> byDifficulty;
    for (const Puzzle& p : list) byDifficulty[p.difficulty].push_back(p);
    for (auto& [d, group] : byDifficulty)
      std::stable_sort(group.begin(), group.end(), [](const Puzzle& x, const Puzzle& y) {
        return std::abs(x.value) < std::abs(y.value);
      });
    std::vector<Puzzle> ordered;
    for (std::size_t i = 0; ordered.size() < list.size(); ++i)
      for (auto& [d, group] : byDifficulty)
        if (i < group.size()) ordered.push_back(group[i]);
    list = std::move(ordered);
  }
  std::vector<Puzzle> chosen;
  std::map<Goal, std::size_t> next;
  for (bool more = true; more && static_cast<int>(chosen.size()) < count;) {
    more = false;
    for (auto& [goal, list] : found) {
      std::size_t& i = next[goal];
      if (i < list.size() && static_cast<int>(chosen.size()) < count) {
        chosen.push_back(list[i++]);
        more = true;
      }
    }
  }
  std::stable_sort(chosen.begin(), chosen.end(),
                   [](const Puzzle& x, const Puzzle& y) { return x.difficulty < y.difficulty; });
  std::printf("# game: %s\n", std::string(variantName(variant)).c_str());
  std::printf(
      "# Made by: mancala-puzzles find %s --count %d --games %d --seed %llu (docs/PUZZLES.md)\n",
      std::string(variantName(variant)).c_str(), count, games,
      static_cast<unsigned long long>(seed));
  std::printf("# id counts to-move owners captured goal answer value difficulty proof\n");
  int n = 0;
  for (Puzzle& p : chosen) {
    char id[64];
    std::snprintf(id, sizeof id, "%s-%02d", std::string(variantName(variant)).c_str(), ++n);
    p.id = id;
    std::printf("%s\n", puzzleLine(p).c_str());
  }
  std::fprintf(stderr, "%d puzzles of %d positions in %.0f s\n", n, positions, secondsSince(start));
  return static_cast<int>(chosen.size()) == count ? 0 : 1;
}

int usage() {
  std::fprintf(stderr,
               "usage: mancala-puzzles find <adji-kui-1|adji-kui-2|warri> [--count N] [--games G] "
               "[--seed S]\n"
               "       mancala-puzzles check <file>...\n"
               "       mancala-puzzles judge <variant> <counts> <S|N> <owners> <captured S,N>\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return usage();
  if (args[0] == "check") {
    if (args.size() < 2) return usage();
    return check({args.begin() + 1, args.end()});
  }
  if (args.size() < 2) return usage();
  const std::optional<Variant> variant = parseVariant(args[1]);
  if (!variant) {
    std::fprintf(stderr, "mancala-puzzles: unknown game \"%s\"\n", args[1].c_str());
    return usage();
  }
  if (args[0] == "judge") {
    std::string error;
    const auto pos = parsePosition(args, 2, error);
    if (!pos || args.size() != 6) {
      std::fprintf(stderr, "mancala-puzzles: %s\n", pos ? "too many arguments" : error.c_str());
      return usage();
    }
    const Verdict v = judge(*variant, *pos);
    if (!v.puzzle) {
      std::printf("no puzzle: %s (%llu nodes)\n", v.refusal.c_str(),
                  static_cast<unsigned long long>(v.nodes));
      return 1;
    }
    Puzzle p = *v.puzzle;
    p.id = "puzzle";
    std::printf("%s (%llu nodes)\n", puzzleLine(p).c_str(),
                static_cast<unsigned long long>(v.nodes));
    return 0;
  }
  if (args[0] != "find") return usage();
  int count = 36, games = 60;
  std::uint64_t seed = 1;
  for (std::size_t i = 2; i + 1 < args.size(); i += 2) {
    const auto n = parseCount(args[i + 1], 1, 100000);
    if (!n) {
      std::fprintf(stderr, "mancala-puzzles: bad number \"%s\"\n", args[i + 1].c_str());
      return usage();
    }
    if (args[i] == "--count")
      count = static_cast<int>(*n);
    else if (args[i] == "--games")
      games = static_cast<int>(*n);
    else if (args[i] == "--seed")
      seed = static_cast<std::uint64_t>(*n);
    else
      return usage();
  }
  if (args.size() % 2 != 0) return usage();
  return find(*variant, count, games, seed);
}
