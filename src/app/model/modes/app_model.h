// The app without drawing: the owner of the app's state (AppState, state/app_state.h: the
// device's facts, the settings, the game, the screen, what is shown, the modes' states) and of
// what is not state (the host, the computer and the hint, the save, the effects, the redraw, the
// game's board), and the one way in, apply(Command) (command.h). A mode's or a part's own command
// goes to its update() (lessons_update.h, puzzles_update.h, games_update.h, settings_update.h,
// review_update.h, move_view.h, friend_update.h, play_update.h, switch_update.h, kept_games.h,
// records_update.h, kiosk_update.h, shown_update.h, front_board_update.h); the one that needs the
// save itself is carried out here. Screens read its state (state()) and the views made from it,
// and send commands; a refused command changes nothing and answers a Refusal (refusal.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/model/board/animation.h"
#include "app/model/board/board_table.h"
#include "app/model/common/command.h"
#include "app/model/common/effect.h"
#include "app/model/common/host.h"
#include "app/model/common/kiosk_options.h"
#include "app/model/common/live_region.h"
#include "app/model/common/message_scene.h"
#include "app/model/common/redraw.h"
#include "app/model/common/screen.h"
#include "app/model/common/session.h"
#include "app/model/friend/friend_play.h"
#include "app/model/games/games_mode.h"
#include "app/model/kiosk/kiosk.h"
#include "app/model/lessons/lessons_mode.h"
#include "app/model/modes/app_views.h"
#include "app/model/play/game_board.h"
#include "app/model/play/play_workers.h"
#include "app/model/puzzles/puzzles_mode.h"
#include "app/model/review/review.h"
#include "app/model/saving/kept_game.h"
#include "app/model/saving/saving.h"
#include "app/model/saving/settings.h"
#include "app/model/start/startup.h"
#include "app/model/state/app_state.h"
#include "app/model/state/context.h"
#include "app/model/state/host_reach.h"
#include "app/model/worker/background.h"

namespace mancala::app {

class AppModel {
 public:
  // `worker`: where the computer's Master search and the hints run; none: on this thread.
  AppModel(Host& host, background::Worker* worker);

  using Startup = mancala::app::Startup;  // start/startup.h
  // Restores the saved state, then applies the address (start/start_steps.h, in their order).
  // Problems become the shown message.
  void startUp(const Startup& startup, double now);

  // Carries out a command (command.h), from whoever asks: nothing, or why not. It is drawn (the
  // change counter moves), and its effects (effect.h) are carried out once it is done. A refusal
  // is returned, and with OnScreen (a person's click or key) shown too: its words the message.
  // A hole refused is shown whoever chose it, as a click's is.
  enum class Reply : std::uint8_t { OnScreen, ToCaller };
  std::optional<Refusal> apply(const Command& command, double now, Reply reply = Reply::OnScreen);

  // ---- What there is to see: the whole state (app_state.h), each screen reading its parts.
  const AppState& state() const { return state_; }
  // When the state next changes with no input meanwhile (`now`: a frame is due at once;
  // infinity: nothing will change): an animation, the computer or the review at work, the
  // kiosk's clock, a lesson's or a puzzle's move.
  double nextChange(double now) const;
  // The game's board: what it shows each frame, the move being shown, the keyboard's cursor,
  // the holes that may be chosen and each hole's words.
  const BoardTable& board() const { return gameBoard_.table(); }
  // Animating, thinking, reviewing or about to pass (a lesson's or a puzzle's board too): the
  // state will change without input.
  bool busy(double now) const;
  // When the interface draws (redraw.h): a command applied, or time changing the state in update().
  const Redraw& redraw() const { return redraw_; }
  // What the last command, update() or start-up asked of the world, in order (effect.h).
  const std::vector<Effect>& effects() const { return effects_.done(); }

  // The match as the panels show it: a game whose last move is being animated is not counted
  // yet. Nothing for a single game.
  const MatchState* shownMatch(double now) const;

  // The page's address for the game being played: the query it was opened with, less the
  // parameters that chose the game, plus those of this game; its moves as the fragment (see
  // gameAddress in url_params.h). Shown by the host after every change (save()).
  GameAddress address() const;
  // Called once a frame before drawing: the kiosk's clock, answers of the computer and the hint,
  // forced passes, the computer's purchase, the sounds of the seeds falling, the board's frame.
  void update(double now);

  // The game's record, and the fragment of a share link that reopens it ("r=...").
  std::string recordText() const;
  std::string shareFragment() const;

  // ---- The live region.
  // For the page's mirror of the board (screen readers): a hole's owner and seeds, and whether
  // it can be played now or why not (and in Warri the hole's name, as its tooltip says).
  std::string holeLabel(int hole) const;

  // ---- What the screens show together, each a value made when asked.
  // The hint for the person to move, once asked for this position (app_views.h).
  std::optional<HintShown> hint() const;
  // What the person may do now, and where the game stands for it.
  Standing standing() const;
  // The settings as the screens use them (app_views.h).
  Prefs prefs() const;

 private:
  // ---- The commands, carried out by apply() (command_apply.cpp) and by the model itself.
  // What a mode's or a part's update() is given (context.h): the state, the game's board, `now`.
  Context context(double now);
  // A friend's link read by its update (friend_update.h), carried out once the update is done
  // (friend_game.cpp): refused, the address shows this game again; else the link's game is played
  // in place of the session's (the one replaced put aside), its last move shown and animated.
  void playLink(const LinkOpened& opened, Context& ctx);
  // ---- Effects and the save.
  void say(std::string text);            // a Say effect, noted in the live region
  void changed() { redraw_.changed(); }  // a frame is due (by apply() and update() only)
  void ask(Effect effect) { effects_.add(std::move(effect)); }  // done once the step is
  // Keeps the settings and the game (a Save effect); asked after every change anyway. Written
  // never over a save of a newer version nor over another tab's different game (saving.cpp).
  void save();
  void writeSave();
  void endStep();  // a step's effects carried out (effects_.begin() began it)
  // Another tab or window changed the storage (the page's `storage` event): if it saved another
  // game, this page stops saving and says so (saving.cpp).
  void storageChanged();

  // ---- The rest of the model's own work.
  // One command carried out (command_apply.cpp).
  template <class C>
  std::optional<Refusal> carryOut(const C& command, double now);
  // update()'s work before the board's frame is computed; whether it changed the state.
  bool advance(double now);
  bool updateExercises(double now);  // the lessons' and the puzzles' boards (exercise_actions.cpp)
  // The saving's notice (the storage full, another tab's game), shown at the next update().
  bool showNotice();

  Host& host_;
  AppState state_;       // app_state.h
  PlayWorkers workers_;  // the computer and the hint (play/play_workers.h)
  SaveKeeper saver_{host_};
  Redraw redraw_;
  Effects effects_;
  GameBoard gameBoard_{state_, workers_};  // the game's board (play/game_board.h)
};

// Between games as the panels show it (not during the animation of a game's last move, nor while
// the moves are looked back through).
bool betweenGamesShown(const AppModel& model, double now);

}  // namespace mancala::app
