#include "app/model/friend/friend_play.h"

#include "app/model/common/page_messages.h"
#include "app/model/words/mode_text.h"

namespace mancala::app {
namespace {

std::optional<MatchState> matchCopy(const Session& session) {
  const MatchState* m = session.matchForSaving();
  return m ? std::optional<MatchState>(*m) : std::nullopt;
}

}  // namespace

std::optional<Player> FriendPlay::toAct() const {
  if (screen_ != Screen::Play) return std::nullopt;
  if (session_.betweenGames()) {
    const auto due = session_.purchaseDue();
    if (due && due->count > 0) return due->buyer;
    return std::nullopt;
  }
  if (session_.game().over()) return std::nullopt;
  return session_.position().toMove;
}

bool FriendPlay::waiting() const {
  if (!game_) return false;
  const auto acting = toAct();
  return acting && *acting != game_->mine;
}

std::optional<Refusal> FriendPlay::refusal(bool buying) const {
  if (!waiting()) return std::nullopt;
  return Refusal{RefusalCode::FriendToMove,
                 {std::string(1, playerLetter(opponent(game_->mine))), buying ? "1" : "0"}};
}

std::string FriendPlay::ownFragment() const {
  if (!game_) return "";
  return friendFragment(game_->id, game_->mine, session_.game(), session_.matchForSaving());
}

std::string FriendPlay::linkFragment() const {
  if (!game_) return "";
  return friendFragment(game_->id, opponent(game_->mine), session_.game(),
                        session_.matchForSaving());
}

std::string FriendPlay::noteChange(bool opened, bool owns, Effects& effects) {
  if (!game_) return "";
  latestLink_.reset();
  if (owns) {
    FriendLedger ledger =
        FriendLedger::read(host_.load(FriendLedger::kStorageKey).value_or(std::string()));
    ledger.note(game_->id, ownFragment());
    host_.store(FriendLedger::kStorageKey, ledger.text());
  }
  if (!opened)
    effects.add(effect::ToPage{
        friendLinkMessage(linkFragment(), opponent(game_->mine), waiting(), session_.stateJson())});
  return statusText();
}

std::string FriendPlay::statusText() const {
  if (!game_) return "";
  const auto acting = toAct();
  if (!acting) return sendLinkText(game_->mine);
  if (*acting == game_->mine) return yourLinkTurnText(game_->mine);
  return refusalText(*refusal(session_.betweenGames()));
}

std::string FriendPlay::copiedText(bool copied) const {
  if (!game_) return "";
  return linkCopiedText(game_->mine, copied);
}

std::optional<std::string> FriendPlay::unknownGameWarning() const {
  if (session_.game().moves().empty()) return std::nullopt;  // any new game looks like it
  const FriendLedger ledger =
      FriendLedger::read(host_.load(FriendLedger::kStorageKey).value_or(std::string()));
  const auto recent = ledger.mostRecent();
  if (!recent) return std::nullopt;
  const auto read = readFriendFragment(*recent);
  const auto* link = std::get_if<FriendLink>(&read);
  const FriendLink current{"", Player::South, session_.game(), matchCopy(session_)};
  if (!link || compareLinks(*link, current) != LinkOrder::Same) return std::nullopt;
  return maybeLinkGameText();
}

}  // namespace mancala::app
