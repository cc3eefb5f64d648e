#include "app/model/play/play_update.h"

#include <string>
#include <utility>
#include <vector>

#include "app/model/common/page_messages.h"
#include "app/model/play/game_board.h"
#include "app/model/play/game_switch.h"
#include "app/model/play/hint_view.h"
#include "app/model/play/play_workers.h"
#include "app/model/review/move_view.h"
#include "app/model/saving/saving.h"
#include "app/model/words/play/announcer.h"
#include "app/model/words/play/board_text.h"

namespace mancala::app {
namespace {

void animate(Context& ctx, const Position& before, const Trace& trace) {
  if (ctx.board) animateMove(ctx.state, *ctx.board, before, trace, ctx.now);  // move_view.h
}

// What follows a move: its words (and where a match stands, or who won it), the page's messages,
// the friend's link; a game finished left to the owner to keep, who saves after it.
void afterMove(Context& ctx, const Position& before, Move move, const Trace& trace) {
  AppState& state = ctx.state;
  if (state.restoring) return;
  const Session& session = state.game.session;
  const Position& after = session.position();
  std::string told = describeMove(session.variant(), before, move, trace, after);
  if (const MatchState* m = session.match(); after.over() && m && m->gameRecorded)
    told += ' ' + matchStandingText(*m);
  if (state.modes.friends.game())
    told += ' ' + state.modes.friends.noteChange(false, ownsSave(ctx), ctx.effects);
  ctx.say(told);
  const std::string json = session.stateJson();
  ctx.ask(effect::ToPage{moveMessage(move, before.toMove, json)});
  if (after.over()) ctx.ask(effect::ToPage{gameOverMessage(after, describeResult(after), json)});
  if (after.over()) ctx.gameFinished = true;  // kept in My games by the owner, who saves again
  ctx.save();
}

}  // namespace

std::optional<Refusal> playMove(Context& ctx, Move move) {
  AppState& state = ctx.state;
  Session& session = state.game.session;
  if (state.screen != Screen::Play) return Refusal{RefusalCode::NoGame, {}};
  if (move != kPass)
    if (auto refusal = state.modes.friends.refusal(false)) return refusal;
  if (auto error = session.checkMove(move)) return moveRefusal(*error);
  const Position before = session.position();
  Trace trace;
  if (session.play(move, &trace)) return moveRefusal({});
  if (ctx.workers) ctx.workers->computer.cancel();
  // A person plays on in the new game: the one it replaced is let go.
  if (session.kind(before.toMove) == PlayerKind::Person) state.game.previous.reset();
  animate(ctx, before, trace);
  afterMove(ctx, before, move, trace);
  // The computer's move leaves a person looking back where he was; a person's own comes live.
  const auto looking = state.game.viewed;
  resetView(ctx);
  if (session.kind(before.toMove) == PlayerKind::Computer) state.game.viewed = looking;
  return std::nullopt;
}

void afterNewGame(Context& ctx) {
  AppState& state = ctx.state;
  if (state.restoring) return;
  const Session& session = state.game.session;
  std::string told = describeNewGame(session.variant(), session.position(),
                                     session.kind(Player::South) == PlayerKind::Computer,
                                     session.kind(Player::North) == PlayerKind::Computer);
  if (state.modes.friends.game())
    told += ' ' + state.modes.friends.noteChange(false, ownsSave(ctx), ctx.effects);
  ctx.say(told);
  ctx.ask(effect::ToPage{newGameMessage(session.stateJson())});
  ctx.save();
}

std::optional<Refusal> update(GameState&, const cmd::Play& c, Context& ctx) {
  return playMove(ctx, c.move);
}

std::optional<Refusal> update(GameState&, const cmd::ChooseHole& c, Context& ctx) {
  if (c.hole < 0 || c.hole >= kHoles)
    return Refusal{RefusalCode::BadValue, {"hole", std::string(1, moveLetter(c.hole)), "a-f, A-F"}};
  if (!ctx.gameBoard) return Refusal{RefusalCode::NoGame, {}};
  return ctx.gameBoard->choose(ctx, c.hole);
}

std::optional<Refusal> update(GameState& game, const cmd::NextGame& c, Context& ctx) {
  if (auto refusal = ctx.state.modes.friends.refusal(true)) return refusal;
  if (!game.session.match()) return Refusal{RefusalCode::NoMatch, {}};
  std::optional<std::vector<int>> holes;
  if (c.holes) holes.emplace(c.holes->begin(), c.holes->end());
  if (auto refused = game.session.nextGame(std::move(holes), true)) return refused;
  stopPlay(ctx);
  resetView(ctx);
  afterNewGame(ctx);
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::ChooseForMe&, Context&) {
  if (!game.session.purchaseDue()) return Refusal{RefusalCode::NoPurchaseDue, {}};
  game.session.setPurchaseChoice(game.session.defaultPurchaseChoice());
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::Undo&, Context& ctx) {
  if (ctx.state.modes.friends.game()) return Refusal{RefusalCode::NoUndoByLink, {}};
  if (!game.session.canUndo()) return Refusal{RefusalCode::NothingToUndo, {}};
  stopPlay(ctx);
  game.session.undo();
  ctx.state.shown.message.clear();
  ctx.say(moveTakenBackText(game.session.position().toMove));  // the button, the key and the page
  game.viewed.reset();
  ctx.save();
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::Redo&, Context& ctx) {
  if (ctx.state.modes.friends.game()) return Refusal{RefusalCode::NoUndoByLink, {}};
  if (!game.session.canRedo()) return Refusal{RefusalCode::NothingToRedo, {}};
  stopPlay(ctx);
  const Position before = game.session.position();
  Trace trace;
  game.session.redo(&trace);
  game.viewed.reset();
  animate(ctx, before, trace);
  afterMove(ctx, before, game.session.game().moves().back(), trace);
  ctx.state.shown.message.clear();
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::Hint&, Context& ctx) {
  const AppState& state = ctx.state;
  if (state.screen != Screen::Play) return Refusal{RefusalCode::NoGame, {}};
  if (computerHelpBarred(state)) return Refusal{RefusalCode::HelpBarred, {}};
  // Nothing to hint at: the game over, the computer's turn, a friend's move awaited.
  if (game.session.game().over() || game.session.computerToMove() ||
      state.modes.friends.waiting() || !ctx.workers)
    return std::nullopt;
  HintPlayer& hint = ctx.workers->hint;
  hint.ask(game.session.game());
  if (hint.pending()) return std::nullopt;  // said when the search has decided (play_clock.h)
  if (auto move = hint.move()) {
    if (*move != kPass && ctx.board) ctx.board->setCursor(*move);
    ctx.say(hintText(state, hint));
  }
  return std::nullopt;
}

std::optional<Refusal> update(GameState& game, const cmd::SayBoard&, Context& ctx) {
  ctx.say(describeBoard(game.session.position()));
  return std::nullopt;
}

}  // namespace mancala::app
