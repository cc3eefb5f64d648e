#include "app/ui/windows/puzzles_screen.h"

#include <algorithm>
#include <string>
#include <vector>

#include "app/model/words/puzzles/goal_text.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/board/board_exercise.h"
#include "app/ui/widgets/cheer.h"
#include "app/ui/widgets/item_labels.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"
#include "app/ui/windows/game_choice.h"
#include "app/ui/windows/puzzle_rows.h"
#include "app/ui/windows/ui_state.h"
#include "imgui.h"

namespace mancala::app {
namespace {

using Phase = PuzzleAttempt::Phase;

// The difficulty of the puzzles listed, chosen in a combo (0: all).
void drawDifficultyChoice(int difficulty, UiState& ui) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Difficulty"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.0f);
  if (ImGui::BeginCombo("##difficulty", difficultyName(difficulty).c_str())) {
    for (int d = 0; d <= 5; ++d) {
      if (ImGui::Selectable(difficultyName(d).c_str(), d == difficulty))
        ui.send(cmd::Puzzles{.difficulty = d});
      ui.control(("puzzles-difficulty-" + std::to_string(d)).c_str());
    }
    ImGui::EndCombo();
  }
  ui.control("puzzles-difficulty", Controls::Stop::Yes,
             namedValue(tr("Difficulty"), difficultyName(difficulty)));
}

// Whether `game`'s puzzles can be listed: else a line says why (still loading, not loaded, with
// a button to try again, or not readable).
bool drawListState(const PuzzleList& list, Variant game, UiState& ui) {
  switch (list.state) {
    case PuzzleList::State::Loading:
      wrappedText(theme::kTextDim, tr("Loading the puzzles\u2026"));
      return false;
    case PuzzleList::State::Failed:
      wrappedText(theme::kWarning, tr("The puzzles could not be loaded. Check the connection."));
      if (ImGui::Button(tr("Try again"))) ui.send(cmd::Puzzles{.game = game});
      ui.control("puzzles-retry");
      return false;
    case PuzzleList::State::Ready: break;
  }
  if (!list.problem.empty()) {
    wrappedText(theme::kWarning,
                trf("The puzzles of this game cannot be read: {0}", {list.problem}));
    return false;
  }
  return true;
}

// How many of the game's puzzles are solved, beside the last item when it fits.
void drawSolvedCount(const PuzzleList& list, const AppModel& model) {
  int solved = 0;
  for (const Puzzle& p : list.puzzles)
    if (model.state().settings.kept.solvedPuzzles.contains(p.id)) ++solved;
  const std::string count =
      trf("{0} of {1} solved", {std::to_string(solved), std::to_string(list.puzzles.size())});
  besideIfFits(ImGui::CalcTextSize(count.c_str()).x, ImGui::GetContentRegionMax().x);
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(color(theme::kTextDim), "%s", count.c_str());
}

// The puzzle's game, number and difficulty (in a `low` frame its number alone), and a tick once
// it is `solved`.
std::string puzzleTitle(const Puzzle& puzzle, bool low, bool solved) {
  const std::string number = puzzle.id.substr(puzzle.id.rfind('-') + 1);
  std::string title(variantTitle(puzzle.variant));
  title += " \u00b7 ";
  title += low ? number : trf("Puzzle {0}", {number});
  if (!low) {
    title += " \u00b7 ";
    title += difficultyName(puzzle.difficulty);
  }
  if (solved) title += "  \u2713";
  return title;
}

// What the buttons under a puzzle do.
enum class Action : std::uint8_t { None, Hint, Answer, Retry, Next, List };
using Button = ExerciseButton<Action>;

// The buttons of this moment: while the puzzle goes on the hint, the answer (or, once played,
// starting again); at its end trying again; and the next puzzle.
std::vector<Button> puzzleButtons(const PuzzleAttempt& attempt) {
  std::vector<Button> buttons;
  const Phase phase = attempt.phase();
  if (phase == Phase::YourMove || phase == Phase::Thinking) {
    buttons.push_back({tr("Hint"), "puzzle-hint", Action::Hint});
    if (!attempt.answerShown() && !attempt.answerPlayed())
      buttons.push_back({tr("Show the answer"), "puzzle-answer", Action::Answer});
    if (attempt.answerPlayed())
      buttons.push_back({tr("Start again"), "puzzle-retry", Action::Retry});
  } else {
    buttons.push_back({tr("Try again"), "puzzle-retry", Action::Retry});
  }
  buttons.push_back({tr("Next puzzle"), "puzzle-next", Action::Next});
  return buttons;
}

// What the last choice did, the hint, the computer thinking, the explanation at the end. `phase`
// is the attempt's as the buttons were laid out, before the board's click.
void drawAttemptText(const PuzzleAttempt& attempt, Phase phase, bool nowMoving, UiState& ui) {
  if (attempt.over()) {
    std::string text = attempt.explanation();
    if (phase == Phase::Solved) {
      // Said large, in the win's green, with a check mark: unlike a miss.
      const std::string solved = tr("Solved!");
      if (text.rfind(solved, 0) == 0) text = text.substr(std::min(text.size(), solved.size() + 1));
      cheerLine(ui.fonts.heading, solved);
      ui.control("puzzle-solved", Controls::Stop::No, solved);
    }
    wrappedText(phase == Phase::Solved ? theme::kText : theme::kWarning, text);
    return;
  }
  if (!attempt.message().empty()) wrappedText(theme::kWarning, attempt.message());
  if (attempt.answerMark() >= 0)
    wrappedText(theme::kAccent, trf("The answer is {0}: it is marked on the board.",
                                    {std::string(1, holeLetter(attempt.answerMark()))}));
  if (!attempt.hintText().empty()) wrappedText(theme::kText, attempt.hintText());
  if (phase == Phase::Thinking)
    wrappedText(theme::kTextDim,
                trf("{0} is thinking\u2026", {sideName(opponent(attempt.solver()))}));
  else if (attempt.message().empty() && attempt.hintText().empty() && !nowMoving)
    wrappedText(attempt.answerPlayed() ? kWinGreen : theme::kTextDim,
                attempt.answerPlayed() ? tr("Right! Play on: your move.")
                : ui.keyHints()
                    ? tr("Your move: click or tap a hole, or use the arrow keys and Enter.")
                    : tr("Your move: tap a hole."));
}

}  // namespace

