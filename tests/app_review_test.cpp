// The game's review: marks by the seeds lost, accuracy, the evaluation, the text form (saves
// and links) and its refusals, and the reviewer finding a deliberate blunder.
#include <catch2/catch.hpp>
#include <thread>

#include "app/model/common/url_params.h"
#include "app/model/review/game_review.h"
#include "app/model/review/game_reviewer.h"
#include "app/model/saving/settings.h"
#include "app/model/worker/background_thread.h"
#include "app_commands.h"
#include "core/record.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

namespace {

GameReview reviewOf(const Game& game, background::Worker* worker = nullptr) {
  GameReviewer reviewer(worker);
  reviewer.start(game);
  while (reviewer.running()) {
    reviewer.update(game);
    std::this_thread::yield();
  }
  REQUIRE(reviewer.review());
  return *reviewer.review();
}

// A Warri game that goes the best way by a shallow analysis, except at move `blunderAt`, where
// the mover plays the move that loses the most against the best one at the review's depth.
// Returns the game and the seeds that move loses (0 if no such move was found).
Game gameWithBlunder(std::size_t blunderAt, std::size_t length, int* lost) {
  Game game(Rules{Variant::Warri, false});
  *lost = 0;
  for (std::size_t i = 0; i < length && !game.over(); ++i) {
    ai::SearchLimits limits;
    limits.depth = i == blunderAt ? kReviewDepth : 6;
    const ai::Analysis a = ai::analyse(game, limits);
    Move m = a.moves.front().move;
    if (i == blunderAt) {
      m = a.moves.back().move;
      *lost = a.moves.front().seeds - a.moves.back().seeds;
    }
    REQUIRE(game.play(m));
  }
  return game;
}

ReviewedMove rm(Move best, int bestSeeds, int playedSeeds, bool exact = false) {
  ReviewedMove m;
  m.best = best;
  m.bestValue = {bestSeeds, exact, false};
  m.played = {playedSeeds, false, false};
  if (bestSeeds == playedSeeds) m.played = m.bestValue;
  return m;
}

}  // namespace

TEST_CASE("review: the marks' thresholds", "[review]") {
  CHECK(markFor(0) == MoveMark::Best);
  CHECK(markFor(1) == MoveMark::Good);
  CHECK(markFor(2) == MoveMark::Inaccuracy);
  CHECK(markFor(3) == MoveMark::Inaccuracy);
  CHECK(markFor(4) == MoveMark::Mistake);
  CHECK(markFor(5) == MoveMark::Mistake);
  CHECK(markFor(6) == MoveMark::Blunder);
  CHECK(markFor(30) == MoveMark::Blunder);
  CHECK(moveAccuracy(0) == 100);
  CHECK(moveAccuracy(3) == 70);
  CHECK(moveAccuracy(10) == 0);
  CHECK(moveAccuracy(17) == 0);
}

TEST_CASE("review: a move's value from the analysis of its position", "[review]") {
  const std::vector<ai::MoveValue> values{
      {2, 0, 5, true, false}, {0, 0, 5, false, false}, {4, 0, -3, false, true}};
  const auto best = reviewedMove(values, 2);
  REQUIRE(best);
  CHECK(best->seedsLost() == 0);
  CHECK(best->best == 2);
  // As good as the best: a best move, with no better one.
  const auto equal = reviewedMove(values, 0);
  REQUIRE(equal);
  CHECK(equal->best == 0);
  CHECK(equal->seedsLost() == 0);
  const auto bad = reviewedMove(values, 4);
  REQUIRE(bad);
  CHECK(bad->best == 2);
  CHECK(bad->seedsLost() == 8);
  CHECK(bad->played.forced);
  CHECK_FALSE(reviewedMove(values, 7));  // not a legal move of the position
}

