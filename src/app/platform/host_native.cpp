// The desktop's host: the saved state in a file, the clipboard through SDL; no live region,
// no embedding page, and no sound (SDL audio is left out to keep the desktop build small).
#include <SDL.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/model/host.h"
#include "app/platform/services.h"

namespace mancala::app {

// The desktop around the app.
class DesktopHost final : public Host {
 public:
  std::optional<std::string> load(std::string_view key) override;
  void store(std::string_view key, std::string_view text) override;
  void announce(std::string_view text) override;
  void setPageLanguage(std::string_view code) override;
  void postToParent(std::string_view json) override;
  void seedSound(int seedsInHole, bool capture) override;
  bool showRecord(std::string_view record, std::string_view shareFragment) override;
  std::optional<std::string> clipboardText() override;
};

namespace {

std::filesystem::path directory() {
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
    return std::filesystem::path(xdg) / "mancala";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".config" / "mancala";
  return {};
}

std::filesystem::path fileOf(std::string_view key) {
  const auto dir = directory();
  if (dir.empty()) return {};
  return dir / (std::string(key) + ".txt");
}

}  // namespace

std::optional<std::string> DesktopHost::load(std::string_view key) {
  const auto path = fileOf(key);
  if (path.empty()) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void DesktopHost::store(std::string_view key, std::string_view text) {
  const auto path = fileOf(key);
  if (path.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  // Written beside and renamed, so that a crash never leaves half a file.
  const auto temp = std::filesystem::path(path.string() + ".new");
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) return;
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    if (!out) return;
  }
  std::filesystem::rename(temp, path, ec);
}

void DesktopHost::announce(std::string_view) {}

void DesktopHost::setPageLanguage(std::string_view) {}
void DesktopHost::postToParent(std::string_view) {}
void DesktopHost::seedSound(int, bool) {}

bool DesktopHost::showRecord(std::string_view record, std::string_view) {
  SDL_SetClipboardText(std::string(record).c_str());
  return false;
}

std::optional<std::string> DesktopHost::clipboardText() {
  if (!SDL_HasClipboardText()) return std::nullopt;
  char* text = SDL_GetClipboardText();
  if (!text) return std::nullopt;
  std::string out(text);
  SDL_free(text);
  return out;
}

Host& platformHost() {
  static DesktopHost host;
  return host;
}

}  // namespace mancala::app
