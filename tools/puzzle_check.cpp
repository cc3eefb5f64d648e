// mancala-puzzles check: every puzzle of the data files proved again.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "puzzle.h"
#include "puzzle_commands.h"
#include "puzzle_file.h"

namespace mancala::puzzles {

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

}  // namespace mancala::puzzles
