// The players' strips beside the board's rows: who plays whom, the seeds captured, the turn,
// the computer thinking, and the winner.
#include <catch2/catch.hpp>

#include "app/model/play/player_strips.h"
#include "app/text/i18n.h"

using namespace mancala;
using namespace mancala::app;

TEST_CASE("player strips: a person against the computer is You and the computer with its level",
          "[strips]") {
  setLanguage(Language::English);
  StripFacts f;
  f.kinds = {PlayerKind::Person, PlayerKind::Computer};
  f.levels = {ai::Level::Master, ai::Level::Easy};
  f.shown.captured = {3, 7};
  const auto s = playerStrips(f);
  CHECK(s[0].name == "You");
  CHECK(s[0].sideName == "South");
  CHECK(s[1].name == "Computer \u00b7 Easy");
  CHECK(s[1].shortName == "Computer");  // where the line is short (a small frame)
  CHECK(s[0].shortName == "You");
  CHECK(s[1].sideName == "North");
  CHECK(s[0].capturedText == "3 seeds captured");
  CHECK(s[1].captured == 7);
  CHECK(s[0].state == StripState::ToMove);
  CHECK(s[0].stateText == "Your turn");
  CHECK(s[1].state == StripState::Waiting);
  CHECK(s[1].stateText.empty());
}

TEST_CASE("player strips: the computer to move thinks while it searches, and only then",
          "[strips]") {
  setLanguage(Language::English);
  StripFacts f;
  f.kinds = {PlayerKind::Person, PlayerKind::Computer};
  f.shown.toMove = Player::North;
  CHECK(playerStrips(f)[1].state == StripState::ToMove);
  CHECK(playerStrips(f)[1].stateText == "To move");
  f.thinking = true;
  CHECK(playerStrips(f)[1].state == StripState::Thinking);
  CHECK(playerStrips(f)[1].stateText == "Thinking");
  CHECK(playerStrips(f)[0].state == StripState::Waiting);
}

TEST_CASE("player strips: the turn mark goes off as soon as a move is being sown", "[strips]") {
  setLanguage(Language::English);
  StripFacts f;
  f.kinds = {PlayerKind::Person, PlayerKind::Computer};
  f.sowing = true;  // South's move shown: the position still has South to move
  for (const PlayerStrip& s : playerStrips(f)) {
    CHECK(s.state == StripState::Waiting);
    CHECK(s.stateText.empty());
  }
  f.sowing = false;
  CHECK(playerStrips(f)[0].stateText == "Your turn");
}

TEST_CASE("near side: the person's own row is the near one; two people keep South near",
          "[strips]") {
  using K = PlayerKind;
  CHECK(nearSide({K::Person, K::Computer}, std::nullopt) == Player::South);
  CHECK(nearSide({K::Computer, K::Person}, std::nullopt) == Player::North);
  CHECK(nearSide({K::Person, K::Person}, std::nullopt) == Player::South);
  CHECK(nearSide({K::Computer, K::Computer}, std::nullopt) == Player::South);
  CHECK(nearSide({K::Person, K::Person}, Player::North) == Player::North);  // a game by link
  CHECK(nearSide({K::Person, K::Person}, Player::South) == Player::South);
}

TEST_CASE("player strips: two people on one device are South and North", "[strips]") {
  setLanguage(Language::English);
  StripFacts f;
  f.kinds = {PlayerKind::Person, PlayerKind::Person};
  f.shown.captured = {1, 0};
  const auto s = playerStrips(f);
  CHECK(s[0].name == "South");
  CHECK(s[1].name == "North");
  CHECK(s[0].sideName.empty());
  CHECK(s[0].capturedText == "1 seed captured");
  CHECK(s[0].stateText == "To move");  // nobody is "you"
}

TEST_CASE("player strips: a game by link is You on this device's side and Your friend",
          "[strips]") {
  setLanguage(Language::English);
  StripFacts f;
  f.kinds = {PlayerKind::Person, PlayerKind::Person};
  f.mine = Player::North;
  const auto s = playerStrips(f);
  CHECK(s[0].name == "Your friend");
  CHECK(s[1].name == "You");
  CHECK(s[1].sideName == "North");
}

TEST_CASE("player strips: the computer against itself names both by side and level", "[strips]") {
  setLanguage(Language::English);
  StripFacts f;
  f.kinds = {PlayerKind::Computer, PlayerKind::Computer};
  f.levels = {ai::Level::Beginner, ai::Level::Hard};
  const auto s = playerStrips(f);
  CHECK(s[0].name == "Computer \u00b7 Beginner");
  CHECK(s[1].name == "Computer \u00b7 Hard");
  CHECK(s[0].sideName == "South");
}

