#include "app/text/puzzle_files.h"

#include <array>

#include "app/text/text_files.h"

namespace mancala::app {
namespace {

struct Slot {
  bool read = false;  // the embedded file looked for
  bool ready = false;
  bool failed = false;
  std::uint32_t version = 0;
  std::string text;
};

Slot& slotOf(Variant v) {
  static std::array<Slot, std::size(kAllVariants)> slots;
  Slot& slot = slots[static_cast<std::size_t>(v)];
  if (!slot.read) {
    slot.read = true;
    for (const EmbeddedPuzzleFile& f : embeddedPuzzleFiles())
      if (f.game == variantName(v)) {
        slot.text = std::string(f.text);
        slot.ready = true;
        ++slot.version;
      }
  }
  return slot;
}

}  // namespace

std::string puzzleFilePath(Variant v) {
  return "data/puzzles/" + std::string(variantName(v)) + ".txt";
}

PuzzleFileState puzzleFileState(Variant v) {
  const Slot& slot = slotOf(v);
  if (slot.ready) return PuzzleFileState::Ready;
  if (slot.failed) return PuzzleFileState::Failed;
  wantFile(puzzleFilePath(v));
  return PuzzleFileState::Loading;
}

std::string_view puzzleFileText(Variant v) { return slotOf(v).text; }

std::uint32_t puzzleFileVersion(Variant v) { return slotOf(v).version; }

void retryPuzzleFile(Variant v) { slotOf(v).failed = false; }

void puzzleFileArrived(Variant v, std::string text) {
  Slot& slot = slotOf(v);
  slot.text = std::move(text);
  slot.ready = true;
  slot.failed = false;
  ++slot.version;
}

void puzzleFileFailed(Variant v) {
  Slot& slot = slotOf(v);
  if (!slot.ready) slot.failed = true;
}

}  // namespace mancala::app
