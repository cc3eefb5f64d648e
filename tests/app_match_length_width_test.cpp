// The match-length list on the start screen's "Other ways to play" shows its choice whole, in
// every language and at every text size: measured with the app's own font (DejaVu Sans, body
// size), with the list's padding and arrow, a finger's taller controls included. English keeps
// the list's usual 20 ems (340 px at the usual size).
#include <catch2/catch.hpp>
#include <cfloat>

#include "app/text/i18n.h"
#include "app/ui/lettering/fonts.h"
#include "app/ui/screens/other_ways.h"
#include "app/ui/widgets/theme.h"
#include "imgui.h"

using namespace mancala::app;

namespace {

// What the closed list needs for `words`: the frame's padding, the words in the font, then the
// arrow's square, as high as the frame (ImGui's BeginCombo).
float neededWidth(const ImFont& font, const char* words) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float text = font.CalcTextSizeA(font.FontSize, FLT_MAX, 0.0f, words).x;
  return style.FramePadding.x + text + font.FontSize + style.FramePadding.y * 2;
}

}  // namespace

TEST_CASE("match length: every choice fits its list whole, in every language", "[i18n]") {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // no imgui.ini written where the test runs
  io.DisplaySize = ImVec2(1280, 800);
  io.DeltaTime = 1.0f / 60;
  for (float textSize : {1.0f, 1.5f}) {
    const Fonts fonts = loadFonts(1.0f, FontSizes{textSize});
    unsigned char* pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsAlpha8(&pixels, &w, &h);
    const ImFont& body = *fonts.body;
    for (bool finger : {false, true}) {
      theme::setFingerSized(finger);
      theme::applyStyle();
      ImGui::NewFrame();
      ImGui::PushFont(fonts.body);
      for (Language language :
           {Language::English, Language::French, Language::Spanish, Language::Italian}) {
        setLanguage(language);
        const float list = matchLengthListWidth(FLT_MAX);
        INFO(languageCode(language) << ", text size " << textSize << (finger ? ", finger" : "")
                                    << ": the list is " << list << " px wide");
        if (language == Language::English) CHECK(list == Approx(20 * body.FontSize));
        CHECK(list >= 20 * body.FontSize);
        for (const char* english :
             {"Until a player cannot fill a hole", "First to win 6 games",
              "As many games as you like", "First to own 10 holes", "A number of games"}) {
          const char* words = tr(english);
          INFO("\"" << words << "\"");
          CHECK(neededWidth(body, words) <= list + 0.01f);
        }
        // Narrower room: the list takes what there is.
        CHECK(matchLengthListWidth(300) == 300);
      }
      ImGui::PopFont();
      ImGui::EndFrame();
    }
  }
  setLanguage(Language::English);
  theme::setFingerSized(false);
  ImGui::DestroyContext();
}