TEST_CASE("review: marks, the better move, accuracy and the curve of a game", "[review]") {
  Game game(Rules{Variant::Warri, false});
  // South a, North B, South c, North D: four ordinary moves from the start.
  for (Move m : {Move{0}, Move{7}, Move{2}, Move{9}}) REQUIRE(game.play(m));
  GameReview review(kReviewDepth);
  review.add(rm(0, 1, 1));   // South: best
  review.add(rm(6, 2, -5));  // North: 7 lost, a blunder; A was better
  review.add(rm(3, 4, 2));   // South: 2 lost, an inaccuracy; d was better
  REQUIRE(review.mark(game, 0) == MoveMark::Best);
  REQUIRE(review.mark(game, 1) == MoveMark::Blunder);
  REQUIRE(review.mark(game, 2) == MoveMark::Inaccuracy);
  CHECK_FALSE(review.mark(game, 3));  // not reviewed yet
  CHECK_FALSE(review.betterMove(game, 0));
  CHECK(review.betterMove(game, 1) == Move{6});
  CHECK(review.betterMove(game, 2) == Move{3});
  const Summary south = review.summary(game, Player::South);
  CHECK(south.moves == 2);
  CHECK(south.accuracy == 90);  // (100 + 80) / 2
  CHECK(south.count(MoveMark::Inaccuracy) == 1);
  CHECK(south.count(MoveMark::Blunder) == 0);
  const Summary north = review.summary(game, Player::North);
  CHECK(north.moves == 1);
  CHECK(north.accuracy == 30);
  CHECK(north.count(MoveMark::Blunder) == 1);
  CHECK_FALSE(review.complete(game));
  // South's view: North's values change sign; after the last move reviewed, its played value.
  const std::vector<EvalPoint> curve = review.curve(game);
  REQUIRE(curve.size() == 4);
  CHECK(curve[0].southSeeds == 1);
  CHECK(curve[1].southSeeds == -2);
  CHECK(curve[2].southSeeds == 4);
  CHECK(curve[3].southSeeds == 2);
}

TEST_CASE("review: its text reads back, and damaged or foreign text is refused", "[review]") {
  Game game(Rules{Variant::Warri, false});
  for (Move m : {Move{0}, Move{7}, Move{2}}) REQUIRE(game.play(m));
  GameReview review(kReviewDepth);
  review.add(rm(0, 1, 1));
  review.add(rm(6, 2, -5, true));
  ReviewedMove last = rm(3, 4, 2);
  last.played.forced = true;
  review.add(last);
  const std::string text = writeReview(review);
  CHECK(text == "d10.a1.A2!,-5.d4,2~");
  auto back = readReview(text, game);
  REQUIRE(std::holds_alternative<GameReview>(back));
  CHECK(std::get<GameReview>(back) == review);
  // A prefix is a partial review.
  auto partial = readReview("d10.a1", game);
  REQUIRE(std::holds_alternative<GameReview>(partial));
  CHECK(std::get<GameReview>(partial).moves().size() == 1);
  for (const char* bad :
       {"", "10.a1", "dx.a1", "d0.a1", "d10.a", "d10.a1..", "d10.a1x", "d10.a1.A2!,",
        "d10.a1.A2,2",              // the played move as good as the better one
        "d10.a1.A2,5",              // worth more than the best
        "d10.b1",                   // the best move is not the one played...
        "d10.a1,0",                 // ...or it is, with another value
        "d10.a1.A2,-5.d4,2.a1"}) {  // more positions than moves
    auto read = readReview(bad, game);
    INFO(bad);
    REQUIRE(std::holds_alternative<std::string>(read));
    CHECK_FALSE(std::get<std::string>(read).empty());
  }
  // A better move that is not legal in its position: a South hole for North; F is North's.
  CHECK(std::holds_alternative<std::string>(readReview("d10.a1.b2,-5", game)));
  CHECK(std::holds_alternative<GameReview>(readReview("d10.a1.F2,-5", game)));
  // The same text for another game does not fit.
  Game other(Rules{Variant::Warri, false});
  for (Move m : {Move{1}, Move{7}, Move{2}}) REQUIRE(other.play(m));
  CHECK(std::holds_alternative<std::string>(readReview(text, other)));
}

TEST_CASE("review: saved with the game; a damaged review line is left out, the rest kept",
          "[review][settings]") {
  SavedState s;
  s.setup.variant = Variant::Warri;
  s.game = Game(Rules{Variant::Warri, false});
  for (Move m : {Move{0}, Move{7}}) REQUIRE(s.game->play(m));
  GameReview review(kReviewDepth);
  review.add(rm(0, 1, 1));
  review.add(rm(6, 2, -5));
  s.review = review;
  const std::string text = writeSavedState(s);
  CHECK(text.find("review d10.a1.A2,-5\n") != std::string::npos);
  auto read = readSavedState(text);
  REQUIRE(std::holds_alternative<SavedState>(read));
  const SavedState& back = std::get<SavedState>(read);
  REQUIRE(back.review);
  CHECK(*back.review == review);
  CHECK(back.reviewProblem.empty());

  for (const char* damage :
       {"review d10.a1.A2,-5x\n", "review d10.b1\n", "review\n", "review d10.a1 d10.a1\n"}) {
    std::string damaged = text;
    damaged.replace(damaged.find("review "),
                    damaged.find('\n', damaged.find("review ")) - damaged.find("review ") + 1,
                    damage);
    INFO(damaged);
    auto readDamaged = readSavedState(damaged);
    REQUIRE(std::holds_alternative<SavedState>(readDamaged));
    const SavedState& kept = std::get<SavedState>(readDamaged);
    CHECK_FALSE(kept.review);
    CHECK_FALSE(kept.reviewProblem.empty());
    REQUIRE(kept.game);
    CHECK(kept.game->moves() == s.game->moves());
  }
}

