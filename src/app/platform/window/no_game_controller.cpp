// The game controller functions that ImGui's SDL2 backend calls, answered by the program itself
// in the browser: "no controller". The backend asks for one only when the game sets
// ImGuiConfigFlags_NavEnableGamepad, which it never does (the page is played with a mouse, a
// finger or the keyboard), but the call alone would bring in SDL2's game controller code and
// its table of controller mappings. Linked into the program like gl_proc_address.cpp, so that
// these win over SDL2's own.
#include <SDL.h>

extern "C" {

SDL_GameController* SDL_GameControllerOpen(int) { return nullptr; }

Uint8 SDL_GameControllerGetButton(SDL_GameController*, SDL_GameControllerButton) { return 0; }

Sint16 SDL_GameControllerGetAxis(SDL_GameController*, SDL_GameControllerAxis) { return 0; }

}  // extern "C"
