#include "app/model/words/error_text.h"

#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "core/text_bytes.h"

namespace mancala::app {
namespace {

std::string letter(Move m) { return std::string(1, moveLetter(m)); }

// Why the rules forbid a move of a record, to follow "the move A is not allowed here: ".
std::string illegalBecause(const MoveError& e) {
  const std::string hole = letter(e.move);
  const std::string mover = sideName(e.mover), other = sideName(opponent(e.mover));
  switch (e.code) {
    case MoveErrorCode::NotYourHole:
      return trf("hole {0} is {1}'s, and {2} is to move", {hole, other, mover});
    case MoveErrorCode::BoughtHole:
      return trf("{0} bought hole {1} for this game, and {2} is to move", {other, hole, mover});
    case MoveErrorCode::EmptyHole: return trf("hole {0} is empty", {hole});
    case MoveErrorCode::SingleSeed:
      return trf("hole {0} holds a single seed, which may not be sown", {hole});
    case MoveErrorCode::EndlessRelay: return trf("sowing {0} would relay forever", {hole});
    case MoveErrorCode::MustFeed:
      return trf("{0} has no seeds, and sowing {1} gives them none", {other, hole});
    case MoveErrorCode::PassNotAllowed:
      return trf("{0} has a playable hole, and so may not pass", {mover});
    case MoveErrorCode::GameOver:
    case MoveErrorCode::NoSuchHole: break;  // not a move of a game going on
  }
  return "";
}

}  // namespace

std::string moveErrorText(const MoveError& e) {
  const std::string hole = letter(e.move);
  const std::string mover = sideName(e.mover), other = sideName(opponent(e.mover));
  switch (e.code) {
    case MoveErrorCode::GameOver: return tr("The game is over.");
    case MoveErrorCode::NoSuchHole: return tr("There is no such hole.");
    case MoveErrorCode::NotYourHole:
      return trf("It is {0}'s turn, and hole {1} is {2}'s.", {mover, hole, other});
    case MoveErrorCode::BoughtHole:
      return trf("Hole {0} was bought by {1} for this game: only the buyer may sow it.",
                 {hole, other});
    case MoveErrorCode::EmptyHole: return trf("Hole {0} is empty.", {hole});
    case MoveErrorCode::SingleSeed:
      return tr("A single seed cannot be sown: choose a hole with 2 or more seeds.");
    case MoveErrorCode::EndlessRelay:
      return trf("Sowing {0} would relay forever, so it is not allowed.", {hole});
    case MoveErrorCode::MustFeed:
      return trf("{0} has no seeds: you must play a move that gives them some.", {other});
    case MoveErrorCode::PassNotAllowed: return tr("A player may pass only with no playable hole.");
  }
  return tr("That move is not legal here.");
}

std::string matchErrorText(const MatchError& e) {
  const std::string buyer = sideName(e.buyer), other = sideName(opponent(e.buyer));
  switch (e.code) {
    case MatchErrorCode::MatchOver: return tr("The match is over.");
    case MatchErrorCode::GameNotOver: return tr("The game is not over yet.");
    case MatchErrorCode::NoPurchaseDue: return tr("No hole is to be bought now.");
    case MatchErrorCode::WrongHoleCount:
      return trnf("{0} must buy exactly {1} of {2}'s holes, not {3}.",
                  "{0} must buy exactly {1} of {2}'s holes, not {3}.",
                  static_cast<unsigned long>(e.due),
                  {buyer, std::to_string(e.due), other, std::to_string(e.given)});
    case MatchErrorCode::NotOpponentsHole:
      if (e.hole < 0 || e.hole >= kHoles) return tr("There is no such hole.");
      return trf("Hole {0} is not on {1}'s row, where {2} buys.",
                 {letter(static_cast<Move>(e.hole)), other, buyer});
    case MatchErrorCode::HoleChosenTwice:
      return trf("Hole {0} is chosen twice.", {letter(static_cast<Move>(e.hole))});
  }
  return tr("No hole is to be bought now.");
}

std::string recordProblemText(const RecordError& e) {
  // The record's own words are quoted as an excerpt: a token may be a whole long line.
  const std::string number = std::to_string(e.number);
  switch (e.code) {
    case RecordErrorCode::BadHeader: return tr("a header must be written [Name \"value\"]");
    case RecordErrorCode::UnterminatedHeader:
      return tr("the header's value has no closing quotation mark");
    case RecordErrorCode::UnclosedHeader: return tr("the header is not closed with ]");
    case RecordErrorCode::DuplicateHeader:
      return trf("the header {0} is given twice", {excerpt(e.text)});
    case RecordErrorCode::NoGameHeader:
      return tr("the record does not say which game it is (no [Game \"...\"] header)");
    case RecordErrorCode::UnknownGame:
      return trf("the game \u201c{0}\u201d is unknown (adji-kui-1, adji-kui-2 or warri)",
                 {excerpt(e.text)});
    case RecordErrorCode::BadGrandSlam:
      return tr(
          "the GrandSlam header can only be \u201ccaptures-nothing\u201d, and only in "
          "Warri");
    case RecordErrorCode::BadStart:
      return trf("the Start header is \u201c{0}\u201d instead of S or N", {excerpt(e.text)});
    case RecordErrorCode::BadOwners:
      return tr("the Owners header must be 12 letters S or N, one for each hole");
    case RecordErrorCode::BadPosition:
      return tr(
          "the Position header must be 12 seed counts separated by commas, a space, "
          "then the two captures");
    case RecordErrorCode::WrongSeedTotal:
      return trnf("the Position header holds {0} seed instead of 48",
                  "the Position header holds {0} seeds instead of 48",
                  static_cast<unsigned long>(e.number), {number});
    case RecordErrorCode::WrongMoveNumber:
      return trf("the move number {0}. was expected, not \u201c{1}\u201d",
                 {number, excerpt(e.text)});
    case RecordErrorCode::NumberInsteadOfMove:
      return trf("a move was expected, not \u201c{0}\u201d", {excerpt(e.text)});
    case RecordErrorCode::MissingMoveNumber:
      return trf("the move number {0}. is missing", {number});
    case RecordErrorCode::NotAMove:
      return trf("\u201c{0}\u201d is not a move (a-f, A-F, or - for a pass)", {excerpt(e.text)});
    case RecordErrorCode::MoveAfterEnd:
      return trf("the game is already over before the move {0}", {excerpt(e.text)});
    case RecordErrorCode::IllegalMove: {
      const std::string why = illegalBecause(e.why);
      if (why.empty()) return trf("the move {0} is not allowed here", {letter(e.move)});
      return trf("the move {0} is not allowed here: {1}", {letter(e.move), why});
    }
    case RecordErrorCode::DanglingMoveNumber:
      return trf("the move number \u201c{0}\u201d is not followed by a move", {excerpt(e.text)});
    case RecordErrorCode::WrongResult:
      return trf("the Result header says \u201c{0}\u201d, but the moves give \u201c{1}\u201d",
                 {excerpt(e.text), excerpt(e.expected)});
    case RecordErrorCode::UnknownHeader:
      return trf("there is no header {0} in game records (a misspelling?)", {excerpt(e.text)});
    case RecordErrorCode::EmptyHeaderName:
      return tr("the header has no name: it must be written [Name \"value\"]");
    case RecordErrorCode::TooLong:
      return trf("the record is longer than {0} KB", {std::to_string(e.number / 1024)});
    case RecordErrorCode::NotText:
      return tr("here is a control character or a byte that is not text");
    case RecordErrorCode::WrongReason:
      if (e.expected.empty())
        return trf("the Reason header says \u201c{0}\u201d, but the moves do not end the game",
                   {excerpt(e.text)});
      return trf("the Reason header says \u201c{0}\u201d, but the moves give \u201c{1}\u201d",
                 {excerpt(e.text), excerpt(e.expected)});
  }
  return tr("the record cannot be read");
}

std::string recordErrorText(const RecordError& e) {
  return trf("line {0}, column {1}: {2}",
             {std::to_string(e.line), std::to_string(e.column), recordProblemText(e)});
}

namespace {

// A character that a quote must not show as it is: a C1 control, a line or paragraph separator, or
// one that changes the direction of the text after it (U+202E would turn the rest of the message
// around).
bool hidesOrTurnsText(std::string_view c) {
  if (c.size() == 2)  // U+0080-U+009F, or the Arabic letter mark
    return (static_cast<unsigned char>(c[0]) == 0xC2 && static_cast<unsigned char>(c[1]) < 0xA0) ||
           c == "\u061C";
  if (c.size() != 3) return false;
  return c == "\u200E" || c == "\u200F" || (c >= "\u2028" && c <= "\u202E") ||
         (c >= "\u2066" && c <= "\u2069");
}

}  // namespace

std::string recordUnreadableText(const RecordError& e) {
  return trf("This game record cannot be read: {0}", {recordErrorText(e)});
}

std::string excerpt(std::string_view text, std::size_t limit) {
  std::string out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t valid = validUtf8Length(text.substr(at, 4));
    const unsigned char b = static_cast<unsigned char>(text[at]);
    std::size_t n = 1;
    std::string_view piece = "\uFFFD";
    if (b == '\n' || b == '\r' || b == '\t') {  // a record's lines, one after the other
      piece = out.empty() || out.back() == ' ' ? "" : " ";
    } else if (valid > 0 && b >= 0x20 && b != 0x7F) {
      n = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
      if (!hidesOrTurnsText(text.substr(at, n))) piece = text.substr(at, n);
    }
    if (out.size() + piece.size() > limit) return out + "\u2026";
    out += piece;
    at += n;
  }
  return out;
}

}  // namespace mancala::app
