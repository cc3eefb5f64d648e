// The desktop's host: the saved state in a file, the clipboard through SDL; no live region,
// no embedding page, and no sound (SDL audio is left out to keep the desktop build small).
#include <SDL.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/host.h"

namespace mancala::app::host {
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

std::optional<std::string> load(std::string_view key) {
  const auto path = fileOf(key);
  if (path.empty()) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void store(std::string_view key, std::string_view text) {
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

void announce(std::string_view) {}

void setPageLanguage(std::string_view) {}
void postToParent(std::string_view) {}
void seedSound(int, bool) {}

bool showRecord(std::string_view record, std::string_view) {
  SDL_SetClipboardText(std::string(record).c_str());
  return false;
}

std::optional<std::string> clipboardText() {
  if (!SDL_HasClipboardText()) return std::nullopt;
  char* text = SDL_GetClipboardText();
  if (!text) return std::nullopt;
  std::string out(text);
  SDL_free(text);
  return out;
}

}  // namespace mancala::app::host
