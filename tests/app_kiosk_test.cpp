// The museum kiosk without a window, on a fake clock: its address parameters, the idle timer and
// its warning, the attract loop playing itself game after game, a visitor's game against the
// computer, and the reset that leaves nothing of the visitor (language, settings, game), with
// nothing saved and the address never changed.
#include <algorithm>
#include <catch2/catch.hpp>
#include <limits>
#include <string>

#include "app/model/kiosk/kiosk.h"
#include "app/model/modes/app_model.h"
#include "app/text/kiosk_captions.h"
#include "app_commands.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

namespace {

// A kiosk's page has the record dialog and a record on the clipboard, neither of which the kiosk
// may use.
struct KioskHost : MemoryHost {
  KioskHost() {
    recordDialog = true;
    clipboard = "1. c";
  }
};

// Runs the kiosk's frames from `now` for `seconds` of the fake clock, `step` apart (the model
// moves its kiosk on in each update()).
double run(const Kiosk&, AppModel& model, double now, double seconds, double step = 0.05) {
  for (double end = now + seconds; now < end; now += step) model.update(now);
  return now;
}

// As the page runs it: a frame while the model is busy or animating or the kiosk's next change
// is due, else the clock jumps to that change (the page sleeps). Returns the longest sleep.
double sleepyRun(const Kiosk&, AppModel& model, double& now, double seconds) {
  double longest = 0;
  for (const double end = now + seconds; now < end;) {
    model.update(now);
    const double at = model.nextChange(now);
    if (model.busy(now) || model.board().moving(now) || at <= now) {
      now += 0.05;
    } else {
      REQUIRE(at < std::numeric_limits<double>::infinity());  // something always comes next
      longest = std::max(longest, std::min(at, end) - now);
      now = std::min(at, end);
    }
  }
  return longest;
}

struct Fixture {
  KioskHost host;
  AppModel model{host, nullptr};
  const Kiosk* kiosk = nullptr;  // the model's, from its first update
  double now = 0;
  explicit Fixture(const std::string& query) {
    model.startUp({query, "", false, false}, now);
    model.update(now);
    if (model.state().modes.kiosk) kiosk = &*model.state().modes.kiosk;
    REQUIRE(kiosk);
  }
  ~Fixture() { setLanguage(Language::English); }
};

}  // namespace

TEST_CASE("kiosk parameters: on, the idle time, the pace; bad values said and left out") {
  setLanguage(Language::English);
  CHECK_FALSE(parseKioskOptions("game=warri").on);
  const KioskOptions k = parseKioskOptions("?kiosk=1&idle=45&kioskpace=10");
  CHECK(k.on);
  CHECK(k.idleSeconds == 45);
  CHECK(k.pace == 10);
  CHECK(k.errors.empty());
  const KioskOptions bad = parseKioskOptions("kiosk=1&idle=3&kioskpace=fast");
  CHECK(bad.on);
  CHECK(bad.idleSeconds == KioskOptions{}.idleSeconds);
  CHECK(bad.pace == 1);
  REQUIRE(bad.errors.size() == 2);
  CHECK(bad.errors[0].find("idle=") != std::string::npos);
  CHECK(bad.errors[1].find("kioskpace=") != std::string::npos);
  CHECK(parseKioskOptions("kiosk=maybe").errors.empty());  // not a kiosk: nothing to say
}

TEST_CASE("idle timer: armed by a touch, warns before it expires, a touch starts it again") {
  IdleTimer idle(60);
  CHECK_FALSE(idle.expired(1000));  // not armed: no visitor to send away
  CHECK_FALSE(idle.warning(1000));
  idle.touch(100);
  CHECK(idle.left(130) == 30);
  CHECK_FALSE(idle.warning(130));
  CHECK(idle.warning(100 + 60 - idle.warningSeconds()));
  CHECK_FALSE(idle.expired(159));
  idle.touch(159);  // "Keep playing"
  CHECK_FALSE(idle.warning(160));
  CHECK(idle.expired(219));
  idle.disarm();
  CHECK_FALSE(idle.expired(10000));
}

TEST_CASE("the attract loop plays both sides game after game, at its pace") {
  Fixture f("kiosk=1&kioskpace=20");
  const Kiosk& k = *f.kiosk;
  CHECK(k.mode() == Kiosk::Mode::Attract);
  CHECK(f.model.state().screen == Screen::Play);
  CHECK(f.model.state().game.session.kind(Player::South) == PlayerKind::Person);  // nobody is asked
  f.now = run(k, f.model, f.now, 0.01);
  CHECK(f.model.state().game.session.game().moves().empty());  // a pause before the first move
  f.now = run(k, f.model, f.now, 20);
  const long moves = k.attractMoves();
  CHECK(moves > 0);
  CHECK(f.model.state().game.session.game().moves().size() > 0);
  // Nobody is offered a hole: the computer plays both sides.
  CHECK_FALSE(f.model.state().game.session.game().over());
  CHECK(f.model.board().playable() == 0);
  // Games end (or give way after kMaxAttractMoves) and the next game comes, the next variant.
  const Variant first = k.variant();
  const int games = k.attractGames();
  for (int i = 0; i < 400 && k.attractGames() == games; ++i) f.now = run(k, f.model, f.now, 5);
  CHECK(k.attractGames() == games + 1);
  CHECK(k.variant() != first);
  CHECK(f.model.state().game.session.game().moves().size() <= Kiosk::kMaxAttractMoves);
  CHECK(k.resets() == 0);  // nobody touched it: no reset
  CHECK(f.host.stored.empty());
  CHECK(f.host.addressesShown == 0);
}

