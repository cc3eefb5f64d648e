// The codes the model hands to words/: who a strip names, the result and why the game ended as
// the person here hears them, who leads in the review's graph; and the words made from them.
#include <catch2/catch.hpp>

#include "app/model/play/player_strips.h"
#include "app/model/review/lead.h"
#include "app/text/i18n.h"

using namespace mancala;
using namespace mancala::app;

TEST_CASE("said codes: a strip's seat, the result and why the game ended", "[strips][words]") {
  setLanguage(Language::English);
  StripFacts f;
  f.kinds = {PlayerKind::Person, PlayerKind::Computer};
  f.levels = {ai::Level::Easy, ai::Level::Hard};
  auto strips = playerStrips(f);
  CHECK(strips[0].seat == Seat::You);
  CHECK(strips[1].seat == Seat::Computer);
  CHECK(strips[1].level == ai::Level::Hard);
  CHECK(resultSaid(f) == ResultSaid::None);
  CHECK_FALSE(endSaid(f));
  f.shown.seeds = {};
  f.shown.reason = EndReason::Majority;
  f.shown.captured = {21, 27};
  CHECK(resultSaid(f) == ResultSaid::ComputerWins);
  const auto end = endSaid(f);
  REQUIRE(end);
  CHECK(end->side == Player::North);
  CHECK(end->sideIsYou == false);
  CHECK(end->third == Seat::Computer);
  // Two people on one device: nobody here is "you", each side named as such.
  f.kinds = {PlayerKind::Person, PlayerKind::Person};
  CHECK(resultSaid(f) == ResultSaid::NorthWins);
  CHECK_FALSE(endSaid(f)->sideIsYou.has_value());
  CHECK(endSaid(f)->third == Seat::Side);
  CHECK(playerStrips(f)[1].seat == Seat::Side);
  // A game by link: the other side is your friend.
  f.mine = Player::South;
  CHECK(resultSaid(f) == ResultSaid::FriendWins);
  CHECK(playerStrips(f)[1].seat == Seat::Friend);
  // A reason that names no side gives no code: the rules' own sentence is said.
  f.shown.reason = EndReason::Repetition;
  CHECK_FALSE(endSaid(f));
}

TEST_CASE("said codes: the words made from a seat and a result", "[strips][words]") {
  setLanguage(Language::English);
  CHECK(stripName(Seat::Computer, Player::North, ai::Level::Hard) == "Computer \u00b7 Hard");
  CHECK(stripShortName(Seat::Computer, Player::North, ai::Level::Hard) == "Computer");
  CHECK(stripName(Seat::Side, Player::North, ai::Level::Hard) == "North");
  CHECK(resultTitleText(ResultSaid::FriendWins) == "Your friend wins");
  EndSaid end;
  end.reason = EndReason::Starved;
  end.side = Player::North;
  end.third = Seat::Computer;
  CHECK(endSaidText(end) ==
        "The computer had no seed left to sow, so the seeds left on the board went to South.");
  setLanguage(Language::French);
  CHECK(stripShortName(Seat::Computer, Player::North, ai::Level::Hard) != "Computer");
  setLanguage(Language::English);
}

TEST_CASE("said codes: who leads in the review's graph, and in words", "[review][words]") {
  setLanguage(Language::English);
  const std::array<PlayerKind, 2> kinds{PlayerKind::Person, PlayerKind::Computer};
  const Lead level = leadOf(kinds, Player::South, false, 0);
  CHECK(level.who == Lead::Who::Nobody);
  CHECK(leadText(level) == "Level: neither side leads");
  const Lead computer = leadOf(kinds, Player::South, false, -3);
  CHECK(computer.who == Lead::Who::Computer);
  CHECK(computer.leader == Player::North);
  CHECK(computer.seeds == 3);
  CHECK(leadText(computer) == "The computer leads by 3 seeds");
  CHECK(leadOf(kinds, Player::South, false, 1).who == Lead::Who::You);
  CHECK(leadText(leadOf(kinds, Player::South, false, 1)) == "You lead by 1 seed");
  CHECK(leadOf(kinds, Player::South, true, -2).who == Lead::Who::Friend);
  const Lead side = leadOf({PlayerKind::Person, PlayerKind::Person}, std::nullopt, false, -2);
  CHECK(side.who == Lead::Who::Side);
  CHECK(leadText(side) == "North leads by 2 seeds");
}
