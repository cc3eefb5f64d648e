// The messages the game sends to a page that embeds it (docs/EMBEDDING.md), as JSON text.
#pragma once

#include <string>
#include <string_view>

#include "app/model/formats/json_writer.h"
#include "core/position.h"

namespace mancala::app {

std::string readyMessage(const std::string& stateJson);
std::string newGameMessage(const std::string& stateJson);
std::string moveMessage(Move move, Player mover, const std::string& stateJson);
// `text`: the result in words (describeResult).
// A finished game kept in My games (games_mode.h), by its id.
std::string gameAddedMessage(const std::string& id);
std::string gameOverMessage(const Position& finished, const std::string& text,
                            const std::string& stateJson);

// A game by link changed on this device: the link to send to the other person (`side`), and
// whether this device now waits for theirs.
std::string friendLinkMessage(const std::string& fragment, Player side, bool waiting,
                              const std::string& stateJson);

}  // namespace mancala::app
