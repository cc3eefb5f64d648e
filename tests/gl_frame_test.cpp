// The app's renderer (app/platform/gl_imgui_renderer) draws a frame of more than 65,536
// vertices whole: a label drawn after 80,000 vertices of other shapes has the very pixels of the
// same label drawn alone. With 16-bit indices its indices would wrap onto the first shapes and
// the label would turn into garbage. Draws into an offscreen framebuffer of a hidden window;
// tests/desktop/run runs it under Xvfb. Prints "ok ..." or "FAIL ..." lines; exit status 0 when
// every check passed.
#include <SDL.h>

#include <cstdio>
#include <vector>

#include "app/platform/gl/gl_api.h"
#include "app/platform/gl/gl_imgui_renderer.h"
#include "imgui.h"

using namespace mancala::app;

namespace {

constexpr int kWidth = 480, kHeight = 160;
// Where the label is drawn, and the part of the framebuffer read back around it.
constexpr float kLabelX = 20, kLabelY = 60, kLabelSize = 32;
constexpr int kReadX = 0, kReadY = 40, kReadW = kWidth, kReadH = 80;

int failures = 0;
void check(bool ok, const char* what) {
  std::printf("%s %s\n", ok ? "ok  " : "FAIL", what);
  if (!ok) ++failures;
}

struct Frame {
  std::vector<unsigned char> pixels;  // RGBA of the label's band
  int vertices = 0;
};

// One frame: `shapes` small squares in the top-left corner, then the label.
Frame draw(int shapes) {
  ImGuiIO& io = ImGui::GetIO();
  io.DisplaySize = ImVec2(kWidth, kHeight);
  io.DeltaTime = 1.0f / 60.0f;
  ImGui::NewFrame();
  ImDrawList* list = ImGui::GetBackgroundDrawList();
  for (int i = 0; i < shapes; ++i)
    list->AddRectFilled(ImVec2(0, 0), ImVec2(3, 3), IM_COL32(40, 80, 200, 255));
  list->AddText(ImGui::GetFont(), kLabelSize, ImVec2(kLabelX, kLabelY), IM_COL32_WHITE,
                "Warri 1234 Adji Kui");
  ImGui::Render();
  glClearColor(0, 0, 0, 1);
  glClear(GL_COLOR_BUFFER_BIT);
  glRendererDraw(*ImGui::GetDrawData());
  Frame f;
  f.vertices = ImGui::GetDrawData()->TotalVtxCount;
  f.pixels.resize(static_cast<std::size_t>(kReadW) * kReadH * 4);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  // GL's rows count from the bottom.
  glReadPixels(kReadX, kHeight - kReadY - kReadH, kReadW, kReadH, GL_RGBA, GL_UNSIGNED_BYTE,
               f.pixels.data());
  return f;
}

int brightPixels(const Frame& f) {
  int n = 0;
  for (std::size_t i = 0; i < f.pixels.size(); i += 4)
    if (f.pixels[i] > 128 && f.pixels[i + 1] > 128 && f.pixels[i + 2] > 128) ++n;
  return n;
}

}  // namespace

int main(int, char**) {
  if (SDL_Init(SDL_INIT_VIDEO) != 0) {
    std::printf("FAIL SDL_Init: %s\n", SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_Window* window = SDL_CreateWindow("gl_frame_test", 0, 0, kWidth, kHeight,
                                        SDL_WINDOW_OPENGL | SDL_WINDOW_HIDDEN);
  SDL_GLContext gl = window ? SDL_GL_CreateContext(window) : nullptr;
  if (!gl) {
    std::printf("FAIL no OpenGL 3 context: %s\n", SDL_GetError());
    return 1;
  }
  // An offscreen framebuffer: what a hidden window's own would hold is not defined.
  GLuint fbo = 0, colour = 0;
  glGenFramebuffers(1, &fbo);
  glGenRenderbuffers(1, &colour);
  glBindRenderbuffer(GL_RENDERBUFFER, colour);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, kWidth, kHeight);
  glBindFramebuffer(GL_FRAMEBUFFER, fbo);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, colour);
  check(glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE,
        "an offscreen framebuffer");

  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;
  ImGui::GetIO().Fonts->AddFontDefault();
  check(glRendererInit("#version 130"), "the renderer starts");
  glRendererUploadFonts();

  const Frame alone = draw(0);
  check(glRendererWorks(), "its shader links");
  const Frame big = draw(20000);
  std::printf("     the label alone: %d vertices; after the squares: %d vertices\n", alone.vertices,
              big.vertices);
  check(big.vertices > 65536, "the large frame holds more than 65,536 vertices");
  const int bright = brightPixels(alone);
  std::printf("     the label's bright pixels: %d alone, %d in the large frame\n", bright,
              brightPixels(big));
  check(bright > 200, "the label alone is drawn");
  check(big.pixels == alone.pixels, "the label after 65,536 vertices has the same pixels");

  glRendererShutdown();
  ImGui::DestroyContext();
  glDeleteRenderbuffers(1, &colour);
  glDeleteFramebuffers(1, &fbo);
  SDL_GL_DeleteContext(gl);
  SDL_DestroyWindow(window);
  SDL_Quit();
  return failures == 0 ? 0 : 1;
}
