#include "app/model/records/records_update.h"

#include <string>
#include <utility>

#include "app/model/common/page_messages.h"
#include "app/model/review/move_view.h"
#include "app/model/words/error_text.h"
#include "app/model/words/play/announcer.h"
#include "app/model/words/problem_text.h"
#include "app/model/words/words.h"
#include "core/record.h"

namespace mancala::app {
namespace {

// A text from outside refused in words (a record, a link): shown and said.
void refuseInWords(const std::string& why, Context& ctx) {
  ctx.state.shown.message = why;
  ctx.say(why);
}

// `game` left for the owner to play instead of the session's, then shown and told.
void openInstead(Game game, RecordOpened opened, Context& ctx) {
  ctx.playInstead = std::move(game);
  ctx.recordOpened = std::move(opened);
}

}  // namespace

std::optional<Refusal> update(GameState&, const cmd::LoadRecord& c, Context& ctx) {
  auto read = readRecord(c.record);
  if (auto* error = std::get_if<RecordError>(&read)) {
    refuseInWords(recordUnreadableText(*error), ctx);
    return recordRefusal(*error);
  }
  Game game = std::move(std::get<GameRecord>(read).game);
  std::string told = recordLoadedText(game.position(), game.moves().size());
  openInstead(std::move(game), {true, std::move(told)}, ctx);
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::OpenPosition& c, Context& ctx) {
  if (ctx.state.device.kiosk.on) return Refusal{RefusalCode::Kiosk, {}};
  UrlParams params;
  parseFragment(c.link, params);
  if (!params.position && params.errors.empty()) params.errors.push_back(linkEndingText());
  if (!params.errors.empty()) {
    std::string why;
    for (const auto& e : params.errors) why += (why.empty() ? "" : " ") + e;
    refuseInWords(why, ctx);
    return Refusal{RefusalCode::BadPosition, {std::move(why)}};
  }
  // In the game being played, its end rules settled as at start-up.
  const Rules rules = rulesOf(game.session.setup());
  Position pos = *params.position;
  settle(rules, pos);
  openInstead(Game(rules, pos), {false, positionOpenedText(pos)}, ctx);
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::ShowRecord&, Context& ctx) {
  if (ctx.state.device.kiosk.on) return std::nullopt;  // no record leaves a kiosk
  const Game& shown = game.session.game();
  if (ctx.host.showRecord(writeRecord(shown), shareFragment(shown, ctx.state.modes.review.text())))
    return std::nullopt;
  return Refusal{RefusalCode::Unavailable, {}};
}

std::optional<Refusal> update(GameState&, const cmd::TakeHome&, Context& ctx) {
  if (!ctx.host.canSendLinks()) return Refusal{RefusalCode::Unavailable, {}};
  const GameAddress address = takeHomeAddress(ctx.state);
  ctx.ask(effect::ShowCode{address.query, address.fragment});
  return std::nullopt;
}

std::optional<Refusal> update(GameState&, const cmd::CloseDialogs&, Context& ctx) {
  ctx.ask(effect::CloseDialogs{});
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::Paste&, Context& ctx) {
  if (ctx.state.device.kiosk.on) return std::nullopt;  // nothing comes into a kiosk
  auto text = ctx.host.clipboardText();
  if (!text) return Refusal{RefusalCode::Unavailable, {}};
  update(game, cmd::LoadRecord{std::move(*text)}, ctx);  // its problems shown and said
  return std::nullopt;
}

void recordShown(const RecordOpened& opened, Context& ctx) {
  if (ctx.state.restoring) return;
  if (opened.replayLast && ctx.board) replayLastMove(ctx.state, *ctx.board, ctx.now);
  ctx.say(opened.told);
  ctx.ask(effect::ToPage{newGameMessage(ctx.state.game.session.stateJson())});
  ctx.save();
}

GameAddress takeHomeAddress(const AppState& state) {
  const Session& session = state.game.session;
  AddressParts parts;
  parts.setup = &session.setup();
  parts.game = &session.game();
  parts.review = state.modes.review.text();
  GameAddress address = gameAddress("", parts);
  address.fragment = shareFragment(session.game(), state.modes.review.text());
  return address;
}

}  // namespace mancala::app
