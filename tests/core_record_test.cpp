// The game record: written and read back exactly; errors name the line and column.
#include <catch2/catch.hpp>
#include <random>

#include "core/record.h"
#include "test_positions.h"

using namespace mancala;
using namespace mancala::test;

namespace {
RecordError errorOf(const std::string& text) {
  const auto read = readRecord(text);
  REQUIRE(std::holds_alternative<RecordError>(read));
  return std::get<RecordError>(read);
}

GameRecord recordOf(std::variant<GameRecord, RecordError> read) {
  if (auto* e = std::get_if<RecordError>(&read)) FAIL(describe(*e));
  return std::get<GameRecord>(std::move(read));
}
}  // namespace

TEST_CASE("record: the text of a short game", "[record]") {
  Game g(Rules{Variant::Warri, false});
  for (char m : std::string("cDa")) REQUIRE(g.play(hole(m)));
  CHECK(writeRecord(g, {"Ana", "Ben", "2026.11.30", ""}) ==
        "[Game \"warri\"]\n"
        "[South \"Ana\"]\n"
        "[North \"Ben\"]\n"
        "[Date \"2026.11.30\"]\n"
        "[Start \"S\"]\n"
        "[Result \"*\"]\n"
        "\n"
        "1. c D 2. a\n");
}

TEST_CASE("record: set-up start, owners, option and names with quotes round-trip", "[record]") {
  Rules rules{Variant::Warri, true};
  Game g(rules, position({0, 0, 0, 1, 0, 2, 1, 1, 0, 0, 0, 0}, N, 20));
  REQUIRE(g.play(hole('A')));
  const std::string text = writeRecord(g, {"Ana \"the hand\"", "Ben\\", "", "game 3; wins 1-1"});
  const GameRecord r = recordOf(readRecord(text));
  CHECK(r.headers.south == "Ana \"the hand\"");
  CHECK(r.headers.north == "Ben\\");
  CHECK(r.headers.match == "game 3; wins 1-1");
  CHECK(r.game.rules().grandSlamCapturesNothing);
  CHECK(r.game.start() == g.start());
  CHECK(r.game.position() == g.position());
  CHECK(writeRecord(r.game, r.headers) == text);

  Game bought(Rules{Variant::AdjiKui2, false}, startPosition(N, 0b111111100000));
  REQUIRE(bought.play(hole('f')));
  const std::string boughtText = writeRecord(bought);
  CHECK(boughtText.find("[Owners \"SSSSSNNNNNNN\"]") != std::string::npos);
  CHECK(recordOf(readRecord(boughtText)).game.position() == bought.position());
}

TEST_CASE("record: a finished game carries its result and reason", "[record]") {
  Game g(Rules{Variant::AdjiKui2, false}, position({0, 0, 1, 0, 2, 0, 3, 1, 1, 1, 1, 2}, S, 18));
  REQUIRE(g.play(hole('e')));
  const std::string text = writeRecord(g);
  CHECK(text.find("[Result \"draw\"]\n[Reason \"eight-left\"]") != std::string::npos);
  CHECK(recordOf(readRecord(text)).game.over());
}

