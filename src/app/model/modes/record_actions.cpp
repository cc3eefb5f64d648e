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
    message_ = why;
    say(why);
    return recordRefusal(*error);
  }
  playInstead(std::move(std::get<GameRecord>(read).game));
  replayLastMove(now);
  const Position& pos = session_.position();
  say(recordLoadedText(pos, session_.game().moves().size()));
  ask(effect::ToPage{newGameMessage(session_.stateJson())});
  save();
  return std::nullopt;
}

std::optional<std::string> AppModel::openPositionLink(std::string_view fragment) {
  if (kiosk_.on) return refusalText({RefusalCode::Kiosk, {}});
  UrlParams params;
  parseFragment(fragment, params);
  if (!params.position && params.errors.empty()) params.errors.push_back(linkEndingText());
  if (!params.errors.empty()) {
    std::string why;
    for (const auto& e : params.errors) why += (why.empty() ? "" : " ") + e;
    message_ = why;
    say(why);
    return why;
  }
  // In the game being played, its end rules settled as at start-up.
  const Rules rules = rulesOf(session_.setup());
  Position pos = *params.position;
  settle(rules, pos);
  playInstead(Game(rules, pos));
  say(positionOpenedText(pos));
  ask(effect::ToPage{newGameMessage(session_.stateJson())});
  save();
  return std::nullopt;
}

std::string AppModel::recordText() const { return writeRecord(session_.game()); }

std::string AppModel::shareFragment() const {
  return mancala::app::shareFragment(session_.game(), review_.text());
}

GameAddress AppModel::takeHomeAddress() const {
  AddressParts parts;
  parts.setup = &session_.setup();
  parts.game = &session_.game();
  parts.review = review_.text();
  GameAddress address = gameAddress("", parts);
  address.fragment = shareFragment();  // the game itself, also before its first move
  return address;
}

void AppModel::showTakeHomeCode() {
  const GameAddress address = takeHomeAddress();
  ask(effect::ShowCode{address.query, address.fragment});
}

bool AppModel::offerRecord() {
  if (kiosk_.on) return true;  // no record leaves a kiosk
  return host_.showRecord(recordText(), shareFragment());
}

bool AppModel::pasteRecord(double now) {
  if (kiosk_.on) return true;  // nor comes into it
  auto text = host_.clipboardText();
  if (!text) return false;
  loadRecord(*text, now);
  return true;
}

void AppModel::playInstead(Game game) {
  stopActivity();
  putAside();
  gameKept_ = false;
  friends_.end();
  SessionSetup setup = session_.setup();
  setup.match = false;
  session_.resume(setup, std::move(game), std::nullopt);
  startChoices_ = session_.setup();
  screen_ = Screen::Play;
  resetView();
}

}  // namespace mancala::app
