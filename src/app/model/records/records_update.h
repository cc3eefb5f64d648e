// The game's records (command.h): a record loaded or pasted, or a position link opened, in place of
// the game; the record and the share link offered, the game's code to take home, their dialogs
// closed. Each read and
// checked here: a text that cannot be used is refused in words and changes nothing; a game read is
// left for the owner to play instead of the session's (Context::playInstead, the game replaced put
// aside), which then has recordShown() replay and tell it (Context::recordOpened). Nothing comes
// into a kiosk or leaves it but the code to take home.
#pragma once

#include <optional>

#include "app/model/common/command.h"
#include "app/model/common/url_params.h"
#include "app/model/records/record_opened.h"
#include "app/model/state/context.h"

namespace mancala::app {

// A record (core/record.h) in place of the game: a single game, the same players. One that cannot
// be read: where and why, shown and said, its code (recordRefusal).
std::optional<Refusal> update(GameState& game, const cmd::LoadRecord& c, Context& ctx);
// A position link (the fragment "p=<position>", as at start-up) in the game being played, its end
// rules settled. One that cannot be used: its problems shown and said (BadPosition); a kiosk
// refuses every one (Kiosk).
std::optional<Refusal> update(GameState& game, const cmd::OpenPosition& c, Context& ctx);
// The record offered by the host's dialog; Unavailable where it has none, for the interface to
// show its own (none leaves a kiosk, and nothing is refused there).
std::optional<Refusal> update(GameState& game, const cmd::ShowRecord& c, Context& ctx);
// Continue on your phone: the game's share link as a code to scan (ShowCode), where links can be
// sent (the kiosk too, the one link that leaves it); Unavailable elsewhere.
std::optional<Refusal> update(GameState& game, const cmd::TakeHome& c, Context& ctx);
// The dialogs that ShowRecord and TakeHome opened, closed (the kiosk's reset: no code left on the
// screen for the next visitor to scan).
std::optional<Refusal> update(GameState& game, const cmd::CloseDialogs& c, Context& ctx);
// Ctrl+V: a record from the host's clipboard loaded as LoadRecord loads it (its problems shown and
// said); Unavailable where the host has no clipboard. Nothing comes into a kiosk.
std::optional<Refusal> update(GameState& game, const cmd::Paste& c, Context& ctx);

// The game opened, once the owner plays it (none of it while start-up builds the state): a
// record's last move shown again on the board, its words said, the page told of the new game, the
// game saved.
void recordShown(const RecordOpened& opened, Context& ctx);

// The address of the game to take home: the game's parameters alone (the game, its players and
// levels: not the kiosk's, the page's language or an embedding page's), and the game itself with
// its review as the fragment, also before its first move.
GameAddress takeHomeAddress(const AppState& state);

}  // namespace mancala::app
