// SDL's events turned into the app's input (ui/widgets/input.h).
#include "app/platform/window/sdl_input.h"

namespace mancala::app {
namespace {

Key keyOf(SDL_Keycode sym) {
  switch (sym) {
    case SDLK_LEFT: return Key::Left;
    case SDLK_RIGHT: return Key::Right;
    case SDLK_UP: return Key::Up;
    case SDLK_DOWN: return Key::Down;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: return Key::Enter;
    case SDLK_SPACE: return Key::Space;
    case SDLK_ESCAPE: return Key::Escape;
    case SDLK_TAB: return Key::Tab;
    case SDLK_BACKSPACE: return Key::Backspace;
    case SDLK_F12: return Key::F12;
    case SDLK_c: return Key::C;
    case SDLK_g: return Key::G;
    case SDLK_h: return Key::H;
    case SDLK_i: return Key::I;
    case SDLK_m: return Key::M;
    case SDLK_n: return Key::N;
    case SDLK_r: return Key::R;
    case SDLK_s: return Key::S;
    case SDLK_u: return Key::U;
    case SDLK_v: return Key::V;
    case SDLK_y: return Key::Y;
    case SDLK_z: return Key::Z;
    default: return Key::Other;
  }
}

}  // namespace

void forwardInput(const SDL_Event& event, Frontend& frontend) {
  using Kind = PointerEvent::Kind;
  switch (event.type) {
    case SDL_KEYDOWN:
      frontend.onKey({keyOf(event.key.keysym.sym),
                      (event.key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0,
                      (event.key.keysym.mod & KMOD_SHIFT) != 0});
      break;
    case SDL_FINGERDOWN: frontend.onPointer({Kind::Down, true, true}); break;
    case SDL_MOUSEBUTTONDOWN:
      frontend.onPointer({Kind::Down, event.button.which == SDL_TOUCH_MOUSEID, true});
      break;
    case SDL_MOUSEMOTION:
      frontend.onPointer(
          {Kind::Move, event.motion.which == SDL_TOUCH_MOUSEID, event.motion.state != 0});
      break;
    default: break;
  }
}

}  // namespace mancala::app
