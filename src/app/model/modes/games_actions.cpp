// AppModel's My games (app_model.h, games_mode.h): a finished game kept, the screen's commands,
// a kept game opened in its review or to play on.
#include <chrono>
#include <random>

#include "app/model/common/page_messages.h"
#include "app/model/common/url_params.h"
#include "app/model/modes/app_model.h"
#include "app/model/words/mode_text.h"
#include "core/record.h"

namespace mancala::app {
namespace {

std::optional<Refusal> unavailable() { return Refusal{RefusalCode::Unavailable, {}}; }

std::optional<Refusal> noSuchGame(std::string_view id) {
  return Refusal{RefusalCode::BadValue, {"id", std::string(id), "a game of My games"}};
}

std::int64_t nowMillis() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

GamesFileError tooLargeFile() {
  return {0, gamesFileTooLargeText(static_cast<int>(kMaxGamesFileMegabytes)), false};
}

// A name of the screen's filters holds no NUL (a text field may; a name is refused for it).
std::optional<Refusal> nulIn(std::string_view field, const std::optional<std::string>& value) {
  if (value && value->find('\0') != std::string::npos)
    return Refusal{RefusalCode::NulInField, {std::string(field)}};
  return std::nullopt;
}

}  // namespace

void AppModel::keepFinishedGame() {
  if (state_.device.kiosk.on || !state_.modes.games.archive().enabled()) return;
  const Game& game = state_.game.session.game();
  if (game.moves().empty()) return;
  const bool southComputer = state_.game.session.kind(Player::South) == PlayerKind::Computer;
  const bool northComputer = state_.game.session.kind(Player::North) == PlayerKind::Computer;
  if (southComputer && northComputer) return;  // nobody here played
  PlayedAgainst against = PlayedAgainst::Here;
  Player you = Player::South;
  std::optional<ai::Level> level;
  if (const auto& link = state_.modes.friends.game()) {
    against = PlayedAgainst::Link;
    you = link->mine;
  } else if (southComputer || northComputer) {
    against = PlayedAgainst::Computer;
    you = southComputer ? Player::North : Player::South;
    level = state_.game.session.level(southComputer ? Player::South : Player::North);
  }
  // The same end of the same game again (a move taken back and played again) is not kept twice.
  std::string same = writeRecord(game) + std::string(playedAgainstName(against)) +
                     (level ? std::string(ai::levelKey(*level)) : "");
  if (same == state_.game.lastKept) return;
  static std::random_device random;
  const ArchivedGame kept = archivedGame(game, nowMillis(), random(), against, you, level);
  if (!state_.modes.games.archive().add(kept)) return;
  state_.game.lastKept = std::move(same);
  ask(effect::ToPage{gameAddedMessage(kept.id)});
}

void AppModel::keepReviewAccuracy() {
  const Game& game = state_.game.session.game();
  const GameReview* review = state_.modes.review.result();
  if (!review || !game.over() || !review->complete(game) || !state_.modes.games.archive().enabled())
    return;
  for (const std::string& id : state_.modes.games.archive().idsOf(game)) {
    const Summary mine = review->summary(game, state_.modes.games.archive().find(id)->you);
    if (mine.moves > 0) state_.modes.games.archive().setAccuracy(id, mine.accuracy);
  }
}

std::optional<Refusal> AppModel::openKeptGame(std::string_view id, bool review,
                                              std::optional<int> at) {
  const ArchivedGame* kept = state_.modes.games.archive().find(id);
  if (!kept) return noSuchGame(id);
  const Game& whole = kept->game;
  const int moves = static_cast<int>(whole.moves().size());
  const int upTo = review ? moves : at.value_or(moves - 1);
  if (upTo < 0 || upTo > moves || (!review && upTo == moves) || moves == 0)
    return Refusal{RefusalCode::BadValue,
                   {"at", std::to_string(upTo), "0 \u2013 " + std::to_string(moves - 1)}};
  Game game(whole.rules(), whole.start());
  for (int k = 0; k < upTo; ++k) game.play(whole.moves()[static_cast<std::size_t>(k)]);
  SessionSetup setup = state_.game.session.setup();
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
  state_.modes.games.close();
  stopActivity();
  putAside();
  state_.game.gameKept = false;
  state_.modes.friends.end();
  state_.game.session.resume(setup, std::move(game), std::nullopt);
  state_.screen = Screen::Play;
  resetView();
  // The same game played to the same end is not kept twice.
  state_.game.lastKept = writeRecord(whole) + std::string(playedAgainstName(kept->opponent)) +
                         (kept->level ? std::string(ai::levelKey(*kept->level)) : "");
  if (review) {
    openReview();
  } else {
    say(playingFromText(upTo + 1, state_.game.session.position().toMove));
  }
  save();
  return std::nullopt;
}

template <>
std::optional<Refusal> AppModel::carryOut<cmd::MyGames>(const cmd::MyGames& c, double) {
  if (!state_.modes.games.archive().enabled()) return unavailable();
  if (auto refused = nulIn("game", c.game)) return refused;
  if (auto refused = nulIn("opponent", c.opponent)) return refused;
  std::optional<Variant> game = state_.modes.games.gameFilter();
  std::optional<PlayedAgainst> opponent = state_.modes.games.opponentFilter();
  if (c.game) {
    game = parseVariant(*c.game);
    if (!game && *c.game != "all")
      return Refusal{RefusalCode::BadValue,
                     {"game", *c.game, "adji-kui-1, adji-kui-2, warri, all"}};
  }
  if (c.opponent) {
    opponent = parsePlayedAgainst(*c.opponent);
    if (!opponent && *c.opponent != "all")
      return Refusal{RefusalCode::BadValue, {"opponent", *c.opponent, "computer, here, link, all"}};
  }
  if (!state_.modes.games.isOpen()) {
    if (state_.screen == Screen::Play) goToStart();  // the game kept to go back to
    state_.modes.puzzles.close();
    state_.modes.games.open();
  }
  state_.modes.games.setFilters(game, opponent);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::CloseMyGames>(const cmd::CloseMyGames&, double) {
  state_.modes.games.close();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesReview>(const cmd::GamesReview& c, double) {
  return openKeptGame(c.id, true, std::nullopt);
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesPlay>(const cmd::GamesPlay& c, double) {
  return openKeptGame(c.id, false, c.at);
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesLink>(const cmd::GamesLink& c, double) {
  const ArchivedGame* kept = state_.modes.games.archive().find(c.id);
  if (!kept) return noSuchGame(c.id);
  // The link opens the game at its end, where its review is a button away.
  if (!host_.showRecord(kept->record, mancala::app::shareFragment(kept->game)))
    return unavailable();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesDelete>(const cmd::GamesDelete& c, double) {
  if (!state_.modes.games.archive().remove(c.id)) return noSuchGame(c.id);
  say(gameDeletedText());
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesDeleteAll>(const cmd::GamesDeleteAll&, double) {
  state_.modes.games.archive().removeAll();
  say(allGamesDeletedText());
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesUndoDelete>(const cmd::GamesUndoDelete&,
                                                                double) {
  const std::size_t back = state_.modes.games.archive().undoRemove();
  say(gamesBroughtBackText(back));
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesExport>(const cmd::GamesExport&, double) {
  if (!state_.modes.games.archive().enabled()) return unavailable();
  if (!host_.offerFile("my-games.txt", state_.modes.games.archive().exportText()))
    return unavailable();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesPickFile>(const cmd::GamesPickFile&, double) {
  if (!state_.modes.games.archive().enabled() || !host_.pickFile()) return unavailable();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesImport>(const cmd::GamesImport& c, double) {
  if (!state_.modes.games.archive().enabled()) return unavailable();
  const auto done = c.tooLarge ? GameArchive::Import{tooLargeFile()}
                               : state_.modes.games.archive().import(c.text, nowMillis());
  if (const auto* error = std::get_if<GamesFileError>(&done)) {
    const std::string why = nothingImportedText(gamesFileErrorText(*error));
    return Refusal{RefusalCode::BadRecord, {why}};
  }
  const auto& counts = std::get<GameArchive::Imported>(done);
  state_.shown.message =
      gamesImportedText(counts.added, counts.skipped, counts.leftOut, GameArchive::kMaxGames);
  say(state_.shown.message);
  return std::nullopt;
}

}  // namespace mancala::app
