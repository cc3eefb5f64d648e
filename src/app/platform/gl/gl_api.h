// The GL functions of the platform's renderer and texture baker: OpenGL 3 on the desktop,
// WebGL 2 (GLES 3) in the browser; and ImGui's texture ids as GL texture names.
#pragma once

#include <cstdint>

#include "imgui.h"

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#else
#define GL_GLEXT_PROTOTYPES 1
#include <SDL_opengl.h>
#endif

namespace mancala::app {

inline GLuint glName(ImTextureID id) {
  return static_cast<GLuint>(reinterpret_cast<std::uintptr_t>(id));
}
inline ImTextureID textureId(GLuint name) {
  return reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(name));
}

}  // namespace mancala::app
