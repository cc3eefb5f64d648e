// Playing a friend by link, without a window: two app models, each with its own storage, stand
// for the two devices, and the link made on one is opened on the other. An old link is told apart
// from the latest and offers it, a damaged link or one that does not continue the game changes
// nothing, and a device plays only its own side. (The link itself: app_friend_link_test.cpp.)
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "app/model/common/url_params.h"
#include "app/model/friend/friend_link.h"
#include "app_commands.h"
#include "core/record.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

namespace {

struct Device {
  MemoryHost host;
  AppModel model{host, nullptr};
  Device() {
    host.linksCanBeSent = true;
    model.startUp({}, 0.0);
  }
};

SessionSetup setupOf(Variant v, bool match = false) {
  SessionSetup s;
  s.variant = v;
  s.match = match;
  return s;
}

// `to` opens the link that `from` offers; the move is shown at once.
void relay(Device& from, Device& to) {
  const std::string link = from.model.state().modes.friends.linkFragment();
  REQUIRE_FALSE(link.empty());
  const auto error = test::openFriendLink(to.model, link, 0.0);
  INFO(error.value_or(""));
  REQUIRE_FALSE(error);
  test::skipAnimation(to.model);
}

// The device whose person is to act plays its first legal move, or (`greedy`) the one that
// captures most, or passes when it must.
void playFirst(Device& d, bool greedy = false) {
  const Game& game = d.model.state().game.session.game();
  const MoveList& legal = d.model.state().game.session.legalMoves();
  if (legal.count == 1 && legal.moves[0] == kPass) {
    d.model.update(0.0);
  } else {
    Move best = legal.moves[0];
    int most = -1;
    for (Move m : legal) {
      Position p = game.position();
      const int taken = applyMove(game.rules(), p, m);
      if (greedy && taken > most) {
        most = taken;
        best = m;
      }
    }
    REQUIRE_FALSE(test::play(d.model, best, 0.0));
  }
  test::skipAnimation(d.model);
}

// Plays the current game to its end on the two devices, sending the link whenever the other
// person is to move (North plays its first legal move, South the one that captures most);
// returns the device that made the last move.
Device* playGameByLinks(Device& south, Device& north, Device* current) {
  for (int n = 0; n < 3000 && !current->model.state().game.session.game().over(); ++n) {
    const Player p = current->model.state().game.session.position().toMove;
    Device& mover = p == Player::South ? south : north;
    if (&mover != current) {
      // The device that has the game may not play the other side's move.
      const MoveList& legal = current->model.state().game.session.legalMoves();
      if (legal.moves[0] != kPass) REQUIRE(test::play(current->model, legal.moves[0], 0.0));
      relay(*current, mover);
      current = &mover;
    }
    playFirst(mover, p == Player::South);
  }
  REQUIRE(current->model.state().game.session.game().over());
  return current;
}

}  // namespace

TEST_CASE("friend game: each device plays its own side only; the other waits for the link") {
  Device a, b;
  test::newFriendGame(a.model, setupOf(Variant::Warri), Player::South);
  REQUIRE(a.model.state().modes.friends.game());
  CHECK(a.model.state().modes.friends.game()->mine == Player::South);
  CHECK_FALSE(a.model.state().modes.friends.waiting());
  const Move first = a.model.state().game.session.legalMoves().moves[0];
  REQUIRE_FALSE(test::play(a.model, first, 0.0));
  test::skipAnimation(a.model);
  // North to move: this device waits, and says so.
  CHECK(a.model.state().modes.friends.waiting());
  CHECK(a.model.board().playable() == 0);
  const std::size_t played = a.model.state().game.session.game().moves().size();
  const auto refused =
      a.model.apply(cmd::Play{a.model.state().game.session.legalMoves().moves[0]}, 0.0);
  REQUIRE((refused && refused->code == RefusalCode::FriendToMove));
  CHECK(refusalText(*refused) == "Waiting for North: send them the link.");
  CHECK(a.model.state().game.session.game().moves().size() == played);
  CHECK(test::undo(a.model));  // no taking back in a game by link
  CHECK(a.model.state().game.session.game().moves().size() == played);
  // The link for North: the embedding page is told of it, and Copy link sends it.
  const std::string told = "\"type\":\"mancala:friend-link\",\"fragment\":\"" +
                           a.model.state().modes.friends.linkFragment() +
                           "\",\"side\":\"N\",\"waiting\":true";
  CHECK(std::any_of(a.host.posted.begin(), a.host.posted.end(),
                    [&](const std::string& m) { return m.find(told) != std::string::npos; }));
  test::sendFriendLink(a.model, false);
  REQUIRE(a.host.sent.size() == 1);
  CHECK(a.host.sent[0] == a.model.state().modes.friends.linkFragment());
  // The other device opens it: the same game, North's turn there, South's holes refused.
  relay(a, b);
  REQUIRE(b.model.state().modes.friends.game());
  CHECK(b.model.state().modes.friends.game()->id == a.model.state().modes.friends.game()->id);
  CHECK(b.model.state().modes.friends.game()->mine == Player::North);
  // Each device's own row is the near one.
  CHECK(a.model.board().nearSide() == Player::South);
  CHECK(b.model.board().nearSide() == Player::North);
  CHECK(b.model.state().game.session.game().moves() == a.model.state().game.session.game().moves());
  CHECK_FALSE(b.model.state().modes.friends.waiting());
  CHECK(b.model.board().playable() != 0);
  CHECK(b.model.state().shown.liveRegion.last().find("Your turn: you play North.") !=
        std::string::npos);
  // The page's address on each device reopens the game with its own side.
  CHECK(b.model.address().fragment.find("&s=N&") != std::string::npos);
  CHECK(a.model.address().fragment.find("&s=S&") != std::string::npos);
}

