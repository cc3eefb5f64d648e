// mancala-puzzles: finds puzzles in computer games and proves them (docs/PUZZLES.md).
//
//   mancala-puzzles find <adji-kui-1|adji-kui-2|warri> [--count N] [--exact E] [--games G]
//                        [--endgame-games H] [--seed S]
//       plays G computer games at various levels and judges every position reached, then H more
//       judging only the endgames (as few seeds as the solver is tried at), and writes the N
//       chosen puzzles (at least E of them proved by the solver, where there are), in the data
//       file's format, on standard output (progress and the reasons positions were refused on
//       standard error);
//   mancala-puzzles check <file>...
//       proves every puzzle of the files again; exit status 1 if any is wrong or not unique;
//   mancala-puzzles judge <variant> <setup arguments of the engine>
//       says what puzzle one position makes, or why it makes none.
// The judge is puzzle_judge.cpp (the goals: puzzle.h), the data file puzzle_file.cpp, the
// commands puzzle_check.cpp and puzzle_find.cpp.
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "puzzle.h"
#include "puzzle_commands.h"
#include "puzzle_file.h"

using namespace mancala;
using namespace mancala::puzzles;

namespace {

int usage() {
  std::fprintf(stderr,
               "usage: mancala-puzzles find <adji-kui-1|adji-kui-2|warri> [--count N] [--exact E] "
               "[--games G] "
               "[--endgame-games H] "
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
  int count = 36, games = 60, exact = 0, endgameGames = 0;
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
    else if (args[i] == "--exact")
      exact = static_cast<int>(*n);
    else if (args[i] == "--endgame-games")
      endgameGames = static_cast<int>(*n);
    else
      return usage();
  }
  if (args.size() % 2 != 0) return usage();
  return find(*variant, FindOptions{count, games, endgameGames, exact, seed});
}
