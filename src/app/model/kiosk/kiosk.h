// The museum kiosk (?kiosk=1, kiosk_options.h): an attract screen where the computer plays itself
// with captions about the game and its people, a visitor's game against the computer at a
// friendly level, and the reset to the attract screen after some time without a touch. A mode of
// the app's state (AppState's modes), moved on by its update (kiosk_update.h) with the time (so
// the tests use a fake clock); it drives the game through the commands a person would send, left
// in Context::thenApply for the owner to apply in order. The interface draws it
// (ui/kiosk/kiosk_screen.h).
#pragma once

#include <cstdint>
#include <string>

#include "ai/levels.h"
#include "app/model/common/kiosk_options.h"
#include "app/model/games_table/games_table.h"
#include "app/text/i18n.h"
#include "core/types.h"

namespace mancala::app {

// The kiosk is a part of the state (app_state.h) that its update reads (context.h).
struct AppState;
struct Context;
class BoardTable;

// Time since the last touch: armed by a touch, it warns for the last few seconds, then expires.
class IdleTimer {
 public:
  explicit IdleTimer(double seconds) : seconds_(seconds) {}
  void touch(double now) {
    last_ = now;
    armed_ = true;
  }
  void disarm() { armed_ = false; }
  bool armed() const { return armed_; }
  double seconds() const { return seconds_; }
  // The warning's length: a third of the wait, at most 20 seconds.
  double warningSeconds() const { return seconds_ / 3 < 20 ? seconds_ / 3 : 20; }
  // Seconds left before the reset (the whole wait when not armed).
  double left(double now) const;
  bool warning(double now) const { return armed_ && left(now) <= warningSeconds(); }
  bool expired(double now) const { return armed_ && left(now) <= 0; }

 private:
  double seconds_;
  double last_ = 0;
  bool armed_ = false;
};

class Kiosk {
 public:
  enum class Mode : std::uint8_t { Attract, Visitor };

  // `language`: the kiosk's own, which every reset comes back to.
  Kiosk(const KioskOptions& options, Language language);

  // Each of these reads the state in `ctx` and leaves the commands it sends in ctx.thenApply.
  // The attract screen, from the start (once the app has started up).
  void begin(Context& ctx);
  // Once a frame: the attract game's next move at its pace, the next caption, the next game,
  // and the reset once the idle time is over.
  void update(Context& ctx);
  // When update() next has something to do with no input meanwhile (`now` when a frame is due
  // at once, infinity when nothing will change): the page sleeps between the attract game's
  // moves, the captions and the idle time's steps instead of drawing the same picture.
  double nextChange(const AppState& state, const BoardTable& board, double now) const;
  // A touch, a click or a key: the idle time starts again.
  void touched(double now) { idle_.touch(now); }
  // On the attract screen: `variant` is the game that plays itself (and that a visitor plays).
  void showGame(Variant variant, Context& ctx);
  // A visitor's game against the computer at a friendly level, in the game shown.
  void play(Context& ctx);
  // Back to the attract screen: the kiosk's language and settings, a new attract game.
  void reset(Context& ctx);

  Mode mode() const { return mode_; }
  Variant variant() const { return variant_; }
  Language language() const { return language_; }
  const IdleTimer& idle() const { return idle_; }
  double pace() const { return pace_; }
  // The caption shown now (empty while the captions are still fetched).
  std::string caption() const;
  int captionIndex() const { return caption_; }
  // For the tests, the soak tool and the page API.
  int attractGames() const { return attractGames_; }
  long attractMoves() const { return attractMoves_; }
  int resets() const { return resets_; }
  int visitorGames() const { return visitorGames_; }

  // The seconds between two of the attract game's moves, between games, and between captions
  // (at pace 1).
  static constexpr double kMovePause = 1.4;
  static constexpr double kGameOverPause = 6.0;
  static constexpr double kCaptionSeconds = 9.0;
  // An attract game that goes on this long gives way to the next one.
  static constexpr int kMaxAttractMoves = 240;
  // The visitor's opponent.
  static constexpr ai::Level kVisitorLevel = ai::Level::Easy;
  // The attract game's players.
  static constexpr ai::Level kAttractLevel = ai::Level::Medium;

 private:
  void startAttractGame(Variant variant, Context& ctx);
  void settle(Context& ctx);  // the kiosk's settings

  Mode mode_ = Mode::Attract;
  Variant variant_ = kFirstGame;
  Language language_;
  IdleTimer idle_;
  double pace_ = 1;
  bool soundAsked_ = false;  // the sound of the visitor's games, as the address asks
  double nextMoveAt_ = 0;    // while nothing moves: when the attract game's next move comes
  bool waiting_ = false;     // nextMoveAt_ is set for the position shown
  double captionAt_ = 0;     // when the caption shown came
  int caption_ = 0;
  int attractGames_ = 0;
  long attractMoves_ = 0;
  int resets_ = 0;
  int visitorGames_ = 0;
  std::uint64_t seed_ = 0x6b696f736bULL;
};

}  // namespace mancala::app
