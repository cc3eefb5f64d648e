// The page API's exports that read (page_api.h, web/mancala-api.js): the state and what is
// shown, where the board's holes and the controls are, the frame loop's figures, the players,
// the settings, the messages and the live region's last sentence. They change nothing.
#include <emscripten/emscripten.h>
#include <malloc.h>

#include <cmath>
#include <cstdio>
#include <string>

#include "ai/levels.h"
#include "app/model/formats/json_writer.h"
#include "app/model/games/games_json.h"
#include "app/platform/page/page_api_answer.h"
#include "app/platform/window/platform.h"
#include "app/text/i18n.h"
#include "app/ui/app/app.h"
#include "app/ui/app/board_readings.h"
#include "app/ui/lettering/drawn_text.h"
#include "core/state_json.h"

using namespace mancala;
using namespace mancala::app;
using page::give;

extern "C" {

// My games, newest first (games_json.h); [] where none are kept (the kiosk, a frame not allowed).
EMSCRIPTEN_KEEPALIVE const char* mancala_games() {
  return give(gamesJson(page::app()->model().state().modes.games.archive().games()));
}
EMSCRIPTEN_KEEPALIVE const char* mancala_state() {
  return give(page::app()->model().state().game.session.stateJson());
}
// What the board and the panels show now: during a move's animation, the seeds landed so far;
// while looking back through the moves, the position then.
EMSCRIPTEN_KEEPALIVE const char* mancala_shown_state() {
  const AppModel& model = page::app()->model();
  const double now = nowSeconds();
  return give(stateJson(model.state().game.session.variant(), model.board().shown(now),
                        model.shownMatch(now)));
}
EMSCRIPTEN_KEEPALIVE double mancala_hole_x(int i) {
  const auto p = holeCenter(page::app()->boardInFront(), i);
  return p ? p->x : NAN;
}
EMSCRIPTEN_KEEPALIVE double mancala_hole_y(int i) {
  const auto p = holeCenter(page::app()->boardInFront(), i);
  return p ? p->y : NAN;
}
// 0: a hole's diameter, 1: the counts' digits, 2: the letters (board_readings.h).
EMSCRIPTEN_KEEPALIVE double mancala_board_size(int which) {
  const auto sizes = boardSizes(page::app()->boardInFront());
  if (!sizes) return NAN;
  return which == 0 ? sizes->hole : which == 1 ? sizes->countText : sizes->letterText;
}
// The hole card the game's board shows (a pointed or long-pressed hole), "" for none.
EMSCRIPTEN_KEEPALIVE const char* mancala_hole_card() {
  return give(page::app()->boardInFront().widget().card());
}
// The named controls' words as drawn in the last frame, "name<TAB>words" lines.
EMSCRIPTEN_KEEPALIVE const char* mancala_control_words() {
  return give(page::app()->controls().wordsList());
}
// The named controls' sizes in the last frame, "name<TAB>width<TAB>height<TAB>font size" lines.
EMSCRIPTEN_KEEPALIVE const char* mancala_control_sizes() {
  return give(page::app()->controls().sizesList());
}
// The smallest text drawn into the last frame's draw lists, in logical pixels (0: none), and the
// words drawn at that size.
EMSCRIPTEN_KEEPALIVE double mancala_smallest_text() { return smallestDrawnText(); }
EMSCRIPTEN_KEEPALIVE const char* mancala_smallest_text_words() {
  return give(smallestDrawnTextWords());
}
EMSCRIPTEN_KEEPALIVE double mancala_control_x(const char* name, int size) {
  const auto p = page::app()->controls().center(std::string(page::text(name, size)));
  return p ? p->x : NAN;
}
EMSCRIPTEN_KEEPALIVE double mancala_control_y(const char* name, int size) {
  const auto p = page::app()->controls().center(std::string(page::text(name, size)));
  return p ? p->y : NAN;
}
// A named control's text as drawn: {"size":32.4,"scaled":false}, or "" when it was not drawn.
EMSCRIPTEN_KEEPALIVE const char* mancala_control_text(const char* name, int size) {
  const auto t = page::app()->controls().text(std::string(page::text(name, size)));
  if (!t) return give(std::string());
  char height[32];
  std::snprintf(height, sizeof height, "%.2f", static_cast<double>(t->size));
  JsonWriter json;
  json.beginObject().key("size").raw(height);
  json.key("scaled").boolean(t->scaled);
  return give(json.endObject().text());
}
EMSCRIPTEN_KEEPALIVE double mancala_frames_rendered() {
  return static_cast<double>(framesRendered());
}
EMSCRIPTEN_KEEPALIVE int mancala_resting() { return frameLoopResting() ? 1 : 0; }
EMSCRIPTEN_KEEPALIVE double mancala_frame_work_ms() { return lastFrameWorkSeconds() * 1000.0; }
EMSCRIPTEN_KEEPALIVE double mancala_frame_build_ms() { return lastFrameBuildSeconds() * 1000.0; }
EMSCRIPTEN_KEEPALIVE int mancala_frame_vertices() { return lastFrameVertices(); }
// The museum kiosk's state (model/kiosk/kiosk.h), or "" outside a kiosk.
EMSCRIPTEN_KEEPALIVE const char* mancala_kiosk() {
  const std::optional<Kiosk>& kiosk = page::app()->model().state().modes.kiosk;
  return give(kiosk ? KioskScreen::stateJson(*kiosk, nowSeconds()) : std::string());
}
// The bytes malloc has handed out and not taken back (the heap in use, for the soak tool).
EMSCRIPTEN_KEEPALIVE double mancala_heap_used() { return static_cast<double>(mallinfo().uordblks); }
EMSCRIPTEN_KEEPALIVE int mancala_busy() { return page::app()->model().busy(nowSeconds()) ? 1 : 0; }
EMSCRIPTEN_KEEPALIVE const char* mancala_screen() {
  return give(page::app()->model().state().screen == Screen::Start ? "start" : "play");
}
EMSCRIPTEN_KEEPALIVE const char* mancala_moves() {
  return give(page::app()->model().state().game.session.moveText());
}
EMSCRIPTEN_KEEPALIVE const char* mancala_hint() {
  // "<move letter> <verdict +1|0|-1|?>" once the hint asked with the "hint" control has come.
  const auto hint = page::app()->model().hint();
  const auto move = hint ? hint->move : std::nullopt;
  if (!move) return give("");
  const auto verdict = hint ? hint->verdict : std::nullopt;
  return give(std::string(1, moveLetter(*move)) + " " +
              (!verdict       ? "?"
               : *verdict > 0 ? "+1"
               : *verdict < 0 ? "-1"
                              : "0"));
}
EMSCRIPTEN_KEEPALIVE const char* mancala_legal_moves() {
  std::string s;
  if (page::app()->model().state().screen == Screen::Play)
    for (Move m : page::app()->model().state().game.session.legalMoves()) s += moveLetter(m);
  return give(s);
}
EMSCRIPTEN_KEEPALIVE const char* mancala_purchase() {
  // "<buyer> <count> <chosen letters>" when a purchase is due, else "".
  const auto due = page::app()->model().state().game.session.purchaseDue();
  if (!due || due->count == 0) return give("");
  std::string s(1, playerLetter(due->buyer));
  s += " " + std::to_string(due->count) + " ";
  for (int h : page::app()->model().state().game.session.purchaseChoice()) s += holeLetter(h);
  return give(s);
}
EMSCRIPTEN_KEEPALIVE const char* mancala_message() {
  return give(page::app()->model().state().shown.message);
}
EMSCRIPTEN_KEEPALIVE const char* mancala_friend() {
  AppModel& model = page::app()->model();
  const auto& game = model.state().modes.friends.game();
  JsonWriter json;
  json.beginObject().key("game");
  if (game) {
    json.beginObject().key("id").string(game->id);
    json.key("mine").string(std::string(1, playerLetter(game->mine)));
    json.key("waiting").boolean(model.state().modes.friends.waiting());
    json.key("status").string(model.state().modes.friends.statusText()).endObject();
  } else {
    json.null();
  }
  json.key("latest");
  if (model.state().modes.friends.latestLink())
    json.string(*model.state().modes.friends.latestLink());
  else
    json.null();
  return give(json.endObject().text());
}
EMSCRIPTEN_KEEPALIVE const char* mancala_announcement() {
  return give(page::app()->model().state().shown.liveRegion.last());
}
EMSCRIPTEN_KEEPALIVE const char* mancala_focused() {
  return give(page::app()->controls().focused());
}
// A text with a NUL is no message of the game's: it comes back as it is.
EMSCRIPTEN_KEEPALIVE const char* mancala_tr(const char* english, int size) {
  const std::string key(page::text(english, size));
  return give(key.find('\0') == std::string::npos ? std::string(tr(key.c_str())) : key);
}
// Who plays each side and at what level: in the game being played, or (start != 0) as chosen
// on the start screen. {"south":{"kind":"computer","level":"easy"},"north":{...}}
EMSCRIPTEN_KEEPALIVE const char* mancala_players(int start) {
  const SessionSetup& setup = start ? page::app()->model().state().game.startChoices
                                    : page::app()->model().state().game.session.setup();
  JsonWriter json;
  json.beginObject();
  for (std::size_t side = 0; side < 2; ++side) {
    json.key(side ? "north" : "south").beginObject();
    json.key("kind").string(setup.players[side] == PlayerKind::Computer ? "computer" : "person");
    json.key("level").string(ai::levelKey(levelOf(setup, side ? Player::North : Player::South)));
    json.endObject();
  }
  return give(json.endObject().text());
}
EMSCRIPTEN_KEEPALIVE const char* mancala_settings() {
  const Settings& s = page::app()->model().state().settings.kept;
  const bool sound = s.sound.value_or(!page::app()->model().prefs().embedded);
  JsonWriter json;
  json.beginObject().key("sound").boolean(sound).key("theme").string(themeName(s.theme));
  // The look shown (theme=auto resolved) and the accent used in it (null: the look's own).
  const Prefs prefs = page::app()->model().prefs();
  json.key("look").string(prefs.look == Look::Light      ? "light"
                          : prefs.look == Look::Contrast ? "contrast"
                                                         : "classic");
  json.key("accent");
  if (prefs.accent)
    json.string(cssColour(*prefs.accent));
  else
    json.null();
  json.key("speed").string(speedKey(page::app()->model().prefs().speed));
  json.key("embedded").boolean(page::app()->model().prefs().embedded);
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
