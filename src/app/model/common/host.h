// The page or the desktop around the app: where the saved state lives, the screen reader's
// live region, messages to an embedding page, sounds and the game record's dialog. One
// implementation per platform (platform/browser/host_web.cpp in the browser,
// platform/desktop/host_native.cpp on the desktop); the app never asks which platform it is on.
// What the model only tells the host (words to say, sounds, the page's messages and address,
// dialogs opened or closed) it asks for as effects (effect.h), carried out through these once a
// command or an update is done; what answers (the storage, the record dialog, the clipboard) it
// calls.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mancala::app {

class Host {
 public:
  virtual ~Host() = default;

  // The saved state (settings.h) under `key`: localStorage on the web, a file under
  // $XDG_CONFIG_HOME/mancala (or ~/.config/mancala) on the desktop. Nothing when absent or
  // unreadable (a sandboxed frame may forbid storage). `store` returns false when there is
  // storage but the text could not be written to it (the browser's quota is reached, the disk is
  // full); where there is no storage at all it returns true, as nothing can be done about it.
  // An empty text is read back as nothing there (the web removes the key).
  virtual std::optional<std::string> load(std::string_view key) = 0;
  virtual bool store(std::string_view key, std::string_view text) = 0;

  // The keys stored (as `load` reads them) that begin with `prefix`: My games, one key per game.
  virtual std::vector<std::string> storedKeys(std::string_view prefix) {
    (void)prefix;
    return {};
  }
  // Hands `text` to the person as a file named `name` (web: a download; desktop: a file in the
  // saves' folder). False where it cannot.
  virtual bool offerFile(std::string_view name, std::string_view text) {
    (void)name;
    (void)text;
    return false;
  }
  // Opens the page's file picker for a file of My games, whose text comes back as the
  // GamesImport command. False where there is none (the desktop).
  virtual bool pickFile() { return false; }

  // Says `text` to screen readers (the page's aria-live region). Desktop: nothing.
  virtual void announce(std::string_view text) = 0;

  // The language the app speaks now ("en", "fr", "es", "it"), so that the page's own texts and
  // what screen readers read are in it (web: the document's lang). Desktop: nothing.
  virtual void setPageLanguage(std::string_view code) = 0;

  // A JSON message for the page that embeds the game, sent only to the origin it allowed.
  // Desktop: nothing.
  virtual void postToParent(std::string_view json) = 0;

  // A seed falls into a hole (or captured seeds into a store): a short, soft sound.
  // Desktop: SDL audio, silent where there is no sound device.
  virtual void seedSound(int seedsInHole, bool capture) = 0;
  // A game won, a puzzle solved: a short rising chime (web/shell/sounds.js). Default: nothing.
  virtual void winSound() {}

  // Offers the game record for copying, downloading and editing (web: the page's record
  // dialog, which can load an edited or pasted record back). Returns false when the host has
  // no dialog (the desktop): the interface then shows its own.
  virtual bool showRecord(std::string_view record, std::string_view shareFragment) = 0;

  // The page's address now shows the game being played (web: history.replaceState, so that a
  // reload, a bookmark or a copied address brings it back). `query` without '?', `fragment`
  // without '#'; both may be empty. Desktop: nothing.
  virtual void showAddress(std::string_view query, std::string_view fragment) {
    (void)query;
    (void)fragment;
  }

  // Sends a friend's link (the page's own address with `fragment`, without '#'): copied to the
  // clipboard, or handed to the system's share sheet (`shareSheet`). Once a copy is done or
  // refused (the clipboard answers later; a share sheet that fails copies instead), the page
  // tells the model (the LinkCopied command). Desktop: nothing (canSendLinks() is false).
  virtual void sendLink(std::string_view fragment, bool shareSheet) {
    (void)fragment;
    (void)shareSheet;
  }
  // Shows a QR code of the page's own address with `query` and `fragment` (without '?' and '#'),
  // for a phone to carry the game on (web: the page's dialog). Desktop: nothing (canSendLinks()
  // is false).
  virtual void showCode(std::string_view query, std::string_view fragment) {
    (void)query;
    (void)fragment;
  }
  // Closes what showCode and showRecord opened, if still open: the kiosk's next visitor sees
  // none of the last one's. Desktop: nothing.
  virtual void closeDialogs() {}
  // Opens the game's rules page (rules/<game>.<language>.html beside the page) apart from the
  // game, where canOpenRulesPages says there are such pages.
  virtual void openRulesPage(std::string_view /*game*/, std::string_view /*language*/) {}
  virtual bool canOpenRulesPages() const { return false; }
  // Links can be sent from here (the web); the system has a share sheet (navigator.share).
  virtual bool canSendLinks() const { return false; }
  virtual bool canShareSheet() const { return false; }

  // The clipboard's text (desktop: pasting a record with Ctrl+V). Web: nothing (the record
  // dialog has its own text field).
  virtual std::optional<std::string> clipboardText() = 0;
};

}  // namespace mancala::app
