#include "app/model/lessons/tutorial.h"

#include <optional>

#include "app/text/i18n.h"
#include "core/match.h"

namespace mancala::app {
namespace {

// A position from the counts a..f, A..F (in hole order) and the seeds already captured.
Position board(std::array<int, kHoles> seeds, int southCaptured, int northCaptured, Player toMove,
               std::uint16_t northOwned = kDefaultNorthOwned) {
  Position p;
  for (int h = 0; h < kHoles; ++h)
    p.seeds[static_cast<std::size_t>(h)] =
        static_cast<std::uint8_t>(seeds[static_cast<std::size_t>(h)]);
  p.captured = {static_cast<std::uint8_t>(southCaptured), static_cast<std::uint8_t>(northCaptured)};
  p.toMove = toMove;
  p.northOwned = northOwned;
  return p;
}

struct StepSpec {
  const char* caption;
  Move move = kNoMove;
  StepEffect effect{};
  std::optional<Position> setUp{};  // a new position instead of the previous step's result
};

Lesson build(const char* title, Rules rules, Position start, std::vector<StepSpec> specs) {
  Lesson lesson{title, rules, {}};
  Game game(rules, start);
  for (StepSpec& spec : specs) {
    if (spec.setUp) game = Game(rules, *spec.setUp);
    TutorialStep step{spec.caption, game.position(), spec.move, spec.effect, {}};
    if (spec.move != kNoMove) game.play(spec.move, &step.trace);  // checked by the tests
    lesson.steps.push_back(std::move(step));
  }
  return lesson;
}

Rules rulesFor(Variant v) {
  Rules r;
  r.variant = v;
  return r;
}

// Adji Kui II, a match started by North: the first game ends 32-16, South buys A and B.
// Built with the core's match rules, so the lesson shows exactly what a match would.
Position afterPurchase(Position& finished) {
  MatchOptions options;
  options.firstStarter = Player::North;
  MatchState match = newMatch(Variant::AdjiKui2, options);
  finished = board({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 32, 16, Player::South);
  finished.reason = EndReason::EightLeft;
  recordGame(match, finished);
  startNextGame(match, {6, 7});
  return currentGameStart(match);
}

// Adji Kui I's lessons: sowing, a capture, a chain of captures, a pass.
void addAdjiKui1Lessons(std::vector<Lesson>& all) {
  const Rules ak1 = rulesFor(Variant::AdjiKui1);
  all.push_back(build(
      N_("Adji Kui I: sowing"), ak1,
      board({4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, 0, 0, Player::South),
      {{N_("A move sows: South takes every seed from one of their holes and drops them one at a "
           "time into the holes that follow, counterclockwise. Sow the highlighted hole c: its 4 "
           "seeds go to d, e, f and then North's A."),
        2},
       {N_("Each hole after c got one seed, and North's A now holds 5. In Adji Kui I a hole must "
           "hold 2 seeds or more to be sown: a single seed can never be moved. The next lesson "
           "shows how seeds are captured.")}}));

  all.push_back(build(
      N_("Adji Kui I: a capture"), ak1,
      board({3, 2, 0, 4, 1, 2, 1, 2, 3, 0, 2, 5}, 11, 12, Player::South),
      {{N_("South is to move. The highlighted hole d holds 4 seeds. Sowing takes all of them and "
           "drops "
           "one in each following hole, counterclockwise: e, f, then North's A and B."),
        3,
        {.captured = 5, .holesCaptured = 2}},
       {N_("The last seed made 3 in B, a hole of North's: those 3 are captured. Going backwards, A "
           "now holds 2, so it is captured too. Next comes f, South's own hole, and the capture "
           "stops: South's 5 captured seeds are shown on South's right.")}}));

  all.push_back(build(
      N_("Adji Kui I: a chain of captures"), ak1,
      board({2, 3, 0, 1, 4, 2, 1, 2, 1, 5, 3, 2}, 11, 11, Player::South),
      {{N_("A capture can go on backwards from hole to hole. South is to move: sow the "
           "highlighted hole e. Its 4 seeds go to f, then North's A, B and C."),
        4,
        {.captured = 7, .holesCaptured = 3}},
       {N_("The last seed made 2 in C: captured. Going backwards, B now holds 3 and A holds 2: "
           "both are captured too. Then comes f, South's own hole, and the chain stops there: 7 "
           "seeds in a single move.")}}));

  all.push_back(
      build(N_("Adji Kui I: a pass"), ak1,
            board({1, 0, 1, 1, 0, 1, 5, 3, 4, 2, 3, 3}, 12, 12, Player::South),
            {{N_("South is to move, but every hole of South's holds a single seed or none. A "
                 "single seed may never be sown, so South has no playable hole and passes, and the "
                 "move list shows -."),
              kPass,
              {.pass = true}},
             {N_("North plays C: its 4 seeds go to D, E, F and South's a. Hole a held a single "
                 "seed and now "
                 "holds 2, so North captures them."),
              8,
              {.captured = 2, .holesCaptured = 1}},
             {N_("South's single seeds are easy prey, and South can move again only when one of "
                 "South's holes holds 2 or more.")}}));
}

// Adji Kui II's lessons: sowing, a relay and a capture, and in a match the buying of holes.
void addAdjiKui2Lessons(std::vector<Lesson>& all) {
  const Rules ak2 = rulesFor(Variant::AdjiKui2);
  all.push_back(build(
      N_("Adji Kui II: sowing"), ak2,
      board({3, 2, 2, 0, 3, 2, 3, 2, 4, 3, 2, 2}, 12, 8, Player::South),
      {{N_("Adji Kui II is sown as Adji Kui I is, from a hole of 2 seeds or more, "
           "counterclockwise, "
           "but a move does not always end where its seeds run out. South is to move: sow the "
           "highlighted "
           "hole b, whose 2 seeds go to c and d."),
        1},
       {N_("The last seed fell into d, which was empty, so the move is over. Had it fallen into a "
           "hole that already held seeds, without making exactly 4 there, South would have picked "
           "them all up and sown on: a relay, which the next lesson shows.")}}));

  all.push_back(build(N_("Adji Kui II: a relay and a capture"), ak2,
                      board({3, 2, 1, 2, 0, 2, 3, 1, 5, 2, 2, 1}, 12, 12, Player::South),
                      {{N_("South sows b: its 2 seeds go to c and d. The last one lands in d, "
                           "which was not empty and "
                           "does not make 4."),
                        1,
                        {.captured = 4, .holesCaptured = 1, .relays = 1}},
                       {N_("So the move went on as a relay: the 3 seeds of d were taken up and "
                           "sown in e, f and A. The "
                           "last one made exactly 4 in A, a hole of North's: the 4 were captured "
                           "and the move ended.")}}));

  Position finished;
  const Position bought = afterPurchase(finished);
  all.push_back(build(
      N_("Adji Kui II match: buying holes"), ak2, finished,
      {{N_("In a match, games follow one another. North started this one, and it has just ended: "
           "South holds 32 seeds (South's captures and the seeds left on South's side), North "
           "16.")},
       {N_("The next game starts with 4 seeds in every hole again, but each player owns 1 hole for "
           "every 4 seeds: South 8 holes, North 4. South fills the 6 of South's own row and buys 2 "
           "on North's row; the choice was A and B, which now carry the letter S."),
        kNoMove,
        {},
        bought},
       {N_("North started the last game, so South starts this one, and may sow from A, a bought "
           "hole. North may not sow A or B, but may capture in them."),
        6,
        {.relays = 4}},
       {N_("From A, South's 4 seeds started a long relay, lap after lap, which ended when a last "
           "seed "
           "fell into an empty hole, C. At the end of this game, the seeds left in A and B will go "
           "to "
           "South, their owner.")}}));
}

// Warri's lessons: sowing, the cut, feeding the opponent, a grand slam.
void addWarriLessons(std::vector<Lesson>& all) {
  const Rules warri = rulesFor(Variant::Warri);
  all.push_back(build(
      N_("Warri: sowing"), warri, board({4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, 0, 0, Player::South),
      {{N_("In Warri, any of your holes with seeds in it may be sown, even one holding a single "
           "seed. South is to move: sow the highlighted hole d, and its 4 seeds go one at a time "
           "to "
           "e, f, A and B, counterclockwise."),
        3},
       {N_("Each of the four holes after d got one seed. A hole of 12 seeds or more goes all the "
           "way round the board, and the hole it was emptied from gets none of them. The next "
           "lesson shows the cut, Warri's capture.")}}));

  all.push_back(build(
      N_("Warri: the cut"), warri, board({3, 2, 1, 4, 2, 3, 1, 2, 5, 0, 3, 4}, 9, 9, Player::South),
      {{N_("In Warri the last seed of a move cuts: when it brings one of the opponent's holes to "
           "2 or 3, those seeds are taken. South is to move: sow the highlighted hole d, whose 4 "
           "seeds go to e, f, A and B."),
        3,
        {.captured = 5, .holesCaptured = 2}},
       {N_("The last seed made 3 in B: cut. Going backwards, A now holds 2: cut as well. Then "
           "comes f, South's own hole, and the chain stops there: 5 seeds for South. North "
           "replies: sow C for North."),
        8,
        {.captured = 3, .holesCaptured = 1}},
       {N_("C's 5 seeds went to D, E, F, a and b. The last one made 3 in b: cut. Going "
           "backwards, a now holds 4, and only 2s and 3s are cut: the chain stops at a, and "
           "North takes 3.")}}));

  all.push_back(
      build(N_("Warri: feeding your opponent"), warri,
            board({3, 1, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0}, 20, 21, Player::South),
            {{N_("North has no seeds left, and South, who is to move, must play a move that gives "
                 "North some. Sowing a, b or d keeps every seed on South's row, so those moves are "
                 "not allowed. Only f reaches North's row: sow it."),
              5,
              {.feeds = true}},
             {N_("The seed from f landed in A, and North can play again. Play North's only move: "
                 "A."),
              6},
             {N_("If no move could have given North a seed, the game would have ended at once, and "
                 "South would have taken every seed left on the board.")}}));

  all.push_back(build(
      N_("Warri: a grand slam"), warri,
      board({2, 3, 4, 2, 3, 4, 1, 2, 0, 0, 0, 0}, 14, 13, Player::South),
      {{N_("North has only 3 seeds left, in A and B. South sows e: its 3 seeds go to f, A and B."),
        4,
        {.captured = 5, .holesCaptured = 2, .grandSlam = true}},
       {N_("B now holds 3 and A holds 2: both are cut, and North's row is empty. This grand slam "
           "is allowed in Antigua, and South plays again at once. South's extra move must feed "
           "North: only c and f reach North's row."),
        2,
        {.feeds = true}},
       {N_("South's extra move had to give North seeds: South sowed c, whose last seed reached A. "
           "Now North can play again.")}}));
}

// Every lesson, in the order the Lessons window lists them.
std::vector<Lesson> buildLessons() {
  std::vector<Lesson> all;
  addAdjiKui1Lessons(all);
  addAdjiKui2Lessons(all);
  addWarriLessons(all);
  return all;
}

}  // namespace

const std::vector<Lesson>& lessons() {
  static const std::vector<Lesson> all = buildLessons();
  return all;
}

int firstLessonOf(Variant v) {
  const auto& all = lessons();
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].rules.variant == v) return static_cast<int>(i);
  return 0;
}

}  // namespace mancala::app
