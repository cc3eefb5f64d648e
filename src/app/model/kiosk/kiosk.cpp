#include "app/model/kiosk/kiosk.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "ai/levels.h"
#include "app/model/board/board_table.h"
#include "app/model/games_table/games_table.h"
#include "app/model/state/context.h"
#include "app/text/kiosk_captions.h"

namespace mancala::app {

double IdleTimer::left(double now) const {
  if (!armed_) return seconds_;
  const double left = seconds_ - (now - last_);
  return left > 0 ? left : 0;
}

Kiosk::Kiosk(const KioskOptions& options, Language language)
    : language_(language), idle_(options.idleSeconds), pace_(options.pace) {}

void Kiosk::settle(Context& ctx) {
  if (currentLanguage() != language_ || pendingLanguage())
    ctx.thenApply.emplace_back(cmd::LanguageChoice{language_});
  ctx.thenApply.emplace_back(cmd::Contrast{false});
  ctx.thenApply.emplace_back(cmd::Speed{pace_ >= 20  ? Speed::Instant
                                        : pace_ >= 4 ? Speed::Fast
                                                     : Speed::Normal});
}

void Kiosk::begin(Context& ctx) {
  soundAsked_ = soundOn(ctx.state);
  settle(ctx);
  idle_.disarm();
  startAttractGame(kFirstGame, ctx);
}

void Kiosk::startAttractGame(Variant variant, Context& ctx) {
  mode_ = Mode::Attract;
  variant_ = variant;
  SessionSetup setup;
  setup.variant = variant;
  setup.players = {PlayerKind::Person, PlayerKind::Person};  // the kiosk moves for both
  ctx.thenApply.emplace_back(cmd::Sound{false});             // a gallery hears no endless sowing
  ctx.thenApply.emplace_back(cmd::NewGame{setupFields(setup)});
  ctx.thenApply.emplace_back(cmd::Watch{true});
  waiting_ = false;
  caption_ = 0;
  captionAt_ = ctx.now;
  ++attractGames_;
}

void Kiosk::showGame(Variant variant, Context& ctx) {
  if (mode_ == Mode::Attract && variant != variant_) startAttractGame(variant, ctx);
}

void Kiosk::play(Context& ctx) {
  SessionSetup setup;
  setup.variant = variant_;
  setup.players = {PlayerKind::Person, PlayerKind::Computer};
  setup.levels = {kVisitorLevel, kVisitorLevel};
  ctx.thenApply.emplace_back(cmd::Sound{soundAsked_});
  ctx.thenApply.emplace_back(cmd::Speed{Speed::Normal});
  ctx.thenApply.emplace_back(cmd::NewGame{setupFields(setup)});
  ctx.thenApply.emplace_back(cmd::Watch{false});
  mode_ = Mode::Visitor;
  ++visitorGames_;
  touched(ctx.now);
}

void Kiosk::reset(Context& ctx) {
  ++resets_;
  // A code left on the screen for the next visitor to scan, and a lesson left open, closed.
  ctx.thenApply.emplace_back(cmd::CloseDialogs{});
  ctx.thenApply.emplace_back(cmd::CloseLessons{});
  settle(ctx);
  idle_.disarm();
  startAttractGame(kFirstGame, ctx);
}

std::string Kiosk::caption() const {
  const auto& all = kioskCaptions(variant_, currentLanguage());
  if (all.empty()) return {};
  return all[static_cast<std::size_t>(caption_) % all.size()];
}

double Kiosk::nextChange(const AppState& state, const BoardTable& board, double now) const {
  double at = std::numeric_limits<double>::infinity();
  if (idle_.armed()) {
    const double left = idle_.left(now);
    if (left <= 0) return now;
    const double toWarning = left - idle_.warningSeconds();
    // In the warning its countdown shows the whole seconds left: it changes as each one passes.
    at = now + (toWarning > 0 ? toWarning : left - std::floor(left));
  }
  if (mode_ != Mode::Attract) return at;
  at = std::min(at, captionAt_ + kCaptionSeconds / pace_);
  if (state.screen != Screen::Play) return at;
  if (board.moving(now) || !waiting_) return now;
  const MoveList& legal = state.game.session.legalMoves();
  if (legal.count == 1 && legal.moves[0] == kPass) return now;  // the owner's own pass
  return std::min(at, nextMoveAt_);
}

void Kiosk::update(Context& ctx) {
  const double now = ctx.now;
  kioskCaptionsState(currentLanguage());  // fetched when first needed (the web build)
  if (idle_.expired(now)) {
    reset(ctx);
    return;
  }
  if (mode_ != Mode::Attract) return;
  if (now - captionAt_ >= kCaptionSeconds / pace_) {
    ++caption_;
    captionAt_ = now;
  }
  if (ctx.state.screen != Screen::Play || (ctx.board && ctx.board->moving(now))) {
    waiting_ = false;
    return;
  }
  const Session& s = ctx.state.game.session;
  const bool over = s.game().over() || s.game().moves().size() >= kMaxAttractMoves;
  const MoveList& legal = s.legalMoves();
  if (!over && legal.count == 1 && legal.moves[0] == kPass) return;  // the owner passes itself
  if (!waiting_) {
    waiting_ = true;
    nextMoveAt_ = now + (over ? kGameOverPause : kMovePause) / pace_;
    return;
  }
  if (now < nextMoveAt_) return;
  waiting_ = false;
  if (over) {
    startAttractGame(nextGame(variant_), ctx);
    return;
  }
  const Move move = ai::chooseMove(s.game(), kAttractLevel, ++seed_);
  if (s.checkMove(move)) return;
  ctx.thenApply.emplace_back(cmd::Play{move});
  ++attractMoves_;
}

}  // namespace mancala::app
