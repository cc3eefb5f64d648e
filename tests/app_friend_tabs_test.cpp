// A game by link open in two tabs of one device: two app models over one storage stand for the
// tabs, a third model with its own storage for the friend's device. The tab that has stopped
// saving (another tab saved since) writes nothing the other tabs read, the device's friend games
// included; and the friend's answer to either tab's move is taken up, in any tab.
#include <catch2/catch.hpp>
#include <string>

#include "app/model/friend/friend_link.h"
#include "app/model/modes/app_model.h"
#include "app_commands.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

namespace {

constexpr Move kA = 0, kF = 5;  // South's holes a and f

struct Friend {
  MemoryHost host;
  AppModel model{host, nullptr};
  Friend() {
    host.linksCanBeSent = true;
    model.startUp({}, 0.0);
  }
};

// A tab of this device opened at `fragment`, over the device's storage.
struct Tab {
  AppModel model;
  Tab(MemoryHost& host, const std::string& fragment) : model(host, nullptr) {
    model.startUp({"lang=en", fragment, false, false}, 0.0);
    test::skipAnimation(model);
  }
};

std::string ledger(MemoryHost& host) { return host.stored[std::string(FriendLedger::kStorageKey)]; }

// The moves of this device's latest link of game `id`, as its friend games keep it.
std::vector<Move> ledgerMoves(MemoryHost& host, const std::string& id) {
  const auto fragment = FriendLedger::read(ledger(host)).latest(id);
  REQUIRE(fragment);
  auto read = readFriendFragment(*fragment);
  REQUIRE(read.index() == 0);
  return std::get<FriendLink>(read).game.moves();
}

void play(AppModel& model, Move move) {
  INFO(moveLetter(move));
  REQUIRE_FALSE(test::play(model, move, 0.0));
  test::skipAnimation(model);
}

// The friend (North) opens `link` and answers with its first legal move; its link back.
std::string answer(Friend& f, const std::string& link) {
  const auto error = test::openFriendLink(f.model, link, 0.0);
  INFO(error.value_or(""));
  REQUIRE_FALSE(error);
  test::skipAnimation(f.model);
  play(f.model, f.model.state().game.session.legalMoves().moves[0]);
  return f.model.state().modes.friends.linkFragment();
}

void opens(AppModel& model, const std::string& link, const std::vector<Move>& moves) {
  const auto error = test::openFriendLink(model, link, 0.0);
  INFO(error.value_or(""));
  REQUIRE_FALSE(error);
  test::skipAnimation(model);
  CHECK(model.state().game.session.game().moves() == moves);
  CHECK(model.state().modes.friends.game()->mine == Player::South);
  CHECK_FALSE(model.state().modes.friends.waiting());  // South's turn here: the game goes on
}

struct TwoTabs {
  Friend other;  // North, whose device starts the game: South moves first
  MemoryHost device;
  std::string id, first;
  TwoTabs() {
    SessionSetup setup;
    setup.variant = Variant::Warri;
    test::newFriendGame(other.model, setup, Player::North);
    id = other.model.state().modes.friends.game()->id;
    first = other.model.state().modes.friends.linkFragment();
  }
};

}  // namespace

TEST_CASE(
    "friend tabs: tab 1 plays a, tab 2 plays f and writes nothing, the answer to a opens "
    "anywhere") {
  TwoTabs t;
  Tab tab1(t.device, t.first), tab2(t.device, t.first);
  play(tab1.model, kA);
  const std::string afterA = ledger(t.device);
  CHECK(ledgerMoves(t.device, t.id) == std::vector<Move>{kA});
  const std::string saved = t.device.stored["mancala"];
  play(tab2.model, kF);
  // Tab 2 found tab 1's save: it stopped saving, and wrote neither the save nor the friend games.
  CHECK(ledger(t.device) == afterA);
  CHECK(t.device.stored["mancala"] == saved);
  tab2.model.update(0.0);
  CHECK(tab2.model.state().shown.message.find("Another tab or window") != std::string::npos);

  // The friend answers tab 1's move a: taken up in tab 1, in tab 2, and in a new tab.
  const std::string reply = answer(t.other, tab1.model.state().modes.friends.linkFragment());
  const std::vector<Move> moves = t.other.model.state().game.session.game().moves();
  REQUIRE(moves.size() == 2);
  CHECK(moves[0] == kA);
  opens(tab2.model, reply, moves);
  opens(tab1.model, reply, moves);
  CHECK(ledgerMoves(t.device, t.id) == moves);
  Tab tab3(t.device, reply);
  CHECK(tab3.model.state().game.session.game().moves() == moves);
  CHECK(tab3.model.state().shown.message.find("does not continue") == std::string::npos);
  // And the game goes on: South's next move, its link, the friend's answer.
  play(tab3.model, tab3.model.state().game.session.legalMoves().moves[0]);
  const std::string next = answer(t.other, tab3.model.state().modes.friends.linkFragment());
  opens(tab3.model, next, t.other.model.state().game.session.game().moves());
}

