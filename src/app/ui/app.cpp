#include "app/ui/app.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/model/background.h"
#include "app/text/i18n.h"
#include "app/ui/language_menu.h"
#include "app/text/rules_text.h"
#include "app/ui/rules_view.h"
#include "app/ui/theme.h"

namespace mancala::app {
namespace {

ImVec4 color(ImU32 c) { return ImGui::ColorConvertU32ToFloat4(c); }

// The levels' names and descriptions (ai/levels.cpp), shown with tr(): marked here for the
// translation tables (tests/app_i18n_test.cpp checks that every level's texts are translated).
[[maybe_unused]] constexpr const char* kLevelTexts[] = {
    N_("Beginner"),
    N_("Easy"),
    N_("Medium"),
    N_("Hard"),
    N_("Master"),
    N_("Looks only at its own move: grabs what it can see and often misses your reply."),
    N_("Sees your immediate answer, but not further; still picks a weaker move now and then."),
    N_("Thinks four moves ahead and weighs the position, not just the captures."),
    N_("Searches deeply and always plays the move it judges best."),
    N_("Searches deepest, and plays the endgame perfectly once few seeds are left."),
};

const char* kindName(PlayerKind k) { return k == PlayerKind::Person ? tr("Person") : tr("Computer"); }

std::string seedWord(int n) { return n == 1 ? std::string(tr("1 seed")) : trf("{0} seeds", {std::to_string(n)}); }

// Warri's names for a player's holes, seen from his side.
const char* warriName(int hole) {
  switch (hole % kRowHoles) {
    case 0: return N_("{0}'s foot");
    case 4: return N_("{0}'s throat");
    case 5: return N_("{0}'s head");
    default: return nullptr;
  }
}

std::string matchLine(const Session& s) {
  const MatchState* m = s.match();
  if (!m) return tr("Single game");
  std::string line = trf("Match, game {0}", {std::to_string(m->game)});
  switch (s.variant()) {
    case Variant::Warri:
      line += " \u2022 " + trf("South {0} \u2013 North {1} (first to 6)",
                                {std::to_string(m->wins[0]), std::to_string(m->wins[1])});
      break;
    case Variant::AdjiKui1:
      line += " \u2022 " + trf("South {0}, North {1}, draws {2}", {std::to_string(m->wins[0]),
                                                                  std::to_string(m->wins[1]), std::to_string(m->draws)});
      break;
    case Variant::AdjiKui2: {
      int north = 0;
      for (int h = 0; h < kHoles; ++h) north += (m->northOwned >> h) & 1;
      line += " \u2022 " + trf("holes: South {0}, North {1}", {std::to_string(kHoles - north), std::to_string(north)});
      break;
    }
  }
  return line;
}


}  // namespace

App::App(Host& host, background::Worker& worker) : host_(host), worker_(worker), computer_(&worker) {
  pendingSetup_ = session_.setup();
}

void App::loadFonts(float pixelScale) {
  if (!styled_) {
    theme::applyStyle();
    styled_ = true;
  }
  fonts_ = mancala::app::loadFonts(pixelScale);
}

void App::onPointer(const PointerEvent& pointer) {
  // Touch shows no hover tooltips: a finger leaves the pointer where it tapped.
  if (pointer.kind == PointerEvent::Kind::Down) {
    touch_ = pointer.touch;
    boardFocus_ = false;  // the board's focus ring shows while the keyboard is in use
  }
  if (pointer.kind == PointerEvent::Kind::Move && !pointer.touch && !pointer.buttonsHeld) touch_ = false;
}

void App::onKey(const KeyPress& key) {
  boardFocus_ = true;  // like :focus-visible
  keys_.push_back(key);
}

bool App::busy(double now) const {
  if (animation_.running(now) || computer_.thinking() || tutorial_.animating(now)) return true;
  if (hint_ && hint_->pending) return true;
  if (screen_ != Screen::Play || session_.game().over()) return false;
  const MoveList legal = session_.legalMoves();
  return session_.computerToMove() || (legal.count == 1 && legal.moves[0] == kPass);
}

bool App::needsFrame(double now) {
  return framesOwed_ > 0 || busy(now) || animationShown_ || !keys_.empty() || tutorial_.needsFrame(now);
}

void App::requestFrames(int count) { framesOwed_ = std::max(framesOwed_, count); }

void App::stopActivity() {
  animation_.stop();
  computer_.cancel();
}

void App::animate(const Position& before, const Trace& trace, double now) {
  animation_.start(before, trace, now, speed_);
  animationShown_ = true;
}

std::optional<std::string> App::play(Move move, double now) {
  if (screen_ != Screen::Play) return tr("No game is being played.");
  const Position before = session_.position();
  Trace trace;
  if (auto error = session_.play(move, &trace)) return error;
  computer_.cancel();
  animate(before, trace, now);
  afterMove(before, move, trace);
  message_.clear();
  selected_ = -1;
  requestFrames();
  return std::nullopt;
}

void App::newGame(const SessionSetup& setup, double) {
  stopActivity();
  session_.start(setup);
  pendingSetup_ = setup;
  screen_ = Screen::Play;
  message_.clear();
  selected_ = -1;
  movesShown_ = 0;
  afterNewGame();
  requestFrames();
}

std::optional<std::string> App::nextGame(std::optional<std::vector<int>> holes, double) {
  if (auto error = session_.nextGame(std::move(holes))) return error;
  stopActivity();
  message_.clear();
  selected_ = -1;
  movesShown_ = 0;
  afterNewGame();
  requestFrames();
  return std::nullopt;
}

std::optional<std::string> App::undo() {
  if (!session_.canUndo()) return tr("There is no move to take back.");
  stopActivity();
  session_.undo();
  message_.clear();
  save();
  requestFrames();
  return std::nullopt;
}

std::optional<std::string> App::redo(double now) {
  if (!session_.canRedo()) return tr("There is no move to play again.");
  stopActivity();
  const Position before = session_.position();
  Trace trace;
  session_.redo(&trace);
  animate(before, trace, now);
  afterMove(before, session_.game().moves().back(), trace);
  message_.clear();
  requestFrames();
  return std::nullopt;
}

std::optional<ImVec2> App::holeCenter(int i) const {
  if (!layout_ || i < 0 || i >= kHoles) return std::nullopt;
  return layout_->hole(i);
}

std::optional<ImVec2> App::controlCenter(const std::string& name) const {
  auto it = controls_.find(name);
  if (it == controls_.end()) return std::nullopt;
  return ImVec2((it->second.min.x + it->second.max.x) * 0.5f, (it->second.min.y + it->second.max.y) * 0.5f);
}

void App::control(const char* name) { controls_[name] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()}; }

