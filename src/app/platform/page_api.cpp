// The exports behind window.mancala (web/mancala-api.js). Strings come in as UTF-8 the page
// wrote on the heap (never on the stack, whatever their length), each as its pointer and its
// length in bytes, so that a NUL in one is seen (and refused in a name) rather than ending it;
// they go out as UTF-8 pointers valid until the next call; an empty string means success where
// an error may come back. Text from the page is quoted in messages as an excerpt of a few dozen
// bytes.
#include "app/platform/page_api.h"

#include <emscripten/emscripten.h>

#include <cmath>
#include <string>
#include <string_view>

#include "ai/levels.h"
#include "app/model/error_text.h"
#include "app/model/json_writer.h"
#include "app/platform/page_api_answer.h"
#include "app/platform/platform.h"
#include "app/platform/start_form.h"
#include "app/platform/text_fetch.h"
#include "app/text/i18n.h"
#include "app/ui/app.h"

namespace mancala::app {
namespace {

App* theApp = nullptr;
std::string out;
PageAddress address;

std::optional<PlayerKind> parseKind(std::string_view s) {
  if (s.empty() || s == "person" || s == "human") return PlayerKind::Person;
  if (s == "computer" || s == "ai") return PlayerKind::Computer;
  return std::nullopt;
}

// A length in CSS pixels, as a whole number.
void px(JsonWriter& json, const char* name, float v) { json.key(name).number(std::lround(v)); }

EM_JS(void, mancala_page_mirror, (const char* json), {
  if (window.mancalaMirror) window.mancalaMirror(UTF8ToString(json));
});

// The board as the mirror shows it: each hole's and store's place and words (CSS pixels); on the
// start screen, its choices as the page's form shows them (not over the Puzzles screen, which is
// drawn in its place).
std::string mirrorJson() {
  const auto& layout = theApp->boardLayout();
  AppModel& model = theApp->model();
  if (theApp->puzzlesOpen()) return "{\"board\":false}";
  if (model.screen() == Screen::Start)
    return "{\"board\":false,\"start\":" +
           startFormJson(model.startChoices(), model.friendSideChoice(), model.canSendLinks()) +
           "}";
  if (model.screen() != Screen::Play || !layout) return "{\"board\":false}";
  JsonWriter j;
  j.beginObject().key("board").boolean(true).key("holes").beginArray();
  const std::uint16_t playable = model.candidates();
  for (int h = 0; h < kHoles; ++h) {
    const ImVec2 c = layout->hole(h);
    j.beginObject();
    px(j, "x", c.x);
    px(j, "y", c.y);
    px(j, "r", layout->unit * 0.5f);
    j.key("letter").string(std::string(1, holeLetter(h)));
    j.key("playable").boolean((playable >> h) & 1).key("label").string(model.holeLabel(h));
    j.endObject();
  }
  j.endArray().key("stores").beginArray();
  for (Player p : {Player::South, Player::North}) {
    const ImVec2 c = layout->storeCenter(p), half = layout->storeHalfSize();
    j.beginObject();
    px(j, "x", c.x);
    px(j, "y", c.y);
    px(j, "w", half.x * 2);
    px(j, "h", half.y * 2);
    j.key("label").string(model.storeLabel(p)).endObject();
  }
  j.endArray().key("title").string(tr("Board")).endObject();
  return j.text();
}

}  // namespace

App* page::app() { return theApp; }

const char* page::give(std::string s) {
  wakeIfNeeded();
  out = std::move(s);
  return out.c_str();
}

const char* page::giveError(const std::optional<std::string>& error) {
  return give(error.value_or(""));
}

void attachPageApi(App& app) { theApp = &app; }

void pageAfterFrame() {
  static std::string shown;
  if (!theApp) return;
  fetchWantedTexts(*theApp);
  std::string now = mirrorJson();
  if (now == shown) return;
  shown = std::move(now);
  mancala_page_mirror(shown.c_str());
}

const PageAddress& pageAddress() { return address; }

}  // namespace mancala::app

using namespace mancala;
using namespace mancala::app;
using page::give;
using page::giveError;
using page::text;

