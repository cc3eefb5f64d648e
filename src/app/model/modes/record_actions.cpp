// AppModel's game records (app_model.h): a record loaded or pasted in place of the game, the
// record and the share link offered.
#include "app/model/common/page_messages.h"
#include "app/model/common/url_params.h"
#include "app/model/modes/app_model.h"
#include "app/model/words/error_text.h"
#include "app/model/words/play/announcer.h"
#include "app/model/words/problem_text.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "core/record.h"

namespace mancala::app {

std::optional<Refusal> AppModel::loadRecord(std::string_view text, double now) {
  auto read = readRecord(text);
  if (auto* error = std::get_if<RecordError>(&read)) {
    const std::string why = recordUnreadableText(*error);
    state_.shown.message = why;
    say(why);
    return recordRefusal(*error);
  }
  playInstead(std::move(std::get<GameRecord>(read).game));
  replayLastMove(now);
  const Position& pos = state_.game.session.position();
  say(recordLoadedText(pos, state_.game.session.game().moves().size()));
  ask(effect::ToPage{newGameMessage(state_.game.session.stateJson())});
  save();
  return std::nullopt;
}

std::optional<std::string> AppModel::openPositionLink(std::string_view fragment) {
  if (state_.device.kiosk.on) return refusalText({RefusalCode::Kiosk, {}});
  UrlParams params;
  parseFragment(fragment, params);
  if (!params.position && params.errors.empty()) params.errors.push_back(linkEndingText());
  if (!params.errors.empty()) {
    std::string why;
    for (const auto& e : params.errors) why += (why.empty() ? "" : " ") + e;
    state_.shown.message = why;
    say(why);
    return why;
  }
  // In the game being played, its end rules settled as at start-up.
  const Rules rules = rulesOf(state_.game.session.setup());
  Position pos = *params.position;
  settle(rules, pos);
  playInstead(Game(rules, pos));
  say(positionOpenedText(pos));
  ask(effect::ToPage{newGameMessage(state_.game.session.stateJson())});
  save();
  return std::nullopt;
}

std::string AppModel::recordText() const { return writeRecord(state_.game.session.game()); }

std::string AppModel::shareFragment() const {
  return mancala::app::shareFragment(state_.game.session.game(), state_.modes.review.text());
}

GameAddress AppModel::takeHomeAddress() const {
  AddressParts parts;
  parts.setup = &state_.game.session.setup();
  parts.game = &state_.game.session.game();
  parts.review = state_.modes.review.text();
  GameAddress address = gameAddress("", parts);
  address.fragment = shareFragment();  // the game itself, also before its first move
  return address;
}

void AppModel::showTakeHomeCode() {
  const GameAddress address = takeHomeAddress();
  ask(effect::ShowCode{address.query, address.fragment});
}

bool AppModel::offerRecord() {
  if (state_.device.kiosk.on) return true;  // no record leaves a kiosk
  return host_.showRecord(recordText(), shareFragment());
}

bool AppModel::pasteRecord(double now) {
  if (state_.device.kiosk.on) return true;  // nor comes into it
  auto text = host_.clipboardText();
  if (!text) return false;
  loadRecord(*text, now);
  return true;
}

void AppModel::playInstead(Game game) {
  stopActivity();
  putAside();
  state_.game.gameKept = false;
  state_.modes.friends.end();
  SessionSetup setup = state_.game.session.setup();
  setup.match = false;
  state_.game.session.resume(setup, std::move(game), std::nullopt);
  state_.game.startChoices = state_.game.session.setup();
  state_.screen = Screen::Play;
  resetView();
}

}  // namespace mancala::app