TEST_CASE("record: malformed records give an error with line and column", "[record]") {
  const std::string head = "[Game \"warri\"]\n[Start \"S\"]\n\n";
  SECTION("no Game header") {
    const RecordError e = errorOf("[South \"x\"]\n\n1. c\n");
    CHECK(describeProblem(e).find("Game") != std::string::npos);
  }
  SECTION("unknown game") {
    const RecordError e = errorOf("[South \"x\"]\n[Game \"oware\"]\n");
    CHECK(e.line == 2);
    CHECK(describeProblem(e).find("oware") != std::string::npos);
  }
  SECTION("illegal move") {
    const RecordError e = errorOf(head + "1. c D 2. A\n");
    CHECK(e.line == 4);
    CHECK(e.column == 11);
    CHECK(describeProblem(e).find("illegal move A") != std::string::npos);
  }
  SECTION("not a move") {
    const RecordError e = errorOf(head + "1. c x\n");
    CHECK(e.line == 4);
    CHECK(e.column == 6);
  }
  SECTION("wrong move number") {
    const RecordError e = errorOf(head + "1. c D\n3. a\n");
    CHECK(e.line == 5);
    CHECK(e.column == 1);
  }
  SECTION("missing move number") {
    const RecordError e = errorOf(head + "c D\n");
    CHECK(e.line == 4);
    CHECK(e.column == 1);
  }
  SECTION("unterminated header") {
    const RecordError e = errorOf("[Game \"warri\n");
    CHECK(e.line == 1);
  }
  SECTION("header without brackets closed") {
    const RecordError e = errorOf("[Game \"warri\" x\n");
    CHECK(e.line == 1);
  }
  SECTION("header given twice") {
    const RecordError e = errorOf("[Game \"warri\"]\n[Game \"warri\"]\n");
    CHECK(e.line == 2);
  }
  SECTION("result that does not match the moves") {
    const RecordError e = errorOf("[Game \"warri\"]\n[Result \"S\"]\n\n1. c\n");
    CHECK(e.line == 2);
    CHECK(describeProblem(e).find("Result") != std::string::npos);
  }
  SECTION("bad position") {
    CHECK(errorOf("[Game \"warri\"]\n[Position \"4,4,4 0,0\"]\n").line == 2);
    CHECK(errorOf("[Game \"warri\"]\n[Position \"4,4,4,4,4,4,4,4,4,4,4,5 0,0\"]\n").line == 2);
    CHECK(errorOf("[Game \"warri\"]\n[Owners \"SSSX\"]\n").line == 2);
    CHECK(errorOf("[Game \"warri\"]\n[Start \"W\"]\n").line == 2);
  }
  SECTION("a move after the end") {
    const std::string text =
        "[Game \"adji-kui-2\"]\n[Position \"0,0,1,0,2,0,3,1,1,1,1,2 18,18\"]\n\n1. e F\n";
    const RecordError e = errorOf(text);
    CHECK(e.line == 4);
    CHECK(e.column == 6);
  }
  SECTION("a dangling move number") { CHECK(errorOf(head + "1. c D 2.\n").column == 8); }
}

TEST_CASE("record: damaged records never crash the reader", "[record]") {
  Game g(Rules{Variant::AdjiKui2, false});
  std::mt19937 rng(11);
  for (int i = 0; i < 60 && !g.over(); ++i) {
    const MoveList moves = g.legalMoves();
    g.play(moves.moves[rng() % static_cast<unsigned>(moves.count)]);
  }
  const std::string text = writeRecord(g, {"A", "B", "2026.11.30", ""});
  const std::string alphabet = "[]\" \n.-0123456789aAfFxSN,\\";
  int errors = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    std::string damaged = text;
    const int edits = 1 + static_cast<int>(rng() % 3);
    for (int e = 0; e < edits && !damaged.empty(); ++e) {
      const std::size_t at = rng() % damaged.size();
      switch (rng() % 3) {
        case 0: damaged.erase(at, 1 + rng() % 4); break;
        case 1: damaged.insert(at, 1, alphabet[rng() % alphabet.size()]); break;
        default: damaged[at] = alphabet[rng() % alphabet.size()]; break;
      }
    }
    const auto read = readRecord(damaged);
    if (const auto* error = std::get_if<RecordError>(&read)) {
      ++errors;
      CHECK(error->line >= 1);
      CHECK(error->column >= 1);
      CHECK(!describeProblem(*error).empty());
    }
  }
  CHECK(errors > 1000);
}

TEST_CASE("record: unknown and nameless headers are reported where they are", "[record]") {
  SECTION("a misspelt header") {
    const RecordError e = errorOf("[Game \"warri\"]\n  [Resutl \"S\"]\n\n1. c\n");
    CHECK(e.code == RecordErrorCode::UnknownHeader);
    CHECK(e.line == 2);
    CHECK(e.column == 4);
    CHECK(e.text == "Resutl");
  }
  SECTION("a header without a name") {
    const RecordError e = errorOf("[Game \"warri\"]\n[ \"S\"]\n");
    CHECK(e.code == RecordErrorCode::EmptyHeaderName);
    CHECK(e.line == 2);
    CHECK(e.column == 2);
  }
  SECTION("every header the writer writes is read back") {
    Game game(Rules{Variant::Warri, true}, startPosition(Player::North));
    RecordHeaders headers;
    headers.date = "2026.12.01";
    headers.match = "game 2";
    const std::string text = writeRecord(game, headers);
    CHECK(std::holds_alternative<GameRecord>(readRecord(text)));
  }
}

