#include "app/model/play/game_board.h"

#include <algorithm>
#include <cassert>

#include "app/model/play/play_update.h"
#include "app/model/play/player_strips.h"
#include "app/model/review/move_line.h"
#include "app/model/review/move_view.h"
#include "app/model/words/mode_text.h"
#include "app/model/words/play/board_text.h"
#include "app/model/words/play/move_summary.h"

namespace mancala::app {

Position GameBoard::position() const {
  const Game& game = state_.game.session.game();
  if (const auto before = state_.modes.review.showsBefore();
      before && *before < game.history().size()) {
    if (const std::size_t step = state_.modes.review.lineStep(); step > 0) {  // Show the line
      const auto at = linePositions(game, *before, state_.modes.review.line());
      if (step < at.size()) return at[step];
    }
    return game.history()[*before];
  }
  if (state_.game.viewed && *state_.game.viewed < game.history().size())
    return game.history()[*state_.game.viewed];
  return state_.game.session.position();
}

std::optional<Refusal> GameBoard::whyNot(int hole) const {
  const Session& s = state_.game.session;
  auto no = [](RefusalCode code, std::vector<std::string> data = {}) {
    return std::optional<Refusal>(Refusal{code, std::move(data)});
  };
  if (state_.screen != Screen::Play) return no(RefusalCode::NoGame);
  if (const auto i =
          state_.modes.review.retrying()) {  // Try again: the mover's holes before the move
    if (state_.modes.review.retrySolved()) return no(RefusalCode::RetryFound);
    const Game& game = s.game();
    if (auto error = checkMove(game.rules(), game.history()[*i], static_cast<Move>(hole)))
      return moveRefusal(*error);
    return std::nullopt;
  }
  if (state_.game.viewed)  // the past is looked at, not played
    return no(RefusalCode::ViewingPast,
              {std::to_string(*state_.game.viewed), std::to_string(s.game().moves().size())});
  if (state_.game.watchedOnly) return no(RefusalCode::ComputerMoves);  // the kiosk's attract game
  if (const auto due = s.purchaseDue(); due && due->count > 0) {
    if (s.kind(due->buyer) == PlayerKind::Computer) return no(RefusalCode::ComputerBuys);
    if (auto refused = state_.modes.friends.refusal(true)) return refused;
    if (rowOf(hole) == due->buyer)
      return no(RefusalCode::NotBuyersHole, {std::string(1, playerLetter(due->buyer))});
    return std::nullopt;
  }
  if (s.betweenGames()) return no(RefusalCode::NextGameDue);
  if (s.game().over())
    return no(s.matchOver() || !s.match() ? RefusalCode::GameOver : RefusalCode::MatchGameOver);
  if (s.computerToMove()) return no(RefusalCode::ComputerMoves);
  if (auto refused = state_.modes.friends.refusal(false)) return refused;
  if (auto error = s.checkMove(static_cast<Move>(hole))) return moveRefusal(*error);
  return std::nullopt;
}

Player GameBoard::chooser() const {
  const Session& s = state_.game.session;
  if (const auto i = state_.modes.review.retrying()) return s.game().mover(*i);
  const auto due = s.purchaseDue();
  return due ? opponent(due->buyer) : s.position().toMove;  // a buyer buys the other row
}

Player GameBoard::nearSide() const {
  const Session& s = state_.game.session;
  const auto& game = state_.modes.friends.game();
  return mancala::app::nearSide({s.kind(Player::South), s.kind(Player::North)},
                                game ? std::optional<Player>(game->mine) : std::nullopt);
}

HoleAction GameBoard::pressAction() const {
  return state_.game.session.purchaseDue() ? HoleAction::Buy : HoleAction::Sow;
}

std::optional<Refusal> GameBoard::choose(Context& ctx, int hole) {
  ctx_ = &ctx;
  auto refused = table_.choose(hole, ctx.now);
  ctx_ = nullptr;
  return refused;
}

std::optional<Refusal> GameBoard::choose(int hole, double now) {
  assert(ctx_ && "the game's board is chosen on in an update: GameBoard::choose(ctx, hole)");
  if (const auto i = state_.modes.review.showsBefore(); i && state_.modes.review.lineStep() > 0) {
    // The line shown: a click on the board comes back to the position first.
    state_.modes.review.setLineStep(0);
    table_.skip();
    ctx_->say(backToPositionText(*i + 1));
    return std::nullopt;
  }
  if (const auto i = state_.modes.review.retrying(); i && !state_.modes.review.retrySolved()) {
    // A try, sown on the board, which then stands again at the position before the move; a
    // refused one is answered aloud (AppModel::apply).
    auto why = whyNot(hole);
    if (!why) tryMove(*i, hole, now);
    table_.setCursor(hole);
    return why;
  }
  // Looking at the past: a click on the board comes back to the game first.
  if (state_.game.viewed) {
    auto why = whyNot(hole);
    state_.game.viewed.reset();
    return why;
  }
  state_.shown.message.clear();
  if (state_.game.session.betweenGames()) return buy(hole);
  if (auto why = whyNot(hole)) {
    if (!state_.game.session.game().over() && !state_.game.session.computerToMove())
      table_.setCursor(hole);
    return why;
  }
  auto refused = playMove(*ctx_, static_cast<Move>(hole));
  if (refused) table_.setCursor(hole);
  return refused;
}

// Try again in the review: the move tried from before move `i`, answered on screen and aloud.
void GameBoard::tryMove(std::size_t i, int hole, double now) {
  const Position before = state_.game.session.game().history()[i];
  Position after = before;
  Trace trace;
  applyMove(state_.game.session.game().rules(), after, static_cast<Move>(hole), &trace);
  animateMove(state_, table_, before, trace, now);
  const Move better = *state_.modes.review.betterMove();
  const std::string answer =
      tryAnswer(state_.game.session.game(), i, static_cast<Move>(hole), better);
  if (hole == better)
    state_.modes.review.solveRetry(answer);
  else
    state_.modes.review.noteTry(answer);
  ctx_->say(answer);
}

std::optional<Refusal> GameBoard::buy(int hole) {
  table_.setCursor(hole);
  const auto due = state_.game.session.purchaseDue();
  if (!due || due->count == 0) return Refusal{RefusalCode::NextGameDue, {}};
  if (auto refused = state_.modes.friends.refusal(true)) return refused;
  if (state_.game.session.kind(due->buyer) == PlayerKind::Computer)
    return Refusal{RefusalCode::ComputerBuys, {}};
  if (auto refused = state_.game.session.choosePurchaseHole(hole)) return refused;
  const auto& chosen = state_.game.session.purchaseChoice();
  ctx_->say(std::find(chosen.begin(), chosen.end(), hole) != chosen.end()
                ? holeBoughtText(hole, static_cast<int>(chosen.size()), due->count)
                : holeGivenBackText(hole));
  return std::nullopt;
}

void GameBoard::dress(BoardFrame& frame, double) const {
  const Session& s = state_.game.session;
  // Between Adji Kui II games with a purchase due: the next game's board with the holes chosen
  // so far.
  const auto due = state_.game.viewed ? std::nullopt : s.purchaseDue();
  frame.marks.dimmed = workers_.computer.thinking();
  if (due && due->count > 0) {
    if (!frame.moving) {
      frame.view.seeds.fill(kStartSeeds);
      frame.view.stores = {0, 0};
    }
    frame.marks.playable = 0;
    frame.marks.owners = s.nextOwners();
    for (int h = 0; h < kHoles; ++h)
      if (rowOf(h) != due->buyer)
        frame.marks.buyable = static_cast<std::uint16_t>(frame.marks.buyable | (1u << h));
    for (int h : s.purchaseChoice())
      frame.marks.chosen = static_cast<std::uint16_t>(frame.marks.chosen | (1u << h));
    // Once as many holes as are due are chosen (two or more), only those answer a click: the
    // others lose their rings.
    if (due->count > 1 && static_cast<int>(s.purchaseChoice().size()) == due->count)
      frame.marks.buyable = frame.marks.chosen;
    if (s.kind(due->buyer) == PlayerKind::Computer) frame.marks.buyable = 0;
    return;
  }
  if (frame.moving) return;
  // The move that led here (or, in the review, the move about to be played that had a better
  // one): where it started and where its last seed fell.
  const Game& game = s.game();
  const auto before = state_.modes.review.showsBefore();
  const std::size_t shown = before ? *before + 1 : state_.game.viewed.value_or(game.moves().size());
  if (const std::size_t step = before ? state_.modes.review.lineStep() : 0; step > 0) {
    // Show the line: the line's move that led here, and no arrow.
    const auto& line = state_.modes.review.line();
    const auto at = linePositions(game, *before, line);
    if (step < at.size() && line[step - 1] != kPass) {
      Position p = at[step - 1];
      Trace trace;
      applyMove(game.rules(), p, line[step - 1], &trace);
      frame.marks.lastMove = line[step - 1];
      frame.marks.lastEnd = lastSown(trace);
    }
    return;
  }
  if (shown > 0) {
    const MoveSummary last = summarizeMove(game, shown - 1);
    frame.marks.lastMove = last.from;
    frame.marks.lastEnd = last.to;
  }
  // (Not while it is being tried again and not yet found.)
  if (before && !(state_.modes.review.retrying() && !state_.modes.review.retrySolved())) {
    // The better move, from the same position, to where its last seed would fall.
    const Move better = *state_.modes.review.betterMove();
    Position p = game.history()[*before];
    Trace trace;
    applyMove(game.rules(), p, better, &trace);
    frame.marks.better = better;
    frame.marks.betterEnd = lastSown(trace);
  }
}

}  // namespace mancala::app
