// The exports behind window.mancala (web/mancala-api.js). Strings come in as UTF-8 the page
// wrote on the heap (never on the stack, whatever their length), each as its pointer and its
// length in bytes, so that a NUL in one is seen (and refused in a name) rather than ending it;
// they go out as UTF-8 pointers valid until the next call; an empty string means success where
// an error may come back. Text from the page is quoted in messages as an excerpt of a few dozen
// bytes.
#include "app/platform/page/page_api.h"

#include <emscripten/emscripten.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>

#include "app/model/common/command.h"
#include "app/model/formats/json_writer.h"
#include "app/model/formats/look.h"
#include "app/model/games/player_record.h"
#include "app/model/words/play/announcer.h"
#include "app/platform/browser/text_fetch.h"
#include "app/platform/page/page_api_answer.h"
#include "app/platform/page/start_form.h"
#include "app/platform/window/platform.h"
#include "app/text/i18n.h"
#include "app/ui/app/app.h"
#include "app/ui/screens/front_screen.h"

namespace mancala::app {
namespace {

App* theApp = nullptr;
std::string out;
PageAddress address;

// A length in CSS pixels, as a whole number.
void px(JsonWriter& json, const char* name, float v) { json.key(name).number(std::lround(v)); }

EM_JS(void, mancala_page_mirror, (const char* json), {
  if (window.mancalaMirror) window.mancalaMirror(UTF8ToString(json));
});

// The look or the accent changed: the page's own parts follow (web/shell/focus.js's showLook).
EM_JS(void, mancala_page_look, (), {
  if (window.mancalaShell && window.mancalaShell.showLook) window.mancalaShell.showLook();
});

// The board as the mirror shows it: each hole's and store's place and words (CSS pixels); on the
// start screen, its choices as the page's form shows them (not over the Puzzles screen, which is
// drawn in its place).
std::string mirrorJson() {
  const auto& layout = theApp->boardInFront().layout();
  AppModel& model = theApp->model();
  if (frontScreen(model) == Front::Puzzles) return "{\"board\":false}";
  if (model.state().screen == Screen::Start) {
    const SessionSetup& choices = model.state().game.startChoices;
    const GameArchive& archive = model.state().modes.games.archive();
    const ai::Level level = levelOf(choices, Player::North);
    const std::string record =
        recordLine(playerRecord(archive.games(), choices.variant, level), level).value_or("");
    return "{\"board\":false,\"start\":" +
           startFormJson(choices, model.state().game.friendSideChoice,
                         model.standing().canSendLinks, model.standing().canGoBackToGame,
                         archive.enabled(), record) +
           "}";
  }
  if (model.state().screen != Screen::Play || !layout) return "{\"board\":false}";
  JsonWriter j;
  j.beginObject().key("board").boolean(true).key("holes").beginArray();
  const std::uint16_t playable = model.board().playable();
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
    j.key("label")
        .string(storeSentence(model.state().game.session.variant(),
                              model.state().game.session.position(), p))
        .endObject();
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

void attachPageApi(App& app) { theApp = &app; }

void pageAfterFrame() {
  static std::string shown;
  if (!theApp) return;
  fetchWantedTexts(*theApp);
  static std::string lookShown;
  const Prefs prefs = theApp->model().prefs();
  std::string look = std::to_string(static_cast<int>(prefs.look)) +
                     (prefs.accent ? cssColour(*prefs.accent) : std::string());
  if (look != lookShown) {
    lookShown = std::move(look);
    mancala_page_look();
  }
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
  if (theApp) theApp->model().apply(cmd::StorageChanged{}, nowSeconds());
}

// Called by the page when the clipboard took a friend's link (1) or refused it (0)
// (web/shell/friend-link.js's sendLink).
EMSCRIPTEN_KEEPALIVE void mancala_link_copied(int copied) {
  if (theApp) theApp->model().apply(cmd::LinkCopied{copied != 0}, nowSeconds());
}

// Every command of the page (web/mancala-api.js): its printed form (model/modes/command.h), applied
// as a person's would be, without showing a refusal on the board. The answer:
// {"ok":true} or {"ok":false,"code":"bad-value","message":"<in the player's language>"}.
// The page may send those of web/mancala-api.js, and no other (not the kiosk's, nor the host's
// news, nor what reads the clipboard or opens a dialog): any other is an unknown command to it.
EMSCRIPTEN_KEEPALIVE const char* mancala_command(const char* bytes, int size) {
  static constexpr std::string_view kPageCommands[] = {
      "new",           "choose",        "start",     "play-computer", "play",        "hole",
      "undo",          "redo",          "next-game", "speed",         "load-record", "open-link",
      "open-position", "level",         "sound",     "contrast",      "theme",       "motion",
      "language",      "scheme",        "learn",     "rules",         "puzzles",     "back-to-game",
      "my-games",      "close-my-games"};
  const auto parsed = parseCommand(text(bytes, size));
  std::optional<Refusal> refusal;
  if (const auto* refused = std::get_if<Refusal>(&parsed)) {
    refusal = *refused;
  } else if (const std::string_view name = commandName(std::get<Command>(parsed));
             std::find(std::begin(kPageCommands), std::end(kPageCommands), name) ==
             std::end(kPageCommands)) {
    refusal = Refusal{RefusalCode::UnknownCommand, {std::string(name)}};
  } else {
    refusal =
        theApp->model().apply(std::get<Command>(parsed), nowSeconds(), AppModel::Reply::ToCaller);
  }
  return give(page::answer(refusal));
}

// A file of My games the person picked (web/shell/my-games.js): imported as a person's command,
// a refusal shown on the screen too; the answer as mancala_command's.
EMSCRIPTEN_KEEPALIVE const char* mancala_import_games(const char* bytes, int size) {
  const auto refusal =
      theApp->model().apply(cmd::GamesImport{std::string(text(bytes, size))}, nowSeconds());
  showChanges();
  return give(page::answer(refusal));
}

// A file of My games larger than kMaxGamesFileBytes (web/mancala-api.js measures it and keeps its
// text): refused whole, as mancala_import_games refuses a bad file.
EMSCRIPTEN_KEEPALIVE const char* mancala_import_too_large() {
  const auto refusal = theApp->model().apply(cmd::GamesImport{"", true}, nowSeconds());
  showChanges();
  return give(page::answer(refusal));
}

// The answer to every command once the game's frame was taken out of its page (its window has
// no parent): nothing is applied, since nothing could be shown or told to the page.
EMSCRIPTEN_KEEPALIVE const char* mancala_frame_removed() {
  return give(page::answer(
      Refusal{RefusalCode::Unavailable, {tr("The game's frame was taken out of its page.")}}));
}

EMSCRIPTEN_KEEPALIVE void mancala_request_frames() { showChanges(); }

// The record and the links of the game being played.
EMSCRIPTEN_KEEPALIVE const char* mancala_record() { return give(theApp->model().recordText()); }
EMSCRIPTEN_KEEPALIVE const char* mancala_share_fragment() {
  return give(theApp->model().shareFragment());
}
EMSCRIPTEN_KEEPALIVE const char* mancala_friend_link() {
  return give(theApp->model().state().modes.friends.linkFragment());
}
EMSCRIPTEN_KEEPALIVE void mancala_set_focus(int focused) {
  theApp->setBoardFocus(focused != 0);
  wakeIfNeeded();
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
}  // extern "C"
