// The settings' commands (command.h) carried out on the settings' part of the state (app_state.h):
// sound, high contrast, a look, the language, each kept with the settings (a Save); and the
// system's facts that the page sends (less motion, a light scheme), which are not kept. The
// puzzles solved are kept with the settings too.
#pragma once

#include <optional>
#include <string_view>

#include "app/model/common/command.h"
#include "app/model/state/context.h"

namespace mancala::app {

std::optional<Refusal> update(SettingsState& settings, const cmd::Sound& c, Context& ctx);
std::optional<Refusal> update(SettingsState& settings, const cmd::Contrast& c, Context& ctx);
std::optional<Refusal> update(SettingsState& settings, const cmd::Theme& c, Context& ctx);
std::optional<Refusal> update(SettingsState& settings, const cmd::LanguageChoice& c, Context& ctx);
std::optional<Refusal> update(DeviceFacts& device, const cmd::Motion& c, Context& ctx);
std::optional<Refusal> update(DeviceFacts& device, const cmd::Scheme& c, Context& ctx);

// Notes a puzzle solved; whether it was not yet (the settings then to be saved).
bool notePuzzleSolved(SettingsState& settings, std::string_view id);

}  // namespace mancala::app
