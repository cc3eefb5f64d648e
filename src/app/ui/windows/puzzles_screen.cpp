#include "app/ui/windows/puzzles_screen.h"

#include <algorithm>
#include <string>
#include <vector>

#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/board/board_exercise.h"
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
void drawDifficultyChoice(int& difficulty, UiState& ui) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Difficulty"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.0f);
  if (ImGui::BeginCombo("##difficulty", difficultyName(difficulty).c_str())) {
    for (int d = 0; d <= 5; ++d) {
      if (ImGui::Selectable(difficultyName(d).c_str(), d == difficulty)) difficulty = d;
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
      if (ImGui::Button(tr("Try again"))) retryPuzzles(game);
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
    if (model.settings().solvedPuzzles.contains(p.id)) ++solved;
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
void drawAttemptText(const PuzzleAttempt& attempt, Phase phase, bool nowMoving) {
  if (attempt.over()) {
    wrappedText(phase == Phase::Solved ? theme::kAccent : theme::kWarning, attempt.explanation());
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
    wrappedText(theme::kTextDim,
                attempt.answerPlayed()
                    ? tr("Right! Play on: your move.")
                    : tr("Your move: click or tap a hole, or use the arrow keys and Enter."));
}

}  // namespace

void PuzzlesScreen::open(Variant v) {
  open_ = true;
  listing_ = true;
  game_ = v;
  board_->close();
}

void PuzzlesScreen::close() {
  open_ = false;
  board_->close();
}

bool PuzzlesScreen::busy(double now) const {
  if (!open_) return false;
  if (board_->busy(now)) return true;
  return listing_ && puzzlesOf(game_).state == PuzzleList::State::Loading;
}

void PuzzlesScreen::openPuzzle(const Puzzle& puzzle, AppModel& model) {
  listing_ = false;
  board_->open(puzzle, model.settings().solvedPuzzles.contains(puzzle.id));
  focusBoard_ = true;
}

// The next puzzle of the list shown (its difficulty), the first unsolved one after this one.
void PuzzlesScreen::nextPuzzle(AppModel& model) {
  const auto& all = puzzlesOf(game_).puzzles;
  std::vector<const Puzzle*> shown;
  for (const Puzzle& p : all)
    if (difficulty_ == 0 || p.difficulty == difficulty_) shown.push_back(&p);
  if (shown.empty()) return;
  std::size_t at = 0;
  for (std::size_t i = 0; i < shown.size(); ++i)
    if (shown[i]->id == board_->attempt().puzzle().id) at = i;
  for (std::size_t k = 1; k <= shown.size(); ++k) {
    const Puzzle* p = shown[(at + k) % shown.size()];
    if (!model.settings().solvedPuzzles.contains(p->id) || k == shown.size()) {
      openPuzzle(*p, model);
      return;
    }
  }
}

void PuzzlesScreen::moveCursor(int dx, int dy, AppModel& model) {
  BoardTable& table = board_->table();
  const auto to = widget_.cursorMoved(table, dx, dy);
  if (!to) return;
  table.setCursor(*to);
  if (table.cursor() < 0) return;
  model.say(table.holeSentence(table.cursor(), false));
}

bool PuzzlesScreen::key(Key key, AppModel& model, double now) {
  if (!open_) return false;
  if (key == Key::Escape) {
    if (listing_) {
      close();
    } else {
      listing_ = true;
      board_->close();
    }
    return true;
  }
  if (listing_) return false;  // the controls' keys
  BoardTable& table = board_->table();
  if (table.moving(now) && (key == Key::Enter || key == Key::Space)) {
    table.skip();  // a key shows the move's end at once
    return true;
  }
  switch (key) {
    case Key::Left: moveCursor(-1, 0, model); return true;
    case Key::Right: moveCursor(1, 0, model); return true;
    case Key::Up: moveCursor(0, -1, model); return true;
    case Key::Down: moveCursor(0, 1, model); return true;
    case Key::Enter:
    case Key::Space:
      if (table.cursor() >= 0)
        table.choose(table.cursor(), now);
      else
        moveCursor(0, 0, model);
      return true;
    case Key::I: board_->askHint(); return true;
    default: return false;
  }
}

void PuzzlesScreen::draw(AppModel& model, UiState& ui, double now) {
  if (!open_) return;
  if (board_->update(now, model.prefs().speed)) ui.askFrame();
  if (auto id = board_->takeSolved()) model.apply(cmd::PuzzleSolved{*id}, now);
  if (auto said = board_->takeAnnouncement()) model.say(*said);

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float width = std::min(avail.x, 900.0f);
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (avail.x - width) * 0.5f);
  ImGui::BeginChild("puzzles", ImVec2(width, 0), false);
  if (listing_)
    drawList(model, ui);
  else
    drawPuzzle(model, ui, now);
  ImGui::EndChild();
}

void PuzzlesScreen::drawList(AppModel& model, UiState& ui) {
  const bool small = ImGui::GetMainViewport()->Size.y < 460;
  if (ImGui::Button(tr("Back"))) {
    close();
    ui.askFrame();
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
  gameChoice(game_, ImGui::GetContentRegionMax().x, "puzzles-game-", "##puzzles", ui);
  const PuzzleList& list = puzzlesOf(game_);
  drawDifficultyChoice(difficulty_, ui);
  if (!drawListState(list, game_, ui)) return;
  drawSolvedCount(list, model);
  ImGui::BeginChild("puzzle-list", ImVec2(0, 0), false);
  const Puzzle* chosen = drawPuzzleRows(list, difficulty_, model, ui);
  ImGui::EndChild();
  if (chosen) {
    openPuzzle(*chosen, model);
    ui.askFrame();
  }
}

// The puzzle's board, `size` large; it takes the keyboard's focus once when the puzzle opens.
void PuzzlesScreen::drawBoard(AppModel& model, UiState& ui, const NameControl& control, ImVec2 size,
                              double now) {
  const bool focused = ui.boardHasFocus();
  board_->table().frame(now);
  widget_.draw(board_->table(),
               {.fonts = ui.fonts,
                .touch = ui.touch,
                .focused = focused,
                .reducedMotion = model.prefs().reducedMotion,
                .nameBoard = [&ui] { ui.control("board", Controls::Stop::First); },
                .nameHole = &control},
               size, now);
  BoardWidget::act(widget_.action(), board_->table(), now);
  if (focusBoard_) {
    ui.controls.focus("board");
    focusBoard_ = false;
  }
}

void PuzzlesScreen::drawPuzzle(AppModel& model, UiState& ui, double now) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const bool small = vp->Size.y < 460 || vp->Size.x < 420;
  const bool low = vp->Size.y < 460;  // a small frame: every pixel of height to the board
  const Puzzle& puzzle = board_->attempt().puzzle();
  if (ImGui::Button(tr("All puzzles"))) {
    listing_ = true;
    board_->close();
    ui.askFrame();
    return;
  }
  ui.control("puzzles-list");
  const std::string title =
      puzzleTitle(puzzle, low, model.settings().solvedPuzzles.contains(puzzle.id));
  besideIfFits(ImGui::CalcTextSize(title.c_str()).x, ImGui::GetContentRegionMax().x);
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(color(theme::kTextDim), "%s", title.c_str());
  std::string goal = goalTitle(puzzle.goal);
  goal += " \u2014 ";
  goal += trf("{0} to move", {sideName(board_->attempt().solver())});
  if (!low) ImGui::PushFont(ui.fonts.heading);
  wrappedText(theme::kAccent, goal);
  if (!low) ImGui::PopFont();
  if (!small) wrappedText(theme::kTextDim, goalDescription(puzzle.goal));

  // The buttons of this moment, laid out first: the board and the text take what they leave.
  const Phase phase = board_->attempt().phase();
  const std::vector<Button> buttons = puzzleButtons(board_->attempt());
  const float buttonsH = buttonRowsHeight(buttons);
  const ImGuiStyle& style = ImGui::GetStyle();

  // The board, as large as leaves room for the message lines.
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float boardH = exerciseBoardHeight(avail, buttonsH, low ? 2.0f : small ? 2.5f : 4.5f);
  const NameControl control = [&ui](const char* name, const std::string& spoken) {
    ui.control(name, Controls::Stop::Yes, spoken);
  };
  drawBoard(model, ui, control, ImVec2(avail.x, boardH), now);
  const bool nowMoving = board_->table().moving(now);

  const float textH = std::max(ImGui::GetTextLineHeightWithSpacing(),
                               avail.y - boardH - buttonsH - style.ItemSpacing.y);
  ImGui::BeginChild("##puzzle-text", ImVec2(0, textH), false);
  drawAttemptText(board_->attempt(), phase, nowMoving);
  ImGui::EndChild();

  const Action action = drawButtonRows(buttons, buttonsH, Action::None, control);
  switch (action) {
    case Action::Hint: board_->askHint(); break;
    case Action::Answer: board_->showAnswer(); break;
    case Action::Retry: board_->retry(); break;
    case Action::Next: nextPuzzle(model); break;
    case Action::List:
      listing_ = true;
      board_->close();
      break;
    case Action::None: break;
  }
  if (action != Action::None) ui.askFrame();
}

}  // namespace mancala::app