TEST_CASE("friend game: two devices play a whole Warri game by links") {
  Device a, b;
  test::newFriendGame(a.model, setupOf(Variant::Warri), Player::North);  // this device plays North
  relay(a, b);  // South starts: the other device
  CHECK(b.model.state().modes.friends.game()->mine == Player::South);
  Device* last = playGameByLinks(b, a, &b);
  Device& other = last == &a ? b : a;
  relay(*last, other);
  CHECK(other.model.state().game.session.game().over());
  CHECK(other.model.state().game.session.game().moves() ==
        last->model.state().game.session.game().moves());
  CHECK(other.model.state().game.session.position() == last->model.state().game.session.position());
}

TEST_CASE("friend game: an old link says so and offers the latest; nothing else changes") {
  Device a, b;
  test::newFriendGame(a.model, setupOf(Variant::AdjiKui1), Player::South);
  playFirst(a);
  const std::string oldLink = a.model.state().modes.friends.linkFragment();
  relay(a, b);
  playFirst(b);
  relay(b, a);
  playFirst(a);
  relay(a, b);
  const auto moves = b.model.state().game.session.game().moves();
  const auto error = test::openFriendLink(b.model, oldLink, 0.0);
  REQUIRE(error);
  CHECK(error->find("not the latest move") != std::string::npos);
  CHECK(b.model.state().game.session.game().moves() == moves);
  REQUIRE(b.model.state().modes.friends.latestLink());
  // Going to the latest: from another game, too.
  test::newGame(b.model, setupOf(Variant::Warri));
  REQUIRE(test::openFriendLink(b.model, oldLink, 0.0));
  CHECK(b.model.state().game.session.variant() == Variant::Warri);
  test::openLatestFriendLink(b.model, 0.0);
  CHECK(b.model.state().game.session.game().moves() == moves);
  CHECK(b.model.state().modes.friends.game()->mine == Player::North);
}

TEST_CASE("friend game: a damaged link, or one that does not continue the game, changes nothing") {
  Device a, b;
  test::newFriendGame(a.model, setupOf(Variant::Warri), Player::South);
  playFirst(a);
  relay(a, b);
  const auto moves = b.model.state().game.session.game().moves();
  const GameAddress shown = b.model.address();
  // The same game's name, other moves.
  Game apart(Rules{Variant::Warri, false});
  const MoveList legal = apart.legalMoves();
  apart.play(legal.moves[legal.count - 1]);
  REQUIRE(apart.moves() != moves);
  const auto error = test::openFriendLink(
      b.model,
      friendFragment(a.model.state().modes.friends.game()->id, Player::North, apart, nullptr), 0.0);
  REQUIRE(error);
  CHECK(error->find("does not continue") != std::string::npos);
  const auto damaged = test::openFriendLink(
      b.model, "f=" + a.model.state().modes.friends.game()->id + "&s=N&r=%5B", 0.0);
  REQUIRE(damaged);
  CHECK(b.model.state().shown.message == *damaged);
  CHECK(b.model.state().game.session.game().moves() == moves);
  CHECK(b.model.state().modes.friends.game()->mine == Player::North);
  CHECK(b.host.address == shown);
}

TEST_CASE("friend game: a Warri match goes on across a game's end by link") {
  Device a, b;
  SessionSetup setup = setupOf(Variant::Warri, true);
  test::newFriendGame(a.model, setup, Player::South);
  REQUIRE(a.model.state().game.session.match());
  Device* last = playGameByLinks(a, b, &a);
  Device& other = last == &a ? b : a;
  relay(*last, other);
  REQUIRE(other.model.state().game.session.betweenGames());
  CHECK(other.model.state().game.session.match()->wins ==
        last->model.state().game.session.match()->wins);
  // Either device starts the next game; North starts it, so South's device then waits.
  REQUIRE_FALSE(test::nextGame(a.model, std::nullopt));
  CHECK(a.model.state().game.session.match()->game == 2);
  CHECK(a.model.state().game.session.position().toMove == Player::North);
  CHECK(a.model.state().modes.friends.waiting());
  relay(a, b);
  CHECK(b.model.state().game.session.match()->game == 2);
  CHECK(b.model.state().game.session.match()->wins == a.model.state().game.session.match()->wins);
  playFirst(b);
  relay(b, a);
  CHECK(a.model.state().game.session.game().moves().size() == 1);
}

