#include "app/ui/play/phone_sheet.h"

#include <algorithm>
#include <cmath>

#include "app/text/i18n.h"
#include "app/ui/lettering/drawn_text.h"
#include "app/ui/widgets/theme.h"

namespace mancala::app {
namespace {

// How far a finger moves the header before a release is a swipe, not a tap; and how far a swipe
// goes before the sheet follows it up or down on release.
constexpr float kSwipe = 24.0f;

}  // namespace

void PhoneSheet::draw(UiState& ui, const std::string& title, float low, float high,
                      const std::function<void()>& contents) {
  const ImGuiIO& io = ImGui::GetIO();
  const float x = ImGui::GetCursorScreenPos().x;
  const float width = ImGui::GetContentRegionAvail().x;
  const float bottom = ImGui::GetWindowPos().y + ImGui::GetWindowContentRegionMax().y;
  high = std::min(high, low);
  const float dragged = held_ ? ImGui::GetMouseDragDelta(ImGuiMouseButton_Left, 0.0f).y : 0.0f;
  const float top = std::clamp((up_ ? high : low) + dragged, high, low);

  ImGui::SetCursorScreenPos(ImVec2(x, top));
  ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::ColorConvertU32ToFloat4(theme::kBackgroundTop));
  ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, 12.0f);
  ImGui::BeginChild("sheet", ImVec2(width, std::max(1.0f, bottom - top)), false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PopStyleVar();
  ImGui::PopStyleColor();

  // The header: a finger's height, a grip, what the sheet holds and which way it goes.
  const float header = std::max(44.0f, ImGui::GetFrameHeight());
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const bool tapped = ImGui::InvisibleButton("##sheet", ImVec2(width, header));
  const std::string spoken = title + ". " +
                             (up_ ? tr("Shown in full: tap or swipe down to see the board.")
                                  : tr("Tap or swipe up to see it in full."));
  ui.control("sheet", Controls::Stop::Yes, spoken);
  if (ImGui::IsItemActivated() && io.MouseDown[0]) held_ = true;
  if (held_ && !ImGui::IsItemActive()) {  // released: a swipe goes its way, a tap toggles
    held_ = false;
    if (std::abs(dragged) >= kSwipe)
      up_ = dragged < 0;
    else if (tapped)
      up_ = !up_;
  } else if (tapped && !held_) {  // Enter or Space
    up_ = !up_;
  }

  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 b(a.x + width, a.y + header);
  dl->AddLine(ImVec2(a.x + 12, a.y), ImVec2(b.x - 12, a.y), theme::kCardEdge);
  const float gripW = 36.0f;
  dl->AddRectFilled(ImVec2((a.x + b.x - gripW) * 0.5f, a.y + 5),
                    ImVec2((a.x + b.x + gripW) * 0.5f, a.y + 9), theme::kTextDim, 2.0f);
  const float size = ImGui::GetFontSize();
  drawText(dl, ImGui::GetFont(), size, ImVec2(a.x + 12, (a.y + b.y - size) * 0.5f + 3),
           theme::kText, title.c_str());
  // A chevron: up while the sheet can go up, down while it is up.
  const float cx = b.x - 24, cy = (a.y + b.y) * 0.5f + 3, h = size * 0.25f;
  const float dir = up_ ? 1.0f : -1.0f;
  dl->AddLine(ImVec2(cx - 2 * h, cy - dir * h), ImVec2(cx, cy + dir * h), theme::kText, 2.0f);
  dl->AddLine(ImVec2(cx, cy + dir * h), ImVec2(cx + 2 * h, cy - dir * h), theme::kText, 2.0f);

  ImGui::BeginChild("sheet-contents", ImVec2(0, 0), false);
  contents();
  ImGui::EndChild();
  ImGui::EndChild();
}

}  // namespace mancala::app