TEST_CASE("review: the link carries it after the record", "[review][url]") {
  Game game(Rules{Variant::Warri, false});
  for (Move m : {Move{0}, Move{7}}) REQUIRE(game.play(m));
  const std::string fragment = shareFragment(game, "d10.a1.A2!,-5");
  CHECK(fragment.find("&v=d10.a1.A2%21%2C-5") != std::string::npos);
  UrlParams params;
  parseFragment(fragment, params);
  CHECK(params.errors.empty());
  REQUIRE(params.record);
  REQUIRE(params.review);
  CHECK(*params.review == "d10.a1.A2!,-5");
  CHECK(shareFragment(game).find("&v=") == std::string::npos);
  UrlParams empty;
  parseFragment(shareFragment(game) + "&v=", empty);
  CHECK_FALSE(empty.review);
  CHECK(empty.errors.size() == 1);
}

TEST_CASE("review: a deliberate blunder is found, on this thread and in the background",
          "[review]") {
  int lost = 0;
  const Game game = gameWithBlunder(5, 9, &lost);
  REQUIRE(lost >= 6);  // the worst move of that position throws seeds away
  background::ThreadWorker worker;
  for (background::Worker* w :
       {static_cast<background::Worker*>(nullptr), static_cast<background::Worker*>(&worker)}) {
    const GameReview review = reviewOf(game, w);
    REQUIRE(review.complete(game));
    CHECK(review.mark(game, 5) == MoveMark::Blunder);
    CHECK(review.moves()[5].seedsLost() == lost);
    REQUIRE(review.betterMove(game, 5));
    CHECK(*review.betterMove(game, 5) != game.moves()[5]);
    const Summary s = review.summary(game, game.mover(5));
    CHECK(s.count(MoveMark::Blunder) >= 1);
    CHECK(s.accuracy < 100);
  }
  // The same review on every run (a depth, not a time).
  CHECK(reviewOf(game) == reviewOf(game, &worker));
}

TEST_CASE("review: stopped between positions, it keeps what it has and continues", "[review]") {
  int lost = 0;
  const Game game = gameWithBlunder(3, 8, &lost);
  background::ThreadWorker worker;
  GameReviewer reviewer(&worker);
  reviewer.start(game);
  while (reviewer.done() < 2) {
    reviewer.update(game);
    std::this_thread::yield();
  }
  reviewer.stop();
  CHECK_FALSE(reviewer.running());
  const std::size_t kept = reviewer.done();
  for (int i = 0; i < 100; ++i) CHECK_FALSE(reviewer.update(game));
  CHECK(reviewer.done() == kept);
  CHECK(reviewer.isFor(game));
  reviewer.start(game);
  while (reviewer.running()) {
    reviewer.update(game);
    std::this_thread::yield();
  }
  CHECK(reviewer.done() == game.moves().size());
  CHECK(*reviewer.review() == reviewOf(game));
  // Another game: the review no longer fits.
  Game other(Rules{Variant::Warri, false});
  REQUIRE(other.play(game.moves()[0] == 0 ? Move{1} : Move{0}));
  CHECK_FALSE(reviewer.isFor(other));
}

namespace {

// `game` loaded into the model as a game between two people, its review started.
void reviewOpened(AppModel& model, const Game& game) {
  SessionSetup setup;
  setup.variant = game.variant();
  setup.players = {PlayerKind::Person, PlayerKind::Person};
  test::newGame(model, setup);
  REQUIRE_FALSE(test::loadRecord(model, writeRecord(game), 0.0));
  test::skipAnimation(model);
  test::openReview(model);
}

// The same, reviewed to the end.
void reviewLoaded(AppModel& model, const Game& game) {
  reviewOpened(model, game);
  for (int i = 0; i < 10000 && model.state().modes.review.running(); ++i) model.update(0.0);
  REQUIRE_FALSE(model.state().modes.review.running());
}

}  // namespace

