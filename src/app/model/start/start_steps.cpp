// Starting the app: the saved state first, then what the address asks for (a game, a record, a
// position, settings). Whatever cannot be used is said in the message, over a fresh game.
#include "app/model/start/start_steps.h"

#include "app/model/common/kiosk_options.h"
#include "app/model/friend/friend_link.h"
#include "app/model/words/play/announcer.h"
#include "app/model/words/problem_text.h"
#include "app/text/i18n.h"

namespace mancala::app {
namespace {

std::string join(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : " ") + p;
  return out;
}

// The address asks for the kind of game that was saved: the same game, players and play.
bool sameGameAsked(const SessionSetup& saved, const SessionSetup& asked) {
  return saved.variant == asked.variant && saved.players == asked.players &&
         saved.match == asked.match && saved.starter == asked.starter;
}

// The same game: the same rules, start and moves (a share link of the saved game).
bool sameGame(const Game& a, const Game& b) {
  return a.variant() == b.variant() &&
         a.rules().grandSlamCapturesNothing == b.rules().grandSlamCapturesNothing &&
         a.start() == b.start() && a.moves() == b.moves();
}

// A saved game that is worth going back to: a move played, and the game or its match not over.
bool inProgress(const SavedState& s) {
  return s.game && !s.game->moves().empty() &&
         (!s.game->over() || (s.setup.match && s.match && !s.match->over));
}

// The game put aside beside the save (saving.h), if it can be read.
std::optional<SavedState> keptGame(const std::optional<std::string>& text) {
  if (!text || text->empty()) return std::nullopt;
  auto read = readSavedState(*text);
  auto* state = std::get_if<SavedState>(&read);
  if (!state || !state->game) return std::nullopt;
  return std::move(*state);
}

// The saved state read from the save's text; why not, said in `problems`, when it cannot be.
std::optional<SavedState> readSave(const std::string& text, std::vector<std::string>& problems) {
  auto read = readSavedState(text);
  if (auto* state = std::get_if<SavedState>(&read)) return std::move(*state);
  problems.push_back(saveUnreadableText(std::get<std::string>(read)));
  return std::nullopt;
}

// A record in the address that cannot be read leaves the saved game as it is: said, and the
// address's record and review forgotten.
void keepSavedOverBadRecord(const std::optional<std::variant<GameRecord, RecordError>>& recordRead,
                            const std::optional<SavedState>& saved, UrlParams& params,
                            std::vector<std::string>& problems) {
  const auto* error = recordRead ? std::get_if<RecordError>(&*recordRead) : nullptr;
  if (!error || !saved || !saved->game) return;
  problems.push_back(addressRecordOverSaveText(*params.record, *error));
  params.record.reset();
  params.review.reset();
}

// The set-up of the game to show: what the address does not say is the default when it asks for
// a game, else as saved.
SessionSetup setupAsked(const std::optional<SavedState>& saved, const UrlParams& params) {
  SessionSetup setup = saved && !params.asksForGame() ? saved->setup : SessionSetup{};
  // The levels chosen last on the start screen, unless the address says otherwise.
  if (saved) setup.levels = saved->startChoices.value_or(saved->setup).levels;
  SetupFields asked = params.setup;
  asked.level.reset();  // a level for this visit alone (settings.h), not the game's
  applySetup(asked, setup, nullptr);
  if (params.asksForGame() && !params.setup.match) setup.match = false;
  return setup;
}

// What is said of the game shown at start-up: a new game, its result, or where it resumes.
std::string startSentence(const Session& session) {
  const Position& pos = session.position();
  const std::size_t played = session.game().moves().size();
  if (played == 0)
    return describeNewGame(session.variant(), pos,
                           session.kind(Player::South) == PlayerKind::Computer,
                           session.kind(Player::North) == PlayerKind::Computer);
  if (pos.over()) return describeResult(pos);
  return gameResumedText(played, pos.toMove);
}

}  // namespace

std::string saveKey(const DeviceFacts& device) {
  if (!device.embedded) return "mancala";
  return device.saveSlot.empty() ? "mancala-embedded" : "mancala-embedded-" + device.saveSlot;
}

