// Pictures painted once and drawn again as one textured quad: the board's wood and the seeds.
// The ui paints them with ImGui's draw lists; the platform renders a list into a texture
// (platform/gl/gl_texture_baker.cpp). Without a baker (no GPU, the tests) the ui paints directly.
#pragma once

#include "imgui.h"

namespace mancala::app {

class TextureBaker {
 public:
  virtual ~TextureBaker() = default;
  // Renders `list` (screen coordinates) into a texture of the screen rectangle [min, max] at
  // `pixelScale` physical pixels per logical pixel, reusing `reuse` when given. The texture
  // holds premultiplied colour: draw it between premultipliedBlend() and
  // ImDrawCallback_ResetRenderState. Returns nullptr when it cannot.
  virtual ImTextureID bake(const ImDrawList& list, ImVec2 min, ImVec2 max, float pixelScale,
                           ImTextureID reuse) = 0;
  virtual void release(ImTextureID texture) = 0;
  // A draw callback that blends premultiplied colour until the render state is reset.
  virtual ImDrawCallback premultipliedBlend() const = 0;
};

// The baker the board's painting uses (none at first: it paints directly).
void useTextureBaker(TextureBaker* baker);
TextureBaker* textureBaker();

// While it lives, the board is painted directly, without the baker: for small boards that move
// with a scrolled text (the rules' diagrams), which would otherwise push the game's board out of
// the few pictures kept baked.
class PaintDirectly {
 public:
  PaintDirectly();
  ~PaintDirectly();
  PaintDirectly(const PaintDirectly&) = delete;
  PaintDirectly& operator=(const PaintDirectly&) = delete;

 private:
  TextureBaker* kept_;
};

}  // namespace mancala::app
