#include "app/platform/gl/gl_texture_baker.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "app/platform/gl/gl_api.h"
#include "app/platform/gl/gl_imgui_renderer.h"
#include "imgui.h"

namespace mancala::app {
namespace {

void blendPremultiplied(const ImDrawList*, const ImDrawCmd*) {
  glBlendFuncSeparate(GL_ONE, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
}

class GlTextureBaker final : public TextureBaker {
 public:
  // Whether a texture can be drawn into on this device is asked once, here, while the GPU has
  // nothing queued: asking at each bake made the frame wait for the GPU to finish the work
  // queued before it (a tenth of a second each in the first frame, with a software renderer).
  // WebGL 2 promises it for RGBA textures of bytes, so the browser is not asked at all: the
  // question would wait for the GPU side to have made the context.
  GlTextureBaker() {
    GLint maxSize = 0;
    glGetIntegerv(GL_MAX_TEXTURE_SIZE, &maxSize);
    maxSize_ = std::min(8192, static_cast<int>(maxSize));
    glGenFramebuffers(1, &framebuffer_);
#ifdef __EMSCRIPTEN__
    works_ = true;
#else
    GLuint texture = 0;
    glGenTextures(1, &texture);
    glBindTexture(GL_TEXTURE_2D, texture);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, 1, 1, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture, 0);
    works_ = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, 0, 0);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glDeleteTextures(1, &texture);
#endif
  }

  ImTextureID bake(const ImDrawList& list, ImVec2 min, ImVec2 max, float pixelScale,
                   ImTextureID reuse) override {
    const int w = static_cast<int>(std::lround((max.x - min.x) * pixelScale));
    const int h = static_cast<int>(std::lround((max.y - min.y) * pixelScale));
    if (!works_ || w <= 0 || h <= 0 || w > maxSize_ || h > maxSize_) return nullptr;

    // Nothing of the context's state is read back (gl_imgui_renderer.h): the frame that
    // follows sets its viewport, clear colour and textures itself, and draws into the window's
    // framebuffer (0).
    GLuint texture = glName(reuse);
    if (!texture) glGenTextures(1, &texture);
    glBindTexture(GL_TEXTURE_2D, texture);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);

    glBindFramebuffer(GL_FRAMEBUFFER, framebuffer_);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture, 0);
    glClearColor(0, 0, 0, 0);
    glClear(GL_COLOR_BUFFER_BIT);

    ImDrawList* lists[] = {const_cast<ImDrawList*>(&list)};  // the renderer only reads it
    ImDrawData data;
    data.Valid = true;
    data.CmdLists = lists;
    data.CmdListsCount = 1;
    data.TotalVtxCount = list.VtxBuffer.Size;
    data.TotalIdxCount = list.IdxBuffer.Size;
    data.DisplayPos = min;
    data.DisplaySize =
        ImVec2(static_cast<float>(w) / pixelScale, static_cast<float>(h) / pixelScale);
    data.FramebufferScale = ImVec2(pixelScale, pixelScale);
    glRendererDraw(data);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, 0, 0);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    return textureId(texture);
  }

  void release(ImTextureID texture) override {
    const GLuint name = glName(texture);
    if (name) glDeleteTextures(1, &name);
  }

  ImDrawCallback premultipliedBlend() const override { return blendPremultiplied; }

 private:
  GLuint framebuffer_ = 0;
  bool works_ = false;  // an RGBA texture attached to a framebuffer is complete
  int maxSize_ = 0;     // the largest texture side
};

}  // namespace

TextureBaker& glTextureBaker() {
  static GlTextureBaker baker;
  return baker;
}

}  // namespace mancala::app