TEST_CASE("friend game: Adji Kui II's holes are bought on the buyer's device only") {
  Device a, b;
  test::newFriendGame(a.model, setupOf(Variant::AdjiKui2, true), Player::South);
  for (int game = 0; game < 6; ++game) {
    Device* last = playGameByLinks(a, b, &a);
    if (last != &a) relay(*last, a);
    if (a.model.state().game.session.matchOver()) break;
    const auto due = a.model.state().game.session.purchaseDue();
    if (!due || due->count == 0) {
      REQUIRE_FALSE(test::nextGame(a.model, std::nullopt));
      continue;
    }
    Device& buyer = due->buyer == Player::South ? a : b;
    Device& seller = due->buyer == Player::South ? b : a;
    if (&buyer == &b) relay(a, b);
    // The seller's device may not choose nor start the next game.
    if (seller.model.state().game.session.betweenGames()) {
      const auto refused = seller.model.apply(cmd::NextGame{}, 0.0);
      REQUIRE(refused);
      CHECK(refusalText(*refused).find("to choose the holes they buy") != std::string::npos);
    }
    REQUIRE_FALSE(test::nextGame(buyer.model, std::nullopt, true));
    const std::uint16_t owners = buyer.model.state().game.session.position().northOwned;
    relay(buyer, seller);
    CHECK(seller.model.state().game.session.position().northOwned == owners);
    CHECK(seller.model.state().game.session.match()->game ==
          buyer.model.state().game.session.match()->game);
    if (&buyer == &b) relay(b, a);
    return;  // one purchase carried by a link is what this test is about
  }
  FAIL("no purchase came up");
}

TEST_CASE("friend game: the bare page resumes the last game by link as one, with its side") {
  Device a;
  test::newFriendGame(a.model, setupOf(Variant::Warri), Player::South);
  playFirst(a);
  const std::string id = a.model.state().modes.friends.game()->id;
  const auto moves = a.model.state().game.session.game().moves();
  {
    // The page opened again without the link in its address, on the same storage.
    AppModel again(a.host, nullptr);
    again.startUp({}, 0.0);
    REQUIRE(again.state().modes.friends.game());
    CHECK(again.state().modes.friends.game()->id == id);
    CHECK(again.state().modes.friends.game()->mine == Player::South);
    CHECK(again.state().game.session.game().moves() == moves);
    CHECK(again.state().modes.friends.waiting());  // North's turn: on the friend's device
    CHECK_FALSE(again.standing().canUndo);
    CHECK(again.state().shown.liveRegion.last().find("Waiting for North: send them the link.") !=
          std::string::npos);
    const auto refused =
        again.apply(cmd::Play{again.state().game.session.legalMoves().moves[0]}, 0.0);
    REQUIRE(refused);
    CHECK(refusalText(*refused) == "Waiting for North: send them the link.");
    CHECK(again.address().fragment.find("f=" + id) != std::string::npos);
  }
  // A save that does not say so (as saved before it could): that it may be one, in words.
  const auto saved = std::find_if(a.host.stored.begin(), a.host.stored.end(), [](const auto& e) {
    return e.second.find("\nfriend ") != std::string::npos;
  });
  REQUIRE(saved != a.host.stored.end());
  std::string& save = saved->second;
  const std::size_t line = save.find("\nfriend ");
  REQUIRE(line != std::string::npos);
  save.erase(line, save.find('\n', line + 1) - line);
  AppModel old(a.host, nullptr);
  old.startUp({}, 0.0);
  CHECK_FALSE(old.state().modes.friends.game());
  CHECK(old.state().game.session.game().moves() == moves);
  CHECK(old.state().shown.message.find("may have been played by link") != std::string::npos);
}

TEST_CASE("friend game: a game on one device is never taken for a game by link") {
  Device a;
  test::newFriendGame(a.model, setupOf(Variant::Warri), Player::South);
  playFirst(a);
  SessionSetup two = setupOf(Variant::AdjiKui1);
  two.players = {PlayerKind::Person, PlayerKind::Person};
  test::newGame(a.model, two);
  playFirst(a);
  AppModel again(a.host, nullptr);
  again.startUp({}, 0.0);
  CHECK_FALSE(again.state().modes.friends.game());
  CHECK(again.state().game.session.variant() == Variant::AdjiKui1);
  CHECK(again.state().shown.message.empty());
  CHECK(again.standing().canUndo);
}

