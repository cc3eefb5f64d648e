// The data file of data/puzzles: puzzles written as lines and read back (puzzle_file.h).
#include "puzzle_file.h"

#include <sstream>

namespace mancala::puzzles {

namespace {

std::string positionText(const Position& p) {
  std::string s;
  for (int h = 0; h < kHoles; ++h) {
    if (h > 0) s += ',';
    s += std::to_string(p.seeds[h]);
  }
  s += p.toMove == Player::South ? " S " : " N ";
  for (int h = 0; h < kHoles; ++h) s += p.owner(h) == Player::North ? 'N' : 'S';
  s += ' ' + std::to_string(p.captured[0]) + ',' + std::to_string(p.captured[1]);
  return s;
}

std::vector<std::string> words(const std::string& line) {
  std::vector<std::string> w;
  std::istringstream in(line);
  for (std::string s; in >> s;) w.push_back(s);
  return w;
}

}  // namespace

std::string_view goalName(Goal g) {
  switch (g) {
    case Goal::Win: return "win";
    case Goal::AvoidLoss: return "avoid-loss";
    case Goal::Feed: return "feed";
    case Goal::Capture: return "capture";
  }
  return "";
}

std::optional<Goal> parseGoal(std::string_view s) {
  for (const Goal g : {Goal::Win, Goal::AvoidLoss, Goal::Feed, Goal::Capture})
    if (goalName(g) == s) return g;
  return std::nullopt;
}

std::string signedText(int seeds) {
  std::string s;
  if (seeds > 0) s += '+';
  s += std::to_string(seeds);
  return s;
}

std::string puzzleLine(const Puzzle& p) {
  return p.id + ' ' + positionText(p.pos) + ' ' + std::string(goalName(p.goal)) + ' ' +
         moveLetter(p.answer) + ' ' + signedText(p.value) + ' ' + std::to_string(p.difficulty) +
         ' ' + p.proof;
}

std::optional<Position> parsePosition(const std::vector<std::string>& w, std::size_t at,
                                      std::string& error) {
  if (w.size() < at + 4) {
    error = "expected counts, player, owners and captures";
    return std::nullopt;
  }
  const auto counts = parseSeedCounts(w[at]);
  const auto player = parsePlayer(w[at + 1]);
  const auto captured = parseSeedCounts(w[at + 3]);
  const std::string& owners = w[at + 2];
  if (!counts || counts->size() != kHoles) {
    error = "bad counts \"" + w[at] + "\"";
    return std::nullopt;
  }
  if (!player) {
    error = "bad player \"" + w[at + 1] + "\"";
    return std::nullopt;
  }
  if (owners.size() != kHoles || owners.find_first_not_of("SN") != std::string::npos) {
    error = "bad owners \"" + owners + "\"";
    return std::nullopt;
  }
  if (!captured || captured->size() != 2) {
    error = "bad captures \"" + w[at + 3] + "\"";
    return std::nullopt;
  }
  Position p;
  p.toMove = *player;
  p.northOwned = 0;
  int total = (*captured)[0] + (*captured)[1];
  for (int h = 0; h < kHoles; ++h) {
    p.seeds[h] = static_cast<std::uint8_t>((*counts)[h]);
    total += (*counts)[h];
    if (owners[h] == 'N') p.northOwned = static_cast<std::uint16_t>(p.northOwned | 1u << h);
  }
  p.captured = {static_cast<std::uint8_t>((*captured)[0]),
                static_cast<std::uint8_t>((*captured)[1])};
  if (total != kTotalSeeds) {
    error = "the position holds " + std::to_string(total) + " seeds, not 48";
    return std::nullopt;
  }
  return p;
}

std::optional<Puzzle> parsePuzzle(const std::string& line, std::string& error) {
  const std::vector<std::string> w = words(line);
  if (w.size() != 10) {
    error = "expected 10 fields, found " + std::to_string(w.size());
    return std::nullopt;
  }
  Puzzle p;
  p.id = w[0];
  const auto pos = parsePosition(w, 1, error);
  if (!pos) return std::nullopt;
  p.pos = *pos;
  const auto goal = parseGoal(w[5]);
  if (!goal) {
    error = "unknown goal \"" + w[5] + "\"";
    return std::nullopt;
  }
  p.goal = *goal;
  const auto answer = w[6].size() == 1 ? parseMove(w[6][0]) : std::nullopt;
  if (!answer) {
    error = "bad answer \"" + w[6] + "\"";
    return std::nullopt;
  }
  p.answer = *answer;
  const std::string& value = w[7];
  if (value != "0" && (value.size() < 2 || (value[0] != '+' && value[0] != '-') ||
                       !parseCount(std::string_view(value).substr(1), 1, kTotalSeeds))) {
    error = "bad value \"" + value + "\"";
    return std::nullopt;
  }
  p.value = std::stoi(value);
  const auto difficulty = parseCount(w[8], 1, 5);
  if (!difficulty) {
    error = "bad difficulty \"" + w[8] + "\" (1 to 5)";
    return std::nullopt;
  }
  p.difficulty = static_cast<int>(*difficulty);
  p.proof = w[9];
  return p;
}

std::optional<Variant> fileVariant(const std::string& line) {
  const std::string prefix = "# game: ";
  if (line.rfind(prefix, 0) != 0) return std::nullopt;
  return parseVariant(line.substr(prefix.size()));
}

}  // namespace mancala::puzzles
