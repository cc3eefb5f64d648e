// The board in words, in the player's language: a hole as a screen reader hears it, what
// choosing it answers when it is not a move (a hole bought or given back, the game come back to
// from the past or from the line shown), and the banner over the board while a move is shown (a
// grand slam's extra turn, a pass, the game's end).
#pragma once

#include <optional>
#include <string>

#include "app/model/words/refusal.h"
#include "core/types.h"

namespace mancala::app {

// What Enter does on a hole that may be chosen.
enum class HoleAction : std::uint8_t { Sow, Buy };

// A hole as it stands: its index, its owner, its seeds.
struct HoleFacts {
  int hole = 0;
  Player owner = Player::South;
  int seeds = 0;
};

// "Hole c, South: 4 seeds." then, for the page's mirror of the board (`reasons`), "Playable."
// or "Not playable: " and why; else, where it may be chosen, what Enter does.
std::string holeText(const HoleFacts& hole, const std::optional<Refusal>& whyNot, bool reasons,
                     HoleAction action);

// "Hole c bought (1 of 2).", "Hole c given back."
std::string holeBoughtText(int hole, int chosen, int due);
std::string holeGivenBackText(int hole);

// A click on the board while the past is looked at, or while the review's line is shown: back
// to the game as it is now, or to the position before move `move` (counted from 1).
std::string backToGameText();
std::string backToPositionText(std::size_t move);

std::string grandSlamBanner(Player player);
std::string passBanner(Player player);
std::string gameOverBanner();

}  // namespace mancala::app