// Computer moves and forced passes happen by themselves once the last move has been shown.
void App::autoActions(double now) {
  if (hint_ && !hintValid()) hint_.reset();
  if (hint_ && hint_->pending) {
    const background::Poll answer = worker_.poll();
    if (answer.status == background::Status::Done && session_.legalMoves().contains(answer.move)) {
      hint_->pending = false;
      hint_->move = answer.move;
      hint_->verdict = answer.verdict;
      if (answer.move != kPass) selected_ = answer.move;  // the suggested hole, highlighted
      say(hintText());
    } else if (answer.status != background::Status::Searching) {
      hint_.reset();
    }
  }
  if (screen_ != Screen::Play || animation_.running(now)) return;
  if (session_.betweenGames()) {
    const auto due = session_.purchaseDue();
    if (due && session_.kind(due->buyer) == PlayerKind::Computer && session_.purchaseChoice().empty())
      session_.setPurchaseChoice(session_.computerPurchaseChoice());
    return;
  }
  if (session_.game().over()) return;
  const MoveList legal = session_.legalMoves();
  if (legal.count == 1 && legal.moves[0] == kPass) {
    play(kPass, now);
    return;
  }
  if (!session_.computerToMove()) return;
  if (!computer_.thinking()) {
    computer_.setLevel(session_.level(session_.position().toMove));
    computer_.start(session_.game(), now);
  }
  if (auto move = computer_.step(now)) play(*move, now);
}

bool App::hintValid() const {
  return hint_ && screen_ == Screen::Play && !session_.game().over() && !session_.computerToMove() &&
         hint_->moves == session_.game().moves().size() && hint_->position == session_.position();
}

void App::askHint() {
  if (screen_ != Screen::Play || session_.game().over() || session_.computerToMove()) return;
  Hint hint;
  hint.moves = session_.game().moves().size();
  hint.position = session_.position();
  background::Job job;
  job.level = ai::Level::Master;
  job.seed = hint.moves + 1;
  job.verdict = true;
  hint.pending = worker_.start(session_.game(), job);
  if (!hint.pending) {
    // No background: a Hard move at once (a few milliseconds), without a verdict.
    job.level = ai::Level::Hard;
    job.verdict = false;
    const background::Poll answer = background::work(session_.game(), job);
    if (answer.status != background::Status::Done) return;
    hint.move = answer.move;
    if (answer.move != kPass) selected_ = answer.move;
  }
  hint_ = hint;
  if (!hint_->pending) say(hintText());
  requestFrames();
}

std::optional<Move> App::hintMove() const {
  if (!hintValid() || hint_->pending) return std::nullopt;
  return hint_->move;
}

std::optional<int> App::hintVerdict() const {
  if (!hintValid() || hint_->pending) return std::nullopt;
  return hint_->verdict;
}

std::string App::hintText() const {
  if (!hint_) return "";
  if (hint_->pending) return tr("Thinking about a hint\u2026");
  const Player p = session_.position().toMove;
  std::string text = hint_->move == kPass ? std::string(tr("Hint: pass."))
                                          : trf("Hint: sow {0}.", {std::string(1, moveLetter(hint_->move))});
  if (hint_->verdict) {
    text += ' ';
    text += *hint_->verdict > 0   ? trf("The position is won for {0}.", {playerName(p)})
            : *hint_->verdict < 0 ? trf("The position is lost for {0}.", {playerName(p)})
                                  : std::string(tr("The position is drawn."));
  }
  return text;
}

void App::hintPanel() {
  if (screen_ != Screen::Play || session_.game().over() || session_.computerToMove() || session_.betweenGames())
    return;
  const bool valid = hintValid();
  ImGui::BeginDisabled(valid && hint_->pending);
  if (ImGui::Button(tr("Hint"))) askHint();
  ImGui::EndDisabled();
  control("hint");
  if (!valid) return;
  const std::string text = hintText();
  ImGui::SameLine();
  ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kAccent));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
}

void App::levelChoice(Player p, bool describe) {
  auto& level = pendingSetup_.levels[static_cast<std::size_t>(index(p))];
  const ai::Level shown = level.value_or(ai::Level::Master);
  ImGui::PushID("level");
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Level"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9.0f);
  if (ImGui::BeginCombo("##level", tr(std::string(ai::levelName(shown))))) {
    for (ai::Level l : ai::kAllLevels) {
      if (ImGui::Selectable(tr(std::string(ai::levelName(l))), l == shown)) level = l;
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(std::string(ai::levelDescription(l))));
    }
    ImGui::EndCombo();
  }
  control(p == Player::South ? "south-level" : "north-level");
  if (describe) {
    ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kTextDim));
    ImGui::TextWrapped("%s", tr(std::string(ai::levelDescription(shown))));
    ImGui::PopStyleColor();
  }
  ImGui::PopID();
}

