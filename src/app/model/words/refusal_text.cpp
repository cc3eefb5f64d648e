// Refusals (refusal.h): their codes' names, and their words in the player's language.
#include <array>
#include <charconv>

#include "app/model/words/error_text.h"
#include "app/model/words/refusal.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "core/types.h"

namespace mancala::app {
namespace {

constexpr std::array<std::string_view, static_cast<std::size_t>(RefusalCode::Unavailable) + 1>
    kNames{"unknown-command", "unknown-field",   "missing-field",   "bad-value",
           "wrong-type",      "nul-in-field",    "not-on-start",    "no-game",
           "kiosk",           "illegal-move",    "retry-found",     "viewing-past",
           "computer-moves",  "computer-buys",   "not-buyers-hole", "buys-other-row",
           "too-many-bought", "holes-to-choose", "not-asked",       "next-game-due",
           "game-over",       "match-game-over", "friend-to-move",  "no-purchase-due",
           "bad-purchase",    "no-match",        "no-undo-by-link", "nothing-to-undo",
           "nothing-to-redo", "no-review-move",  "help-barred",     "bad-record",
           "bad-link",        "bad-position",    "no-lesson",       "no-puzzle",
           "unavailable"};

// The refusal's `i`th datum, or "" (a refusal made by hand may carry fewer).
const std::string& at(const Refusal& r, std::size_t i) {
  static const std::string none;
  return i < r.data.size() ? r.data[i] : none;
}

Player side(const std::string& letter) { return parsePlayer(letter).value_or(Player::South); }

Move moveOf(const std::string& letter) {
  return letter.size() == 1 ? parseMove(letter[0]).value_or(kNoMove) : kNoMove;
}

std::string letterOf(Move m) {
  return m == kNoMove ? std::string() : std::string(1, moveLetter(m));
}

int number(const std::string& text) {
  int n = 0;
  std::from_chars(text.data(), text.data() + text.size(), n);
  return n;
}

std::string wrongTypeText(const std::string& field, const std::string& kind) {
  if (kind == "boolean") return trf("The field \u201c{0}\u201d must be true or false.", {field});
  if (kind == "hole")
    return trf(
        "The field \u201c{0}\u201d must be one hole: a letter from a to f or A to F, or a number "
        "from 0 to 11.",
        {field});
  if (kind == "holes")
    return trf(
        "The field \u201c{0}\u201d must be a list of holes, each a letter from a to f or A to F, "
        "or a number from 0 to 11.",
        {field});
  if (kind == "move")
    return trf(
        "The field \u201c{0}\u201d must be a move: a letter from a to f or A to F, - for a pass, "
        "or a hole number from 0 to 11.",
        {field});
  if (kind == "fields")
    return trf("The field \u201c{0}\u201d must be an object of named fields.", {field});
  return trf("The field \u201c{0}\u201d must be a string.", {field});
}

// A value a field cannot have; the game's, the players' and the level's in words of their own.
std::string badValueText(const Refusal& r) {
  const std::string& field = at(r, 0);
  const std::string value = excerpt(at(r, 1));
  if (field == "game" || field == "variant")
    return trf("Unknown game \u201c{0}\u201d (adji-kui-1, adji-kui-2, warri).", {value});
  if (field == "level" || field == "south-level" || field == "north-level")
    return trf("Unknown level \u201c{0}\u201d (beginner, easy, medium, hard, master).", {value});
  if (field == "south" || field == "north") return tr("A player is person or computer.");
  if (field == "starter") return tr("The starter is S or N.");
  if (field == "theme")
    return trf("Unknown look \u201c{0}\u201d (classic, light, auto, contrast).", {value});
  return trf("The field \u201c{0}\u201d cannot be \u201c{1}\u201d ({2}).",
             {excerpt(field), value, at(r, 2)});
}

std::string illegalMoveText(const Refusal& r) {
  MoveError e;
  e.code = static_cast<MoveErrorCode>(number(at(r, 0)));
  e.move = moveOf(at(r, 1));
  e.mover = side(at(r, 2));
  return moveErrorText(e);
}

std::string recordText(const Refusal& r) {
  if (r.data.size() < 10) return at(r, 0);  // a games file's words
  RecordError e;
  e.code = static_cast<RecordErrorCode>(number(at(r, 0)));
  e.line = number(at(r, 1));
  e.column = number(at(r, 2));
  e.text = at(r, 3);
  e.expected = at(r, 4);
  e.number = number(at(r, 5));
  e.move = moveOf(at(r, 6));
  e.why = {static_cast<MoveErrorCode>(number(at(r, 7))), moveOf(at(r, 8)), side(at(r, 9))};
  return recordUnreadableText(e);
}

std::string purchaseText(const Refusal& r) {
  MatchError e;
  e.code = static_cast<MatchErrorCode>(number(at(r, 0)));
  e.buyer = side(at(r, 1));
  e.due = number(at(r, 2));
  e.given = number(at(r, 3));
  e.hole = number(at(r, 4));
  return matchErrorText(e);
}

// The holes chosen to buy between two games of an Adji Kui II match.
std::string buyingTexts(const Refusal& r) {
  const Player buyer = side(at(r, 0));
  switch (r.code) {
    case RefusalCode::NotBuyersHole: return trf("{0}'s hole", {sideName(buyer)});
    case RefusalCode::BuysOtherRow:
      return trf("{0} buys holes on {1}'s row.", {sideName(buyer), sideName(opponent(buyer))});
    case RefusalCode::TooManyBought: {
      const int count = number(at(r, 0));
      return trnf("That makes more than {0} hole: click a chosen hole to give it back first.",
                  "That makes more than {0} holes: click a chosen hole to give it back first.",
                  static_cast<unsigned long>(count), {std::to_string(count)});
    }
    case RefusalCode::HolesToChoose: {
      const int count = number(at(r, 1));
      return trnf("{0}: choose {1} of {2}'s holes to buy.",
                  "{0}: choose {1} of {2}'s holes to buy.", static_cast<unsigned long>(count),
                  {sideName(buyer), std::to_string(count), sideName(opponent(buyer))});
    }
    case RefusalCode::BadPurchase: return purchaseText(r);
    default: return tr("No hole is to be bought now.");
  }
}

std::string playTexts(const Refusal& r) {
  switch (r.code) {
    case RefusalCode::NotOnStart:
      return tr("A game is started, and its choices made, on the start screen.");
    case RefusalCode::NoGame: return tr("No game is being played.");
    case RefusalCode::Kiosk: return tr("The kiosk opens no links.");
    case RefusalCode::IllegalMove: return illegalMoveText(r);
    case RefusalCode::RetryFound:
      return tr("Found: choose another move in the review, or play from here.");
    case RefusalCode::ViewingPast:
      return trf("The board after move {0} of {1}: click it to come back to the game.",
                 {at(r, 0), at(r, 1)});
    case RefusalCode::ComputerMoves: return tr("Wait: the computer is to move.");
    case RefusalCode::ComputerBuys: return tr("The computer chooses the holes it buys.");
    case RefusalCode::NotBuyersHole:
    case RefusalCode::BuysOtherRow:
    case RefusalCode::TooManyBought:
    case RefusalCode::HolesToChoose:
    case RefusalCode::BadPurchase:
    case RefusalCode::NoPurchaseDue: return buyingTexts(r);
    case RefusalCode::NotAsked: return "";  // the caption or the message line says which is
    case RefusalCode::NextGameDue: return tr("The game is over: press \u201cNext game\u201d.");
    case RefusalCode::GameOver: return tr("The game is over: start a new one.");
    case RefusalCode::MatchGameOver: return tr("The game is over.");
    case RefusalCode::FriendToMove: {
      const std::string other = sideName(side(at(r, 0)));
      return at(r, 1) == "1"
                 ? trf("Waiting for {0} to choose the holes they buy: send them the link.", {other})
                 : trf("Waiting for {0}: send them the link.", {other});
    }
    case RefusalCode::NoMatch: return tr("No match is being played.");
    case RefusalCode::NoUndoByLink:
      return tr("In a game played by link, a move cannot be taken back.");
    case RefusalCode::NothingToUndo: return tr("There is no move to take back.");
    case RefusalCode::NothingToRedo: return tr("There is no move to play again.");
    case RefusalCode::NoReviewMove: return tr("Choose a move of the review first.");
    case RefusalCode::HelpBarred:
      return tr("A game between friends: no hint and no review until it is over.");
    case RefusalCode::BadRecord: return recordText(r);
    case RefusalCode::NoLesson: return tr("No lesson is open.");
    case RefusalCode::NoPuzzle: return tr("No puzzle is open.");
    case RefusalCode::Unavailable:  // why, where the refusal says it
      return r.data.empty() ? tr("This cannot be done here.") : r.data[0];
    default: return at(r, 0);  // the texts from outside: their words came with them
  }
}

}  // namespace

std::string_view refusalName(RefusalCode code) {
  const auto i = static_cast<std::size_t>(code);
  return i < kNames.size() ? kNames[i] : "unknown";
}

Refusal moveRefusal(const MoveError& error) {
  return {RefusalCode::IllegalMove,
          {std::to_string(static_cast<int>(error.code)), letterOf(error.move),
           std::string(1, playerLetter(error.mover))}};
}

Refusal purchaseRefusal(const MatchError& error) {
  return {RefusalCode::BadPurchase,
          {std::to_string(static_cast<int>(error.code)), std::string(1, playerLetter(error.buyer)),
           std::to_string(error.due), std::to_string(error.given), std::to_string(error.hole)}};
}

Refusal recordRefusal(const RecordError& e) {
  return {RefusalCode::BadRecord,
          {std::to_string(static_cast<int>(e.code)), std::to_string(e.line),
           std::to_string(e.column), e.text, e.expected, std::to_string(e.number), letterOf(e.move),
           std::to_string(static_cast<int>(e.why.code)), letterOf(e.why.move),
           std::string(1, playerLetter(e.why.mover))}};
}

std::string refusalText(const Refusal& r) {
  switch (r.code) {
    case RefusalCode::UnknownCommand:
      return trf("There is no command \u201c{0}\u201d.", {excerpt(at(r, 0))});
    case RefusalCode::UnknownField:
      return trf("This command has no field \u201c{0}\u201d.", {excerpt(at(r, 0))});
    case RefusalCode::MissingField:
      return trf("The field \u201c{0}\u201d is missing.", {excerpt(at(r, 0))});
    case RefusalCode::BadValue: return badValueText(r);
    case RefusalCode::WrongType: return wrongTypeText(excerpt(at(r, 0)), at(r, 1));
    case RefusalCode::NulInField:
      return trf("The field \u201c{0}\u201d cannot hold a NUL character.", {excerpt(at(r, 0))});
    default: return playTexts(r);
  }
}

bool operator==(const Refusal& refusal, std::string_view words) {
  return refusalText(refusal) == words;
}

}  // namespace mancala::app
