// The small pieces of sentences that the live region, the panels and the tooltips share, so
// that each is written (and translated) once.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/match.h"
#include "core/position.h"

namespace mancala::app {

// The player's name in the current language: "South" / "North".
// Two sentences, a space between them; either may be empty.
std::string joinSentences(std::string first, std::string_view second);

std::string sideName(Player p);
// "1 seed" / "4 seeds".
std::string seedCount(int n);
// "a win by 4 seeds", "a draw", "a loss by 2 seeds": a final margin for the side it is counted
// for.
std::string marginText(int margin);
// What a person buying holes between Adji Kui II games is asked: "South buys 1 of North's
// holes: click it on the board."
// Once `chosen` holes are as many as the purchase asks, the sentence says so instead.
std::string purchaseInstruction(const Purchase& due, std::size_t chosen);
// Why the game ended, in one sentence ("" while it goes on).
std::string endReason(const Position& finished);
// "South 27 – North 21: South wins." (without the verdict while the game goes on).
std::string scoreLine(const Position& pos);
// Warri's name for `hole` as the owner of its row sees it, with what the name means ("North's
// head: the hole at the right end of the row"); none for the holes without one.
std::optional<std::string> warriHoleName(int hole);

}  // namespace mancala::app
