#include "app/ui/item_labels.h"

#include <optional>

#include "app/text/i18n.h"
#include "app/ui/item_hooks.h"

namespace mancala::app {
namespace {

std::optional<bool> gChosen;  // a radio button's, told by lastItemChosen
ImGuiID gChosenItem = 0;
std::string gWords;  // an item's words told by describeLastItem
ImGuiID gWordsItem = 0;

}  // namespace

void reportItemLabels() { ImGui::GetCurrentContext()->TestEngineHookItems = true; }

std::string lastItemLabel() {
  if (gWordsItem != 0 && gWordsItem == ImGui::GetItemID()) return gWords;
  const ItemReport& r = lastItemReport();
  if (r.id == 0 || r.id != ImGui::GetItemID()) return {};
  const std::string shown = r.label.substr(0, r.label.find("##"));
  std::optional<bool> chosen;
  if (r.flags & ImGuiItemStatusFlags_Checkable)
    chosen = (r.flags & ImGuiItemStatusFlags_Checked) != 0;
  if (gChosenItem == r.id) chosen = gChosen;
  if (shown.empty() || !chosen) return shown;
  return *chosen ? trcf("a choice", "{0}, chosen", {shown})
                 : trcf("a choice", "{0}, not chosen", {shown});
}

void lastItemChosen(bool chosen) {
  gChosenItem = ImGui::GetItemID();
  gChosen = chosen;
}

void describeLastItem(const std::string& words) {
  gWordsItem = ImGui::GetItemID();
  gWords = words;
}

std::string namedValue(const std::string& name, const std::string& value) {
  return trcf("a list's name and the value chosen", "{0}: {1}", {name, value});
}

}  // namespace mancala::app
