# Dear ImGui 1.86 built from the Debian source package that ci/setup unpacks outside the clone
# (MANCALA_DEPS/imgui-src), with its SDL2 backend (the frames are drawn
# by the app's own renderer, src/app/platform/gl/gl_imgui_renderer.cpp). Also finds SDL2: the system
# package natively, the WebAssembly build in MANCALA_DEPS/sdl2-wasm-min under Emscripten.
#
# Defines two targets (third-party: none of the project's warning flags, and their headers are
# SYSTEM includes for their users):
#   imgui           the core alone: what app/ui draws with (no SDL, no GL);
#   imgui_backends  the SDL2 backend, for app/platform only.

set(MANCALA_DEPS "$ENV{MANCALA_DEPS}" CACHE PATH "Third-party sources and builds prepared by ci/setup")
if(NOT MANCALA_DEPS)
  set(MANCALA_DEPS /var/cache/mancala-deps CACHE PATH "" FORCE)
endif()

set(IMGUI_DIR ${MANCALA_DEPS}/imgui-src)
if(NOT EXISTS ${IMGUI_DIR}/imgui.cpp)
  message(FATAL_ERROR "Dear ImGui sources not found in ${IMGUI_DIR}: run ci/setup first.")
endif()

add_library(imgui STATIC
  ${IMGUI_DIR}/imgui.cpp
  ${IMGUI_DIR}/imgui_draw.cpp
  ${IMGUI_DIR}/imgui_tables.cpp
  ${IMGUI_DIR}/imgui_widgets.cpp)
target_include_directories(imgui SYSTEM PUBLIC ${IMGUI_DIR})
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS)
# 32-bit vertex indices: a frame may hold any number of vertices (a long text alone passes
# 65,536), and WebGL 2 has no glDrawElementsBaseVertex for ImGui's 16-bit vertex offsets.
target_compile_definitions(imgui PUBLIC ImDrawIdx=ImU32)
# ImGui's item hooks, through which its widgets report their labels: the app tells a screen
# reader the control that the keyboard's focus comes to. The hooks are the project's
# (src/app/ui/widgets/item_hooks.cpp), built into this library, which calls them.
target_compile_definitions(imgui PUBLIC IMGUI_ENABLE_TEST_ENGINE)
target_sources(imgui PRIVATE ${PROJECT_SOURCE_DIR}/src/app/ui/widgets/item_hooks.cpp)
target_include_directories(imgui PRIVATE ${PROJECT_SOURCE_DIR}/src)
# The web build leaves out ImGui's metrics and debugging windows (a developer's tool: 47 KB of the
# .wasm, 25 KB gzipped), its file functions and its default font, which the game never uses
# (cmake/imgui_web_config.h); the desktop build keeps them (the debug window's "ImGui metrics").
if(EMSCRIPTEN)
  target_compile_definitions(imgui PRIVATE IMGUI_DISABLE_METRICS_WINDOW)
  target_compile_definitions(
    imgui PUBLIC IMGUI_USER_CONFIG="${PROJECT_SOURCE_DIR}/cmake/imgui_web_config.h")
endif()
set_target_properties(imgui PROPERTIES CXX_STANDARD 11 CXX_EXTENSIONS OFF)

add_library(imgui_backends STATIC
  ${IMGUI_DIR}/backends/imgui_impl_sdl.cpp)
target_include_directories(imgui_backends SYSTEM PUBLIC ${IMGUI_DIR}/backends)
target_link_libraries(imgui_backends PUBLIC imgui)
set_target_properties(imgui_backends PROPERTIES CXX_STANDARD 11 CXX_EXTENSIONS OFF)

if(EMSCRIPTEN)
  # ci/setup's sdl2-wasm-min (what the web app uses), or another SDL2 prefix in MANCALA_DEPS.
  set(MANCALA_SDL2_WASM sdl2-wasm-min CACHE STRING "Which SDL2 for WebAssembly of MANCALA_DEPS to link")
  set(SDL2_WASM ${MANCALA_DEPS}/${MANCALA_SDL2_WASM})
  if(NOT EXISTS ${SDL2_WASM}/lib/libSDL2.a)
    message(FATAL_ERROR "SDL2 for WebAssembly not found in ${SDL2_WASM}: run ci/setup first.")
  endif()
  add_library(mancala_sdl2 INTERFACE)
  target_include_directories(mancala_sdl2 SYSTEM INTERFACE ${SDL2_WASM}/include/SDL2)
  target_link_libraries(mancala_sdl2 INTERFACE ${SDL2_WASM}/lib/libSDL2.a)
else()
  find_package(SDL2 REQUIRED)
  add_library(mancala_sdl2 INTERFACE)
  if(TARGET SDL2::SDL2)
    target_link_libraries(mancala_sdl2 INTERFACE SDL2::SDL2)
  else()
    target_include_directories(mancala_sdl2 SYSTEM INTERFACE ${SDL2_INCLUDE_DIRS})
    target_link_libraries(mancala_sdl2 INTERFACE ${SDL2_LIBRARIES})
  endif()
  target_link_libraries(imgui_backends PUBLIC ${CMAKE_DL_LIBS})
endif()
target_link_libraries(imgui_backends PUBLIC mancala_sdl2)
