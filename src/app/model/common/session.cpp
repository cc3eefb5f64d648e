#include "app/model/common/session.h"

#include <algorithm>

#include "app/model/games_table/games_table.h"
#include "core/state_json.h"

namespace mancala::app {
MatchOptions::Length matchLengthFor(Variant variant, MatchOptions::Length length) {
  // Only a game whose matches buy holes has holes to own.
  if (!gameInfo(variant).buysHoles && length == MatchOptions::Length::FirstToTenHoles)
    return MatchOptions::Length::Full;
  return length;
}

Rules rulesOf(const SessionSetup& s) {
  Rules r;
  r.variant = s.variant;
  r.grandSlamCapturesNothing = gameInfo(s.variant).tournamentRule && s.grandSlamCapturesNothing;
  return r;
}

namespace {}  // namespace

Session::Session() { start(SessionSetup{}); }

const MoveList& Session::legalMoves() const {
  if (!legalCached_) {
    legalCache_ = game_.legalMoves();
    legalCached_ = true;
  }
  return legalCache_;
}

void Session::start(const SessionSetup& setup) {
  forgetLegalMoves();
  setup_ = setup;
  matchBeforeRecord_.reset();
  purchaseChoice_.clear();
  if (setup.match) {
    MatchOptions options;
    options.length = matchLengthFor(setup.variant, setup.matchLength);
    options.games = setup.matchGames;
    options.firstStarter = setup.starter;
    match_ = newMatch(setup.variant, options);
    game_ = Game(rulesOf(setup), currentGameStart(*match_));
  } else {
    match_.reset();
    game_ = Game(rulesOf(setup), startPosition(setup.starter));
  }
}

void Session::resume(const SessionSetup& setup, Game game, std::optional<MatchState> match) {
  setup_ = setup;
  setup_.variant = game.variant();
  setup_.match = match.has_value();
  setup_.grandSlamCapturesNothing = game.rules().grandSlamCapturesNothing;
  matchBeforeRecord_.reset();
  purchaseChoice_.clear();
  match_ = std::move(match);
  game_ = std::move(game);
  forgetLegalMoves();
  afterMove();
}

std::optional<MoveError> Session::checkMove(Move move) const {
  if (legalMoves().contains(move)) return std::nullopt;  // cached: the common case costs nothing
  return game_.checkMove(move);
}

std::optional<Refusal> Session::whyNotPlayable(int hole) const {
  if (game_.over()) return moveRefusal({MoveErrorCode::GameOver, kNoMove, position().toMove});
  if (hole < 0 || hole >= kHoles)
    return moveRefusal({MoveErrorCode::NoSuchHole, kNoMove, position().toMove});
  if (auto why = checkMove(static_cast<Move>(hole))) return moveRefusal(*why);
  return std::nullopt;
}

std::optional<Refusal> Session::play(Move move, Trace* trace) {
  if (auto why = checkMove(move)) return moveRefusal(*why);
  if (!game_.play(move, trace))
    return moveRefusal({MoveErrorCode::GameOver, move, position().toMove});
  forgetLegalMoves();
  afterMove();
  return std::nullopt;
}

void Session::afterMove() {
  if (game_.over() && match_ && !match_->gameRecorded) {
    matchBeforeRecord_ = *match_;
    recordGame(*match_, position());
    purchaseChoice_.clear();
  }
}

bool Session::canUndo() const { return game_.canUndo(); }

void Session::undo() {
  if (!game_.canUndo()) return;
  if (game_.over() && matchBeforeRecord_) {
    match_ = *matchBeforeRecord_;
    matchBeforeRecord_.reset();
    purchaseChoice_.clear();
  }
  game_.undo();
  forgetLegalMoves();
  // Back to a position where a person chooses: skip the computer's replies and forced passes.
  const bool anyPerson =
      kind(Player::South) == PlayerKind::Person || kind(Player::North) == PlayerKind::Person;
  while (anyPerson && game_.canUndo() &&
         (kind(position().toMove) == PlayerKind::Computer || legalMoves().contains(kPass))) {
    game_.undo();
    forgetLegalMoves();
  }
}

bool Session::redo(Trace* trace) {
  if (!game_.redo(trace)) return false;
  forgetLegalMoves();
  afterMove();
  return true;
}

bool Session::betweenGames() const {
  return match_ && game_.over() && match_->gameRecorded && !match_->over;
}

std::optional<Purchase> Session::purchaseDue() const {
  if (!betweenGames()) return std::nullopt;
  return match_->purchase;
}

std::optional<Refusal> Session::choosePurchaseHole(int hole) {
  const auto due = purchaseDue();
  if (!due) return Refusal{RefusalCode::NoPurchaseDue, {}};
  if (hole < 0 || hole >= kHoles || rowOf(hole) == due->buyer)
    return Refusal{RefusalCode::BuysOtherRow, {std::string(1, playerLetter(due->buyer))}};
  auto it = std::find(purchaseChoice_.begin(), purchaseChoice_.end(), hole);
  if (it != purchaseChoice_.end()) {
    purchaseChoice_.erase(it);
    return std::nullopt;
  }
  if (static_cast<int>(purchaseChoice_.size()) >= due->count) {
    if (due->count == 1) {
      purchaseChoice_.clear();
    } else {
      return Refusal{RefusalCode::TooManyBought, {std::to_string(due->count)}};
    }
  }
  purchaseChoice_.push_back(hole);
  return std::nullopt;
}

std::vector<int> Session::defaultPurchaseChoice() const {
  if (!purchaseDue()) return {};
  return defaultPurchase(*match_);
}

std::vector<int> Session::computerPurchaseChoice() const {
  const auto due = purchaseDue();
  if (!due) return {};
  // Seeded by the game's number: the same match gives the same choice when replayed.
  return ai::choosePurchase(*match_, level(due->buyer), static_cast<std::uint64_t>(match_->game));
}

std::uint16_t Session::nextOwners() const {
  std::uint16_t owners = kDefaultNorthOwned;
  if (const auto due = purchaseDue()) {
    for (int h : purchaseChoice_) {
      if (due->buyer == Player::North)
        owners = static_cast<std::uint16_t>(owners | (1u << h));
      else
        owners = static_cast<std::uint16_t>(owners & ~(1u << h));
    }
  }
  return owners;
}

std::optional<Refusal> Session::nextGame(std::optional<std::vector<int>> holes,
                                         bool defaultForPerson) {
  if (!match_) return Refusal{RefusalCode::NoMatch, {}};
  if (match_->over) return purchaseRefusal({MatchErrorCode::MatchOver});
  if (!betweenGames()) return purchaseRefusal({MatchErrorCode::GameNotOver});
  std::vector<int> bought;
  if (holes) {
    bought = *holes;
  } else if (const auto due = purchaseDue(); due && due->count > 0) {
    if (static_cast<int>(purchaseChoice_.size()) == due->count)
      bought = purchaseChoice_;
    else if (kind(due->buyer) == PlayerKind::Computer)
      bought = computerPurchaseChoice();
    else if (defaultForPerson)
      bought = defaultPurchaseChoice();
    else
      return Refusal{RefusalCode::HolesToChoose,
                     {std::string(1, playerLetter(due->buyer)), std::to_string(due->count)}};
  }
  if (auto error = startNextGame(*match_, bought)) return purchaseRefusal(*error);
  game_ = Game(rulesOf(setup_), currentGameStart(*match_));
  forgetLegalMoves();
  matchBeforeRecord_.reset();
  purchaseChoice_.clear();
  return std::nullopt;
}

std::string Session::stateJson() const {
  return mancala::stateJson(variant(), position(), match());
}

std::string Session::moveText() const {
  std::string text;
  const auto& moves = game_.moves();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (i % 2 == 0) {
      if (i) text += ' ';
      text += std::to_string(i / 2 + 1) + ".";
    }
    text += ' ';
    text += moveLetter(moves[i]);
  }
  return text;
}

}  // namespace mancala::app
