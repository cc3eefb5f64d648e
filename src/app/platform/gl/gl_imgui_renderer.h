// ImGui's frames drawn with OpenGL 3 (the desktop) or WebGL 2 (the browser). The app owns its
// GL context, so this renderer sets the state it needs and never reads the context's state
// back: under WebGL each glGet* of a state that the browser does not keep on its side is a
// round trip to the GPU process, which waits there for every drawing queued before it (the
// previous frame's, when the drawing is done in software). ImGui's own OpenGL backend saves and
// restores the whole state around each frame that way.
#pragma once

struct ImDrawData;

namespace mancala::app {

// Compiles the shader (`glslVersion`: "#version 300 es", "#version 130") and makes the
// buffers, without waiting for the GPU to compile it. False when the GL context cannot.
bool glRendererInit(const char* glslVersion);
// Whether the shader compiled and linked (the reason on stderr if not): asked once the first
// frame is drawn, waiting for the GPU then, and remembered.
bool glRendererWorks();
void glRendererShutdown();

// ImGui's font atlas into a texture (again after the fonts change).
void glRendererUploadFonts();

// The draw data into the bound framebuffer, over its whole DisplaySize times FramebufferScale.
// Afterwards: the scissor test off (a glClear then clears everything), blending on with straight
// alpha, texture unit 0 active.
void glRendererDraw(const ImDrawData& data);

// The frame just drawn (`width` by `height` pixels of the bound framebuffer) written to `path` as
// a PPM image, top row first (the desktop's smoke tests). False, said on stderr, when it cannot.
bool glWriteScreenshot(const char* path, int width, int height);

}  // namespace mancala::app
