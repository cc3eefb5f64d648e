#include "app/ui/widgets/item_labels.h"

#include "app/text/i18n.h"
#include "app/ui/widgets/item_hooks.h"

namespace mancala::app {
namespace {

std::string gWords;  // a radio button's words (lastItemChosen), for lastItemLabel
ImGuiID gWordsItem = 0;

void describeLastItem(const std::string& words) {
  gWordsItem = ImGui::GetItemID();
  gWords = words;
}

// The label as shown: without its "##" or "###" part.
std::string shownLabel(const std::string& label) { return label.substr(0, label.find("##")); }

}  // namespace

void reportItemLabels() { ImGui::GetCurrentContext()->TestEngineHookItems = true; }

std::string lastItemLabel() {
  if (gWordsItem != 0 && gWordsItem == ImGui::GetItemID()) return gWords;
  const ItemReport& r = lastItemReport();
  if (r.id == 0 || r.id != ImGui::GetItemID()) return {};
  const std::string shown = shownLabel(r.label);
  if (shown.empty() || !(r.flags & ImGuiItemStatusFlags_Checkable)) return shown;
  return choiceWords(shown, (r.flags & ImGuiItemStatusFlags_Checked) != 0);
}

void lastItemChosen(bool chosen) {
  const ItemReport& r = lastItemReport();
  if (r.id == 0 || r.id != ImGui::GetItemID()) return;
  if (const std::string shown = shownLabel(r.label); !shown.empty())
    describeLastItem(choiceWords(shown, chosen));
}

std::string choiceWords(const std::string& label, bool chosen) {
  return chosen ? trcf("a choice", "{0}, chosen", {label})
                : trcf("a choice", "{0}, not chosen", {label});
}

std::string namedValue(const std::string& name, const std::string& value) {
  return trcf("a list's name and the value chosen", "{0}: {1}", {name, value});
}

}  // namespace mancala::app