TEST_CASE("the captions turn, in the language shown") {
  Fixture f("kiosk=1&kioskpace=20");
  const Kiosk& k = *f.kiosk;
  const std::string first = k.caption();
  CHECK_FALSE(first.empty());
  f.now = run(k, f.model, f.now, Kiosk::kCaptionSeconds / k.pace() + 0.1);
  CHECK(k.captionIndex() >= 1);
  CHECK(k.caption() != first);
  setLanguage(Language::French);
  CHECK(k.caption() !=
        kioskCaptions(k.variant(),
                      Language::English)[static_cast<std::size_t>(k.captionIndex()) %
                                         kioskCaptions(k.variant(), Language::English).size()]);
}

TEST_CASE("a visitor plays the computer at Easy; after the idle time the kiosk resets") {
  Fixture f("kiosk=1&idle=30&lang=es");
  const Kiosk& k = *f.kiosk;
  CHECK(k.language() == Language::Spanish);
  f.now = run(k, f.model, f.now, 3);
  test::send(f.model, cmd::KioskTouch{}, f.now);
  test::send(f.model, cmd::KioskShow{Variant::Warri}, f.now);
  CHECK(k.variant() == Variant::Warri);
  test::send(f.model, cmd::LanguageChoice{Language::Italian});
  test::send(f.model, cmd::KioskPlay{}, f.now);
  CHECK(k.mode() == Kiosk::Mode::Visitor);
  const Session& s = f.model.state().game.session;
  CHECK(s.variant() == Variant::Warri);
  CHECK(s.kind(Player::South) == PlayerKind::Person);
  CHECK(s.kind(Player::North) == PlayerKind::Computer);
  CHECK(s.level(Player::North) == ai::Level::Easy);
  CHECK(f.model.board().playable() != 0);  // the visitor's holes are offered
  // The visitor moves, the computer answers.
  REQUIRE_FALSE(test::play(f.model, s.game().legalMoves().moves[0], f.now));
  test::setHighContrast(f.model, true);
  f.now = run(k, f.model, f.now, 8);
  CHECK(s.game().moves().size() >= 2);
  CHECK(k.mode() == Kiosk::Mode::Visitor);
  // The one link that leaves: Continue on your phone, the visitor's game against the computer,
  // without the kiosk's parameters.
  f.host.linksCanBeSent = true;
  f.host.rulesPages = true;  // nothing leaves the kiosk for the rules pages
  CHECK_FALSE(f.model.standing().canOpenRulesPages);
  CHECK(test::send(f.model, cmd::RulesPage{Variant::Warri}));
  CHECK(f.host.rulesOpened.empty());
  // Nor do the start form's ways out of the kiosk's screens.
  CHECK(test::send(f.model, cmd::Learn{}));
  CHECK(test::send(f.model, cmd::ShowRules{}));
  CHECK(test::send(f.model, cmd::Puzzles{}));
  CHECK_FALSE(f.model.state().modes.puzzles.isOpen());
  CHECK(f.model.state().shown.rulesAsked.count == 0);
  REQUIRE(f.model.standing().canTakeHome);
  REQUIRE_FALSE(test::send(f.model, cmd::TakeHome{}));
  REQUIRE(f.host.codes.size() == 1);
  const std::string& code = f.host.codes[0];
  CHECK(code.rfind("game=warri&south=person&north=computer&level=easy#r=", 0) == 0);
  CHECK(code.find("kiosk") == std::string::npos);
  CHECK(code.find("idle") == std::string::npos);
  const UrlParams link = [&] {
    UrlParams p = parseUrlParams(code.substr(0, code.find('#')));
    parseFragment(code.substr(code.find('#') + 1), p);
    return p;
  }();
  REQUIRE(link.record);
  CHECK(link.errors.empty());
  // No record leaves, none comes in.
  CHECK_FALSE(test::send(f.model, cmd::ShowRecord{}));  // done: nothing shown
  CHECK(f.host.recordsShown == 0);
  CHECK_FALSE(test::send(f.model, cmd::Paste{}, f.now));  // done: nothing read
  CHECK(s.game().moves().size() >= 2);
  // A touch keeps the visitor's game; the warning comes before the reset.
  test::send(f.model, cmd::KioskTouch{}, f.now);
  f.now = run(k, f.model, f.now, 30 - k.idle().warningSeconds() + 0.5);
  CHECK(k.idle().warning(f.now));
  CHECK(k.mode() == Kiosk::Mode::Visitor);
  CHECK(f.host.dialogsClosed == 0);
  f.now = run(k, f.model, f.now, k.idle().warningSeconds());
  CHECK(k.resets() == 1);
  CHECK(f.host.dialogsClosed == 1);  // the code, were it still on the screen
  CHECK(k.mode() == Kiosk::Mode::Attract);
  CHECK(currentLanguage() == Language::Spanish);
  CHECK_FALSE(f.model.prefs().contrast);
  CHECK(f.model.state().game.session.kind(Player::North) == PlayerKind::Person);
  CHECK(f.model.state().game.session.variant() == Variant::AdjiKui1);
  CHECK(f.model.board().playable() == 0);  // the attract game again: only watched
  CHECK_FALSE(k.idle().armed());
  // Nothing of the visitor was kept: nothing saved, the address untouched.
  CHECK(f.host.stored.empty());
  CHECK(f.host.addressesShown == 0);
}

