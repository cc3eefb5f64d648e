// The ui's TextureBaker (ui/board/texture_baker.h) on OpenGL 3 / WebGL 2: a draw list rendered by
// gl_imgui_renderer into a texture through a framebuffer object.
#pragma once

#include "app/ui/board/texture_baker.h"

namespace mancala::app {

// The baker of the current GL context (made by runPlatform after the renderer).
TextureBaker& glTextureBaker();

}  // namespace mancala::app
