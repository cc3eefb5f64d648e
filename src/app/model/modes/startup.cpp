// Starting the app: the saved state first, then what the address asks for (a game, a record, a
// position, settings). Whatever cannot be used is said in the message, over a fresh game.
#include "app/model/common/announcer.h"
#include "app/model/common/kiosk_options.h"
#include "app/model/common/page_messages.h"
#include "app/model/common/url_params.h"
#include "app/model/friend/friend_link.h"
#include "app/model/modes/app_model.h"
#include "app/model/saving/saving.h"
#include "app/model/words/error_text.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "core/record.h"

namespace mancala::app {
namespace {

std::string join(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : " ") + p;
  return out;
}

// A set-up position as a game: the end rules that do not need history are settled first.
Game gameFrom(const SessionSetup& setup, Position pos) {
  Rules rules = rulesOf(setup);
  settle(rules, pos);
  return Game(rules, pos);
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

}  // namespace

void AppModel::startUp(const Startup& startup, double now) {
  restoring_ = true;
  startQuery_ = startup.query;
  embedded_ = startup.embedded;
  reducedMotion_ = startup.reducedMotion;
  std::vector<std::string> problems;

  // The address's language first, so that every message below is in it.
  const UrlParams early = parseUrlParams(startup.query);
  if (early.language) setLanguage(*early.language);
  saveSlot_ = early.slot;
  kiosk_ = parseKioskOptions(startup.query);  // a kiosk starts afresh for every visitor
  problems = kiosk_.errors;

  std::optional<SavedState> saved;
  std::optional<SavedState> putAsideGame;  // kept beside the save
  const SaveKeeper::Stored stored = kiosk_.on ? SaveKeeper::Stored{} : saver_.open(saveKey());
  if (stored.newerVersion) {
    problems.push_back(
        tr("The saved game was written by a newer version of this game, so it is left as it is "
           "and nothing played here is saved."));
  } else if (const auto& text = stored.save) {
    putAsideGame = keptGame(stored.previous);
    auto read = readSavedState(*text);
    if (auto* state = std::get_if<SavedState>(&read)) {
      saved = std::move(*state);
    } else {
      std::string why = std::get<std::string>(read);
      if (!why.empty() && why.back() == '.') why.pop_back();  // it goes inside a sentence
      problems.push_back(
          trf("The saved game could not be read ({0}), so a new game begins.", {why}));
    }
  }
  if (saved) settings_ = saved->settings;
  if (saved && !saved->reviewProblem.empty()) problems.push_back(saved->reviewProblem);
  // The saved review goes with the saved game, if that is the game shown in the end.
  const std::optional<Game> savedGame = saved ? saved->game : std::nullopt;
  const std::optional<GameReview> savedReview = saved ? saved->review : std::nullopt;
  UrlParams params = parseUrlParams(startup.query);
  if (settings_.language && !params.language) {
    setLanguage(*settings_.language);
    params = parseUrlParams(startup.query);  // its messages in the saved language
  }
  // A friend's link is opened once the rest is in place (friend_game.cpp).
  const bool friendLink = isFriendFragment(startup.fragment) && !kiosk_.on;
  if (!friendLink) parseFragment(startup.fragment, params);
  if (params.language) settings_.language = params.language;
  if (params.theme) settings_.theme = *params.theme;
  if (params.sound) settings_.sound = params.sound;
  if (params.setup.level) settings_.level = params.setup.level;  // for this visit (settings.h)
  if (params.reducedMotion) reducedMotion_ = *params.reducedMotion;
  speed_ = settings_.speed.value_or(reducedMotion_ ? Speed::Instant : Speed::Normal);
  problems.insert(problems.end(), params.errors.begin(), params.errors.end());

  // A record in the address that cannot be read leaves the saved game as it is.
  std::optional<std::variant<GameRecord, RecordError>> recordRead;
  if (params.record) recordRead = readRecord(*params.record);
  if (const auto* error = recordRead ? std::get_if<RecordError>(&*recordRead) : nullptr;
      error && saved && saved->game) {
    problems.push_back(trf(
        "The game record in the address (\u201c{0}\u201d) cannot be read ({1}), so the saved game "
        "goes on.",
        {excerpt(*params.record, 24), recordErrorText(*error)}));
    params.record.reset();
    params.review.reset();
  }

  // What the address does not say is the default when it asks for a game, else as saved.
  SessionSetup setup = saved && !params.asksForGame() ? saved->setup : SessionSetup{};
  // The levels chosen last on the start screen, unless the address says otherwise.
  if (saved) setup.levels = saved->startChoices.value_or(saved->setup).levels;
  SetupFields asked = params.setup;
  asked.level.reset();  // a level for this visit alone (settings.h), not the game's
  applySetup(asked, setup, nullptr);
  if (params.asksForGame() && !params.setup.match) setup.match = false;

  const bool savedInProgress = saved && inProgress(*saved);
  const std::optional<SessionSetup> savedSetup =
      saved ? std::optional<SessionSetup>(saved->setup) : std::nullopt;
  const std::optional<MatchState> savedMatch = saved ? saved->match : std::nullopt;
  const std::optional<FriendGame> savedFriend = saved ? saved->friendGame : std::nullopt;
  auto resume = [&](const SessionSetup& s, Game game, std::optional<MatchState> match) {
    session_.resume(s, std::move(game), std::move(match));
    startChoices_ = session_.setup();
    screen_ = Screen::Play;
  };
  if (params.record) {
    auto& read = *recordRead;
    if (auto* record = std::get_if<GameRecord>(&read)) {
      if (saved && saved->game && !saved->startChoices && sameGame(*saved->game, record->game)) {
        // The address shows the saved game (a reload): it goes on, in its match if any.
        resume(saved->setup, std::move(*saved->game), saved->match);
      } else {
        setup.match = false;
        resume(setup, std::move(record->game), std::nullopt);
      }
    } else {
      problems.push_back(
          trf("The game record in the address cannot be read ({0}), so a new game begins.",
              {recordErrorText(std::get<RecordError>(read))}));
      newGame(setup);
    }
  } else if (params.position) {
    setup.match = false;
    resume(setup, gameFrom(setup, *params.position), std::nullopt);
  } else if (params.asksForGame() &&
             !(saved && saved->game && sameGameAsked(saved->setup, setup))) {
    newGame(setup);
  } else if (saved && saved->game && saved->startChoices && !params.asksForGame()) {
    // The start screen, over the game in progress that it can go back to.
    session_.resume(saved->setup, std::move(*saved->game), saved->match);
    friends_.resume(saved->friendGame);
    startChoices_ = *saved->startChoices;
    gameKept_ = gameInProgress();
  } else if (saved && saved->game) {
    // The saved game, also when the address asks for a game like it (an embedding page's fixed
    // parameters): a reload goes on with it.
    resume(saved->setup, std::move(*saved->game), saved->match);
    friends_.resume(saved->friendGame);
    if (auto unknown = friends_.game() ? std::nullopt : friends_.unknownGameWarning())
      problems.push_back(*unknown);
  } else if (!problems.empty()) {
    newGame(setup);  // a clear message over a fresh game, never a blank page
  } else {
    startChoices_ = setup;
  }
  if (savedGame && savedReview && sameGame(*savedGame, session_.game()))
    review_.restore(*savedReview, false);
  // The saved game in progress, when the address opened another, is put aside and kept beside
  // the save, never lost: "Back to the previous game" brings it back, also after a reload. Else
  // the game put aside before, if it is not the one shown.
  auto putAsideAgain = [&](const SessionSetup& s, const Game& game,
                           const std::optional<MatchState>& match,
                           const std::optional<FriendGame>& link) {
    if (screen_ != Screen::Play || sameGame(game, session_.game())) return false;
    previous_ = KeptGame{s, game, match, link};
    return true;
  };
  if (!(savedInProgress && putAsideAgain(*savedSetup, *savedGame, savedMatch, savedFriend)) &&
      putAsideGame)
    putAsideAgain(putAsideGame->setup, *putAsideGame->game, putAsideGame->match,
                  putAsideGame->friendGame);
  // A review link: its review, checked against its game, is shown.
  if (params.review && params.record && screen_ == Screen::Play) {
    auto read = readReview(*params.review, session_.game());
    if (auto* review = std::get_if<GameReview>(&read)) {
      review_.restore(std::move(*review), true);
    } else {
      std::string why = std::get<std::string>(read);
      if (!why.empty() && why.back() == '.') why.pop_back();
      problems.push_back(
          trf("The review in the link cannot be used ({0}), so the game opens without it.", {why}));
    }
  }
  // A friend by link chosen by the address (an embedding page's), where links can be sent.
  if (params.setup.opponent && !kiosk_.on) friendSideChoice_ = friendSideOf(*params.setup.opponent);
  // The address's level, for every computer side; else each side's level as saved.
  if (settings_.level) {
    session_.setLevels({settings_.level, settings_.level});
    startChoices_.levels = {settings_.level, settings_.level};
  }
  message_ = join(problems);
  restoring_ = false;
  save();
  if (friendLink) {
    // What was found on the way (a newer version's save, a value of the address) stays said,
    // before what the link did.
    const std::string problemsText = message_;
    openFriendLink(startup.fragment, now);
    if (!problemsText.empty()) {
      if (message_ != problemsText)
        message_ = problemsText + (message_.empty() ? "" : " " + message_);
      say(problemsText + ' ' + liveRegion_.last());
    }
  } else if (screen_ == Screen::Play) {
    const Position& pos = session_.position();
    std::string text =
        session_.game().moves().empty()
            ? describeNewGame(session_.variant(), pos,
                              session_.kind(Player::South) == PlayerKind::Computer,
                              session_.kind(Player::North) == PlayerKind::Computer)
        : pos.over()
            ? describeResult(pos)
            : trnf("Game resumed after {0} move. {1} to move.",
                   "Game resumed after {0} moves. {1} to move.", session_.game().moves().size(),
                   {std::to_string(session_.game().moves().size()), sideName(pos.toMove)});
    if (friends_.game()) text += ' ' + friends_.statusText();
    if (!message_.empty()) text = message_ + ' ' + text;
    say(text);
  } else if (!message_.empty()) {
    say(message_);
  }
  host_.setPageLanguage(languageCode(currentLanguage()));
  host_.postToParent(readyMessage(session_.stateJson()));
  changed();
}

}  // namespace mancala::app
