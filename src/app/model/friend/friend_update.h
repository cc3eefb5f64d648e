// The friend's commands (command.h) carried out on the game by link (friend_play.h): a link
// opened (the latest one seen too), the link sent, the host's word on the link copied; and a new
// game by link named and noted. A link read is left to the owner to play on its board
// (Context::linkOpened, link_opened.h), which then has linkShown() say what it did.
#pragma once

#include <optional>
#include <string>

#include "app/model/common/command.h"
#include "app/model/friend/friend_play.h"
#include "app/model/friend/link_opened.h"
#include "app/model/state/context.h"

namespace mancala::app {

// Opens a friend's link (the address's fragment "f=..."): read and checked against the ledger, its
// game left to the owner (ctx.linkOpened). An old link (this device has seen a later move:
// latestLink() then offers it), one that does not continue the game, or a damaged one: the
// reason, in words (BadLink), and nothing else changes. A kiosk refuses every link (Kiosk).
std::optional<Refusal> update(FriendPlay& friends, const cmd::OpenLink& c, Context& ctx);
// The latest link offered, opened; nothing when none is.
std::optional<Refusal> update(FriendPlay& friends, const cmd::OpenLatestLink& c, Context& ctx);
// Sends the link for the other side: copied, or through the system's share sheet (a SendLink
// effect); nothing outside a game by link.
std::optional<Refusal> update(FriendPlay& friends, const cmd::SendLink& c, Context& ctx);
// The host's word on the link sent: on the clipboard (`copied`), or the clipboard refused it.
// Said and shown only in a game by link.
std::optional<Refusal> update(FriendPlay& friends, const cmd::LinkCopied& c, Context& ctx);

// The link's game played on the board by the owner, its last move told (`told`: "" when it has
// none): the game by link started, its words said, this device's link noted in the ledger where
// it `owns` the storage, the page told of the new game, the game saved.
void linkShown(FriendPlay& friends, const LinkOpened& opened, std::string told, bool owns,
               Context& ctx);

// The set-up of a new game by link: `setup`, for two people.
SessionSetup byLink(SessionSetup setup);
// The session's game just started by the owner (for two people) made a game by link, this
// device playing `mine` (kept as the start screen's choice): named, noted in the ledger where
// this device `owns` the storage, the link sent to the embedding page. Its words, to be said.
std::string startFriendGame(FriendPlay& friends, GameState& game, Player mine, bool owns,
                            Effects& effects);

}  // namespace mancala::app
