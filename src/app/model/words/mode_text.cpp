#include "app/model/words/mode_text.h"

#include <utility>

#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string reviewingText(std::size_t done, std::size_t total) {
  return trf("Reviewing the game: {0} of {1} positions.",
             {std::to_string(done), std::to_string(total)});
}

std::string reviewStoppedText(std::size_t done, std::size_t total) {
  return trf("Review stopped: {0} of {1} positions.",
             {std::to_string(done), std::to_string(total)});
}

std::string reviewDoneText() { return tr("Review done."); }

std::string playingFromText(std::size_t move, Player toMove) {
  return trf("Playing from before move {0}: {1} to move.",
             {std::to_string(move), sideName(toMove)});
}

std::string tryAgainText(Player mover, Move played) {
  return trf("Try again: find a better move for {0} than {1}.",
             {sideName(mover), std::string(1, moveLetter(played))});
}

std::string betterMoveText(Move better) {
  return trf("The better move: {0}.", {std::string(1, moveLetter(better))});
}

std::string noMoreMistakesText(bool none, bool forward) {
  if (none) return tr("No mistakes to learn from.");
  return forward ? tr("That was the last mistake.") : tr("That was the first mistake.");
}

namespace {

std::string letter(Move m) { return std::string(1, moveLetter(m)); }

// The reply from `p` that captures the most at once, and how many it captures (0: none does).
std::pair<Move, int> biggestCapture(const Rules& rules, const Position& p) {
  std::pair<Move, int> best{kNoMove, 0};
  if (p.over()) return best;
  for (Move m : legalMoves(rules, p)) {
    if (m == kPass) continue;
    Position after = p;
    const int captured = applyMove(rules, after, m);
    if (captured > best.second) best = {m, captured};
  }
  return best;
}

}  // namespace

std::string tryAnswer(const Game& game, std::size_t i, Move tried, Move better) {
  const Rules& rules = game.rules();
  Position p = game.history()[i];
  const Player mover = p.toMove;
  const int captured = applyMove(rules, p, tried);
  if (tried == better) {
    std::string text = trf("Yes: {0} is the better move.", {letter(tried)});
    if (captured > 0)
      text += ' ' + trnf("It captures {0} seed.", "It captures {0} seeds.",
                         static_cast<unsigned long>(captured), {std::to_string(captured)});
    return text;
  }
  if (tried == game.moves()[i]) return tr("That is the move played: find a better one.");
  if (p.toMove != mover) {
    if (const auto [reply, seeds] = biggestCapture(rules, p); seeds > 0)
      return trnf("Not this one: after {0}, {1} can sow {2} and capture {3} seed.",
                  "Not this one: after {0}, {1} can sow {2} and capture {3} seeds.",
                  static_cast<unsigned long>(seeds),
                  {letter(tried), sideName(p.toMove), letter(reply), std::to_string(seeds)});
  }
  return trf("Not this one: {0} is not the better move here. Try again.", {letter(tried)});
}

std::string lessonStepText(const std::string& played, std::string_view title, int step, int steps,
                           std::string_view caption, const StepEnding& ending) {
  std::string text = played;
  text += std::string(tr(title)) + ". " +
          trf("Step {0} of {1}", {std::to_string(step), std::to_string(steps)}) + ". " +
          tr(caption);
  if (ending.waiting) {
    text += ' ';
    text +=
        ending.pass ? tr("Your move: press Pass.") : tr("Your move: choose the hole on the board.");
  } else if (ending.atEnd) {
    text += ' ';
    text += ending.nextTitle ? trf("End of the lesson. Next lesson: {0}.", {tr(*ending.nextTitle)})
                             : tr("End of the lesson, and the last one.");
  }
  return text;
}

std::string notTheLessonMoveText(Move move, const std::string& whatItDoes) {
  return trf("{0} is not this lesson's move. Played, it would go like this: {1}",
             {move == kPass ? tr("A pass") : trf("Hole {0}", {std::string(1, moveLetter(move))}),
              whatItDoes});
}

std::string tryAgainOrShowMeText() { return tr("Try again, or press Show me."); }

std::string sentLinkText(Player mine, std::optional<Player> acting) {
  const Player other = opponent(mine);
  return acting && *acting == other
             ? trf("This link is the one you sent: it is {0}'s turn on your friend's device.",
                   {sideName(other)})
             : trf("This link is the one you sent to {0}: this device plays {1}.",
                   {sideName(other), sideName(mine)});
}

std::string olderLinkText() {
  return tr("This link is not the latest move of this game: this device has seen a later one.");
}

std::string goToLatestText() { return tr("Press \u201cGo to the latest move\u201d to see it."); }

std::string otherGameLinkText() {
  return tr(
      "This link does not continue the game this device has seen under its name, so it was "
      "not opened.");
}

std::string otherMoveLinkText() {
  return tr(
      "This link goes on from another move made on this device (in another tab, say) than the "
      "last one it kept: the game goes on from the link.");
}

std::string linkOpenedText(const std::string& told) { return trf("Link opened: {0}", {told}); }

std::string sendLinkText(Player mine) {
  return trf("Send the link to {0}.", {sideName(opponent(mine))});
}

std::string yourLinkTurnText(Player mine) {
  return trf("Your turn: you play {0}.", {sideName(mine)});
}