TEST_CASE("record: bytes that are not text, and texts too long, are refused", "[record]") {
  const std::string good = "[Game \"warri\"]\n\n1. c\n";
  REQUIRE(std::holds_alternative<GameRecord>(readRecord(good)));
  struct Case {
    std::string text;
    int line, column;
  };
  for (const Case& c :
       {Case{std::string("[Game \"warri\"]\n\n1. \0c\n", 22), 3, 4},
        Case{"[Game \"warri\"]\n\n1. c\x1B[0m\n", 3, 5}, Case{"[Game \"war\xFFri\"]\n", 1, 11},
        Case{"[South \"\xC3\"]\n[Game \"warri\"]\n", 1, 9},
        Case{"[South \"\xED\xA0\x80\"]\n[Game \"warri\"]\n", 1, 9}}) {
    INFO(c.text);
    const RecordError e = errorOf(c.text);
    CHECK(e.code == RecordErrorCode::NotText);
    CHECK(e.line == c.line);
    CHECK(e.column == c.column);
  }
  // Tabs, CR LF line ends and UTF-8 names are text.
  CHECK(std::holds_alternative<GameRecord>(
      readRecord("[Game \"warri\"]\r\n[South \"Jos\xC3\xA9\"]\r\n\r\n1.\tc\r\n")));
  // A record just within the limit is read; one byte more is refused unread.
  std::string longest = good;
  longest.resize(kMaxRecordBytes, ' ');
  CHECK(std::holds_alternative<GameRecord>(readRecord(longest)));
  const RecordError e = errorOf(longest + " ");
  CHECK(e.code == RecordErrorCode::TooLong);
  CHECK(e.number == static_cast<int>(kMaxRecordBytes));
}

TEST_CASE("record: seed counts take no sign and no leading zero", "[record]") {
  const std::string head = "[Game \"warri\"]\n[Position \"";
  CHECK(std::holds_alternative<GameRecord>(readRecord(head + "4,4,4,4,4,4,4,4,4,4,4,0 4,0\"]\n")));
  for (const char* counts : {"4,4,4,4,4,4,4,4,4,4,4,00 4,0", "4,4,4,4,4,4,4,4,4,4,4,0 04,0",
                             "4,4,4,4,4,4,4,4,4,4,4,+0 4,0", "4,4,4,4,4,4,4,4,4,4,4,-0 4,0"}) {
    INFO(counts);
    CHECK(errorOf(head + counts + "\"]\n").code == RecordErrorCode::BadPosition);
  }
  CHECK(parseCount("0", 0, 9) == 0);
  CHECK(parseCount("48", 0, 48) == 48);
  CHECK(!parseCount("49", 0, 48));
  CHECK(!parseCount(std::string(1'000'000, '0'), 0, 48));
  CHECK(!parseCount("", 0, 48));
  CHECK(!parseCount("1 ", 0, 48));
}

TEST_CASE("record: a game over before its first move is written and read back the same",
          "[record]") {
  // South to move has no seed (Warri, starved): North takes the last one, 25 to 23. The
  // Position written is the one after that; reading it ends it again (by the majority now).
  const std::string text =
      "[Game \"warri\"]\n[GrandSlam \"captures-nothing\"]\n[Start \"S\"]\n"
      "[Position \"0,0,0,0,0,0,1,0,0,0,0,0 23,24\"]\n\n";
  const auto read = readRecord(text);
  REQUIRE(std::holds_alternative<GameRecord>(read));
  const GameRecord& record = std::get<GameRecord>(read);
  REQUIRE(record.game.over());
  const std::string again = writeRecord(record.game, record.headers);
  const auto reread = readRecord(again);
  REQUIRE(std::holds_alternative<GameRecord>(reread));
  const GameRecord& back = std::get<GameRecord>(reread);
  CHECK(back.game.position().captured == record.game.position().captured);
  CHECK(back.game.position().outcome() == record.game.position().outcome());
  CHECK(writeRecord(back.game, back.headers) == again);
}
