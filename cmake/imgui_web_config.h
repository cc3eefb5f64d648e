// Dear ImGui's compile-time options for the web build (IMGUI_USER_CONFIG, set by
// cmake/ImGui.cmake for ImGui and everything that includes it under Emscripten).
#pragma once

// No file functions: the page has no file system, and the game keeps no ImGui layout
// (io.IniFilename is null).
#define IMGUI_DISABLE_FILE_FUNCTIONS

// ImGui 1.86 has no switch to leave out its default font (ProggyClean, 12 KB of compressed data
// in imgui_draw.cpp): ImFontAtlas::Build() adds it when no font was added, so it stays in the
// program although the game always adds its own fonts first (app/ui/lettering/fonts.cpp). Here a call
// without arguments, Build()'s, becomes nothing (an atlas without fonts); the declaration and the
// definition (both with arguments) stay as they are, so that a call with arguments still gets the
// real function, and the data with it.
#define AddFontDefault(...) __VA_OPT__(AddFontDefault(__VA_ARGS__))
