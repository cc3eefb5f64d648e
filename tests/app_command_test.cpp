// Commands as text (app/model/common/command.h): every command printed and parsed back is itself,
// over commands generated at random; each refusal of the parser; the older names still read.
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <type_traits>

#include "app/model/common/command.h"

using namespace mancala;
using namespace mancala::app;

namespace {

template <class T>
struct IsOptional : std::false_type {};
template <class T>
struct IsOptional<std::optional<T>> : std::true_type {};

// Values of every type a command's field can hold, drawn from the whole of its range (texts with
// the characters the printed form uses itself: & = ? % + and spaces, and non-ASCII).
struct Draw {
  std::mt19937_64 rng;
  int pick(int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); }

  void value(Variant& v) { v = static_cast<Variant>(pick(3)); }
  void value(PlayerKind& k) { k = pick(2) ? PlayerKind::Computer : PlayerKind::Person; }
  void value(ai::Level& l) { l = static_cast<ai::Level>(pick(5)); }
  void value(Player& p) { p = pick(2) ? Player::North : Player::South; }
  void value(bool& b) { b = pick(2) == 1; }
  void value(int& n) { n = pick(19999) - 9999; }
  void value(Move& m) { m = static_cast<Move>(pick(13)); }  // a hole or the pass
  void value(std::vector<Move>& holes) {
    holes.clear();
    for (int i = pick(6); i > 0; --i) holes.push_back(static_cast<Move>(pick(12)));
  }
  void value(std::string& s) {
    static const char* const pieces[] = {"a",   "&",      "=",     "?",      "%",
                                         "%41", "+",      " ",     "\u00e9", "[Game \"warri\"]",
                                         "\n",  "f=7h3k", "p=4,4", "#"};
    s.clear();
    for (int i = pick(8); i > 0; --i) s += pieces[pick(14)];
  }
  void value(Language& l) { l = kAllLanguages[pick(4)]; }
  void value(Speed& s) { s = static_cast<Speed>(pick(4)); }
  void value(MatchOptions::Length& l) { l = static_cast<MatchOptions::Length>(pick(3)); }
  void value(Opponent& o) { o = static_cast<Opponent>(pick(3)); }
  void value(ThemeChoice& t) { t = static_cast<ThemeChoice>(pick(4)); }
  template <class T>
  void value(std::optional<T>& o) {
    if (pick(3) == 0) {
      o.reset();
      return;
    }
    T v{};
    value(v);
    o = v;
  }
};

template <std::size_t I = 0>
Command commandAt(std::size_t index, Draw& draw) {
  if constexpr (I + 1 < std::variant_size_v<Command>) {
    if (index != I) return commandAt<I + 1>(index, draw);
  }
  using C = std::variant_alternative_t<I, Command>;
  C command{};
  C::fields(command,
            [&](std::string_view, auto& value, std::string_view = {}) { draw.value(value); });
  if constexpr (std::is_same_v<C, cmd::NewGame> || std::is_same_v<C, cmd::Choose>)
    if (command.setup.games) command.setup.games = 1 + std::abs(*command.setup.games) % 15;
  return command;
}

Command parsed(std::string_view text) {
  auto r = parseCommand(text);
  if (auto* refusal = std::get_if<Refusal>(&r))
    FAIL("refused " << text << ": " << refusalName(refusal->code));
  return std::get<Command>(r);
}

Refusal refused(std::string_view text) {
  auto r = parseCommand(text);
  REQUIRE(std::holds_alternative<Refusal>(r));
  return std::get<Refusal>(r);
}

}  // namespace

TEST_CASE("command: every command printed and parsed back is itself", "[command]") {
  Draw draw{std::mt19937_64(20261206)};
  for (int i = 0; i < 4000; ++i) {
    const std::size_t index = static_cast<std::size_t>(draw.pick(std::variant_size_v<Command>));
    const Command command = commandAt(index, draw);
    const std::string text = printCommand(command);
    INFO(text);
    CHECK(parsed(text) == command);
    CHECK(printCommand(parsed(text)) == text);
  }
}

TEST_CASE("command: every command has its own name", "[command]") {
  Draw draw{std::mt19937_64(1)};
  std::set<std::string_view> names;
  for (std::size_t i = 0; i < std::variant_size_v<Command>; ++i) {
    const Command command = commandAt(i, draw);
    CHECK(names.insert(commandName(command)).second);
    // Its name alone: the command, or the refusal of a field it must have.
    const auto r = parseCommand(commandName(command));
    if (const auto* refusal = std::get_if<Refusal>(&r))
      CHECK(refusal->code == RefusalCode::MissingField);
    else
      CHECK(std::get<Command>(r).index() == i);
  }
}

