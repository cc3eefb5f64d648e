#include "app/model/friend/friend_link.h"

#include <algorithm>

#include "app/model/common/url_params.h"
#include "app/model/games_table/games_table.h"
#include "app/model/words/error_text.h"
#include "app/model/words/mode_text.h"
#include "core/record.h"

namespace mancala::app {
namespace {

constexpr std::size_t kMinIdLength = 6, kMaxIdLength = 32;

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (true) {
    const std::size_t at = text.find(sep, start);
    parts.push_back(text.substr(start, at == std::string_view::npos ? at : at - start));
    if (at == std::string_view::npos) return parts;
    start = at + 1;
  }
}

// A game number, a count of wins or draws: 0 to 999.
std::optional<int> smallNumber(std::string_view s) {
  if (s.empty() || s.size() > 3) return std::nullopt;
  int n = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

// The match length as a friend's link writes it (shorter than the address's: "ten").
std::string_view linkLengthName(MatchOptions::Length length) {
  switch (length) {
    case MatchOptions::Length::FirstToTenHoles: return "ten";
    case MatchOptions::Length::Games: return "games";
    default: return "full";
  }
}

// The match before the current game, from the link's "m=" and the game's own start; what is
// wrong in words otherwise.
std::variant<MatchState, std::string> readMatch(std::string_view text, const Game& game) {
  const std::string bad = linkProblemText(LinkProblem::MatchDamaged);
  const auto parts = split(text, '.');
  if (parts.size() != 7) return bad;
  MatchOptions options;
  if (parts[0] == "full")
    options.length = MatchOptions::Length::Full;
  else if (parts[0] == "ten" && gameInfo(game.variant()).buysHoles)
    options.length = MatchOptions::Length::FirstToTenHoles;
  else if (parts[0] == "games")
    options.length = MatchOptions::Length::Games;
  else
    return bad;
  const auto games = smallNumber(parts[1]);
  const auto first = parsePlayer(parts[2]);
  const auto number = smallNumber(parts[3]);
  const auto southWins = smallNumber(parts[4]), northWins = smallNumber(parts[5]);
  const auto draws = smallNumber(parts[6]);
  if (!games || !first || !number || !southWins || !northWins || !draws) return bad;
  const bool counted = options.length == MatchOptions::Length::Games;
  if (counted != (*games > 0) || *number < 1 || (counted && *number > *games)) return bad;
  if (*southWins + *northWins + *draws != *number - 1) return bad;
  options.games = *games;
  options.firstStarter = *first;
  MatchState m = newMatch(game.variant(), options);
  m.game = *number;
  m.wins = {*southWins, *northWins};
  m.draws = *draws;
  m.starter = *number % 2 == 1 ? *first : opponent(*first);
  // The game is the match's: its start is the match's, only the owners change (Adji Kui II).
  const Position& start = game.start();
  Position expected = startPosition(m.starter, start.northOwned);
  if (start != expected ||
      (!gameInfo(game.variant()).buysHoles && start.northOwned != kDefaultNorthOwned))
    return linkProblemText(LinkProblem::MatchStart);
  m.northOwned = start.northOwned;
  const int championWins = gameInfo(game.variant()).championWins;
  if (championWins > 0 && options.length == MatchOptions::Length::Full &&
      std::max(*southWins, *northWins) >= championWins)
    return bad;  // the match was over before this game
  return m;
}

}  // namespace

bool isFriendGameId(std::string_view id) {
  if (id.size() < kMinIdLength || id.size() > kMaxIdLength) return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  });
}

bool isFriendFragment(std::string_view fragment) {
  if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
  return fragment.substr(0, 2) == "f=";
}

std::string friendFragment(std::string_view id, Player side, const Game& game,
                           const MatchState* match) {
  std::string out = "f=" + std::string(id) + "&s=" + playerLetter(side);
  out += "&r=" + percentEncode(writeRecord(game));
  if (match) {
    const MatchOptions& o = match->options;
    out += "&m=" + std::string(linkLengthName(o.length)) + "." +
           std::to_string(o.length == MatchOptions::Length::Games ? o.games : 0) + "." +
           playerLetter(o.firstStarter) + "." + std::to_string(match->game) + "." +
           std::to_string(match->wins[0]) + "." + std::to_string(match->wins[1]) + "." +
           std::to_string(match->draws);
  }
  return out;
}

