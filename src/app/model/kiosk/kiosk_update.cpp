#include "app/model/kiosk/kiosk_update.h"

#include "app/text/i18n.h"

namespace mancala::app {

std::optional<Refusal> update(std::optional<Kiosk>& kiosk, const cmd::KioskTouch&, Context& ctx) {
  if (!kiosk) return Refusal{RefusalCode::Unavailable, {}};
  kiosk->touched(ctx.now);
  return std::nullopt;
}

std::optional<Refusal> update(std::optional<Kiosk>& kiosk, const cmd::KioskShow& c, Context& ctx) {
  if (!kiosk) return Refusal{RefusalCode::Unavailable, {}};
  kiosk->showGame(c.game, ctx);
  kiosk->touched(ctx.now);
  return std::nullopt;
}

std::optional<Refusal> update(std::optional<Kiosk>& kiosk, const cmd::KioskPlay&, Context& ctx) {
  if (!kiosk) return Refusal{RefusalCode::Unavailable, {}};
  kiosk->play(ctx);
  return std::nullopt;
}

std::optional<Refusal> update(std::optional<Kiosk>& kiosk, const cmd::KioskReset&, Context& ctx) {
  if (!kiosk) return Refusal{RefusalCode::Unavailable, {}};
  kiosk->reset(ctx);
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::Watch& c, Context&) {
  game.watchedOnly = c.on;
  return std::nullopt;
}

void beginKiosk(std::optional<Kiosk>& kiosk, Context& ctx) {
  if (!ctx.state.device.kiosk.on || kiosk) return;
  // The kiosk's language is the one it started in (a language still fetched, once it comes).
  kiosk.emplace(ctx.state.device.kiosk, pendingLanguage().value_or(currentLanguage()));
  kiosk->begin(ctx);
}

void moveKiosk(std::optional<Kiosk>& kiosk, Context& ctx) {
  if (kiosk) kiosk->update(ctx);
}

}  // namespace mancala::app
