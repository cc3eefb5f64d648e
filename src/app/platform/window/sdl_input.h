// SDL's events turned into the app's input (ui/widgets/input.h): keys and pointers, as the app
// understands them. ImGui gets every event through its own backend besides.
#pragma once

#include <SDL.h>

#include "app/ui/app/frontend.h"

namespace mancala::app {

// Hands `event` to `frontend` if it is a key press or a pointer's press or move; else nothing.
void forwardInput(const SDL_Event& event, Frontend& frontend);

}  // namespace mancala::app