std::uint16_t App::candidates() const {
  std::uint16_t mask = 0;
  if (const auto due = session_.purchaseDue(); due && session_.kind(due->buyer) == PlayerKind::Person) {
    for (int h = 0; h < kHoles; ++h)
      if (rowOf(h) != due->buyer) mask = static_cast<std::uint16_t>(mask | (1u << h));
    return mask;
  }
  if (session_.game().over() || session_.computerToMove()) return 0;
  for (Move m : session_.legalMoves())
    if (m != kPass) mask = static_cast<std::uint16_t>(mask | (1u << m));
  return mask;
}

void App::moveSelection(int dx, int dy) {
  const std::uint16_t mask = candidates();
  if (!mask || !layout_) return;
  if (selected_ < 0 || !((mask >> selected_) & 1)) {
    // Start on the side of the player who chooses.
    const bool southSide = session_.purchaseDue() ? session_.purchaseDue()->buyer == Player::North
                                                   : session_.position().toMove == Player::South;
    int best = -1;
    for (int h = 0; h < kHoles; ++h) {
      if (!((mask >> h) & 1)) continue;
      if (best < 0 || (southSide ? layout_->hole(h).y > layout_->hole(best).y + 1 ||
                                       (std::fabs(layout_->hole(h).y - layout_->hole(best).y) < 1 &&
                                        layout_->hole(h).x < layout_->hole(best).x)
                                 : layout_->hole(h).y < layout_->hole(best).y - 1 ||
                                       (std::fabs(layout_->hole(h).y - layout_->hole(best).y) < 1 &&
                                        layout_->hole(h).x < layout_->hole(best).x)))
        best = h;
    }
    selected_ = best;
    return;
  }
  const ImVec2 from = layout_->hole(selected_);
  int best = -1;
  float bestScore = 1e9f;
  for (int h = 0; h < kHoles; ++h) {
    if (h == selected_ || !((mask >> h) & 1)) continue;
    const ImVec2 p = layout_->hole(h);
    const float ddx = p.x - from.x, ddy = p.y - from.y;
    const bool sameRow = std::fabs(ddy) < 1;
    float score = 0;
    if (dx != 0) {
      if (ddx * static_cast<float>(dx) <= 0) continue;
      score = std::fabs(ddx) + (sameRow ? 0 : 10000);
    } else {
      if (sameRow || ddy * static_cast<float>(dy) <= 0) continue;
      score = std::fabs(ddx);
    }
    if (score < bestScore) {
      bestScore = score;
      best = h;
    }
  }
  if (best < 0 && dx != 0) {  // wrap around within the row
    for (int h = 0; h < kHoles; ++h) {
      if (!((mask >> h) & 1) || std::fabs(layout_->hole(h).y - from.y) >= 1) continue;
      const float x = layout_->hole(h).x;
      const float score = dx > 0 ? x : -x;
      if (score < bestScore) {
        bestScore = score;
        best = h;
      }
    }
  }
  if (best >= 0) selected_ = best;
}

void App::processKeys(double now) {
  std::vector<KeyPress> keys;
  keys.swap(keys_);
  for (const KeyPress& key : keys) {
    const Key sym = key.key;
    if (tutorial_.isOpen() && tutorial_.key(sym, now, speed_)) continue;
    if (rulesOpen_ && sym == Key::Escape) {
      rulesOpen_ = false;
      continue;
    }
    if (screen_ != Screen::Play) {
      if (sym == Key::Enter) newGame(pendingSetup_, now);
      continue;
    }
    if (key.ctrl && sym == Key::Z) {
      if (key.shift) redo(now); else undo();
      continue;
    }
    if (key.ctrl && sym == Key::Y) {
      redo(now);
      continue;
    }
    if (shortcut(sym, key.ctrl, now)) continue;
    const int selectedBefore = selected_;
    switch (sym) {
      case Key::Left: moveSelection(-1, 0); break;
      case Key::Right: moveSelection(1, 0); break;
      case Key::Up: moveSelection(0, -1); break;
      case Key::Down: moveSelection(0, 1); break;
      case Key::Enter:
      case Key::Space:
        if (animation_.running(now)) {
          animation_.stop();
        } else if (selected_ >= 0) {
          clickHole(selected_, now);
        } else if (session_.betweenGames()) {
          if (auto error = nextGame(std::nullopt, now)) message_ = *error;
        } else {
          moveSelection(0, 0);
        }
        break;
      case Key::Escape:
        if (animation_.running(now)) animation_.stop();
        break;
      default: break;
    }
    // Each arrow says where the cursor is (also when it could not move: the only choice).
    const bool arrow = sym == Key::Left || sym == Key::Right || sym == Key::Up || sym == Key::Down;
    if (selected_ >= 0 && (arrow || selected_ != selectedBefore)) sayHole(selected_);
  }
}

void App::clickHole(int hole, double now) {
  if (animation_.running(now)) {  // a click during a move shows its end at once
    animation_.stop();
    return;
  }
  message_.clear();
  if (session_.betweenGames()) {
    const auto due = session_.purchaseDue();
    if (!due || due->count == 0) {
      message_ = tr("The game is over: press \u201cNext game\u201d.");
    } else if (session_.kind(due->buyer) == PlayerKind::Computer) {
      message_ = tr("The computer chooses the holes it buys.");
    } else if (auto error = session_.choosePurchaseHole(hole)) {
      message_ = *error;
    }
    selected_ = hole;
    return;
  }
  if (session_.game().over()) {
    message_ = session_.matchOver() || !session_.match() ? tr("The game is over: start a new one.")
                                                         : tr("The game is over.");
    return;
  }
  if (session_.computerToMove()) {
    message_ = tr("Wait: the computer is to move.");
    return;
  }
  if (auto error = play(static_cast<Move>(hole), now)) {
    message_ = *error;
    selected_ = hole;
  }
}

