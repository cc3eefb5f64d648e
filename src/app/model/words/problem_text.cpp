#include "app/model/words/problem_text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/model/words/error_text.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {

std::string addressValueText(const std::string& key, const std::string& value,
                             const std::string& expected) {
  return trf(
      "The address asks for {0}=\u201c{1}\u201d, which is not understood ({2}); it was ignored.",
      {key, value, expected});
}

std::string expectedRecordText() { return tr("a game record"); }

std::string expectedReviewText() { return tr("a game's review"); }

std::string expectedSecondsText(int low, int high) {
  return trf("a number of seconds from {0} to {1}", {std::to_string(low), std::to_string(high)});
}

std::string expectedNumberText(int low, int high) {
  return trf("a number from {0} to {1}", {std::to_string(low), std::to_string(high)});
}

std::string damagedAddressPartText(std::string_view part) {
  return trf("A part of the address is damaged (\u201c{0}\u201d); it was ignored.",
             {excerpt(part)});
}

std::string recordAndPositionText() {
  return tr("The address gives both a game record and a position; the game record was used.");
}

std::string linkEndingText() {
  return tr("The link's ending (after #) is not a game or a position; it was ignored.");
}

std::string positionUnusableText(const std::string& why) {
  return trf("The position in the address cannot be used: {0}", {why});
}

std::string positionFormatText() {
  return tr(
      "write it as 12 seed counts, a colon and the player to move, e.g. "
      "4,4,4,4,4,4,4,4,4,4,4,4:S.");
}

std::string positionCountsText() { return tr("it needs 12 seed counts separated by commas."); }

std::string positionPlayerText() { return tr("the player to move is S or N."); }

std::string positionCapturesText() {
  return tr("the captures are two numbers: South's, then North's.");
}

std::string positionTotalText(int total) {
  return trf("the seeds add up to {0}, not 48.", {std::to_string(total)});
}

namespace {

// A reason read from a sentence, to go inside another: without its full stop.
std::string insideSentence(std::string why) {
  if (!why.empty() && why.back() == '.') why.pop_back();
  return why;
}

}  // namespace

std::string saveUnreadableText(const std::string& why) {
  return trf("The saved game could not be read ({0}), so a new game begins.",
             {insideSentence(why)});
}

std::string newerSaveText() {
  return tr(
      "The saved game was written by a newer version of this game, so it is left as it is "
      "and nothing played here is saved.");
}

std::string addressRecordOverSaveText(const std::string& record, const RecordError& e) {
  return trf(
      "The game record in the address (\u201c{0}\u201d) cannot be read ({1}), so the saved game "
      "goes on.",
      {excerpt(record, 24), recordErrorText(e)});
}

std::string addressRecordUnreadableText(const RecordError& e) {
  return trf("The game record in the address cannot be read ({0}), so a new game begins.",
             {recordErrorText(e)});
}

std::string reviewLinkUnusableText(const std::string& why) {
  return trf("The review in the link cannot be used ({0}), so the game opens without it.",
             {insideSentence(why)});
}

std::string gameResumedText(std::size_t played, Player toMove) {
  return trnf("Game resumed after {0} move. {1} to move.",
              "Game resumed after {0} moves. {1} to move.", played,
              {std::to_string(played), sideName(toMove)});
}

namespace {

// The ratio as a person reads it: one decimal, with the language's decimal mark.
std::string ratioText(double ratio) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f", std::floor(ratio * 10) / 10);
  std::string s = text;
  if (currentLanguage() != Language::English) std::replace(s.begin(), s.end(), '.', ',');
  return s;
}

}  // namespace

std::string accentRefusal(Look look, Rgb accent) {
  const AccentFit fit = accentFit(look, accent);
  if (fit.fits()) return {};
  const std::string colour = cssColour(accent), ratio = ratioText(fit.lowest);
  return look == Look::Light
             ? trf("The accent colour {0} cannot be used on the light look: it stands at {1}:1 "
                   "against what it sits on, below the 4.5:1 that keeps it readable. The look's "
                   "own colour is kept.",
                   {colour, ratio})
             : trf("The accent colour {0} cannot be used on the dark look: it stands at {1}:1 "
                   "against what it sits on, below the 4.5:1 that keeps it readable. The look's "
                   "own colour is kept.",
                   {colour, ratio});
}

std::string saveFullText() {
  return tr(
      "This game cannot be saved: there is no room left to keep it. Play goes on, and saving "
      "is tried again after each move.");
}

std::string otherTabSaveText() {
  return tr(
      "Another tab or window has saved another game. So as not to write over it, nothing played "
      "here is saved any more: reload the page to go on with the game saved there.");
}

std::string archiveFullText() {
  return tr(
      "The device's storage is full: the oldest of My games were deleted to keep "
      "the newest.");
}

