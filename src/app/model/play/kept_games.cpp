#include "app/model/play/kept_games.h"

#include <random>
#include <string>
#include <utility>

#include "app/model/common/page_messages.h"
#include "app/model/common/url_params.h"
#include "app/model/games/games_update.h"
#include "app/model/play/game_switch.h"
#include "app/model/review/review_update.h"
#include "app/model/words/mode_text.h"
#include "core/record.h"

namespace mancala::app {

void keepFinishedGame(Context& ctx) {
  AppState& state = ctx.state;
  if (state.device.kiosk.on || !state.modes.games.archive().enabled()) return;
  const Game& game = state.game.session.game();
  if (game.moves().empty()) return;
  const bool southComputer = state.game.session.kind(Player::South) == PlayerKind::Computer;
  const bool northComputer = state.game.session.kind(Player::North) == PlayerKind::Computer;
  if (southComputer && northComputer) return;  // nobody here played
  PlayedAgainst against = PlayedAgainst::Here;
  Player you = Player::South;
  std::optional<ai::Level> level;
  if (const auto& link = state.modes.friends.game()) {
    against = PlayedAgainst::Link;
    you = link->mine;
  } else if (southComputer || northComputer) {
    against = PlayedAgainst::Computer;
    you = southComputer ? Player::North : Player::South;
    level = state.game.session.level(southComputer ? Player::South : Player::North);
  }
  // The same end of the same game again (a move taken back and played again) is not kept twice.
  std::string same = writeRecord(game) + std::string(playedAgainstName(against)) +
                     (level ? std::string(ai::levelKey(*level)) : "");
  if (same == state.game.lastKept) return;
  static std::random_device random;
  const ArchivedGame kept = archivedGame(game, wallClockMillis(), random(), against, you, level);
  if (!state.modes.games.archive().add(kept)) return;
  state.game.lastKept = std::move(same);
  ctx.ask(effect::ToPage{gameAddedMessage(kept.id)});
}

namespace {

// A kept game opened in its review (`review`) or to play on from before its move `at` (none: its
// last), in place of the game being played, which is put aside.
std::optional<Refusal> openKeptGame(std::string_view id, bool review, std::optional<int> at,
                                    Context& ctx) {
  AppState& state = ctx.state;
  const ArchivedGame* kept = state.modes.games.archive().find(id);
  if (!kept) return noSuchGame(id);
  const Game& whole = kept->game;
  const int moves = static_cast<int>(whole.moves().size());
  const int upTo = review ? moves : at.value_or(moves - 1);
  if (upTo < 0 || upTo > moves || (!review && upTo == moves) || moves == 0)
    return Refusal{RefusalCode::BadValue,
                   {"at", std::to_string(upTo), "0 \u2013 " + std::to_string(moves - 1)}};
  Game game(whole.rules(), whole.start());
  for (int k = 0; k < upTo; ++k) game.play(whole.moves()[static_cast<std::size_t>(k)]);
  SessionSetup setup = state.game.session.setup();
  setup.variant = kept->variant();
  setup.grandSlamCapturesNothing = whole.rules().grandSlamCapturesNothing;
  setup.match = false;
  setup.starter = kept->starter();
  const Player other = kept->you == Player::South ? Player::North : Player::South;
  setup.players = {PlayerKind::Person, PlayerKind::Person};
  if (kept->opponent == PlayedAgainst::Computer) {
    setup.players[static_cast<std::size_t>(index(other))] = PlayerKind::Computer;
    setup.levels[static_cast<std::size_t>(index(other))] = kept->level;
  }
  state.modes.games.close();
  leaveGame(ctx);  // game_switch.h
  state.game.session.resume(setup, std::move(game), std::nullopt);
  state.screen = Screen::Play;
  resetView(ctx);
  // The same game played to the same end is not kept twice.
  state.game.lastKept = writeRecord(whole) + std::string(playedAgainstName(kept->opponent)) +
                        (kept->level ? std::string(ai::levelKey(*kept->level)) : "");
  if (review) {
    openReview(state.modes.review, ctx);
  } else {
    ctx.say(playingFromText(upTo + 1, state.game.session.position().toMove));
  }
  ctx.save();
  return std::nullopt;
}

}  // namespace

std::optional<Refusal> update(GamesMode&, const cmd::GamesReview& c, Context& ctx) {
  return openKeptGame(c.id, true, std::nullopt, ctx);
}

std::optional<Refusal> update(GamesMode&, const cmd::GamesPlay& c, Context& ctx) {
  return openKeptGame(c.id, false, c.at, ctx);
}

}  // namespace mancala::app
