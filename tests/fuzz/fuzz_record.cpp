// libFuzzer target: the game record reader (core/record.h). Whatever the bytes, it answers a
// record or an error with a place in the text, worded for a person in a short message
// (app/model/words/error_text.h quotes an excerpt); a record read is written back and read again to
// the same game.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "app/model/words/error_text.h"
#include "core/record.h"

using namespace mancala;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto read = readRecord(text);
  if (const auto* e = std::get_if<RecordError>(&read)) {
    if (e->line < 1 || e->column < 1) std::abort();
    if (app::recordErrorText(*e).size() > 1000) std::abort();
    return 0;
  }
  const GameRecord& record = std::get<GameRecord>(read);
  const std::string again = writeRecord(record.game, record.headers);
  const auto reread = readRecord(again);
  const auto* back = std::get_if<GameRecord>(&reread);
  if (!back || back->game.moves() != record.game.moves() ||
      writeRecord(back->game, back->headers) != again)
    std::abort();
  return 0;
}
