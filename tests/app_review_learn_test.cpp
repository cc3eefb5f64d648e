// The review as a lesson: it opens on the player's first mistake, Next and Previous mistake go
// through the marked moves (the people's first), a line counts them by mark, and Try again hides
// the better move until it is found or shown, answering each try in words.
#include <algorithm>
#include <catch2/catch.hpp>
#include <initializer_list>

#include "app/model/words/mode_text.h"
#include "app_commands.h"
#include "core/record.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

namespace {

// A Warri game of `length` moves that goes the best way by a shallow analysis, except at the
// moves `blunders` (indices), where the mover plays the move worth least at the review's depth.
Game gameWithBlunders(std::initializer_list<std::size_t> blunders, std::size_t length) {
  Game game(Rules{Variant::Warri, false});
  for (std::size_t i = 0; i < length && !game.over(); ++i) {
    const bool blunder = std::find(blunders.begin(), blunders.end(), i) != blunders.end();
    ai::SearchLimits limits;
    limits.depth = blunder ? kReviewDepth : 6;
    const ai::Analysis a = ai::analyse(game, limits);
    REQUIRE(game.play(blunder ? a.moves.back().move : a.moves.front().move));
  }
  return game;
}

// `game` loaded with `south` and `north` playing, and reviewed to the end.
void reviewed(AppModel& model, const Game& game, PlayerKind south, PlayerKind north) {
  SessionSetup setup;
  setup.variant = game.variant();
  setup.players = {south, north};
  test::newGame(model, setup);
  REQUIRE_FALSE(test::loadRecord(model, writeRecord(game), 0.0));
  test::skipAnimation(model);
  test::openReview(model);
  REQUIRE(model.state().modes.review.open());
  for (int i = 0; i < 10000 && model.state().modes.review.running(); ++i) model.update(0.0);
  REQUIRE_FALSE(model.state().modes.review.running());
}

}  // namespace

TEST_CASE("review: it opens on the person's first mistake, the computer's come after",
          "[review][app][learn]") {
  // North (index 1) blunders first, as the computer; South, the person, at index 4.
  const Game game = gameWithBlunders({1, 4}, 8);
  REQUIRE(game.position().toMove == Player::South);  // the person's turn: the computer waits
  MemoryHost host;
  AppModel model(host, nullptr);
  reviewed(model, game, PlayerKind::Person, PlayerKind::Computer);
  const auto all = model.state().modes.review.mistakes();
  REQUIRE(all.size() >= 2);
  CHECK(game.mover(all.front()) == Player::South);
  // Every South move before every North move, each side in the game's order.
  bool north = false;
  for (std::size_t k = 0; k < all.size(); ++k) {
    if (game.mover(all[k]) == Player::North) north = true;
    CHECK((game.mover(all[k]) == Player::North) == north);
    if (k > 0 && game.mover(all[k]) == game.mover(all[k - 1])) CHECK(all[k] > all[k - 1]);
  }
  const auto at4 = std::find(all.begin(), all.end(), std::size_t{4});
  const auto at1 = std::find(all.begin(), all.end(), std::size_t{1});
  REQUIRE(at4 != all.end());
  REQUIRE(at1 != all.end());
  CHECK(at4 < at1);
  // Opened on the first: the board before it.
  CHECK(model.state().modes.review.moveShown() == all.front());
  CHECK(model.state().modes.review.mistakeShown() == std::size_t{0});
  CHECK(model.state().modes.review.mistakesText().rfind("Mistake 1 of ", 0) == 0);

  // Next mistake goes through them all in that order, then says it was the last.
  for (std::size_t k = 1; k < all.size(); ++k) {
    REQUIRE_FALSE(test::send(model, cmd::NextMistake{}));
    CHECK(model.state().modes.review.moveShown() == all[k]);
    CHECK(model.state().shown.liveRegion.last().rfind(model.state().modes.review.moveText(all[k]),
                                                      0) == 0);
  }
  REQUIRE_FALSE(test::send(model, cmd::NextMistake{}));
  CHECK(model.state().modes.review.moveShown() == all.back());
  CHECK(model.state().shown.liveRegion.last() == "That was the last mistake.");
  // Previous mistake comes back.
  REQUIRE_FALSE(test::send(model, cmd::PreviousMistake{}));
  CHECK(model.state().modes.review.moveShown() == all[all.size() - 2]);
  // Closed, the commands are refused.
  test::send(model, cmd::CloseReview{});
  CHECK(test::send(model, cmd::NextMistake{}));
}