void App::frame(double now) {
  if (framesOwed_ > 0) --framesOwed_;
  controls_.clear();
  processKeys(now);
  autoActions(now);
  seedSounds(now);
  keyboardCursor(now);
  if (animationShown_ && !animation_.running(now)) animationShown_ = false;

  const ImGuiViewport* vp = ImGui::GetMainViewport();
  drawBackground(ImGui::GetBackgroundDrawList(), vp->Pos, ImVec2(vp->Pos.x + vp->Size.x, vp->Pos.y + vp->Size.y));
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0, 0, 0, 0));
  ImGui::Begin("##main", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse);
  ImGui::PopStyleColor();
  if (screen_ == Screen::Start) {
    layout_.reset();
    startScreen(now);
  } else {
    playScreen(now);
  }
  ImGui::End();
  if (rulesOpen_) rulesWindow();
  tutorial_.draw(fonts_, now, speed_, [this](const char* name) { control(name); });
  if (auto sentence = tutorial_.takeAnnouncement()) say(*sentence);  // the lesson for screen readers
}

void App::startScreen(double now) {
  if (compactLayout()) {  // a small frame (app_state.cpp)
    compactStartScreen(now);
    return;
  }
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float width = std::min(avail.x, 760.0f);
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (avail.x - width) * 0.5f);
  ImGui::BeginChild("start", ImVec2(width, 0), false);
  ImGui::PushFont(fonts_.heading);
  ImGui::TextColored(color(theme::kAccent), "Mancala");
  ImGui::PopFont();
  ImGui::SameLine(ImGui::GetContentRegionMax().x - languageMenuWidth());
  if (languageMenu("##language", languageMenuWidth())) chooseLanguage(currentLanguage());
  control("language");
  ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kTextDim));
  ImGui::TextWrapped("%s", tr("Three sowing games of the Caribbean, on one board."));
  ImGui::PopStyleColor();
  ImGui::Spacing();

  ImGui::TextUnformatted(tr("Game"));
  for (Variant v : kAllVariants) {
    ImGui::PushID(static_cast<int>(v));
    const bool chosen = pendingSetup_.variant == v;
    // A long translation is drawn a little smaller, and on a narrow screen over two lines.
    const std::string summary(gameSummary(v));
    const float room = ImGui::GetContentRegionAvail().x - 34;
    const float wide = fonts_.body->CalcTextSizeA(15.0f, 1e9f, 0, summary.c_str()).x;
    const bool twoLines = wide * 12.0f / 15.0f > room;
    const float size = twoLines ? 14.0f : wide > room ? 15.0f * room / wide : 15.0f;
    const float h = ImGui::GetTextLineHeightWithSpacing() * (twoLines ? 3.5f : 2.4f);
    const ImVec2 p = ImGui::GetCursorScreenPos();
    if (ImGui::Selectable("##game", chosen, 0, ImVec2(0, h))) pendingSetup_.variant = v;
    control((std::string("game-") + std::string(variantName(v))).c_str());
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddCircleFilled(ImVec2(p.x + 14, p.y + h * 0.5f), 7, chosen ? theme::kAccent : theme::rgba(120, 90, 60), 20);
    const std::string title(variantTitle(v));
    dl->AddText(fonts_.heading, 19.0f, ImVec2(p.x + 30, p.y + 4), theme::kText, title.c_str());
    dl->AddText(fonts_.body, size, ImVec2(p.x + 30, p.y + (twoLines ? 30.0f : h * 0.55f)), theme::kTextDim,
                summary.c_str(), nullptr, twoLines ? room : 0.0f);
    ImGui::PopID();
  }
  ImGui::Spacing();

  const float column = width * 0.5f - 8;
  // The level's description stays in its column.
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + (width >= 600 ? column : width));
  ImGui::BeginGroup();
  for (Player p : {Player::South, Player::North}) {
    ImGui::PushID(index(p));
    ImGui::TextUnformatted(p == Player::South ? tr("South (near row) plays") : tr("North (far row) plays"));
    auto& kind = pendingSetup_.players[static_cast<std::size_t>(index(p))];
    if (ImGui::RadioButton(tr("Person"), kind == PlayerKind::Person)) kind = PlayerKind::Person;
    control(p == Player::South ? "south-person" : "north-person");
    ImGui::SameLine();
    if (ImGui::RadioButton(tr("Computer"), kind == PlayerKind::Computer)) kind = PlayerKind::Computer;
    control(p == Player::South ? "south-computer" : "north-computer");
    if (kind == PlayerKind::Computer) levelChoice(p);
    ImGui::PopID();
  }
  ImGui::EndGroup();
  ImGui::PopTextWrapPos();
  if (width >= 600) ImGui::SameLine(column + 16);  // else one column, on a phone
  ImGui::BeginGroup();
  ImGui::TextUnformatted(tr("Who starts"));
  if (ImGui::RadioButton((std::string(tr("South")) + "##start").c_str(), pendingSetup_.starter == Player::South)) pendingSetup_.starter = Player::South;
  ImGui::SameLine();
  if (ImGui::RadioButton((std::string(tr("North")) + "##start").c_str(), pendingSetup_.starter == Player::North)) pendingSetup_.starter = Player::North;
  ImGui::TextUnformatted(tr("Play"));
  if (ImGui::RadioButton(tr("Single game"), !pendingSetup_.match)) pendingSetup_.match = false;
  control("single");
  ImGui::SameLine();
  if (ImGui::RadioButton(tr("Match"), pendingSetup_.match)) pendingSetup_.match = true;
  control("match");
  ImGui::EndGroup();

  if (pendingSetup_.match) {
    const char* full = pendingSetup_.variant == Variant::AdjiKui2 ? tr("Until a player cannot fill a hole")
                       : pendingSetup_.variant == Variant::Warri  ? tr("First to win 6 games")
                                                                  : tr("Open-ended tally");
    int length = static_cast<int>(pendingSetup_.matchLength);
    ImGui::SetNextItemWidth(std::min(width, 340.0f));
    if (ImGui::BeginCombo(tr("Match length"), length == 0   ? full
                                               : length == 1 ? tr("First to own 10 holes")
                                                             : tr("A number of games"))) {
      if (ImGui::Selectable(full, length == 0)) pendingSetup_.matchLength = MatchOptions::Length::Full;
      if (pendingSetup_.variant == Variant::AdjiKui2 && ImGui::Selectable(tr("First to own 10 holes"), length == 1))
        pendingSetup_.matchLength = MatchOptions::Length::FirstToTenHoles;
      if (ImGui::Selectable(tr("A number of games"), length == 2)) pendingSetup_.matchLength = MatchOptions::Length::Games;
      ImGui::EndCombo();
    }
    if (pendingSetup_.variant != Variant::AdjiKui2 && pendingSetup_.matchLength == MatchOptions::Length::FirstToTenHoles)
      pendingSetup_.matchLength = MatchOptions::Length::Full;
    if (pendingSetup_.matchLength == MatchOptions::Length::Games) {
      ImGui::SetNextItemWidth(std::min(width, 340.0f));
      ImGui::SliderInt(tr("Games"), &pendingSetup_.matchGames, 1, 15);
    }
  }
  if (pendingSetup_.variant == Variant::Warri)
    ImGui::Checkbox(tr("Tournament rule: a grand slam captures nothing"), &pendingSetup_.grandSlamCapturesNothing);

  ImGui::Spacing();
  ImGui::PushFont(fonts_.heading);
  if (ImGui::Button(("  " + std::string(tr("Start")) + "  ").c_str())) newGame(pendingSetup_, now);
  control("start");
  ImGui::PopFont();
  // The next button beside the last one when it fits, else below it.
  auto besideIfFits = [](const char* label) {
    ImGui::SameLine();
    const float w = ImGui::CalcTextSize(label).x + ImGui::GetStyle().FramePadding.x * 2;
    if (ImGui::GetCursorPosX() + w > ImGui::GetContentRegionMax().x) ImGui::NewLine();
  };
  besideIfFits(tr("Rules"));
  if (ImGui::Button(tr("Rules"))) {
    rulesOpen_ = true;
    rulesVariant_ = pendingSetup_.variant;
    rulesSelectTab_ = true;
  }
  control("rules");
  besideIfFits(tr("How to play"));
  if (ImGui::Button(tr("How to play"))) tutorial_.open(firstLessonOf(pendingSetup_.variant));
  control("how-to-play");

  // A board of the chosen game at its start, to set the scene.
  const ImVec2 left = ImGui::GetContentRegionAvail();
  if (left.y > 120) {
    ImGui::Dummy(ImVec2(0, 8));
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float h = std::min(left.y - 16, boardHeightForWidth(left.x));
    const BoardLayout layout = layoutBoard(p, ImVec2(p.x + left.x, p.y + h));
    BoardView view;
    view.seeds.fill(kStartSeeds);
    BoardMarks marks;
    marks.owners = kDefaultNorthOwned;
    drawBoard(ImGui::GetWindowDrawList(), layout, view, marks, fonts_, 0);
  }
  ImGui::EndChild();
}

