#include "app/ui/play/player_strip.h"

#include <algorithm>
#include <string>

#include "app/ui/lettering/drawn_text.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/tooltips.h"

namespace mancala::app {
namespace {

// The sizes for the usual fonts; with fonts built larger (a kiosk's, fonts.h) as much larger, so
// that the strips' words are drawn at the size of their fonts.
float fontsScale() {
  const ImGuiIO& io = ImGui::GetIO();
  return io.FontDefault ? io.FontDefault->FontSize * io.FontGlobalScale / 17.0f : 1.0f;
}
// The name, in the bold heading font; with a kiosk's fonts at the size the heading was built at
// (32 px and more at 1920x1080: read from across the room).
float nameSize() {
  const FontSizes built = builtFontSizes();
  return built.large ? 24.0f * built.text : 20.0f * fontsScale();
}
// The rest, in the body font; with a kiosk's fonts as large as the name, in its large font (built
// larger still, so drawn a little smaller than it was built, never scaled up).
float wordsSize() {
  const FontSizes built = builtFontSizes();
  return built.large ? 24.0f * built.text : 17.0f * fontsScale();
}
ImFont* wordsFont(const Fonts& fonts) {
  return builtFontSizes().large && fonts.large ? fonts.large : fonts.body;
}
constexpr float kPad = 10.0f;

bool active(const PlayerStrip& s) {
  return s.state == StripState::ToMove || s.state == StripState::Thinking;
}

// One to three dots, going round (three, still, when less motion is asked for).
std::string dots(bool reducedMotion, double now) {
  const int n = reducedMotion ? 3 : 1 + static_cast<int>(now * 3.0) % 3;
  return std::string(static_cast<std::size_t>(n), '.');
}

// The state's words; "Thinking" with its dots.
std::string stateWords(const PlayerStrip& s, bool reducedMotion, double now) {
  if (s.state != StripState::Thinking) return s.stateText;
  return s.stateText + dots(reducedMotion, now);
}

float width(ImFont* font, float size, const std::string& text) {
  return font->CalcTextSizeA(size, 1e9f, 0.0f, text.c_str()).x;
}

// The marker of the side to move: a triangle pointing at the name, `h` high, its left at x.
void marker(ImDrawList* dl, float x, float midY, float h) {
  dl->AddTriangleFilled(ImVec2(x, midY - h * 0.5f), ImVec2(x + h * 0.8f, midY),
                        ImVec2(x, midY + h * 0.5f), theme::kAccent);
}

}  // namespace

float playerStripHeight() { return nameSize() + 2 * 8.0f; }
float playerStripNameSize() { return nameSize(); }

void drawPlayerStrip(const PlayerStrip& s, const Fonts& fonts, ImVec2 min, ImVec2 max,
                     bool reducedMotion, double now) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const bool on = active(s);
  const float rounding = 6.0f;
  dl->AddRectFilled(min, max, theme::kBadge, rounding);
  if (on || s.state == StripState::Won) dl->AddRect(min, max, theme::kAccent, rounding, 0, 2.0f);
  const float midY = (min.y + max.y) * 0.5f;
  const float markH = nameSize() * 0.6f;
  float x = min.x + kPad;
  if (on) marker(dl, x, midY, markH);
  x += markH + 8.0f;

  // From the right: the seeds captured; then, as room allows, the state and the side's name.
  const std::string state = stateWords(s, reducedMotion, now);
  const std::string captured = s.capturedText;
  const float capturedW = width(wordsFont(fonts), wordsSize(), captured);
  const float nameW = width(fonts.heading, nameSize(), s.name);
  const float gap = 12.0f;
  // The state's room is that of its longest form, so that the dots do not push the rest.
  const float stateW = width(wordsFont(fonts), wordsSize(), s.stateText + "...");
  const float sideW =
      s.sideName.empty() ? 0.0f : width(wordsFont(fonts), wordsSize(), s.sideName) + gap;
  const float room = max.x - kPad - x;
  const bool showSide =
      nameW + sideW + (state.empty() ? 0 : stateW + gap) + capturedW + gap <= room;
  const bool longCaptured = nameW + (state.empty() ? 0 : stateW + gap) + capturedW + gap <= room;
  const std::string count = longCaptured ? captured : std::to_string(s.captured);

  const ImU32 nameCol = on || s.state == StripState::Won ? theme::kAccent : theme::kText;
  drawText(dl, fonts.heading, nameSize(), ImVec2(x, midY - nameSize() * 0.55f), nameCol,
           s.name.c_str());
  x += nameW + gap;
  const float wordsY = midY - wordsSize() * 0.55f;
  if (showSide) {
    drawText(dl, wordsFont(fonts), wordsSize(), ImVec2(x, wordsY), theme::kTextDim,
             s.sideName.c_str());
    x += sideW;
  }
  if (!state.empty())
    drawText(dl, wordsFont(fonts), wordsSize(), ImVec2(x, wordsY),
             s.state == StripState::Drawn ? theme::kText : theme::kAccent, state.c_str());
  const float countSize = longCaptured ? wordsSize() : nameSize();
  ImFont* countFont = longCaptured ? wordsFont(fonts) : fonts.heading;
  const float countW = width(countFont, countSize, count);
  drawText(dl, countFont, countSize, ImVec2(max.x - kPad - countW, midY - countSize * 0.55f),
           theme::kText, count.c_str());
}

void drawPlayerStripsLine(const std::array<PlayerStrip, 2>& strips, Player left, const Fonts& fonts,
                          bool reducedMotion, double now) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float w = ImGui::GetContentRegionAvail().x;
  const float h = ImGui::GetTextLineHeightWithSpacing();
  const float size = ImGui::GetFontSize();
  const float midY = at.y + h * 0.5f - ImGui::GetStyle().ItemSpacing.y * 0.5f;
  for (const PlayerStrip& s : strips) {
    const bool on = active(s);
    // The state in words when they fit in the half of the line, else the thinking dots alone.
    std::string state = s.state == StripState::ToMove ? "" : stateWords(s, reducedMotion, now);
    const float markH = size * 0.6f;
    // The short name ("Computer" without its level) where the whole one leaves no room.
    std::string name = s.name + "  " + std::to_string(s.captured);
    if (markH + 6 + width(fonts.heading, size, name) > w * 0.5f - 6)
      name = s.shortName + "  " + std::to_string(s.captured);
    const float nameW = width(fonts.heading, size, name);
    const auto stateWidth = [&](const std::string& longest) {
      return state.empty() ? 0.0f : width(fonts.body, size, longest) + 6;
    };
    float total = markH + 6 + nameW + stateWidth(s.stateText + "...");
    if (total > w * 0.5f && s.state == StripState::Thinking) {
      state = dots(reducedMotion, now);
      total = markH + 6 + nameW + stateWidth("...");
    }
    // One from the left edge, the other ending at the right edge.
    float x = s.side == left ? at.x : std::max(at.x + w * 0.5f, at.x + w - total);
    if (on) marker(dl, x, midY, markH);
    x += markH + 6;
    drawText(dl, fonts.heading, size, ImVec2(x, midY - size * 0.55f),
             on || s.state == StripState::Won ? theme::kAccent : theme::kText, name.c_str());
    if (!state.empty())
      drawText(dl, fonts.body, size, ImVec2(x + nameW + 6, midY - size * 0.55f), theme::kAccent,
               state.c_str());
  }
  ImGui::Dummy(ImVec2(w, h - ImGui::GetStyle().ItemSpacing.y));
  keepClearOfTooltips(at, ImVec2(at.x + w, at.y + h));  // a small frame's status line
}

}  // namespace mancala::app
