// The core's errors (core/errors.h) in the player's language: the one place where a move, a
// game record or a match step that went wrong is put into words for a person. The engine and
// the tools keep the core's English (mancala::describe).
#pragma once

#include <string>
#include <string_view>

#include "core/errors.h"

namespace mancala::app {

// A sentence: "Hole A is empty." / "La case A est vide."
std::string moveErrorText(const MoveError& e);

// A sentence: "South must buy exactly 2 of North's holes, not 1."
std::string matchErrorText(const MatchError& e);

// What went wrong in a record, to go inside a sentence (no capital, no full stop):
// "the move A is not allowed here: hole A is empty".
std::string recordProblemText(const RecordError& e);
// The same with its place: "line 4, column 11: the move A is not allowed here: ...".
std::string recordErrorText(const RecordError& e);
// A record refused: "This game record cannot be read: line 4, column 11: ...".
std::string recordUnreadableText(const RecordError& e);

// Someone's text, to be quoted in a message: at most `limit` bytes, cut at a character's edge
// with "…" after it; line breaks and tabs as one space, other controls (C1 included), the line
// and paragraph separators, the marks that change the text's direction (U+202E, U+2066...) and
// bytes that are not UTF-8 shown as "\uFFFD".
std::string excerpt(std::string_view text, std::size_t limit = 40);

}  // namespace mancala::app
