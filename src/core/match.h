// Match play between games: Adji Kui II's hole-buying campaign, Warri's first to six wins,
// Adji Kui I's running tally. Pure functions on a plain value.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "errors.h"
#include "position.h"

namespace mancala {

struct MatchOptions {
  enum class Length : std::uint8_t {
    Full,             // Adji Kui II: until a player holds fewer than 4 seeds; Warri: first to 6
    FirstToTenHoles,  // Adji Kui II only: the first player to own 10 holes wins
    Games,            // a fixed number of games; the most wins (Adji Kui II: most holes) wins
  };
  Length length = Length::Full;
  int games = 0;  // for Length::Games
  Player firstStarter = Player::South;
};

// Adji Kui II: the holes a player will own in the next game, from the final totals.
struct HoleShares {
  std::array<int, 2> holes{6, 6};  // [South, North]
};
HoleShares holeShares(int southTotal, int northTotal);

// Whether a game of `v` can have these owners (Position::northOwned): in Adji Kui I and Warri
// each player owns his own row. In Adji Kui II a match gives each player 1 to 11 holes, those of
// his own row first, so that at most one of them owns holes on the other's row.
bool possibleOwners(Variant v, std::uint16_t northOwned);

// A purchase due before the next Adji Kui II game: `buyer` chooses `count` of the
// opponent's row holes.
struct Purchase {
  Player buyer = Player::South;
  int count = 0;
};

struct MatchState {
  Variant variant = Variant::AdjiKui1;
  MatchOptions options;
  int game = 1;                   // number of the game being played (1-based)
  std::array<int, 2> wins{0, 0};  // games won [South, North]
  int draws = 0;
  Player starter = Player::South;                 // who starts the current game
  std::uint16_t northOwned = kDefaultNorthOwned;  // ownership in the current game
  bool gameRecorded = false;                      // the current game's result is counted
  std::array<int, 2> lastTotals{0, 0};
  std::optional<Purchase> purchase;  // due before the next game (Adji Kui II)
  bool over = false;
  Outcome winner = Outcome::None;
};

MatchState newMatch(Variant v, MatchOptions options = {});

// The start position of the match's current game.
Position currentGameStart(const MatchState& m);

// Counts a finished game (idempotent: a second call for the same game does nothing), works
// out the hole shares and the purchase due, and ends the match when a rule says so.
void recordGame(MatchState& m, const Position& finished);

// Checks a purchase (holes on the opponent's row, exactly as many as due, no repeats).
// Returns what is wrong, or nothing when it is valid.
std::optional<MatchError> checkPurchase(const MatchState& m, const std::vector<int>& holes);

// The default choice when the buyer does not choose: the opponent's holes nearest the
// buyer's own row in sowing order (the head first).
std::vector<int> defaultPurchase(const MatchState& m);

// Starts the next game after recordGame. `holes` as for checkPurchase (ignored when no
// purchase is due, must then be empty). Returns what is wrong and changes nothing if the
// match is over, the game was not recorded, or the holes are invalid.
std::optional<MatchError> startNextGame(MatchState& m, const std::vector<int>& holes);

}  // namespace mancala
