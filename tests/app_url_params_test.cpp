// The page's address as input: every parameter, bad values with their messages, share links.
#include <catch2/catch.hpp>
#include <tuple>

#include "app/model/common/url_params.h"
#include "app/model/modes/app_model.h"
#include "app_commands.h"
#include "app_fixtures.h"
#include "core/record.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

TEST_CASE("url: every parameter of an embedding page", "[url]") {
  const UrlParams p = parseUrlParams(
      "?game=warri&lang=fr&south=person&north=computer&level=hard&theme=contrast&starter=N&match=1&"
      "sound=off"
      "&motion=reduce&parentOrigin=https%3A%2F%2Fmuseum.example");
  CHECK(p.errors.empty());
  CHECK(p.setup.game == Variant::Warri);
  CHECK(p.language == Language::French);
  CHECK(p.setup.south == PlayerKind::Person);
  CHECK(p.setup.north == PlayerKind::Computer);
  CHECK(p.setup.level == ai::Level::Hard);
  CHECK(p.theme == ThemeChoice::Contrast);
  CHECK(p.setup.starter == Player::North);
  CHECK(p.setup.match == true);
  CHECK(p.sound == false);
  CHECK(p.reducedMotion == true);
  CHECK(p.parentOrigin == "https://museum.example");
  CHECK(p.asksForGame());
}

TEST_CASE("url: a set-up name holding a NUL is said and left out, the rest applies", "[url]") {
  setLanguage(Language::English);
  const UrlParams p = parseUrlParams(std::string("game=ad\0\0&north=computer&starter=N", 34));
  CHECK_FALSE(p.setup.game);
  CHECK(p.setup.north == PlayerKind::Computer);
  CHECK(p.setup.starter == Player::North);
  REQUIRE(p.errors.size() == 1);
  CHECK(p.errors[0].find("NUL") != std::string::npos);
}

TEST_CASE("url: friend= offers a friend by link on the start screen, where links can be sent",
          "[url]") {
  CHECK(parseUrlParams("friend=N").setup.opponent == Opponent::FriendNorth);
  CHECK_FALSE(parseUrlParams("friend=N").asksForGame());  // the start screen, with that choice
  const UrlParams bad = parseUrlParams("friend=west");
  CHECK_FALSE(bad.setup.opponent);
  REQUIRE(bad.errors.size() == 1);
  CHECK(bad.errors[0].find("west") != std::string::npos);

  MemoryHost host;
  host.linksCanBeSent = true;
  AppModel model(host, nullptr);
  model.startUp({"friend=N", "", true, false}, 0.0);
  CHECK(model.state().screen == Screen::Start);
  CHECK(model.state().game.friendSideChoice == Player::North);
  test::startChosenGame(model);
  REQUIRE(model.state().modes.friends.game());
  CHECK(model.state().modes.friends.game()->mine == Player::North);

  MemoryHost kioskHost;
  kioskHost.linksCanBeSent = true;
  AppModel kiosk(kioskHost, nullptr);
  kiosk.startUp({"kiosk=1&friend=N", "", false, false}, 0.0);
  CHECK_FALSE(kiosk.state().game.friendSideChoice);  // nothing in a kiosk leads out of it
}

TEST_CASE("url: nothing asked, nothing set; unknown parameters are the host page's own", "[url]") {
  for (const char* q : {"", "?", "utm_source=museum&x=1", "&&"}) {
    const UrlParams p = parseUrlParams(q);
    CHECK(p.errors.empty());
    CHECK_FALSE(p.asksForGame());
    CHECK_FALSE(p.language);
  }
}

TEST_CASE("url: a bad value is ignored and described, the others still apply", "[url]") {
  const UrlParams p =
      parseUrlParams("game=chess&north=computer&level=godlike&theme=neon&lang=xx&match=maybe");
  CHECK_FALSE(p.setup.game);
  CHECK(p.setup.north == PlayerKind::Computer);
  CHECK_FALSE(p.setup.level);
  CHECK_FALSE(p.theme);
  CHECK_FALSE(p.language);
  REQUIRE(p.errors.size() == 5);
  CHECK(p.errors[0].find("game") != std::string::npos);
  CHECK(p.errors[0].find("chess") != std::string::npos);
  CHECK(p.errors[0].find("warri") != std::string::npos);  // says what would be understood
  CHECK(p.errors[1].find("godlike") != std::string::npos);
}

