// AppModel::GameBoard (app_model.h): the game's board as its BoardTable sees it.
#include <algorithm>

#include "app/model/modes/app_model.h"
#include "app/model/modes/player_strips.h"
#include "app/model/words/mode_text.h"
#include "app/model/words/play/board_text.h"
#include "app/model/words/play/move_summary.h"

namespace mancala::app {

Position AppModel::GameBoard::position() const {
  const Game& game = model_.state_.game.session.game();
  if (const auto before = model_.review().showsBefore();
      before && *before < game.history().size()) {
    if (const std::size_t step = model_.review().lineStep(); step > 0) {  // Show the line
      const auto at = linePositions(game, *before, model_.review().line());
      if (step < at.size()) return at[step];
    }
    return game.history()[*before];
  }
  if (model_.state_.game.viewed && *model_.state_.game.viewed < game.history().size())
    return game.history()[*model_.state_.game.viewed];
  return model_.state_.game.session.position();
}

std::optional<Refusal> AppModel::GameBoard::whyNot(int hole) const {
  const AppModel& m = model_;
  const Session& s = m.state_.game.session;
  auto no = [](RefusalCode code, std::vector<std::string> data = {}) {
    return std::optional<Refusal>(Refusal{code, std::move(data)});
  };
  if (m.state_.screen != Screen::Play) return no(RefusalCode::NoGame);
  if (const auto i =
          m.state_.modes.review.retrying()) {  // Try again: the mover's holes before the move
    if (m.state_.modes.review.retrySolved()) return no(RefusalCode::RetryFound);
    const Game& game = s.game();
    if (auto error = checkMove(game.rules(), game.history()[*i], static_cast<Move>(hole)))
      return moveRefusal(*error);
    return std::nullopt;
  }
  if (m.state_.game.viewed)  // the past is looked at, not played
    return no(RefusalCode::ViewingPast,
              {std::to_string(*m.state_.game.viewed), std::to_string(s.game().moves().size())});
  if (m.state_.game.watchedOnly) return no(RefusalCode::ComputerMoves);  // the kiosk's attract game
  if (const auto due = s.purchaseDue(); due && due->count > 0) {
    if (s.kind(due->buyer) == PlayerKind::Computer) return no(RefusalCode::ComputerBuys);
    if (auto refused = m.state_.modes.friends.refusal(true)) return refused;
    if (rowOf(hole) == due->buyer)
      return no(RefusalCode::NotBuyersHole, {std::string(1, playerLetter(due->buyer))});
    return std::nullopt;
  }
  if (s.betweenGames()) return no(RefusalCode::NextGameDue);
  if (s.game().over())
    return no(s.matchOver() || !s.match() ? RefusalCode::GameOver : RefusalCode::MatchGameOver);
  if (s.computerToMove()) return no(RefusalCode::ComputerMoves);
  if (auto refused = m.state_.modes.friends.refusal(false)) return refused;
  if (auto error = s.checkMove(static_cast<Move>(hole))) return moveRefusal(*error);
  return std::nullopt;
}

Player AppModel::GameBoard::chooser() const {
  const Session& s = model_.state_.game.session;
  if (const auto i = model_.state_.modes.review.retrying()) return s.game().mover(*i);
  const auto due = s.purchaseDue();
  return due ? opponent(due->buyer) : s.position().toMove;  // a buyer buys the other row
}

Player AppModel::GameBoard::nearSide() const {
  const Session& s = model_.state_.game.session;
  const auto& game = model_.state_.modes.friends.game();
  return mancala::app::nearSide({s.kind(Player::South), s.kind(Player::North)},
                                game ? std::optional<Player>(game->mine) : std::nullopt);
}

HoleAction AppModel::GameBoard::pressAction() const {
  return model_.state_.game.session.purchaseDue() ? HoleAction::Buy : HoleAction::Sow;
}

std::optional<Refusal> AppModel::GameBoard::choose(int hole, double now) {
  AppModel& m = model_;
  if (const auto i = m.state_.modes.review.showsBefore();
      i && m.state_.modes.review.lineStep() > 0) {
    // The line shown: a click on the board comes back to the position first.
    m.state_.modes.review.setLineStep(0);
    table_.skip();
    m.say(backToPositionText(*i + 1));
    return std::nullopt;
  }
  if (const auto i = m.state_.modes.review.retrying(); i && !m.state_.modes.review.retrySolved()) {
    // A try, sown on the board, which then stands again at the position before the move; a
    // refused one is answered aloud (AppModel::apply).
    auto why = whyNot(hole);
    if (!why) tryMove(*i, hole, now);
    table_.setCursor(hole);
    return why;
  }
  // Looking at the past: a click on the board comes back to the game first.
  if (m.state_.game.viewed) {
    auto why = whyNot(hole);
    m.state_.game.viewed.reset();
    return why;
  }
  m.state_.shown.message.clear();
  if (m.state_.game.session.betweenGames()) return buy(hole);
  if (auto why = whyNot(hole)) {
    if (!m.state_.game.session.game().over() && !m.state_.game.session.computerToMove())
      table_.setCursor(hole);
    return why;
  }
  auto refused = m.play(static_cast<Move>(hole), now);
  if (refused) table_.setCursor(hole);
  return refused;
}

// Try again in the review: the move tried from before move `i`, answered on screen and aloud.
void AppModel::GameBoard::tryMove(std::size_t i, int hole, double now) {
  AppModel& m = model_;
  const Position before = m.state_.game.session.game().history()[i];
  Position after = before;
  Trace trace;
  applyMove(m.state_.game.session.game().rules(), after, static_cast<Move>(hole), &trace);
  m.animate(before, trace, now);
  const Move better = *m.state_.modes.review.betterMove();
  const std::string answer =
      tryAnswer(m.state_.game.session.game(), i, static_cast<Move>(hole), better);
  if (hole == better)
    m.state_.modes.review.solveRetry(answer);
  else
    m.state_.modes.review.noteTry(answer);
  m.say(answer);
}

std::optional<Refusal> AppModel::GameBoard::buy(int hole) {
  AppModel& m = model_;
  table_.setCursor(hole);
  const auto due = m.state_.game.session.purchaseDue();
  if (!due || due->count == 0) return Refusal{RefusalCode::NextGameDue, {}};
  if (auto refused = m.state_.modes.friends.refusal(true)) return refused;
  if (m.state_.game.session.kind(due->buyer) == PlayerKind::Computer)
    return Refusal{RefusalCode::ComputerBuys, {}};
  if (auto refused = m.state_.game.session.choosePurchaseHole(hole)) return refused;
  const auto& chosen = m.state_.game.session.purchaseChoice();
  m.say(std::find(chosen.begin(), chosen.end(), hole) != chosen.end()
            ? holeBoughtText(hole, static_cast<int>(chosen.size()), due->count)
            : holeGivenBackText(hole));
  return std::nullopt;
}

void AppModel::GameBoard::dress(BoardFrame& frame, double) const {
  const AppModel& m = model_;
  const Session& s = m.state_.game.session;
  // Between Adji Kui II games with a purchase due: the next game's board with the holes chosen
  // so far.
  const auto due = m.state_.game.viewed ? std::nullopt : s.purchaseDue();
  frame.marks.dimmed = m.computer_.thinking();
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
  const auto before = m.review().showsBefore();
  const std::size_t shown =
      before ? *before + 1 : m.state_.game.viewed.value_or(game.moves().size());
  if (const std::size_t step = before ? m.review().lineStep() : 0; step > 0) {
    // Show the line: the line's move that led here, and no arrow.
    const auto& line = m.review().line();
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
  if (before && !(m.review().retrying() && !m.review().retrySolved())) {
    // The better move, from the same position, to where its last seed would fall.
    const Move better = *m.review().betterMove();
    Position p = game.history()[*before];
    Trace trace;
    applyMove(game.rules(), p, better, &trace);
    frame.marks.better = better;
    frame.marks.betterEnd = lastSown(trace);
  }
}

}  // namespace mancala::app
