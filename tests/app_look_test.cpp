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
  CHECK(o.model.settings().theme == ThemeChoice::Light);
}

TEST_CASE("look: an accent that reads is used; one that does not is refused in words", "[look]") {
  setLanguage(Language::English);
  Opened blue("theme=light&accent=%231a4fa0");
  CHECK(blue.model.message().empty());
  CHECK(blue.model.prefs().accent == Rgb{0x1a, 0x4f, 0xa0});

  // Pale yellow on ivory: refused, the look's own colour kept, the rest of the address applied.
  Opened pale("theme=light&accent=%23ffe678&game=warri");
  CHECK_FALSE(pale.model.prefs().accent);
  CHECK(pale.model.message().find("#ffe678") != std::string::npos);
  CHECK(pale.model.message().find("light look") != std::string::npos);
  CHECK(pale.model.session().variant() == Variant::Warri);

  // theme=auto: checked against both looks, used where it reads.
  Opened both("theme=auto&accent=%231a4fa0");
  CHECK(both.model.message().find("dark look") != std::string::npos);
  CHECK_FALSE(both.model.prefs().accent);  // the dark look shown: its own gold
  test::send(both.model, cmd::Scheme{true});
  CHECK(both.model.prefs().accent == Rgb{0x1a, 0x4f, 0xa0});

  // In French, with the French decimal mark.
  Opened french("lang=fr&theme=light&accent=%23ffe678");
  CHECK(french.model.message().find("#ffe678") != std::string::npos);
  CHECK(french.model.message().find("1,") != std::string::npos);
  setLanguage(Language::English);
}
