// The start screen's choices as the page's form shows them (web/shell/start-form.js): each choice
// with its label and options in the player's language and its value, and a choice the form made
// sent back as the start screen's Choose command (model/modes/command.h), whose field names these
// are. The form and the canvas show the same set-up.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "app/model/common/session.h"

namespace mancala::app {

// {"title", "start", "play", "playHelp", "playLevel": field, "fields": [field...], "actions":
// [{"name", "label", "help"}]}, a field being {"name", "label", "kind": "radio"|
// "select", "value", "options": [{"value", "label"}]}; a choice that does not apply (the level of
// a person, the match's length in a single game) is left out. "playLevel" is the computer's
// level for "Play the computer" (North's), "playHelp" saying the player's `record` against it
// where there is one ("Medium: 7–3 in your last 10 games"); "actions" the start screen's other
// ways in, each named as the command it sends: learn, rules, puzzles, my-games where `myGames`
// (My games kept here), and back-to-game where `backToGame`.
// `friendSide`: the players' choice, a friend by link with this device on that side, or none
// (the players on this device); no such choice where links cannot be sent (`links` false).
std::string startFormJson(const SessionSetup& setup, std::optional<Player> friendSide = {},
                          bool links = false, bool backToGame = false, bool myGames = false,
                          std::string_view record = {});

}  // namespace mancala::app
