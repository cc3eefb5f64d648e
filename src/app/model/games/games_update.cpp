#include "app/model/games/games_update.h"

#include <chrono>
#include <string>

#include "app/model/common/url_params.h"
#include "app/model/words/mode_text.h"

namespace mancala::app {
namespace {

std::optional<Refusal> unavailable() { return Refusal{RefusalCode::Unavailable, {}}; }

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

Refusal noSuchGame(std::string_view id) {
  return Refusal{RefusalCode::BadValue, {"id", std::string(id), "a game of My games"}};
}

std::int64_t wallClockMillis() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

std::optional<Refusal> update(GamesMode& games, const cmd::MyGames& c, Context& ctx) {
  if (!games.archive().enabled()) return unavailable();
  if (auto refused = nulIn("game", c.game)) return refused;
  if (auto refused = nulIn("opponent", c.opponent)) return refused;
  std::optional<Variant> game = games.gameFilter();
  std::optional<PlayedAgainst> opponent = games.opponentFilter();
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
  if (!games.isOpen()) {
    if (ctx.state.screen == Screen::Play) ctx.goToStart();  // the game kept to go back to
    ctx.state.modes.puzzles.close();
    games.open();
  }
  games.setFilters(game, opponent);
  return std::nullopt;
}

std::optional<Refusal> update(GamesMode& games, const cmd::CloseMyGames&, Context&) {
  games.close();
  return std::nullopt;
}

std::optional<Refusal> update(GamesMode& games, const cmd::GamesLink& c, Context& ctx) {
  const ArchivedGame* kept = games.archive().find(c.id);
  if (!kept) return noSuchGame(c.id);
  // The link opens the game at its end, where its review is a button away.
  if (!ctx.host.showRecord(kept->record, mancala::app::shareFragment(kept->game)))
    return unavailable();
  return std::nullopt;
}

std::optional<Refusal> update(GamesMode& games, const cmd::GamesDelete& c, Context& ctx) {
  if (!games.archive().remove(c.id)) return noSuchGame(c.id);
  ctx.say(gameDeletedText());
  return std::nullopt;
}

std::optional<Refusal> update(GamesMode& games, const cmd::GamesDeleteAll&, Context& ctx) {
  games.archive().removeAll();
  ctx.say(allGamesDeletedText());
  return std::nullopt;
}

std::optional<Refusal> update(GamesMode& games, const cmd::GamesUndoDelete&, Context& ctx) {
  const std::size_t back = games.archive().undoRemove();
  ctx.say(gamesBroughtBackText(back));
  return std::nullopt;
}

std::optional<Refusal> update(GamesMode& games, const cmd::GamesExport&, Context& ctx) {
  if (!games.archive().enabled()) return unavailable();
  if (!ctx.host.offerFile("my-games.txt", games.archive().exportText())) return unavailable();
  return std::nullopt;
}

std::optional<Refusal> update(GamesMode& games, const cmd::GamesPickFile&, Context& ctx) {
  if (!games.archive().enabled() || !ctx.host.pickFile()) return unavailable();
  return std::nullopt;
}

std::optional<Refusal> update(GamesMode& games, const cmd::GamesImport& c, Context& ctx) {
  if (!games.archive().enabled()) return unavailable();
  const auto done = c.tooLarge ? GameArchive::Import{tooLargeFile()}
                               : games.archive().import(c.text, wallClockMillis());
  if (const auto* error = std::get_if<GamesFileError>(&done)) {
    const std::string why = nothingImportedText(gamesFileErrorText(*error));
    return Refusal{RefusalCode::BadRecord, {why}};
  }
  const auto& counts = std::get<GameArchive::Imported>(done);
  ctx.state.shown.message =
      gamesImportedText(counts.added, counts.skipped, counts.leftOut, GameArchive::kMaxGames);
  ctx.say(ctx.state.shown.message);
  return std::nullopt;
}

}  // namespace mancala::app
