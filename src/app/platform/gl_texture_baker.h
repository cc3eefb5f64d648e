// The ui's TextureBaker (ui/texture_baker.h) on OpenGL 3 / WebGL 2: a draw list rendered by
// ImGui's OpenGL backend into a texture through a framebuffer object.
#pragma once

#include "app/ui/texture_baker.h"

namespace mancala::app {

// The baker of the current GL context (made by runPlatform after ImGui's OpenGL backend).
TextureBaker& glTextureBaker();

}  // namespace mancala::app
