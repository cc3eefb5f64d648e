// AppModel's commands for playing a friend by link (app_model.h): a new game by link, a link
// opened, a link sent. What this device keeps of the game by link is friend_play.h's; the
// link's content, how links compare and the device's ledger are friend_link.h's.
#include <optional>
#include <random>
#include <string>

#include "app/model/common/page_messages.h"
#include "app/model/friend/friend_link.h"
#include "app/model/modes/app_model.h"
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

}  // namespace

void AppModel::startChosenGame() {
  if (state_.game.friendSideChoice && canSendLinks())
    newFriendGame(state_.game.startChoices, *state_.game.friendSideChoice);
  else
    newGame(state_.game.startChoices);
}

void AppModel::newFriendGame(const SessionSetup& setup, Player mine) {
  SessionSetup both = setup;
  both.players = {PlayerKind::Person, PlayerKind::Person};
  newGame(both);
  state_.modes.friends.start(FriendGame{newFriendGameId(randomBits()), mine});
  state_.game.friendSideChoice = mine;
  const Position& pos = state_.game.session.position();
  say(describeNewGame(state_.game.session.variant(), pos, false, false) + ' ' +
      state_.modes.friends.noteChange(false, saver_.owned(), effects_));
  save();
}

void AppModel::sendFriendLink(bool shareSheet) {
  if (!state_.modes.friends.game()) return;
  ask(effect::SendLink{state_.modes.friends.linkFragment(), shareSheet && host_.canShareSheet()});
}

void AppModel::friendLinkCopied(bool copied) {
  if (!state_.modes.friends.game()) return;
  state_.shown.message = state_.modes.friends.copiedText(copied);
  say(state_.shown.message);
}

std::optional<std::string> AppModel::openFriendLink(std::string_view fragment, double now) {
  // Nothing comes into a kiosk, and it keeps no ledger of links.
  if (state_.device.kiosk.on) return refusalText({RefusalCode::Kiosk, {}});
  auto refuse = [&](std::string why) -> std::optional<std::string> {
    state_.shown.message = why;
    say(why);
    const GameAddress shown = address();  // the address shows this device's game again
    ask(effect::ShowAddress{shown.query, shown.fragment});
    return why;
  };
  auto read = readFriendFragment(fragment);
  if (auto* why = std::get_if<std::string>(&read)) return refuse(*why);
  FriendLink link = std::move(std::get<FriendLink>(read));

  FriendLedger ledger =
      FriendLedger::read(host_.load(FriendLedger::kStorageKey).value_or(std::string()));
  const std::optional<std::string> seenText = ledger.latest(link.id);
  const SeenLink seen = seenText ? compareWithSeen(link, *seenText) : SeenLink{};
  if (seen.order == LinkOrder::Earlier) {
    const std::string why = olderLinkText();
    auto refused = refuse(why);
    state_.modes.friends.offerLatest(*seenText);
    say(why + ' ' + goToLatestText());
    return refused;
  }
  if (seen.order == LinkOrder::Apart) return refuse(otherGameLinkText());

  stopActivity();
  // The game on the screen goes on (a reload, the next move): it is not put aside.
  FriendLink current{"", Player::South, state_.game.session.game(),
                     state_.game.session.matchForSaving()
                         ? std::optional<MatchState>(*state_.game.session.matchForSaving())
                         : std::nullopt};
  const LinkOrder order = compareLinks(link, current);
  const bool sameGame =
      (state_.modes.friends.game() && state_.modes.friends.game()->id == link.id) ||
      order == LinkOrder::Same || order == LinkOrder::Later;
  if (!sameGame) putAside();
  state_.game.gameKept = false;
  const SessionSetup setup = setupForLink(state_.game.session.setup(), link);
  state_.game.session.resume(setup, std::move(link.game), std::move(link.match));
  state_.modes.friends.start(FriendGame{link.id, link.side});
  state_.modes.friends.dropLatest();
  state_.game.startChoices = state_.game.session.setup();
  state_.screen = Screen::Play;
  resetView();

  // The last move, shown again as it was played on the other device.
  const Game& game = state_.game.session.game();
  std::string told = replayLastMove(now);
  if (told.empty())
    told = describeNewGame(state_.game.session.variant(), game.position(), false, false);
  if (const MatchState* m = state_.game.session.match(); game.over() && m && m->gameRecorded)
    told += ' ' + matchStandingText(*m);
  if (seen.sentFromHere) {
    state_.shown.message =
        sentLinkText(state_.modes.friends.game()->mine, state_.modes.friends.toAct());
    say(state_.shown.message + ' ' +
        state_.modes.friends.noteChange(true, saver_.owned(), effects_));
  } else if (seen.otherMove) {
    state_.shown.message = otherMoveLinkText();
    say(state_.shown.message + ' ' +
        linkOpenedText(told + ' ' +
                       state_.modes.friends.noteChange(true, saver_.owned(), effects_)));
  } else {
    say(linkOpenedText(told + ' ' +
                       state_.modes.friends.noteChange(true, saver_.owned(), effects_)));
  }
  ask(effect::ToPage{newGameMessage(state_.game.session.stateJson())});
  save();
  return std::nullopt;
}

void AppModel::openLatestFriendLink(double now) {
  if (!state_.modes.friends.latestLink()) return;
  const std::string fragment = *state_.modes.friends.latestLink();
  openFriendLink(fragment, now);
}

}  // namespace mancala::app
