// AppModel::apply (app_model.h): every Command (command.h) carried out, or refused with a
// Refusal; whatever is applied moves the change counter, so that the interface draws it.
#include "app/model/friend/friend_update.h"
#include "app/model/games/games_update.h"
#include "app/model/kiosk/kiosk_update.h"
#include "app/model/lessons/lessons_update.h"
#include "app/model/modes/app_model.h"
#include "app/model/play/game_switch.h"
#include "app/model/play/kept_games.h"
#include "app/model/play/play_update.h"
#include "app/model/play/switch_update.h"
#include "app/model/puzzles/puzzles_update.h"
#include "app/model/records/records_update.h"
#include "app/model/review/move_view.h"
#include "app/model/review/review_update.h"
#include "app/model/settings/settings_update.h"
#include "app/model/state/front_board_update.h"
#include "app/model/state/shown_update.h"
#include "app/model/words/play/board_text.h"

namespace mancala::app {
template <>
std::optional<Refusal> AppModel::carryOut<cmd::StorageChanged>(const cmd::StorageChanged&, double) {
  storageChanged();
  return std::nullopt;
}

Context AppModel::context(double now) {
  Context ctx{state_, host_, effects_, now, {}, &gameBoard_.table()};
  // The start screen, at once (puzzles_update.h): game_switch.h's, on the same state and effects.
  ctx.goToStart = [this, now] {
    Context inner = context(now);
    app::goToStart(inner);
  };
  ctx.gameBoard = &gameBoard_;
  ctx.workers = &workers_;
  ctx.saver = &saver_;
  return ctx;
}

std::optional<Refusal> AppModel::apply(const Command& command, double now, Reply reply) {
  effects_.begin();
  // A mode's own command goes to its update() (in the mode's folder), the rest to carryOut().
  Context ctx = context(now);
  auto refusal = std::visit(
      [&](const auto& c) -> std::optional<Refusal> {
        ModesState& m = state_.modes;
        if constexpr (requires { app::update(m.lessons, c, ctx); })
          return app::update(m.lessons, c, ctx);
        else if constexpr (requires { app::update(m.puzzles, c, ctx); })
          return app::update(m.puzzles, c, ctx);
        else if constexpr (requires { app::update(m.games, c, ctx); })
          return app::update(m.games, c, ctx);
        else if constexpr (requires { app::update(m.review, c, ctx); })
          return app::update(m.review, c, ctx);
        else if constexpr (requires { app::update(state_.game, c, ctx); })
          return app::update(state_.game, c, ctx);
        else if constexpr (requires { app::update(state_.settings, c, ctx); })
          return app::update(state_.settings, c, ctx);
        else if constexpr (requires { app::update(state_.device, c, ctx); })
          return app::update(state_.device, c, ctx);
        else if constexpr (requires { app::update(m.friends, c, ctx); })
          return app::update(m.friends, c, ctx);
        else if constexpr (requires { app::update(m.kiosk, c, ctx); })
          return app::update(m.kiosk, c, ctx);
        else if constexpr (requires { app::update(state_.shown, c, ctx); })
          return app::update(state_.shown, c, ctx);
        else if constexpr (requires { app::update(m, c, ctx); })
          return app::update(m, c, ctx);  // the board in front
        else
          return carryOut(c, now);
      },
      command);
  if (ctx.gameFinished) {   // a move ended the game (play_update.h): kept in My games, saved
    keepFinishedGame(ctx);  // play/kept_games.h
    save();
  }
  if (ctx.playInstead) playInstead(std::move(*ctx.playInstead), ctx);  // Play from here, a record
  if (ctx.recordOpened) recordShown(*ctx.recordOpened, ctx);           // records_update.h
  if (ctx.linkOpened) playLink(*ctx.linkOpened, ctx);
  for (const Command& then : ctx.thenApply) apply(then, now);  // the kiosk's
  // A refused hole is answered whoever chose it: aloud during a try of the review (whose panel
  // answers the tries), "back to the game" for a click on the board of the past, else in words.
  const bool hole = std::holds_alternative<cmd::ChooseHole>(command);
  if (refusal && hole && state_.modes.review.retrying() && !state_.modes.review.retrySolved())
    say(refusalText(*refusal));
  else if (refusal && hole && refusal->code == RefusalCode::ViewingPast)
    state_.shown.message = backToGameText();
  else if (refusal &&
           (hole || (reply == Reply::OnScreen && refusal->code != RefusalCode::Unavailable)))
    state_.shown.message = refusalText(*refusal);
  changed();
  endStep();
  return refusal;
}

}  // namespace mancala::app
