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
  if (kiosk_.on || !games_.archive().enabled()) return;
  const Game& game = session_.game();
  if (game.moves().empty()) return;
  const bool southComputer = session_.kind(Player::South) == PlayerKind::Computer;
  const bool northComputer = session_.kind(Player::North) == PlayerKind::Computer;
  if (southComputer && northComputer) return;  // nobody here played
  PlayedAgainst against = PlayedAgainst::Here;
  Player you = Player::South;
  std::optional<ai::Level> level;
  if (const auto& link = friends_.game()) {
    against = PlayedAgainst::Link;
    you = link->mine;
  } else if (southComputer || northComputer) {
    against = PlayedAgainst::Computer;
    you = southComputer ? Player::North : Player::South;
    level = session_.level(southComputer ? Player::South : Player::North);
  }
  // The same end of the same game again (a move taken back and played again) is not kept twice.
  std::string same = writeRecord(game) + std::string(playedAgainstName(against)) +
                     (level ? std::string(ai::levelKey(*level)) : "");
  if (same == lastKept_) return;
  static std::random_device random;
  const ArchivedGame kept = archivedGame(game, nowMillis(), random(), against, you, level);
  if (!games_.archive().add(kept)) return;
  lastKept_ = std::move(same);
  ask(effect::ToPage{gameAddedMessage(kept.id)});
}

void AppModel::keepReviewAccuracy() {
  const Game& game = session_.game();
  const GameReview* review = review_.result();
  if (!review || !game.over() || !review->complete(game) || !games_.archive().enabled()) return;
  for (const std::string& id : games_.archive().idsOf(game)) {
    const Summary mine = review->summary(game, games_.archive().find(id)->you);
    if (mine.moves > 0) games_.archive().setAccuracy(id, mine.accuracy);
  }
}

std::optional<Refusal> AppModel::openKeptGame(std::string_view id, bool review,
                                              std::optional<int> at) {
  const ArchivedGame* kept = games_.archive().find(id);
  if (!kept) return noSuchGame(id);
  const Game& whole = kept->game;
  const int moves = static_cast<int>(whole.moves().size());
  const int upTo = review ? moves : at.value_or(moves - 1);
  if (upTo < 0 || upTo > moves || (!review && upTo == moves) || moves == 0)
    return Refusal{RefusalCode::BadValue,
                   {"at", std::to_string(upTo), "0 \u2013 " + std::to_string(moves - 1)}};
  Game game(whole.rules(), whole.start());
  for (int k = 0; k < upTo; ++k) game.play(whole.moves()[static_cast<std::size_t>(k)]);
  SessionSetup setup = session_.setup();
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
  games_.close();
  stopActivity();
  putAside();
  gameKept_ = false;
  friends_.end();
  session_.resume(setup, std::move(game), std::nullopt);
  screen_ = Screen::Play;
  resetView();
  // The same game played to the same end is not kept twice.
  lastKept_ = writeRecord(whole) + std::string(playedAgainstName(kept->opponent)) +
              (kept->level ? std::string(ai::levelKey(*kept->level)) : "");
  if (review) {
    openReview();
  } else {
    say(playingFromText(upTo + 1, session_.position().toMove));
  }
  save();
  return std::nullopt;
}

template <>
std::optional<Refusal> AppModel::carryOut<cmd::MyGames>(const cmd::MyGames& c, double) {
  if (!games_.archive().enabled()) return unavailable();
  if (auto refused = nulIn("game", c.game)) return refused;
  if (auto refused = nulIn("opponent", c.opponent)) return refused;
  std::optional<Variant> game = games_.gameFilter();
  std::optional<PlayedAgainst> opponent = games_.opponentFilter();
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
  if (!games_.isOpen()) {
    if (screen_ == Screen::Play) goToStart();  // the game kept to go back to
    puzzles_.close();
    games_.open();
  }
  games_.setFilters(game, opponent);
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::CloseMyGames>(const cmd::CloseMyGames&, double) {
  games_.close();
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
  const ArchivedGame* kept = games_.archive().find(c.id);
  if (!kept) return noSuchGame(c.id);
  // The link opens the game at its end, where its review is a button away.
  if (!host_.showRecord(kept->record, mancala::app::shareFragment(kept->game)))
    return unavailable();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesDelete>(const cmd::GamesDelete& c, double) {
  if (!games_.archive().remove(c.id)) return noSuchGame(c.id);
  say(gameDeletedText());
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesDeleteAll>(const cmd::GamesDeleteAll&, double) {
  games_.archive().removeAll();
  say(allGamesDeletedText());
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesUndoDelete>(const cmd::GamesUndoDelete&,
                                                                double) {
  const std::size_t back = games_.archive().undoRemove();
  say(gamesBroughtBackText(back));
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesExport>(const cmd::GamesExport&, double) {
  if (!games_.archive().enabled()) return unavailable();
  if (!host_.offerFile("my-games.txt", games_.archive().exportText())) return unavailable();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesPickFile>(const cmd::GamesPickFile&, double) {
  if (!games_.archive().enabled() || !host_.pickFile()) return unavailable();
  return std::nullopt;
}
template <>
std::optional<Refusal> AppModel::carryOut<cmd::GamesImport>(const cmd::GamesImport& c, double) {
  if (!games_.archive().enabled()) return unavailable();
  const auto done = c.tooLarge ? GameArchive::Import{tooLargeFile()}
                               : games_.archive().import(c.text, nowMillis());
  if (const auto* error = std::get_if<GamesFileError>(&done)) {
    const std::string why = nothingImportedText(gamesFileErrorText(*error));
    return Refusal{RefusalCode::BadRecord, {why}};
  }
  const auto& counts = std::get<GameArchive::Imported>(done);
  message_ =
      gamesImportedText(counts.added, counts.skipped, counts.leftOut, GameArchive::kMaxGames);
  say(message_);
  return std::nullopt;
}

}  // namespace mancala::app
