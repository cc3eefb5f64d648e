// Commands as text (command.h): each value's words, read and written in one place, and the
// commands printed and parsed through their field tables.
#include <algorithm>
#include <charconv>
#include <type_traits>

#include "app/model/common/command.h"
#include "app/model/common/url_params.h"

namespace mancala::app {
namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return out;
}

template <class T>
struct IsOptional : std::false_type {};
template <class T>
struct IsOptional<std::optional<T>> : std::true_type {};

// ---- Each type of value: write(value), read(text, value) -> understood, expected(value).

// A value its parser understood, taken into `value`; false (and `value` as it was) otherwise.
template <class T>
bool take(const std::optional<T>& parsed, T& value) {
  if (parsed) value = *parsed;
  return parsed.has_value();
}

std::string write(Variant v) { return std::string(variantName(v)); }
bool read(std::string_view s, Variant& v) { return take(parseVariant(lower(s)), v); }
std::string_view expected(const Variant&) { return "adji-kui-1, adji-kui-2, warri"; }

std::string write(PlayerKind k) { return std::string(kindName(k)); }
bool read(std::string_view s, PlayerKind& k) { return take(parseKind(s), k); }
std::string_view expected(const PlayerKind&) { return "person, computer"; }

std::string write(ai::Level l) { return std::string(ai::levelKey(l)); }
bool read(std::string_view s, ai::Level& l) { return take(ai::parseLevel(s), l); }
std::string_view expected(const ai::Level&) { return "beginner, easy, medium, hard, master"; }

std::string write(Player p) { return std::string(1, playerLetter(p)); }
bool read(std::string_view s, Player& p) { return take(parsePlayer(s), p); }
std::string_view expected(const Player&) { return "S, N"; }

std::string write(bool b) { return b ? "1" : "0"; }
bool read(std::string_view s, bool& b) {
  const std::string v = lower(s);
  if (v == "1" || v == "on" || v == "yes" || v == "true" || v == "match") {
    b = true;
  } else if (v == "0" || v == "off" || v == "no" || v == "false" || v == "single") {
    b = false;
  } else {
    return false;
  }
  return true;
}
std::string_view expected(const bool&) { return "1, 0"; }

std::string write(int n) { return std::to_string(n); }
bool read(std::string_view s, int& n) {
  int v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size() || v < -9999 || v > 9999)
    return false;
  n = v;
  return true;
}
std::string_view expected(const int&) { return "-9999 \u2013 9999"; }

std::string write(Move m) { return std::string(1, moveLetter(m)); }
bool read(std::string_view s, Move& m) {
  return take(s.size() == 1 ? parseMove(s[0]) : std::nullopt, m);
}
std::string_view expected(const Move&) { return "a-f, A-F, -"; }

std::string write(const std::vector<Move>& holes) {
  std::string out;
  for (Move m : holes) out += moveLetter(m);
  return out;
}
bool read(std::string_view s, std::vector<Move>& holes) {
  std::vector<Move> out;
  for (char c : s) {
    const auto m = parseMove(c);
    if (!m || *m == kPass) return false;
    out.push_back(*m);
  }
  holes = std::move(out);
  return true;
}
std::string_view expected(const std::vector<Move>&) { return "a-f, A-F"; }

std::string write(const std::string& s) { return s; }
bool read(std::string_view s, std::string& out) {
  out = s;
  return true;
}
std::string_view expected(const std::string&) { return ""; }

std::string write(Language l) { return std::string(languageCode(l)); }
bool read(std::string_view s, Language& l) { return take(parseLanguage(s), l); }
std::string_view expected(const Language&) { return "en, fr, es, it"; }

std::string write(Speed sp) { return std::string(speedKey(sp)); }
bool read(std::string_view s, Speed& sp) { return take(parseSpeed(s), sp); }
std::string_view expected(const Speed&) { return "slow, normal, fast, instant"; }

std::string write(ThemeChoice t) { return std::string(themeName(t)); }
bool read(std::string_view s, ThemeChoice& t) { return take(parseTheme(lower(s)), t); }
std::string_view expected(const ThemeChoice&) { return "classic, light, auto, contrast"; }

