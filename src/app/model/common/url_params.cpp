#include "app/model/common/url_params.h"

#include <algorithm>

#include "app/model/words/error_text.h"
#include "app/model/words/problem_text.h"
#include "core/record.h"

namespace mancala::app {
namespace {

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return out;
}

std::optional<bool> parseSwitch(std::string_view s) {
  const std::string v = lower(s);
  if (v == "1" || v == "on" || v == "yes" || v == "true") return true;
  if (v == "0" || v == "off" || v == "no" || v == "false") return false;
  return std::nullopt;
}

bool isSlotName(std::string_view s) {
  return !s.empty() && s.size() <= 24 && std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '_';
  });
}

// A value the address's reader refused: one sentence, in the current language.
std::string badParam(std::string_view key, std::string_view value, std::string_view expected) {
  return addressValueText(excerpt(key), excerpt(value), std::string(expected));
}

// The parameters holding a text: a record, a position, a review, the embedding's.
void applyTextParam(UrlParams& p, std::string_view key, const std::string& value) {
  auto bad = [&](std::string_view expected) { p.errors.push_back(badParam(key, value, expected)); };
  if (key == "record" || key == "r") {
    if (value.empty())
      bad(expectedRecordText());
    else
      p.record = value;
  } else if (key == "position" || key == "p") {
    std::string error;
    if (auto pos = parsePositionText(value, &error)) {
      p.position = pos;
    } else {
      p.errors.push_back(positionUnusableText(error));
    }
  } else if (key == "review" || key == "v") {
    if (value.empty())
      bad(expectedReviewText());
    else
      p.review = value;
  } else if (key == "parentOrigin") {
    p.parentOrigin = value;
  } else if (key == "slot") {
    if (isSlotName(value))
      p.slot = value;
    else
      bad("A-Z a-z 0-9 - _, 1 to 24");
  }
}

void applyParam(UrlParams& p, std::string_view key, const std::string& value) {
  auto bad = [&](std::string_view expected) { p.errors.push_back(badParam(key, value, expected)); };
  if (const SetupFieldRead read = readSetupField(p.setup, key, value); read.known) {
    if (read.refusal)  // a value it cannot have (with what it can), or a name holding a NUL
      p.errors.push_back(read.refusal->code == RefusalCode::BadValue
                             ? badParam(key, value, read.refusal->data.at(2))
                             : refusalText(*read.refusal));
  } else if (key == "lang" || key == "language") {
    if (auto l = parseLanguage(value))
      p.language = l;
    else
      bad("en, fr, es, it");
  } else if (key == "theme") {
    if (auto t = parseTheme(lower(value)))
      p.theme = t;
    else
      bad("classic, light, auto, contrast");
  } else if (key == "accent") {
    if (auto c = parseCssColour(value))
      p.accent = c;
    else
      bad("#rgb, #rrggbb, rgb(r, g, b)");
  } else if (key == "sound") {
    if (auto b = parseSwitch(value))
      p.sound = b;
    else
      bad("on, off");
  } else if (key == "my-games") {
    if (auto b = parseSwitch(value))
      p.myGames = b;
    else
      bad("on, off");
  } else if (key == "motion") {
    const std::string v = lower(value);
    if (v == "reduce" || v == "reduced")
      p.reducedMotion = true;
    else if (v == "full" || v == "normal")
      p.reducedMotion = false;
    else
      bad("reduce, full");
  } else {
    applyTextParam(p, key, value);
  }
}

void parsePairs(std::string_view text, UrlParams& p) {
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t amp = text.find('&', start);
    const std::string_view pair =
        text.substr(start, amp == std::string_view::npos ? amp : amp - start);
    if (!pair.empty()) {
      const std::size_t eq = pair.find('=');
      const auto key = percentDecode(pair.substr(0, eq), true);
      const auto value = eq == std::string_view::npos ? std::optional<std::string>("")
                                                      : percentDecode(pair.substr(eq + 1), true);
      if (!key || !value)
        p.errors.push_back(damagedAddressPartText(pair));
      else
        applyParam(p, *key, *value);
    }
    if (amp == std::string_view::npos) break;
    start = amp + 1;
  }
}

