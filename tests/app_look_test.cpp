// The looks chosen by the address (theme=classic|light|auto|contrast) and the page's accent
// colour: read, followed as the system's scheme changes (theme=auto), kept across high contrast,
// and an accent that would not read refused in words while the rest of the address applies.
#include <catch2/catch.hpp>
#include <string>

#include "app/model/common/url_params.h"
#include "app/model/formats/look.h"
#include "app/model/modes/app_model.h"
#include "app/text/i18n.h"
#include "app_commands.h"
#include "memory_host.h"

using namespace mancala;
using namespace mancala::app;

namespace {

struct Opened {
  MemoryHost host;
  AppModel model{host, nullptr};
  explicit Opened(const std::string& query, bool lightScheme = false) {
    model.startUp({.query = query,
                   .fragment = {},
                   .embedded = false,
                   .reducedMotion = false,
                   .lightScheme = lightScheme},
                  0.0);
  }
};

}  // namespace

TEST_CASE("look: the address's theme and accent are read in every form a page writes", "[look]") {
  setLanguage(Language::English);
  CHECK(parseUrlParams("theme=light").theme == ThemeChoice::Light);
  CHECK(parseUrlParams("theme=AUTO").theme == ThemeChoice::Auto);
  CHECK(parseUrlParams("accent=%231a4fa0").accent == Rgb{0x1a, 0x4f, 0xa0});
  CHECK(parseUrlParams("accent=%23abc").accent == Rgb{0xaa, 0xbb, 0xcc});
  CHECK(parseUrlParams("accent=rgb(26%2C 79%2C 160)").accent == Rgb{26, 79, 160});
  CHECK(parseUrlParams("accent=rgb(26 79 160)").accent == Rgb{26, 79, 160});
  for (const char* bad : {"accent=blue", "accent=%231a4fa", "accent=rgb(300%2C0%2C0)",
                          "accent=rgb(1%2C2)", "accent="}) {
    INFO(bad);
    const UrlParams p = parseUrlParams(bad);
    CHECK_FALSE(p.accent);
    REQUIRE(p.errors.size() == 1);
    CHECK(p.errors[0].find("#rrggbb") != std::string::npos);
  }
}

TEST_CASE("look: theme=auto follows the system's scheme as the page tells it", "[look]") {
  Opened dark("theme=auto"), light("theme=auto", true);
  CHECK(dark.model.prefs().look == Look::Classic);
  CHECK(light.model.prefs().look == Look::Light);
  test::send(dark.model, cmd::Scheme{true});
  CHECK(dark.model.prefs().look == Look::Light);
  test::send(dark.model, cmd::Scheme{false});
  CHECK(dark.model.prefs().look == Look::Classic);
  // A theme of its own does not follow.
  Opened classic("theme=classic", true);
  CHECK(classic.model.prefs().look == Look::Classic);
}

TEST_CASE("look: high contrast switched off goes back to the light look", "[look]") {
  Opened o("theme=light");
  test::send(o.model, cmd::Contrast{true});
  CHECK(o.model.prefs().look == Look::Contrast);
  test::send(o.model, cmd::Contrast{false});
  CHECK(o.model.prefs().look == Look::Light);
  CHECK(o.model.state().settings.kept.theme == ThemeChoice::Light);
}

TEST_CASE("look: an accent that reads is used; one that does not is refused in words", "[look]") {
  setLanguage(Language::English);
  Opened blue("theme=light&accent=%231a4fa0");
  CHECK(blue.model.state().shown.message.empty());
  CHECK(blue.model.prefs().accent == Rgb{0x1a, 0x4f, 0xa0});

  // Pale yellow on ivory: refused, the look's own colour kept, the rest of the address applied.
  Opened pale("theme=light&accent=%23ffe678&game=warri");
  CHECK_FALSE(pale.model.prefs().accent);
  CHECK(pale.model.state().shown.message.find("#ffe678") != std::string::npos);
  CHECK(pale.model.state().shown.message.find("light look") != std::string::npos);
  CHECK(pale.model.state().game.session.variant() == Variant::Warri);

  // theme=auto: checked against both looks, used where it reads.
  Opened both("theme=auto&accent=%231a4fa0");
  CHECK(both.model.state().shown.message.find("dark look") != std::string::npos);
  CHECK_FALSE(both.model.prefs().accent);  // the dark look shown: its own gold
  test::send(both.model, cmd::Scheme{true});
  CHECK(both.model.prefs().accent == Rgb{0x1a, 0x4f, 0xa0});

  // In French, with the French decimal mark.
  Opened french("lang=fr&theme=light&accent=%23ffe678");
  CHECK(french.model.state().shown.message.find("#ffe678") != std::string::npos);
  CHECK(french.model.state().shown.message.find("1,") != std::string::npos);
  setLanguage(Language::English);
}

