// The browser's host: localStorage, and the page's shell (web/shell/, window.mancalaShell)
// for the live region, messages to an embedding page, sounds and the record dialog.
#include <emscripten/emscripten.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "app/model/common/host.h"
#include "app/platform/services.h"

// clang-format off
// The saved text whole, through the heap, its length in *bytes: a NUL or a lone surrogate in it
// reaches the reader (readSavedState), which says the save is damaged.
EM_JS(char*, mancala_host_load, (const char* key, int* bytes), {
  try {
    var text = window.localStorage.getItem(UTF8ToString(key));
    if (text === null) return 0;
    var size = lengthBytesUTF8(text) + 1;
    var p = _malloc(size);
    if (!p) return 0;
    HEAP32[bytes >> 2] = stringToUTF8(text, p, size);
    return p;
  } catch (e) {
    return 0;  // storage forbidden (a sandboxed frame, private browsing)
  }
});
// 1: written; 0: there is no storage (a sandboxed frame, storage turned off); -1: there is, but
// it refused the text (its quota is reached).
EM_JS(int, mancala_host_store, (const char* key, const char* text), {
  var storage;
  try {
    storage = window.localStorage;
    if (!storage) return 0;
  } catch (e) {
    return 0;
  }
  try {
    var value = UTF8ToString(text);
    if (!value.length) storage.removeItem(UTF8ToString(key));  // nothing to keep: no key left
    else storage.setItem(UTF8ToString(key), value);
    return 1;
  } catch (e) {
    return -1;
  }
});
// The keys beginning with `prefix`, one a line (none where storage is forbidden).
EM_JS(char*, mancala_host_keys, (const char* prefix), {
  var keys = [];
  try {
    var storage = window.localStorage;
    var p = UTF8ToString(prefix);
    for (var i = 0; i < storage.length; ++i) {
      var k = storage.key(i);
      if (k !== null && k.indexOf(p) === 0 && k.indexOf('\n') < 0) keys.push(k);
    }
  } catch (e) {}
  return stringToNewUTF8(keys.join('\n'));
});
EM_JS(void, mancala_host_call, (const char* name, const char* a, const char* b, int n, int flag), {
  var shell = window.mancalaShell;
  var f = shell && shell[UTF8ToString(name)];
  if (typeof f === 'function') f(UTF8ToString(a), UTF8ToString(b), n, flag);  // a null pointer gives ""
});
EM_JS(int, mancala_host_has, (const char* name), {
  var shell = window.mancalaShell;
  return shell && typeof shell[UTF8ToString(name)] === 'function' ? 1 : 0;
});
EM_JS(int, mancala_host_can_share, (), {
  return typeof navigator.share === 'function' ? 1 : 0;
});
// clang-format on

namespace mancala::app {

// The page around the app.
class WebHost final : public Host {
 public:
  std::optional<std::string> load(std::string_view key) override;
  bool store(std::string_view key, std::string_view text) override;
  std::vector<std::string> storedKeys(std::string_view prefix) override;
  bool offerFile(std::string_view name, std::string_view text) override {
    if (!mancala_host_has("offerFile")) return false;
    mancala_host_call("offerFile", std::string(name).c_str(), std::string(text).c_str(), 0, 0);
    return true;
  }
  bool pickFile() override {
    if (!mancala_host_has("pickFile")) return false;
    mancala_host_call("pickFile", nullptr, nullptr, 0, 0);
    return true;
  }
  void announce(std::string_view text) override;
  void setPageLanguage(std::string_view code) override;
  void postToParent(std::string_view json) override;
  void seedSound(int seedsInHole, bool capture) override;
  void winSound() override { mancala_host_call("win", nullptr, nullptr, 0, 0); }
  bool showRecord(std::string_view record, std::string_view shareFragment) override;
  std::optional<std::string> clipboardText() override;
  void showAddress(std::string_view query, std::string_view fragment) override;
  void sendLink(std::string_view fragment, bool shareSheet) override {
    mancala_host_call("sendLink", std::string(fragment).c_str(), nullptr, 0, shareSheet ? 1 : 0);
  }
  void showCode(std::string_view query, std::string_view fragment) override {
    mancala_host_call("showCode", std::string(query).c_str(), std::string(fragment).c_str(), 0, 0);
  }
  void closeDialogs() override { mancala_host_call("closeDialogs", nullptr, nullptr, 0, 0); }
  void openRulesPage(std::string_view game, std::string_view language) override {
    mancala_host_call("openRulesPage", std::string(game).c_str(), std::string(language).c_str(), 0,
                      0);
  }
  bool canOpenRulesPages() const override { return mancala_host_has("openRulesPage") != 0; }
  bool canSendLinks() const override { return true; }
  bool canShareSheet() const override { return mancala_host_can_share() != 0; }
};

std::optional<std::string> WebHost::load(std::string_view key) {
  int bytes = 0;
  char* text = mancala_host_load(std::string(key).c_str(), &bytes);
  if (!text) return std::nullopt;
  std::string out(text, static_cast<std::size_t>(bytes));
  std::free(text);
  return out;
}

bool WebHost::store(std::string_view key, std::string_view text) {
  return mancala_host_store(std::string(key).c_str(), std::string(text).c_str()) >= 0;
}

std::vector<std::string> WebHost::storedKeys(std::string_view prefix) {
  char* joined = mancala_host_keys(std::string(prefix).c_str());
  std::vector<std::string> keys;
  if (!joined) return keys;
  const std::string_view all(joined);
  for (std::size_t at = 0; at < all.size();) {
    const std::size_t end = std::min(all.find('\n', at), all.size());
    keys.emplace_back(all.substr(at, end - at));
    at = end + 1;
  }
  std::free(joined);
  return keys;
}

void WebHost::announce(std::string_view text) {
  mancala_host_call("announce", std::string(text).c_str(), nullptr, 0, 0);
}

void WebHost::setPageLanguage(std::string_view code) {
  mancala_host_call("language", std::string(code).c_str(), nullptr, 0, 0);
}

void WebHost::postToParent(std::string_view json) {
  mancala_host_call("post", std::string(json).c_str(), nullptr, 0, 0);
}

void WebHost::seedSound(int seedsInHole, bool capture) {
  mancala_host_call("seed", nullptr, nullptr, seedsInHole, capture ? 1 : 0);
}

bool WebHost::showRecord(std::string_view record, std::string_view shareFragment) {
  if (!mancala_host_has("showRecord")) return false;
  mancala_host_call("showRecord", std::string(record).c_str(), std::string(shareFragment).c_str(),
                    0, 0);
  return true;
}

std::optional<std::string> WebHost::clipboardText() { return std::nullopt; }

void WebHost::showAddress(std::string_view query, std::string_view fragment) {
  mancala_host_call("replaceAddress", std::string(query).c_str(), std::string(fragment).c_str(), 0,
                    0);
}

Host& platformHost() {
  static WebHost host;
  return host;
}

}  // namespace mancala::app
