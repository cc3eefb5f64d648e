#include "app/ui/widgets/cheer.h"

#include <cfloat>

#include "app/ui/lettering/drawn_text.h"

namespace mancala::app {

void cheerLine(ImFont* font, const std::string& text) {
  const float size = ImGui::GetFontSize() * 1.6f;
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 tick[3] = {ImVec2(p.x + size * 0.1f, p.y + size * 0.55f),
                          ImVec2(p.x + size * 0.38f, p.y + size * 0.85f),
                          ImVec2(p.x + size * 0.9f, p.y + size * 0.2f)};
  dl->AddPolyline(tick, 3, kWinGreen, ImDrawFlags_None, size * 0.14f);
  drawText(dl, font, size, ImVec2(p.x + size * 1.1f, p.y), kWinGreen, text.c_str());
  const float width = font->CalcTextSizeA(size, FLT_MAX, 0, text.c_str()).x;
  ImGui::Dummy(ImVec2(size * 1.1f + width, size * 1.15f));
}

}  // namespace mancala::app