void App::topBar(double now) {
  ImGui::PushFont(fonts_.heading);
  const std::string title(variantTitle(session_.variant()));
  ImGui::TextColored(color(theme::kAccent), "%s", title.c_str());
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(color(theme::kTextDim), "%s", matchLine(session_).c_str());

  // The buttons, right-aligned when they fit beside the title, else on the next lines.
  const ImGuiStyle& style = ImGui::GetStyle();
  auto w = [&](const char* label) { return ImGui::CalcTextSize(label).x + style.FramePadding.x * 2; };
  const bool animating = animation_.running(now);
  const float comboWidth = 130;
  const float needed = w(tr("New game")) + w(tr("Undo")) + w(tr("Redo")) + w(tr("Rules")) + w(tr("Options")) + comboWidth +
                       languageMenuWidth() + (animating ? w(tr("Skip")) : 0) +
                       style.ItemSpacing.x * (animating ? 7 : 6);
  const float right = ImGui::GetWindowContentRegionMax().x;
  ImGui::SameLine();
  bool first = true;
  if (ImGui::GetCursorPosX() + needed > right) ImGui::NewLine();
  else ImGui::SetCursorPosX(right - needed);
  // Places the next item beside the previous one when it fits, else on a new line.
  auto flow = [&](float width) {
    if (!first) {
      ImGui::SameLine();
      if (ImGui::GetCursorPosX() + width > right) ImGui::NewLine();
    }
    first = false;
  };
  if (animating) {
    flow(w(tr("Skip")));
    if (ImGui::Button(tr("Skip"))) animation_.stop();
    control("skip");
  }
  flow(comboWidth);
  ImGui::SetNextItemWidth(comboWidth);
  if (ImGui::BeginCombo("##speed", speedName(speed_))) {
    for (Speed s : {Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant})
      if (ImGui::Selectable(speedName(s), s == speed_)) speed_ = s;
    ImGui::EndCombo();
  }
  control("speed");
  if (ImGui::IsItemHovered() && !touch_) ImGui::SetTooltip("%s", tr("Animation speed"));
  flow(w(tr("Undo")));
  ImGui::BeginDisabled(!session_.canUndo());
  if (ImGui::Button(tr("Undo"))) undo();
  ImGui::EndDisabled();
  control("undo");
  flow(w(tr("Redo")));
  ImGui::BeginDisabled(!session_.canRedo());
  if (ImGui::Button(tr("Redo"))) redo(now);
  ImGui::EndDisabled();
  control("redo");
  flow(w(tr("Rules")));
  if (ImGui::Button(tr("Rules"))) {
    rulesOpen_ = !rulesOpen_;
    rulesVariant_ = session_.variant();
    rulesSelectTab_ = true;
  }
  control("rules");
  flow(w(tr("Options")));
  if (ImGui::Button(tr("Options"))) ImGui::OpenPopup("options");
  control("options");
  settingsMenu(now);
  flow(languageMenuWidth());
  if (languageMenu("##language", languageMenuWidth())) chooseLanguage(currentLanguage());
  control("language");
  flow(w(tr("New game")));
  if (ImGui::Button(tr("New game"))) {
    stopActivity();
    pendingSetup_ = session_.setup();
    screen_ = Screen::Start;
  }
  control("new-game");
}

