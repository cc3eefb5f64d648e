#include "app/platform/gl/gl_imgui_renderer.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <vector>

#include "app/platform/gl/gl_api.h"
#include "imgui.h"

namespace mancala::app {
namespace {

// Every frame is drawn whole however many vertices it holds: its indices are 32-bit
// (cmake/ImGui.cmake), so a draw list never wraps past 65,536 vertices.
static_assert(sizeof(ImDrawIdx) == 4, "ImDrawIdx must be 32-bit (cmake/ImGui.cmake)");

struct Renderer {
  GLuint program = 0, vertexShader = 0, fragmentShader = 0;
  GLuint vertexArray = 0, vertices = 0, indices = 0;
  GLsizeiptr vertexBytes = 0, indexBytes = 0;
  GLuint fonts = 0;
  int linked = -1;  // the link's status, once asked (glRendererWorks): -1 not yet
};
Renderer r;

// Attribute locations, bound before linking (no glGetAttribLocation). The two last ones are
// constants (glVertexAttrib4f, no array): the projection, and how to read the bound texture.
// Uniforms would do the same, but their locations are questions to the GPU process, asked
// before the first frame could be drawn.
enum : GLuint { kPosition = 0, kUv = 1, kColour = 2, kProjection = 3, kTexel = 4 };

// Compiled and linked without asking how it went: each question waits for the GPU process,
// there for the compilation to end. glRendererWorks asks once the first frame is drawn.
GLuint compile(GLenum kind, const char* version, const char* body) {
  const GLuint shader = glCreateShader(kind);
  const char* parts[] = {version, "\n", body};
  glShaderSource(shader, 3, parts, nullptr);
  glCompileShader(shader);
  return shader;
}

void printShaderLog(GLuint shader, const char* kind) {
  char log[512] = {};
  glGetShaderInfoLog(shader, sizeof log, nullptr, log);
  if (log[0]) std::fprintf(stderr, "ImGui's %s shader: %s\n", kind, log);
}

// Projection: ImGui's coordinates times its xy plus its zw give the viewport's. Texel: the
// texture is the font atlas, one channel of coverage (1, 0), or colours (0, 1).
constexpr const char* kVertexShader = R"(
in vec2 Position;
in vec2 UV;
in vec4 Color;
in vec4 Projection;
in vec2 Texel;
out vec2 Frag_UV;
out vec4 Frag_Color;
out vec2 Frag_Texel;
void main() {
  Frag_UV = UV;
  Frag_Color = Color;
  Frag_Texel = Texel;
  gl_Position = vec4(Position * Projection.xy + Projection.zw, 0, 1);
})";

constexpr const char* kFragmentShader = R"(
#ifdef GL_ES
precision mediump float;
#endif
uniform sampler2D Texture;
in vec2 Frag_UV;
in vec4 Frag_Color;
in vec2 Frag_Texel;
out vec4 Out_Color;
void main() {
  vec4 t = texture(Texture, Frag_UV.st);
  Out_Color = Frag_Color * (Frag_Texel.x * vec4(1.0, 1.0, 1.0, t.r) + Frag_Texel.y * t);
})";

// Which way the shader reads `texture` (the font atlas holds one channel, the rest colours).
void readTexture(GLuint texture) {
  if (texture == r.fonts)
    glVertexAttrib4f(kTexel, 1, 0, 0, 0);
  else
    glVertexAttrib4f(kTexel, 0, 1, 0, 0);
}

void setUpState(const ImDrawData& data, int width, int height) {
  glEnable(GL_BLEND);
  glBlendEquation(GL_FUNC_ADD);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDisable(GL_CULL_FACE);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_STENCIL_TEST);
  glEnable(GL_SCISSOR_TEST);
  glViewport(0, 0, width, height);
  const float L = data.DisplayPos.x, R = data.DisplayPos.x + data.DisplaySize.x;
  const float T = data.DisplayPos.y, B = data.DisplayPos.y + data.DisplaySize.y;
  // ImGui's coordinates (y down) onto the viewport's (-1 to 1, y up).
  glVertexAttrib4f(kProjection, 2.0f / (R - L), 2.0f / (T - B), (R + L) / (L - R),
                   (T + B) / (B - T));
  glUseProgram(r.program);
  glActiveTexture(GL_TEXTURE0);
  glBindVertexArray(r.vertexArray);
  glBindBuffer(GL_ARRAY_BUFFER, r.vertices);
}

}  // namespace

