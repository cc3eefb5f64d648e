// My games: the games file read back whole or not at all, the player's record at a level, the
// archive on the device (two tabs, a full storage, delete and undo, import merged), and the app
// keeping each finished game where it may.
#include <catch2/catch.hpp>

#include "app/model/common/url_params.h"
#include "app/model/games/game_archive.h"
#include "app/model/games/games_mode.h"
#include "app/model/games/player_record.h"
#include "app_fixtures.h"
#include "core/record.h"

namespace mancala::app {
namespace {

constexpr std::int64_t kNow = 1765000000000;  // 2025-12-06: every game here ended before

using test::finishedGame;

// A finished game that `winner` won.
Game gameWonBy(Outcome winner) {
  for (unsigned seed = 0; seed < 200; ++seed) {
    Game game = finishedGame(seed);
    if (game.position().outcome() == winner) return game;
  }
  FAIL("no game found");
  return Game();
}

ArchivedGame vsComputer(Outcome outcome, std::int64_t at, ai::Level level = ai::Level::Medium) {
  return archivedGame(gameWonBy(outcome), at, static_cast<unsigned>(at), PlayedAgainst::Computer,
                      Player::South, level);
}

}  // namespace

TEST_CASE("a games file gives back every game with who played, the level and the record",
          "[my-games]") {
  const ArchivedGame won = vsComputer(Outcome::SouthWins, 1765014780000, ai::Level::Hard);
  const ArchivedGame here = archivedGame(gameWonBy(Outcome::NorthWins), 1765014790000, 7,
                                         PlayedAgainst::Here, Player::South, std::nullopt);
  const std::string text = gamesFileText({won, here});
  CHECK(text.rfind("mancala-games 1\n", 0) == 0);
  const auto read = readGamesFile(text);
  REQUIRE(std::holds_alternative<std::vector<ArchivedGame>>(read));
  const auto& games = std::get<std::vector<ArchivedGame>>(read);
  REQUIRE(games.size() == 2);
  CHECK(games[0].id == won.id);
  CHECK(games[0].finishedAt == 1765014780000);
  CHECK(games[0].opponent == PlayedAgainst::Computer);
  CHECK(games[0].level == ai::Level::Hard);
  CHECK(games[0].result() == GameResult::Won);
  CHECK(games[0].game.moves() == won.game.moves());
  CHECK(games[0].record == won.record);
  CHECK(games[0].record.find("[Date \"2025.12.06\"]") != std::string::npos);
  CHECK(games[1].opponent == PlayedAgainst::Here);
  CHECK_FALSE(games[1].level);
  CHECK(games[1].result() == GameResult::Lost);  // for South
  // Each game's record is the existing format: it reads back on its own.
  CHECK(std::holds_alternative<GameRecord>(readRecord(games[1].record)));
}

TEST_CASE("a broken or foreign games file is refused at its bad line", "[my-games]") {
  const ArchivedGame g = vsComputer(Outcome::SouthWins, 1000);
  std::string text = gamesFileText({g, vsComputer(Outcome::NorthWins, 2000)});

  SECTION("not a games file") {
    const auto read = readGamesFile("[Game \"warri\"]\n1. a\n");
    REQUIRE(std::holds_alternative<GamesFileError>(read));
    CHECK(std::get<GamesFileError>(read).line == 1);
  }
  SECTION("a newer version's") {
    const auto read = readGamesFile("mancala-games 2\n");
    REQUIRE(std::holds_alternative<GamesFileError>(read));
    CHECK(std::get<GamesFileError>(read).newerVersion);
  }
  SECTION("a word of a game's line not understood") {
    const std::size_t at = text.rfind("opponent=computer");
    text.replace(at, 17, "opponent=robot");
    const auto read = readGamesFile(text);
    REQUIRE(std::holds_alternative<GamesFileError>(read));
    const auto& error = std::get<GamesFileError>(read);
    // The second game's line: after the first game's lines and a blank one.
    const int secondLine =
        static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n')) + 1;
    CHECK(error.line == secondLine);
    CHECK(gamesFileErrorText(error).find("opponent=robot") != std::string::npos);
  }
  SECTION("a move the rules forbid, named by its line in the file") {
    // The first move of the second game's moves line replaced by an empty hole's.
    const std::size_t movesAt = text.rfind("\n1. ") + 1;
    text.replace(movesAt, 4, "1. - ");
    const auto read = readGamesFile(text);
    REQUIRE(std::holds_alternative<GamesFileError>(read));
    const int movesLine = static_cast<int>(std::count(
                              text.begin(), text.begin() + static_cast<long>(movesAt), '\n')) +
                          1;
    CHECK(std::get<GamesFileError>(read).line == movesLine);
  }
}

TEST_CASE("the player's record at a level: won, drawn, lost, the last ten, the streak",
          "[my-games]") {
  std::vector<ArchivedGame> newestFirst;
  std::int64_t at = 100000;
  // Newest first: 2 wins, then a loss, then 9 wins; a game at another level between them.
  for (int i = 0; i < 2; ++i) newestFirst.push_back(vsComputer(Outcome::SouthWins, at--));
  newestFirst.push_back(vsComputer(Outcome::NorthWins, at--, ai::Level::Hard));
  newestFirst.push_back(vsComputer(Outcome::NorthWins, at--));
  for (int i = 0; i < 9; ++i) newestFirst.push_back(vsComputer(Outcome::SouthWins, at--));

  const PlayerRecord record = playerRecord(newestFirst, Variant::AdjiKui1, ai::Level::Medium);
  CHECK(record.won == 11);
  CHECK(record.lost == 1);
  CHECK(record.drawn == 0);
  REQUIRE(record.lastTen.size() == 10);
  CHECK(record.lastTen[2] == GameResult::Lost);
  CHECK(record.streak == 2);
  CHECK(record.streakOf == GameResult::Won);
  CHECK(recordLine(record, ai::Level::Medium) == "Medium: 9\u20131 in your last 10 games");
  CHECK(playerRecord(newestFirst, Variant::AdjiKui1, ai::Level::Hard).lost == 1);
  CHECK_FALSE(
      recordLine(playerRecord(newestFirst, Variant::Warri, ai::Level::Medium), ai::Level::Medium));
}

TEST_CASE("a reviewed game's accuracy is kept with it, and the record averages the last ten",
          "[my-games]") {
  ArchivedGame reviewed = vsComputer(Outcome::SouthWins, 5000);
  reviewed.accuracy = 82;
  const auto read = readGamesFile(gamesFileText({reviewed}));
  REQUIRE(std::holds_alternative<std::vector<ArchivedGame>>(read));
  CHECK(std::get<std::vector<ArchivedGame>>(read).front().accuracy == 82);
  std::string beyond = gamesFileText({reviewed});
  beyond.replace(beyond.find("accuracy=82"), 11, "accuracy=101");
  CHECK(std::holds_alternative<GamesFileError>(readGamesFile(beyond)));

  // Newest first: three reviewed among the last ten (90, 70, 81), one older beyond them (0).
  std::vector<ArchivedGame> newestFirst;
  std::int64_t at = 100000;
  for (int i = 0; i < 11; ++i) newestFirst.push_back(vsComputer(Outcome::SouthWins, at--));
  newestFirst[0].accuracy = 90;
  newestFirst[4].accuracy = 70;
  newestFirst[9].accuracy = 81;
  newestFirst[10].accuracy = 0;
  const PlayerRecord record = playerRecord(newestFirst, Variant::AdjiKui1, ai::Level::Medium);
  CHECK(record.reviewed == 3);
  CHECK(record.accuracy == 80);
  CHECK(recordLine(record, ai::Level::Medium) ==
        "Medium: 10\u20130 in your last 10 games, accuracy 80%");
  newestFirst[0].accuracy.reset();
  newestFirst[4].accuracy.reset();
  newestFirst[9].accuracy.reset();
  CHECK_FALSE(playerRecord(newestFirst, Variant::AdjiKui1, ai::Level::Medium).accuracy);

  MemoryHost host;
  GameArchive archive(host);
  archive.open(true);
  REQUIRE(archive.add(newestFirst[1]));
  REQUIRE(archive.idsOf(newestFirst[1].game) == std::vector<std::string>{newestFirst[1].id});
  REQUIRE(archive.setAccuracy(newestFirst[1].id, 64));
  GameArchive reopened(host);
  reopened.open(true);
  CHECK(reopened.games().front().accuracy == 64);
}

TEST_CASE("games finished in two tabs are both kept, each under its own key", "[my-games]") {
  MemoryHost host;
  GameArchive tab1(host), tab2(host);
  tab1.open(true);
  tab2.open(true);
  REQUIRE(tab1.add(vsComputer(Outcome::SouthWins, 1000)));
  REQUIRE(tab2.add(vsComputer(Outcome::NorthWins, 1001)));
  tab1.reload();
  CHECK(tab1.games().size() == 2);
  CHECK(tab1.games().front().finishedAt == 1001);  // newest first
  // A game deleted in one tab is gone from the other's list once it looks again.
  tab2.reload();
  REQUIRE(tab2.remove(tab1.games().back().id));
  tab1.reload();
  REQUIRE(tab1.games().size() == 1);
  CHECK(tab1.games().front().finishedAt == 1001);
}

TEST_CASE("import merges a file's games, skips those kept, and a broken file adds nothing",
          "[my-games]") {
  MemoryHost host;
  GameArchive archive(host);
  archive.open(true);
  REQUIRE(archive.add(vsComputer(Outcome::SouthWins, 1000)));
  const std::string file =
      gamesFileText({vsComputer(Outcome::SouthWins, 1000), vsComputer(Outcome::NorthWins, 2000)});
  const auto added = archive.import(file, kNow);
  REQUIRE(std::holds_alternative<GameArchive::Imported>(added));
  CHECK(std::get<GameArchive::Imported>(added).added == 1);
  CHECK(archive.games().size() == 2);

  std::string broken = gamesFileText({vsComputer(Outcome::NorthWins, 3000)});
  broken += "\nthis is no game\n";
  const auto refused = archive.import(broken, kNow);
  REQUIRE(std::holds_alternative<GamesFileError>(refused));
  CHECK(std::get<GamesFileError>(refused).line ==
        static_cast<int>(std::count(broken.begin(), broken.end(), '\n')));
  CHECK(archive.games().size() == 2);  // the good game before the bad line is not taken either
}

TEST_CASE("a full storage keeps the newest games and says so once", "[my-games]") {
  MemoryHost host;
  GameArchive archive(host);
  archive.open(true);
  const ArchivedGame first = vsComputer(Outcome::SouthWins, 1000);
  host.quota = gamesFileText({first}).size() * 2 + 100;  // room for about two games
  for (std::int64_t at = 1000; at < 1005; ++at)
    REQUIRE(archive.add(vsComputer(Outcome::SouthWins, at)));
  REQUIRE(archive.games().size() >= 1);
  CHECK(archive.games().size() < 5);
  CHECK(archive.games().front().finishedAt == 1004);
  CHECK(archive.hasNotice());
  archive.takeNotice();
  archive.add(vsComputer(Outcome::SouthWins, 1005));
  CHECK_FALSE(archive.hasNotice());  // told once
  GameArchive reopened(host);
  reopened.open(true);
  CHECK(reopened.games().front().finishedAt == 1005);
}

TEST_CASE("a full storage keeps the game in progress before the oldest of My games", "[my-games]") {
  MemoryHost host;
  for (std::int64_t at = 1000; at < 1004; ++at) {
    const ArchivedGame g = vsComputer(Outcome::SouthWins, at);
    host.stored[std::string(GameArchive::kKeyPrefix) + g.id] = gamesFileText({g});
  }
  AppModel model(host, nullptr);
  model.startUp({"", "", false, false}, 0.0);
  REQUIRE(model.state().modes.games.archive().games().size() == 4);
  const std::string oldest = model.state().modes.games.archive().games().back().id;
  // No room left beside what is there: the game in progress' save does not fit.
  std::size_t used = 0;
  for (const auto& [k, v] : host.stored) used += v.size();
  host.quota = used;
  test::newGame(model, test::twoPeople(Variant::AdjiKui1));
  test::playFirst(model, 3);
  model.update(0.0);
  const auto& games = model.state().modes.games.archive().games();
  CHECK(games.size() < 4);
  CHECK_FALSE(games.empty());
  CHECK(std::none_of(games.begin(), games.end(),
                     [&](const ArchivedGame& g) { return g.id == oldest; }));
  CHECK(games.front().finishedAt == 1003);  // the newest kept
  CHECK(model.state().shown.message.find("storage is full") != std::string::npos);
  // The game in progress was saved: a reload finds it.
  host.quota.reset();
  AppModel again(host, nullptr);
  again.startUp({"", "", false, false}, 0.0);
  CHECK(again.state().game.session.game().moves() == model.state().game.session.game().moves());
}

TEST_CASE("a game kept by a newer version is neither listed nor deleted", "[my-games]") {
  MemoryHost host;
  host.stored["mancala-game-5-abcd"] = "mancala-games 9\n; game id=5-abcd future=yes\n";
  GameArchive archive(host);
  archive.open(true);
  REQUIRE(archive.add(vsComputer(Outcome::SouthWins, 1000)));
  CHECK(archive.games().size() == 1);
  archive.removeAll();
  CHECK(host.stored["mancala-game-5-abcd"].rfind("mancala-games 9", 0) == 0);
  // An older file holding a game of the same id: imported, it does not write over it.
  ArchivedGame same = vsComputer(Outcome::SouthWins, 5);
  same.id = "5-abcd";
  const auto imported = archive.import(gamesFileText({same}), kNow);
  REQUIRE(std::holds_alternative<GameArchive::Imported>(imported));
  CHECK(std::get<GameArchive::Imported>(imported).added == 0);
  CHECK(host.stored["mancala-game-5-abcd"].rfind("mancala-games 9", 0) == 0);
}

TEST_CASE("the app keeps each finished game, not in the kiosk nor in a frame not allowed to",
          "[my-games]") {
  using test::send;
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({"", "", false, false}, 0.0);
  test::newGame(model, test::twoPeople(Variant::AdjiKui1));
  test::playToEnd(model);
  REQUIRE(model.state().modes.games.archive().games().size() == 1);
  const ArchivedGame kept = model.state().modes.games.archive().games().front();
  CHECK(kept.opponent == PlayedAgainst::Here);
  CHECK(kept.game.moves() == model.state().game.session.game().moves());
  CHECK(std::any_of(host.posted.begin(), host.posted.end(), [&](const std::string& m) {
    return m.find("mancala:game-added") != std::string::npos &&
           m.find(kept.id) != std::string::npos;
  }));

  SECTION("listed, opened in its review, deleted and brought back") {
    REQUIRE_FALSE(send(model, cmd::MyGames{}));
    CHECK(model.state().modes.games.isOpen());
    CHECK(model.state().modes.games.listed().size() == 1);
    REQUIRE_FALSE(send(model, cmd::MyGames{std::string("warri"), std::nullopt}));
    CHECK(model.state().modes.games.listed().empty());
    CHECK(send(model, cmd::MyGames{std::string("chess"), std::nullopt}));
    REQUIRE_FALSE(send(model, cmd::MyGames{std::string("all"), std::nullopt}));
    REQUIRE_FALSE(send(model, cmd::GamesReview{kept.id}));
    CHECK_FALSE(model.state().modes.games.isOpen());
    CHECK(model.state().screen == Screen::Play);
    CHECK(model.state().modes.review.open());
    CHECK(model.state().game.session.game().moves() == kept.game.moves());
    // Reviewed to the end: the person's accuracy kept with the game, also on the device.
    CHECK_FALSE(model.state().modes.games.archive().games().front().accuracy);
    for (int i = 0; i < 10000 && model.state().modes.review.running(); ++i) model.update(0.0);
    REQUIRE_FALSE(model.state().modes.review.running());
    const int accuracy = model.state()
                             .modes.review.result()
                             ->summary(model.state().game.session.game(), Player::South)
                             .accuracy;
    CHECK(model.state().modes.games.archive().games().front().accuracy == accuracy);
    GameArchive reopened(host);
    reopened.open(true);
    CHECK(reopened.games().front().accuracy == accuracy);
    REQUIRE_FALSE(send(model, cmd::GamesDelete{kept.id}));
    CHECK(model.state().modes.games.archive().games().empty());
    REQUIRE_FALSE(send(model, cmd::GamesUndoDelete{}));
    CHECK(model.state().modes.games.archive().games().size() == 1);
  }
  SECTION("its record and share link offered, the link opening the game at its end") {
    host.recordDialog = true;
    REQUIRE_FALSE(send(model, cmd::GamesLink{kept.id}));
    CHECK(host.recordsShown == 1);
    CHECK(host.recordShown == kept.record);
    UrlParams params;
    parseFragment(host.fragmentShown, params);
    REQUIRE(params.record);
    const auto read = readRecord(*params.record);
    REQUIRE(std::holds_alternative<GameRecord>(read));
    CHECK(std::get<GameRecord>(read).game.moves() == kept.game.moves());
    CHECK(send(model, cmd::GamesLink{"1-ffff"}));
  }
  SECTION("played on from before a move: a new end is a new game") {
    REQUIRE_FALSE(send(model, cmd::GamesPlay{kept.id, 4}));
    CHECK(model.state().game.session.game().moves().size() == 4);
    CHECK_FALSE(model.state().game.session.game().over());
    CHECK(send(model, cmd::GamesPlay{kept.id, 100000}));
  }
  SECTION("exported and imported into another device: the same list") {
    REQUIRE_FALSE(send(model, cmd::GamesExport{}));
    REQUIRE(host.offered.size() == 1);
    MemoryHost other;
    AppModel there(other, nullptr);
    there.startUp({"", "", false, false}, 0.0);
    REQUIRE_FALSE(send(there, cmd::GamesImport{host.offered[0]}));
    REQUIRE(there.state().modes.games.archive().games().size() == 1);
    CHECK(there.state().modes.games.archive().games().front().id == kept.id);
    const auto refused = send(there, cmd::GamesImport{"mancala-games 1\n\nnonsense\n"});
    REQUIRE(refused);
    CHECK(test::words(refused)->find("3") != std::string::npos);
  }

  MemoryHost kioskHost;
  AppModel kiosk(kioskHost, nullptr);
  kiosk.startUp({"kiosk=1", "", false, false}, 0.0);
  CHECK_FALSE(kiosk.state().modes.games.archive().enabled());
  CHECK(send(kiosk, cmd::MyGames{}));

  MemoryHost frameHost;
  AppModel frame(frameHost, nullptr);
  frame.startUp({"", "", true, false}, 0.0);
  CHECK_FALSE(frame.state().modes.games.archive().enabled());
  AppModel allowed(frameHost, nullptr);
  allowed.startUp({"my-games=on", "", true, false}, 0.0);
  CHECK(allowed.state().modes.games.archive().enabled());
}

}  // namespace mancala::app