void App::statusLine(double now) {
  const Position& pos = session_.position();
  std::string text;
  ImU32 col = theme::kText;
  if (session_.game().over()) {
    text = trf("Game over \u2014 {0}", {describeScore(pos)});
    col = theme::kAccent;
  } else {
    const Player p = pos.toMove;
    const bool computer = session_.kind(p) == PlayerKind::Computer;
    const auto& moves = session_.game().moves();
    if (animation_.running(now) && !moves.empty()) {
      const Player mover = session_.game().mover(moves.size() - 1);
      text = moves.back() == kPass ? trf("{0} passes", {playerName(mover)})
                                   : trf("{0} sows {1}\u2026", {playerName(mover), std::string(1, moveLetter(moves.back()))});
    } else if (computer) {
      text = computer_.thinking() ? trf("{0} (computer) to move: thinking\u2026", {playerName(p)})
                                  : trf("{0} (computer) to move", {playerName(p)});
    } else {
      text = trf("{0} to move: choose a highlighted hole", {playerName(p)});
    }
  }
  ImGui::PushFont(fonts_.heading);
  ImGui::PushStyleColor(ImGuiCol_Text, color(col));
  ImGui::TextWrapped("%s", text.c_str());
  ImGui::PopStyleColor();
  ImGui::PopFont();
  if (computer_.thinking() && !animation_.running(now)) {
    // The thinking indicator: a ring of dots after the words, turning while the computer thinks
    // (standing still when less motion is asked for; the words say it anyway).
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    const float r = ImGui::GetFontSize() * 0.45f;
    const ImVec2 c(b.x + r + 10, (a.y + b.y) * 0.5f);
    const double turn = reducedMotion_ ? 0.0 : now * 1.5;
    for (int i = 0; i < 8; ++i) {
      const double angle = (i / 8.0 + turn) * 6.283185307179586;
      const auto alpha = static_cast<int>(60 + 195 * i / 7);
      ImGui::GetWindowDrawList()->AddCircleFilled(
          ImVec2(c.x + r * static_cast<float>(std::cos(angle)), c.y + r * static_cast<float>(std::sin(angle))),
          r * 0.22f, (theme::kAccent & 0x00FFFFFFu) | (static_cast<ImU32>(alpha) << 24), 8);
    }
  }
}