bool glRendererInit(const char* glslVersion) {
  r.vertexShader = compile(GL_VERTEX_SHADER, glslVersion, kVertexShader);
  r.fragmentShader = compile(GL_FRAGMENT_SHADER, glslVersion, kFragmentShader);
  r.program = glCreateProgram();
  glAttachShader(r.program, r.vertexShader);
  glAttachShader(r.program, r.fragmentShader);
  glBindAttribLocation(r.program, kPosition, "Position");
  glBindAttribLocation(r.program, kUv, "UV");
  glBindAttribLocation(r.program, kColour, "Color");
  glBindAttribLocation(r.program, kProjection, "Projection");
  glBindAttribLocation(r.program, kTexel, "Texel");
  glLinkProgram(r.program);
  // Sent to the GPU side now, to be compiled while the first frame's interface is laid out
  // (queued, it would wait for the first frame's first question, glUseProgram).
  glFlush();
  // The sampler's uniform keeps its first value, 0: texture unit 0.

  // One vertex array for ever: its attributes point into the one vertex buffer.
  glGenVertexArrays(1, &r.vertexArray);
  glGenBuffers(1, &r.vertices);
  glGenBuffers(1, &r.indices);
  glBindVertexArray(r.vertexArray);
  glBindBuffer(GL_ARRAY_BUFFER, r.vertices);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, r.indices);  // part of the vertex array's state
  glEnableVertexAttribArray(kPosition);
  glEnableVertexAttribArray(kUv);
  glEnableVertexAttribArray(kColour);
  const auto at = [](std::size_t offset) { return reinterpret_cast<const void*>(offset); };
  glVertexAttribPointer(kPosition, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert),
                        at(offsetof(ImDrawVert, pos)));
  glVertexAttribPointer(kUv, 2, GL_FLOAT, GL_FALSE, sizeof(ImDrawVert),
                        at(offsetof(ImDrawVert, uv)));
  glVertexAttribPointer(kColour, 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(ImDrawVert),
                        at(offsetof(ImDrawVert, col)));

  ImGuiIO& io = ImGui::GetIO();
  io.BackendRendererName = "mancala_gl";
  return r.program != 0;
}

bool glRendererWorks() {
  if (r.linked >= 0) return r.linked != 0;
  GLint linked = 0;
  if (r.program) glGetProgramiv(r.program, GL_LINK_STATUS, &linked);
  r.linked = linked ? 1 : 0;
  if (!linked) {
    printShaderLog(r.vertexShader, "vertex");
    printShaderLog(r.fragmentShader, "fragment");
    char log[512] = {};
    if (r.program) glGetProgramInfoLog(r.program, sizeof log, nullptr, log);
    std::fprintf(stderr, "ImGui's shader program does not link: %s\n", log);
  }
  // The shaders are no longer needed (nor their logs).
  for (GLuint* shader : {&r.vertexShader, &r.fragmentShader}) {
    if (r.program) glDetachShader(r.program, *shader);
    glDeleteShader(*shader);
    *shader = 0;
  }
  return linked != 0;
}

void glRendererShutdown() {
  if (r.fonts) glDeleteTextures(1, &r.fonts);
  if (r.vertexArray) glDeleteVertexArrays(1, &r.vertexArray);
  if (r.vertices) glDeleteBuffers(1, &r.vertices);
  if (r.indices) glDeleteBuffers(1, &r.indices);
  for (GLuint shader : {r.vertexShader, r.fragmentShader})
    if (shader) glDeleteShader(shader);
  if (r.program) glDeleteProgram(r.program);
  ImGui::GetIO().Fonts->SetTexID(nullptr);
  r = Renderer{};
}

