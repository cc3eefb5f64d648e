// The one-line JSON state of the engine protocol (ENGINE_PROTOCOL.md), shared with the page API.
#pragma once

#include <optional>
#include <string>

#include "match.h"
#include "position.h"

namespace mancala {

std::string stateJson(Variant variant, const Position& pos, const MatchState* match);

}  // namespace mancala