void App::boardArea(ImVec2 size, double now) {
  // The board as large as the width allows, a little above the middle of the space left.
  const float messageHeight = ImGui::GetTextLineHeightWithSpacing() * 2.2f;
  const float boardH = std::max(40.0f, std::min(size.y - messageHeight, boardHeightForWidth(size.x)));
  const float spare = std::max(0.0f, size.y - messageHeight - boardH);
  ImGui::Dummy(ImVec2(size.x, spare * 0.35f));
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const ImVec2 boardSize(size.x, boardH);
  ImGui::InvisibleButton("board", boardSize);
  control("board");
  const BoardLayout layout = layoutBoard(p0, ImVec2(p0.x + boardSize.x, p0.y + boardSize.y));
  layout_ = layout;
  const bool hoveredBoard = ImGui::IsItemHovered();
  hovered_ = hoveredBoard ? layout.holeAt(ImGui::GetIO().MousePos) : -1;
  if (ImGui::IsItemClicked() && hovered_ >= 0) clickHole(hovered_, now);
  else if (ImGui::IsItemClicked() && animation_.running(now)) animation_.stop();

  // What to show: the move being animated, or the position; between Adji Kui II games with a
  // purchase due, the next game's board with the holes chosen so far.
  const Position& pos = session_.position();
  BoardView view;
  BoardMarks marks;
  const auto due = session_.purchaseDue();
  if (animation_.running(now)) {
    view = animation_.view(now);
  } else if (due && due->count > 0) {
    view.seeds.fill(kStartSeeds);
    view.stores = {0, 0};
  } else {
    for (int h = 0; h < kHoles; ++h) view.seeds[static_cast<std::size_t>(h)] = pos.seeds[static_cast<std::size_t>(h)];
    view.stores = {pos.captured[0], pos.captured[1]};
  }
  marks.owners = due && due->count > 0 ? session_.nextOwners() : pos.northOwned;
  if (due && due->count > 0) {
    for (int h = 0; h < kHoles; ++h)
      if (rowOf(h) != due->buyer) marks.buyable = static_cast<std::uint16_t>(marks.buyable | (1u << h));
    for (int h : session_.purchaseChoice()) marks.chosen = static_cast<std::uint16_t>(marks.chosen | (1u << h));
    if (session_.kind(due->buyer) == PlayerKind::Computer) marks.buyable = 0;
  } else if (!animation_.running(now)) {
    marks.playable = candidates();
    if (!session_.game().moves().empty() && !session_.game().over()) {
      const Move last = session_.game().moves().back();
      if (last != kPass) marks.lastMove = last;
    }
  }
  marks.selected = selected_;
  marks.hovered = hovered_;
  marks.dimmed = computer_.thinking();
  // Less motion asked for: the playable holes' rings stand still instead of pulsing.
  drawBoard(ImGui::GetWindowDrawList(), layout, view, marks, fonts_, reducedMotion_ ? 0.0 : now);
  if (boardFocus_ && (selected_ >= 0 || candidates())) {
    // Keyboard focus: a frame around the board that does not rely on colour (thick, dashed).
    const float r = layout.unit * 0.2f;
    const ImVec2 a(layout.min.x - 5, layout.min.y - 5), b(layout.max.x + 5, layout.max.y + 5);
    ImGui::GetWindowDrawList()->AddRect(a, b, theme::rgba(0, 0, 0), r, 0, 6.0f);
    ImGui::GetWindowDrawList()->AddRect(a, b, theme::kAccent, r, 0, 3.0f);
  }

  if (hovered_ >= 0 && !animation_.running(now) && !touch_) {
    const int h = hovered_;
    ImGui::BeginTooltip();
    const Player owner = (marks.owners >> h) & 1 ? Player::North : Player::South;
    ImGui::TextUnformatted(trf("Hole {0} \u2014 {1}", {std::string(1, holeLetter(h)), seedWord(view.seeds[static_cast<std::size_t>(h)])}).c_str());
    if (owner != rowOf(h))
      ImGui::TextColored(color(theme::kAccent), "%s",
                         trf("On {0}'s row, bought by {1}", {playerName(rowOf(h)), playerName(owner)}).c_str());
    else
      ImGui::TextColored(color(theme::kTextDim), "%s", trf("{0}'s hole", {playerName(owner)}).c_str());
    if (session_.variant() == Variant::Warri)
      if (const char* name = warriName(h)) ImGui::TextUnformatted(trf(name, {playerName(rowOf(h))}).c_str());
    ImGui::EndTooltip();
  }

  ImGui::SetCursorScreenPos(ImVec2(p0.x, p0.y + boardSize.y));
  if (!message_.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kWarning));
    ImGui::TextWrapped("%s", message_.c_str());
    ImGui::PopStyleColor();
  } else if (!animation_.running(now)) {
    // What the last move did that the board alone does not show.
    std::string note;
    const auto& moves = session_.game().moves();
    if (!moves.empty() && !session_.game().over()) {
      const Player mover = session_.game().mover(moves.size() - 1);
      if (moves.back() == kPass)
        note = trf("{0} had no playable hole and passed.", {playerName(mover)}) + " ";
      else if (session_.position().toMove == mover)
        note = trf("Grand slam: {0} captured every seed of his opponent and plays again.", {playerName(mover)}) + " ";
    }
    if (!session_.game().over() && !session_.computerToMove())
      note += tr("Click or tap a highlighted hole, or use the arrow keys and Enter.");
    ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kTextDim));
    ImGui::TextWrapped("%s", note.c_str());
    ImGui::PopStyleColor();
  }
}

void App::matchPanel(double now) {
  const MatchState* m = session_.match();
  if (!m) return;
  ImGui::Separator();
  ImGui::PushFont(fonts_.heading);
  ImGui::TextUnformatted(m->over ? tr("Match over") : session_.betweenGames() ? tr("Between games") : tr("Match"));
  ImGui::PopFont();
  switch (session_.variant()) {
    case Variant::Warri:
      ImGui::TextUnformatted(trf("Games won: South {0} \u2013 North {1}", {std::to_string(m->wins[0]), std::to_string(m->wins[1])}).c_str());
      ImGui::TextColored(color(theme::kTextDim), "%s", trf("First to win 6 games is champion; draws: {0}.", {std::to_string(m->draws)}).c_str());
      break;
    case Variant::AdjiKui1:
      ImGui::TextUnformatted(trf("Tally: South {0}, North {1}, draws {2}", {std::to_string(m->wins[0]), std::to_string(m->wins[1]), std::to_string(m->draws)}).c_str());
      break;
    case Variant::AdjiKui2: {
      ImGui::TextUnformatted(trf("Games won: South {0} \u2013 North {1}", {std::to_string(m->wins[0]), std::to_string(m->wins[1])}).c_str());
      if (m->gameRecorded) {
        ImGui::TextUnformatted(trf("Totals: South {0}, North {1}", {std::to_string(m->lastTotals[0]), std::to_string(m->lastTotals[1])}).c_str());
        const HoleShares shares = holeShares(m->lastTotals[0], m->lastTotals[1]);
        if (!m->over)
          ImGui::TextWrapped("%s", trf("Next game: South owns {0} holes, North {1}.", {std::to_string(shares.holes[0]), std::to_string(shares.holes[1])}).c_str());
      }
      break;
    }
  }
  if (m->over) {
    const char* who = m->winner == Outcome::SouthWins ? tr("South wins the match.")
                      : m->winner == Outcome::NorthWins ? tr("North wins the match.")
                                                        : tr("The match is drawn.");
    ImGui::TextColored(color(theme::kAccent), "%s", who);
    if (ImGui::Button(tr("New match"))) newGame(session_.setup(), now);
    control("new-match");
    return;
  }
  if (!session_.betweenGames()) return;
  const auto due = session_.purchaseDue();
  if (due && due->count > 0) {
    const int chosen = static_cast<int>(session_.purchaseChoice().size());
    const std::string buyer = playerName(due->buyer), seller = playerName(opponent(due->buyer));
    if (session_.kind(due->buyer) == PlayerKind::Computer) {
      std::string holes;
      for (int h : session_.purchaseChoice()) holes += std::string(holes.empty() ? "" : ", ") + holeLetter(h);
      ImGui::TextWrapped("%s", trf("{0} (computer) buys {1}.", {buyer, holes}).c_str());
    } else {
      ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kAccent));
      ImGui::TextWrapped("%s", (due->count == 1
                                    ? trf("{0} buys 1 of {1}'s holes: click it on the board ({2} chosen).",
                                          {buyer, seller, std::to_string(chosen)})
                                    : trf("{0} buys {1} of {2}'s holes: click them on the board ({3} chosen).",
                                          {buyer, std::to_string(due->count), seller, std::to_string(chosen)}))
                                       .c_str());
      ImGui::PopStyleColor();
      if (ImGui::Button(tr("Choose for me"))) session_.setPurchaseChoice(session_.defaultPurchaseChoice());
      control("choose-default");
      ImGui::SameLine();
    }
    ImGui::BeginDisabled(chosen != due->count);
    if (ImGui::Button(tr("Next game"))) {
      if (auto error = nextGame(std::nullopt, now)) message_ = *error;
    }
    ImGui::EndDisabled();
    control("next-game");
  } else {
    if (ImGui::Button(tr("Next game"))) {
      if (auto error = nextGame(std::nullopt, now)) message_ = *error;
    }
    control("next-game");
  }
}

