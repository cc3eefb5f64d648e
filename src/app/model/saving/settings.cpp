#include "app/model/saving/settings.h"

#include <algorithm>
#include <charconv>
#include <string_view>
#include <type_traits>
#include <vector>

#include "app/model/common/command.h"
#include "app/model/friend/friend_link.h"
#include "app/model/puzzles/puzzle_set.h"
#include "app/model/words/error_text.h"
#include "app/model/words/problem_text.h"
#include "core/record.h"
#include "core/text_bytes.h"

namespace mancala::app {
namespace {

// The saved text, written word by word: no iostreams, which would bring the whole of the C++
// library's locales into the web build.
struct Text {
  std::string str;
  Text& operator<<(std::string_view s) {
    str += s;
    return *this;
  }
  Text& operator<<(char c) {
    str += c;
    return *this;
  }
  template <class Number>
  requires(std::is_integral_v<Number> && !std::is_same_v<Number, char> &&
           !std::is_same_v<Number, bool>) Text&
  operator<<(Number n) {
    str += std::to_string(n);
    return *this;
  }
};

constexpr std::string_view kMagic = "mancala-save";

std::vector<std::string> words(std::string_view line) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && line[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ') ++i;
    if (i > start) out.emplace_back(line.substr(start, i - start));
  }
  return out;
}

std::optional<int> number(std::string_view s, int lo, int hi) {
  int v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size() || v < lo || v > hi)
    return std::nullopt;
  return v;
}

// The set-up's saved fields (the table's, in its order): a yes-or-no field in its own words, a
// level left to its default as "-". The levels came in version 2.
std::string savedSetupFields(const SessionSetup& u) {
  const SetupFields fields = setupFields(u);
  Text o;
  for (std::size_t i = 0; i < kSetupFields.size(); ++i) {
    const SetupFieldInfo& field = kSetupFields[i];
    if (!field.saved) continue;
    const std::string text = setupFieldText(fields, static_cast<SetupField>(i));
    if (!o.str.empty()) o << ' ';
    if (!field.savedYes.empty())
      o << (text == "1" ? field.savedYes : field.savedNo);
    else
      o << (text.empty() ? "-" : text);
  }
  return o.str;
}

// The fields after "setup" or "start": 8 in version 1, 10 (with the levels) in version 2.
std::optional<SessionSetup> parseSetup(const std::vector<std::string>& w, int version) {
  if (w.size() != (version == 1 ? 9u : 11u)) return std::nullopt;
  const SetupFields unset = setupFields(SessionSetup{});
  SetupFields fields;
  std::size_t at = 1;
  for (std::size_t i = 0; i < kSetupFields.size(); ++i) {
    const SetupFieldInfo& field = kSetupFields[i];
    if (!field.saved || at == w.size()) continue;
    std::string_view text = w[at++];
    if (!field.savedYes.empty()) {
      if (text != field.savedYes && text != field.savedNo) return std::nullopt;
      text = text == field.savedYes ? "1" : "0";
    } else if (text == "-" && setupFieldText(unset, static_cast<SetupField>(i)).empty()) {
      continue;  // a field a set-up may leave to its default (a level)
    }
    const SetupFieldRead read = readSetupField(fields, field.name, text);
    if (!read.known || read.refusal) return std::nullopt;
  }
  SessionSetup u;
  applySetup(fields, u, nullptr);
  return u;
}

std::string ownersKey(std::uint16_t northOwned) {
  std::string s;
  for (int h = 0; h < kHoles; ++h) s += (northOwned >> h) & 1 ? 'N' : 'S';
  return s;
}
std::optional<std::uint16_t> parseOwners(std::string_view s) {
  if (s.size() != kHoles) return std::nullopt;
  std::uint16_t v = 0;
  for (int h = 0; h < kHoles; ++h) {
    if (s[static_cast<std::size_t>(h)] == 'N')
      v = static_cast<std::uint16_t>(v | (1u << h));
    else if (s[static_cast<std::size_t>(h)] != 'S')
      return std::nullopt;
  }
  return v;
}

