// The exports behind window.mancala (web/mancala-api.js). Strings come in as UTF-8 the page
// wrote on the heap (never on the stack, whatever their length) and go out as UTF-8 pointers
// valid until the next call; an empty string means success where an error may come back. Text
// from the page is quoted in messages as an excerpt of a few dozen bytes.
#include "app/platform/page_api.h"

#include <emscripten/emscripten.h>
#include <malloc.h>

#include <cmath>
#include <string>
#include <string_view>

#include "ai/levels.h"
#include "app/model/error_text.h"
#include "app/model/json_writer.h"
#include "app/platform/platform.h"
#include "app/platform/start_form.h"
#include "app/platform/text_fetch.h"
#include "app/text/i18n.h"
#include "app/ui/app.h"
#include "core/state_json.h"

namespace mancala::app {
namespace {

App* theApp = nullptr;
std::string out;
PageAddress address;

// Every call may have changed the state: an idle loop wakes to draw it.
const char* give(std::string s) {
  wakeIfNeeded();
  out = std::move(s);
  return out.c_str();
}
const char* giveError(const std::optional<std::string>& error) { return give(error.value_or("")); }

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
           startFormJson(model.pendingSetup(), model.pendingFriendSide(), model.canSendLinks()) +
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

extern "C" {

// Called by the page before main() (web/mancala-api.js), with the address's query and fragment.
EMSCRIPTEN_KEEPALIVE void mancala_set_address(const char* query, const char* fragment) {
  address.query = query;
  address.fragment = fragment;
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

EMSCRIPTEN_KEEPALIVE const char* mancala_state() {
  return give(theApp->model().session().stateJson());
}

// What the board and the panels show now: during a move's animation, the seeds landed so far;
// while looking back through the moves, the position then.
EMSCRIPTEN_KEEPALIVE const char* mancala_shown_state() {
  const AppModel& model = theApp->model();
  const double now = nowSeconds();
  return give(
      stateJson(model.session().variant(), model.shownPosition(now), model.shownMatch(now)));
}

EMSCRIPTEN_KEEPALIVE const char* mancala_play(const char* text) {
  const std::string_view s(text);
  if (s.size() != 1)
    return give("error: a move is one letter a-f, A-F or - (got \"" + excerpt(s) + "\")");
  const auto move = parseMove(s[0]);
  if (!move) return give("error: \"" + excerpt(s) + "\" is not a move (a-f, A-F or -)");
  if (auto error = theApp->model().play(*move, nowSeconds())) return give("error: " + *error);
  return give("");
}

// `level` is set for both sides with the new game when `hasLevel`; all is checked first, and a
// refusal changes nothing.
EMSCRIPTEN_KEEPALIVE const char* mancala_new_game(const char* variant, const char* south,
                                                  const char* north, const char* starter, int match,
                                                  const char* level, int hasLevel) {
  SessionSetup setup = theApp->model().session().setup();
  if (*variant) {
    const auto v = parseVariant(variant);
    if (!v)
      return give("error: unknown variant \"" + excerpt(variant) +
                  "\" (adji-kui-1, adji-kui-2, warri)");
    setup.variant = *v;
  }
  const auto s = parseKind(south), n = parseKind(north);
  if (!s || !n) return give("error: a player is \"person\" or \"computer\"");
  setup.players = {*s, *n};
  if (*starter) {
    const auto p = parsePlayer(starter);
    if (!p) return give("error: the starter is S or N");
    setup.starter = *p;
  } else {
    setup.starter = Player::South;
  }
  setup.match = match > 0;
  if (hasLevel && *level && !ai::parseLevel(level))
    return give("error: " +
                trf("Unknown level \u201c{0}\u201d (beginner, easy, medium, hard, master).",
                    {excerpt(level)}));
  if (hasLevel) {
    (void)theApp->model().setLevel(level);
    setup.levels = theApp->model().pendingSetup().levels;
  }
  theApp->model().newGame(setup, nowSeconds());
  return give("");
}

EMSCRIPTEN_KEEPALIVE const char* mancala_next_game(const char* holes, int useDefault) {
  std::optional<std::vector<int>> chosen;
  if (!useDefault) {
    chosen.emplace();
    for (const char* c = holes; *c; ++c) {
      const auto m = parseMove(*c);
      if (!m || *m == kPass)
        return give("error: \"" + excerpt(std::string_view(c, 1)) + "\" is not a hole");
      chosen->push_back(*m);
    }
  }
  // Without holes: those chosen on the board, else the computer's by its level, else the default.
  return giveError(theApp->model().nextGame(chosen, nowSeconds(), true));
}

EMSCRIPTEN_KEEPALIVE void mancala_choose_hole(int hole) {
  if (hole >= 0 && hole < kHoles) theApp->model().chooseHole(hole, nowSeconds());
  wakeIfNeeded();
}

EMSCRIPTEN_KEEPALIVE const char* mancala_undo() { return giveError(theApp->model().undo()); }
EMSCRIPTEN_KEEPALIVE const char* mancala_redo() {
  return giveError(theApp->model().redo(nowSeconds()));
}

EMSCRIPTEN_KEEPALIVE double mancala_hole_x(int i) {
  const auto p = theApp->holeCenter(i);
  return p ? p->x : NAN;
}
EMSCRIPTEN_KEEPALIVE double mancala_hole_y(int i) {
  const auto p = theApp->holeCenter(i);
  return p ? p->y : NAN;
}
// 0: a hole's diameter, 1: the counts' digits, 2: the letters (App::boardSizes).
EMSCRIPTEN_KEEPALIVE double mancala_board_size(int which) {
  const auto sizes = theApp->boardSizes();
  if (!sizes) return NAN;
  return which == 0 ? sizes->hole : which == 1 ? sizes->countText : sizes->letterText;
}
EMSCRIPTEN_KEEPALIVE double mancala_control_x(const char* name) {
  const auto p = theApp->controlCenter(name);
  return p ? p->x : NAN;
}
EMSCRIPTEN_KEEPALIVE double mancala_control_y(const char* name) {
  const auto p = theApp->controlCenter(name);
  return p ? p->y : NAN;
}

EMSCRIPTEN_KEEPALIVE double mancala_frames_rendered() {
  return static_cast<double>(framesRendered());
}
EMSCRIPTEN_KEEPALIVE int mancala_resting() { return frameLoopResting() ? 1 : 0; }
EMSCRIPTEN_KEEPALIVE double mancala_frame_work_ms() { return lastFrameWorkSeconds() * 1000.0; }
EMSCRIPTEN_KEEPALIVE double mancala_frame_build_ms() { return lastFrameBuildSeconds() * 1000.0; }
EMSCRIPTEN_KEEPALIVE int mancala_frame_vertices() { return lastFrameVertices(); }
// The museum kiosk's state (ui/kiosk_screen.h), or "" outside a kiosk.
EMSCRIPTEN_KEEPALIVE const char* mancala_kiosk() {
  const KioskScreen* kiosk = theApp->kiosk();
  return give(kiosk ? kiosk->stateJson(nowSeconds()) : std::string());
}
// The bytes malloc has handed out and not taken back (the heap in use, for the soak tool).
EMSCRIPTEN_KEEPALIVE double mancala_heap_used() { return static_cast<double>(mallinfo().uordblks); }
EMSCRIPTEN_KEEPALIVE int mancala_busy() { return theApp->busy(nowSeconds()) ? 1 : 0; }
EMSCRIPTEN_KEEPALIVE const char* mancala_screen() {
  return give(theApp->model().screen() == Screen::Start ? "start" : "play");
}
EMSCRIPTEN_KEEPALIVE const char* mancala_moves() {
  return give(theApp->model().session().moveText());
}
EMSCRIPTEN_KEEPALIVE const char* mancala_hint() {
  // "<move letter> <verdict +1|0|-1|?>" once the hint asked with the "hint" control has come.
  const auto move = theApp->model().hintMove();
  if (!move) return give("");
  const auto verdict = theApp->model().hintVerdict();
  return give(std::string(1, moveLetter(*move)) + " " +
              (!verdict       ? "?"
               : *verdict > 0 ? "+1"
               : *verdict < 0 ? "-1"
                              : "0"));
}
EMSCRIPTEN_KEEPALIVE const char* mancala_legal_moves() {
  std::string s;
  if (theApp->model().screen() == Screen::Play)
    for (Move m : theApp->model().session().legalMoves()) s += moveLetter(m);
  return give(s);
}
EMSCRIPTEN_KEEPALIVE const char* mancala_purchase() {
  // "<buyer> <count> <chosen letters>" when a purchase is due, else "".
  const auto due = theApp->model().session().purchaseDue();
  if (!due || due->count == 0) return give("");
  std::string s(1, playerLetter(due->buyer));
  s += " " + std::to_string(due->count) + " ";
  for (int h : theApp->model().session().purchaseChoice()) s += holeLetter(h);
  return give(s);
}
EMSCRIPTEN_KEEPALIVE const char* mancala_message() { return give(theApp->model().message()); }
EMSCRIPTEN_KEEPALIVE int mancala_set_speed(const char* name) {
  const std::string_view s(name);
  if (s == "slow")
    theApp->model().setSpeed(Speed::Slow);
  else if (s == "normal")
    theApp->model().setSpeed(Speed::Normal);
  else if (s == "fast")
    theApp->model().setSpeed(Speed::Fast);
  else if (s == "instant")
    theApp->model().setSpeed(Speed::Instant);
  else
    return 0;
  showChanges();
  return 1;
}
EMSCRIPTEN_KEEPALIVE void mancala_request_frames() { showChanges(); }

// Records, settings and the page's part in accessibility (model/app_model.cpp).
EMSCRIPTEN_KEEPALIVE const char* mancala_load_record(const char* text) {
  return giveError(theApp->model().loadRecord(text, nowSeconds()));
}
EMSCRIPTEN_KEEPALIVE const char* mancala_record() { return give(theApp->model().recordText()); }
EMSCRIPTEN_KEEPALIVE const char* mancala_share_fragment() {
  return give(theApp->model().shareFragment());
}
// Playing a friend by link (model/friend_game.cpp).
EMSCRIPTEN_KEEPALIVE const char* mancala_open_link(const char* fragment) {
  return giveError(theApp->model().openFriendLink(fragment, nowSeconds()));
}
EMSCRIPTEN_KEEPALIVE const char* mancala_friend_link() {
  return give(theApp->model().friendLinkFragment());
}
EMSCRIPTEN_KEEPALIVE const char* mancala_friend() {
  AppModel& model = theApp->model();
  const auto& game = model.friendGame();
  JsonWriter json;
  json.beginObject().key("game");
  if (game) {
    json.beginObject().key("id").string(game->id);
    json.key("mine").string(std::string(1, playerLetter(game->mine)));
    json.key("waiting").boolean(model.waitingForFriend());
    json.key("status").string(model.friendStatusText()).endObject();
  } else {
    json.null();
  }
  json.key("latest");
  if (model.latestFriendLink())
    json.string(*model.latestFriendLink());
  else
    json.null();
  return give(json.endObject().text());
}
// The start screen's choice: "" (the players on this device), "S" or "N" (a friend by link,
// this device playing that side).
EMSCRIPTEN_KEEPALIVE const char* mancala_choose_friend(const char* side) {
  const std::string_view s = side;
  if (s.empty()) {
    theApp->model().pendingFriendSide().reset();
  } else if (auto p = parsePlayer(s)) {
    theApp->model().pendingFriendSide() = *p;
  } else {
    return give(trf("Unknown side \u201c{0}\u201d (S, N or nothing).", {excerpt(s)}));
  }
  showChanges();
  return give("");
}
EMSCRIPTEN_KEEPALIVE const char* mancala_announcement() {
  return give(theApp->model().lastAnnouncement());
}
EMSCRIPTEN_KEEPALIVE void mancala_set_focus(int focused) {
  theApp->setBoardFocus(focused != 0);
  wakeIfNeeded();
}
// The start screen's form (web/shell/start-form.js): a choice made in it, and its Start button.
EMSCRIPTEN_KEEPALIVE const char* mancala_choose_setup(const char* field, const char* value) {
  if (theApp->model().screen() != Screen::Start)
    return give("error: the choices are made on the start screen");
  auto error = chooseInSetup(theApp->model().pendingSetup(), theApp->model().pendingFriendSide(),
                             field, value);
  showChanges();
  return giveError(error);
}
EMSCRIPTEN_KEEPALIVE const char* mancala_start() {
  if (theApp->model().screen() != Screen::Start)
    return give("error: a game is started from the start screen");
  theApp->model().startChosenGame(nowSeconds());
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
EMSCRIPTEN_KEEPALIVE const char* mancala_focused() { return give(theApp->focusedControl()); }
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
EMSCRIPTEN_KEEPALIVE const char* mancala_set_level(const char* name) {
  return giveError(theApp->model().setLevel(name));
}
EMSCRIPTEN_KEEPALIVE int mancala_set_language(const char* code) {
  const auto language = parseLanguage(code);
  if (!language) return 0;
  theApp->model().chooseLanguage(*language);
  wakeIfNeeded();
  return 1;
}
EMSCRIPTEN_KEEPALIVE const char* mancala_tr(const char* english) { return give(tr(english)); }
// Who plays each side and at what level: in the game being played, or (start != 0) as chosen
// on the start screen. {"south":{"kind":"computer","level":"easy"},"north":{...}}
EMSCRIPTEN_KEEPALIVE const char* mancala_players(int start) {
  const SessionSetup& setup =
      start ? theApp->model().pendingSetup() : theApp->model().session().setup();
  JsonWriter json;
  json.beginObject();
  for (std::size_t side = 0; side < 2; ++side) {
    json.key(side ? "north" : "south").beginObject();
    json.key("kind").string(setup.players[side] == PlayerKind::Computer ? "computer" : "person");
    json.key("level").string(ai::levelKey(setup.levels[side].value_or(kDefaultLevel)));
    json.endObject();
  }
  return give(json.endObject().text());
}
EMSCRIPTEN_KEEPALIVE const char* mancala_settings() {
  const Settings& s = theApp->model().settings();
  const bool sound = s.sound.value_or(!theApp->model().embedded());
  JsonWriter json;
  json.beginObject().key("sound").boolean(sound).key("theme").string(themeName(s.theme));
  json.key("speed").string(speedKey(theApp->model().speed()));
  json.key("embedded").boolean(theApp->model().embedded());
  json.key("language").string(languageCode(currentLanguage()));
  // A language asked for whose translation is being fetched, or could not be.
  for (const auto& [name, language] : {std::pair{"languageLoading", pendingLanguage()},
                                       std::pair{"languageFailed", failedLanguage()}}) {
    json.key(name);
    if (language)
      json.string(languageCode(*language));
    else
      json.null();
  }
  json.key("level");
  if (s.level)
    json.string(ai::levelKey(*s.level));
  else
    json.null();
  return give(json.endObject().text());
}

}  // extern "C"
