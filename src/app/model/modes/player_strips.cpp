#include "app/model/modes/player_strips.h"

#include "app/model/modes/app_model.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {
namespace {

std::size_t at(Player p) { return static_cast<std::size_t>(index(p)); }

std::string computerName(ai::Level level) {
  return trf("Computer \u00b7 {0}", {tr(std::string(ai::levelName(level)))});
}

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
    const bool you = here == p;
    if (you) {
      s.name = tr("You");
    } else if (f.mine) {
      s.name = tr("Your friend");
    } else if (f.kinds[at(p)] == PlayerKind::Computer) {
      s.name = computerName(f.levels[at(p)]);
      s.shortName = tr("Computer");
    } else {
      s.name = sideName(p);  // two people on one device
    }
    if (s.shortName.empty()) s.shortName = s.name;
    if (s.name != sideName(p)) s.sideName = sideName(p);
    s.captured = f.shown.captured[at(p)];
    s.capturedText = trnf("{0} seed captured", "{0} seeds captured",
                          static_cast<unsigned long>(s.captured), {std::to_string(s.captured)});
    s.state = stateOf(f, p);
    switch (s.state) {
      case StripState::Waiting:
      case StripState::Lost: break;
      case StripState::ToMove:
        s.stateText = you ? tr("Your turn") : trc("a player's strip: the side to move", "To move");
        break;
      case StripState::Thinking:
        s.stateText = trc("a player's strip: the computer searches its move", "Thinking");
        break;
      case StripState::Won:
        s.stateText = trc("a player's strip: the game's winner", "Winner");
        break;
      case StripState::Drawn:
        s.stateText = trc("a player's strip: the game's result", "Draw");
        break;
    }
  }
  return strips;
}

std::string turnLine(const StripFacts& f) {
  if (f.shown.over()) return resultTitle(f);
  if (f.sowing) return "";
  const Player p = f.shown.toMove;
  if (personHere(f.kinds, f.mine) == p) return tr("Your turn");
  if (f.mine) return tr("Your friend's turn");
  if (f.kinds[at(p)] == PlayerKind::Computer)
    return f.thinking ? tr("The computer is thinking") : tr("The computer's turn");
  return trf("{0} to move", {sideName(p)});
}

std::string resultTitle(const StripFacts& f) {
  const Outcome o = f.shown.outcome();
  if (o == Outcome::None) return "";
  if (o == Outcome::Draw) return trc("the result card's title", "Draw");
  if (const auto won = youWon(f))
    return *won ? tr("You win!") : f.mine ? tr("Your friend wins") : tr("The computer wins");
  return o == Outcome::SouthWins ? tr("South wins") : tr("North wins");
}

std::optional<bool> youWon(const StripFacts& f) {
  const Outcome o = f.shown.outcome();
  const std::optional<Player> here = personHere(f.kinds, f.mine);
  if (o == Outcome::None || o == Outcome::Draw || !here) return std::nullopt;
  return (o == Outcome::SouthWins) == (*here == Player::South);
}

std::string resultReason(const StripFacts& f) {
  const Position& pos = f.shown;
  const std::optional<Player> here = personHere(f.kinds, f.mine);
  const auto you = [&](Player p) { return here == p; };
  // A side in the third person: "The computer" against a person, "Your friend", else its name.
  const auto third = [&](Player p) {
    if (f.mine) return std::string(tr("Your friend"));
    if (f.kinds[at(p)] == PlayerKind::Computer && f.kinds[at(opponent(p))] == PlayerKind::Person)
      return std::string(tr("The computer"));
    return sideName(p);
  };
  switch (pos.reason) {
    case EndReason::Majority: {
      const Player w = pos.captured[0] >= pos.captured[1] ? Player::South : Player::North;
      return you(w) ? tr("You captured 25 seeds or more: more than half of the 48.")
                    : trf("{0} captured 25 seeds or more: more than half of the 48.", {third(w)});
    }
    case EndReason::Starved: {  // the side to move had no seed: the other took the rest
      const Player stuck = pos.toMove;
      if (you(stuck))
        return tr(
            "You had no seed left to sow, so the seeds left on the board went to your "
            "opponent.");
      if (you(opponent(stuck)))
        return tr(
            "Your opponent had no seed left to sow, so the seeds left on the board went to "
            "you.");
      return trf("{0} had no seed left to sow, so the seeds left on the board went to {1}.",
                 {third(stuck), sideName(opponent(stuck))});
    }
    case EndReason::CannotFeed: {  // the side to move could not feed: it took the rest
      const Player taker = pos.toMove;
      if (you(taker))
        return tr(
            "Your opponent had no seeds and no move of yours could give them one, so the "
            "seeds left on the board went to you.");
      if (you(opponent(taker)))
        return tr(
            "You had no seeds and no move of your opponent's could give you one, so the "
            "seeds left on the board went to your opponent.");
      return trf(
          "{0} had no seeds and no move of {1}'s could give them one, so the seeds left on "
          "the board went to {1}.",
          {sideName(opponent(taker)), sideName(taker)});
    }
    default: return endReason(pos);
  }
}

std::string resultLine(const StripFacts& f) {
  return resultTitle(f) + "  " + resultScore(playerStrips(f));
}

std::string resultScore(const std::array<PlayerStrip, 2>& s) {
  // The two counts side by side, as a scoreboard has them: "You 27 – 21 Computer · Easy".
  // TRANSLATORS: {0} and {3} are the players' names, {1} and {2} their seeds.
  return trf("{0} {1} \u2013 {2} {3}",
             {s[0].name, std::to_string(s[0].captured), std::to_string(s[1].captured), s[1].name});
}

StripFacts stripFacts(const AppModel& model, double now) {
  const Session& s = model.session();
  StripFacts f;
  for (Player p : {Player::South, Player::North}) {
    f.kinds[at(p)] = s.kind(p);
    f.levels[at(p)] = s.level(p);
  }
  if (model.friends().game()) f.mine = model.friends().game()->mine;
  f.shown = model.board().shown(now);
  f.sowing = model.board().moving(now);
  f.thinking = model.standing().computerThinking && !f.sowing;
  return f;
}

}  // namespace mancala::app