StartState readStartDevice(const Startup& startup, AppState& state) {
  state.restoring = true;
  state.device.startQuery = startup.query;
  state.device.embedded = startup.embedded;
  state.device.reducedMotion = startup.reducedMotion;
  state.device.systemLight = startup.lightScheme;
  StartState start;
  start.params = parseUrlParams(startup.query);  // read again in the saved language later
  if (start.params.language) setLanguage(*start.params.language);
  state.device.saveSlot = start.params.slot;
  state.device.kiosk = parseKioskOptions(startup.query);  // a kiosk starts afresh for every visitor
  start.problems = state.device.kiosk.errors;
  return start;
}

void readStartSave(const SaveKeeper::Stored& stored, StartState& start, AppState& state) {
  // My games: not in the kiosk, nor in a frame unless its address allows it (my-games=on).
  state.modes.games.archive().open(
      !state.device.kiosk.on && (!state.device.embedded || start.params.myGames.value_or(false)));
  if (stored.newerVersion) {
    start.problems.push_back(newerSaveText());
  } else if (const auto& text = stored.save) {
    start.putAsideGame = keptGame(stored.previous);
    start.saved = readSave(*text, start.problems);
  }
  const auto& saved = start.saved;
  if (saved) state.settings.kept = saved->settings;
  if (saved && !saved->settingProblem.empty()) start.problems.push_back(saved->settingProblem);
  if (saved && !saved->reviewProblem.empty()) start.problems.push_back(saved->reviewProblem);
  start.savedGame = saved ? saved->game : std::nullopt;
  start.savedReview = saved ? saved->review : std::nullopt;
}

void readStartAddress(const Startup& startup, StartState& start, AppState& state) {
  UrlParams& params = start.params;
  params = parseUrlParams(startup.query);
  if (state.settings.kept.language && !params.language) {
    setLanguage(*state.settings.kept.language);
    params = parseUrlParams(startup.query);  // its messages in the saved language
  }
  // A friend's link is opened once the rest is in place, as the OpenLink command opens it.
  start.friendLink = isFriendFragment(startup.fragment) && !state.device.kiosk.on;
  if (!start.friendLink) parseFragment(startup.fragment, params);
  if (params.language) state.settings.kept.language = params.language;
  if (params.theme) state.settings.kept.theme = *params.theme;
  if (state.settings.kept.theme != ThemeChoice::Contrast)
    state.settings.plainTheme = state.settings.kept.theme;
  if (params.accent) {  // refused where it would not read; kept where it does
    state.device.accent = params.accent;
    for (const Look l : accentLooks(state.settings.kept.theme))
      if (std::string why = accentRefusal(l, *params.accent); !why.empty())
        params.errors.push_back(std::move(why));
  }
  if (params.sound) state.settings.kept.sound = params.sound;
  if (params.setup.level)
    state.settings.kept.level = params.setup.level;  // for this visit (settings.h)
  if (params.reducedMotion) state.device.reducedMotion = *params.reducedMotion;
  state.game.speed = state.settings.kept.speed.value_or(state.device.reducedMotion ? Speed::Instant
                                                                                   : Speed::Normal);
  start.problems.insert(start.problems.end(), params.errors.begin(), params.errors.end());
  if (params.record) start.recordRead = readRecord(*params.record);
  keepSavedOverBadRecord(start.recordRead, start.saved, params, start.problems);
  start.setup = setupAsked(start.saved, params);
  if (const auto& saved = start.saved; saved && saved->game && inProgress(*saved))
    start.savedInProgress = KeptGame{saved->setup, *saved->game, saved->match, saved->friendGame};
}

