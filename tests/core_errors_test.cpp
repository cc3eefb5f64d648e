// Errors as values: why a move is illegal, what is wrong in a record or a purchase, with the
// data a sentence needs; and the one English wording, which the engine prints.
#include <catch2/catch.hpp>
#include <random>

#include "core/match.h"
#include "core/record.h"
#include "test_positions.h"

using namespace mancala;
using namespace mancala::test;

namespace {

const Rules kAk1{Variant::AdjiKui1, false};
const Rules kAk2{Variant::AdjiKui2, false};
const Rules kWarri{Variant::Warri, false};

RecordError errorOf(const std::string& text) {
  const auto read = readRecord(text);
  REQUIRE(std::holds_alternative<RecordError>(read));
  return std::get<RecordError>(read);
}

MoveErrorCode codeOf(const Rules& rules, const Position& pos, Move move) {
  const auto e = checkMove(rules, pos, move);
  REQUIRE(e.has_value());
  CHECK(e->move == move);
  CHECK(e->mover == pos.toMove);
  return e->code;
}

Position finished(int south) {
  Position p = position({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, S, south);
  p.reason = EndReason::EightLeft;
  return p;
}

}  // namespace

TEST_CASE("move errors: each rule that forbids a move has its code", "[errors][moves]") {
  SECTION("the opponent's hole, an empty hole, no such hole") {
    const Position p = position({4, 0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, S);
    CHECK(codeOf(kAk1, p, hole('A')) == MoveErrorCode::NotYourHole);
    CHECK(codeOf(kAk1, p, hole('b')) == MoveErrorCode::EmptyHole);
    CHECK(codeOf(kAk1, p, static_cast<Move>(40)) == MoveErrorCode::NoSuchHole);
    CHECK(codeOf(kAk1, p, kNoMove) == MoveErrorCode::NoSuchHole);
    CHECK(codeOf(kAk1, p, kPass) == MoveErrorCode::PassNotAllowed);
    CHECK(!checkMove(kAk1, p, hole('a')));
  }
  SECTION("Adji Kui I and II: a single seed is never sown; Warri sows it") {
    const Position p = position({1, 2, 0, 0, 0, 0, 4, 4, 4, 4, 4, 4}, S);
    CHECK(codeOf(kAk1, p, hole('a')) == MoveErrorCode::SingleSeed);
    CHECK(codeOf(kAk2, p, hole('a')) == MoveErrorCode::SingleSeed);
    CHECK(!checkMove(kWarri, p, hole('a')));
  }
  SECTION("Adji Kui II: a bought hole, an endless relay") {
    const Position bought = startPosition(N, 0b111111100000);  // North bought f
    CHECK(!checkMove(kAk2, bought, hole('f')));                // North sows the hole he bought
    CHECK(codeOf(kAk2, bought, hole('a')) == MoveErrorCode::NotYourHole);
    Position southToMove = bought;
    southToMove.toMove = S;
    CHECK(codeOf(kAk2, southToMove, hole('f')) == MoveErrorCode::BoughtHole);
    const Position endless = position({0, 1, 0, 1, 0, 1, 0, 4, 0, 2, 1, 2}, N);
    CHECK(codeOf(kAk2, endless, hole('F')) == MoveErrorCode::EndlessRelay);
  }
  SECTION("Warri: a move that does not feed an opponent without seeds") {
    const Position p = position({0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 0, 0}, S, 20);
    CHECK(codeOf(kWarri, p, hole('d')) == MoveErrorCode::MustFeed);
    CHECK(!checkMove(kWarri, p, hole('f')));
  }
  SECTION("a forced pass is legal, a hole then is not; nothing once the game is over") {
    const Position p = position({1, 1, 0, 0, 0, 0, 2, 0, 0, 0, 3, 0}, S);
    CHECK(!checkMove(kAk1, p, kPass));
    CHECK(codeOf(kAk1, p, hole('a')) == MoveErrorCode::SingleSeed);
    const Position over = finished(24);
    CHECK(codeOf(kAk1, over, hole('a')) == MoveErrorCode::GameOver);
    CHECK(codeOf(kAk1, over, kPass) == MoveErrorCode::GameOver);
  }
  SECTION("Game::checkMove is the position's") {
    Game g(kWarri);
    REQUIRE(g.play(hole('c')));
    const auto e = g.checkMove(hole('c'));
    REQUIRE(e);
    CHECK(*e == MoveError{MoveErrorCode::NotYourHole, hole('c'), N});
  }
}

TEST_CASE("move errors: checkMove finds nothing exactly for the legal moves", "[errors][moves]") {
  std::mt19937 rng(5);
  for (Variant v : kAllVariants) {
    const Rules rules{v, false};
    for (int game = 0; game < 20; ++game) {
      Game g(rules);
      for (int ply = 0; ply < 200 && !g.over(); ++ply) {
        const MoveList legal = g.legalMoves();
        for (int m = -1; m <= kPass + 1; ++m) {
          const auto move = static_cast<Move>(m);
          INFO(variantName(v) << " game " << game << " ply " << ply << " move " << m);
          CHECK(legal.contains(move) == !g.checkMove(move).has_value());
        }
        REQUIRE(g.play(legal.moves[rng() % static_cast<unsigned>(legal.count)]));
      }
    }
  }
}

TEST_CASE("move errors in English", "[errors][moves]") {
  CHECK(describe(MoveError{MoveErrorCode::NotYourHole, hole('A'), S}) == "hole A is North's");
  CHECK(describe(MoveError{MoveErrorCode::EmptyHole, hole('b'), S}) == "hole b is empty");
  CHECK(describe(MoveError{MoveErrorCode::MustFeed, hole('d'), S}) ==
        "North has no seeds and sowing d gives them none");
}

TEST_CASE("record errors: a code, the line and the column, and the offending text",
          "[errors][record]") {
  SECTION("an illegal move at line 3, column 5") {
    const RecordError e = errorOf("[Game \"warri\"]\n[Start \"S\"]\n1.  D c\n");
    CHECK(e.code == RecordErrorCode::IllegalMove);
    CHECK(e.line == 3);
    CHECK(e.column == 5);
    CHECK(e.text == "D");
    CHECK(e.move == hole('D'));
    CHECK(e.why == MoveError{MoveErrorCode::NotYourHole, hole('D'), S});
    CHECK(e.legal == std::vector<Move>{0, 1, 2, 3, 4, 5});
    CHECK(describe(e) == "line 3, column 5: illegal move D (legal: a b c d e f)");
  }
  SECTION("a single seed sown in Adji Kui I") {
    const RecordError e =
        errorOf("[Game \"adji-kui-1\"]\n[Position \"1,2,0,0,0,0,4,4,4,4,4,4 10,11\"]\n\n1. a\n");
    CHECK(e.code == RecordErrorCode::IllegalMove);
    CHECK(e.why.code == MoveErrorCode::SingleSeed);
    CHECK(e.line == 4);
    CHECK(e.column == 4);
  }
  SECTION("the headers") {
    const RecordError noGame = errorOf("[South \"x\"]\n\n1. c\n");
    CHECK(noGame.code == RecordErrorCode::NoGameHeader);
    CHECK(describeProblem(noGame) == "the record has no [Game \"...\"] header");

    const RecordError unknown = errorOf("[South \"x\"]\n[Game \"oware\"]\n");
    CHECK(unknown.code == RecordErrorCode::UnknownGame);
    CHECK(unknown.text == "oware");
    CHECK(describe(unknown) ==
          "line 2, column 1: unknown game \"oware\" (expected adji-kui-1, adji-kui-2 or warri)");

    const RecordError twice = errorOf("[Game \"warri\"]\n  [Game \"warri\"]\n");
    CHECK(twice.code == RecordErrorCode::DuplicateHeader);
    CHECK(twice.text == "Game");
    CHECK(twice.line == 2);
    CHECK(twice.column == 4);
    CHECK(describeProblem(twice) == "header Game given twice");

    CHECK(errorOf("[Game\n").code == RecordErrorCode::BadHeader);
    CHECK(errorOf("[Game \"warri\n").code == RecordErrorCode::UnterminatedHeader);
    CHECK(errorOf("[Game \"warri\" x\n").code == RecordErrorCode::UnclosedHeader);
    CHECK(errorOf("[Game \"adji-kui-1\"]\n[GrandSlam \"captures-nothing\"]\n").code ==
          RecordErrorCode::BadGrandSlam);
    const RecordError start = errorOf("[Game \"warri\"]\n[Start \"W\"]\n");
    CHECK(start.code == RecordErrorCode::BadStart);
    CHECK(start.text == "W");
    CHECK(errorOf("[Game \"warri\"]\n[Owners \"SSSX\"]\n").code == RecordErrorCode::BadOwners);
    CHECK(errorOf("[Game \"warri\"]\n[Position \"4,4,4 0,0\"]\n").code ==
          RecordErrorCode::BadPosition);
    const RecordError total =
        errorOf("[Game \"warri\"]\n[Position \"4,4,4,4,4,4,4,4,4,4,4,5 0,0\"]\n");
    CHECK(total.code == RecordErrorCode::WrongSeedTotal);
    CHECK(total.number == 49);
    CHECK(describeProblem(total) == "Position holds 49 seeds instead of 48");
  }
  SECTION("the move numbers") {
    const std::string head = "[Game \"warri\"]\n\n";
    const RecordError wrong = errorOf(head + "1. c D\n3. a\n");
    CHECK(wrong.code == RecordErrorCode::WrongMoveNumber);
    CHECK(wrong.number == 2);
    CHECK(wrong.text == "3.");
    CHECK(describe(wrong) == "line 4, column 1: expected 2., found \"3.\"");

    const RecordError early = errorOf(head + "1. c 2. D\n");
    CHECK(early.code == RecordErrorCode::NumberInsteadOfMove);
    CHECK(early.text == "2.");
    CHECK(describeProblem(early) == "expected a move, found \"2.\"");

    const RecordError missing = errorOf(head + "1. c D a\n");
    CHECK(missing.code == RecordErrorCode::MissingMoveNumber);
    CHECK(missing.number == 2);
    CHECK(missing.column == 8);
    CHECK(describeProblem(missing) == "expected the move number 2.");

    const RecordError dangling = errorOf(head + "1. c D 2.\n");
    CHECK(dangling.code == RecordErrorCode::DanglingMoveNumber);
    CHECK(dangling.column == 8);

    const RecordError notMove = errorOf(head + "1. c x\n");
    CHECK(notMove.code == RecordErrorCode::NotAMove);
    CHECK(notMove.text == "x");
    CHECK(describeProblem(notMove) == "\"x\" is not a move (a-f, A-F or -)");
  }
  SECTION("a move after the end, a result or reason the moves do not give") {
    const RecordError after =
        errorOf("[Game \"adji-kui-2\"]\n[Position \"0,0,1,0,2,0,3,1,1,1,1,2 18,18\"]\n\n1. e F\n");
    CHECK(after.code == RecordErrorCode::MoveAfterEnd);
    CHECK(after.move == hole('F'));
    CHECK(after.why.code == MoveErrorCode::GameOver);
    CHECK(describeProblem(after) == "the game is already over before this move");

    const RecordError result = errorOf("[Game \"warri\"]\n[Result \"S\"]\n\n1. c\n");
    CHECK(result.code == RecordErrorCode::WrongResult);
    CHECK(result.text == "S");
    CHECK(result.expected == "*");
    CHECK(describe(result) == "line 2, column 1: Result says \"S\" but the moves give \"*\"");

    const RecordError reason = errorOf("[Game \"warri\"]\n[Reason \"majority\"]\n\n1. c\n");
    CHECK(reason.code == RecordErrorCode::WrongReason);
    CHECK(reason.text == "majority");
    CHECK(reason.expected.empty());
    CHECK(describeProblem(reason) == "Reason says \"majority\" but the moves give \"\"");
  }
}

TEST_CASE("match errors: what is wrong with a purchase or a next game", "[errors][match]") {
  MatchState m = newMatch(Variant::AdjiKui2);
  CHECK(startNextGame(m, {}) == MatchError{MatchErrorCode::GameNotOver});
  recordGame(m, finished(32));  // South buys 2 of North's holes
  REQUIRE(m.purchase);

  const auto few = checkPurchase(m, {hole('B')});
  REQUIRE(few);
  CHECK(few->code == MatchErrorCode::WrongHoleCount);
  CHECK(few->buyer == S);
  CHECK(few->due == 2);
  CHECK(few->given == 1);
  CHECK(describe(*few) == "S must buy exactly 2 holes");

  const auto own = checkPurchase(m, {hole('B'), hole('a')});
  REQUIRE(own);
  CHECK(own->code == MatchErrorCode::NotOpponentsHole);
  CHECK(own->hole == hole('a'));
  CHECK(describe(*own) == "hole a is not on the opponent's row");

  const auto twice = checkPurchase(m, {hole('B'), hole('B')});
  REQUIRE(twice);
  CHECK(twice->code == MatchErrorCode::HoleChosenTwice);
  CHECK(twice->hole == hole('B'));
  CHECK(describe(*twice) == "hole B is chosen twice");

  REQUIRE(!startNextGame(m, {hole('B'), hole('E')}));
  recordGame(m, finished(24));  // 6 holes each: nothing to buy
  const auto none = startNextGame(m, {hole('A')});
  REQUIRE(none);
  CHECK(none->code == MatchErrorCode::NoPurchaseDue);
  CHECK(describe(*none) == "no holes are to be bought before this game");

  MatchState one = newMatch(Variant::AdjiKui2);
  recordGame(one, finished(21));  // North buys 1
  CHECK(describe(*checkPurchase(one, {})) == "N must buy exactly 1 hole");

  MatchState lost = newMatch(Variant::AdjiKui2);
  recordGame(lost, finished(45));  // North keeps 3 seeds: the match is over
  REQUIRE(lost.over);
  const auto over = startNextGame(lost, {});
  REQUIRE(over);
  CHECK(over->code == MatchErrorCode::MatchOver);
  CHECK(describe(*over) == "the match is over");
  CHECK(describe(MatchError{MatchErrorCode::GameNotOver}) == "the current game is not over");
}
