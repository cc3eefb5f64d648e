#include "app/model/words/play/announcer.h"

#include "app/model/games_table/games_table.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {
namespace {

std::string letter(int hole) { return std::string(1, holeLetter(hole)); }

}  // namespace

std::string describeMove(Variant variant, const Position& before, Move move, const Trace& trace,
                         const Position& after) {
  (void)variant;
  const Player mover = before.toMove;
  std::string text;
  auto add = [&](const std::string& sentence) {
    if (sentence.empty()) return;
    if (!text.empty()) text += ' ';
    text += sentence;
  };
  if (move == kPass) {
    add(trf("{0} has no playable hole and passes.", {sideName(mover)}));
  } else {
    int lastSown = -1;
    int laps = 0;
    std::string sowing = trf(
        "{0} sows {1}: {2}",
        {sideName(mover), letter(move), seedCount(before.seeds[static_cast<std::size_t>(move)])});
    std::string relays;
    for (const TraceEvent& e : trace) {
      if (e.kind == TraceEvent::Kind::Sow) lastSown = e.hole;
      if (e.kind == TraceEvent::Kind::Relay) {
        ++laps;
        relays += ' ';
        relays += trf("Relay from {0} with {1}.", {letter(e.hole), seedCount(e.count)});
      }
    }
    if (lastSown >= 0 && laps == 0)
      sowing += trf(", the last one in {0}.", {letter(lastSown)});
    else if (lastSown >= 0) {
      sowing += '.';
      sowing += relays;
      sowing += ' ';
      sowing += trf("The last seed falls in {0}.", {letter(lastSown)});
    } else
      sowing += ".";
    add(sowing);
    int captured = 0;
    std::string holes;
    for (const TraceEvent& e : trace) {
      if (e.kind != TraceEvent::Kind::Capture) continue;
      captured += e.count;
      if (!holes.empty()) holes += ", ";
      holes += letter(e.hole);
    }
    if (captured > 0)
      add(trf("{0} captures {1} from {2}.", {sideName(mover), seedCount(captured), holes}));
  }
  for (const TraceEvent& e : trace)
    if (e.kind == TraceEvent::Kind::ExtraTurn)
      add(trf("Grand slam: {0} captured every seed the opponent had and plays again.",
              {sideName(e.player)}));
  // A pass forced on the next player is its own move; the next player is named here.
  if (after.over()) {
    add(describeResult(after));
  } else {
    add(trf("Score: {0} {1}, {2} {3}.",
            {sideName(Player::South), std::to_string(after.captured[0]), sideName(Player::North),
             std::to_string(after.captured[1])}));
    add(trf("{0} to move.", {sideName(after.toMove)}));
  }
  return text;
}

std::string describeResult(const Position& finished) {
  const std::string score =
      trf("{0} {1}, {2} {3}", {sideName(Player::South), std::to_string(finished.captured[0]),
                               sideName(Player::North), std::to_string(finished.captured[1])});
  std::string who;
  switch (finished.outcome()) {
    case Outcome::SouthWins: who = trf("{0} wins.", {sideName(Player::South)}); break;
    case Outcome::NorthWins: who = trf("{0} wins.", {sideName(Player::North)}); break;
    case Outcome::Draw: who = tr("It is a draw."); break;
    case Outcome::None: break;
  }
  std::string text = trf("Game over. {0}: {1}", {score, who});
  const std::string reason = endReason(finished);
  if (!reason.empty()) {
    text += ' ';
    text += reason;
  }
  return text;
}

std::string describeNewGame(Variant variant, const Position& start, bool southIsComputer,
                            bool northIsComputer) {
  std::string text = trf("New game of {0}.", {std::string(variantTitle(variant))});
  const bool computer = start.toMove == Player::South ? southIsComputer : northIsComputer;
  text += ' ';
  text += computer ? trf("{0} (computer) to move.", {sideName(start.toMove)})
                   : trf("{0} to move.", {sideName(start.toMove)});
  if (southIsComputer != northIsComputer)
    text += ' ' + trf("You play {0}.", {sideName(southIsComputer ? Player::North : Player::South)});
  return text;
}

std::string describeBoard(const Position& pos) {
  std::string text;
  for (int h = 0; h < kHoles; ++h)
    text += trf("{0}: {1}. ", {std::string(1, holeLetter(h)),
                               std::to_string(pos.seeds[static_cast<std::size_t>(h)])});
  text +=
      trf("Score: {0} {1}, {2} {3}.", {sideName(Player::South), std::to_string(pos.captured[0]),
                                       sideName(Player::North), std::to_string(pos.captured[1])});
  if (!pos.over()) {
    text += ' ';
    text += trf("{0} to move.", {sideName(pos.toMove)});
  }
  return text;
}

std::string storeSentence(Variant variant, const Position& pos, Player p) {
  const std::string seeds = seedCount(pos.captured[static_cast<std::size_t>(index(p))]);
  return gameInfo(variant).storeBowls ? trf("{0}'s captured seeds: {1}.", {sideName(p), seeds})
                                      : trf("{0}'s store: {1}.", {sideName(p), seeds});
}

std::string gameStandingText(const Position& pos, std::size_t moves) {
  if (pos.over()) return describeResult(pos);
  return trnf("{0} move played. {1} to move.", "{0} moves played. {1} to move.", moves,
              {std::to_string(moves), sideName(pos.toMove)});
}

std::string matchStandingText(const MatchState& m) {
  return !m.over ? trf("Games won: South {0} \u2013 North {1}",
                       {std::to_string(m.wins[0]), std::to_string(m.wins[1])}) +
                       "."
         : m.winner == Outcome::SouthWins ? std::string(tr("South wins the match."))
         : m.winner == Outcome::NorthWins ? std::string(tr("North wins the match."))
                                          : std::string(tr("The match is drawn."));
}

std::string recordLoadedText(const Position& pos, std::size_t moves) {
  return pos.over() ? trf("Game record loaded. {0}", {describeResult(pos)})
                    : trnf("Game record loaded: {0} move. {1} to move.",
                           "Game record loaded: {0} moves. {1} to move.", moves,
                           {std::to_string(moves), sideName(pos.toMove)});
}

std::string positionOpenedText(const Position& pos) {
  return trf("Position opened. {0}",
             {pos.over() ? describeResult(pos) : trf("{0} to move.", {sideName(pos.toMove)})});
}

std::string moveTakenBackText(Player toMove) {
  return trf("Move taken back. {0} to move.", {sideName(toMove)});
}

std::string backToGameSaid(const std::string& standing) {
  return trf("Back to the game. {0}", {standing});
}

std::string backToPreviousGameSaid(const std::string& standing) {
  return trf("Back to the previous game. {0}", {standing});
}

}  // namespace mancala::app
