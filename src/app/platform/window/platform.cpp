// SDL2 + OpenGL (desktop GL 3.0 natively, WebGL 2 in the browser) under Dear ImGui: the window
// and the frame loop (SDL's events become the app's input in sdl_input.cpp; what the browser
// adds to the loop is in browser_loop.cpp).
#include "app/platform/window/platform.h"

#include <SDL.h>

#include <algorithm>
#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "app/platform/gl/gl_imgui_renderer.h"
#include "app/platform/gl/gl_texture_baker.h"
#include "app/platform/window/browser_loop.h"
#include "app/platform/window/sdl_input.h"
#include "imgui.h"
#include "imgui_impl_sdl.h"

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#include <emscripten/html5.h>
#else
#include <SDL_opengl.h>
#endif

namespace mancala::app {
namespace {

struct Loop {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  Frontend* frontend = nullptr;
  PlatformDesc desc;
  float pixelScale = 0;
  FontSizes fontSizes;      // as the fonts were last built
  int extraFrames = 2;      // frames still owed after input (ImGui settles hover and clicks)
  bool fingerAway = false;  // a finger was lifted, and no pointer has come since
  int fingerAwayIn = 0;     // frames until the finger lifted counts as away
  std::uint64_t frames = 0;
  double frameWork = 0;
  double frameBuild = 0;  // of which building the interface (before the GL calls)
  int vertices = 0;
  bool quit = false;
  int exitStatus = 0;
};
Loop loop;

float drawableScale() {
  int w = 0, h = 0, dw = 0, dh = 0;
  SDL_GetWindowSize(loop.window, &w, &h);
  SDL_GL_GetDrawableSize(loop.window, &dw, &dh);
  return w > 0 ? static_cast<float>(dw) / static_cast<float>(w) : 1.0f;
}

// SDL's events since the last frame, each handed to the app and to ImGui: whether any came (or
// the canvas was resized), whether a finger was lifted.
struct Polled {
  bool input = false;
  bool fingerLifted = false;
};
Polled pollEvents() {
  Polled polled;
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    polled.input = true;
    forwardInput(event, *loop.frontend);
    ImGui_ImplSDL2_ProcessEvent(&event);
    if ((event.type == SDL_MOUSEBUTTONUP && event.button.which == SDL_TOUCH_MOUSEID) ||
        event.type == SDL_FINGERUP)
      polled.fingerLifted = true;
    else if (event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_FINGERDOWN ||
             event.type == SDL_MOUSEMOTION) {
      polled.fingerLifted = loop.fingerAway = false;
      loop.fingerAwayIn = 0;
    }
    if (event.type == SDL_QUIT) loop.quit = true;
  }
  if (followCanvasSize(loop.window)) polled.input = true;
  return polled;
}

// Whether a frame is to be drawn now: the app wants one, or frames are still owed after input.
bool frameDue(bool input, double now) {
  if (input) loop.extraFrames = std::max(loop.extraFrames, 3);
  const bool wanted = loop.frontend->needsFrame(now) || loop.desc.quitAfterFirstFrames;
  if (!wanted && loop.extraFrames <= 0) return false;
  if (loop.extraFrames > 0) --loop.extraFrames;
  return true;
}

// The fonts made again, and sent to the GPU, when the window's pixel scale or the sizes the
// app asks for changed.
void followFontScale() {
  const float scale = drawableScale();
  if (std::fabs(scale - loop.pixelScale) <= 0.01f && loop.frontend->fontSizes() == loop.fontSizes)
    return;
  loop.pixelScale = scale;
  loop.fontSizes = loop.frontend->fontSizes();
  loop.frontend->loadFonts(scale);
  glRendererUploadFonts();
  // In the browser the fonts were made before the context, at devicePixelRatio: made again
  // here only if the canvas's scale turned out otherwise (a step of its own for the benchmark).
  if (loop.frames == 0) markStart("fonts-remade");
}

// The app's interface for this frame, built by ImGui and drawn with GL; its figures noted.
void drawFrame(double now, bool fingerLifted) {
  const double frameStart = nowSeconds();
  ImGui_ImplSDL2_NewFrame();
  // A finger lifted leaves no pointer behind once its release is done (a tap's press and release
  // arrive together and take two frames; the release lands on what was pressed): nothing stays
  // hovered where it tapped. ImGui's tabs (the rules window's) take a press only where no other
  // item was hovered the frame before.
  if (fingerLifted) loop.fingerAwayIn = 2;
  if (loop.fingerAway) ImGui::GetIO().MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  if (loop.fingerAwayIn > 0 && --loop.fingerAwayIn == 0) loop.fingerAway = true;
  ImGui::NewFrame();
  loop.frontend->frame(now);
  if (loop.desc.afterFrame) loop.desc.afterFrame();
  ImGui::Render();
  loop.frameBuild = nowSeconds() - frameStart;
  loop.vertices = ImGui::GetDrawData()->TotalVtxCount;

  const ImGuiIO& io = ImGui::GetIO();
  glViewport(0, 0, static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x),
             static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y));
  glClearColor(0.11f, 0.08f, 0.06f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  glRendererDraw(*ImGui::GetDrawData());
  ++loop.frames;
  loop.frameWork = nowSeconds() - frameStart;
}

