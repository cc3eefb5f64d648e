// The page's address as the app's input: query parameters (?game=warri&lang=fr...) and the share
// link's fragment (#r=<record> or #p=<position>). Pure parsing, no browser: the shell hands the
// raw strings over, and the desktop accepts the same text with --params.
//
//   The game's set-up, in the names of the set-up's table (setup_fields.h): game, south, north
//   (person|computer), level (both sides, for this visit), south-level, north-level, starter
//   (S|N), match (0|1), length (full|ten-holes|games), games (1-15), slam-captures-nothing,
//   friend (S|N: the start screen offers a friend by link, this device playing that side)
//   lang=en|fr|es|it   theme=classic|light|auto|contrast   sound=0|1 (on|off)   motion=reduce|full
//   accent=<#rgb, #rrggbb or rgb(r, g, b)>   (the primary button and the focus ring: look.h)
//   record=<record text, URL-encoded>   position=<12 counts>:<S|N>[:<south>,<north> captured]
//   parentOrigin=<https://museum.example>   (embedding: where messages go and come from)
//   slot=<name>   (embedding: the frame's own save, so that frames of one page keep apart)
//
// A bad value is left out and described in `errors` (one sentence each, in the current
// language); everything else still applies.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/levels.h"
#include "app/model/common/command.h"
#include "app/model/common/session.h"
#include "app/model/formats/look.h"
#include "app/text/i18n.h"
#include "core/game.h"

namespace mancala::app {

std::string_view themeName(ThemeChoice t);  // "classic", "contrast", "light", "auto"
std::optional<ThemeChoice> parseTheme(std::string_view s);

struct UrlParams {
  SetupFields setup;  // the game asked for (the set-up's table reads it, setup_fields.h)
  std::optional<Language> language;
  std::optional<ThemeChoice> theme;
  std::optional<Rgb> accent;  // read, not yet checked against the looks (look.h)
  std::optional<bool> sound;
  std::optional<bool> myGames;  // my-games=on: a frame keeps My games too (the page allows it)
  std::optional<bool> reducedMotion;
  std::optional<std::string> record;  // decoded record text (not yet checked: see readRecord)
  std::optional<Position> position;   // a set-up position, checked
  std::optional<std::string> review;  // a share link's review (v=, not yet checked: readReview)
  std::string parentOrigin;           // as given; the shell decides whether to trust it
  std::string slot;                   // 1 to 24 of A-Z a-z 0-9 - _; empty: none
  std::vector<std::string> errors;    // what was wrong, one sentence per parameter

  // Anything that asks for a particular game (so a saved game in progress is not resumed).
  bool asksForGame() const {
    return setup.game || record || position || setup.south || setup.north;
  }
};

// "game=warri&lang=fr" (a leading '?' is allowed). Unknown parameters are ignored, so that a
// host page may add its own.
UrlParams parseUrlParams(std::string_view query);
// The fragment of a share link, "r=<record>" or "p=<position>" (a leading '#' is allowed);
// merged into `params` (the fragment wins over the query).
void parseFragment(std::string_view fragment, UrlParams& params);

// Percent-decoding; '+' is a space in a query. Nothing on a malformed escape.
std::optional<std::string> percentDecode(std::string_view text, bool plusIsSpace);
// Encodes everything but A-Z a-z 0-9 - _ . ~ (like encodeURIComponent, minus ! ' ( ) *).
std::string percentEncode(std::string_view text);

// "4,4,4,4,4,4,4,4,4,4,4,4:S" or with the captures "0,0,...:N:20,12": counts plus captures
// must total 48. Returns the position, or an error in words.
std::optional<Position> parsePositionText(std::string_view text, std::string* error);
std::string positionText(const Position& pos);

// The fragment of a share link that reopens `game` ("r=" + the encoded record), with its review
// ("&v=" + game_review.h's text) when there is one.
std::string shareFragment(const Game& game, const std::string& review = {});

// The page's address as it follows the game being played, so that a reload, a bookmark or a
// copied address brings this game back: query without '?', fragment without '#'.
struct GameAddress {
  std::string query;
  std::string fragment;
  bool operator==(const GameAddress&) const = default;
};
// What the address is made of now.
struct AddressParts {
  const SessionSetup* setup = nullptr;  // the game being played; none: the start screen
  const Game* game = nullptr;           // its moves, as a share link's fragment (none yet: none)
  Language language = Language::English;
  ThemeChoice theme = ThemeChoice::Classic;
  bool sound = true;
  std::string review{};  // the game's review as text, if any (game_review.h)
};
// `startQuery` (the page's query at start-up) less the parameters that choose a game (the set-up's
// fields that the address follows, by any of their names, record, position), then this game's,
// from the set-up's table: game, the players, the other fields that are not their default (
// starter=N, match=1 and a match's length and games, slam-captures-nothing=1 in Warri), the
// computer's level (level, or south-level and north-level when two computers' differ). The other
// parameters stay as the page gave them (friend, parentOrigin, a host page's own), those of a
// setting with their value now (lang, theme, sound).
GameAddress gameAddress(std::string_view startQuery, const AddressParts& now);

}  // namespace mancala::app