TEST_CASE("command: a set-up in the address's words, older names included", "[command]") {
  const auto c = parsed("new?game=warri&south=human&north=ai&north-level=hard&starter=N&match=1");
  const auto& setup = std::get<cmd::NewGame>(c).setup;
  CHECK(setup.game == Variant::Warri);
  CHECK(setup.south == PlayerKind::Person);
  CHECK(setup.north == PlayerKind::Computer);
  CHECK(setup.northLevel == ai::Level::Hard);
  CHECK(setup.starter == Player::North);
  CHECK(setup.match == true);
  CHECK_FALSE(setup.level);
  // The page API's "variant", the start form's "play" and "players".
  const auto form =
      parsed("choose?variant=adji-kui-2&play=match&players=friend-N&length=ten-holes");
  const auto& chosen = std::get<cmd::Choose>(form).setup;
  CHECK(chosen.game == Variant::AdjiKui2);
  CHECK(chosen.match == true);
  CHECK(chosen.opponent == Opponent::FriendNorth);
  CHECK(chosen.length == MatchOptions::Length::FirstToTenHoles);
  // Printed with today's names only.
  CHECK(printCommand(form) == "choose?game=adji-kui-2&match=1&length=ten-holes&friend=N");
}

TEST_CASE("command: applied to a set-up, the fields given change it and no other", "[command]") {
  SessionSetup setup;
  setup.variant = Variant::AdjiKui2;
  setup.matchLength = MatchOptions::Length::FirstToTenHoles;
  std::optional<Player> side;
  applySetup({.game = Variant::Warri, .level = ai::Level::Easy, .opponent = Opponent::FriendSouth},
             setup, &side);
  CHECK(setup.variant == Variant::Warri);
  CHECK(setup.matchLength == MatchOptions::Length::Full);  // ten holes is Adji Kui II's alone
  CHECK(setup.levels[0] == ai::Level::Easy);
  CHECK(setup.levels[1] == ai::Level::Easy);
  CHECK(setup.players[0] == PlayerKind::Person);
  CHECK(side == Player::South);
  SessionSetup again;
  applySetup(setupFields(setup), again, nullptr);
  CHECK(again == setup);
}

TEST_CASE("command: what is not understood is refused, naming it", "[command]") {
  CHECK(refused("castle").code == RefusalCode::UnknownCommand);
  CHECK(refused("castle").data == std::vector<std::string>{"castle"});
  CHECK(refused("").code == RefusalCode::UnknownCommand);
  const Refusal field = refused("undo?really=1");
  CHECK(field.code == RefusalCode::UnknownField);
  CHECK(field.data[0] == "really");
  const Refusal value = refused("new?variant=chess");
  CHECK(value.code == RefusalCode::BadValue);
  CHECK(value.data[0] == "variant");  // as the page named it
  CHECK(value.data[1] == "chess");
  CHECK(refused("play").code == RefusalCode::MissingField);
  CHECK(refused("play?move=cd").code == RefusalCode::BadValue);
  CHECK(refused("play?move=c%00").code == RefusalCode::NulInField);
  CHECK(refused("language?lang=fr-%00").code == RefusalCode::NulInField);  // fr- alone is French
  CHECK(
      std::holds_alternative<Command>(parseCommand("load-record?record=%00")));  // its reader says
  CHECK(refused("play?move=%zz").code == RefusalCode::BadValue);
  CHECK(refused("new?games=16").code == RefusalCode::BadValue);
  CHECK(refused("new?games=0").code == RefusalCode::BadValue);
  CHECK(refused("next-game?holes=ab-").code == RefusalCode::BadValue);
  CHECK(refused("level?level=").code == RefusalCode::BadValue);
  CHECK(parsed("level") == Command(cmd::Level{}));  // the default level
  CHECK(parsed("choose?friend=") == Command(cmd::Choose{{.opponent = Opponent::Here}}));
}

TEST_CASE("command: a refusal's words name what was refused, in a sentence", "[command]") {
  const std::string words = refusalText(refused("new?games=99"));
  CHECK(words.find("\u201cgames\u201d") != std::string::npos);
  CHECK(words.find("\u201c99\u201d") != std::string::npos);
  CHECK(words.find("1 \u2013 15") != std::string::npos);
  CHECK(refusalText(refused("new?variant=chess")) ==
        "Unknown game \u201cchess\u201d (adji-kui-1, adji-kui-2, warri).");
  CHECK(refusalText(refused("new?north=robot")) == "A player is person or computer.");
  std::set<std::string_view> codes;
  for (int c = 0; c <= static_cast<int>(RefusalCode::Unavailable); ++c) {
    const std::string_view name = refusalName(static_cast<RefusalCode>(c));
    CHECK_FALSE(name.empty());
    CHECK(codes.insert(name).second);  // each code its own name
  }
  CHECK(refusalName(RefusalCode::IllegalMove) == "illegal-move");
  CHECK(refusalName(RefusalCode::Unavailable) == "unavailable");
  MoveError empty;
  empty.code = MoveErrorCode::EmptyHole;
  empty.move = 2;
  CHECK(refusalText(moveRefusal(empty)) == "Hole c is empty.");
}