// The frame drawn shown; the desktop's smoke tests end after a few (with the screenshot asked
// for), and the first frame tells whether the board can be drawn at all.
void showFrame() {
  if (loop.desc.quitAfterFirstFrames && loop.frames >= 12) {
    int w = 0, h = 0;
    SDL_GL_GetDrawableSize(loop.window, &w, &h);
    if (loop.desc.screenshotPath && !glWriteScreenshot(loop.desc.screenshotPath, w, h))
      loop.exitStatus = 1;
    loop.quit = true;
  }
  SDL_GL_SwapWindow(loop.window);
  if (loop.frames != 1) return;
  markStart("first-frame");
  // Asked only now: the question waits for the GPU to have compiled the shader.
  if (!glRendererWorks()) {
    cannotDraw();
    loop.quit = true;
    loop.exitStatus = 1;
    stopBrowserLoop();
  } else {
    firstFrameDrawn();
  }
}

void tick() {
  const Polled polled = pollEvents();
  const double now = nowSeconds();
  if (!frameDue(polled.input, now)) {
    pauseLoop(*loop.frontend);
    return;
  }
  followFontScale();
  drawFrame(now, polled.fingerLifted);
  showFrame();
}

#ifdef __EMSCRIPTEN__
void browserTick() { tick(); }
#endif

}  // namespace

void showChanges() { wakeLoop(); }

void wakeIfNeeded() {
  if (loop.frontend && loop.frontend->needsFrame(nowSeconds())) wakeLoop();
}

std::uint64_t framesRendered() { return loop.frames; }

double lastFrameWorkSeconds() { return loop.frameWork; }
double lastFrameBuildSeconds() { return loop.frameBuild; }
int lastFrameVertices() { return loop.vertices; }

double nowSeconds() {
  static const auto start = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

namespace {

// Asks SDL for the GL context the renderer draws with (WebGL 2 in the browser, GL 3 core on the
// desktop): the GLSL version its shaders are written for.
const char* askForGlContext() {
#ifdef __EMSCRIPTEN__
  const char* glsl = "#version 300 es";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  // Keyboard events reach the page too (its own shortcuts, text fields around an embed).
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
#else
  const char* glsl = "#version 130";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, 0);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
#endif
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_MULTISAMPLEBUFFERS, 0);
  return glsl;
}

// ImGui's context, keyboard navigation on, no layout file; in the browser the fonts too.
void startImGui(Frontend& frontend) {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // nothing of the layout is worth remembering
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
#ifdef __EMSCRIPTEN__
  // The fonts before the GL context: making the context waits for the browser's GPU side, which
  // is busy at the start with the page's first frames, so what is done before it is done in
  // that time (docs/PERFORMANCE.md). SDL2 gives the canvas devicePixelRatio pixels per CSS pixel.
  loop.pixelScale = static_cast<float>(emscripten_get_device_pixel_ratio());
  loop.fontSizes = frontend.fontSizes();
  frontend.loadFonts(loop.pixelScale);
  markStart("fonts");
#else
  (void)frontend;
#endif
}

// The window and its GL context, made current. False (said on stderr and to the page) when
// either cannot be made.
bool openWindow(const PlatformDesc& desc) {
  const auto flags = static_cast<SDL_WindowFlags>(SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE |
                                                  SDL_WINDOW_ALLOW_HIGHDPI);
  loop.window = SDL_CreateWindow(desc.title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                 desc.width, desc.height, flags);
  if (!loop.window) {
    std::fprintf(stderr, "SDL_CreateWindow failed: %s\n", SDL_GetError());
    cannotDraw();
    return false;
  }
  markStart("window");
  loop.gl = SDL_GL_CreateContext(loop.window);
  if (!loop.gl) {
    std::fprintf(stderr, "SDL_GL_CreateContext failed: %s\n", SDL_GetError());
    cannotDraw();
    return false;
  }
  SDL_GL_MakeCurrent(loop.window, loop.gl);
  markStart("gl-context");
  SDL_GL_SetSwapInterval(1);
  return true;
}

#ifndef __EMSCRIPTEN__
// The desktop's loop: a frame when one is needed, else asleep until input or the app's next
// timed change; then everything closed in the reverse order. The exit status.
int runDesktopLoop(const PlatformDesc& desc, Frontend& frontend) {
  while (!loop.quit) {
    tick();
    if (!loop.quit && loop.extraFrames <= 0 && !desc.quitAfterFirstFrames &&
        !frontend.needsFrame(nowSeconds())) {
      // Idle: sleep until input or the app's next timed change (at most 100 ms at a time).
      const double now = nowSeconds();
      const double wait = std::clamp((frontend.wakeAt(now) - now) * 1000.0, 1.0, 100.0);
      SDL_WaitEventTimeout(nullptr, static_cast<int>(wait));
    }
  }
  useTextureBaker(nullptr);
  glRendererShutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(loop.gl);
  SDL_DestroyWindow(loop.window);
  SDL_Quit();
  return loop.exitStatus;
}
#endif

}  // namespace

int runPlatform(const PlatformDesc& desc, Frontend& frontend) {
  markStart("main");
  loop.desc = desc;
  loop.frontend = &frontend;
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
    std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
    return 1;
  }
  const char* glsl = askForGlContext();
  startImGui(frontend);
  markStart("sdl-init");
  if (!openWindow(desc)) return 1;

  ImGui_ImplSDL2_InitForOpenGL(loop.window, loop.gl);
  if (!glRendererInit(glsl)) return 1;
  // The fonts made before the context (in the browser) go to the GPU now; elsewhere the first
  // frame makes them, at the window's scale.
  if (loop.pixelScale > 0.0f) glRendererUploadFonts();
  useTextureBaker(&glTextureBaker());  // the board's wood and seeds, painted once

#ifdef __EMSCRIPTEN__
  followCanvasSize(loop.window);
  startBrowserLoop(browserTick);
  return 0;
#else
  return runDesktopLoop(desc, frontend);
#endif
}

}  // namespace mancala::app
