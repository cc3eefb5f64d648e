// libFuzzer target: the saved-state reader (app/model/saving/settings.h), which reads what the
// browser or the desktop kept. A state read is written back and read again to the same text.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "app/model/saving/settings.h"

using namespace mancala::app;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto read = readSavedState(text);
  if (const auto* why = std::get_if<std::string>(&read)) {
    if (why->empty()) std::abort();  // every refusal says why
    return 0;
  }
  const std::string again = writeSavedState(std::get<SavedState>(read));
  const auto reread = readSavedState(again);
  const auto* back = std::get_if<SavedState>(&reread);
  if (!back || writeSavedState(*back) != again) std::abort();
  return 0;
}