TEST_CASE("look: the theme command changes the look; the save keeps it; a bad one is refused",
          "[look][saving]") {
  setLanguage(Language::English);
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({"lang=en&game=warri&south=person&north=person", "", false, false}, 0.0);
  REQUIRE(test::play(model, 0, 0.0) == std::nullopt);
  const auto moves = model.state().game.session.game().moves();

  // Printed and read as the page sends it; a plain look turns high contrast off.
  const auto light = parseCommand("theme?theme=light");
  REQUIRE(std::holds_alternative<Command>(light));
  CHECK(printCommand(std::get<Command>(light)) == "theme?theme=light");
  test::send(model, cmd::Contrast{true});
  CHECK(test::send(model, std::get<Command>(light)) == std::nullopt);
  CHECK(model.prefs().look == Look::Light);
  CHECK(model.prefs().plainTheme == ThemeChoice::Light);
  CHECK_FALSE(model.prefs().contrast);
  test::send(model, cmd::Contrast{true});
  test::send(model, cmd::Contrast{false});
  CHECK(model.prefs().look == Look::Light);  // high contrast goes back to the look chosen
  test::send(model, cmd::Theme{ThemeChoice::Auto});
  CHECK(model.prefs().look == Look::Classic);  // the system's scheme is dark
  test::send(model, cmd::Scheme{true});
  CHECK(model.prefs().look == Look::Light);
  test::send(model, cmd::Theme{ThemeChoice::Light});

  // A bad value: refused in words, in the person's language, and nothing changed.
  const auto purple = parseCommand("theme?theme=purple");
  REQUIRE(std::holds_alternative<Refusal>(purple));
  CHECK(refusalText(std::get<Refusal>(purple)).find("purple") != std::string::npos);
  CHECK(refusalText(std::get<Refusal>(purple)).find("look") != std::string::npos);
  setLanguage(Language::French);
  CHECK(refusalText(std::get<Refusal>(purple)).find("purple") != std::string::npos);
  CHECK(refusalText(std::get<Refusal>(purple)).find("Unknown") == std::string::npos);
  setLanguage(Language::English);
  CHECK(model.prefs().look == Look::Light);

  // A reload keeps the look and the game.
  AppModel again(host, nullptr);
  again.startUp({"lang=en", "", false, false}, 0.0);
  CHECK(again.prefs().look == Look::Light);
  CHECK(again.state().game.session.game().moves() == moves);

  // The address's theme wins at start.
  AppModel asked(host, nullptr);
  asked.startUp({"lang=en&theme=classic", "", false, false}, 0.0);
  CHECK(asked.prefs().look == Look::Classic);
  CHECK(asked.state().game.session.game().moves() == moves);
}

TEST_CASE("look: a look not known in the save is left out and said; the game goes on",
          "[look][saving]") {
  setLanguage(Language::English);
  MemoryHost host;
  AppModel model(host, nullptr);
  model.startUp({"lang=en&game=warri&south=person&north=person", "", false, false}, 0.0);
  REQUIRE(test::play(model, 0, 0.0) == std::nullopt);
  test::send(model, cmd::Theme{ThemeChoice::Light});
  const auto moves = model.state().game.session.game().moves();
  std::string& saved = host.stored["mancala"];
  const std::size_t at = saved.find("theme light");
  REQUIRE(at != std::string::npos);
  saved.replace(at, 11, "theme neon");

  AppModel again(host, nullptr);
  again.startUp({"lang=en", "", false, false}, 0.0);
  CHECK(again.state().game.session.game().moves() == moves);
  CHECK(again.prefs().look == Look::Classic);
  CHECK(again.state().shown.message.find("theme neon") != std::string::npos);
}
