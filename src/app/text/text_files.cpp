#include "app/text/text_files.h"

#include <algorithm>
#include <optional>
#include <set>

#include "app/text/i18n.h"
#include "app/text/kiosk_captions.h"
#include "app/text/puzzle_files.h"
#include "app/text/rules_text.h"
#include "core/types.h"

namespace mancala::app {

namespace {

std::set<std::string, std::less<>> gAsked;  // wanted and not failed since
std::vector<std::string> gWanted;           // not yet given to the platform

// "po/fr.cat" -> French; "texts/fr/warri.md" -> French and Warri.
struct FileKind {
  Language language = Language::English;
  std::optional<Variant> game;  // none for a catalog
  bool captions = false;        // the kiosk's captions (kiosk_captions.h)
};

std::optional<FileKind> kindOf(std::string_view path) {
  if (path.starts_with("po/") && path.ends_with(".cat")) {
    const auto language = parseLanguage(path.substr(3, path.size() - 7));
    if (!language || path.size() != 9) return std::nullopt;
    return FileKind{*language, std::nullopt};
  }
  if (path.starts_with("texts/") && path.size() > 8) {
    const auto language = parseLanguage(path.substr(6, 2));
    if (language && path == kioskCaptionsPath(*language))
      return FileKind{*language, std::nullopt, true};
  }
  if (path.starts_with("texts/") && path.ends_with(".md") && path.size() > 13 && path[8] == '/') {
    const auto language = parseLanguage(path.substr(6, 2));
    const auto game = parseVariant(path.substr(9, path.size() - 12));
    if (!language || !game) return std::nullopt;
    return FileKind{*language, *game};
  }
  return std::nullopt;
}

// "data/puzzles/warri.txt" -> Warri.
std::optional<Variant> puzzleGameOf(std::string_view path) {
  constexpr std::string_view kDir = "data/puzzles/", kExt = ".txt";
  if (!path.starts_with(kDir) || !path.ends_with(kExt)) return std::nullopt;
  return parseVariant(path.substr(kDir.size(), path.size() - kDir.size() - kExt.size()));
}

}  // namespace

void wantFile(std::string_view path) {
  if (gAsked.contains(path)) return;
  gAsked.emplace(path);
  gWanted.emplace_back(path);
}

std::vector<std::string> takeWantedFiles() {
  std::vector<std::string> out;
  out.swap(gWanted);
  return out;
}

namespace {
std::uint64_t gAnswered = 0;
}  // namespace

std::uint64_t filesAnswered() { return gAnswered; }

bool fileArrived(std::string_view path, std::string body) {
  ++gAnswered;
  if (const auto game = puzzleGameOf(path)) {  // read by the model, which says what is wrong
    puzzleFileArrived(*game, std::move(body));
    return true;
  }
  const auto kind = kindOf(path);
  if (!kind) return false;
  const bool read = kind->captions ? loadKioskCaptions(kind->language, body)
                    : kind->game   ? loadGameTexts(*kind->game, kind->language, body)
                                   : loadCatalog(kind->language, std::move(body));
  if (!read) fileFailed(path);
  return read;
}

void fileFailed(std::string_view path) {
  ++gAnswered;
  if (const auto it = gAsked.find(path); it != gAsked.end()) gAsked.erase(it);
  if (const auto game = puzzleGameOf(path)) {
    puzzleFileFailed(*game);
    return;
  }
  const auto kind = kindOf(path);
  if (!kind) return;
  if (kind->captions)
    kioskCaptionsFailed(kind->language);
  else if (kind->game)
    gameTextsFailed(*kind->game, kind->language);
  else
    catalogFailed(kind->language);
}

}  // namespace mancala::app
