#include "app/ui/widgets/controls.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <utility>

#include "app/ui/widgets/item_labels.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"
#include "imgui_internal.h"

namespace mancala::app {
namespace {

// The focus ring: the look's (or the page's) ring colour inside a band of black or white, so
// that one of the two stands out on any background of every look (at least 3:1).
void drawRing(ImVec2 min, ImVec2 max) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRectFullScreen();
  const float r = ImGui::GetStyle().FrameRounding + 3;
  dl->AddRect(ImVec2(min.x - 4, min.y - 4), ImVec2(max.x + 4, max.y + 4), theme::kFocusRingEdge, r,
              0, 6.0f);
  dl->AddRect(ImVec2(min.x - 4, min.y - 4), ImVec2(max.x + 4, max.y + 4), theme::kFocusRing, r, 0,
              3.0f);
  dl->PopClipRect();
}

// Whether one of the controls of `list` was drawn in the window `w`.
template <class List>
bool hasWindow(const List& list, ImGuiID w) {
  return std::any_of(list.begin(), list.end(), [w](const auto& e) { return e.window == w; });
}

}  // namespace

void Controls::beginFrame() {
  drawing_.clear();
  reportItemLabels();
}

void Controls::remember(const std::string& name, Stop stop, std::string spoken) {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  const ImGuiWindow* root = ImGui::GetCurrentWindow()->RootWindow;
  Entry e;
  e.name = name;
  e.spoken = spoken.empty() ? lastItemLabel() : std::move(spoken);
  e.min = ImGui::GetItemRectMin();
  e.max = ImGui::GetItemRectMax();
  e.fontSize = ImGui::GetFontSize();
  e.id = ImGui::GetItemID();
  e.window = root->ID;
  e.popup = (root->Flags & ImGuiWindowFlags_Popup) != 0;
  e.dialog = (root->Flags & (ImGuiWindowFlags_Popup | ImGuiWindowFlags_NoTitleBar |
                             ImGuiWindowFlags_Tooltip)) == 0;
  e.enabled = !(g.LastItemData.InFlags & ImGuiItemFlags_Disabled);
  e.primary = takePrimary(e.id);
  e.stop = e.id == 0 ? Stop::No : stop;  // text, named for the page API, is not a stop
  const float built = ImGui::GetIO().FontGlobalScale * ImGui::GetFont()->FontSize;
  e.text = {ImGui::GetFontSize(), std::fabs(ImGui::GetFontSize() - built) > 0.01f};
  if (stop == Stop::First)
    drawing_.insert(drawing_.begin(), std::move(e));
  else
    drawing_.push_back(std::move(e));
  if (ringShown_ && name == focused_ && stop != Stop::First)
    drawRing(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

void Controls::endFrame() {
  const Entry* before = find(focused_);
  const ImGuiID focusWindow = before ? before->window : 0;
  drawn_.swap(drawing_);
  settleFocus(focusWindow, !drawing_.empty());
  // The windows that closed are forgotten.
  std::erase_if(openers_, [&](const auto& o) { return !hasWindow(drawn_, o.first); });
}

void Controls::settleFocus(ImGuiID focusWindow, bool hadFrame) {
  if (focused_.empty()) return;
  // A window that appeared takes the focus (its first stop); the control that had it is where
  // the focus returns when the window goes.
  if (hadFrame) {
    for (const Entry& e : drawn_) {
      if (!isStop(e) || hasWindow(drawing_, e.window)) continue;
      openers_.emplace_back(e.window, focused_);
      focused_ = e.name;
      return;
    }
  }
  if (find(focused_)) return;
  // The control with the focus went (its window closed, the screen changed): back to the one
  // that opened its window, else the board, else the screen itself (as when Tab comes in).
  for (auto it = openers_.rbegin(); it != openers_.rend(); ++it)
    if (it->first == focusWindow && find(it->second)) {
      focused_ = it->second;
      return;
    }
  focused_ = find("board") ? "board" : "";
}

const Controls::Entry* Controls::find(const std::string& name) const {
  if (name.empty()) return nullptr;
  for (const Entry& e : drawn_)
    if (e.name == name) return &e;
  return nullptr;
}

bool Controls::drawn(const std::string& name) const { return find(name) != nullptr; }

std::optional<ImVec2> Controls::center(const std::string& name) const {
  const Entry* e = find(name);
  if (!e) return std::nullopt;
  return ImVec2((e->min.x + e->max.x) * 0.5f, (e->min.y + e->max.y) * 0.5f);
}

std::optional<Controls::TextDrawn> Controls::text(const std::string& name) const {
  const Entry* e = find(name);
  if (!e) return std::nullopt;
  return e->text;
}

std::string Controls::wordsList() const {
  std::string list;
  for (const Entry& e : drawn_) {
    if (e.spoken.empty()) continue;
    list += e.name;
    list += '\t';
    list += e.spoken;
    list += '\n';
  }
  return list;
}

std::string Controls::sizesList() const {
  std::string list;
  for (const Entry& e : drawn_) {
    list += e.name + '\t' + std::to_string(e.max.x - e.min.x) + '\t' +
            std::to_string(e.max.y - e.min.y) + '\t' + std::to_string(e.fontSize) + '\t' +
            (e.stop == Stop::No ? "0" : "1") + '\t' + (e.primary ? "1" : "0") + '\n';
  }
  return list;
}

std::string Controls::focusedWords() const {
  const Entry* e = find(focused_);
  return e ? e->spoken : std::string();
}

void Controls::focus(const std::string& name) {
  if (find(name)) focused_ = name;
}

ImGuiID Controls::keptWindow(bool anyDialog) const {
  const Entry* at = find(focused_);
  if (at) return at->dialog ? at->window : 0;
  if (!anyDialog) return 0;
  for (auto it = drawn_.rbegin(); it != drawn_.rend(); ++it)
    if (it->dialog && isStop(*it)) return it->window;
  return 0;
}

bool Controls::dialogOpen() const {
  return std::any_of(drawn_.begin(), drawn_.end(), [](const Entry& e) { return e.dialog; });
}

bool Controls::step(int dir, bool wrap, bool byTab) {
  const ImGuiID kept = keptWindow(false);
  if (kept) wrap = true;  // a dialog keeps the focus until it closes
  std::vector<std::size_t> stops;
  for (std::size_t i = 0; i < drawn_.size(); ++i)
    if ((isStop(drawn_[i]) || drawn_[i].name == focused_) && (!kept || drawn_[i].window == kept))
      stops.push_back(i);
  const Entry* from = find(focused_);
  if (!from) {  // nothing yet: the screen itself, before its first stop
    if (dir < 0 && !wrap) return false;
    enter(dir);
    return !focused_.empty();
  }
  const auto count = static_cast<std::ptrdiff_t>(stops.size());
  // Each stop's list: the first of the rows drawn one after the other that it belongs to (itself
  // when it is not a row).
  std::vector<std::ptrdiff_t> list(stops.size());
  for (std::ptrdiff_t j = 0; j < count; ++j) {
    const bool row = drawn_[stops[static_cast<std::size_t>(j)]].stop == Stop::Row;
    const bool follows =
        j > 0 && row && drawn_[stops[static_cast<std::size_t>(j - 1)]].stop == Stop::Row;
    list[static_cast<std::size_t>(j)] = follows ? list[static_cast<std::size_t>(j - 1)] : j;
  }
  const auto at = static_cast<std::ptrdiff_t>(
      std::find_if(stops.begin(), stops.end(),
                   [&](std::size_t i) { return drawn_[i].name == focused_; }) -
      stops.begin());
  for (std::ptrdiff_t k = 1; k <= count; ++k) {
    std::ptrdiff_t j = at + (dir > 0 ? k : -k);
    if (j < 0 || j >= count) {
      if (!wrap) break;
      j = (j + count) % count;
    }
    const Entry* e = &drawn_[stops[static_cast<std::size_t>(j)]];
    if (!isStop(*e)) continue;
    if (byTab && e->stop == Stop::Row) {
      // Tab leaves a list from any of its rows, and comes into one at its first row.
      if (at < count && list[static_cast<std::size_t>(j)] == list[static_cast<std::size_t>(at)])
        continue;
      e = &drawn_[stops[static_cast<std::size_t>(list[static_cast<std::size_t>(j)])]];
    }
    popupLeft_ = popupLeft_ || (from->popup && e->window != from->window);
    focused_ = e->name;
    return true;
  }
  popupLeft_ = popupLeft_ || from->popup;
  focused_.clear();
  return false;
}

void Controls::enter(int dir) {
  focused_.clear();
  const ImGuiID kept = keptWindow(true);
  const auto takes = [&](const Entry& e) { return isStop(e) && (!kept || e.window == kept); };
  if (dir > 0) {
    for (const Entry& e : drawn_)
      if (takes(e)) {
        focused_ = e.name;
        return;
      }
  } else {
    for (auto it = drawn_.rbegin(); it != drawn_.rend(); ++it)
      if (takes(*it)) {
        // The last stop is a list's row: the list's first row, as Tab comes into a list.
        while (it->stop == Stop::Row && std::next(it) != drawn_.rend() &&
               std::next(it)->stop == Stop::Row && takes(*std::next(it)))
          ++it;
        focused_ = it->name;
        return;
      }
  }
}

bool Controls::activate() {
  const Entry* e = find(focused_);
  if (!e || !e->enabled || e->stop == Stop::First || e->stop == Stop::No) return false;
  ImGui::ActivateItem(e->id);
  return true;
}

bool Controls::focusOnChoice() const {
  const Entry* e = find(focused_);
  return e && e->stop == Stop::Choice;
}

bool Controls::focusInWindow(const char* windowName) const {
  const Entry* e = find(focused_);
  return e && e->window == ImHashStr(windowName);
}

bool Controls::focusInPopup() const {
  const Entry* e = find(focused_);
  return e && e->popup;
}

bool Controls::takePopupLeft() {
  const bool left = popupLeft_;
  popupLeft_ = false;
  return left;
}

}  // namespace mancala::app
