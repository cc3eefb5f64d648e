// The texts the program may not carry: in the web build, to keep the first download small, the
// interface's translations (po/<code>.cat), the rules and culture texts (texts/<code>/<game>.md)
// and the puzzles (data/puzzles/<game>.txt, puzzle_files.h) are files beside the page, fetched
// when first needed. This room stays pure: it records which
// files it wants; the platform fetches them and hands them in, or says that they failed.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace mancala::app {

// Records that a file is wanted (its path beside the page: "po/fr.cat"), once until it fails.
void wantFile(std::string_view path);

// The files wanted since the last call, each given once (the platform fetches them).
std::vector<std::string> takeWantedFiles();

// A wanted file's contents: it becomes the language's catalog or the game's texts. False when it
// cannot be read (a damaged file): then as fileFailed().
bool fileArrived(std::string_view path, std::string body);

// A wanted file could not be fetched (no network, not found): what wanted it says so, and may
// want it again.
void fileFailed(std::string_view path);

// How many answers (files arrived or failed) came so far: the interface draws what they changed.
std::uint64_t filesAnswered();

}  // namespace mancala::app
