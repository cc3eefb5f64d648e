// The work of a background job, the same in the desktop's thread and in the Web Worker's module.
#include <charconv>

#include "ai/analysis.h"
#include "ai/endgame.h"
#include "ai/search.h"
#include "app/model/worker/background.h"

namespace mancala::app::background {

Poll work(const Game& game, const Job& job, const std::atomic<bool>* stop) {
  const MoveList legal = game.legalMoves();
  if (legal.empty()) return {Status::Failed, kNoMove, std::nullopt, {}, std::nullopt};
  Poll answer{Status::Done, kNoMove, std::nullopt, {}, std::nullopt};
  if (job.analyseDepth > 0) {
    ai::SearchLimits limits;
    limits.depth = job.analyseDepth;
    limits.stop = stop;
    answer.values = ai::analyse(game, limits).moves;
    if (answer.values.empty()) answer.status = Status::Failed;
    if (!answer.values.empty()) answer.move = answer.values.front().move;
    return answer;
  }
  // A verdict is given where the solver decides the position (docs/STRENGTH.md); its move is
  // then the best there is, whatever the level.
  const int seeds = game.position().seedsOnBoard();
  if (job.verdict && seeds <= ai::exactTrySeeds(game.variant())) {
    if (const auto solved = ai::solveExact(game, ai::exactBudget(game.variant(), seeds), stop);
        solved && legal.contains(solved->best)) {
      answer.move = solved->best;
      answer.verdict = solved->result;
      if (solved->marginKnown) answer.margin = solved->margin;
      return answer;
    }
  }
  if (job.level) {
    answer.move = ai::chooseMove(game, *job.level, job.seed, stop);
  } else {
    ai::SearchLimits limits;
    limits.moveTimeMs = job.moveTimeMs > 0 ? job.moveTimeMs : 500;
    limits.stop = stop;
    answer.move = ai::search(game, limits).best;
  }
  if (!legal.contains(answer.move)) answer.move = legal.moves[0];
  return answer;
}

std::string valuesText(const std::vector<ai::MoveValue>& values) {
  std::string text;
  for (const ai::MoveValue& v : values) {
    if (!text.empty()) text += ' ';
    text += moveLetter(v.move);
    text += '=';
    text += std::to_string(v.seeds);
    if (v.exact) text += '!';
    if (v.forced) text += '~';
  }
  return text;
}

std::optional<std::vector<ai::MoveValue>> parseValuesText(std::string_view text) {
  std::vector<ai::MoveValue> values;
  while (!text.empty()) {
    const std::size_t end = text.find(' ');
    std::string_view item = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    if (item.size() < 3 || item[1] != '=') return std::nullopt;
    const auto move = parseMove(item[0]);
    if (!move) return std::nullopt;
    ai::MoveValue v;
    v.move = *move;
    item.remove_prefix(2);
    const char* first = item.data();
    const char* last = item.data() + item.size();
    const auto [ptr, ec] = std::from_chars(first, last, v.seeds);
    if (ec != std::errc{} || ptr == first || v.seeds < -kTotalSeeds || v.seeds > kTotalSeeds)
      return std::nullopt;
    std::string_view flags(ptr, static_cast<std::size_t>(last - ptr));
    if (!flags.empty() && flags.front() == '!') {
      v.exact = true;
      flags.remove_prefix(1);
    }
    if (!flags.empty() && flags.front() == '~') {
      v.forced = true;
      flags.remove_prefix(1);
    }
    if (!flags.empty()) return std::nullopt;
    for (const ai::MoveValue& seen : values)
      if (seen.move == v.move) return std::nullopt;
    values.push_back(v);
  }
  if (values.empty()) return std::nullopt;
  return values;
}

}  // namespace mancala::app::background
