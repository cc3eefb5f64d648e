// mancala-engine: the rules and the computer opponent behind a line protocol on stdin/stdout.
#include <iostream>
#include <string>

#include "engine/protocol.h"

int main() {
  std::ios::sync_with_stdio(false);
  mancala::EngineSession session([](const std::string& line) {
    std::cout << line << '\n' << std::flush;
  });
  std::string line;
  while (std::getline(std::cin, line)) {
    if (!session.handle(line)) break;
  }
  return 0;
}
