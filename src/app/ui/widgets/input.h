// Input as the app sees it: keys by what they mean to the game, pointers by whether a finger
// or a mouse moved them. The platform translates its own events (SDL's) into these; ImGui gets
// the raw events from the platform's backend for its widgets.
#pragma once

#include <cstdint>

namespace mancala::app {

enum class Key : std::uint8_t {
  Other,
  Left,
  Right,
  Up,
  Down,
  Enter,  // Return or the keypad's Enter
  Space,
  Escape,
  Tab,  // where the platform does not leave it to the page (the desktop)
  Backspace,
  F12,
  C,
  G,
  H,
  I,
  M,
  N,
  R,
  S,
  U,
  V,
  Y,
  Z,
};

// An arrow's step across (-1 left, 1 right) and down (-1 up, 1 down); 0 for any other key.
constexpr int arrowX(Key k) { return k == Key::Left ? -1 : k == Key::Right ? 1 : 0; }
constexpr int arrowY(Key k) { return k == Key::Up ? -1 : k == Key::Down ? 1 : 0; }

struct KeyPress {
  Key key = Key::Other;
  bool ctrl = false;  // Ctrl, or Cmd on a Mac
  bool shift = false;
};

struct PointerEvent {
  enum class Kind : std::uint8_t { Down, Move, Up };
  Kind kind = Kind::Move;
  bool touch = false;        // a finger (or a mouse event made from one)
  bool buttonsHeld = false;  // for Move: a button or finger is down
};

}  // namespace mancala::app