TEST_CASE("review: a move with a better one is shown before it, and played again from there",
          "[review][app]") {
  int lost = 0;
  const Game game = gameWithBlunder(5, 9, &lost);
  MemoryHost host;
  AppModel model(host, nullptr);
  reviewLoaded(model, game);
  test::send(model, cmd::Live{});  // opened on the first mistake: back to the game
  // A game going on, no move looked at: the board is the game's, whatever the last move was worth.
  REQUIRE_FALSE(model.state().game.session.game().over());
  CHECK_FALSE(model.state().modes.review.showsBefore());
  CHECK(model.board().compute(0.0).shown.seeds == game.position().seeds);
  // Move 6 (index 5) looked at: the board before it, the move played and the better one marked.
  test::viewMoves(model, 6);
  REQUIRE(model.state().modes.review.showsBefore() == std::size_t{5});
  const BoardFrame frame = model.board().compute(0.0);
  CHECK(frame.shown.seeds == game.history()[5].seeds);
  CHECK(frame.marks.lastMove == game.moves()[5]);
  const Move better = *model.state().modes.review.betterMove();
  CHECK(frame.marks.better == better);
  Position after = game.history()[5];
  Trace trace;
  applyMove(game.rules(), after, better, &trace);
  CHECK(frame.marks.betterEnd == lastSown(trace));
  CHECK(frame.marks.betterEnd >= 0);
  // Try again: the mover's holes playable there, the better move hidden until found.
  test::tryAgain(model);
  REQUIRE(model.state().modes.review.retrying() == std::size_t{5});
  CHECK(model.board().chooser() == game.mover(5));
  CHECK(model.board().compute(0.0).marks.better == -1);
  const std::uint16_t playable = model.board().playable();
  CHECK(playable != 0);
  test::chooseHole(model, game.moves()[5], 0.0);  // the move played again
  CHECK(model.state().shown.liveRegion.last() == "That is the move played: find a better one.");
  CHECK_FALSE(model.state().modes.review.retrySolved());
  // (A wrong try's words: app_review_learn_test.cpp.)
  CHECK_FALSE(model.state().modes.review.retrySolved());
  CHECK(model.state().game.session.game().moves().size() == game.moves().size());  // nothing played
  test::skipAnimation(model);  // the try was sown on the board: a click now would show its end
  test::chooseHole(model, better, 0.0);
  CHECK(model.state().modes.review.retrySolved());
  test::skipAnimation(model);
  CHECK(model.board().compute(0.0).marks.better == better);
  // Another move looked at ends it.
  test::viewMoves(model, 7);
  CHECK_FALSE(model.state().modes.review.retrying());
  test::viewMoves(model, 6);
  // A move that was the best (or forced) is shown after it, as any move looked at.
  for (std::size_t i = 0; i < game.moves().size(); ++i) {
    if (model.state().modes.review.result()->betterMove(game, i)) continue;
    test::viewMoves(model, i + 1);
    CHECK_FALSE(model.state().modes.review.showsBefore());
    CHECK(model.board().compute(0.0).shown.seeds == game.history()[i + 1].seeds);
  }
  // Play from here: the game's first five moves, the same players, the review closed.
  test::viewMoves(model, 6);
  REQUIRE_FALSE(test::playFromHere(model));
  CHECK(model.state().game.session.game().moves().size() == 5);
  CHECK(model.state().game.session.position().seeds == game.history()[5].seeds);
  CHECK_FALSE(model.state().modes.review.open());
  CHECK_FALSE(model.state().game.viewed.has_value());
  CHECK(model.state().screen == Screen::Play);
  // Without a move looked at, nothing happens, and the reason is given.
  CHECK(test::playFromHere(model));
}

TEST_CASE("review: in an endgame the solver decided, a move's text says so", "[review][app]") {
  // Adji Kui I with 7 seeds left: every value is the solver's.
  Position start;
  start.seeds = {0, 2, 0, 1, 0, 2, 0, 0, 1, 0, 0, 1};
  start.captured = {21, 20};
  Game game(Rules{Variant::AdjiKui1, false}, start);
  REQUIRE(game.play(game.legalMoves().moves[0]));
  MemoryHost host;
  AppModel model(host, nullptr);
  reviewLoaded(model, game);
  const std::string text = model.state().modes.review.moveText(0);
  INFO(text);
  CHECK(text.find("Proved: with perfect play it leads to ") != std::string::npos);
}

TEST_CASE("review: stopped halfway, its summary says it counts the moves reviewed so far",
          "[review][app]") {
  int lost = 0;
  const Game game = gameWithBlunder(5, 9, &lost);
  MemoryHost host;
  AppModel whole(host, nullptr);
  reviewLoaded(whole, game);
  CHECK(whole.state().modes.review.summaryText(Player::South).rfind("South: accuracy ", 0) == 0);
  // The same game reviewed in another model, stopped after its first positions.
  MemoryHost otherHost;
  AppModel model(otherHost, nullptr);
  reviewOpened(model, game);
  for (int i = 0; i < 10000 && model.state().modes.review.running() &&
                  (!model.state().modes.review.result() ||
                   model.state().modes.review.result()->moves().size() < 2);
       ++i)
    model.update(0.0);
  test::stopReview(model);
  REQUIRE(model.state().modes.review.result());
  REQUIRE(model.state().modes.review.result()->moves().size() < game.moves().size());
  CHECK(
      model.state().modes.review.summaryText(Player::South).rfind("South, so far: accuracy ", 0) ==
      0);
}