bool PuzzlesScreen::key(Key key, const PuzzlesMode& mode, UiState& ui, double now) {
  if (!mode.isOpen()) return false;
  if (key == Key::Escape) {
    ui.send(mode.listing() ? Command{cmd::ClosePuzzles{}} : Command{cmd::PuzzlesList{}});
    return true;
  }
  if (mode.listing()) return false;  // the controls' keys
  const BoardTable& table = mode.table();
  if (table.moving(now) && (key == Key::Enter || key == Key::Space)) {
    ui.send(cmd::Skip{});  // a key shows the move's end at once
    return true;
  }
  switch (key) {
    case Key::Left:
    case Key::Right:
    case Key::Up:
    case Key::Down: ui.moveCursor(widget_, mode.table(), arrowX(key), arrowY(key)); return true;
    case Key::Enter:
    case Key::Space:
      if (table.cursor() >= 0)
        ui.send(cmd::PuzzlePlay{static_cast<Move>(table.cursor())});
      else
        ui.moveCursor(widget_, mode.table(), 0, 0);
      return true;
    case Key::I: ui.send(cmd::PuzzleHint{}); return true;
    default: return false;
  }
}

void PuzzlesScreen::draw(const AppModel& model, UiState& ui, double now) {
  const PuzzlesMode& mode = model.state().modes.puzzles;
  if (!mode.isOpen()) return;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float width = std::min(avail.x, 900.0f);
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (avail.x - width) * 0.5f);
  ImGui::BeginChild("puzzles", ImVec2(width, 0), false);
  if (mode.listing()) {
    shownId_.clear();
    drawList(model, ui);
  } else {
    drawPuzzle(model, ui, now);
  }
  ImGui::EndChild();
}

void PuzzlesScreen::drawList(const AppModel& model, UiState& ui) {
  const PuzzlesMode& mode = model.state().modes.puzzles;
  const bool small = ImGui::GetMainViewport()->Size.y < 460;
  if (ImGui::Button(tr("Back"))) {
    ui.send(cmd::ClosePuzzles{});
    return;
  }
  ui.control("puzzles-close");
  ImGui::SameLine();
  if (small) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(color(theme::kAccent), "%s", tr("Puzzles"));
  } else {
    heading(ui.fonts.heading, tr("Puzzles"));
  }
  Variant game = mode.game();
  gameChoice(game, ImGui::GetContentRegionMax().x, "puzzles-game-", "##puzzles", ui);
  if (game != mode.game()) ui.send(cmd::Puzzles{.game = game});
  const PuzzleList& list = puzzlesOf(mode.game());
  drawDifficultyChoice(mode.difficulty(), ui);
  if (!drawListState(list, mode.game(), ui)) return;
  drawSolvedCount(list, model);
  ImGui::BeginChild("puzzle-list", ImVec2(0, 0), false);
  const Puzzle* chosen = drawPuzzleRows(list, mode.difficulty(), model, ui);
  ImGui::EndChild();
  if (chosen) ui.send(cmd::OpenPuzzle{chosen->id});
}