TEST_CASE("friend tabs: the friend's answer to the other tab's move f is taken up too") {
  TwoTabs t;
  Tab tab1(t.device, t.first), tab2(t.device, t.first);
  play(tab1.model, kA);
  play(tab2.model, kF);
  // Tab 2's link reaches the friend, who answers f.
  const std::string reply = answer(t.other, tab2.model.state().modes.friends.linkFragment());
  const std::vector<Move> moves = t.other.model.state().game.session.game().moves();
  REQUIRE(moves[0] == kF);
  // Opened in tab 1, whose move a the friend never had: the game goes on from the friend's answer,
  // and the player is told why the board changed.
  opens(tab1.model, reply, moves);
  CHECK(tab1.model.state().shown.message.find("another move made on this device") !=
        std::string::npos);
  CHECK(ledgerMoves(t.device, t.id) == moves);
  // The bare page opens it too (tab 1 saved it).
  Tab bare(t.device, "");
  CHECK(bare.model.state().game.session.game().moves() == moves);
  REQUIRE(bare.model.state().modes.friends.game());
  CHECK(bare.model.state().modes.friends.game()->id == t.id);
}

TEST_CASE("friend tabs: a link parting from a move the friend already answered is refused") {
  TwoTabs t;
  Tab tab(t.device, t.first);
  play(tab.model, kA);
  const std::string sent = tab.model.state().modes.friends.linkFragment();
  const std::string reply = answer(t.other, sent);
  opens(tab.model, reply, t.other.model.state().game.session.game().moves());
  const std::vector<Move> moves = tab.model.state().game.session.game().moves();
  // Another answer of the friend's to a (North's other move): the friend's own move parts.
  Game other(Rules{Variant::Warri, false});
  REQUIRE(other.play(kA));
  const MoveList legal = other.legalMoves();
  REQUIRE(legal.moves[legal.count - 1] != moves[1]);
  REQUIRE(other.play(legal.moves[legal.count - 1]));
  auto error =
      test::openFriendLink(tab.model, friendFragment(t.id, Player::South, other, nullptr), 0.0);
  REQUIRE(error);
  CHECK(error->find("does not continue") != std::string::npos);
  // An answer to f, after the friend had answered a: refused, nothing changes.
  Game apart(Rules{Variant::Warri, false});
  REQUIRE(apart.play(kF));
  REQUIRE(apart.play(apart.legalMoves().moves[0]));
  error = test::openFriendLink(tab.model, friendFragment(t.id, Player::South, apart, nullptr), 0.0);
  REQUIRE(error);
  CHECK(tab.model.state().game.session.game().moves() == moves);
  CHECK(ledgerMoves(t.device, t.id) == moves);
}

TEST_CASE("friend tabs: a page that found a newer version's save writes no friend games") {
  TwoTabs t;
  t.device.stored["mancala"] = "mancala-save 999\n";
  Tab tab(t.device, t.first);
  REQUIRE(tab.model.state().modes.friends.game());
  play(tab.model, kA);
  CHECK(t.device.stored.count(std::string(FriendLedger::kStorageKey)) == 0);
  CHECK(t.device.stored["mancala"] == "mancala-save 999\n");
}
