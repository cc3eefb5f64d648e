#include "types.h"

namespace mancala {

namespace {
constexpr std::array<std::string_view, 3> kVariantNames{"adji-kui-1", "adji-kui-2", "warri"};
constexpr std::array<std::string_view, 3> kVariantTitles{"Adji Kui I", "Adji Kui II", "Warri"};
constexpr std::array<std::string_view, 7> kReasonNames{
    "", "repetition", "no-moves", "eight-left", "majority", "starved", "cannot-feed"};
}  // namespace

std::string_view variantName(Variant v) { return kVariantNames[static_cast<int>(v)]; }
std::string_view variantTitle(Variant v) { return kVariantTitles[static_cast<int>(v)]; }

std::optional<Variant> parseVariant(std::string_view s) {
  for (Variant v : kAllVariants)
    if (variantName(v) == s) return v;
  return std::nullopt;
}

std::string_view reasonName(EndReason r) { return kReasonNames[static_cast<int>(r)]; }

std::optional<EndReason> parseReason(std::string_view s) {
  for (std::size_t i = 1; i < kReasonNames.size(); ++i)
    if (kReasonNames[i] == s) return static_cast<EndReason>(i);
  return std::nullopt;
}

char playerLetter(Player p) { return p == Player::South ? 'S' : 'N'; }

std::optional<Player> parsePlayer(std::string_view s) {
  if (s == "S") return Player::South;
  if (s == "N") return Player::North;
  return std::nullopt;
}

std::string_view outcomeName(Outcome o) {
  switch (o) {
    case Outcome::SouthWins: return "S";
    case Outcome::NorthWins: return "N";
    case Outcome::Draw: return "draw";
    case Outcome::None: break;
  }
  return "";
}

char moveLetter(Move m) {
  if (m == kPass) return '-';
  if (m >= 0 && m < kRowHoles) return static_cast<char>('a' + m);
  if (m >= kRowHoles && m < kHoles) return static_cast<char>('A' + (m - kRowHoles));
  return '?';
}

std::optional<Move> parseMove(char c) {
  if (c == '-') return kPass;
  if (c >= 'a' && c <= 'f') return static_cast<Move>(c - 'a');
  if (c >= 'A' && c <= 'F') return static_cast<Move>(kRowHoles + (c - 'A'));
  return std::nullopt;
}

std::optional<long long> parseCount(std::string_view text, long long lo, long long hi) {
  if (text.empty() || text.size() > 18 || (text.size() > 1 && text[0] == '0')) return std::nullopt;
  long long value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  if (value < lo || value > hi) return std::nullopt;
  return value;
}

std::optional<std::vector<int>> parseSeedCounts(std::string_view text) {
  std::vector<int> values;
  std::size_t start = 0;
  for (;;) {
    const std::size_t comma = text.find(',', start);
    const std::string_view part =
        text.substr(start, comma == std::string_view::npos ? comma : comma - start);
    const auto value = parseCount(part, 0, kTotalSeeds);
    if (!value || values.size() >= kHoles) return std::nullopt;
    values.push_back(static_cast<int>(*value));
    if (comma == std::string_view::npos) return values;
    start = comma + 1;
  }
}

}  // namespace mancala