extern "C" {

// Called by the page before main() (web/mancala-api.js), with the address's query and fragment.
EMSCRIPTEN_KEEPALIVE void mancala_set_address(const char* query, int querySize,
                                              const char* fragment, int fragmentSize) {
  address.query = text(query, querySize);
  address.fragment = text(fragment, fragmentSize);
}

// Called by the page when another tab or window changed the storage (web/shell/embedding.js).
EMSCRIPTEN_KEEPALIVE void mancala_storage_changed() {
  if (theApp) theApp->model().storageChanged();
}

// Called by the page when the clipboard took a friend's link (1) or refused it (0)
// (web/shell/friend-link.js's sendLink).
EMSCRIPTEN_KEEPALIVE void mancala_link_copied(int copied) {
  if (theApp) theApp->model().friendLinkCopied(copied != 0);
}

EMSCRIPTEN_KEEPALIVE const char* mancala_play(const char* bytes, int size) {
  const std::string_view s = text(bytes, size);
  if (auto nul = page::nulInField("move", s)) return give("error: " + *nul);
  const auto move = s.size() == 1 ? parseMove(s[0]) : std::nullopt;
  if (!move)
    return give(
        "error: " + trf("\u201c{0}\u201d is not a move (a-f, A-F, or - for a pass)", {excerpt(s)}) +
        ".");
  if (auto error = theApp->model().play(*move, nowSeconds())) return give("error: " + *error);
  return give("");
}

// `level` is set for both sides with the new game when `hasLevel`; `match` is 1 or 0, or -1 when
// not given (no match). An empty name is one not given. All is checked first, and a refusal
// changes nothing.
EMSCRIPTEN_KEEPALIVE const char* mancala_new_game(const char* variantBytes, int variantSize,
                                                  const char* southBytes, int southSize,
                                                  const char* northBytes, int northSize,
                                                  const char* starterBytes, int starterSize,
                                                  int match, const char* levelBytes, int levelSize,
                                                  int hasLevel) {
  const std::string_view variant = text(variantBytes, variantSize),
                         south = text(southBytes, southSize), north = text(northBytes, northSize),
                         starter = text(starterBytes, starterSize),
                         level = text(levelBytes, levelSize);
  for (const auto& [field, value] :
       {std::pair{"variant", variant}, std::pair{"south", south}, std::pair{"north", north},
        std::pair{"starter", starter}, std::pair{"level", level}})
    if (auto nul = page::nulInField(field, value)) return give("error: " + *nul);
  SessionSetup setup = theApp->model().session().setup();
  if (!variant.empty()) {
    const auto v = parseVariant(variant);
    if (!v)
      return give("error: " + trf("Unknown game \u201c{0}\u201d (adji-kui-1, adji-kui-2, warri).",
                                  {excerpt(variant)}));
    setup.variant = *v;
  }
  const auto s = parseKind(south), n = parseKind(north);
  if (!s || !n) return give("error: " + std::string(tr("A player is person or computer.")));
  setup.players = {*s, *n};
  if (!starter.empty()) {
    const auto p = parsePlayer(starter);
    if (!p) return give("error: " + std::string(tr("The starter is S or N.")));
    setup.starter = *p;
  } else {
    setup.starter = Player::South;
  }
  setup.match = match > 0;
  if (hasLevel && !level.empty() && !ai::parseLevel(level))
    return give("error: " +
                trf("Unknown level \u201c{0}\u201d (beginner, easy, medium, hard, master).",
                    {excerpt(level)}));
  if (hasLevel) {
    (void)theApp->model().setLevel(level);
    setup.levels = theApp->model().startChoices().levels;
  }
  theApp->model().newGame(setup);
  return give("");
}

// `holes`: their letters, one each.
EMSCRIPTEN_KEEPALIVE const char* mancala_next_game(const char* bytes, int size, int useDefault) {
  const std::string_view holes = text(bytes, size);
  if (auto nul = page::nulInField("holes", holes)) return give("error: " + *nul);
  std::optional<std::vector<int>> chosen;
  if (!useDefault) {
    chosen.emplace();
    for (const char c : holes) {
      const auto m = parseMove(c);
      if (!m || *m == kPass)
        return give("error: " + page::wrongField("holes", page::FieldKind::Holes));
      chosen->push_back(*m);
    }
  }
  // Without holes: those chosen on the board, else the computer's by its level, else the default.
  return giveError(theApp->model().nextGame(chosen, true));
}

EMSCRIPTEN_KEEPALIVE void mancala_choose_hole(int hole) {
  if (hole >= 0 && hole < kHoles) theApp->model().chooseHole(hole, nowSeconds());
  wakeIfNeeded();
}

EMSCRIPTEN_KEEPALIVE const char* mancala_undo() { return giveError(theApp->model().undo()); }
EMSCRIPTEN_KEEPALIVE const char* mancala_redo() {
  return giveError(theApp->model().redo(nowSeconds()));
}

EMSCRIPTEN_KEEPALIVE int mancala_set_speed(const char* bytes, int size) {
  const std::string_view name = text(bytes, size);
  if (page::nulInField("speed", name)) return 0;
  const auto speed = parseSpeed(name);
  if (!speed) return 0;
  theApp->model().setSpeed(*speed);
  showChanges();
  return 1;
}
EMSCRIPTEN_KEEPALIVE void mancala_request_frames() { showChanges(); }

// Records, settings and the page's part in accessibility (model/app_model.cpp).
// A NUL in the record is the reader's to refuse, with its place (core/record.h).
EMSCRIPTEN_KEEPALIVE const char* mancala_load_record(const char* bytes, int size) {
  return giveError(theApp->model().loadRecord(text(bytes, size), nowSeconds()));
}
EMSCRIPTEN_KEEPALIVE const char* mancala_record() { return give(theApp->model().recordText()); }
EMSCRIPTEN_KEEPALIVE const char* mancala_share_fragment() {
  return give(theApp->model().shareFragment());
}
// Playing a friend by link (model/friend_game.cpp).
EMSCRIPTEN_KEEPALIVE const char* mancala_open_link(const char* bytes, int size) {
  return giveError(theApp->model().openFriendLink(text(bytes, size), nowSeconds()));
}
// A position's link (model/record_actions.cpp): "p=<position>".
EMSCRIPTEN_KEEPALIVE const char* mancala_open_position(const char* bytes, int size) {
  return giveError(theApp->model().openPositionLink(text(bytes, size)));
}
EMSCRIPTEN_KEEPALIVE const char* mancala_friend_link() {
  return give(theApp->model().friends().linkFragment());
}
// The start screen's choice: "" (the players on this device), "S" or "N" (a friend by link,
// this device playing that side).
EMSCRIPTEN_KEEPALIVE const char* mancala_choose_friend(const char* bytes, int size) {
  const std::string_view s = text(bytes, size);
  if (auto nul = page::nulInField("side", s)) return give(*nul);
  if (s.empty()) {
    theApp->model().chooseFriendSide(std::nullopt);
  } else if (auto p = parsePlayer(s)) {
    theApp->model().chooseFriendSide(*p);
  } else {
    return give(trf("Unknown side \u201c{0}\u201d (S, N or nothing).", {excerpt(s)}));
  }
  showChanges();
  return give("");
}
EMSCRIPTEN_KEEPALIVE void mancala_set_focus(int focused) {
  theApp->setBoardFocus(focused != 0);
  wakeIfNeeded();
}
// The start screen's form (web/shell/start-form.js): a choice made in it, and its Start button.
EMSCRIPTEN_KEEPALIVE const char* mancala_choose_setup(const char* fieldBytes, int fieldSize,
                                                      const char* valueBytes, int valueSize) {
  const std::string_view field = text(fieldBytes, fieldSize), value = text(valueBytes, valueSize);
  if (auto nul = page::nulInField(field, field)) return give("error: " + *nul);
  if (auto nul = page::nulInField(field, value)) return give("error: " + *nul);
  if (theApp->model().screen() != Screen::Start)
    return give("error: the choices are made on the start screen");
  SessionSetup setup = theApp->model().startChoices();
  std::optional<Player> friendSide = theApp->model().friendSideChoice();
  auto error = chooseInSetup(setup, friendSide, field, value);
  if (!error) {
    theApp->model().chooseSetup(setup);
    theApp->model().chooseFriendSide(friendSide);
  }
  showChanges();
  return giveError(error);
}
EMSCRIPTEN_KEEPALIVE const char* mancala_start() {
  if (theApp->model().screen() != Screen::Start)
    return give("error: a game is started from the start screen");
  theApp->model().startChosenGame();
  return give("");
}

EMSCRIPTEN_KEEPALIVE const char* mancala_play_computer() {
  if (theApp->model().screen() != Screen::Start)
    return give("error: a game is started from the start screen");
  theApp->model().playTheComputer();
  return give("");
}

// The page's Tab and Shift+Tab on the canvas: 1 when the focus moved to another of its controls,
// 0 past the last or before the first (the page's focus then leaves the game).
EMSCRIPTEN_KEEPALIVE int mancala_focus_step(int dir) {
  const int moved = theApp->focusStep(dir < 0 ? -1 : 1, false, true) ? 1 : 0;
  showChanges();
  return moved;
}
EMSCRIPTEN_KEEPALIVE void mancala_focus_enter(int dir) {
  theApp->focusEnter(dir < 0 ? -1 : 1);
  showChanges();
}
EMSCRIPTEN_KEEPALIVE void mancala_set_reduced_motion(int on) {
  theApp->model().setReducedMotion(on != 0);
  wakeIfNeeded();
}
EMSCRIPTEN_KEEPALIVE void mancala_set_sound(int on) {
  theApp->model().setSound(on != 0);
  wakeIfNeeded();
}
EMSCRIPTEN_KEEPALIVE void mancala_set_high_contrast(int on) {
  theApp->model().setHighContrast(on != 0);
  wakeIfNeeded();
}
EMSCRIPTEN_KEEPALIVE const char* mancala_set_level(const char* bytes, int size) {
  const std::string_view name = text(bytes, size);
  if (auto nul = page::nulInField("level", name)) return give("error: " + *nul);
  return giveError(theApp->model().setLevel(name));
}
EMSCRIPTEN_KEEPALIVE int mancala_set_language(const char* bytes, int size) {
  const std::string_view code = text(bytes, size);
  if (page::nulInField("language", code)) return 0;
  const auto language = parseLanguage(code);
  if (!language) return 0;
  theApp->model().chooseLanguage(*language);
  wakeIfNeeded();
  return 1;
}

}  // extern "C"
