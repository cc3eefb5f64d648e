// The GL functions SDL2 asks for by name in the browser (SDL_GL_GetProcAddress, through EGL):
// SDL_GL_ExtensionSupported and SDL_GL_GetAttribute look up these few. Emscripten's own
// eglGetProcAddress answers from a table of every WebGL function by name, which keeps all of
// them in the page (their JavaScript and the program's imports) whether the game calls them or
// not; this one, linked instead, knows only SDL's, so that the page keeps the functions the
// game and ImGui call directly. An unknown name gets null, EGL's "no such function".
#include <EGL/egl.h>
#include <GLES3/gl3.h>

#include <cstring>

namespace {

template <typename F>
__eglMustCastToProperFunctionPointerType entry(F* f) {
  return reinterpret_cast<__eglMustCastToProperFunctionPointerType>(f);
}

}  // namespace

extern "C" __eglMustCastToProperFunctionPointerType eglGetProcAddress(const char* name) {
  if (!name) return nullptr;
  struct Named {
    const char* name;
    __eglMustCastToProperFunctionPointerType f;
  };
  const Named known[] = {
      {"glGetString", entry(&glGetString)},
      {"glGetStringi", entry(&glGetStringi)},
      {"glGetIntegerv", entry(&glGetIntegerv)},
      {"glGetError", entry(&glGetError)},
      {"glBindFramebuffer", entry(&glBindFramebuffer)},
      {"glGetFramebufferAttachmentParameteriv", entry(&glGetFramebufferAttachmentParameteriv)},
  };
  for (const Named& k : known)
    if (std::strcmp(k.name, name) == 0) return k.f;
  return nullptr;
}