std::string_view outcomeKey(Outcome o) {
  switch (o) {
    case Outcome::SouthWins: return "S";
    case Outcome::NorthWins: return "N";
    case Outcome::Draw: return "draw";
    case Outcome::None: break;
  }
  return "-";
}
std::optional<Outcome> parseOutcomeKey(std::string_view s) {
  if (s == "S") return Outcome::SouthWins;
  if (s == "N") return Outcome::NorthWins;
  if (s == "draw") return Outcome::Draw;
  if (s == "-") return Outcome::None;
  return std::nullopt;
}

std::string matchLine(const MatchState& m) {
  Text o;
  o << "match " << variantName(m.variant) << ' ' << lengthName(m.options.length) << ' '
    << m.options.games << ' ' << playerLetter(m.options.firstStarter) << ' ' << m.game << ' '
    << m.wins[0] << ' ' << m.wins[1] << ' ' << m.draws << ' ' << playerLetter(m.starter) << ' '
    << ownersKey(m.northOwned) << ' ' << (m.gameRecorded ? 1 : 0) << ' ' << m.lastTotals[0] << ' '
    << m.lastTotals[1] << ' '
    << (m.purchase ? std::string(1, playerLetter(m.purchase->buyer)) : std::string("-")) << ' '
    << (m.purchase ? m.purchase->count : 0) << ' ' << (m.over ? 1 : 0) << ' '
    << outcomeKey(m.winner) << '\n';
  return o.str;
}

std::optional<MatchState> parseMatch(const std::vector<std::string>& w) {
  if (w.size() != 18) return std::nullopt;
  MatchState m;
  const auto variant = parseVariant(w[1]);
  const auto length = parseLength(w[2]);
  const auto games = number(w[3], 0, 99);
  const auto first = parsePlayer(w[4]);
  const auto game = number(w[5], 1, 9999);
  const auto winsS = number(w[6], 0, 9999), winsN = number(w[7], 0, 9999),
             draws = number(w[8], 0, 9999);
  const auto starter = parsePlayer(w[9]);
  const auto owners = parseOwners(w[10]);
  const auto recorded = number(w[11], 0, 1);
  const auto totS = number(w[12], 0, kTotalSeeds), totN = number(w[13], 0, kTotalSeeds);
  const auto count = number(w[15], 0, kRowHoles);
  const auto over = number(w[16], 0, 1);
  const auto winner = parseOutcomeKey(w[17]);
  if (!variant || !length || !games || !first || !game || !winsS || !winsN || !draws || !starter ||
      !owners || !recorded || !totS || !totN || !count || !over || !winner)
    return std::nullopt;
  m.variant = *variant;
  m.options.length = *length;
  m.options.games = *games;
  m.options.firstStarter = *first;
  m.game = *game;
  m.wins = {*winsS, *winsN};
  m.draws = *draws;
  m.starter = *starter;
  m.northOwned = *owners;
  m.gameRecorded = *recorded != 0;
  m.lastTotals = {*totS, *totN};
  if (w[14] != "-") {
    const auto buyer = parsePlayer(w[14]);
    if (!buyer) return std::nullopt;
    m.purchase = Purchase{*buyer, *count};
  }
  m.over = *over != 0;
  m.winner = *winner;
  return m;
}

// What a save's lines have said so far.
struct SaveReading {
  SavedState state;
  bool sawSetup = false;
  int version = SavedState::kVersion;
  std::optional<ai::Level> oldLevel;  // version 1's one level for both sides
  std::optional<std::string> reviewText;
};

// The first line, "mancala-save <version>": the version read, or what is wrong with it.
std::optional<std::string> readFirstLine(const std::vector<std::string>& w, int& version) {
  if (w.size() != 2 || w[0] != kMagic) return saveProblemText(SaveProblem::NotASave);
  const auto v = number(w[1], 1, SavedState::kVersion);
  if (!v) return saveVersionText(w[1]);
  version = *v;
  return std::nullopt;
}