TEST_CASE("the kiosk sleeps between its timed changes and wakes for each of them") {
  Fixture f("kiosk=1&idle=30");
  const Kiosk& k = *f.kiosk;
  // The attract loop: the page sleeps through the pauses between moves, and still every move
  // and every caption comes.
  const double slept = sleepyRun(k, f.model, f.now, 60);
  CHECK(slept >= 1.0);
  CHECK(k.attractMoves() >= 5);
  CHECK(k.captionIndex() >= 6);  // one every 9 s
  // A visitor's game: once the computer has answered, nothing changes until the warning.
  test::send(f.model, cmd::KioskTouch{}, f.now);
  test::send(f.model, cmd::KioskPlay{}, f.now);
  const Session& s = f.model.state().game.session;
  REQUIRE_FALSE(test::play(f.model, s.game().legalMoves().moves[0], f.now));
  const double touchedAt = f.now;
  while (f.model.busy(f.now) || f.model.board().moving(f.now)) {
    f.model.update(f.now);
    f.model.update(f.now);
    f.now += 0.05;
  }
  f.model.update(f.now);
  CHECK(s.game().moves().size() >= 2);
  CHECK(f.model.nextChange(f.now) == Approx(touchedAt + 30 - k.idle().warningSeconds()));
  // In the warning, its countdown: a wake-up for each second, then the reset at the end.
  f.now = f.model.nextChange(f.now) + 0.25;
  CHECK(k.idle().warning(f.now));
  CHECK(f.model.nextChange(f.now) - f.now <= 1.0);
  CHECK(f.model.nextChange(f.now) > f.now);
  CHECK(sleepyRun(k, f.model, f.now, k.idle().warningSeconds()) <= 1.0);
  CHECK(k.resets() == 1);
  CHECK(k.mode() == Kiosk::Mode::Attract);
}

TEST_CASE("a kiosk does not resume what an ordinary visit saved") {
  KioskHost host;
  {
    AppModel model(host, nullptr);
    model.startUp({"game=warri&north=computer", "", false, false}, 0);
    REQUIRE(!host.stored.empty());
  }
  AppModel model(host, nullptr);
  model.startUp({"kiosk=1", "", false, false}, 0);
  model.update(0);
  REQUIRE(model.state().modes.kiosk);
  CHECK(model.state().game.session.variant() == Variant::AdjiKui1);
  CHECK(model.state().game.session.kind(Player::North) == PlayerKind::Person);
}

TEST_CASE("the captions files: every game has captions in every language") {
  for (const CaptionFile& f : captionFiles()) {
    INFO(f.language);
    const KioskCaptions c = readKioskCaptions(f.markdown);
    CHECK(c.problems.empty());
    for (const auto& game : c.byGame) CHECK(game.size() >= 3);
  }
  CHECK(captionFiles().size() == 4);
  const KioskCaptions broken = readKioskCaptions("## chess\n- A caption\n## warri\nno bullet\n");
  CHECK_FALSE(broken.problems.empty());
  CHECK_FALSE(loadKioskCaptions(Language::French, "## warri\n- only one game\n"));
}

TEST_CASE("a kiosk opens no link, at the start or later, and writes nothing") {
  setLanguage(Language::English);
  const std::string friendLink =
      "f=kiosklink1&s=N&r=" + percentEncode("[Game \"warri\"]\n\n1. c\n");
  Fixture f("kiosk=1&kioskpace=20");
  f.now = run(*f.kiosk, f.model, f.now, 5);
  const Variant attract = f.model.state().game.session.variant();
  const std::string moves = f.model.state().game.session.moveText();
  CHECK(test::openFriendLink(f.model, friendLink, f.now) == "The kiosk opens no links.");
  CHECK(test::openPositionLink(f.model, "p=0,1,0,1,0,1,0,4,0,2,1,2:N:20,16") ==
        "The kiosk opens no links.");
  CHECK(f.model.state().game.session.variant() == attract);
  CHECK(f.model.state().game.session.moveText() == moves);
  CHECK_FALSE(f.model.state().modes.friends.game());
  CHECK(f.host.stored.empty());
  // Nor one in the address it starts with.
  KioskHost host;
  AppModel model(host, nullptr);
  model.startUp({"kiosk=1", friendLink, false, false}, 0);
  CHECK_FALSE(model.state().modes.friends.game());
  CHECK(host.stored.empty());
}