void openStartGame(StartState& start, AppState& state) {
  const UrlParams& params = start.params;
  auto& saved = start.saved;
  SessionSetup& setup = start.setup;
  auto resume = [&](const SessionSetup& s, Game game, std::optional<MatchState> match) {
    state.game.session.resume(s, std::move(game), std::move(match));
    state.game.startChoices = state.game.session.setup();
    state.screen = Screen::Play;
  };
  if (params.record) {
    auto& read = *start.recordRead;
    if (auto* record = std::get_if<GameRecord>(&read)) {
      if (saved && saved->game && !saved->startChoices && sameGame(*saved->game, record->game)) {
        // The address shows the saved game (a reload): it goes on, in its match if any.
        resume(saved->setup, std::move(*saved->game), saved->match);
      } else {  // opened as the page would open it, in a game of the set-up asked for
        setup.match = false;
        start.freshGame = setup;
        start.open = cmd::LoadRecord{*params.record};
      }
    } else {
      start.problems.push_back(addressRecordUnreadableText(std::get<RecordError>(read)));
      start.freshGame = setup;
    }
  } else if (params.position) {  // as the page would open it, in the rules of the set-up asked for
    setup.match = false;
    start.freshGame = setup;
    start.open = cmd::OpenPosition{"p=" + percentEncode(positionText(*params.position))};
  } else if (params.asksForGame() &&
             !(saved && saved->game && sameGameAsked(saved->setup, setup))) {
    start.freshGame = setup;
  } else if (saved && saved->game && saved->startChoices && !params.asksForGame()) {
    // The start screen, over the game in progress that it can go back to.
    state.game.session.resume(saved->setup, std::move(*saved->game), saved->match);
    state.modes.friends.resume(saved->friendGame);
    state.game.startChoices = *saved->startChoices;
    state.game.gameKept = gameInProgress(state.game);
  } else if (saved && saved->game) {
    // The saved game, also when the address asks for a game like it (an embedding page's fixed
    // parameters): a reload goes on with it.
    resume(saved->setup, std::move(*saved->game), saved->match);
    state.modes.friends.resume(saved->friendGame);
    if (auto unknown =
            state.modes.friends.game() ? std::nullopt : state.modes.friends.unknownGameWarning())
      start.problems.push_back(*unknown);
  } else if (!start.problems.empty()) {
    start.freshGame = setup;  // a clear message over a fresh game, never a blank page
  } else {
    state.game.startChoices = setup;
  }
}

void restoreBeside(const StartState& start, AppState& state) {
  if (start.savedGame && start.savedReview && sameGame(*start.savedGame, state.game.session.game()))
    state.modes.review.restore(*start.savedReview, false);
  // The saved game in progress, when the address opened another, is put aside and kept beside
  // the save, never lost: "Back to the previous game" brings it back, also after a reload. Else
  // the game put aside before, if it is not the one shown.
  auto putAsideAgain = [&](const SessionSetup& s, const Game& game,
                           const std::optional<MatchState>& match,
                           const std::optional<FriendGame>& link) {
    if (state.screen != Screen::Play || sameGame(game, state.game.session.game())) return false;
    state.game.previous = KeptGame{s, game, match, link};
    return true;
  };
  const auto& kept = start.savedInProgress;
  const auto& putAsideGame = start.putAsideGame;
  if (!(kept && putAsideAgain(kept->setup, kept->game, kept->match, kept->friendGame)) &&
      putAsideGame)
    putAsideAgain(putAsideGame->setup, *putAsideGame->game, putAsideGame->match,
                  putAsideGame->friendGame);
}

void openStartReview(StartState& start, AppState& state) {
  const UrlParams& params = start.params;
  if (!params.review || !params.record || state.screen != Screen::Play) return;
  auto read = readReview(*params.review, state.game.session.game());
  if (auto* review = std::get_if<GameReview>(&read)) {
    state.modes.review.restore(std::move(*review), true);
  } else {
    start.problems.push_back(reviewLinkUnusableText(std::get<std::string>(read)));
  }
}

void settleStart(const StartState& start, AppState& state) {
  // A friend by link chosen by the address (an embedding page's), where links can be sent.
  const UrlParams& params = start.params;
  if (params.setup.opponent && !state.device.kiosk.on)
    state.game.friendSideChoice = friendSideOf(*params.setup.opponent);
  // The address's level, for every computer side; else each side's level as saved.
  if (const auto level = state.settings.kept.level) {
    state.game.session.setLevels({level, level});
    state.game.startChoices.levels = {level, level};
  }
  state.shown.message = join(start.problems);
  state.restoring = false;
}

void announceStart(bool friendLink, const std::string& problems, Context& ctx) {
  AppState& state = ctx.state;
  if (friendLink) {
    // What was found on the way (a newer version's save, a value of the address) stays said,
    // before what the link did.
    if (!problems.empty()) {
      if (state.shown.message != problems)
        state.shown.message =
            problems + (state.shown.message.empty() ? "" : " " + state.shown.message);
      ctx.say(problems + ' ' + state.shown.liveRegion.last());
    }
  } else if (state.screen == Screen::Play) {
    std::string text = startSentence(state.game.session);
    if (state.modes.friends.game()) text += ' ' + state.modes.friends.statusText();
    if (!state.shown.message.empty()) text = state.shown.message + ' ' + text;
    ctx.say(text);
  } else if (!state.shown.message.empty()) {
    ctx.say(state.shown.message);
  }
}

}  // namespace mancala::app
