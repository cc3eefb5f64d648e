// The lessons the learner plays (app/model/lessons/lesson_progress.h): the lesson's hole moves the
// lesson on; any other hole is explained from the core (what it would do, or why the rules
// forbid it) and changes nothing; "Show me"; a pass; the next lesson at the end.
#include <catch2/catch.hpp>
#include <string>
#include <string_view>

#include "app/model/lessons/lesson_progress.h"
#include "app/text/i18n.h"

using namespace mancala;
using namespace mancala::app;

namespace {

int lessonTitled(std::string_view title) {
  const auto& all = lessons();
  for (std::size_t i = 0; i < all.size(); ++i)
    if (all[i].title == title) return static_cast<int>(i);
  FAIL("no lesson titled " << title);
  return -1;
}

bool contains(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("the lesson's hole is played and the lesson goes on", "[lessons]") {
  setLanguage(Language::English);
  LessonProgress lesson;
  lesson.open(lessonTitled("Adji Kui I: a capture"));
  lesson.takeAnnouncement();
  REQUIRE(lesson.waiting());
  REQUIRE(lesson.expected() == 3);  // d
  CHECK(lesson.choose(3) == LessonProgress::Choice::Played);
  CHECK(lesson.step() == 1);
  CHECK(lesson.playedFrom() == 0);
  CHECK(lesson.explanation().empty());
  CHECK_FALSE(lesson.waiting());
  const auto said = lesson.takeAnnouncement();
  REQUIRE(said);
  CHECK(contains(*said, "South sows d: 4 seeds, the last one in B."));
  CHECK(contains(*said, "South captures 5 seeds from B, A."));
  CHECK(contains(*said, "Step 2 of 2"));
  CHECK_FALSE(lesson.takeAnnouncement());  // said once
}

TEST_CASE("another legal hole is explained by what it would do, and nothing changes", "[lessons]") {
  setLanguage(Language::English);
  LessonProgress lesson;
  lesson.open(lessonTitled("Adji Kui I: a capture"));
  lesson.takeAnnouncement();
  const Position before = lesson.currentStep().position;
  CHECK(lesson.choose(0) == LessonProgress::Choice::Refused);  // a: 3 seeds, legal
  CHECK(lesson.step() == 0);
  CHECK(lesson.waiting());
  CHECK(lesson.currentStep().position == before);
  CHECK_FALSE(lesson.playedFrom());
  const std::string& why = lesson.explanation();
  CHECK(contains(why, "Hole a is not this lesson's move."));
  CHECK(contains(why, "South sows a: 3 seeds, the last one in d."));
  CHECK_FALSE(contains(why, "captures"));
  CHECK(contains(why, "Show me"));
  CHECK(lesson.takeAnnouncement() == why);  // told to a screen reader too
  // The right hole still works, and the explanation goes.
  CHECK(lesson.choose(3) == LessonProgress::Choice::Played);
  CHECK(lesson.explanation().empty());
}

TEST_CASE("a hole the rules forbid is explained with the rules' reason", "[lessons]") {
  setLanguage(Language::English);
  LessonProgress lesson;
  lesson.open(lessonTitled("Adji Kui I: a capture"));  // a..f 3 2 0 4 1 2
  CHECK(lesson.choose(2) == LessonProgress::Choice::Refused);
  CHECK(contains(lesson.explanation(), "Hole c is empty."));
  CHECK(lesson.choose(4) == LessonProgress::Choice::Refused);
  CHECK(contains(lesson.explanation(), "A single seed cannot be sown"));
  CHECK(lesson.choose(7) == LessonProgress::Choice::Refused);
  CHECK(contains(lesson.explanation(), "It is South's turn, and hole B is North's."));
  CHECK(lesson.step() == 0);

  // Warri's feeding: the holes that give North nothing are refused for that reason.
  lesson.open(lessonTitled("Warri: feeding your opponent"));
  CHECK(lesson.playableHoles() == (1u << 5));  // f alone
  CHECK(lesson.ownHoles() == 0b111111);
  for (int hole : {0, 1, 3}) {
    INFO("hole " << hole);
    CHECK(lesson.choose(static_cast<Move>(hole)) == LessonProgress::Choice::Refused);
    CHECK(contains(lesson.explanation(),
                   "North has no seeds: you must play a move that gives them some."));
    CHECK(lesson.step() == 0);
  }
  CHECK(lesson.choose(5) == LessonProgress::Choice::Played);
  CHECK(lesson.currentStep().position.seedsOwnedBy(Player::North) == 1);
}

TEST_CASE("show me plays the lesson's move; a pass is made with Pass", "[lessons]") {
  setLanguage(Language::English);
  LessonProgress shown, played;
  const int chain = lessonTitled("Adji Kui I: a chain of captures");
  shown.open(chain);
  played.open(chain);
  CHECK(shown.showMe() == LessonProgress::Choice::Played);
  CHECK(played.choose(played.expected()) == LessonProgress::Choice::Played);
  CHECK(shown.step() == played.step());
  CHECK(shown.currentStep().position == played.currentStep().position);
  CHECK(shown.currentStep().position.captured[0] == 11 + 7);
  CHECK(shown.showMe() == LessonProgress::Choice::Ignored);  // nothing waited for
  CHECK(shown.choose(0) == LessonProgress::Choice::Ignored);
  CHECK(shown.explanation().empty());

  LessonProgress pass;
  pass.open(lessonTitled("Adji Kui I: a pass"));
  REQUIRE(pass.expected() == kPass);
  CHECK(pass.playableHoles() == 0);
  CHECK(pass.choose(0) == LessonProgress::Choice::Refused);  // a single seed
  CHECK(contains(pass.explanation(), "A single seed cannot be sown"));
  CHECK(pass.choose(kPass) == LessonProgress::Choice::Played);
  CHECK(pass.currentStep().position.toMove == Player::North);
}

TEST_CASE("every lesson is played to its end, then the next lesson opens", "[lessons]") {
  setLanguage(Language::English);
  LessonProgress lesson;
  const int count = static_cast<int>(lessons().size());
  lesson.open(0);
  for (int i = 0; i < count; ++i) {
    INFO("lesson " << lessons()[static_cast<std::size_t>(i)].title);
    REQUIRE(lesson.lesson() == i);
    CHECK(lesson.step() == 0);
    CHECK_FALSE(lesson.finished(i));
    int guard = 0;
    while (!lesson.atEnd() && ++guard < 20) {
      if (lesson.waiting()) {
        CHECK_FALSE(lesson.next());  // the learner's move is not skipped by Next
        CHECK(lesson.choose(lesson.expected()) == LessonProgress::Choice::Played);
      } else {
        CHECK(lesson.next());
      }
    }
    REQUIRE(lesson.atEnd());
    CHECK_FALSE(lesson.waiting());
    CHECK(lesson.finished(i));
    CHECK_FALSE(lesson.next());
    auto said = lesson.takeAnnouncement();
    REQUIRE(said);
    CHECK(contains(*said, "End of the lesson"));
    CHECK(lesson.hasNextLesson() == (i + 1 < count));
    CHECK(lesson.nextLesson() == (i + 1 < count));
  }
  CHECK(lesson.lesson() == count - 1);  // the last lesson has no next one
  CHECK(lesson.atEnd());
  // Back to the lesson's move: it waits for the learner again.
  while (lesson.back() && !lesson.waiting()) {
  }
  CHECK(lesson.waiting());
}

TEST_CASE("a wrong hole is explained in the player's language", "[lessons]") {
  setLanguage(Language::French);
  LessonProgress lesson;
  lesson.open(lessonTitled("Warri: feeding your opponent"));
  CHECK(lesson.choose(0) == LessonProgress::Choice::Refused);
  const std::string french = lesson.explanation();
  CHECK(contains(french, "Nord"));
  CHECK_FALSE(contains(french, "North"));
  setLanguage(Language::English);
}
