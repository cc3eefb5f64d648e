// The saved state: one versioned value, written and read back exactly; damage is an error.
#include <algorithm>
#include <catch2/catch.hpp>

#include "app/model/saving/settings.h"
#include "core/record.h"

using namespace mancala;
using namespace mancala::app;

namespace {
SavedState readOk(const std::string& text) {
  auto read = readSavedState(text);
  if (auto* e = std::get_if<std::string>(&read)) FAIL(*e);
  return std::get<SavedState>(std::move(read));
}
std::string readError(const std::string& text) {
  auto read = readSavedState(text);
  REQUIRE(std::holds_alternative<std::string>(read));
  return std::get<std::string>(read);
}
}  // namespace

TEST_CASE("saved state: settings and a game in progress round-trip", "[settings]") {
  SavedState s;
  s.settings.language = Language::Italian;
  s.settings.theme = ThemeChoice::Contrast;
  s.settings.speed = Speed::Fast;
  s.settings.sound = false;
  s.setup.variant = Variant::Warri;
  s.setup.levels = {std::nullopt, ai::Level::Hard};
  s.setup.players = {PlayerKind::Person, PlayerKind::Computer};
  s.setup.starter = Player::North;
  s.setup.grandSlamCapturesNothing = true;
  s.game = Game(Rules{Variant::Warri, true}, startPosition(Player::North));
  for (Move m : {Move{8}, Move{2}, Move{9}}) REQUIRE(s.game->play(m));
  const std::string text = writeSavedState(s);
  CHECK(text.rfind("mancala-save 2\n", 0) == 0);
  const SavedState back = readOk(text);
  CHECK(back.settings == s.settings);
  CHECK(back.setup.levels == s.setup.levels);
  CHECK_FALSE(back.startChoices);
  CHECK(back.setup.variant == Variant::Warri);
  CHECK(back.setup.players[1] == PlayerKind::Computer);
  CHECK(back.setup.starter == Player::North);
  CHECK(back.setup.grandSlamCapturesNothing);
  REQUIRE(back.game);
  CHECK(back.game->moves() == s.game->moves());
  CHECK(back.game->position() == s.game->position());
  CHECK(back.game->rules().grandSlamCapturesNothing);
  CHECK_FALSE(back.match);
  CHECK(writeSavedState(back) == text);
}

TEST_CASE("saved state: defaults stay unset, the start screen has no game", "[settings]") {
  SavedState s;
  const SavedState back = readOk(writeSavedState(s));
  CHECK_FALSE(back.settings.language);
  CHECK_FALSE(back.settings.speed);
  CHECK_FALSE(back.settings.sound);
  CHECK_FALSE(back.game);
}

TEST_CASE("saved state: the start screen over a kept game, with its own choices", "[settings]") {
  SavedState s;
  s.setup.variant = Variant::AdjiKui1;
  s.game = Game(Rules{Variant::AdjiKui1, false});
  REQUIRE(s.game->play(3));
  SessionSetup choices;
  choices.variant = Variant::Warri;
  choices.players = {PlayerKind::Computer, PlayerKind::Person};
  choices.levels = {ai::Level::Medium, std::nullopt};
  choices.starter = Player::North;
  choices.match = true;
  choices.matchLength = MatchOptions::Length::Games;
  choices.matchGames = 3;
  s.startChoices = choices;
  const std::string text = writeSavedState(s);
  const SavedState back = readOk(text);
  REQUIRE(back.startChoices);
  CHECK(*back.startChoices == choices);
  CHECK(back.setup.variant == Variant::AdjiKui1);
  REQUIRE(back.game);
  CHECK(back.game->moves().size() == 1);
  CHECK(writeSavedState(back) == text);
  // Choices over a game that is not there: damaged.
  std::string noGame = text.substr(0, text.find("record\n"));
  CHECK(readError(noGame).find("start screen") != std::string::npos);
}

TEST_CASE("saved state: a version 1 save is still read, its one level for both sides",
          "[settings]") {
  const SavedState old = readOk(
      "mancala-save 1\nlanguage es\ntheme contrast\nlevel medium\n"
      "setup warri person computer N single full 5 classic-slam\nrecord\n" +
      writeRecord(Game(Rules{Variant::Warri, false}, startPosition(Player::North))));
  CHECK(old.settings.language == Language::Spanish);
  CHECK(old.settings.theme == ThemeChoice::Contrast);
  CHECK_FALSE(old.settings.level);  // a level is kept per side now
  CHECK(old.setup.levels[0] == ai::Level::Medium);
  CHECK(old.setup.levels[1] == ai::Level::Medium);
  CHECK(old.setup.players[1] == PlayerKind::Computer);
  CHECK(old.setup.starter == Player::North);
  // Version 1 has no levels on its setup line, version 2 always has them.
  CHECK(readError("mancala-save 2\nsetup warri person person S single full 5 classic-slam\n")
            .find("line 2") != std::string::npos);
  CHECK(readError("mancala-save 1\nsetup warri person person S single full 5 classic-slam - -\n")
            .find("line 2") != std::string::npos);
  CHECK(readError("mancala-save 2\nlevel medium\n").find("line 2") != std::string::npos);
  CHECK(readError("mancala-save 3\n").find("version 3") != std::string::npos);
}

