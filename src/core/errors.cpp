#include "errors.h"

namespace mancala {

namespace {

std::string quoted(std::string_view s) {
  std::string out(1, '"');
  out += s;
  out += '"';
  return out;
}

std::string englishName(Player p) { return p == Player::South ? "South" : "North"; }

std::string holeText(Move m) { return std::string(1, moveLetter(m)); }

}  // namespace

std::string describe(const MoveError& e) {
  const std::string hole = holeText(e.move);
  switch (e.code) {
    case MoveErrorCode::GameOver: return "the game is over";
    case MoveErrorCode::NoSuchHole: return "there is no such hole";
    case MoveErrorCode::NotYourHole:
      return "hole " + hole + " is " + englishName(opponent(e.mover)) + "'s";
    case MoveErrorCode::BoughtHole:
      return "hole " + hole + " was bought by " + englishName(opponent(e.mover)) + " for this game";
    case MoveErrorCode::EmptyHole: return "hole " + hole + " is empty";
    case MoveErrorCode::SingleSeed:
      return "hole " + hole + " holds a single seed, which may not be sown";
    case MoveErrorCode::EndlessRelay: return "sowing " + hole + " would relay forever";
    case MoveErrorCode::MustFeed:
      return englishName(opponent(e.mover)) + " has no seeds and sowing " + hole +
             " gives them none";
    case MoveErrorCode::PassNotAllowed: return "a pass is allowed only with no playable hole";
  }
  return "illegal move";
}

std::string describe(const MatchError& e) {
  switch (e.code) {
    case MatchErrorCode::MatchOver: return "the match is over";
    case MatchErrorCode::GameNotOver: return "the current game is not over";
    case MatchErrorCode::NoPurchaseDue: return "no holes are to be bought before this game";
    case MatchErrorCode::WrongHoleCount:
      return std::string(1, playerLetter(e.buyer)) + " must buy exactly " + std::to_string(e.due) +
             " hole" + (e.due == 1 ? "" : "s");
    case MatchErrorCode::NotOpponentsHole:
      return std::string("hole ") + holeLetter(e.hole) + " is not on the opponent's row";
    case MatchErrorCode::HoleChosenTwice:
      return std::string("hole ") + holeLetter(e.hole) + " is chosen twice";
  }
  return "invalid purchase";
}

std::string describeProblem(const RecordError& e) {
  switch (e.code) {
    case RecordErrorCode::BadHeader: return "a header must look like [Name \"value\"]";
    case RecordErrorCode::UnterminatedHeader: return "unterminated header value";
    case RecordErrorCode::UnclosedHeader: return "expected ] to close the header";
    case RecordErrorCode::DuplicateHeader: return "header " + e.text + " given twice";
    case RecordErrorCode::NoGameHeader: return "the record has no [Game \"...\"] header";
    case RecordErrorCode::UnknownGame:
      return "unknown game " + quoted(e.text) + " (expected adji-kui-1, adji-kui-2 or warri)";
    case RecordErrorCode::BadGrandSlam:
      return "GrandSlam can only be \"captures-nothing\", in Warri";
    case RecordErrorCode::BadStart: return "Start must be S or N";
    case RecordErrorCode::BadOwners: return "Owners must be 12 letters S or N";
    case RecordErrorCode::BadPosition:
      return "Position must be 12 comma-separated counts, a space, and the two captures";
    case RecordErrorCode::WrongSeedTotal:
      return "Position holds " + std::to_string(e.number) + " seeds instead of 48";
    case RecordErrorCode::WrongMoveNumber:
      return "expected " + std::to_string(e.number) + "., found " + quoted(e.text);
    case RecordErrorCode::NumberInsteadOfMove: return "expected a move, found " + quoted(e.text);
    case RecordErrorCode::MissingMoveNumber:
      return "expected the move number " + std::to_string(e.number) + ".";
    case RecordErrorCode::NotAMove: return quoted(e.text) + " is not a move (a-f, A-F or -)";
    case RecordErrorCode::MoveAfterEnd: return "the game is already over before this move";
    case RecordErrorCode::IllegalMove: {
      std::string legal;
      for (Move m : e.legal) {
        if (!legal.empty()) legal += ' ';
        legal += moveLetter(m);
      }
      return "illegal move " + holeText(e.move) + " (legal: " + legal + ")";
    }
    case RecordErrorCode::DanglingMoveNumber: return "a move number with no move after it";
    case RecordErrorCode::WrongResult:
      return "Result says " + quoted(e.text) + " but the moves give " + quoted(e.expected);
    case RecordErrorCode::WrongReason:
      return "Reason says " + quoted(e.text) + " but the moves give " + quoted(e.expected);
    case RecordErrorCode::UnknownHeader: return "unknown header " + quoted(e.text);
    case RecordErrorCode::EmptyHeaderName: return "a header without a name";
    case RecordErrorCode::TooLong:
      return "the record is longer than " + std::to_string(e.number) + " bytes";
    case RecordErrorCode::NotText: return "a control character or a byte that is not UTF-8 text";
  }
  return "the record cannot be read";
}

std::string describe(const RecordError& e) {
  return "line " + std::to_string(e.line) + ", column " + std::to_string(e.column) + ": " +
         describeProblem(e);
}

}  // namespace mancala
