// Playing a friend by link: the AppModel's part (app_model.h). The link's content, how links
// compare and the device's ledger of the latest link of each game are in friend_link.h.
#include <random>

#include "app/model/announcer.h"
#include "app/model/app_model.h"
#include "app/model/friend_link.h"
#include "app/model/page_messages.h"
#include "app/model/words.h"
#include "app/text/i18n.h"

namespace mancala::app {
namespace {

std::uint64_t randomBits() {
  std::random_device device;
  return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

}  // namespace

void AppModel::startChosenGame(double now) {
  if (pendingFriendSide_ && canSendLinks())
    newFriendGame(pendingSetup_, *pendingFriendSide_, now);
  else
    newGame(pendingSetup_, now);
}

void AppModel::newFriendGame(const SessionSetup& setup, Player mine, double now) {
  SessionSetup both = setup;
  both.players = {PlayerKind::Person, PlayerKind::Person};
  newGame(both, now);
  friend_ = FriendGame{newFriendGameId(randomBits()), mine};
  pendingFriendSide_ = mine;
  const Position& pos = session_.position();
  say(describeNewGame(session_.variant(), pos, false, false) + ' ' + friendAfterChange());
  save();
}

std::optional<Player> AppModel::friendToAct() const {
  if (screen_ != Screen::Play) return std::nullopt;
  if (session_.betweenGames()) {
    const auto due = session_.purchaseDue();
    if (due && due->count > 0) return due->buyer;
    return std::nullopt;
  }
  if (session_.game().over()) return std::nullopt;
  return session_.position().toMove;
}

bool AppModel::waitingForFriend() const {
  if (!friend_) return false;
  const auto acting = friendToAct();
  return acting && *acting != friend_->mine;
}

std::optional<std::string> AppModel::friendRefusal(bool buying) const {
  if (!waitingForFriend()) return std::nullopt;
  const std::string other = sideName(opponent(friend_->mine));
  return buying ? trf("Waiting for {0} to choose the holes they buy: send them the link.", {other})
                : trf("Waiting for {0}: send them the link.", {other});
}

std::string AppModel::ownFriendFragment() const {
  if (!friend_) return "";
  return friendFragment(friend_->id, friend_->mine, session_.game(), session_.matchForSaving());
}

std::string AppModel::friendLinkFragment() const {
  if (!friend_) return "";
  return friendFragment(friend_->id, opponent(friend_->mine), session_.game(),
                        session_.matchForSaving());
}

std::string AppModel::friendAfterChange(bool opened) {
  if (!friend_) return "";
  latestLink_.reset();
  FriendLedger ledger =
      FriendLedger::read(host_.load(FriendLedger::kStorageKey).value_or(std::string()));
  ledger.note(friend_->id, ownFriendFragment());
  host_.store(FriendLedger::kStorageKey, ledger.text());
  const Player other = opponent(friend_->mine);
  const std::string link = friendLinkFragment();
  if (!opened)
    host_.postToParent("{\"type\":\"mancala:friend-link\",\"fragment\":" + jsonString(link) +
                       ",\"side\":\"" + playerLetter(other) +
                       "\",\"waiting\":" + (waitingForFriend() ? "true" : "false") +
                       ",\"state\":" + session_.stateJson() + "}");
  return friendStatusText();
}

std::string AppModel::friendStatusText() const {
  if (!friend_) return "";
  const auto acting = friendToAct();
  if (!acting) return trf("Send the link to {0}.", {sideName(opponent(friend_->mine))});
  if (*acting == friend_->mine) return trf("Your turn: you play {0}.", {sideName(friend_->mine)});
  return *friendRefusal(session_.betweenGames());
}

void AppModel::resumeFriendGame(const std::optional<SavedState::Friend>& saved) {
  if (saved) friend_ = FriendGame{saved->id, saved->mine};
}

std::optional<std::string> AppModel::friendGameUnknown() const {
  if (session_.game().moves().empty()) return std::nullopt;  // any new game looks like it
  const FriendLedger ledger =
      FriendLedger::read(host_.load(FriendLedger::kStorageKey).value_or(std::string()));
  const auto recent = ledger.mostRecent();
  if (!recent) return std::nullopt;
  const auto read = readFriendFragment(*recent);
  const auto* link = std::get_if<FriendLink>(&read);
  const MatchState* match = session_.matchForSaving();
  const FriendLink current{"", Player::South, session_.game(),
                           match ? std::optional<MatchState>(*match) : std::nullopt};
  if (!link || compareLinks(*link, current) != LinkOrder::Same) return std::nullopt;
  return tr(
      "This game may have been played by link, and this device did not keep whether it "
      "was: to go on with it as a game by link, open the last link again.");
}

void AppModel::sendFriendLink(bool shareSheet) {
  if (!friend_) return;
  host_.sendLink(friendLinkFragment(), shareSheet && host_.canShareSheet());
  changed();
}

void AppModel::friendLinkCopied(bool copied) {
  if (!friend_) return;
  message_ = copied ? trf("Link copied: send it to {0}.", {sideName(opponent(friend_->mine))})
                    : std::string(tr("The link could not be copied: copy the address of this "
                                     "page instead."));
  say(message_);
  changed();
}

std::optional<std::string> AppModel::openFriendLink(std::string_view fragment, double now) {
  auto refuse = [&](std::string why) -> std::optional<std::string> {
    message_ = why;
    say(why);
    const GameAddress shown = address();  // the address shows this device's game again
    host_.showAddress(shown.query, shown.fragment);
    changed();
    return why;
  };
  auto read = readFriendFragment(fragment);
  if (auto* why = std::get_if<std::string>(&read)) return refuse(*why);
  FriendLink link = std::move(std::get<FriendLink>(read));

  FriendLedger ledger =
      FriendLedger::read(host_.load(FriendLedger::kStorageKey).value_or(std::string()));
  bool sentFromHere = false;  // the link this device sent: the other side's
  if (const auto seenText = ledger.latest(link.id)) {
    auto seen = readFriendFragment(*seenText);
    if (const auto* seenLink = std::get_if<FriendLink>(&seen)) {
      const LinkOrder seenOrder = compareLinks(link, *seenLink);
      if (link.side != seenLink->side && seenOrder != LinkOrder::Apart) {
        // A link for the other device (the one sent from here, or the address the friend's
        // device shows): this device goes on playing its own side, never the friend's.
        sentFromHere = seenOrder == LinkOrder::Same;
        link.side = seenLink->side;
      }
      switch (seenOrder) {
        case LinkOrder::Earlier: {
          std::string why =
              tr("This link is not the latest move of this game: this device has seen a later "
                 "one.");
          auto refused = refuse(why);
          latestLink_ = *seenText;
          say(why + ' ' + tr("Press \u201cGo to the latest move\u201d to see it."));
          return refused;
        }
        case LinkOrder::Apart:
          return refuse(
              tr("This link does not continue the game this device has seen under its name, so "
                 "it was not opened."));
        default: break;
      }
    }
  }

  stopActivity();
  // The game on the screen goes on (a reload, the next move): it is not put aside.
  FriendLink current{"", Player::South, session_.game(),
                     session_.matchForSaving()
                         ? std::optional<MatchState>(*session_.matchForSaving())
                         : std::nullopt};
  const LinkOrder order = compareLinks(link, current);
  const bool sameGame =
      (friend_ && friend_->id == link.id) || order == LinkOrder::Same || order == LinkOrder::Later;
  if (!sameGame) putAside();
  gameKept_ = false;
  SessionSetup setup = session_.setup();
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
  session_.resume(setup, std::move(link.game), std::move(link.match));
  friend_ = FriendGame{link.id, link.side};
  pendingSetup_ = session_.setup();
  screen_ = Screen::Play;
  resetView();
  latestLink_.reset();

  // The last move, shown again as it was played on the other device.
  const Game& game = session_.game();
  std::string told;
  if (!game.moves().empty()) {
    const Position before = game.history()[game.moves().size() - 1];
    Position replayed = before;
    Trace trace;
    applyMove(game.rules(), replayed, game.moves().back(), &trace);
    animate(before, trace, now);
    told = describeMove(session_.variant(), before, game.moves().back(), trace, game.position());
  } else {
    told = describeNewGame(session_.variant(), game.position(), false, false);
  }
  if (const MatchState* m = session_.match(); game.over() && m && m->gameRecorded)
    told += ' ' + (!m->over ? trf("Games won: South {0} \u2013 North {1}",
                                  {std::to_string(m->wins[0]), std::to_string(m->wins[1])}) +
                                  "."
                   : m->winner == Outcome::SouthWins ? std::string(tr("South wins the match."))
                   : m->winner == Outcome::NorthWins ? std::string(tr("North wins the match."))
                                                     : std::string(tr("The match is drawn.")));
  if (sentFromHere) {
    const Player other = opponent(friend_->mine);
    const auto acting = friendToAct();
    message_ = acting && *acting == other
                   ? trf("This link is the one you sent: it is {0}'s turn on your friend's device.",
                         {sideName(other)})
                   : trf("This link is the one you sent to {0}: this device plays {1}.",
                         {sideName(other), sideName(friend_->mine)});
    say(message_ + ' ' + friendAfterChange(true));
  } else {
    say(trf("Link opened: {0}", {told + ' ' + friendAfterChange(true)}));
  }
  host_.postToParent(newGameMessage(session_.stateJson()));
  save();
  changed();
  return std::nullopt;
}

void AppModel::openLatestFriendLink(double now) {
  if (!latestLink_) return;
  const std::string fragment = *latestLink_;
  openFriendLink(fragment, now);
}

}  // namespace mancala::app
