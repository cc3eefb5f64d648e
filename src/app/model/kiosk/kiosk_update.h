// The kiosk's commands (command.h) and its clock, carried out on its state (kiosk.h), a part of the
// app's modes (AppState's modes.kiosk: none outside a kiosk), and on the game it shows (Watch). The
// kiosk drives the game through the commands a person would send: each update leaves them in
// ctx.thenApply, which the owner applies in order once it is done.
#pragma once

#include <optional>

#include "app/model/common/command.h"
#include "app/model/kiosk/kiosk.h"
#include "app/model/state/context.h"

namespace mancala::app {

// A touch, a click or a key: the idle time starts again. Refused outside a kiosk (Unavailable),
// as each of the kiosk's commands is.
std::optional<Refusal> update(std::optional<Kiosk>& kiosk, const cmd::KioskTouch& c, Context& ctx);
// The game that plays itself on the attract screen (and that a visitor plays), chosen: a touch.
std::optional<Refusal> update(std::optional<Kiosk>& kiosk, const cmd::KioskShow& c, Context& ctx);
// A visitor's game against the computer at a friendly level, in the game shown.
std::optional<Refusal> update(std::optional<Kiosk>& kiosk, const cmd::KioskPlay& c, Context& ctx);
// Back to the attract screen: the kiosk's language and settings, a new attract game.
std::optional<Refusal> update(std::optional<Kiosk>& kiosk, const cmd::KioskReset& c, Context& ctx);
// What the kiosk asks of the game: one the people in front of the screen only watch (the attract
// game, which the kiosk plays for both sides: no hole offered to them), or one they play again.
std::optional<Refusal> update(GameState& game, const cmd::Watch& c, Context& ctx);

// Once a frame, in this order. The kiosk made and its attract screen begun, at the first frame of
// a kiosk (?kiosk=1) once the app has started up, in the language it started in.
void beginKiosk(std::optional<Kiosk>& kiosk, Context& ctx);
// The kiosk's clock (Kiosk::update): the attract game's next move, the captions, the reset.
void moveKiosk(std::optional<Kiosk>& kiosk, Context& ctx);

}  // namespace mancala::app
