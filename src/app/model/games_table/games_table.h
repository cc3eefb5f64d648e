// The games the app offers, one entry each, in the order the app lists them (the start screen's
// cards, the kiosk's round, My games' filter, the page's element): what the app and the page ask
// of a game instead of naming it. The rules themselves are the core's (core/rules.h, core/match.h);
// a game's texts, puzzles, diagrams and kiosk captions are found by its code (app/text/), its
// set-up fields by the games each applies to (setup_fields.h); the page's element reads this table
// too, written into the web build by tools/setup_fields_js.cpp.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "app/text/i18n.h"
#include "core/types.h"

namespace mancala::app {

// How a match's standing is told: its tally, the games each player won, or (buying holes) the
// holes each owns in the next game.
enum class MatchStanding : std::uint8_t { Tally, GamesWon, HolesOwned };

struct GameInfo {
  Variant id;
  std::string_view code;   // in the address, the page, the saves and the texts' files
  std::string_view title;  // its name, the same in every language
  bool storeBowls;         // captured seeds in a bowl at each row's end, never sown into (else a
                           // store on each player's right)
  bool buysHoles;          // a match's winner buys holes of the next game (a purchase between
                           // games, bought holes on the board, a match to ten holes)
  bool relays;             // a lap that ends in an emptied hole sows on (the move list's »)
  bool grandSlams;         // taking all of the opponent's row is a grand slam (the move list's !)
  bool tournamentRule;     // the set-up's option that a grand slam captures nothing
  bool playsOut;           // a game decided by captures is played out to its end
  bool namedHoles;         // its holes have names of their own (warriHoleName)
  MatchStanding standing;  // how a match's standing is told
  int championWins;        // the wins that end a full match (0: none do)
  const char* fullMatch;   // a full match's length, as the start form offers it
};

inline constexpr std::array<GameInfo, 3> kGames{{
    {.id = Variant::AdjiKui1,
     .code = "adji-kui-1",
     .title = "Adji Kui I",
     .storeBowls = true,
     .buysHoles = false,
     .relays = false,
     .grandSlams = false,
     .tournamentRule = false,
     .playsOut = true,
     .namedHoles = false,
     .standing = MatchStanding::Tally,
     .championWins = 0,
     .fullMatch = N_("As many games as you like")},
    {.id = Variant::AdjiKui2,
     .code = "adji-kui-2",
     .title = "Adji Kui II",
     .storeBowls = true,
     .buysHoles = true,
     .relays = true,
     .grandSlams = false,
     .tournamentRule = false,
     .playsOut = true,
     .namedHoles = false,
     .standing = MatchStanding::HolesOwned,
     .championWins = 0,
     .fullMatch = N_("Until a player cannot fill a hole")},
    {.id = Variant::Warri,
     .code = "warri",
     .title = "Warri",
     .storeBowls = false,
     .buysHoles = false,
     .relays = false,
     .grandSlams = true,
     .tournamentRule = true,
     .playsOut = false,
     .namedHoles = true,
     .standing = MatchStanding::GamesWon,
     .championWins = 6,
     .fullMatch = N_("First to win 6 games")},
}};

// The game the app starts with, and the kiosk's first.
inline constexpr Variant kFirstGame = kGames[0].id;

constexpr const GameInfo& gameInfo(Variant v) {
  for (const GameInfo& g : kGames)
    if (g.id == v) return g;
  return kGames[0];
}

// The game after `v` in the table's order, the first after the last (the kiosk's round).
constexpr Variant nextGame(Variant v) {
  for (std::size_t i = 0; i + 1 < kGames.size(); ++i)
    if (kGames[i].id == v) return kGames[i + 1].id;
  return kGames[0].id;
}

}  // namespace mancala::app