std::string write(MatchOptions::Length l) { return std::string(lengthName(l)); }
bool read(std::string_view s, MatchOptions::Length& l) { return take(parseLength(s), l); }
std::string_view expected(const MatchOptions::Length&) { return "full, ten-holes, games"; }

std::string write(Opponent o) {
  return o == Opponent::Here ? "here" : o == Opponent::FriendSouth ? "S" : "N";
}
bool read(std::string_view s, Opponent& o) {
  if (s == "here" || s.empty()) {
    o = Opponent::Here;
  } else if (s == "S" || s == "friend-S") {
    o = Opponent::FriendSouth;
  } else if (s == "N" || s == "friend-N") {
    o = Opponent::FriendNorth;
  } else {
    return false;
  }
  return true;
}
std::string_view expected(const Opponent&) { return "here, S, N"; }

// ---- Reading one field by name into whatever holds it.

template <class T>
std::optional<Refusal> readInto(std::string_view name, std::string_view text, T& value) {
  if constexpr (IsOptional<T>::value) {
    typename T::value_type v{};
    if (auto refused = readInto(name, text, v)) return refused;
    value = std::move(v);
    return std::nullopt;
  } else {
    // A name holds no NUL (parseLanguage, for one, reads "fr-" and stops): only a text may.
    if (!std::is_same_v<T, std::string> && text.find('\0') != std::string_view::npos)
      return Refusal{RefusalCode::NulInField, {std::string(name)}};
    if (read(text, value)) return std::nullopt;
    return Refusal{RefusalCode::BadValue,
                   {std::string(name), std::string(text), std::string(expected(value))}};
  }
}

template <class Fields>
SetupFieldRead readField(Fields&& visitFields, std::string_view name, std::string_view text) {
  SetupFieldRead out;
  visitFields([&](std::string_view field, auto& value, std::string_view old = {}) {
    if (out.known || (name != field && (old.empty() || name != old))) return;
    out.known = true;
    out.field = field;
    out.refusal = readInto(name, text, value);  // named as the caller named it
  });
  return out;
}

std::string writeQuery(const Command& command) {
  std::string out;
  std::visit(
      [&](const auto& c) {
        using C = std::decay_t<decltype(c)>;
        C::fields(c, [&](std::string_view field, const auto& value, std::string_view = {}) {
          using T = std::decay_t<decltype(value)>;
          if constexpr (IsOptional<T>::value) {
            if (!value) return;
            out += out.empty() ? '?' : '&';
            out += std::string(field) + '=' + percentEncode(write(*value));
          } else {
            out += out.empty() ? '?' : '&';
            out += std::string(field) + '=' + percentEncode(write(value));
          }
        });
      },
      command);
  return out;
}

template <std::size_t I = 0>
std::optional<Command> commandNamed(std::string_view name) {
  if constexpr (I == std::variant_size_v<Command>) {
    return std::nullopt;
  } else {
    using C = std::variant_alternative_t<I, Command>;
    if (name == C::kName) return Command(std::in_place_index<I>);
    return commandNamed<I + 1>(name);
  }
}

// Every field of `command` that must be given and was not: the first such, refused.
std::optional<Refusal> missingField(Command& command, const std::vector<std::string>& given) {
  std::optional<Refusal> out;
  std::visit(
      [&](auto& c) {
        using C = std::decay_t<decltype(c)>;
        C::fields(c, [&](std::string_view field, auto& value, std::string_view = {}) {
          using T = std::decay_t<decltype(value)>;
          if (out || IsOptional<T>::value) return;
          if (std::find(given.begin(), given.end(), field) == given.end())
            out = Refusal{RefusalCode::MissingField, {std::string(field)}};
        });
      },
      command);
  return out;
}

}  // namespace

std::string_view kindName(PlayerKind kind) {
  return kind == PlayerKind::Person ? "person" : "computer";
}
std::optional<PlayerKind> parseKind(std::string_view s) {
  const std::string v = lower(s);
  if (v == "person" || v == "human") return PlayerKind::Person;
  if (v == "computer" || v == "ai") return PlayerKind::Computer;
  return std::nullopt;
}

