// The table of games (games_table.h): every game of the core once, under the code and name the
// core reads and writes, and what the app asks of each game answered by it: the set-up fields that
// apply, a match's lengths, the kiosk's round. (The page's copy: setup_fields_script_check.mjs.)
#include <catch2/catch.hpp>
#include <set>
#include <string>

#include "app/model/common/session.h"
#include "app/model/common/setup_fields.h"
#include "app/model/games_table/games_table.h"
#include "core/types.h"

using namespace mancala;
using namespace mancala::app;

TEST_CASE("the table holds every game of the core once, by the core's code and name") {
  REQUIRE(kGames.size() == kAllVariants.size());
  std::set<Variant> seen;
  for (const GameInfo& g : kGames) {
    CHECK(seen.insert(g.id).second);
    CHECK(parseVariant(g.code) == g.id);
    CHECK(variantName(g.id) == g.code);
    CHECK(variantTitle(g.id) == g.title);
    CHECK(&gameInfo(g.id) == &g);
    CHECK(std::string(g.fullMatch).size() > 0);
  }
  CHECK(kFirstGame == kGames.front().id);
}

TEST_CASE("the tournament option applies to the games the table gives it, and only to them") {
  const SetupFieldInfo& slam = fieldInfo(SetupField::SlamCapturesNothing);
  for (const GameInfo& g : kGames) {
    CHECK(appliesTo(slam, g.id) == g.tournamentRule);
    CHECK(appliesTo(fieldInfo(SetupField::Game), g.id));
    SessionSetup setup;
    setup.variant = g.id;
    setup.grandSlamCapturesNothing = true;
    CHECK(rulesOf(setup).grandSlamCapturesNothing == g.tournamentRule);
  }
}

TEST_CASE("a match to ten holes is kept only in a game whose matches buy holes") {
  for (const GameInfo& g : kGames) {
    CHECK((matchLengthFor(g.id, MatchOptions::Length::FirstToTenHoles) ==
           MatchOptions::Length::FirstToTenHoles) == g.buysHoles);
    CHECK(matchLengthFor(g.id, MatchOptions::Length::Games) == MatchOptions::Length::Games);
  }
}

TEST_CASE("the kiosk's round goes through every game in the table's order, then again") {
  Variant v = kFirstGame;
  for (std::size_t i = 1; i <= kGames.size(); ++i) {
    v = nextGame(v);
    CHECK(v == kGames[i % kGames.size()].id);
  }
}
