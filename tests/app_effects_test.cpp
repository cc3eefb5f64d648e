// What a command asks of the world comes out as values (app/model/common/effect.h): the model
// records the words to say, the page's messages, the save, the sounds; the edge carries them out
// once the command (or the frame's update) is done, in their order. A frame is asked for by a
// command or by time changing the state, and by nothing else.
#include <algorithm>
#include <catch2/catch.hpp>
#include <limits>
#include <string>
#include <variant>
#include <vector>

#include "app/model/common/effect.h"
#include "app/model/modes/app_model.h"
#include "app/text/i18n.h"
#include "app_commands.h"
#include "effect_counts.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();

// The tests' host, which also keeps what it was told to say and the order of what it did.
class LoggingHost : public MemoryHost {
 public:
  std::vector<std::string> log;  // "say: ...", "page", "store"
  void announce(std::string_view text) override { log.push_back("say: " + std::string(text)); }
  void postToParent(std::string_view json) override {
    MemoryHost::postToParent(json);
    log.emplace_back("page");
  }
  bool store(std::string_view key, std::string_view text) override {
    log.emplace_back("store");
    return MemoryHost::store(key, text);
  }
};

template <class E>
const E* firstOf(const std::vector<Effect>& effects) {
  for (const Effect& e : effects)
    if (const E* found = std::get_if<E>(&e)) return found;
  return nullptr;
}

// Draws while frames are due with nothing changing on its own; how many were drawn (at most 10).
int drawWhileDue(AppModel& model, double now) {
  int frames = 0;
  while (model.redraw().due(now, kNever) && frames < 10) {
    model.update(now);
    ++frames;
  }
  return frames;
}

SessionSetup twoPeople(Variant variant) {
  SessionSetup setup;
  setup.variant = variant;
  setup.players = {PlayerKind::Person, PlayerKind::Person};
  return setup;
}

}  // namespace

TEST_CASE("a move's effects are values: its words, the page's message and a save", "[effects]") {
  setLanguage(Language::English);
  LoggingHost host;
  AppModel model(host, nullptr);
  test::newGame(model, twoPeople(Variant::Warri));
  host.log.clear();
  const std::size_t posted = host.posted.size();

  REQUIRE_FALSE(test::play(model, model.state().game.session.legalMoves().moves[0], 1.0));
  const std::vector<Effect>& effects = model.effects();
  const auto* said = firstOf<effect::Say>(effects);
  REQUIRE(said);
  CHECK(said->text == model.state().shown.liveRegion.last());  // the move's sentence
  REQUIRE(test::countOf<effect::ToPage>(effects) == 1);
  CHECK(firstOf<effect::ToPage>(effects)->json.find("\"move\"") != std::string::npos);
  CHECK(test::countOf<effect::Save>(effects) == 1);
  CHECK(test::countOf<effect::Say>(effects) == 1);
  // Carried out once the command was done, in the order asked: said, sent, then saved.
  REQUIRE(host.log.size() >= 3);
  CHECK(host.log[0] == "say: " + said->text);
  CHECK(host.log[1] == "page");
  CHECK(host.log[2] == "store");
  CHECK(host.posted.size() == posted + 1);
}

TEST_CASE("a refused command asks nothing of the world", "[effects]") {
  setLanguage(Language::English);
  LoggingHost host;
  AppModel model(host, nullptr);
  test::newGame(model, twoPeople(Variant::AdjiKui1));
  host.log.clear();
  CHECK(test::undo(model));  // nothing to take back
  CHECK(model.effects().empty());
  CHECK(host.log.empty());
}

TEST_CASE("the interface's words are a Say command, said as an effect", "[effects]") {
  setLanguage(Language::English);
  LoggingHost host;
  AppModel model(host, nullptr);
  const std::uint64_t before = model.state().shown.liveRegion.count();
  host.log.clear();
  test::send(model, cmd::Say{"Options"});
  CHECK(model.effects() == std::vector<Effect>{effect::Say{"Options"}});
  CHECK(model.state().shown.liveRegion.last() == "Options");
  CHECK(model.state().shown.liveRegion.count() == before + 1);
  CHECK(host.log == std::vector<std::string>{"say: Options"});
  test::send(model, cmd::Say{""});  // nothing to say: nothing said
  CHECK(model.effects().empty());
  CHECK(model.state().shown.liveRegion.count() == before + 1);
}

TEST_CASE("several saves asked by one command are written once, as it leaves the state",
          "[effects]") {
  setLanguage(Language::English);
  LoggingHost host;
  AppModel model(host, nullptr);
  test::newGame(model, twoPeople(Variant::Warri));
  REQUIRE_FALSE(test::play(model, model.state().game.session.legalMoves().moves[0], 1.0));
  test::skipAnimation(model);
  host.log.clear();
  REQUIRE_FALSE(test::undo(model));  // taken back: said, saved (the address shown after it)
  CHECK(test::countOf<effect::Save>(model.effects()) == 1);
  CHECK(std::count(host.log.begin(), host.log.end(), "store") == 1);
  REQUIRE(host.log.size() == 2);
  CHECK(host.log.front() == "say: " + model.state().shown.liveRegion.last());  // said, then saved
  CHECK(host.log.back() == "store");
}

TEST_CASE("nothing is drawn without a command or time changing the state", "[effects]") {
  setLanguage(Language::English);
  MemoryHost host;
  AppModel model(host, nullptr);
  SessionSetup setup;
  setup.variant = Variant::AdjiKui1;
  setup.players = {PlayerKind::Person, PlayerKind::Computer};
  setup.levels = {std::nullopt, ai::Level::Easy};
  test::newGame(model, setup);
  drawWhileDue(model, 0.0);
  CHECK_FALSE(model.redraw().due(0.0, kNever));
  // Reading the model asks for nothing.
  (void)model.standing();
  (void)model.prefs();
  (void)model.address();
  (void)model.recordText();
  CHECK_FALSE(model.redraw().due(0.0, kNever));
  // A command does, refused or not.
  test::send(model, cmd::Redo{});
  CHECK(model.redraw().due(0.0, kNever));
  drawWhileDue(model, 0.0);
  // Time does where it changes the state: the person's move shown, the computer answers.
  REQUIRE_FALSE(test::play(model, model.state().game.session.legalMoves().moves[0], 1.0));
  drawWhileDue(model, 1.0);
  double t = 1.0;
  while (model.state().game.session.game().moves().size() < 2 && t < 120.0) {
    t += 0.5;
    model.update(t);
  }
  REQUIRE(model.state().game.session.game().moves().size() ==
          2);  // the computer's move, by update() alone
  CHECK(model.redraw().due(t, kNever));
  CHECK(test::countOf<effect::Say>(model.effects()) == 1);  // the computer's move said
}
