// The desktop's host: the saved state in a file, the clipboard through SDL, the seed sounds
// synthesised for SDL audio; no live region and no embedding page.
#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "app/model/common/host.h"
#include "app/platform/services.h"

namespace mancala::app {

// The desktop around the app.
class DesktopHost final : public Host {
 public:
  std::optional<std::string> load(std::string_view key) override;
  bool store(std::string_view key, std::string_view text) override;
  std::vector<std::string> storedKeys(std::string_view prefix) override;
  bool offerFile(std::string_view name, std::string_view text) override;
  void announce(std::string_view text) override;
  void setPageLanguage(std::string_view code) override;
  void postToParent(std::string_view json) override;
  void seedSound(int seedsInHole, bool capture) override;
  void winSound() override;
  bool showRecord(std::string_view record, std::string_view shareFragment) override;
  std::optional<std::string> clipboardText() override;

 private:
  bool openAudio();
  static void SDLCALL mix(void* self, Uint8* stream, int bytes);

  // A sound being played: web/shell/sounds.js's "tock", a sine falling in pitch under a fast decay.
  struct Voice {
    double t = 0;       // seconds since it began
    double phase = 0;   // of the sine, in turns
    double base = 520;  // starting pitch (Hz)
    double peak = 0.16;
    double length = 0.1;  // of the decay
    double fall = 0.55;   // the pitch's end, as a part of its start (1: a steady note)
    double wait = 0;      // seconds before it begins
  };
  enum class Audio { Unopened, Open, Failed };
  Audio audio_ = Audio::Unopened;
  SDL_AudioDeviceID device_ = 0;
  int rate_ = 48000;
  std::vector<Voice> voices_;  // under SDL_LockAudioDevice
};

namespace {

std::filesystem::path directory() {
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
    return std::filesystem::path(xdg) / "mancala";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".config" / "mancala";
  return {};
}

// My games' keys (one per game, game_archive.h) in a folder of their own.
constexpr std::string_view kGameKeys = "mancala-game-";

std::filesystem::path fileOf(std::string_view key) {
  const auto dir = directory();
  if (dir.empty()) return {};
  if (key.substr(0, kGameKeys.size()) == kGameKeys)
    return dir / "games" / (std::string(key) + ".txt");
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

bool DesktopHost::store(std::string_view key, std::string_view text) {
  const auto path = fileOf(key);
  if (path.empty()) return true;  // no home folder: nowhere to save
  std::error_code ec;
  if (text.empty()) {  // nothing to keep: no file left, as the web leaves no key
    std::filesystem::remove(path, ec);
    return true;
  }
  std::filesystem::create_directories(path.parent_path(), ec);
  // Written beside and renamed, so that a crash never leaves half a file.
  const auto temp = std::filesystem::path(path.string() + ".new");
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) return false;
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    out.flush();
    if (!out) return false;
  }
  std::filesystem::rename(temp, path, ec);
  return !ec;
}

std::vector<std::string> DesktopHost::storedKeys(std::string_view prefix) {
  std::vector<std::string> keys;
  const auto folder = fileOf(std::string(kGameKeys) + "x").parent_path();
  std::error_code ec;
  if (folder.empty() || prefix.substr(0, kGameKeys.size()) != kGameKeys) return keys;
  for (const auto& entry : std::filesystem::directory_iterator(folder, ec)) {
    const std::string name = entry.path().filename().string();
    if (name.size() > 4 && name.compare(name.size() - 4, 4, ".txt") == 0 &&
        name.compare(0, prefix.size(), prefix) == 0)
      keys.push_back(name.substr(0, name.size() - 4));
  }
  return keys;
}

// The file goes into the saves' folder (the desktop has no download).
bool DesktopHost::offerFile(std::string_view name, std::string_view text) {
  const auto dir = directory();
  if (dir.empty()) return false;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  std::ofstream out(dir / std::string(name), std::ios::binary | std::ios::trunc);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  return static_cast<bool>(out);
}

void DesktopHost::announce(std::string_view) {}

void DesktopHost::setPageLanguage(std::string_view) {}
void DesktopHost::postToParent(std::string_view) {}
// Opened at the first sound, never before (no audio device is touched by a silent game). Where
// none can be had (no sound card; Xvfb without SDL_AUDIODRIVER=dummy) the game stays silent.
bool DesktopHost::openAudio() {
  if (audio_ != Audio::Unopened) return audio_ == Audio::Open;
  audio_ = Audio::Failed;
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) return false;
  SDL_AudioSpec want{}, have{};
  want.freq = 48000;
  want.format = AUDIO_F32SYS;
  want.channels = 1;
  want.samples = 512;  // about 10 ms: the sound follows the seed it goes with
  want.callback = &DesktopHost::mix;
  want.userdata = this;
  device_ = SDL_OpenAudioDevice(nullptr, 0, &want, &have, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
  if (device_ == 0) {
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    return false;
  }
  rate_ = have.freq > 0 ? have.freq : 48000;
  audio_ = Audio::Open;
  SDL_PauseAudioDevice(device_, 0);
  return true;
}

// On SDL's audio thread: the voices summed, those that have ended dropped.
void SDLCALL DesktopHost::mix(void* self, Uint8* stream, int bytes) {
  auto& host = *static_cast<DesktopHost*>(self);
  auto* out = reinterpret_cast<float*>(stream);
  const int count = bytes / static_cast<int>(sizeof(float));
  std::fill(out, out + count, 0.0f);
  const double dt = 1.0 / host.rate_;
  constexpr double kTwoPi = 6.283185307179586;
  constexpr double kAttack = 0.005, kFall = 0.08, kQuiet = 0.0001;
  for (Voice& v : host.voices_) {
    int i = 0;
    for (; i < count && v.wait > 0; ++i) v.wait -= dt;
    for (; i < count && v.t < v.length; ++i) {
      // Exponential ramps, as the web's Web Audio calls make them: the pitch to `fall` times its
      // start in 80 ms, the gain up in 5 ms and down to silence by the end.
      const double pitch = v.base * std::pow(v.fall, std::min(v.t, kFall) / kFall);
      const double gain = v.t < kAttack ? kQuiet * std::pow(v.peak / kQuiet, v.t / kAttack)
                                        : v.peak * std::pow(kQuiet / v.peak,
                                                            (v.t - kAttack) / (v.length - kAttack));
      out[i] += static_cast<float>(gain * std::sin(kTwoPi * v.phase));
      v.phase += pitch * dt;
      v.phase -= std::floor(v.phase);
      v.t += dt;
    }
  }
  host.voices_.erase(std::remove_if(host.voices_.begin(), host.voices_.end(),
                                    [](const Voice& v) { return v.t >= v.length; }),
                     host.voices_.end());
}

// As web/shell/sounds.js: a seed's pitch rises with the seeds in its hole (up to 8); captured seeds
// fall into the store lower, louder and longer.
void DesktopHost::seedSound(int seedsInHole, bool capture) {
  if (!openAudio()) return;
  Voice v;
  v.base = capture ? 330.0 : 520.0 + std::clamp(seedsInHole, 0, 8) * 22.0;
  v.peak = capture ? 0.22 : 0.16;
  v.length = capture ? 0.22 : 0.1;
  SDL_LockAudioDevice(device_);
  if (voices_.size() < 16) voices_.push_back(v);
  SDL_UnlockAudioDevice(device_);
}

// As web/shell/sounds.js: four steady notes rising, C E G C, a little apart.
void DesktopHost::winSound() {
  if (!openAudio()) return;
  const double notes[] = {523.25, 659.25, 783.99, 1046.5};
  SDL_LockAudioDevice(device_);
  for (int k = 0; k < 4 && voices_.size() < 16; ++k) {
    Voice v;
    v.base = notes[k];
    v.peak = 0.12;
    v.length = k == 3 ? 0.6 : 0.3;
    v.fall = 1.0;
    v.wait = 0.09 * k;
    voices_.push_back(v);
  }
  SDL_UnlockAudioDevice(device_);
}

// The interface shows its own record dialog (ui/app/record_dialog.h).
bool DesktopHost::showRecord(std::string_view, std::string_view) { return false; }

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