// The puzzle's board, `size` large; it takes the keyboard's focus once when a puzzle opens.
void PuzzlesScreen::drawBoard(const AppModel& model, UiState& ui, const NameControl& control,
                              ImVec2 size, double now) {
  const PuzzlesMode& mode = model.state().modes.puzzles;
  const bool focused = ui.boardHasFocus();
  widget_.draw(mode.table(),
               {.fonts = ui.fonts,
                .touch = ui.touch,
                .focused = focused,
                .reducedMotion = model.prefs().reducedMotion,
                .nameBoard = [&ui] { ui.control("board", Controls::Stop::First); },
                .nameHole = &control},
               size, now);
  if (widget_.action().skip) ui.send(cmd::Skip{});
  if (widget_.action().chosen >= 0)
    ui.send(cmd::PuzzlePlay{static_cast<Move>(widget_.action().chosen)});
  if (mode.attempt().puzzle().id != shownId_) {
    ui.controls.focus("board");
    shownId_ = mode.attempt().puzzle().id;
  }
}

void PuzzlesScreen::drawPuzzle(const AppModel& model, UiState& ui, double now) {
  const PuzzlesMode& mode = model.state().modes.puzzles;
  const PuzzleAttempt& attempt = mode.attempt();
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const bool small = vp->Size.y < 460 || vp->Size.x < 420;
  const bool low = vp->Size.y < 460;  // a small frame: every pixel of height to the board
  const Puzzle& puzzle = attempt.puzzle();
  if (ImGui::Button(tr("All puzzles"))) {
    ui.send(cmd::PuzzlesList{});
    return;
  }
  ui.control("puzzles-list");
  const std::string title =
      puzzleTitle(puzzle, low, model.state().settings.kept.solvedPuzzles.contains(puzzle.id));
  besideIfFits(ImGui::CalcTextSize(title.c_str()).x, ImGui::GetContentRegionMax().x);
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(color(theme::kTextDim), "%s", title.c_str());
  std::string goal = goalTitle(puzzle.goal);
  goal += " \u2014 ";
  goal += trf("{0} to move", {sideName(attempt.solver())});
  if (!low) ImGui::PushFont(ui.fonts.heading);
  wrappedText(theme::kAccent, goal);
  if (!low) ImGui::PopFont();
  if (!small) wrappedText(theme::kTextDim, goalDescription(puzzle.goal));

  // The buttons of this moment, laid out first: the board and the text take what they leave.
  const Phase phase = attempt.phase();
  const std::vector<Button> buttons = puzzleButtons(attempt);
  const float buttonsH = buttonRowsHeight(buttons);
  const ImGuiStyle& style = ImGui::GetStyle();

  // The board, as large as leaves room for the message lines.
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float boardH = exerciseBoardHeight(avail, buttonsH, low ? 2.0f : small ? 2.5f : 4.5f);
  const NameControl control = [&ui](const char* name, const std::string& spoken) {
    ui.control(name, Controls::Stop::Yes, spoken);
  };
  drawBoard(model, ui, control, ImVec2(avail.x, boardH), now);
  const bool nowMoving = mode.table().moving(now);

  const float textH = std::max(ImGui::GetTextLineHeightWithSpacing(),
                               avail.y - boardH - buttonsH - style.ItemSpacing.y);
  ImGui::BeginChild("##puzzle-text", ImVec2(0, textH), false);
  drawAttemptText(attempt, phase, nowMoving, ui);
  ImGui::EndChild();

  switch (drawButtonRows(buttons, buttonsH, Action::None, control)) {
    case Action::Hint: ui.send(cmd::PuzzleHint{}); break;
    case Action::Answer: ui.send(cmd::PuzzleAnswer{}); break;
    case Action::Retry: ui.send(cmd::PuzzleRetry{}); break;
    case Action::Next: ui.send(cmd::NextPuzzle{}); break;
    case Action::List: ui.send(cmd::PuzzlesList{}); break;
    case Action::None: break;
  }
}

}  // namespace mancala::app