TEST_CASE("url: percent-decoding, and damaged escapes", "[url]") {
  CHECK(percentDecode("a%20b+c", true) == "a b c");
  CHECK(percentDecode("a+b", false) == "a+b");
  CHECK(percentDecode("%5BGame%20%22warri%22%5D", true) == "[Game \"warri\"]");
  CHECK_FALSE(percentDecode("%", true));
  CHECK_FALSE(percentDecode("%4", true));
  CHECK_FALSE(percentDecode("%zz", true));
  CHECK(percentEncode("[Game \"warri\"]\n1. c") == "%5BGame%20%22warri%22%5D%0A1.%20c");
  const UrlParams p = parseUrlParams("record=%zz&game=warri");
  CHECK(p.setup.game == Variant::Warri);
  REQUIRE(p.errors.size() == 1);
  CHECK_FALSE(p.record);
}

TEST_CASE("url: positions", "[url]") {
  std::string error;
  auto pos = parsePositionText("0,1,0,1,0,1,0,4,0,2,1,2:N:20,16", &error);
  REQUIRE(pos);
  CHECK(pos->toMove == Player::North);
  CHECK(pos->seeds[7] == 4);
  CHECK(pos->captured[0] == 20);
  CHECK(positionText(*pos) == "0,1,0,1,0,1,0,4,0,2,1,2:N:20,16");
  CHECK(positionText(startPosition()) == "4,4,4,4,4,4,4,4,4,4,4,4:S");
  CHECK(parsePositionText("4,4,4,4,4,4,4,4,4,4,4,4:S", nullptr));

  CHECK_FALSE(parsePositionText("4,4,4,4,4,4,4,4,4,4,4,4", &error));
  CHECK(error.find("colon") != std::string::npos);
  CHECK_FALSE(parsePositionText("4,4,4:S", &error));
  CHECK(error.find("12") != std::string::npos);
  CHECK_FALSE(parsePositionText("4,4,4,4,4,4,4,4,4,4,4,5:S", &error));
  CHECK(error.find("49") != std::string::npos);
  CHECK_FALSE(parsePositionText("4,4,4,4,4,4,4,4,4,4,4,4:X", &error));
  CHECK_FALSE(parsePositionText("4,4,4,4,4,4,4,4,4,4,4,-4:S", &error));
  CHECK_FALSE(parsePositionText("0,1,0,1,0,1,0,4,0,2,1,2:N:20", &error));

  const UrlParams p = parseUrlParams("position=1,2,3:S");
  CHECK_FALSE(p.position);
  REQUIRE(p.errors.size() == 1);
  CHECK(p.errors[0].find("position") != std::string::npos);
}

TEST_CASE("url: a share link reopens the game", "[url]") {
  Game g(Rules{Variant::AdjiKui2, false});
  for (int i = 0; i < 5; ++i)
    REQUIRE(g.play(g.legalMoves().moves[static_cast<std::size_t>(i % g.legalMoves().count)]));
  const std::string fragment = shareFragment(g);
  CHECK(fragment.rfind("r=", 0) == 0);
  CHECK(fragment.find_first_of(" \n\"[]#&") == std::string::npos);
  UrlParams p = parseUrlParams("lang=fr");
  parseFragment("#" + fragment, p);
  CHECK(p.errors.empty());
  REQUIRE(p.record);
  const auto read = readRecord(*p.record);
  REQUIRE(std::holds_alternative<GameRecord>(read));
  CHECK(std::get<GameRecord>(read).game.moves() == g.moves());
  CHECK(std::get<GameRecord>(read).game.position() == g.position());
}

TEST_CASE("url: a query with both a record and a position opens the record and says so", "[url]") {
  const std::string position = "position=4,4,4,4,4,4,4,4,4,4,4,4:N";
  for (const std::string& query : {position + "&r=abc", "record=abc&" + position}) {
    const UrlParams p = parseUrlParams(query);
    CHECK(p.record == "abc");
    CHECK_FALSE(p.position);
    REQUIRE(p.errors.size() == 1);
    CHECK(p.errors[0].find("both a game record and a position") != std::string::npos);
  }
}

TEST_CASE("url: a fragment wins over the query, and sets nothing else", "[url]") {
  UrlParams p = parseUrlParams("record=abc");
  parseFragment("p=4,4,4,4,4,4,4,4,4,4,4,4:N&theme=contrast", p);
  CHECK(p.position);
  CHECK_FALSE(p.record);
  CHECK_FALSE(p.theme);
  UrlParams q;
  parseFragment("#section-3", q);
  REQUIRE(q.errors.size() == 1);
  UrlParams r;
  parseFragment("", r);
  parseFragment("#", r);
  CHECK(r.errors.empty());
}

