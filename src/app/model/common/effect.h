// What a command or the passing of time asks of the world outside the model, as values: words for
// the screen reader, a sound, a message to the embedding page, a save, the page's address or
// language, a dialog closed or opened. The model records them as it changes (Effects); the edge
// carries them out once the command (or the frame's update) is done (Effects::carryOut), so
// that no update calls the host itself and a test can read what a command asked for.
#pragma once

#include <algorithm>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "app/model/common/host.h"

namespace mancala::app {

namespace effect {
struct Say {  // words for screen readers (Host::announce)
  std::string text;
  bool operator==(const Say&) const = default;
};
struct SeedSound {  // a seed falls into a hole, or captured seeds into a store
  int seeds = 0;
  bool capture = false;
  bool operator==(const SeedSound&) const = default;
};
struct WinSound {  // a game won, a lesson done, a puzzle solved
  bool operator==(const WinSound&) const = default;
};
struct ToPage {  // a JSON message for the embedding page (page_messages.h)
  std::string json;
  bool operator==(const ToPage&) const = default;
};
struct Save {  // the settings and the game kept, and the page's address shown after them
  bool operator==(const Save&) const = default;
};
struct ShowAddress {  // the page's address (Host::showAddress)
  std::string query, fragment;
  bool operator==(const ShowAddress&) const = default;
};
struct PageLanguage {  // the page speaks the app's language ("fr")
  std::string code;
  bool operator==(const PageLanguage&) const = default;
};
struct SendLink {  // a friend's link copied or shared (Host::sendLink)
  std::string fragment;
  bool shareSheet = false;
  bool operator==(const SendLink&) const = default;
};
struct ShowCode {  // a QR code of an address (Host::showCode)
  std::string query, fragment;
  bool operator==(const ShowCode&) const = default;
};
struct OpenRulesPage {  // a game's rules page apart from the game
  std::string game, language;
  bool operator==(const OpenRulesPage&) const = default;
};
struct CloseDialogs {  // what showCode and showRecord opened
  bool operator==(const CloseDialogs&) const = default;
};
}  // namespace effect

using Effect =
    std::variant<effect::Say, effect::SeedSound, effect::WinSound, effect::ToPage, effect::Save,
                 effect::ShowAddress, effect::PageLanguage, effect::SendLink, effect::ShowCode,
                 effect::OpenRulesPage, effect::CloseDialogs>;

// Carries out an effect that the host alone can (every kind but Save, which the model writes).
struct PerformOn {
  Host& host;
  void operator()(const effect::Say& e) const { host.announce(e.text); }
  void operator()(const effect::SeedSound& e) const { host.seedSound(e.seeds, e.capture); }
  void operator()(const effect::WinSound&) const { host.winSound(); }
  void operator()(const effect::ToPage& e) const { host.postToParent(e.json); }
  void operator()(const effect::Save&) const {}  // the model's own (AppModel::writeSave)
  void operator()(const effect::ShowAddress& e) const { host.showAddress(e.query, e.fragment); }
  void operator()(const effect::PageLanguage& e) const { host.setPageLanguage(e.code); }
  void operator()(const effect::SendLink& e) const { host.sendLink(e.fragment, e.shareSheet); }
  void operator()(const effect::ShowCode& e) const { host.showCode(e.query, e.fragment); }
  void operator()(const effect::OpenRulesPage& e) const { host.openRulesPage(e.game, e.language); }
  void operator()(const effect::CloseDialogs&) const { host.closeDialogs(); }
};

inline void perform(Host& host, const Effect& effect) { std::visit(PerformOn{host}, effect); }

// The effects of the step under way (a command, an update, the start-up: a command applied
// during another is part of it), in the order they were asked for, and those of the last step
// done. One save is enough for a step: a second one takes the first one's place (it writes the
// state as the step leaves it).
class Effects {
 public:
  void begin() { ++steps_; }
  // The step ends; true for the outermost one, whose effects are then done() (to carry out).
  bool end() {
    if (--steps_ > 0) return false;
    done_ = take();
    return true;
  }
  const std::vector<Effect>& done() const { return done_; }
  // Carries out done() in its order: a Save by `save`, every other effect by the host.
  template <class SaveFn>
  void carryOut(Host& host, SaveFn save) const {
    for (const Effect& effect : done_) {
      if (std::holds_alternative<effect::Save>(effect))
        save();
      else
        perform(host, effect);
    }
  }
  void add(Effect effect) {
    if (std::holds_alternative<effect::Save>(effect))
      std::erase_if(list_, [](const Effect& e) { return std::holds_alternative<effect::Save>(e); });
    list_.push_back(std::move(effect));
  }
  bool empty() const { return list_.empty(); }
  // The effects so far, handed over; none left.
  std::vector<Effect> take() {
    std::vector<Effect> taken;
    taken.swap(list_);
    return taken;
  }

 private:
  std::vector<Effect> list_;
  std::vector<Effect> done_;
  int steps_ = 0;
};

}  // namespace mancala::app
