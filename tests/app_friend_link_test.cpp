// The friend link alone: the fragment holds the game, the side and the match and reads back,
// damaged links are refused with the reason, links of one game compare by game then by moves,
// and the ledger keeps the latest link of each game. (Two devices playing by link:
// app_friend_game_test.cpp.)
#include <catch2/catch.hpp>
#include <string>

#include "app/model/common/url_params.h"
#include "app/model/friend/friend_link.h"
#include "core/match.h"
#include "core/record.h"

using namespace mancala;
using namespace mancala::app;

TEST_CASE("friend link: the fragment holds the game, the side and the match, and reads back") {
  Game game(Rules{Variant::Warri, true});
  for (int i = 0; i < 7; ++i) game.play(game.legalMoves().moves[0]);
  MatchState match = newMatch(Variant::Warri, {MatchOptions::Length::Full, 0, Player::North});
  match.game = 4;
  match.wins = {2, 1};
  match.starter = Player::South;
  // The game of a match starts as the match's does: game 4, first starter North -> South.
  Game inMatch(Rules{Variant::Warri, false}, currentGameStart(match));
  inMatch.play(inMatch.legalMoves().moves[1]);

  const std::string text = friendFragment("abc123def", Player::North, game, nullptr);
  REQUIRE(isFriendFragment(text));
  REQUIRE(isFriendFragment("#" + text));
  auto read = readFriendFragment(text);
  REQUIRE(std::holds_alternative<FriendLink>(read));
  const FriendLink& link = std::get<FriendLink>(read);
  CHECK(link.id == "abc123def");
  CHECK(link.side == Player::North);
  CHECK(link.game.moves() == game.moves());
  CHECK(link.game.rules().grandSlamCapturesNothing);
  CHECK_FALSE(link.match);

  auto readMatch = readFriendFragment(friendFragment("xyz789", Player::South, inMatch, &match));
  REQUIRE(std::holds_alternative<FriendLink>(readMatch));
  const FriendLink& m = std::get<FriendLink>(readMatch);
  REQUIRE(m.match);
  CHECK(m.match->game == 4);
  CHECK(m.match->wins == std::array<int, 2>{2, 1});
  CHECK(m.match->draws == 0);
  CHECK(m.match->options.firstStarter == Player::North);
  CHECK(m.match->starter == Player::South);
  CHECK(m.game.moves() == inMatch.moves());
}

TEST_CASE("friend link: damaged links are refused with the reason") {
  Game game(Rules{Variant::Warri, false});
  game.play(game.legalMoves().moves[0]);
  const std::string good = friendFragment("abc123def", Player::North, game, nullptr);
  REQUIRE(std::holds_alternative<FriendLink>(readFriendFragment(good)));
  const std::string record = good.substr(good.find("&r="));
  MatchState match = newMatch(Variant::Warri);
  const std::string inMatch =
      friendFragment("abc123def", Player::North, Game(Rules{Variant::Warri, false}), &match);
  for (const std::string& bad : {
           std::string("f=abc&s=N") + record,                          // too short a name
           std::string("f=abc123def&s=X") + record,                    // no such side
           std::string("f=abc123def") + record,                        // no side
           std::string("f=abc123def&s=N"),                             // no game
           std::string("f=abc123def&s=N&r=%5BGame%20%22chess%22%5D"),  // not a game of ours
           std::string("f=abc123def&s=N&s=S") + record,                // a key twice
           std::string("f=abc123def&s=N&r=%ZZ"),                       // a broken escape
           good + "&m=full.0.S.3.0.0.0",                               // wins + draws != game - 1
           good + "&m=sometimes.0.S.1.0.0.0",                          // no such length
           inMatch.substr(0, inMatch.find("&m=")) + "&m=full.0.S.7.6.0.0",  // already won
       }) {
    INFO(bad);
    auto read = readFriendFragment(bad);
    REQUIRE(std::holds_alternative<std::string>(read));
    CHECK(std::get<std::string>(read).rfind("This link cannot be opened: ", 0) == 0);
  }
  // A record whose move is not legal there.
  auto illegal =
      readFriendFragment("f=abc123def&s=N&r=" + percentEncode("[Game \"warri\"]\n\n1. b b\n"));
  CHECK(std::holds_alternative<std::string>(illegal));
}

TEST_CASE("friend link: links of one game compare by game of the match, then by moves") {
  Game a(Rules{Variant::AdjiKui1, false});
  for (int i = 0; i < 4; ++i) a.play(a.legalMoves().moves[0]);
  Game shorter = a;
  shorter.undo();
  Game other = shorter;
  other.play(other.legalMoves().moves[other.legalMoves().count - 1]);
  REQUIRE(other.moves() != a.moves());
  auto link = [](const Game& g) { return FriendLink{"abc123def", Player::South, g, std::nullopt}; };
  CHECK(compareLinks(link(a), link(a)) == LinkOrder::Same);
  CHECK(compareLinks(link(a), link(shorter)) == LinkOrder::Later);
  CHECK(compareLinks(link(shorter), link(a)) == LinkOrder::Earlier);
  CHECK(compareLinks(link(other), link(a)) == LinkOrder::Apart);
  CHECK(compareLinks(link(Game(Rules{Variant::Warri, false})), link(a)) == LinkOrder::Apart);
  FriendLink game2 = link(Game(Rules{Variant::AdjiKui1, false}));
  game2.match = newMatch(Variant::AdjiKui1);
  game2.match->game = 2;
  FriendLink game1 = link(a);
  game1.match = newMatch(Variant::AdjiKui1);
  CHECK(compareLinks(game2, game1) == LinkOrder::Later);
  CHECK(compareLinks(game1, game2) == LinkOrder::Earlier);
}

TEST_CASE("friend ledger: the latest link of each game, the most recent first, bounded") {
  FriendLedger ledger;
  for (std::size_t i = 0; i < FriendLedger::kMaxGames + 5; ++i)
    ledger.note("game" + std::to_string(1000 + i), "f=game" + std::to_string(1000 + i) + "&s=S");
  CHECK(ledger.size() == FriendLedger::kMaxGames);
  CHECK_FALSE(ledger.latest("game1000"));  // the oldest went
  ledger.note("game1044", "f=game1044&s=N&r=x");
  const FriendLedger back = FriendLedger::read(ledger.text() + "damaged line\nx y\n");
  CHECK(back.size() == FriendLedger::kMaxGames);
  CHECK(back.latest("game1044") == std::optional<std::string>("f=game1044&s=N&r=x"));
}
