// My games' import: a table of files (dates, ids, duplicates, sizes, quoted words, a full
// archive) read over three games played on the device, none of which is ever lost; the games
// played here kept before imported ones when room is made; the app's words for each outcome.
#include <algorithm>
#include <catch2/catch.hpp>

#include "app/model/games/game_archive.h"
#include "app/model/games/games_mode.h"
#include "app_fixtures.h"

namespace mancala::app {
namespace {

constexpr std::int64_t kOwn = 1700000000000;    // 2023-11-14: the games played on the device
constexpr std::int64_t kLater = 1750000000000;  // 2025-06-15: the file's, later than those
constexpr std::int64_t kNow = 1765000000000;    // 2025-12-06

using test::finishedGame;

ArchivedGame playedAt(std::int64_t at, unsigned seed = 1) {
  return archivedGame(finishedGame(seed), at, static_cast<unsigned>(at), PlayedAgainst::Computer,
                      Player::South, ai::Level::Medium);
}

// One game's entry whose "; game" line says `line` instead of its own.
std::string entryWithLine(const std::string& line) {
  std::string entry = gameEntryText(playedAt(kLater));
  entry.replace(0, entry.find('\n'), line);
  return entry;
}

std::string fileOf(const std::vector<std::string>& entries) {
  std::string text = "mancala-games 1\n";
  for (const auto& e : entries) text += "\n" + e;
  return text;
}

// `count` games ending one millisecond apart from `from`.
std::string laterGames(std::int64_t from, std::size_t count) {
  const std::string entry = gameEntryText(playedAt(from));
  const std::string id = playedAt(from).id;
  std::string text = "mancala-games 1\n";
  text.reserve(count * (entry.size() + 1) + 16);
  for (std::size_t i = 0; i < count; ++i) {
    const std::string other = std::to_string(from + static_cast<std::int64_t>(i)) + "-0001";
    text += "\n" + entry;
    text.replace(text.size() - entry.size() + entry.find(id), id.size(), other);
  }
  return text;
}

struct ImportCase {
  std::string what;
  std::string file;
  int badLine = -1;  // -1: read; 0: refused whole
  std::string says;  // in the refusal, or in the words of what was done
  std::size_t added = 0, skipped = 0, leftOut = 0;
};

std::vector<ImportCase> importCases() {
  const std::string word(1 << 20, 'w');
  const std::size_t blank = kMaxGamesFileBytes - 32;
  return {
      {"a game ending in the year 2100",
       fileOf({entryWithLine("; game id=4102444800000-0001 opponent=computer you=S")}), 3,
       "2100-01-01"},
      {"an id past the year 9999",
       fileOf({entryWithLine("; game id=9223372036854775807-ffff opponent=computer you=S")}), 3,
       "9223372036854775807-ffff"},
      {"an id with a leading zero",
       fileOf({entryWithLine("; game id=01750000000000-abcd opponent=computer you=S")}), 3,
       "01750000000000-abcd"},
      {"an id of three hex digits",
       fileOf({entryWithLine("; game id=1750000000000-abc opponent=computer you=S")}), 3,
       "1750000000000-abc"},
      {"a word of 1 MB",
       fileOf({entryWithLine("; game id=1750000000000-abcd opponent=" + word + " you=S")}), 3,
       "opponent=www"},
      {"control and direction characters in a word",
       fileOf({entryWithLine(std::string("; game id=1750000000000-abcd x\u202E\a\x1b") + '\0' +
                             "\u2066y you=S")}),
       3, "x\uFFFD\uFFFD\uFFFD\uFFFD\uFFFDy"},
      {"a file larger than the limit", "mancala-games 1\n" + std::string(kMaxGamesFileBytes, '\n'),
       0, "8 MB"},
      {"blank lines up to the limit, then a bad one",
       "mancala-games 1\n" + std::string(blank, '\n') + "x", static_cast<int>(blank) + 2,
       "; game id="},
      {"a file beginning with a byte order mark", "\xEF\xBB\xBF" + laterGames(kLater, 2), -1, "",
       2},
      {"a game twice and one kept already",
       fileOf({gameEntryText(playedAt(kLater)), gameEntryText(playedAt(kLater)),
               gameEntryText(playedAt(kOwn))}),
       -1, "", 1, 2},
      {"3,001 later games over the player's 3", laterGames(kLater, 3001), -1, "", 2997, 0, 4},
  };
}

}  // namespace

TEST_CASE("an import keeps every game played here, checks dates and ids, and quotes briefly",
          "[my-games]") {
  for (const ImportCase& c : importCases()) {
    INFO(c.what);
    MemoryHost host;
    GameArchive archive(host);
    archive.open(true);
    for (int i = 0; i < 3; ++i) REQUIRE(archive.add(playedAt(kOwn + i)));
    const auto done = archive.import(c.file, kNow);
    if (c.badLine >= 0) {
      REQUIRE(std::holds_alternative<GamesFileError>(done));
      const auto& error = std::get<GamesFileError>(done);
      CHECK(error.line == c.badLine);
      const std::string text = gamesFileErrorText(error);
      CHECK(text.find(c.says) != std::string::npos);
      CHECK(text.size() < 300);
      CHECK(std::none_of(text.begin(), text.end(),
                         [](char ch) { return ch == '\0' || ch == '\a' || ch == '\x1b'; }));
      CHECK(text.find("\u202E") == std::string::npos);
      CHECK(archive.games().size() == 3);
    } else {
      REQUIRE(std::holds_alternative<GameArchive::Imported>(done));
      const auto& count = std::get<GameArchive::Imported>(done);
      CHECK(count.added == c.added);
      CHECK(count.skipped == c.skipped);
      CHECK(count.leftOut == c.leftOut);
      CHECK(archive.games().size() == 3 + c.added);
    }
    // The player's own three, after a reload too.
    GameArchive reopened(host);
    reopened.open(true);
    CHECK(std::count_if(reopened.games().begin(), reopened.games().end(),
                        [](const ArchivedGame& g) { return !g.imported; }) == 3);
    CHECK(reopened.games().size() == archive.games().size());
  }
}

TEST_CASE("a full archive makes room with imported games, never with those played here",
          "[my-games]") {
  MemoryHost host;
  GameArchive archive(host);
  archive.open(true);
  for (int i = 0; i < 3; ++i) REQUIRE(archive.add(playedAt(kOwn + i)));
  REQUIRE(std::holds_alternative<GameArchive::Imported>(
      archive.import(laterGames(kLater, 3001), kNow)));
  REQUIRE(archive.games().size() == GameArchive::kMaxGames);
  const auto own = [&] {
    return std::count_if(archive.games().begin(), archive.games().end(),
                         [](const ArchivedGame& g) { return !g.imported; });
  };
  const std::string oldestImported = archive.games()[GameArchive::kMaxGames - 4].id;

  SECTION("a game finished here takes the oldest imported game's place") {
    REQUIRE(archive.add(playedAt(kNow, 2)));
    CHECK(archive.games().size() == GameArchive::kMaxGames);
    CHECK(own() == 4);
    CHECK_FALSE(archive.find(oldestImported));
    REQUIRE(archive.add(playedAt(kNow + 1, 3)));
    CHECK(own() == 5);
  }
  SECTION("another import adds nothing and deletes nothing") {
    const auto again = archive.import(laterGames(kLater + 5000, 10), kNow);
    REQUIRE(std::holds_alternative<GameArchive::Imported>(again));
    CHECK(std::get<GameArchive::Imported>(again).added == 0);
    CHECK(std::get<GameArchive::Imported>(again).leftOut == 10);
    CHECK(own() == 3);
    CHECK(archive.find(oldestImported));
  }
  SECTION("a full storage: the game finished here replaces an imported one") {
    archive.remove(archive.games().front().id);  // below kMaxGames: the storage is what is full
    std::size_t used = 0;
    for (const auto& [k, v] : host.stored) used += v.size();
    host.quota = used;
    REQUIRE(archive.add(playedAt(kNow, 2)));
    CHECK(own() == 4);
    CHECK(archive.hasNotice());
  }
}

TEST_CASE("an import into a full storage leaves out what does not fit and deletes nothing",
          "[my-games]") {
  MemoryHost host;
  GameArchive archive(host);
  archive.open(true);
  for (int i = 0; i < 3; ++i) REQUIRE(archive.add(playedAt(kOwn + i)));
  std::size_t used = 0;
  for (const auto& [k, v] : host.stored) used += v.size();
  host.quota = used + used / 3 * 2 + 100;  // room for two more games (and their marks)
  const auto done = archive.import(laterGames(kLater, 5), kNow);
  REQUIRE(std::holds_alternative<GameArchive::Imported>(done));
  const auto& count = std::get<GameArchive::Imported>(done);
  CHECK(count.added == 2);
  CHECK(count.leftOut == 3);
  CHECK(archive.games().size() == 5);
  CHECK(archive.find(playedAt(kOwn).id));
  CHECK(archive.games().front().finishedAt == kLater + 4);  // the newest of the file first
}

TEST_CASE("an import in one tab is not imported again by another", "[my-games]") {
  MemoryHost host;
  GameArchive tab1(host), tab2(host);
  tab1.open(true);
  tab2.open(true);
  REQUIRE(tab1.add(playedAt(kOwn)));
  const std::string file = laterGames(kLater, 4);
  REQUIRE(std::get<GameArchive::Imported>(tab1.import(file, kNow)).added == 4);
  const auto again = tab2.import(file, kNow);  // tab2 has not heard of tab1's yet
  REQUIRE(std::holds_alternative<GameArchive::Imported>(again));
  CHECK(std::get<GameArchive::Imported>(again).added == 0);
  CHECK(std::get<GameArchive::Imported>(again).skipped == 4);
  CHECK(tab2.games().size() == 5);
}

TEST_CASE("the app says what an import added, skipped and left out", "[my-games]") {
  using test::send;
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({"", "", false, false}, 0.0);
  const std::string first = laterGames(kLater, 2);
  REQUIRE_FALSE(send(model, cmd::GamesImport{first}));
  CHECK(model.state().shown.message == "2 games imported.");
  REQUIRE_FALSE(send(model, cmd::GamesImport{laterGames(kLater, 3)}));
  CHECK(model.state().shown.message == "1 game imported. 2 were kept already.");

  std::size_t used = 0;
  for (const auto& [k, v] : host.stored) used += v.size();
  host.quota = used;
  REQUIRE_FALSE(send(model, cmd::GamesImport{laterGames(kLater + 100, 2)}));
  CHECK(model.state().shown.message ==
        "0 games imported. 2 were left out: My games is full (at most 3000 games). Delete games "
        "to make room, then import the file again.");
  host.quota.reset();

  const auto tooLarge = send(model, cmd::GamesImport{"", true});
  REQUIRE(tooLarge);
  CHECK(*test::words(tooLarge) ==
        "Nothing was imported. The file is larger than 8 MB, more than My games can hold.");
  CHECK(model.state().modes.games.archive().games().size() == 3);

  const auto nul = send(model, cmd::MyGames{std::string("warri\0", 6), std::nullopt});
  REQUIRE(nul);
  CHECK(nul->code == RefusalCode::NulInField);
}

}  // namespace mancala::app
