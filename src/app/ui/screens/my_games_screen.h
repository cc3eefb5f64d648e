// The My games screen (games_mode.h): the games finished on this device, newest first, filtered
// by game and opponent; each opened in its review or played on from before its last move, or
// deleted (the last deletion undone); all exported as a file, a file imported; the player's
// record against each level played. Also the start screen's short line of that record.
#pragma once

#include <optional>
#include <string>

#include "app/model/modes/app_model.h"
#include "app/ui/windows/ui_state.h"

namespace mancala::app {

void drawMyGamesScreen(const AppModel& model, UiState& ui);
// "Medium: 7–3 in your last 10 games" for Play the computer at `level` in `variant`; none before
// a first game there (or where My games are not kept).
std::optional<std::string> startRecordLine(const AppModel& model, Variant variant, ai::Level level);

}  // namespace mancala::app