TEST_CASE("review: the summary line counts the marked moves by mark", "[review][app][learn]") {
  const Game game = gameWithBlunders({4, 7}, 10);
  MemoryHost host;
  AppModel model(host, nullptr);
  reviewed(model, game, PlayerKind::Person, PlayerKind::Person);
  const GameReview& r = *model.state().modes.review.result();
  int counts[kMoveMarks] = {};
  for (std::size_t i = 0; i < game.moves().size(); ++i)
    if (const auto m = r.mark(game, i)) ++counts[static_cast<int>(*m)];
  const auto all = model.state().modes.review.mistakes();
  CHECK(all.size() == static_cast<std::size_t>(counts[2] + counts[3] + counts[4]));
  auto plural = [](int n, const char* one, const char* many) {
    return std::to_string(n) + ' ' + (n == 1 ? one : many);
  };
  const std::string counted = plural(counts[4], "blunder", "blunders") + ", " +
                              plural(counts[3], "mistake", "mistakes") + ", " +
                              plural(counts[2], "inaccuracy", "inaccuracies");
  CHECK(model.state().modes.review.mistakesText() ==
        "Mistake 1 of " + std::to_string(all.size()) + ": " + counted + ".");
  // Two people: South's first.
  CHECK(game.mover(all.front()) == Player::South);
  test::send(model, cmd::Live{});
  CHECK(model.state().modes.review.mistakesText() == std::to_string(all.size()) +
                                                         (all.size() == 1 ? " move" : " moves") +
                                                         " to learn from: " + counted + ".");
}

TEST_CASE("review: Try again hides the better move until found or shown, and answers each try",
          "[review][app][learn]") {
  const Game game = gameWithBlunders({4}, 9);
  MemoryHost host;
  AppModel model(host, nullptr);
  reviewed(model, game, PlayerKind::Person, PlayerKind::Person);
  test::viewMoves(model, 5);
  REQUIRE(model.state().modes.review.showsBefore() == std::size_t{4});
  const Move better = *model.state().modes.review.betterMove();
  const std::string said = "Better: " + std::string(1, moveLetter(better)) + ".";
  CHECK(model.state().modes.review.moveText(4).find(said) != std::string::npos);
  test::tryAgain(model);
  REQUIRE(model.state().modes.review.answerHidden());
  CHECK(model.state().modes.review.moveText(4).find("Better:") == std::string::npos);
  CHECK(model.state().modes.review.tryNote().empty());
  // A wrong try: said on screen, sown on the board, which then stands again at the position
  // before the move; nothing played.
  const std::uint16_t playable = model.board().playable();
  for (int h = 0; h < kHoles; ++h) {
    if (!((playable >> h) & 1) || h == better || h == game.moves()[4]) continue;
    test::chooseHole(model, h, 0.0);
    const std::string note = model.state().modes.review.tryNote();
    CHECK(note.rfind("Not this one: ", 0) == 0);
    CHECK(note == tryAnswer(game, 4, static_cast<Move>(h), better));
    CHECK(model.state().shown.liveRegion.last() == note);
    CHECK(model.state().modes.review.answerHidden());
    CHECK(model.board().moving(0.0));  // the try sown
    test::skipAnimation(model);
    CHECK(model.board().compute(0.0).shown.seeds == game.history()[4].seeds);
    break;
  }
  test::chooseHole(model, game.moves()[4], 0.0);
  CHECK(model.state().modes.review.tryNote() == "That is the move played: find a better one.");
  CHECK(model.state().game.session.game().moves().size() == game.moves().size());
  test::skipAnimation(model);  // (a click while a try is sown shows its end)
  // The right try: "Yes", and the answer shown again.
  test::chooseHole(model, better, 0.0);
  CHECK(model.state().modes.review.tryNote().rfind("Yes: " + std::string(1, moveLetter(better)),
                                                   0) == 0);
  CHECK_FALSE(model.state().modes.review.answerHidden());
  CHECK(model.state().modes.review.moveText(4).find(said) != std::string::npos);
  // Show the answer does the same without the try.
  test::viewMoves(model, 6);
  test::viewMoves(model, 5);
  test::tryAgain(model);
  REQUIRE(model.state().modes.review.answerHidden());
  test::send(model, cmd::ShowAnswer{});
  CHECK_FALSE(model.state().modes.review.answerHidden());
  CHECK(model.state().modes.review.tryNote() ==
        "The better move: " + std::string(1, moveLetter(better)) + ".");
}

TEST_CASE("review: a wrong try names the opponent's best capture after it, when there is one",
          "[review][learn]") {
  // Warri from the start, South plays: after any first move no capture is possible yet.
  Game game(Rules{Variant::Warri, false});
  REQUIRE(game.play(0));
  CHECK(tryAnswer(game, 0, 2, 5) == "Not this one: c is not the better move here. Try again.");
  CHECK(tryAnswer(game, 0, 5, 5) == "Yes: f is the better move.");
  CHECK(tryAnswer(game, 0, 0, 5) == "That is the move played: find a better one.");
  // A position where North can capture after South's move: found by search over a short game.
  const Game longer = gameWithBlunders({4}, 5);
  const Position before = longer.history()[4];
  for (Move m : legalMoves(longer.rules(), before)) {
    Position p = before;
    applyMove(longer.rules(), p, m);
    int most = 0;
    Move reply = kNoMove;
    for (Move r : legalMoves(longer.rules(), p)) {
      Position q = p;
      const int c = applyMove(longer.rules(), q, r);
      if (c > most) most = c, reply = r;
    }
    if (most == 0 || m == longer.moves()[4]) continue;
    const std::string text = tryAnswer(longer, 4, m, kNoMove);
    CHECK(text == "Not this one: after " + std::string(1, moveLetter(m)) + ", North can sow " +
                      std::string(1, moveLetter(reply)) + " and capture " + std::to_string(most) +
                      (most == 1 ? " seed." : " seeds."));
  }
}