TEST_CASE("player strips: a game over names the winner, or a draw on both sides", "[strips]") {
  setLanguage(Language::English);
  StripFacts f;
  f.shown.seeds = {};
  f.shown.captured = {20, 28};
  f.shown.reason = EndReason::NoMoves;
  auto s = playerStrips(f);
  CHECK(s[0].state == StripState::Lost);
  CHECK(s[0].stateText.empty());
  CHECK(s[1].state == StripState::Won);
  CHECK(s[1].stateText == "Winner");
  f.shown.captured = {24, 24};
  s = playerStrips(f);
  CHECK(s[0].state == StripState::Drawn);
  CHECK(s[1].stateText == "Draw");
}

TEST_CASE("player strips: the names are in the player's language", "[strips]") {
  setLanguage(Language::French);
  StripFacts f;
  f.kinds = {PlayerKind::Person, PlayerKind::Computer};
  const auto s = playerStrips(f);
  CHECK(s[0].name != "You");
  CHECK(s[1].name.find("Computer") == std::string::npos);
  setLanguage(Language::English);
}

TEST_CASE("result title: the result in the player's words", "[strips]") {
  setLanguage(Language::English);
  StripFacts f;
  f.kinds = {PlayerKind::Person, PlayerKind::Computer};
  CHECK(resultTitle(f).empty());  // the game goes on
  f.shown.seeds = {};
  f.shown.reason = EndReason::Majority;
  f.shown.captured = {27, 21};
  CHECK(resultTitle(f) == "You win!");
  CHECK(resultScore(playerStrips(f)) == "You 27 \u2013 21 Computer \u00b7 Easy");
  f.shown.captured = {21, 27};
  CHECK(resultTitle(f) == "The computer wins");
  f.kinds = {PlayerKind::Person, PlayerKind::Person};
  CHECK(resultTitle(f) == "North wins");
  f.mine = Player::South;
  CHECK(resultTitle(f) == "Your friend wins");
  f.shown.captured = {24, 24};
  CHECK(resultTitle(f) == "Draw");
}

TEST_CASE("result: who won for the person here, and why in their words", "[strips]") {
  setLanguage(Language::English);
  StripFacts f;
  f.kinds = {PlayerKind::Person, PlayerKind::Computer};
  CHECK_FALSE(youWon(f));  // the game goes on
  CHECK(resultReason(f).empty());
  f.shown.seeds = {};
  f.shown.reason = EndReason::Majority;
  f.shown.captured = {27, 21};
  CHECK(youWon(f) == true);
  CHECK(resultReason(f) == "You captured 25 seeds or more: more than half of the 48.");
  f.shown.captured = {21, 27};
  CHECK(youWon(f) == false);
  CHECK(resultReason(f) == "The computer captured 25 seeds or more: more than half of the 48.");
  // Starved: the side to move had no seed; the other took what was left.
  f.shown.reason = EndReason::Starved;
  f.shown.toMove = Player::South;
  CHECK(resultReason(f) ==
        "You had no seed left to sow, so the seeds left on the board went to your opponent.");
  // Cannot feed: the side to move could not give the other a seed and took the rest.
  f.shown.reason = EndReason::CannotFeed;
  CHECK(resultReason(f) ==
        "Your opponent had no seeds and no move of yours could give them one, "
        "so the seeds left on the board went to you.");
  // Two people on one device: by side; nobody here is "you".
  f.kinds = {PlayerKind::Person, PlayerKind::Person};
  CHECK_FALSE(youWon(f));
  CHECK(resultReason(f) ==
        "North had no seeds and no move of South's could give them one, so the "
        "seeds left on the board went to South.");
  // A reason that names no side keeps the rules' sentence.
  f.shown.reason = EndReason::Repetition;
  CHECK(resultReason(f) == "The position repeated: each player takes the seeds in their holes.");
  f.shown.captured = {24, 24};
  f.shown.reason = EndReason::Majority;
  f.kinds = {PlayerKind::Person, PlayerKind::Computer};
  CHECK_FALSE(youWon(f));  // a draw
}

TEST_CASE("turn line: whose turn in the player's words, for a screen without strips", "[strips]") {
  setLanguage(Language::English);
  StripFacts f;
  f.kinds = {PlayerKind::Person, PlayerKind::Computer};
  CHECK(turnLine(f) == "Your turn");
  f.sowing = true;  // nobody's turn while a move lands
  CHECK(turnLine(f).empty());
  f.sowing = false;
  f.shown.toMove = Player::North;
  CHECK(turnLine(f) == "The computer's turn");
  f.thinking = true;
  CHECK(turnLine(f) == "The computer is thinking");
  // A game by link, this device North: the friend plays South.
  f = StripFacts{};
  f.kinds = {PlayerKind::Person, PlayerKind::Person};
  f.mine = Player::North;
  CHECK(turnLine(f) == "Your friend's turn");
  f.shown.toMove = Player::North;
  CHECK(turnLine(f) == "Your turn");
  // Two people on one device: the side's name.
  f.mine.reset();
  CHECK(turnLine(f) == "North to move");
  setLanguage(Language::French);
  CHECK(turnLine(f) != "North to move");
  CHECK(!turnLine(f).empty());
  setLanguage(Language::English);
}
