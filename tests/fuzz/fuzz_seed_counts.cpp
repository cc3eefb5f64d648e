// libFuzzer target: seed counts (core/types.h), as the protocol's setup, the record's Position
// header and the position= link write them. What is read is written back the same way.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "core/types.h"

using namespace mancala;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (const auto counts = parseSeedCounts(text)) {
    if (counts->empty() || counts->size() > static_cast<std::size_t>(kHoles)) std::abort();
    std::string again;
    for (int c : *counts) {
      if (c < 0 || c > kTotalSeeds) std::abort();
      again += (again.empty() ? "" : ",") + std::to_string(c);
    }
    if (again != text) std::abort();  // one way only to write each list
  }
  if (const auto n = parseCount(text, 0, 1'000'000); n && std::to_string(*n) != text) std::abort();
  return 0;
}