// The game's set-up as the address that follows it says it: a single game has no length, and
// the computer's level is one for both sides where its sides agree, else each side's.
SetupFields addressFields(const SessionSetup& u) {
  SetupFields f = setupFields(u);
  if (!u.match) f.length.reset();
  if (!u.match || u.matchLength != MatchOptions::Length::Games) f.games.reset();
  std::array<std::optional<ai::Level>, 2> levels{};
  for (Player p : {Player::South, Player::North})
    if (u.players[static_cast<std::size_t>(index(p))] == PlayerKind::Computer)
      levels[static_cast<std::size_t>(index(p))] = levelOf(u, p);
  f.southLevel.reset();
  f.northLevel.reset();
  if (levels[0] && levels[1] && *levels[0] != *levels[1]) {
    f.southLevel = levels[0];
    f.northLevel = levels[1];
  } else {
    f.level = levels[0] ? levels[0] : levels[1];
  }
  return f;
}

// Whether `key` names a field of the set-up that the address following the game writes itself.
bool writtenByAddress(std::string_view key) {
  return std::any_of(kSetupFields.begin(), kSetupFields.end(), [&](const SetupFieldInfo& f) {
    return f.address != InAddress::Never &&
           (key == f.name || (!f.oldName.empty() && key == f.oldName));
  });
}

}  // namespace

std::string_view themeName(ThemeChoice t) {
  switch (t) {
    case ThemeChoice::Contrast: return "contrast";
    case ThemeChoice::Light: return "light";
    case ThemeChoice::Auto: return "auto";
    case ThemeChoice::Classic: break;
  }
  return "classic";
}

std::optional<ThemeChoice> parseTheme(std::string_view s) {
  if (s == "classic" || s == "dark" || s == "default" || s == "wood") return ThemeChoice::Classic;
  if (s == "contrast" || s == "high-contrast") return ThemeChoice::Contrast;
  if (s == "light") return ThemeChoice::Light;
  if (s == "auto") return ThemeChoice::Auto;
  return std::nullopt;
}