std::variant<FriendLink, std::string> readFriendFragment(std::string_view fragment) {
  auto fail = [](std::string why) -> std::variant<FriendLink, std::string> {
    return linkUnopenableText(why);
  };
  if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
  std::optional<std::string> id, side, record, match;
  for (std::string_view pair : split(fragment, '&')) {
    if (pair.empty()) continue;
    const std::size_t eq = pair.find('=');
    if (eq == std::string_view::npos) return fail(linkProblemText(LinkProblem::DamagedPart));
    const std::string_view key = pair.substr(0, eq);
    const auto value = percentDecode(pair.substr(eq + 1), false);
    if (!value) return fail(linkProblemText(LinkProblem::DamagedPart));
    std::optional<std::string>* slot = key == "f"   ? &id
                                       : key == "s" ? &side
                                       : key == "r" ? &record
                                       : key == "m" ? &match
                                                    : nullptr;
    if (!slot) continue;  // a later version's own keys
    if (slot->has_value()) return fail(linkProblemText(LinkProblem::PartTwice));
    *slot = *value;
  }
  if (!id || !isFriendGameId(*id)) return fail(linkProblemText(LinkProblem::BadName));
  const auto player = side ? parsePlayer(*side) : std::nullopt;
  if (!player) return fail(linkProblemText(LinkProblem::NoSide));
  if (!record) return fail(linkProblemText(LinkProblem::NoGame));
  auto read = readRecord(*record);
  if (auto* error = std::get_if<RecordError>(&read)) return fail(recordErrorText(*error));
  FriendLink link;
  link.id = *id;
  link.side = *player;
  link.game = std::move(std::get<GameRecord>(read).game);
  if (match) {
    auto m = readMatch(*match, link.game);
    if (auto* why = std::get_if<std::string>(&m)) return fail(*why);
    link.match = std::get<MatchState>(m);
  }
  return link;
}

std::string newFriendGameId(std::uint64_t entropy) {
  static constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
  std::string id;
  for (int i = 0; i < 12; ++i) {
    id += kDigits[entropy % 36];
    entropy /= 36;
  }
  return id;
}

LinkOrder compareLinks(const FriendLink& link, const FriendLink& seen) {
  const int a = link.match ? link.match->game : 1, b = seen.match ? seen.match->game : 1;
  if (link.game.variant() != seen.game.variant() ||
      link.match.has_value() != seen.match.has_value())
    return LinkOrder::Apart;
  if (a != b) return a > b ? LinkOrder::Later : LinkOrder::Earlier;
  if (link.game.start() != seen.game.start() ||
      link.game.rules().grandSlamCapturesNothing != seen.game.rules().grandSlamCapturesNothing)
    return LinkOrder::Apart;
  const auto& x = link.game.moves();
  const auto& y = seen.game.moves();
  const std::size_t common = std::min(x.size(), y.size());
  if (!std::equal(x.begin(), x.begin() + static_cast<long>(common), y.begin()))
    return LinkOrder::Apart;
  return x.size() == y.size()  ? LinkOrder::Same
         : x.size() > y.size() ? LinkOrder::Later
                               : LinkOrder::Earlier;
}

bool partsWithinOwnMoves(const FriendLink& link, const FriendLink& seen) {
  if (compareLinks(link, seen) != LinkOrder::Apart) return false;
  const int a = link.match ? link.match->game : 1, b = seen.match ? seen.match->game : 1;
  if (link.game.variant() != seen.game.variant() ||
      link.match.has_value() != seen.match.has_value() || a != b ||
      link.game.start() != seen.game.start() ||
      link.game.rules().grandSlamCapturesNothing != seen.game.rules().grandSlamCapturesNothing)
    return false;
  const auto& x = link.game.moves();
  const auto& y = seen.game.moves();
  const auto parted = std::mismatch(x.begin(), x.end(), y.begin(), y.end()).second;
  for (auto i = static_cast<std::size_t>(parted - y.begin()); i < y.size(); ++i)
    if (seen.game.mover(i) != seen.side && y[i] != kPass) return false;
  return true;
}

FriendLedger FriendLedger::read(std::string_view text) {
  FriendLedger ledger;
  for (std::string_view line : split(text, '\n')) {
    const std::size_t space = line.find(' ');
    if (space == std::string_view::npos) continue;
    const std::string_view id = line.substr(0, space), fragment = line.substr(space + 1);
    if (!isFriendGameId(id) || !isFriendFragment(fragment) || ledger.latest(id)) continue;
    if (ledger.entries_.size() < kMaxGames) ledger.entries_.emplace_back(id, fragment);
  }
  return ledger;
}

std::string FriendLedger::text() const {
  std::string out;
  for (const auto& [id, fragment] : entries_) out += id + ' ' + fragment + '\n';
  return out;
}

std::optional<std::string> FriendLedger::latest(std::string_view id) const {
  for (const auto& [key, fragment] : entries_)
    if (key == id) return fragment;
  return std::nullopt;
}

std::optional<std::string> FriendLedger::mostRecent() const {
  if (entries_.empty()) return std::nullopt;
  return entries_.front().second;
}

void FriendLedger::note(std::string_view id, std::string_view fragment) {
  entries_.erase(std::remove_if(entries_.begin(), entries_.end(),
                                [&](const auto& e) { return e.first == id; }),
                 entries_.end());
  entries_.insert(entries_.begin(), {std::string(id), std::string(fragment)});
  if (entries_.size() > kMaxGames) entries_.resize(kMaxGames);
}

}  // namespace mancala::app
