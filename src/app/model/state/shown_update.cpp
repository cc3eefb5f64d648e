#include "app/model/state/shown_update.h"

#include <string>

#include "app/model/state/host_reach.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::optional<Refusal> update(ShownState&, const cmd::Say& c, Context& ctx) {
  ctx.say(c.text);
  return std::nullopt;
}

std::optional<Refusal> update(ShownState& shown, const cmd::ShowRules& c, Context& ctx) {
  if (ctx.state.device.kiosk.on) return Refusal{RefusalCode::Unavailable, {}};
  shown.rulesAsked = {c.game.value_or(ctx.state.game.startChoices.variant),
                      shown.rulesAsked.count + 1};
  return std::nullopt;
}

std::optional<Refusal> update(ShownState&, const cmd::RulesPage& c, Context& ctx) {
  if (!hostReach(ctx.host, ctx.state.device).canOpenRulesPages)
    return Refusal{RefusalCode::Unavailable, {}};
  ctx.ask(effect::OpenRulesPage{std::string(variantName(c.game)),
                                std::string(languageCode(currentLanguage()))});
  return std::nullopt;
}

}  // namespace mancala::app