TEST_CASE("saved state: a match between games round-trips", "[settings]") {
  SavedState s;
  s.setup.variant = Variant::AdjiKui2;
  s.setup.match = true;
  MatchState m = newMatch(Variant::AdjiKui2);
  m.game = 3;
  m.wins = {1, 1};
  m.starter = Player::South;
  m.northOwned = 0b111110000001;  // South's a was bought by North
  m.purchase = Purchase{Player::North, 1};
  m.lastTotals = {20, 28};
  s.match = m;
  s.game = Game(Rules{Variant::AdjiKui2, false}, currentGameStart(m));
  REQUIRE(s.game->play(2));
  const SavedState back = readOk(writeSavedState(s));
  REQUIRE(back.match);
  CHECK(back.match->game == 3);
  CHECK(back.match->wins == m.wins);
  CHECK(back.match->northOwned == m.northOwned);
  REQUIRE(back.match->purchase);
  CHECK(back.match->purchase->buyer == Player::North);
  CHECK(back.match->lastTotals == m.lastTotals);
  CHECK(writeSavedState(back) == writeSavedState(s));
}

TEST_CASE("saved state: damage of every kind is an error in words", "[settings]") {
  SavedState s;
  s.setup.variant = Variant::AdjiKui1;
  s.game = Game(Rules{Variant::AdjiKui1, false});
  REQUIRE(s.game->play(0));
  const std::string good = writeSavedState(s);

  CHECK(readError("").find("not a saved game") != std::string::npos);
  CHECK(readError("{\"json\": true}").find("not a saved game") != std::string::npos);
  CHECK(readError("mancala-save 99\n").find("99") != std::string::npos);
  // A setting not known is left out, with the reason; the rest is read.
  for (const std::string line : {"theme neon", "language xx", "speed warp"}) {
    auto read = readSavedState("mancala-save 1\n" + line +
                               "\nsetup warri person person S single full 5 classic-slam\n");
    REQUIRE(std::holds_alternative<SavedState>(read));
    const SavedState& state = std::get<SavedState>(read);
    CHECK(state.settingProblem.find(line) != std::string::npos);
    CHECK(state.settings == Settings{});
    CHECK(state.setup.variant == Variant::Warri);
  }
  CHECK(readError("mancala-save 1\n").find("settings") != std::string::npos);
  CHECK(readError("mancala-save 1\nsetup warri person robot S single full 5 classic-slam\n")
            .find("line 2") != std::string::npos);
  CHECK(
      readError(
          "mancala-save 1\nwhat is this\nsetup warri person person S single full 5 classic-slam\n")
          .find("what is this") != std::string::npos);

  // A record cut in the middle, or with an illegal move.
  std::string cut = good.substr(0, good.find("[Result"));
  CHECK_FALSE(readError(cut + "[Res").empty());
  std::string illegal = good;
  illegal.replace(illegal.rfind("1. a"), 4, "1. A");
  CHECK(readError(illegal).find("record") != std::string::npos);
  // A record of another game than the settings.
  std::string other = good;
  other.replace(other.find("setup adji-kui-1"), 16, "setup warri");
  CHECK(readError(other).find("another game") != std::string::npos);
  // A match that does not fit its game.
  SavedState withMatch = s;
  withMatch.setup.match = true;
  MatchState m = newMatch(Variant::AdjiKui1);
  m.starter = Player::North;
  withMatch.match = m;
  CHECK(readError(writeSavedState(withMatch)).find("match") != std::string::npos);
  // Random damage never crashes.
  for (std::size_t i = 0; i < good.size(); i += 3) {
    std::string damaged = good;
    damaged[i] = static_cast<char>(damaged[i] ^ 0x25);
    (void)readSavedState(damaged);
    (void)readSavedState(good.substr(0, i));
  }
}

TEST_CASE("saved state: a NUL or a byte that is not text marks the save damaged", "[settings]") {
  SavedState s;
  s.setup.variant = Variant::Warri;
  s.game = Game(Rules{Variant::Warri, false});
  s.game->play(2);
  const std::string text = writeSavedState(s);
  REQUIRE(readOk(text).game->moves().size() == 1);
  // The NUL near the end, in the record's moves: nothing after it may be lost silently.
  std::string withNul = text;
  withNul.insert(withNul.size() - 2, 1, '\0');
  const std::string why = readError(withNul);
  const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
  CHECK(why.find("line " + std::to_string(lines)) == 0);
  CHECK(why.find("not text") != std::string::npos);
  std::string withBadByte = text;
  withBadByte[withBadByte.find("warri")] = '\xFF';
  CHECK(readError(withBadByte).find("not text") != std::string::npos);
}

TEST_CASE("saved state: CRLF line ends are read, and no raw CR is ever quoted", "[settings]") {
  SavedState s;
  s.settings.theme = ThemeChoice::Contrast;
  s.setup.variant = Variant::Warri;
  s.game = Game(Rules{Variant::Warri, false});
  for (Move m : {Move{2}, Move{8}}) REQUIRE(s.game->play(m));
  std::string crlf;
  for (char c : writeSavedState(s)) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  const SavedState back = readOk(crlf);
  CHECK(back.settings.theme == ThemeChoice::Contrast);
  REQUIRE(back.game);
  CHECK(back.game->moves() == s.game->moves());
  // Damaged, with CRLF line ends: the message quotes no CR.
  for (const std::string bad : {"mancala-save 2\r\nnonsense here\r\n", "mancala-save 7x\r\n",
                                "mancala-save 2\r\nnon\rsense\r\n"}) {
    const std::string why = readError(bad);
    INFO(why);
    CHECK(why.find('\r') == std::string::npos);
  }
}