TEST_CASE("url: the address follows the game, keeping the page's other parameters", "[url]") {
  SessionSetup setup;
  setup.variant = Variant::Warri;
  setup.players = {PlayerKind::Person, PlayerKind::Computer};
  setup.levels = {std::nullopt, ai::Level::Medium};
  setup.starter = Player::North;
  Game game(rulesOf(setup), startPosition(Player::North));
  AddressParts parts;
  parts.setup = &setup;
  parts.game = &game;
  parts.language = Language::Spanish;
  parts.theme = ThemeChoice::Contrast;
  parts.sound = false;
  const std::string opened =
      "?game=adji-kui-1&lang=fr&south=computer&level=master&theme=classic&sound=on&"
      "parentOrigin=https%3A%2F%2Fmuseum.example&room=3&record=x";
  // No move yet: no fragment.
  GameAddress address = gameAddress(opened, parts);
  CHECK(address.query ==
        "game=warri&south=person&north=computer&starter=N&level=medium&lang=es&theme=contrast&"
        "sound=off&parentOrigin=https%3A%2F%2Fmuseum.example&room=3");
  CHECK(address.fragment.empty());
  // Moves: the share link's fragment, and the address reads back as this game.
  REQUIRE(game.play(game.legalMoves().moves[0]));
  address = gameAddress(opened, parts);
  CHECK(address.fragment == shareFragment(game));
  UrlParams back = parseUrlParams(address.query);
  parseFragment(address.fragment, back);
  CHECK(back.errors.empty());
  CHECK(back.setup.game == Variant::Warri);
  CHECK(back.setup.north == PlayerKind::Computer);
  CHECK(back.setup.level == ai::Level::Medium);
  CHECK(back.setup.starter == Player::North);
  CHECK(back.language == Language::Spanish);
  REQUIRE(back.record);
  CHECK(*back.record == writeRecord(game));
  // The start screen: none of the game's parameters.
  CHECK(gameAddress(opened, {nullptr, nullptr, Language::English, ThemeChoice::Classic, true}) ==
        GameAddress{
            "lang=en&theme=classic&sound=on&parentOrigin=https%3A%2F%2Fmuseum.example&room=3", ""});
  // Two people: no level; a match says so.
  setup.players = {PlayerKind::Person, PlayerKind::Person};
  setup.match = true;
  CHECK(gameAddress("", {&setup, nullptr}).query ==
        "game=warri&south=person&north=person&starter=N&match=1");
}

TEST_CASE("url: slot= gives a frame its own save, so that two frames of one page keep apart",
          "[url][saving]") {
  CHECK(parseUrlParams("slot=warri-2").slot == "warri-2");
  for (const char* bad : {"slot=", "slot=a%20b", "slot=%C3%A9", "slot=aaaaaaaaaaaaaaaaaaaaaaaaa"}) {
    const UrlParams p = parseUrlParams(bad);
    CHECK(p.slot.empty());
    CHECK(p.errors.size() == 1);
  }

  MemoryHost host;
  const auto frame = [&](const std::string& query, Variant variant, int moves) {
    AppModel model(host, nullptr);
    model.startUp({query, "", true, false}, 0.0);
    test::newGame(model, test::twoPeople(variant));
    test::playFirst(model, moves);
    return model.state().game.session.game().moves();
  };
  const auto first = frame("slot=0", Variant::Warri, 3);
  const auto second = frame("slot=1", Variant::AdjiKui1, 2);
  CHECK(host.stored.count("mancala-embedded-0") == 1);
  CHECK(host.stored.count("mancala-embedded-1") == 1);
  CHECK(host.stored.count("mancala-embedded") == 0);
  // Each frame's reload finds its own game; a frame outside a page finds neither.
  for (const auto& [query, variant, moves] :
       {std::tuple{"slot=0", Variant::Warri, first}, {"slot=1", Variant::AdjiKui1, second}}) {
    AppModel reloaded(host, nullptr);
    reloaded.startUp({query, "", true, false}, 0.0);
    CHECK(reloaded.state().game.session.game().rules().variant == variant);
    CHECK(reloaded.state().game.session.game().moves() == moves);
  }
  AppModel top(host, nullptr);
  top.startUp({"slot=0", "", false, false}, 0.0);
  CHECK(top.state().game.session.game().moves().empty());
}
