#include "app/ui/lettering/drawn_text.h"

namespace mancala::app {
namespace {

struct Smallest {
  float size = 0;
  std::string words;
};
Smallest drawing, drawn;

void note(float size, const char* text, const char* end) {
  if (drawing.size != 0 && size >= drawing.size) return;
  drawing.size = size;
  drawing.words = end ? std::string(text, end) : std::string(text);
}

}  // namespace

void drawText(ImDrawList* dl, ImFont* font, float size, ImVec2 at, ImU32 colour, const char* text,
              const char* end, float wrapWidth) {
  note(size, text, end);
  dl->AddText(font, size, at, colour, text, end, wrapWidth);
}

void drawText(ImDrawList* dl, ImVec2 at, ImU32 colour, const char* text) {
  note(ImGui::GetFontSize(), text, nullptr);
  dl->AddText(at, colour, text);
}

void beginDrawnText() { drawing = {}; }
void endDrawnText() { drawn = drawing; }
float smallestDrawnText() { return drawn.size; }
const std::string& smallestDrawnTextWords() { return drawn.words; }

}  // namespace mancala::app