void App::sidePanel(double now) {
  const Position& pos = session_.position();
  for (Player p : {Player::South, Player::North}) {
    const bool toMove = !session_.game().over() && pos.toMove == p;
    ImGui::PushStyleColor(ImGuiCol_Text, color(toMove ? theme::kAccent : theme::kText));
    ImGui::Text("%s %s", toMove ? "\u2192" : " ", playerName(p).c_str());
    ImGui::PopStyleColor();
    ImGui::SameLine(120);
    ImGui::TextColored(color(theme::kTextDim), "%s", kindName(session_.kind(p)));
    ImGui::SameLine(220);
    ImGui::Text("%d", pos.captured[static_cast<std::size_t>(index(p))]);
  }
  ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kTextDim));
  ImGui::TextWrapped("%s", tr("Captured seeds, in each player's store on his right."));
  ImGui::PopStyleColor();
  if (session_.variant() == Variant::AdjiKui2 && pos.northOwned != kDefaultNorthOwned) {
    ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kAccent));
    ImGui::TextWrapped("%s", tr("A bought hole carries its owner's letter (S or N) and a dashed ring."));
    ImGui::PopStyleColor();
  }

  if (!session_.game().over() && session_.variant() != Variant::Warri) {
    // The game is played out, but a person likes to know when it is decided.
    for (Player p : {Player::South, Player::North})
      if (pos.captured[static_cast<std::size_t>(index(p))] > kTotalSeeds / 2) {
        ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kAccent));
        ImGui::TextWrapped(
            "%s", trf("{0} has captured more than half the seeds: the result is decided, and the game is played out.",
                      {playerName(p)})
                      .c_str());
        ImGui::PopStyleColor();
      }
  }
  if (session_.game().over()) {
    ImGui::Separator();
    ImGui::PushFont(fonts_.heading);
    ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kAccent));
    ImGui::TextWrapped("%s", describeScore(pos).c_str());
    ImGui::PopStyleColor();
    ImGui::PopFont();
    ImGui::TextWrapped("%s", describeEnd(pos).c_str());
  }
  hintPanel();
  matchPanel(now);

  ImGui::Separator();
  ImGui::TextUnformatted(tr("Moves"));
  ImGui::BeginChild("moves", ImVec2(0, 0), true);
  const auto& moves = session_.game().moves();
  const float col = ImGui::GetFontSize() * 2.6f;
  for (std::size_t i = 0; i < moves.size(); i += 2) {
    ImGui::TextColored(color(theme::kTextDim), "%zu.", i / 2 + 1);
    ImGui::SameLine(col);
    const char a[2] = {moveLetter(moves[i]), 0};
    ImGui::TextUnformatted(a);
    if (i + 1 < moves.size()) {
      ImGui::SameLine(col * 2);
      const char b[2] = {moveLetter(moves[i + 1]), 0};
      ImGui::TextUnformatted(b);
    }
  }
  if (moves.size() != movesShown_) {
    ImGui::SetScrollHereY(1.0f);
    movesShown_ = moves.size();
  }
  ImGui::EndChild();
}

void App::playScreen(double now) {
  if (compactLayout()) {  // a small frame on a museum page (app_state.cpp)
    compactPlayScreen(now);
    return;
  }
  topBar(now);
  statusLine(now);
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const bool wide = avail.x >= 820 && avail.x > avail.y * 1.25f;
  if (wide) {
    const float panel = std::clamp(avail.x * 0.26f, 260.0f, 340.0f);
    ImGui::BeginGroup();
    boardArea(ImVec2(avail.x - panel - 12, avail.y), now);
    ImGui::EndGroup();
    ImGui::SameLine();
    ImGui::BeginChild("panel", ImVec2(panel, avail.y), false);
    sidePanel(now);
    ImGui::EndChild();
  } else {
    const float boardH = std::min(avail.y * 0.58f, avail.x * 0.42f + 40);
    boardArea(ImVec2(avail.x, boardH), now);
    ImGui::BeginChild("panel", ImVec2(avail.x, 0), false);
    sidePanel(now);
    ImGui::EndChild();
  }
}

void App::chooseLanguage(Language language) {
  setLanguage(language);
  settings_.language = language;
  host_.setPageLanguage(languageCode(language));
  save();
  requestFrames();
}

void App::rulesWindow() {
  const auto howToPlay = drawRulesWindow(&rulesOpen_, {rulesVariant_, rulesSelectTab_}, fonts_,
                                         [this](const char* name) { control(name); });
  rulesSelectTab_ = false;  // the requested tab once; then the reader's choice
  if (howToPlay) tutorial_.open(firstLessonOf(*howToPlay));
}

}  // namespace mancala::app