void glRendererUploadFonts() {
  ImGuiIO& io = ImGui::GetIO();
  unsigned char* pixels = nullptr;
  int width = 0, height = 0;
  // The atlas as ImGui makes it, one byte a pixel (a quarter of the RGBA copy, and no copy).
  io.Fonts->GetTexDataAsAlpha8(&pixels, &width, &height);
  if (!r.fonts) glGenTextures(1, &r.fonts);
  glBindTexture(GL_TEXTURE_2D, r.fonts);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, width, height, 0, GL_RED, GL_UNSIGNED_BYTE, pixels);
  io.Fonts->SetTexID(textureId(r.fonts));
}

void glRendererDraw(const ImDrawData& data) {
  const int width = static_cast<int>(data.DisplaySize.x * data.FramebufferScale.x);
  const int height = static_cast<int>(data.DisplaySize.y * data.FramebufferScale.y);
  if (width <= 0 || height <= 0 || !r.program) return;
  setUpState(data, width, height);
  const ImVec2 offset = data.DisplayPos, scale = data.FramebufferScale;
  constexpr GLuint kNone = ~0u;
  GLuint boundTexture = kNone;
  for (int n = 0; n < data.CmdListsCount; ++n) {
    const ImDrawList& list = *data.CmdLists[n];
    const auto vertexBytes =
        static_cast<GLsizeiptr>(list.VtxBuffer.Size) * static_cast<GLsizeiptr>(sizeof(ImDrawVert));
    const auto indexBytes =
        static_cast<GLsizeiptr>(list.IdxBuffer.Size) * static_cast<GLsizeiptr>(sizeof(ImDrawIdx));
    if (r.vertexBytes < vertexBytes) {
      r.vertexBytes = vertexBytes;
      glBufferData(GL_ARRAY_BUFFER, r.vertexBytes, nullptr, GL_STREAM_DRAW);
    }
    if (r.indexBytes < indexBytes) {
      r.indexBytes = indexBytes;
      glBufferData(GL_ELEMENT_ARRAY_BUFFER, r.indexBytes, nullptr, GL_STREAM_DRAW);
    }
    glBufferSubData(GL_ARRAY_BUFFER, 0, vertexBytes, list.VtxBuffer.Data);
    glBufferSubData(GL_ELEMENT_ARRAY_BUFFER, 0, indexBytes, list.IdxBuffer.Data);
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
      if (cmd.UserCallback == ImDrawCallback_ResetRenderState) {
        setUpState(data, width, height);
        boundTexture = kNone;
        continue;
      }
      if (cmd.UserCallback) {
        cmd.UserCallback(&list, &cmd);
        continue;
      }
      const float x0 = (cmd.ClipRect.x - offset.x) * scale.x,
                  y0 = (cmd.ClipRect.y - offset.y) * scale.y;
      const float x1 = (cmd.ClipRect.z - offset.x) * scale.x,
                  y1 = (cmd.ClipRect.w - offset.y) * scale.y;
      if (x1 <= x0 || y1 <= y0) continue;
      glScissor(static_cast<int>(x0), static_cast<int>(static_cast<float>(height) - y1),
                static_cast<int>(x1 - x0), static_cast<int>(y1 - y0));
      if (const GLuint texture = glName(cmd.GetTexID()); texture != boundTexture) {
        glBindTexture(GL_TEXTURE_2D, texture);
        readTexture(texture);
        boundTexture = texture;
      }
      glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(cmd.ElemCount), GL_UNSIGNED_INT,
                     reinterpret_cast<const void*>(cmd.IdxOffset * sizeof(ImDrawIdx)));
    }
  }
  glDisable(GL_SCISSOR_TEST);
}

bool glWriteScreenshot(const char* path, int width, int height) {
  const auto row = static_cast<std::size_t>(width) * 3;
  std::vector<unsigned char> pixels(row * static_cast<std::size_t>(height));
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());
  std::FILE* f = std::fopen(path, "wb");
  if (!f) {
    std::fprintf(stderr, "cannot write %s\n", path);
    return false;
  }
  std::fprintf(f, "P6\n%d %d\n255\n", width, height);
  for (int y = height - 1; y >= 0; --y)  // OpenGL rows start at the bottom
    std::fwrite(pixels.data() + static_cast<std::size_t>(y) * row, 1, row, f);
  std::fclose(f);
  return true;
}

}  // namespace mancala::app