// A line of the settings (language, theme, speed, sound, puzzles, version 1's level): what is
// wrong with it, "" when nothing is; none when it is not a line of the settings.
std::optional<std::string> readSettingLine(const std::vector<std::string>& w, SaveReading& r) {
  const std::string& key = w[0];
  Settings& settings = r.state.settings;
  // A language, look or speed that is not known is left out, said, and the rest read: a setting
  // never costs the game.
  const auto leftOut = [&] {
    r.state.settingProblem = settingLeftOutText(key, w[1]);
    return std::string();
  };
  if (key == "language" && w.size() == 2) {
    if (const auto l = parseLanguage(w[1]))
      settings.language = l;
    else
      return leftOut();
  } else if (key == "theme" && w.size() == 2) {
    if (const auto t = parseTheme(w[1]))
      settings.theme = *t;
    else
      return leftOut();
  } else if (key == "speed" && w.size() == 2) {
    if (const auto sp = parseSpeed(w[1]))
      settings.speed = sp;
    else
      return leftOut();
  } else if (key == "sound" && w.size() == 2 && (w[1] == "on" || w[1] == "off")) {
    settings.sound = w[1] == "on";
  } else if (key == "puzzles") {
    // The puzzles solved: a damaged line is ignored (the progress is lost, nothing else).
    std::set<std::string, std::less<>> solved(w.begin() + 1, w.end());
    if (std::all_of(solved.begin(), solved.end(),
                    [](const std::string& id) { return isPuzzleId(id); }))
      settings.solvedPuzzles = std::move(solved);
  } else if (key == "level" && w.size() == 2 && r.version == 1) {
    r.oldLevel = ai::parseLevel(w[1]);
    if (!r.oldLevel) return saveProblemText(SaveProblem::UnknownLevel);
  } else {
    return std::nullopt;
  }
  return std::string();
}

// A line of the game (setup, start, review, friend, match): what is wrong with it, "" when
// nothing is; none when it is not a line of the game.
std::optional<std::string> readGameLine(const std::vector<std::string>& w, SaveReading& r) {
  const std::string& key = w[0];
  SavedState& state = r.state;
  if (key == "setup") {
    const auto setup = parseSetup(w, r.version);
    if (!setup) return saveProblemText(SaveProblem::SetupDamaged);
    state.setup = *setup;
    r.sawSetup = true;
  } else if (key == "start" && r.version >= 2) {
    state.startChoices = parseSetup(w, r.version);
    if (!state.startChoices) return saveProblemText(SaveProblem::StartDamaged);
  } else if (key == "review") {
    // Checked against the game once it is read; a damaged one is only left out.
    r.reviewText = w.size() == 2 ? w[1] : std::string();
  } else if (key == "friend") {
    if (w.size() != 3 || !isFriendGameId(w[1]) || (w[2] != "S" && w[2] != "N"))
      return saveProblemText(SaveProblem::FriendDamaged);
    state.friendGame = FriendGame{w[1], w[2] == "S" ? Player::South : Player::North};
  } else if (key == "match") {
    state.match = parseMatch(w);
    if (!state.match) return saveProblemText(SaveProblem::MatchDamaged);
  } else {
    return std::nullopt;
  }
  return std::string();
}

// The parts must agree with each other: what does not, if anything. Version 1's one level
// becomes both sides'.
std::optional<std::string> disagreement(SaveReading& r) {
  SavedState& state = r.state;
  if (!r.sawSetup) return saveProblemText(SaveProblem::SetupMissing);
  if (r.oldLevel) state.setup.levels = {r.oldLevel, r.oldLevel};
  if (state.startChoices && !state.game) return saveProblemText(SaveProblem::StartWithoutGame);
  if (state.game) {
    if (state.game->variant() != state.setup.variant)
      return saveProblemText(SaveProblem::OtherGame);
    if (state.setup.match != state.match.has_value())
      return saveProblemText(SaveProblem::MatchNotSettings);
    if (state.match) {
      const MatchState& m = *state.match;
      const Position expected = currentGameStart(m);
      const Position& start = state.game->start();
      if (m.variant != state.setup.variant || start.seeds != expected.seeds ||
          start.northOwned != expected.northOwned || start.toMove != expected.toMove ||
          (m.gameRecorded && !state.game->over()))
        return saveProblemText(SaveProblem::MatchNotRecord);
    }
  } else if (state.match) {
    return saveProblemText(SaveProblem::MatchWithoutGame);
  }
  if (state.friendGame && !state.game) return saveProblemText(SaveProblem::FriendWithoutGame);
  return std::nullopt;
}

