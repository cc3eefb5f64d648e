#include "app/model/puzzles/puzzle_set.h"

#include <array>
#include <set>

#include "app/model/words/problem_text.h"
#include "app/text/puzzle_files.h"

namespace mancala::app {
namespace {

std::vector<std::string_view> fields(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

std::optional<PuzzleGoal> parseGoal(std::string_view s) {
  if (s == "win") return PuzzleGoal::Win;
  if (s == "avoid-loss") return PuzzleGoal::AvoidLoss;
  if (s == "feed") return PuzzleGoal::Feed;
  if (s == "capture") return PuzzleGoal::Capture;
  return std::nullopt;
}

// One line's puzzle, or what is wrong with it.
std::variant<Puzzle, std::string> readLine(const std::vector<std::string_view>& w, Variant v) {
  if (w.size() != 10)
    return puzzleFileProblemText(PuzzleFileProblem::FieldCount, std::to_string(w.size()));
  Puzzle p;
  p.id = std::string(w[0]);
  p.variant = v;
  const std::string prefix = std::string(variantName(v)) + "-";
  if (!isPuzzleId(w[0]) || !w[0].starts_with(prefix))
    return puzzleFileProblemText(PuzzleFileProblem::NotPuzzleName, w[0]);
  const auto counts = parseSeedCounts(w[1]);
  const auto toMove = parsePlayer(w[2]);
  const auto captured = parseSeedCounts(w[4]);
  if (!counts || counts->size() != kHoles)
    return puzzleFileProblemText(PuzzleFileProblem::SeedCounts);
  if (!toMove) return puzzleFileProblemText(PuzzleFileProblem::PlayerToMove);
  if (w[3].size() != kHoles || w[3].find_first_not_of("SN") != std::string_view::npos)
    return puzzleFileProblemText(PuzzleFileProblem::Owners);
  if (!captured || captured->size() != 2) return puzzleFileProblemText(PuzzleFileProblem::Captures);
  Position& pos = p.start;
  pos.toMove = *toMove;
  pos.northOwned = 0;
  int total = (*captured)[0] + (*captured)[1];
  for (int h = 0; h < kHoles; ++h) {
    pos.seeds[static_cast<std::size_t>(h)] =
        static_cast<std::uint8_t>((*counts)[static_cast<std::size_t>(h)]);
    total += (*counts)[static_cast<std::size_t>(h)];
    if (w[3][static_cast<std::size_t>(h)] == 'N')
      pos.northOwned = static_cast<std::uint16_t>(pos.northOwned | 1u << h);
  }
  pos.captured = {static_cast<std::uint8_t>((*captured)[0]),
                  static_cast<std::uint8_t>((*captured)[1])};
  if (total != kTotalSeeds)
    return puzzleFileProblemText(PuzzleFileProblem::SeedTotal, std::to_string(total));
  const auto goal = parseGoal(w[5]);
  if (!goal) return puzzleFileProblemText(PuzzleFileProblem::NotGoal, w[5]);
  p.goal = *goal;
  const auto answer = w[6].size() == 1 ? parseMove(w[6][0]) : std::nullopt;
  const Rules rules{v, false};
  if (!answer || *answer == kPass || legalMoves(rules, pos).contains(*answer) == false)
    return puzzleFileProblemText(PuzzleFileProblem::AnswerIllegal, w[6]);
  p.answer = *answer;
  const std::string_view value = w[7];
  const bool signedValue = value.size() >= 2 && (value[0] == '+' || value[0] == '-') &&
                           parseCount(value.substr(1), 1, kTotalSeeds);
  if (value != "0" && !signedValue)
    return puzzleFileProblemText(PuzzleFileProblem::BadValue, value);
  p.value = value == "0" ? 0
                         : static_cast<int>(*parseCount(value.substr(1), 1, kTotalSeeds)) *
                               (value[0] == '-' ? -1 : 1);
  const auto difficulty = parseCount(w[8], 1, 5);
  if (!difficulty) return puzzleFileProblemText(PuzzleFileProblem::BadDifficulty, w[8]);
  p.difficulty = static_cast<int>(*difficulty);
  if (w[9] != "exact" && w[9] != "rule" && !w[9].starts_with("deep-"))
    return puzzleFileProblemText(PuzzleFileProblem::UnknownProof, w[9]);
  p.exact = w[9] == "exact";
  return p;
}

struct ListSlot {
  PuzzleList list;
  std::uint32_t version = 0;  // of the text read
};

ListSlot& slotOf(Variant v) {
  static std::array<ListSlot, std::size(kAllVariants)> slots;
  return slots[static_cast<std::size_t>(v)];
}

}  // namespace

std::string puzzleSituation(const Puzzle& p) {
  int seeds = 0;
  for (const auto n : p.start.seeds) seeds += n;
  return situationText(p.start.toMove, seeds);
}

std::variant<std::vector<Puzzle>, std::string> readPuzzles(std::string_view text, Variant v) {
  std::vector<Puzzle> out;
  std::set<std::string, std::less<>> ids;
  int lineNumber = 0;
  auto bad = [&](std::string_view what) {
    return std::variant<std::vector<Puzzle>, std::string>(atLineText(lineNumber, what));
  };
  bool header = false;
  while (!text.empty() || lineNumber == 0) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    ++lineNumber;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (!header) {
      const std::string expected = "# game: " + std::string(variantName(v));
      if (line != expected) return bad(puzzleFileProblemText(PuzzleFileProblem::NotThisGame));
      header = true;
      continue;
    }
    if (line.empty() || line.front() == '#') continue;
    auto puzzle = readLine(fields(line), v);
    if (auto* why = std::get_if<std::string>(&puzzle)) return bad(*why);
    Puzzle& p = std::get<Puzzle>(puzzle);
    if (!ids.insert(p.id).second)
      return bad(puzzleFileProblemText(PuzzleFileProblem::NameTwice, p.id));
    out.push_back(std::move(p));
  }
  if (out.empty()) return bad(puzzleFileProblemText(PuzzleFileProblem::NoPuzzles));
  return out;
}

const PuzzleList& puzzlesOf(Variant v) {
  ListSlot& slot = slotOf(v);
  switch (puzzleFileState(v)) {
    case PuzzleFileState::Loading:
      if (slot.version == 0) slot.list.state = PuzzleList::State::Loading;
      break;
    case PuzzleFileState::Failed:
      if (slot.version == 0) slot.list.state = PuzzleList::State::Failed;
      break;
    case PuzzleFileState::Ready:
      if (slot.version != puzzleFileVersion(v)) {
        slot.version = puzzleFileVersion(v);
        PuzzleList list;
        list.state = PuzzleList::State::Ready;
        auto read = readPuzzles(puzzleFileText(v), v);
        if (auto* puzzles = std::get_if<std::vector<Puzzle>>(&read))
          list.puzzles = std::move(*puzzles);
        else
          list.problem = std::get<std::string>(read);
        slot.list = std::move(list);
      }
      break;
  }
  return slot.list;
}

void retryPuzzles(Variant v) { retryPuzzleFile(v); }

bool isPuzzleId(std::string_view id) {
  for (Variant v : kAllVariants) {
    const std::string prefix = std::string(variantName(v)) + "-";
    if (!id.starts_with(prefix)) continue;
    const std::string_view number = id.substr(prefix.size());
    if (!number.empty() && number.size() <= 4 &&
        number.find_first_not_of("0123456789") == std::string_view::npos)
      return true;
  }
  return false;
}

}  // namespace mancala::app
