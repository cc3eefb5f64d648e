// mancala-diagrams: the positions of the rules pages' diagrams (docs/RULES-PAGES.md), played by
// the rules from the records of data/diagrams.
//   mancala-diagrams json FILE...         prints every diagram as JSON
//   mancala-diagrams check JSON FILE...   fails when JSON is not what `json` prints today
// ci/build web reads the committed data/diagrams/diagrams.json; the ctest diagrams_check keeps it
// equal to what the records give.
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "diagram_json.h"

namespace {

bool readFile(const std::string& path, std::string& text) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream s;
  s << in.rdbuf();
  text = s.str();
  return true;
}

int usage() {
  std::cerr << "usage: mancala-diagrams json FILE... | check JSON FILE...\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace mancala::diagrams;
  using mancala::app::Diagram;
  using mancala::app::readDiagrams;
  if (argc < 3) return usage();
  const std::string command = argv[1];
  if (command != "json" && command != "check") return usage();
  const int firstFile = command == "check" ? 3 : 2;
  if (argc <= firstFile) return usage();
  std::vector<std::vector<Diagram>> games;
  for (int i = firstFile; i < argc; ++i) {
    std::string text;
    std::string error;
    if (!readFile(argv[i], text)) {
      std::cerr << argv[i] << ": cannot be read\n";
      return 1;
    }
    auto diagrams = readDiagrams(text, error);
    if (!diagrams) {
      std::cerr << argv[i] << ": " << error << "\n";
      return 1;
    }
    games.push_back(std::move(*diagrams));
  }
  const std::string json = diagramsJson(games);
  if (command == "json") {
    std::cout << json;
    return 0;
  }
  std::string committed;
  if (!readFile(argv[2], committed)) {
    std::cerr << argv[2] << ": cannot be read\n";
    return 1;
  }
  if (committed != json) {
    std::cerr << argv[2] << " is not what the records of data/diagrams give: write it again with "
              << "`build/native/mancala-diagrams json data/diagrams/*.txt > " << argv[2] << "`\n";
    return 1;
  }
  std::cout << "the diagrams of " << argc - firstFile << " games are played by the rules\n";
  return 0;
}
