// The five playing levels of the computer opponent, and its match decisions.
//
// The weaker levels look less far ahead and choose among the moves that look good to them
// with some randomness, so their mistakes are the plausible ones a person makes (a capture
// that loses more in reply, a threat not seen) rather than random moves.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/match.h"

namespace mancala::ai {

enum class Level : std::uint8_t { Beginner, Easy, Medium, Hard, Master };
inline constexpr std::array<Level, 5> kAllLevels{Level::Beginner, Level::Easy, Level::Medium,
                                                 Level::Hard, Level::Master};

std::string_view levelName(Level level);  // "Beginner", ...
std::string_view levelKey(
    Level level);  // "beginner", ...: as addresses, saves and the page write it
std::string_view levelDescription(Level level);          // one or two sentences for the interface
std::optional<Level> parseLevel(std::string_view name);  // "beginner".."master", any case

// The level's move in the current position of `game` (its history counts for repetition).
// Deterministic for a given game and seed; a different seed may give a different move at the
// levels that vary their play. Precondition: the game is not over.
// `stop` (search.h's SearchLimits::stop), set from another thread, ends the thinking of Hard
// and Master at once with the best move found so far (always a legal one); the lower levels
// are too quick to need it.
Move chooseMove(const Game& game, Level level, std::uint64_t seed,
                const std::atomic<bool>* stop = nullptr);

// Adji Kui II match play: the holes of the opponent's row the buyer buys (exactly as many as
// the match's purchase requires), chosen by the level's judgement. Empty when no purchase is
// due. The result passes checkPurchase and can go straight to startNextGame.
std::vector<int> choosePurchase(const MatchState& match, Level level, std::uint64_t seed);

// Reference players for measuring strength: a uniformly random legal move, and the move that
// captures the most at once (ties broken at random).
Move randomMove(const Game& game, std::uint64_t seed);
Move greedyMove(const Game& game, std::uint64_t seed);

}  // namespace mancala::ai
