// The tests' host: it keeps what is stored, like a page's localStorage, and what the app sent
// out (messages to the embedding page, friends' links, the address, the records offered), so
// that a test can read it. What it offers back is set by the test: a record dialog, the
// clipboard's text, links that can be sent.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/model/common/host.h"
#include "app/model/common/url_params.h"

namespace mancala::app {

class MemoryHost : public Host {
 public:
  std::map<std::string, std::string, std::less<>> stored;
  std::vector<std::string> posted;  // the messages to the embedding page
  std::vector<std::string> sent;    // the friends' links' fragments
  GameAddress address;              // the page's address as the page would show it
  int addressesShown = 0;
  int recordsShown = 0;
  int sounds = 0;                  // seedSound() calls
  int emptySounds = 0;             // of them, for no seed
  int winSounds = 0;               // winSound() calls
  std::vector<std::string> codes;  // showCode's addresses, "query#fragment"

  // What the host offers.
  bool recordDialog = false;  // showRecord: the page's record dialog is there
  std::optional<std::string> clipboard;
  bool linksCanBeSent = false;

  std::optional<std::string> load(std::string_view key) override {
    auto it = stored.find(key);
    if (it == stored.end()) return std::nullopt;
    return it->second;
  }
  // The storage is full: nothing more is written (what is there stays), as with a browser's
  // localStorage at its quota.
  bool full = false;
  int failedStores = 0;
  // A quota: the most bytes of text all keys together may hold (none: no limit).
  std::optional<std::size_t> quota;
  bool store(std::string_view key, std::string_view text) override {
    if (full) {
      ++failedStores;
      return false;
    }
    if (quota) {
      std::size_t used = text.size();
      for (const auto& [k, v] : stored)
        if (k != key) used += v.size();
      if (used > *quota) {
        ++failedStores;
        return false;
      }
    }
    stored[std::string(key)] = std::string(text);
    return true;
  }
  std::vector<std::string> storedKeys(std::string_view prefix) override {
    std::vector<std::string> keys;
    for (const auto& [k, v] : stored)
      if (k.compare(0, prefix.size(), prefix) == 0 && !v.empty()) keys.push_back(k);
    return keys;
  }
  std::vector<std::string> offered;  // offerFile's texts
  bool offerFile(std::string_view, std::string_view text) override {
    offered.emplace_back(text);
    return true;
  }
  void announce(std::string_view) override {}
  void setPageLanguage(std::string_view) override {}
  void postToParent(std::string_view json) override { posted.emplace_back(json); }
  void seedSound(int count, bool) override {
    ++sounds;
    if (count <= 0) ++emptySounds;
  }
  void winSound() override { ++winSounds; }
  std::string recordShown, fragmentShown;  // showRecord's last record and share link
  bool showRecord(std::string_view record, std::string_view fragment) override {
    ++recordsShown;
    recordShown = record;
    fragmentShown = fragment;
    return recordDialog;
  }
  void showAddress(std::string_view query, std::string_view fragment) override {
    address = {std::string(query), std::string(fragment)};
    ++addressesShown;
  }
  void sendLink(std::string_view fragment, bool) override { sent.emplace_back(fragment); }
  void showCode(std::string_view query, std::string_view fragment) override {
    codes.push_back(std::string(query) + "#" + std::string(fragment));
  }
  int dialogsClosed = 0;  // closeDialogs's calls
  void closeDialogs() override { ++dialogsClosed; }
  bool canSendLinks() const override { return linksCanBeSent; }
  bool rulesPages = false;               // the page has the rules pages beside it
  std::vector<std::string> rulesOpened;  // openRulesPage's pages, "<game>.<language>"
  void openRulesPage(std::string_view game, std::string_view language) override {
    rulesOpened.push_back(std::string(game) + "." + std::string(language));
  }
  bool canOpenRulesPages() const override { return rulesPages; }
  std::optional<std::string> clipboardText() override { return clipboard; }
};

}  // namespace mancala::app