std::optional<std::string> percentDecode(std::string_view text, bool plusIsSpace) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '%') {
      if (i + 2 >= text.size()) return std::nullopt;
      const int hi = hexValue(text[i + 1]), lo = hexValue(text[i + 2]);
      if (hi < 0 || lo < 0) return std::nullopt;
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    } else if (c == '+' && plusIsSpace) {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

std::string percentEncode(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if ((u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || u == '-' ||
        u == '_' || u == '.' || u == '~') {
      out += c;
    } else {
      out += '%';
      out += kHex[u >> 4];
      out += kHex[u & 15];
    }
  }
  return out;
}

std::optional<Position> parsePositionText(std::string_view text, std::string* error) {
  auto fail = [&](std::string message) -> std::optional<Position> {
    if (error) *error = std::move(message);
    return std::nullopt;
  };
  const std::size_t colon = text.find(':');
  if (colon == std::string_view::npos) return fail(positionFormatText());
  const auto counts = parseSeedCounts(text.substr(0, colon));
  if (!counts || counts->size() != kHoles) return fail(positionCountsText());
  std::string_view rest = text.substr(colon + 1);
  const std::size_t colon2 = rest.find(':');
  const auto player = parsePlayer(rest.substr(0, colon2));
  if (!player) return fail(positionPlayerText());
  std::vector<int> captured{0, 0};
  if (colon2 != std::string_view::npos) {
    const auto given = parseSeedCounts(rest.substr(colon2 + 1));
    if (!given || given->size() != 2) return fail(positionCapturesText());
    captured = *given;
  }
  int total = captured[0] + captured[1];
  for (int n : *counts) total += n;
  if (total != kTotalSeeds) return fail(positionTotalText(total));
  Position pos;
  for (int h = 0; h < kHoles; ++h)
    pos.seeds[static_cast<std::size_t>(h)] =
        static_cast<std::uint8_t>((*counts)[static_cast<std::size_t>(h)]);
  pos.captured = {static_cast<std::uint8_t>(captured[0]), static_cast<std::uint8_t>(captured[1])};
  pos.toMove = *player;
  return pos;
}

std::string positionText(const Position& pos) {
  std::string s;
  for (int h = 0; h < kHoles; ++h) {
    if (h) s += ',';
    s += std::to_string(pos.seeds[static_cast<std::size_t>(h)]);
  }
  s += ':';
  s += playerLetter(pos.toMove);
  if (pos.captured[0] || pos.captured[1]) {
    s += ':';
    s += std::to_string(pos.captured[0]);
    s += ',';
    s += std::to_string(pos.captured[1]);
  }
  return s;
}

UrlParams parseUrlParams(std::string_view query) {
  UrlParams p;
  if (!query.empty() && query.front() == '?') query.remove_prefix(1);
  parsePairs(query, p);
  // A game record and a position cannot both open the game: the record is used, as the game's
  // own moves say more than a position.
  if (p.record && p.position) {
    p.errors.push_back(recordAndPositionText());
    p.position.reset();
  }
  return p;
}

void parseFragment(std::string_view fragment, UrlParams& params) {
  if (!fragment.empty() && fragment.front() == '#') fragment.remove_prefix(1);
  if (fragment.empty()) return;
  if (fragment.substr(0, 2) != "r=" && fragment.substr(0, 2) != "p=") {
    params.errors.push_back(linkEndingText());
    return;
  }
  // Only the share link's own keys: a fragment does not change settings.
  UrlParams fromFragment;
  parsePairs(fragment, fromFragment);
  params.errors.insert(params.errors.end(), fromFragment.errors.begin(), fromFragment.errors.end());
  if (fromFragment.record) {
    params.record = fromFragment.record;
    params.position.reset();
  }
  if (fromFragment.position) {
    params.position = fromFragment.position;
    params.record.reset();
  }
  params.review = fromFragment.review;
}

std::string shareFragment(const Game& game, const std::string& review) {
  std::string fragment = "r=" + percentEncode(writeRecord(game));
  if (!review.empty()) fragment += "&v=" + percentEncode(review);
  return fragment;
}

GameAddress gameAddress(std::string_view startQuery, const AddressParts& now) {
  GameAddress address;
  auto add = [&](std::string_view key, std::string_view value) {
    if (!address.query.empty()) address.query += '&';
    address.query.append(key).append("=").append(value);
  };
  if (const SessionSetup* u = now.setup) {
    const SetupFields fields = addressFields(*u), defaults = defaultSetupFields();
    for (std::size_t i = 0; i < kSetupFields.size(); ++i) {
      const SetupFieldInfo& field = kSetupFields[i];
      const std::string text = setupFieldText(fields, static_cast<SetupField>(i));
      if (field.address == InAddress::Never || !appliesTo(field, u->variant) || text.empty() ||
          (field.address == InAddress::NotDefault &&
           text == setupFieldText(defaults, static_cast<SetupField>(i))))
        continue;
      add(field.name, percentEncode(text));
    }
    if (now.game && !now.game->moves().empty())
      address.fragment = shareFragment(*now.game, now.review);
  }
  if (startQuery.substr(0, 1) == "?") startQuery.remove_prefix(1);
  std::size_t start = 0;
  while (start < startQuery.size()) {
    const std::size_t amp = startQuery.find('&', start);
    const std::string_view pair =
        startQuery.substr(start, amp == std::string_view::npos ? amp : amp - start);
    start = amp == std::string_view::npos ? startQuery.size() : amp + 1;
    if (pair.empty()) continue;
    const std::string key = percentDecode(pair.substr(0, pair.find('=')), true).value_or("");
    if (writtenByAddress(key) || key == "record" || key == "r" || key == "position" || key == "p")
      continue;
    if (key == "lang" || key == "language")
      add(key, languageCode(now.language));
    else if (key == "theme")
      add(key, themeName(now.theme));
    else if (key == "sound")
      add(key, now.sound ? "on" : "off");
    else
      address.query.append(address.query.empty() ? "" : "&").append(pair);
  }
  return address;
}

}  // namespace mancala::app