std::string linkCopiedText(Player mine, bool copied) {
  return copied ? trf("Link copied: send it to {0}.", {sideName(opponent(mine))})
                : std::string(tr("The link could not be copied: copy the address of this "
                                 "page instead."));
}

std::string linkProblemText(LinkProblem problem) {
  switch (problem) {
    case LinkProblem::DamagedPart: return tr("a part of it is damaged.");
    case LinkProblem::PartTwice: return tr("a part of it is there twice.");
    case LinkProblem::BadName: return tr("the game's name in it is missing or damaged.");
    case LinkProblem::NoSide: return tr("it does not say which side the person opening it plays.");
    case LinkProblem::NoGame: return tr("it holds no game.");
    case LinkProblem::MatchDamaged: return tr("the match in the link is damaged.");
    case LinkProblem::MatchStart:
      return tr("the game in the link does not start as the match's game does.");
  }
  return tr("a part of it is damaged.");
}

std::string linkUnopenableText(const std::string& why) {
  return trf("This link cannot be opened: {0}", {why});
}

std::string maybeLinkGameText() {
  return tr(
      "This game may have been played by link, and this device did not keep whether it "
      "was: to go on with it as a game by link, open the last link again.");
}

std::string gameDeletedText() { return tr("Game deleted."); }

std::string allGamesDeletedText() { return tr("All games deleted."); }

std::string gamesBroughtBackText(std::size_t back) {
  return trnf("{0} game brought back.", "{0} games brought back.", back, {std::to_string(back)});
}

std::string gamesImportedText(std::size_t added, std::size_t skipped, std::size_t leftOut,
                              std::size_t most) {
  std::string text =
      trnf("{0} game imported.", "{0} games imported.", added, {std::to_string(added)});
  if (skipped > 0) {
    text += ' ';
    text +=
        trnf("{0} was kept already.", "{0} were kept already.", skipped, {std::to_string(skipped)});
  }
  if (leftOut > 0) {
    text += ' ';
    text += trnf(
        "{0} was left out: My games is full (at most {1} games). Delete games "
        "to make room, then import the file again.",
        "{0} were left out: My games is full (at most {1} games). Delete games "
        "to make room, then import the file again.",
        leftOut, {std::to_string(leftOut), std::to_string(most)});
  }
  return text;
}

std::string gamesFileTooLargeText(int megabytes) {
  return trf("The file is larger than {0} MB, more than My games can hold.",
             {std::to_string(megabytes)});
}

std::string gameEndsLaterText(const std::string& id, const std::string& date) {
  return trf("the game {0} ended on {1}, a date still to come.", {id, date});
}

std::string gameIdProblemText(const std::string& id) {
  return trf(
      "\u201c{0}\u201d is not an id of My games: the time the game ended (in milliseconds "
      "since 1970, at most the year 9999), a dash and four hexadecimal digits.",
      {id});
}

std::string playerRecordText(std::string_view level, const std::string& score, std::size_t games,
                             std::optional<int> accuracy) {
  std::string line = trnf("{0}: {1} in {2} game", "{0}: {1} in your last {2} games", games,
                          {tr(level), score, std::to_string(games)});
  if (accuracy) line += trf(", accuracy {0}%", {std::to_string(*accuracy)});
  return line;
}

std::string gamesFileProblemText(GamesFileProblem problem) {
  switch (problem) {
    case GamesFileProblem::NotGamesFile: break;
    case GamesFileProblem::NewerVersion:
      return tr(
          "this file was made by a newer version of the game, which this one "
          "cannot read.");
    case GamesFileProblem::NoGameLine:
      return tr("a game should begin here with a line \"; game id=...\".");
    case GamesFileProblem::NotFinished:
      return tr(
          "this game is not finished; My games keeps only finished "
          "games.");
  }
  return tr(
      "this is not a file of My games (it should begin with "
      "\"mancala-games\").");
}

std::string gameLinePartText(const std::string& part) {
  return trf("\"{0}\" is not understood.", {part});
}

std::string gamesFileLineText(int line, const std::string& why) {
  return trf("Line {0}: {1}", {std::to_string(line), why});
}

std::string nothingImportedText(const std::string& why) {
  return trf("Nothing was imported. {0}", {why});
}

std::string hintPendingText() { return tr("Thinking about a hint\u2026"); }

std::string hintText(Move move, std::optional<int> verdict, std::optional<int> margin,
                     Player toMove) {
  std::string text = move == kPass ? std::string(tr("Hint: pass."))
                                   : trf("Hint: sow {0}.", {std::string(1, moveLetter(move))});
  if (verdict && margin) {
    // The exact outcome: who wins, and by how much, if both play their best from here.
    const int m = *margin;
    const Player winner = m >= 0 ? toMove : opponent(toMove);
    text += ' ';
    text += m == 0 ? std::string(tr("With perfect play, the game is drawn."))
                   : trf("With perfect play, {0} wins by {1}.",
                         {sideName(winner), seedCount(m > 0 ? m : -m)});
  } else if (verdict) {
    text += ' ';
    text += *verdict > 0   ? trf("The position is won for {0}.", {sideName(toMove)})
            : *verdict < 0 ? trf("The position is lost for {0}.", {sideName(toMove)})
                           : std::string(tr("The position is drawn."));
  }
  return text;
}

}  // namespace mancala::app