TEST_CASE("friend game: opening the link this device sent warns and plays nothing for the friend") {
  Device a;
  test::newFriendGame(a.model, setupOf(Variant::AdjiKui2), Player::South);
  playFirst(a);
  const std::string sent = a.model.state().modes.friends.linkFragment();  // North's
  const auto moves = a.model.state().game.session.game().moves();
  const std::string warning =
      "This link is the one you sent: it is North's turn on your friend's device.";
  auto check = [&](AppModel& model) {
    REQUIRE(model.state().modes.friends.game());
    CHECK(model.state().modes.friends.game()->mine == Player::South);
    CHECK(model.state().game.session.game().moves() == moves);
    CHECK(model.state().shown.message == warning);
    CHECK(model.state().shown.liveRegion.last().find(warning) != std::string::npos);
    CHECK(model.state().modes.friends.waiting());
    CHECK(model.board().playable() == 0);
    CHECK(test::play(model, model.state().game.session.legalMoves().moves[0], 0.0));
    CHECK(model.state().game.session.game().moves() == moves);
    CHECK(model.address().fragment.find("&s=S&") != std::string::npos);
  };
  // In the page that sent it, and in a new page on the same device.
  CHECK_FALSE(test::openFriendLink(a.model, sent, 0.0));
  check(a.model);
  AppModel tab(a.host, nullptr);
  tab.startUp({"", sent, false, false}, 0.0);
  check(tab);
  // On the friend's device the same link gives North's side, as ever.
  Device b;
  CHECK_FALSE(test::openFriendLink(b.model, sent, 0.0));
  CHECK(b.model.state().modes.friends.game()->mine == Player::North);
  CHECK(b.model.state().shown.message.empty());
}

TEST_CASE("friend game: \"Link copied\" once the clipboard has the link; a refusal says so") {
  Device a;
  test::newFriendGame(a.model, setupOf(Variant::Warri), Player::North);
  test::sendFriendLink(a.model, false);
  REQUIRE(a.host.sent.size() == 1);
  CHECK(a.model.state().shown.message.find("copied") == std::string::npos);  // not yet
  test::friendLinkCopied(a.model, true);
  CHECK(a.model.state().shown.message == "Link copied: send it to South.");
  CHECK(a.model.state().shown.liveRegion.last() == "Link copied: send it to South.");
  test::sendFriendLink(a.model, false);
  test::friendLinkCopied(a.model, false);
  CHECK(a.model.state().shown.message ==
        "The link could not be copied: copy the address of this page instead.");
  CHECK(a.model.state().shown.liveRegion.last() == a.model.state().shown.message);
}

TEST_CASE("friend game: no hint and no review on either device until the game is over") {
  Device a, b;
  test::newFriendGame(a.model, setupOf(Variant::Warri), Player::South);
  CHECK(a.model.standing().helpBarred);
  test::askHint(a.model);  // South to move on this device: a hint would be its to ask, but not here
  CHECK_FALSE(a.model.hint().has_value());
  playFirst(a);
  relay(a, b);
  CHECK(b.model.standing().helpBarred);
  test::askHint(b.model);
  CHECK_FALSE(b.model.hint().has_value());
  test::openReview(b.model);
  CHECK_FALSE(b.model.state().modes.review.open());
  Device* last = playGameByLinks(a, b, &b);
  Device& other = last == &a ? b : a;
  relay(*last, other);
  for (Device* d : {&a, &b}) {
    CHECK_FALSE(d->model.standing().helpBarred);
    test::openReview(d->model);
    CHECK(d->model.state().modes.review.open());
  }
  Device c;  // a game on one device is never barred
  test::newGame(c.model, setupOf(Variant::Warri));
  CHECK_FALSE(c.model.standing().helpBarred);
  test::askHint(c.model);
  CHECK(c.model.hint().has_value());
}

TEST_CASE("friend game: a link opened at the start over a newer version's save says so too") {
  setLanguage(Language::English);
  MemoryHost host;
  host.linksCanBeSent = true;
  const std::string newer = "mancala-save 3\nsomething new\n";
  host.stored["mancala"] = newer;
  AppModel model(host, nullptr);
  model.startUp(
      {"", "f=newerlink1&s=N&r=" + percentEncode("[Game \"warri\"]\n\n1. c\n"), false, false}, 0.0);
  REQUIRE(model.state().modes.friends.game());
  CHECK(model.state().modes.friends.game()->id == "newerlink1");
  CHECK(model.state().shown.message.find("newer version") != std::string::npos);
  CHECK(model.state().shown.liveRegion.last().find("newer version") != std::string::npos);
  CHECK(model.state().shown.liveRegion.last().find("Link opened") != std::string::npos);
  CHECK(host.stored["mancala"] == newer);
}
