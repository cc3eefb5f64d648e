#include "app/model/friend/friend_update.h"

#include <random>
#include <utility>

#include "app/model/common/page_messages.h"
#include "app/model/words/mode_text.h"
#include "app/model/words/play/announcer.h"

namespace mancala::app {
namespace {

std::uint64_t randomBits() {
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

// What this device has seen of a link's game: how the link compares with the latest link of it
// noted here (none when nothing is noted), whether this device sent it (the other side's), and
// whether it goes on from another move of this device than the one noted.
struct SeenLink {
  std::optional<LinkOrder> order;
  bool sentFromHere = false;
  bool otherMove = false;
};

// Compares `link` with `seenText`, the latest link of its game noted here. A link for the other
// device (the one sent from here, or the address the friend's device shows) is given this device's
// side: it goes on playing its own side, never the friend's.
SeenLink compareWithSeen(FriendLink& link, const std::string& seenText) {
  SeenLink seen;
  auto read = readFriendFragment(seenText);
  const auto* seenLink = std::get_if<FriendLink>(&read);
  if (!seenLink) return seen;
  LinkOrder order = compareLinks(link, *seenLink);
  // The friend's answer to another move made here (in another tab, say) than the one noted
  // last: the friend's device holds that move, so the game goes on from the link.
  seen.otherMove = partsWithinOwnMoves(link, *seenLink);
  if (seen.otherMove) order = LinkOrder::Later;
  if (link.side != seenLink->side && order != LinkOrder::Apart) {
    seen.sentFromHere = order == LinkOrder::Same;
    link.side = seenLink->side;
  }
  seen.order = order;
  return seen;
}

// The set-up of the game a link holds, from `setup` (the session's): two people, the link's
// game, rules and match.
SessionSetup setupForLink(SessionSetup setup, const FriendLink& link) {
  setup.variant = link.game.variant();
  setup.players = {PlayerKind::Person, PlayerKind::Person};
  setup.grandSlamCapturesNothing = link.game.rules().grandSlamCapturesNothing;
  setup.match = link.match.has_value();
  if (link.match) {
    setup.matchLength = link.match->options.length;
    if (link.match->options.games > 0) setup.matchGames = link.match->options.games;
    setup.starter = link.match->options.firstStarter;
  } else {
    setup.starter = link.game.start().toMove;
  }
  return setup;
}

// The game on the screen goes on from `link` (a reload, the next move): it is not put aside.
bool continuesGame(const FriendPlay& friends, const Session& session, const FriendLink& link) {
  const MatchState* m = session.matchForSaving();
  const FriendLink current{"", Player::South, session.game(),
                           m ? std::optional<MatchState>(*m) : std::nullopt};
  const LinkOrder order = compareLinks(link, current);
  return (friends.game() && friends.game()->id == link.id) || order == LinkOrder::Same ||
         order == LinkOrder::Later;
}

// A link refused in words: shown and said, the address to show this device's game again.
std::optional<Refusal> refuseLink(std::string why, Context& ctx) {
  ctx.state.shown.message = why;
  ctx.say(why);
  ctx.linkOpened.emplace().refused = true;
  return Refusal{RefusalCode::BadLink, {std::move(why)}};
}

}  // namespace

std::optional<Refusal> update(FriendPlay& friends, const cmd::OpenLink& c, Context& ctx) {
  // Nothing comes into a kiosk, and it keeps no ledger of links.
  if (ctx.state.device.kiosk.on) return Refusal{RefusalCode::Kiosk, {}};
  auto read = readFriendFragment(c.link);
  if (auto* why = std::get_if<std::string>(&read)) return refuseLink(*why, ctx);
  FriendLink link = std::move(std::get<FriendLink>(read));

  const FriendLedger ledger =
      FriendLedger::read(ctx.host.load(FriendLedger::kStorageKey).value_or(std::string()));
  const std::optional<std::string> seenText = ledger.latest(link.id);
  const SeenLink seen = seenText ? compareWithSeen(link, *seenText) : SeenLink{};
  if (seen.order == LinkOrder::Earlier) {
    const std::string why = olderLinkText();
    auto refused = refuseLink(why, ctx);
    friends.offerLatest(*seenText);
    ctx.say(why + ' ' + goToLatestText());
    return refused;
  }
  if (seen.order == LinkOrder::Apart) return refuseLink(otherGameLinkText(), ctx);

  const bool replacesOther = !continuesGame(friends, ctx.state.game.session, link);
  SessionSetup setup = setupForLink(ctx.state.game.session.setup(), link);
  ctx.linkOpened = LinkOpened{false,         std::move(link),   std::move(setup),
                              replacesOther, seen.sentFromHere, seen.otherMove};
  return std::nullopt;
}

std::optional<Refusal> update(FriendPlay& friends, const cmd::OpenLatestLink&, Context& ctx) {
  if (!friends.latestLink()) return std::nullopt;
  update(friends, cmd::OpenLink{*friends.latestLink()}, ctx);
  return std::nullopt;
}

std::optional<Refusal> update(FriendPlay& friends, const cmd::SendLink& c, Context& ctx) {
  if (!friends.game()) return std::nullopt;
  ctx.ask(effect::SendLink{friends.linkFragment(), c.share && ctx.host.canShareSheet()});
  return std::nullopt;
}

std::optional<Refusal> update(FriendPlay& friends, const cmd::LinkCopied& c, Context& ctx) {
  if (!friends.game()) return std::nullopt;
  ctx.state.shown.message = friends.copiedText(c.copied);
  ctx.say(ctx.state.shown.message);
  return std::nullopt;
}

void linkShown(FriendPlay& friends, const LinkOpened& opened, std::string told, bool owns,
               Context& ctx) {
  const Session& session = ctx.state.game.session;
  friends.start(FriendGame{opened.link.id, opened.link.side});
  friends.dropLatest();
  const Game& game = session.game();
  if (told.empty()) told = describeNewGame(session.variant(), game.position(), false, false);
  if (const MatchState* m = session.match(); game.over() && m && m->gameRecorded)
    told += ' ' + matchStandingText(*m);
  if (opened.sentFromHere) {
    ctx.state.shown.message = sentLinkText(friends.game()->mine, friends.toAct());
    ctx.say(ctx.state.shown.message + ' ' + friends.noteChange(true, owns, ctx.effects));
  } else if (opened.otherMove) {
    ctx.state.shown.message = otherMoveLinkText();
    ctx.say(ctx.state.shown.message + ' ' +
            linkOpenedText(told + ' ' + friends.noteChange(true, owns, ctx.effects)));
  } else {
    ctx.say(linkOpenedText(told + ' ' + friends.noteChange(true, owns, ctx.effects)));
  }
  ctx.ask(effect::ToPage{newGameMessage(session.stateJson())});
  ctx.save();
}

SessionSetup byLink(SessionSetup setup) {
  setup.players = {PlayerKind::Person, PlayerKind::Person};
  return setup;
}

std::string startFriendGame(FriendPlay& friends, GameState& game, Player mine, bool owns,
                            Effects& effects) {
  friends.start(FriendGame{newFriendGameId(randomBits()), mine});
  game.friendSideChoice = mine;
  return describeNewGame(game.session.variant(), game.session.position(), false, false) + ' ' +
         friends.noteChange(false, owns, effects);
}

}  // namespace mancala::app
