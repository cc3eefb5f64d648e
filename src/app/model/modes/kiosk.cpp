#include "app/model/modes/kiosk.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "ai/levels.h"
#include "app/model/games_table/games_table.h"
#include "app/model/modes/app_model.h"
#include "app/text/kiosk_captions.h"

namespace mancala::app {

double IdleTimer::left(double now) const {
  if (!armed_) return seconds_;
  const double left = seconds_ - (now - last_);
  return left > 0 ? left : 0;
}

Kiosk::Kiosk(const KioskOptions& options, Language language)
    : language_(language), idle_(options.idleSeconds), pace_(options.pace) {}

void Kiosk::settle(AppModel& model, double now) {
  if (currentLanguage() != language_ || pendingLanguage())
    model.apply(cmd::LanguageChoice{language_}, now);
  model.apply(cmd::Contrast{false}, now);
  model.apply(cmd::Speed{pace_ >= 20  ? Speed::Instant
                         : pace_ >= 4 ? Speed::Fast
                                      : Speed::Normal},
              now);
}

void Kiosk::begin(AppModel& model, double now) {
  soundAsked_ = model.prefs().sound;
  settle(model, now);
  idle_.disarm();
  startAttractGame(model, kFirstGame, now);
}

void Kiosk::startAttractGame(AppModel& model, Variant variant, double now) {
  mode_ = Mode::Attract;
  variant_ = variant;
  SessionSetup setup;
  setup.variant = variant;
  setup.players = {PlayerKind::Person, PlayerKind::Person};  // the kiosk moves for both
  model.apply(cmd::Sound{false}, now);                       // a gallery hears no endless sowing
  model.apply(cmd::NewGame{setupFields(setup)}, now);
  model.apply(cmd::Watch{true}, now);
  waiting_ = false;
  caption_ = 0;
  captionAt_ = now;
  ++attractGames_;
}

void Kiosk::showGame(AppModel& model, Variant variant, double now) {
  if (mode_ == Mode::Attract && variant != variant_) startAttractGame(model, variant, now);
}

void Kiosk::play(AppModel& model, double now) {
  SessionSetup setup;
  setup.variant = variant_;
  setup.players = {PlayerKind::Person, PlayerKind::Computer};
  setup.levels = {kVisitorLevel, kVisitorLevel};
  model.apply(cmd::Sound{soundAsked_}, now);
  model.apply(cmd::Speed{Speed::Normal}, now);
  model.apply(cmd::NewGame{setupFields(setup)}, now);
  model.apply(cmd::Watch{false}, now);
  mode_ = Mode::Visitor;
  ++visitorGames_;
  touched(now);
}

void Kiosk::reset(AppModel& model, double now) {
  ++resets_;
  model.apply(cmd::CloseDialogs{}, now);  // a code left on the screen for the next visitor to scan
  model.apply(cmd::CloseLessons{}, now);  // and a lesson left open
  settle(model, now);
  idle_.disarm();
  startAttractGame(model, kFirstGame, now);
}

std::string Kiosk::caption() const {
  const auto& all = kioskCaptions(variant_, currentLanguage());
  if (all.empty()) return {};
  return all[static_cast<std::size_t>(caption_) % all.size()];
}

double Kiosk::nextChange(const AppModel& model, double now) const {
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
  if (model.screen() != Screen::Play) return at;
  if (model.board().moving(now) || !waiting_) return now;
  const MoveList& legal = model.session().legalMoves();
  if (legal.count == 1 && legal.moves[0] == kPass) return now;  // the model's own pass
  return std::min(at, nextMoveAt_);
}

void Kiosk::update(AppModel& model, double now) {
  kioskCaptionsState(currentLanguage());  // fetched when first needed (the web build)
  if (idle_.expired(now)) {
    reset(model, now);
    return;
  }
  if (mode_ != Mode::Attract) return;
  if (now - captionAt_ >= kCaptionSeconds / pace_) {
    ++caption_;
    captionAt_ = now;
  }
  if (model.screen() != Screen::Play || model.board().moving(now)) {
    waiting_ = false;
    return;
  }
  const Session& s = model.session();
  const bool over = s.game().over() || s.game().moves().size() >= kMaxAttractMoves;
  const MoveList& legal = s.legalMoves();
  if (!over && legal.count == 1 && legal.moves[0] == kPass) return;  // the model passes itself
  if (!waiting_) {
    waiting_ = true;
    nextMoveAt_ = now + (over ? kGameOverPause : kMovePause) / pace_;
    return;
  }
  if (now < nextMoveAt_) return;
  waiting_ = false;
  if (over) {
    startAttractGame(model, nextGame(variant_), now);
    return;
  }
  const Move move = ai::chooseMove(s.game(), kAttractLevel, ++seed_);
  if (!model.apply(cmd::Play{move}, now)) ++attractMoves_;
}

}  // namespace mancala::app
