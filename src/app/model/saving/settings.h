// What survives a reload: the settings and the game in progress, as one versioned value.
// Saved as text (localStorage on the web, a file on the desktop: see host.h) and read back
// with every part checked; anything wrong is an error in words, never a half-restored game.
//
//   mancala-save 2
//   language fr
//   theme contrast          (classic, light, auto, contrast; one not known is left out, with a
//                           message, as is a language or speed not known, and the rest read)
//   speed normal            (absent: the default, Instant when the system asks for less motion)
//   sound on                (absent: the default, off when embedded)
//   puzzles warri-03 warri-11  (the puzzles solved, puzzle_set.h; a damaged line is ignored)
//   setup warri person computer S single full 5 classic-slam - easy
//                           (the game's set-up, or the start screen's choices when there is no
//                           game: the saved fields of the set-up's table, setup_fields.h, in its
//                           order, a yes or no in its own words; the last two: South's and
//                           North's level, '-' the default)
//   start <setup's fields>  (only when the start screen is shown over a game that is kept: the
//                           choices on it; the game can still be gone back to)
//   match <17 fields>       (only in a match; the match as it was before this game was counted)
//   review d10.c4!.a-2,-5   (only when the game has a review: game_review.h's text; a damaged
//                           one is left out, with a message, and the rest is read)
//   friend 7h3kq9x2m4ab S   (only in a game played by link: its name and the side this device
//                           plays, friend_link.h)
//   record                  (the rest is the game record; absent: the start screen)
//   [Game "warri"] ...
//
// Version 1 is still read: its setup line has no levels, and its "level medium" line (one level
// for both sides) becomes the set-up's levels.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <variant>

#include "ai/levels.h"
#include "app/model/board/animation.h"
#include "app/model/common/session.h"
#include "app/model/common/url_params.h"
#include "app/model/friend/friend_link.h"
#include "app/model/review/game_review.h"
#include "app/text/i18n.h"
#include "core/game.h"
#include "core/match.h"

namespace mancala::app {

struct Settings {
  std::optional<Language> language;  // absent: the page's or the system's choice
  ThemeChoice theme = ThemeChoice::Classic;
  std::optional<Speed> speed;
  std::optional<bool> sound;
  // One level for every computer side, asked for by the address or the embedding page: for
  // this visit only (not saved; the set-up's levels are).
  std::optional<ai::Level> level;
  // The puzzles solved (their ids, docs/PUZZLES.md), kept with the settings.
  std::set<std::string, std::less<>> solvedPuzzles;
  bool operator==(const Settings&) const = default;
};

struct SavedState {
  static constexpr int kVersion = 2;
  Settings settings;
  SessionSetup setup;
  std::optional<Game> game;  // absent: the start screen was shown, with no game kept
  // The start screen shown over the kept `game`, with these choices on it.
  std::optional<SessionSetup> startChoices;
  std::optional<MatchState> match;   // the match before the current game was counted
  std::optional<GameReview> review;  // of `game`, checked against it
  // A game played by link (friend_link.h): its name, and the side this device plays.
  std::optional<FriendGame> friendGame;  // of `game`
  // Why a saved review was left out (in words), else empty.
  std::string reviewProblem;
  // Why a saved setting (a language, look or speed not known) was left out, else empty.
  std::string settingProblem;
};

std::string writeSavedState(const SavedState& state);
// The state, or what is wrong with the text (in words, in the current language).
std::variant<SavedState, std::string> readSavedState(std::string_view text);

}  // namespace mancala::app