std::string saveProblemText(SaveProblem problem) {
  switch (problem) {
    case SaveProblem::NotASave: break;
    case SaveProblem::UnknownLevel: return tr("unknown level.");
    case SaveProblem::SetupDamaged: return tr("the game's settings are damaged.");
    case SaveProblem::StartDamaged: return tr("the start screen's choices are damaged.");
    case SaveProblem::FriendDamaged: return tr("the game by link's name or side is damaged.");
    case SaveProblem::MatchDamaged: return tr("the match's state is damaged.");
    case SaveProblem::SetupMissing: return tr("the game's settings are missing.");
    case SaveProblem::StartWithoutGame:
      return tr("the start screen's choices are saved over a game that is missing.");
    case SaveProblem::OtherGame: return tr("the record is of another game than the settings say.");
    case SaveProblem::MatchNotSettings: return tr("the match's state does not fit the settings.");
    case SaveProblem::MatchNotRecord: return tr("the match's state does not fit the game record.");
    case SaveProblem::MatchWithoutGame: return tr("a match is saved without its game.");
    case SaveProblem::FriendWithoutGame: return tr("a game by link is saved without its game.");
    case SaveProblem::NotText: return tr("here is a control character or a byte that is not text");
  }
  return tr("this is not a saved game of this program.");
}

std::string saveVersionText(std::string_view version) {
  return trf("it was saved in format version {0}, which this version cannot read.",
             {excerpt(version)});
}

std::string atLineText(int line, std::string_view what) {
  return trf("line {0}: {1}", {std::to_string(line), std::string(what)});
}

std::string savedRecordDamagedText(const RecordError& e) {
  return trf("the saved game record is damaged: {0}", {recordProblemText(e)});
}

std::string saveLineNotUnderstoodText(std::string_view line) {
  return trf("\u201c{0}\u201d is not understood.", {excerpt(line)});
}

std::string settingLeftOutText(std::string_view key, std::string_view value) {
  return trf("The saved setting \u201c{0} {1}\u201d could not be read, so it was left out.",
             {excerpt(key), excerpt(value)});
}

std::string reviewProblemText(ReviewProblem problem, const std::string& at) {
  switch (problem) {
    case ReviewProblem::NoDepth: return tr("it does not start with its depth.");
    case ReviewProblem::BadDepth: return tr("its depth is not a number from 1 to 20.");
    case ReviewProblem::MoveDamaged: break;
    case ReviewProblem::TooManyMoves: return tr("it has more moves than the game.");
    case ReviewProblem::BetterNotLegal:
      return trf("its better move {0} is not a legal move there.", {at});
    case ReviewProblem::MoveNotFit: return trf("its move {0} does not fit the game.", {at});
  }
  return trf("its move {0} is damaged.", {at});
}

std::string puzzleFileProblemText(PuzzleFileProblem problem, std::string_view text) {
  const std::string t(text);
  switch (problem) {
    case PuzzleFileProblem::FieldCount: return trf("it has {0} fields instead of 10.", {t});
    case PuzzleFileProblem::NotPuzzleName:
      return trf("\u201c{0}\u201d is not a puzzle name of this game.", {t});
    case PuzzleFileProblem::SeedCounts: return tr("the seed counts are damaged.");
    case PuzzleFileProblem::PlayerToMove: return tr("the entry for the player to move is damaged.");
    case PuzzleFileProblem::Owners: return tr("the holes' owners are damaged.");
    case PuzzleFileProblem::Captures: return tr("the captures are damaged.");
    case PuzzleFileProblem::SeedTotal:
      return trf("the position holds {0} seeds instead of 48.", {t});
    case PuzzleFileProblem::NotGoal: return trf("\u201c{0}\u201d is not a goal.", {t});
    case PuzzleFileProblem::AnswerIllegal:
      return trf("the answer \u201c{0}\u201d is not a legal move here.", {t});
    case PuzzleFileProblem::BadValue: return trf("the value \u201c{0}\u201d is damaged.", {t});
    case PuzzleFileProblem::BadDifficulty:
      return trf("the difficulty \u201c{0}\u201d is not 1 to 5.", {t});
    case PuzzleFileProblem::UnknownProof: return trf("the proof \u201c{0}\u201d is unknown.", {t});
    case PuzzleFileProblem::NotThisGame: return tr("this is not a puzzle file of this game.");
    case PuzzleFileProblem::NameTwice: return trf("\u201c{0}\u201d comes twice.", {t});
    case PuzzleFileProblem::NoPuzzles: break;
  }
  return tr("the file holds no puzzles.");
}

std::string savedReviewDamagedText(const std::string& why) {
  return trf("The saved review of the game is damaged ({0}), so it was left out.", {why});
}

}  // namespace mancala::app
