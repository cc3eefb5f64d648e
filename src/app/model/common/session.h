// What is being played: the game, the match around it, who plays each side. Pure logic on
// top of the rules core, without drawing; the interface and the page API both drive it.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "ai/levels.h"
#include "app/model/games_table/games_table.h"
#include "app/model/words/refusal.h"
#include "core/game.h"
#include "core/match.h"

namespace mancala::app {

enum class PlayerKind : std::uint8_t { Person, Computer };

// The computer's level when none was chosen (a first visit): one that a newcomer can beat.
inline constexpr ai::Level kDefaultLevel = ai::Level::Easy;

struct SessionSetup {
  Variant variant = kFirstGame;
  std::array<PlayerKind, 2> players{PlayerKind::Person, PlayerKind::Person};  // [South, North]
  Player starter = Player::South;
  bool match = false;
  MatchOptions::Length matchLength = MatchOptions::Length::Full;
  int matchGames = 5;                     // for MatchOptions::Length::Games
  bool grandSlamCapturesNothing = false;  // Warri tournament option
  // The computer's level on each side it plays [South, North]; none: kDefaultLevel.
  std::array<std::optional<ai::Level>, 2> levels{};
  bool operator==(const SessionSetup&) const = default;
};

// The computer's level on `p`'s side as every screen shows it: the one chosen, else
// kDefaultLevel.
inline ai::Level levelOf(const SessionSetup& setup, Player p) {
  return setup.levels[static_cast<std::size_t>(index(p))].value_or(kDefaultLevel);
}

// The match length `variant` can have: first to own ten holes only in Adji Kui II.
MatchOptions::Length matchLengthFor(Variant variant, MatchOptions::Length length);
// The rules a game of this set-up is played by.
Rules rulesOf(const SessionSetup& setup);

class Session {
 public:
  Session();

  void start(const SessionSetup& setup);
  // Goes on with a saved or loaded game: `match` as matchForSaving() gave it (a finished game
  // is counted again), or nothing for a single game.
  void resume(const SessionSetup& setup, Game game, std::optional<MatchState> match);
  // The match as it was before the current game was counted, for saving.
  const MatchState* matchForSaving() const {
    return matchBeforeRecord_ ? &*matchBeforeRecord_ : match();
  }
  const SessionSetup& setup() const { return setup_; }
  Variant variant() const { return setup_.variant; }
  const Game& game() const { return game_; }
  const Position& position() const { return game_.position(); }
  const MatchState* match() const { return match_ ? &*match_ : nullptr; }
  PlayerKind kind(Player p) const { return setup_.players[static_cast<std::size_t>(index(p))]; }
  ai::Level level(Player p) const { return levelOf(setup_, p); }
  void setLevels(const std::array<std::optional<ai::Level>, 2>& levels) { setup_.levels = levels; }
  bool computerToMove() const {
    return !game_.over() && kind(position().toMove) == PlayerKind::Computer;
  }
  // The legal moves now, worked out once per position: in Adji Kui II the endless-relay test
  // behind them can take milliseconds, and the interface asks several times a frame.
  const MoveList& legalMoves() const;

  // Why `move` is not legal now, as a value (nothing when it is); moveErrorText words it.
  std::optional<MoveError> checkMove(Move move) const;
  // Plays a move; on an illegal one returns why (an `illegal-move` Refusal) and changes nothing.
  std::optional<Refusal> play(Move move, Trace* trace = nullptr);
  // Why `hole` cannot be sown now, as an `illegal-move` Refusal (nothing when it can).
  std::optional<Refusal> whyNotPlayable(int hole) const;
  bool canUndo() const;
  void undo();  // back to the last position where a person was to move
  bool canRedo() const { return game_.canRedo(); }
  bool redo(Trace* trace = nullptr);

  // Between games of a match: the game is over and the match goes on.
  bool betweenGames() const;
  bool matchOver() const { return match_ && match_->over; }
  // The purchase due before the next Adji Kui II game, if any.
  std::optional<Purchase> purchaseDue() const;
  // The holes chosen so far by the buyer (toggle with choosePurchaseHole).
  const std::vector<int>& purchaseChoice() const { return purchaseChoice_; }
  // Refused: no purchase due, a hole of the buyer's own row, one too many chosen.
  std::optional<Refusal> choosePurchaseHole(int hole);
  void setPurchaseChoice(std::vector<int> holes) { purchaseChoice_ = std::move(holes); }
  // The choice made when the buyer does not choose (the engine protocol's default).
  std::vector<int> defaultPurchaseChoice() const;
  // The choice of a computer buyer, by its level (ai::choosePurchase).
  std::vector<int> computerPurchaseChoice() const;
  // The owners the next game would have with the current choice (Adji Kui II).
  std::uint16_t nextOwners() const;
  // Starts the next game with `holes` bought. Without them: the holes chosen on the board, a
  // computer buyer's choice by its level, or none when no purchase is due; a person who has
  // not chosen yet is asked to, unless `defaultForPerson` (the page API), who then buys the
  // default holes.
  // Refused: no match, the match's own refusal (`bad-purchase`), holes still to choose.
  std::optional<Refusal> nextGame(std::optional<std::vector<int>> holes = std::nullopt,
                                  bool defaultForPerson = false);

  std::string stateJson() const;
  // The moves in notation, numbered in pairs: "1. c D 2. a F".
  std::string moveText() const;

 private:
  void afterMove();
  // The game changed: the legal moves are worked out again when next asked for.
  void forgetLegalMoves() { legalCached_ = false; }

  SessionSetup setup_;
  Game game_;
  std::optional<MatchState> match_;
  std::optional<MatchState> matchBeforeRecord_;  // to take back the last move of a game
  std::vector<int> purchaseChoice_;
  mutable MoveList legalCache_;
  mutable bool legalCached_ = false;
};

}  // namespace mancala::app
