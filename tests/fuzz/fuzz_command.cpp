// libFuzzer target: a command's printed form (app/model/common/command.h), as the page API sends
// it. Whatever is read prints back to a text that reads as the same command; whatever is refused
// names a code.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "app/model/common/command.h"

using namespace mancala::app;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto parsed = parseCommand(text);
  if (const auto* refusal = std::get_if<Refusal>(&parsed)) {
    if (refusalName(refusal->code) == "unknown") std::abort();
    if (refusalText(*refusal).empty()) std::abort();
    return 0;
  }
  const Command& command = std::get<Command>(parsed);
  const auto again = parseCommand(printCommand(command));
  if (!std::holds_alternative<Command>(again) || std::get<Command>(again) != command) std::abort();
  return 0;
}
