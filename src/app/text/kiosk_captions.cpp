#include "app/text/kiosk_captions.h"

#include <optional>

#include "app/text/text_files.h"

namespace mancala::app {
namespace {

constexpr std::size_t kLanguages = 4;

struct Slot {
  std::optional<KioskCaptions> captions;
  bool failed = false;
};

std::array<Slot, kLanguages>& slots() {
  static std::array<Slot, kLanguages> s = [] {
    std::array<Slot, kLanguages> out{};
    for (const CaptionFile& f : captionFiles()) {
      if (const auto language = parseLanguage(f.language)) {
        KioskCaptions c = readKioskCaptions(f.markdown);
        out[static_cast<std::size_t>(*language)].captions = std::move(c);
      }
    }
    return out;
  }();
  return s;
}

Slot& slotOf(Language language) { return slots()[static_cast<std::size_t>(language)]; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

}  // namespace

KioskCaptions readKioskCaptions(std::string_view markdown) {
  KioskCaptions out;
  std::optional<Variant> game;
  bool inSection = false;
  int lineNo = 0;
  while (!markdown.empty()) {
    const std::size_t end = markdown.find('\n');
    const std::string_view line = trim(markdown.substr(0, end));
    markdown.remove_prefix(end == std::string_view::npos ? markdown.size() : end + 1);
    ++lineNo;
    if (line.starts_with("## ")) {
      game = parseVariant(trim(line.substr(3)));
      inSection = true;
      if (!game)
        out.problems.push_back("line " + std::to_string(lineNo) + ": no game called \"" +
                               std::string(trim(line.substr(3))) + "\"");
    } else if (line.starts_with("- ") && inSection) {
      if (game) out.byGame[static_cast<std::size_t>(*game)].emplace_back(trim(line.substr(2)));
    } else if (!line.empty() && inSection) {
      out.problems.push_back("line " + std::to_string(lineNo) + ": not a caption (\"- \")");
    }
  }
  for (std::size_t v = 0; v < out.byGame.size(); ++v) {
    if (out.byGame[v].empty())
      out.problems.push_back("no caption for " + std::string(variantName(static_cast<Variant>(v))));
  }
  return out;
}

const std::vector<std::string>& kioskCaptions(Variant v, Language language) {
  static const std::vector<std::string> kNone;
  for (const Language l : {language, Language::English}) {
    const Slot& s = slotOf(l);
    if (s.captions) return s.captions->of(v);
  }
  return kNone;
}

TextsState kioskCaptionsState(Language language) {
  Slot& s = slotOf(language);
  if (s.captions) return TextsState::Ready;
  if (s.failed) return TextsState::Failed;
  wantFile(kioskCaptionsPath(language));
  return TextsState::Loading;
}

bool loadKioskCaptions(Language language, std::string_view markdown) {
  KioskCaptions c = readKioskCaptions(markdown);
  for (const auto& game : c.byGame)
    if (game.empty()) return false;
  Slot& s = slotOf(language);
  s.captions = std::move(c);
  s.failed = false;
  return true;
}

void kioskCaptionsFailed(Language language) { slotOf(language).failed = true; }

std::string kioskCaptionsPath(Language language) {
  std::string path = "texts/";
  path += languageCode(language);
  path += "/kiosk/captions.md";
  return path;
}

}  // namespace mancala::app
