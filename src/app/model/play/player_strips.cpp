#include "app/model/play/player_strips.h"

#include "app/model/words/words.h"

namespace mancala::app {
namespace {

std::size_t at(Player p) { return static_cast<std::size_t>(index(p)); }

StripState stateOf(const StripFacts& f, Player p) {
  const Position& pos = f.shown;
  if (pos.over()) {
    switch (pos.outcome()) {
      case Outcome::SouthWins: return p == Player::South ? StripState::Won : StripState::Lost;
      case Outcome::NorthWins: return p == Player::North ? StripState::Won : StripState::Lost;
      case Outcome::Draw:
      case Outcome::None: return StripState::Drawn;
    }
  }
  if (f.sowing || pos.toMove != p) return StripState::Waiting;
  return f.thinking && f.kinds[at(p)] == PlayerKind::Computer ? StripState::Thinking
                                                              : StripState::ToMove;
}

// Who `p` is on its strip.
Seat seatOf(const StripFacts& f, std::optional<Player> here, Player p) {
  if (here == p) return Seat::You;
  if (f.mine) return Seat::Friend;
  return f.kinds[at(p)] == PlayerKind::Computer ? Seat::Computer : Seat::Side;
}

// How a sentence names `p` in the third person: "Your friend" in a game by link, "The computer"
// against a person, else its side.
Seat thirdOf(const StripFacts& f, Player p) {
  if (f.mine) return Seat::Friend;
  if (f.kinds[at(p)] == PlayerKind::Computer && f.kinds[at(opponent(p))] == PlayerKind::Person)
    return Seat::Computer;
  return Seat::Side;
}

TurnSaid turnSaid(const StripFacts& f) {
  const Player p = f.shown.toMove;
  if (personHere(f.kinds, f.mine) == p) return TurnSaid::You;
  if (f.mine) return TurnSaid::Friend;
  if (f.kinds[at(p)] == PlayerKind::Computer)
    return f.thinking ? TurnSaid::ComputerThinking : TurnSaid::Computer;
  return TurnSaid::Side;
}

}  // namespace

std::optional<Player> personHere(const std::array<PlayerKind, 2>& kinds,
                                 std::optional<Player> mine) {
  if (mine) return mine;
  const bool south = kinds[0] == PlayerKind::Person, north = kinds[1] == PlayerKind::Person;
  if (south == north) return std::nullopt;  // two people on one device, or none
  return south ? Player::South : Player::North;
}

Player nearSide(const std::array<PlayerKind, 2>& kinds, std::optional<Player> mine) {
  return personHere(kinds, mine).value_or(Player::South);
}

std::array<PlayerStrip, 2> playerStrips(const StripFacts& f) {
  const std::optional<Player> here = personHere(f.kinds, f.mine);
  std::array<PlayerStrip, 2> strips;
  for (Player p : {Player::South, Player::North}) {
    PlayerStrip& s = strips[at(p)];
    s.side = p;
    s.seat = seatOf(f, here, p);
    s.level = f.levels[at(p)];
    s.name = stripName(s.seat, p, s.level);
    s.shortName = stripShortName(s.seat, p, s.level);
    if (s.seat != Seat::Side) s.sideName = sideName(p);
    s.captured = f.shown.captured[at(p)];
    s.capturedText = capturedText(s.captured);
    s.state = stateOf(f, p);
    s.stateText = stripStateText(s.state, s.seat == Seat::You);
  }
  return strips;
}

std::string turnLine(const StripFacts& f) {
  if (f.shown.over()) return resultTitle(f);
  if (f.sowing) return "";
  return turnText(turnSaid(f), f.shown.toMove);
}

ResultSaid resultSaid(const StripFacts& f) {
  const Outcome o = f.shown.outcome();
  if (o == Outcome::None) return ResultSaid::None;
  if (o == Outcome::Draw) return ResultSaid::Draw;
  if (const auto won = youWon(f))
    return *won ? ResultSaid::YouWin : f.mine ? ResultSaid::FriendWins : ResultSaid::ComputerWins;
  return o == Outcome::SouthWins ? ResultSaid::SouthWins : ResultSaid::NorthWins;
}

std::string resultTitle(const StripFacts& f) { return resultTitleText(resultSaid(f)); }

std::optional<bool> youWon(const StripFacts& f) {
  const Outcome o = f.shown.outcome();
  const std::optional<Player> here = personHere(f.kinds, f.mine);
  if (o == Outcome::None || o == Outcome::Draw || !here) return std::nullopt;
  return (o == Outcome::SouthWins) == (*here == Player::South);
}

std::optional<EndSaid> endSaid(const StripFacts& f) {
  const Position& pos = f.shown;
  EndSaid said;
  said.reason = pos.reason;
  switch (pos.reason) {
    case EndReason::Majority:
      said.side = pos.captured[0] >= pos.captured[1] ? Player::South : Player::North;
      break;
    case EndReason::Starved:     // the side to move had no seed: the other took the rest
    case EndReason::CannotFeed:  // the side to move could not feed: it took the rest
      said.side = pos.toMove;
      break;
    default: return std::nullopt;
  }
  if (const std::optional<Player> here = personHere(f.kinds, f.mine))
    said.sideIsYou = *here == said.side;
  said.third = thirdOf(f, said.side);
  return said;
}

std::string resultReason(const StripFacts& f) {
  const auto said = endSaid(f);
  return said ? endSaidText(*said) : endReason(f.shown);
}

std::string resultLine(const StripFacts& f) {
  return resultTitle(f) + "  " + resultScore(playerStrips(f));
}

std::string resultScore(const std::array<PlayerStrip, 2>& s) {
  return scoreText(s[0].name, s[0].captured, s[1].captured, s[1].name);
}

StripFacts stripFacts(const Session& session, const FriendPlay& friends, const BoardTable& board,
                      bool thinking, double now) {
  StripFacts f;
  for (Player p : {Player::South, Player::North}) {
    f.kinds[at(p)] = session.kind(p);
    f.levels[at(p)] = session.level(p);
  }
  if (friends.game()) f.mine = friends.game()->mine;
  f.shown = board.shown(now);
  f.sowing = board.moving(now);
  f.thinking = thinking && !f.sowing;
  return f;
}

}  // namespace mancala::app