std::string_view lengthName(MatchOptions::Length length) {
  switch (length) {
    case MatchOptions::Length::Full: return "full";
    case MatchOptions::Length::FirstToTenHoles: return "ten-holes";
    case MatchOptions::Length::Games: return "games";
  }
  return "full";
}
std::optional<MatchOptions::Length> parseLength(std::string_view s) {
  if (s == "full") return MatchOptions::Length::Full;
  if (s == "ten-holes") return MatchOptions::Length::FirstToTenHoles;
  if (s == "games") return MatchOptions::Length::Games;
  return std::nullopt;
}

SetupFieldRead readSetupField(SetupFields& fields, std::string_view name, std::string_view value) {
  SetupFieldRead out =
      readField([&](auto&& visit) { SetupFields::fields(fields, visit); }, name, value);
  if (out.known && !out.refusal && fields.games && (*fields.games < 1 || *fields.games > 15)) {
    out.refusal =
        Refusal{RefusalCode::BadValue,
                {"games", std::string(value), std::string(setupFieldValues(SetupField::Games))}};
    fields.games.reset();
  }
  return out;
}

std::string_view commandName(const Command& command) {
  return std::visit([](const auto& c) { return std::decay_t<decltype(c)>::kName; }, command);
}

std::string printCommand(const Command& command) {
  return std::string(commandName(command)) + writeQuery(command);
}

std::variant<Command, Refusal> parseCommand(std::string_view text) {
  const std::size_t q = text.find('?');
  const std::string_view name = text.substr(0, q);
  auto command = commandNamed(name);
  if (!command) return Refusal{RefusalCode::UnknownCommand, {std::string(name)}};
  std::vector<std::string> given;
  std::string_view rest = q == std::string_view::npos ? std::string_view() : text.substr(q + 1);
  while (!rest.empty()) {
    const std::size_t amp = rest.find('&');
    const std::string_view pair = rest.substr(0, amp);
    rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 1);
    const std::size_t eq = pair.find('=');
    const auto key = percentDecode(pair.substr(0, eq), false);
    const auto value = eq == std::string_view::npos ? std::optional<std::string>("")
                                                    : percentDecode(pair.substr(eq + 1), false);
    if (!key || !value)
      return Refusal{RefusalCode::BadValue,
                     {std::string(pair.substr(0, eq)), std::string(pair), ""}};
    SetupFieldRead r = std::visit(
        [&](auto& c) {
          using C = std::decay_t<decltype(c)>;
          if constexpr (std::is_same_v<C, cmd::NewGame> || std::is_same_v<C, cmd::Choose>)
            return readSetupField(c.setup, *key, *value);  // with the set-up's own bounds
          else
            return readField([&](auto&& visit) { C::fields(c, visit); }, *key, *value);
        },
        *command);
    if (!r.known) return Refusal{RefusalCode::UnknownField, {*key}};
    if (r.refusal) return *r.refusal;
    given.emplace_back(r.field);
  }
  if (auto missing = missingField(*command, given)) return *missing;
  return *command;
}

std::string setupFieldText(const SetupFields& fields, SetupField field) {
  std::string out;
  SetupFields::field(fields, field, [&](const auto& value) {
    if (value) out = write(*value);
  });
  return out;
}

std::string_view setupFieldValues(SetupField field) {
  std::string_view out;
  const SetupFields none;
  SetupFields::field(none, field, [&](const auto& value) {
    out = expected(typename std::decay_t<decltype(value)>::value_type{});
  });
  return field == SetupField::Games ? "1 \u2013 15" : out;
}

std::string_view setupFieldType(SetupField field) {
  bool yesNo = false;
  const SetupFields none;
  SetupFields::field(none, field, [&](const auto& value) {
    yesNo = std::is_same_v<std::decay_t<decltype(value)>, std::optional<bool>>;
  });
  return yesNo ? "boolean" : "string";
}

}  // namespace mancala::app