// The saved review, checked against the game read: kept, or left out with the reason why.
void readSavedReview(SaveReading& r) {
  SavedState& state = r.state;
  if (!r.reviewText || !state.game) return;
  auto review = readReview(*r.reviewText, *state.game);
  if (auto* read = std::get_if<GameReview>(&review)) {
    state.review = std::move(*read);
  } else {
    std::string why = std::get<std::string>(review);
    if (!why.empty() && why.back() == '.') why.pop_back();
    state.reviewProblem = savedReviewDamagedText(why);
  }
}

}  // namespace

std::string writeSavedState(const SavedState& state) {
  Text o;
  o << kMagic << ' ' << SavedState::kVersion << '\n';
  const Settings& s = state.settings;
  if (s.language) o << "language " << languageCode(*s.language) << '\n';
  o << "theme " << themeName(s.theme) << '\n';
  if (s.speed) o << "speed " << speedKey(*s.speed) << '\n';
  if (s.sound) o << "sound " << (*s.sound ? "on" : "off") << '\n';
  if (!s.solvedPuzzles.empty()) {
    o << "puzzles";
    for (const std::string& id : s.solvedPuzzles) o << ' ' << id;
    o << '\n';
  }
  o << "setup " << savedSetupFields(state.setup) << '\n';
  if (state.game && state.startChoices)
    o << "start " << savedSetupFields(*state.startChoices) << '\n';
  if (state.match) o << matchLine(*state.match);
  if (state.game && state.review) o << "review " << writeReview(*state.review) << '\n';
  if (state.game && state.friendGame)
    o << "friend " << state.friendGame->id << ' ' << playerLetter(state.friendGame->mine) << '\n';
  if (state.game) o << "record\n" << writeRecord(*state.game);
  return o.str;
}

std::variant<SavedState, std::string> readSavedState(std::string_view text) {
  SaveReading r;
  int lineNumber = 0;
  auto bad = [&](std::string_view what) {
    return std::variant<SavedState, std::string>(atLineText(lineNumber, what));
  };
  // A NUL, a control character or a byte that is not UTF-8: damaged (a save never holds one).
  if (const std::size_t wrong = firstNonTextByte(text); wrong != std::string_view::npos) {
    lineNumber = 1 + static_cast<int>(std::count(text.begin(), text.begin() + wrong, '\n'));
    return bad(saveProblemText(SaveProblem::NotText));
  }
  std::size_t at = 0;
  while (at < text.size() || lineNumber == 0) {
    const std::size_t end = text.find('\n', at);
    std::string_view line = text.substr(at, end == std::string_view::npos ? end : end - at);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);  // CRLF line ends
    at = end == std::string_view::npos ? text.size() : end + 1;
    ++lineNumber;
    const auto w = words(line);
    if (lineNumber == 1) {
      if (auto problem = readFirstLine(w, r.version)) return bad(*problem);
      continue;
    }
    if (w.empty()) continue;
    if (w[0] == "record") {
      auto record = readRecord(text.substr(at));
      if (auto* error = std::get_if<RecordError>(&record)) {
        lineNumber += error->line;
        return bad(savedRecordDamagedText(*error));
      }
      r.state.game = std::get<GameRecord>(std::move(record)).game;
      break;
    }
    auto problem = readSettingLine(w, r);
    if (!problem) problem = readGameLine(w, r);
    if (!problem) return bad(saveLineNotUnderstoodText(line));
    if (!problem->empty()) return bad(*problem);
  }
  if (auto problem = disagreement(r)) return std::variant<SavedState, std::string>(*problem);
  readSavedReview(r);
  return std::move(r.state);
}

}  // namespace mancala::app
