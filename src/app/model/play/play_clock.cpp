#include "app/model/play/play_clock.h"

#include "app/model/play/hint_view.h"
#include "app/model/play/play_update.h"
#include "app/model/play/play_workers.h"
#include "app/model/play/player_strips.h"

namespace mancala::app {

void pickUpHint(Context& ctx) {
  if (!ctx.workers) return;
  HintPlayer& hint = ctx.workers->hint;
  if (!hint.update(ctx.state.game.session.game())) return;
  if (auto move = hint.move(); move && *move != kPass && ctx.board)
    ctx.board->setCursor(*move);  // highlighted
  ctx.say(hintText(ctx.state, hint));
}

void cheerWin(Context& ctx) {
  AppState& state = ctx.state;
  if (!state.game.cheerDue || !ctx.board || ctx.board->moving(ctx.now)) return;
  state.game.cheerDue = false;
  const StripFacts facts =
      stripFacts(state.game.session, state.modes.friends, *ctx.board, false, ctx.now);
  if (youWon(facts) == true && soundOn(state)) ctx.ask(effect::WinSound{});
}

bool advancePlay(Context& ctx) {
  Session& session = ctx.state.game.session;
  if (ctx.state.screen != Screen::Play || (ctx.board && ctx.board->moving(ctx.now))) return false;
  if (session.betweenGames()) {
    const auto due = session.purchaseDue();
    if (due && session.kind(due->buyer) == PlayerKind::Computer && session.purchaseChoice().empty())
      session.setPurchaseChoice(session.computerPurchaseChoice());
    return false;
  }
  if (session.game().over()) return false;
  const MoveList& legal = session.legalMoves();
  if (legal.count == 1 && legal.moves[0] == kPass) return !playMove(ctx, kPass);
  if (!session.computerToMove() || !ctx.workers) return false;
  ComputerPlayer& computer = ctx.workers->computer;
  if (!computer.thinking()) {
    computer.setLevel(session.level(session.position().toMove));
    computer.start(session.game(), ctx.now);
  }
  if (auto move = computer.step(ctx.now)) return !playMove(ctx, *move);
  return false;
}

}  // namespace mancala::app
