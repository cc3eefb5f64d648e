// libFuzzer target: the engine's protocol session (engine/protocol.h), one command per line.
// Every command gets exactly one answer line after its info lines, and every line is valid UTF-8
// without control characters. The stop flag is always set, so that go and analyse end at once,
// and the time limit is 1 ms, so that perft does (past its unsplit subtrees); bench, a fixed
// minute of work, is left out. Each input ends once its searches' threads have.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "core/text_bytes.h"
#include "engine/protocol.h"

using namespace mancala;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::atomic<bool> stop{true};
  std::vector<std::string> lines;
  EngineSession session([&](const std::string& line) { lines.push_back(line); }, 1);
  session.setStopFlag(&stop);
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line = text.substr(at, end - at);
    at = end + 1;
    if (line.rfind("bench", 0) == 0) continue;
    lines.clear();
    const bool goOn = session.handle(line);
    if (!goOn && !lines.empty()) std::abort();  // quit answers nothing
    if (goOn && lines.empty()) std::abort();
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::string& l = lines[i];
      if (i + 1 < lines.size() && l.rfind("info ", 0) != 0) std::abort();
      if (firstNonTextByte(l) != std::string_view::npos ||
          l.find_first_of("\t\r\n") != std::string::npos)
        std::abort();
    }
    if (!goOn) break;
  }
  // No search thread of this input may run on into the next one, nor into the exit.
  EngineSession::waitForSearches();
  return 0;
}
