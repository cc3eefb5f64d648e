// The app's life around the game: starting from the saved state and the address, saving after
// every change, the live region's sentences, messages to an embedding page, seed sounds, the
// options menu and the keyboard shortcuts. The drawing of the game itself is in app.cpp.
#include "app/model/announcer.h"
#include "app/ui/app.h"
#include "app/text/i18n.h"
#include "app/ui/language_menu.h"
#include "app/ui/theme.h"
#include "app/model/url_params.h"
#include "core/record.h"
#include "imgui.h"

namespace mancala::app {
namespace {

std::string jsonString(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

std::string join(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : " ") + p;
  return out;
}

// A set-up position as a game: the end rules that do not need history are settled first.
Game gameFrom(const SessionSetup& setup, Position pos) {
  Rules rules;
  rules.variant = setup.variant;
  rules.grandSlamCapturesNothing =
      setup.variant == Variant::Warri && setup.grandSlamCapturesNothing;
  settle(rules, pos);
  return Game(rules, pos);
}

// The address asks for the kind of game that was saved: the same game, players and play.
bool sameGameAsked(const SessionSetup& saved, const SessionSetup& asked) {
  return saved.variant == asked.variant && saved.players == asked.players && saved.match == asked.match &&
         saved.starter == asked.starter;
}

}  // namespace

std::string App::saveKey() const { return embedded_ ? "mancala-embedded" : "mancala"; }

void App::startUp(const Startup& startup, double now) {
  restoring_ = true;
  embedded_ = startup.embedded;
  reducedMotion_ = startup.reducedMotion;
  std::vector<std::string> problems;

  // The address's language first, so that every message below is in it.
  if (auto early = parseUrlParams(startup.query); early.language) setLanguage(*early.language);

  std::optional<SavedState> saved;
  if (auto text = host_.load(saveKey())) {
    auto read = readSavedState(*text);
    if (auto* state = std::get_if<SavedState>(&read)) {
      saved = std::move(*state);
    } else {
      std::string why = std::get<std::string>(read);
      if (!why.empty() && why.back() == '.') why.pop_back();  // it goes inside a sentence
      problems.push_back(
          trf("The saved game could not be read ({0}), so a new game begins.", {why}));
    }
  }
  if (saved) settings_ = saved->settings;
  UrlParams params = parseUrlParams(startup.query);
  if (settings_.language && !params.language) {
    setLanguage(*settings_.language);
    params = parseUrlParams(startup.query);  // its messages in the saved language
  }
  parseFragment(startup.fragment, params);
  if (params.language) settings_.language = params.language;
  if (params.theme) settings_.theme = *params.theme;
  if (params.sound) settings_.sound = params.sound;
  if (params.level) settings_.level = params.level;
  if (params.reducedMotion) reducedMotion_ = *params.reducedMotion;
  theme::setHighContrast(settings_.theme == ThemeChoice::Contrast);
  speed_ = settings_.speed.value_or(reducedMotion_ ? Speed::Instant : Speed::Normal);
  problems.insert(problems.end(), params.errors.begin(), params.errors.end());

  // What the address does not say is the default when it asks for a game, else as saved.
  SessionSetup setup = saved && !params.asksForGame() ? saved->setup : SessionSetup{};
  if (params.game) setup.variant = *params.game;
  if (params.south) setup.players[0] = *params.south;
  if (params.north) setup.players[1] = *params.north;
  if (params.starter) setup.starter = *params.starter;
  if (params.match) setup.match = *params.match;
  if (params.asksForGame() && !params.match) setup.match = false;

  if (params.record) {
    auto read = readRecord(*params.record);
    if (auto* record = std::get_if<GameRecord>(&read)) {
      setup.match = false;
      session_.resume(setup, std::move(record->game), std::nullopt);
      pendingSetup_ = session_.setup();
      screen_ = Screen::Play;
    } else {
      problems.push_back(
          trf("The game record in the address cannot be read ({0}), so a new game begins.",
              {std::get<RecordError>(read).describe()}));
      newGame(setup, now);
    }
  } else if (params.position) {
    setup.match = false;
    session_.resume(setup, gameFrom(setup, *params.position), std::nullopt);
    pendingSetup_ = session_.setup();
    screen_ = Screen::Play;
  } else if (params.asksForGame() && !(saved && saved->game && sameGameAsked(saved->setup, setup))) {
    newGame(setup, now);
  } else if (saved && saved->game) {
    // The saved game, also when the address asks for a game like it (an embedding page's fixed
    // parameters): a reload goes on with it.
    session_.resume(saved->setup, std::move(*saved->game), saved->match);
    pendingSetup_ = session_.setup();
    screen_ = Screen::Play;
  } else if (!problems.empty()) {
    newGame(setup, now);  // a clear message over a fresh game, never a blank page
  } else {
    pendingSetup_ = setup;
  }
  // A single level (saved or from the address) for every computer side; the start screen
  // chooses one per side for the next game.
  session_.setLevels({settings_.level, settings_.level});
  pendingSetup_.levels = {settings_.level, settings_.level};
  message_ = join(problems);
  restoring_ = false;
  save();
  if (screen_ == Screen::Play) {
    const Position& pos = session_.position();
    std::string text =
        session_.game().moves().empty()
            ? describeNewGame(session_.variant(), pos,
                              session_.kind(Player::South) == PlayerKind::Computer,
                              session_.kind(Player::North) == PlayerKind::Computer)
        : pos.over() ? describeResult(pos)
                     : trf("Game resumed after {0} moves. {1} to move.",
                           {std::to_string(session_.game().moves().size()), sideName(pos.toMove)});
    if (!message_.empty()) text = message_ + ' ' + text;
    say(text);
  } else if (!message_.empty()) {
    say(message_);
  }
  host_.setPageLanguage(languageCode(currentLanguage()));
  host_.postToParent("{\"type\":\"mancala:ready\",\"state\":" + session_.stateJson() + "}");
  requestFrames();
}

void App::save() {
  if (restoring_) return;
  SavedState state;
  state.settings = settings_;
  state.settings.speed =
      speed_ == (reducedMotion_ ? Speed::Instant : Speed::Normal) && !settings_.speed
          ? std::nullopt
          : std::optional<Speed>(speed_);
  // Only a language chosen in the menu or by the address is kept: the browser's may change.
  if (state.settings.language) state.settings.language = currentLanguage();
  state.setup = screen_ == Screen::Play ? session_.setup() : pendingSetup_;
  if (screen_ == Screen::Play) {
    state.game = session_.game();
    state.setup = session_.setup();
    if (const MatchState* m = session_.matchForSaving()) state.match = *m;
  }
  host_.store(saveKey(), writeSavedState(state));
}

void App::say(std::string text) {
  if (restoring_ || text.empty()) return;
  lastAnnouncement_ = std::move(text);
  host_.announce(lastAnnouncement_);
}

void App::afterMove(const Position& before, Move move, const Trace& trace) {
  soundStepsDone_ = 0;
  if (restoring_) return;
  const Position& after = session_.position();
  say(describeMove(session_.variant(), before, move, trace, after));
  const std::string state = session_.stateJson();
  host_.postToParent("{\"type\":\"mancala:move\",\"move\":\"" + std::string(1, moveLetter(move)) +
                     "\",\"player\":\"" + playerLetter(before.toMove) + "\",\"state\":" + state +
                     "}");
  if (after.over()) {
    host_.postToParent(
        "{\"type\":\"mancala:gameover\",\"result\":\"" + std::string(outcomeName(after.outcome())) +
        "\",\"reason\":\"" + std::string(reasonName(after.reason)) + "\",\"score\":[" +
        std::to_string(after.captured[0]) + "," + std::to_string(after.captured[1]) +
        "],\"text\":" + jsonString(describeResult(after)) + ",\"state\":" + state + "}");
  }
  save();
}

void App::afterNewGame() {
  if (restoring_) return;
  const Position& pos = session_.position();
  say(describeNewGame(session_.variant(), pos, session_.kind(Player::South) == PlayerKind::Computer,
                      session_.kind(Player::North) == PlayerKind::Computer));
  host_.postToParent("{\"type\":\"mancala:newgame\",\"state\":" + session_.stateJson() + "}");
  save();
}

std::optional<std::string> App::loadRecord(std::string_view text, double now) {
  auto read = readRecord(text);
  if (auto* error = std::get_if<RecordError>(&read)) {
    std::string why = trf("This game record cannot be read: {0}", {error->describe()});
    message_ = why;
    say(why);
    requestFrames();
    return why;
  }
  stopActivity();
  SessionSetup setup = session_.setup();
  setup.match = false;
  session_.resume(setup, std::move(std::get<GameRecord>(read).game), std::nullopt);
  pendingSetup_ = session_.setup();
  screen_ = Screen::Play;
  selected_ = -1;
  movesShown_ = 0;
  message_.clear();
  const Position& pos = session_.position();
  say(pos.over() ? trf("Game record loaded. {0}", {describeResult(pos)})
                 : trf("Game record loaded: {0} moves. {1} to move.",
                       {std::to_string(session_.game().moves().size()), sideName(pos.toMove)}));
  host_.postToParent("{\"type\":\"mancala:newgame\",\"state\":" + session_.stateJson() + "}");
  save();
  (void)now;
  requestFrames();
  return std::nullopt;
}

std::string App::recordText() const { return writeRecord(session_.game()); }

std::string App::shareFragment() const { return mancala::app::shareFragment(session_.game()); }

void App::setSound(bool on) {
  settings_.sound = on;
  save();
  requestFrames();
}

void App::setHighContrast(bool on) {
  settings_.theme = on ? ThemeChoice::Contrast : ThemeChoice::Classic;
  theme::setHighContrast(on);
  save();
  requestFrames();
}

std::optional<std::string> App::setLevel(std::string_view name) {
  std::optional<ai::Level> level;
  if (!name.empty()) {
    level = ai::parseLevel(name);
    if (!level)
      return trf("Unknown level \u201c{0}\u201d (beginner, easy, medium, hard, master).", {name});
  }
  settings_.level = level;
  session_.setLevels({level, level});
  pendingSetup_.levels = {level, level};
  computer_.cancel();  // a computer thinking now starts again at the new level
  save();
  return std::nullopt;
}

void App::setReducedMotion(bool on) {
  reducedMotion_ = on;
  if (!settings_.speed) speed_ = on ? Speed::Instant : Speed::Normal;
  requestFrames();
}

void App::setBoardFocus(bool focused) {
  boardFocus_ = focused;
  if (focused && selected_ < 0 && screen_ == Screen::Play) moveSelection(0, 0);
  requestFrames();
}

// Sounds follow the seeds as the animation drops them (none when a move is skipped).
void App::seedSounds(double now) {
  const bool soundOn = settings_.sound.value_or(!embedded_);
  const int begun = animation_.stepsBegun(now);
  if (begun < soundStepsDone_) soundStepsDone_ = 0;
  if (!soundOn) {
    soundStepsDone_ = begun;
    return;
  }
  int played = 0;
  for (int i = soundStepsDone_; i < begun && i < animation_.stepCount(); ++i) {
    const TraceEvent& e = animation_.stepEvent(i);
    if ((e.kind == TraceEvent::Kind::Sow || e.kind == TraceEvent::Kind::Capture) && played < 2) {
      host_.seedSound(e.count, e.kind == TraceEvent::Kind::Capture);
      ++played;
    }
  }
  soundStepsDone_ = begun;
}

void App::sayHole(int hole) {
  const Position& pos = session_.position();
  const int n = pos.seeds[static_cast<std::size_t>(hole)];
  std::string text =
      trf("Hole {0}, {1}: {2}.",
          {std::string(1, holeLetter(hole)), sideName(pos.owner(hole)),
           n == 1 ? std::string(tr("1 seed")) : trf("{0} seeds", {std::to_string(n)})});
  if (session_.purchaseDue()) {
    text += ' ';
    text += tr("Press Enter to buy it or give it back.");
  } else if ((candidates() >> hole) & 1) {
    text += ' ';
    text += tr("Press Enter to sow it.");
  }
  say(text);
}

bool App::compactLayout() const {
  const ImVec2 size = ImGui::GetMainViewport()->Size;
  return size.y < 460 || (size.x < 420 && size.y < 640);
}

// The game in a small frame (down to about 360x300): one line of controls (the rest in a menu),
// one line of status, the board as large as it fits, one line for notes and messages.
void App::compactPlayScreen(double now) {
  ImGui::PushFont(fonts_.heading);
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme::kAccent), "%.*s",
                     static_cast<int>(variantTitle(session_.variant()).size()),
                     variantTitle(session_.variant()).data());
  ImGui::PopFont();
  const ImGuiStyle& style = ImGui::GetStyle();
  const char* menuLabel = tr("Menu");
  auto w = [&](const char* label) {
    return ImGui::CalcTextSize(label).x + style.FramePadding.x * 2;
  };
  const float right = ImGui::GetWindowContentRegionMax().x;
  ImGui::SameLine(
      std::max(ImGui::GetCursorPosX(), right - w(tr("Undo")) - w(menuLabel) - style.ItemSpacing.x));
  ImGui::BeginDisabled(!session_.canUndo());
  if (ImGui::Button(tr("Undo"))) undo();
  ImGui::EndDisabled();
  control("undo");
  ImGui::SameLine();
  if (ImGui::Button(menuLabel)) ImGui::OpenPopup("compact-menu");
  control("menu");
  if (ImGui::BeginPopup("compact-menu")) {
    if (ImGui::MenuItem(tr("New game"), "N")) {
      stopActivity();
      pendingSetup_ = session_.setup();
      screen_ = Screen::Start;
    }
    if (ImGui::MenuItem(tr("Redo"), "R", false, session_.canRedo())) redo(now);
    if (ImGui::MenuItem(tr("Hint"), "I", false, !session_.game().over() && !session_.computerToMove()))
      askHint();
    if (ImGui::MenuItem(tr("Rules"), "H")) {
      rulesOpen_ = true;
      rulesVariant_ = session_.variant();
      rulesSelectTab_ = true;
    }
    bool sound = settings_.sound.value_or(!embedded_);
    if (ImGui::MenuItem(tr("Seed sounds"), "M", &sound)) setSound(sound);
    bool contrast = settings_.theme == ThemeChoice::Contrast;
    if (ImGui::MenuItem(tr("High contrast"), "C", &contrast)) setHighContrast(contrast);
    if (ImGui::MenuItem(tr("Game record and share link"), "G")) showRecord();
    if (languageMenu("##language", languageMenuWidth())) chooseLanguage(currentLanguage());
    control("language");
    ImGui::Separator();
    for (Speed s : {Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant})
      if (ImGui::MenuItem(tr(speedName(s)), nullptr, speed_ == s)) speed_ = s;
    ImGui::EndPopup();
  }

  // The status in one line of the body font.
  const Position& pos = session_.position();
  std::string status;
  if (session_.game().over()) {
    status = describeResult(pos);
  } else {
    status = trf("{0} to move", {sideName(pos.toMove)});
    if (session_.computerToMove()) status = trf("{0} (computer) to move", {sideName(pos.toMove)});
    status +=
        trf(" — {0} {1}, {2} {3}", {sideName(Player::South), std::to_string(pos.captured[0]),
                                    sideName(Player::North), std::to_string(pos.captured[1])});
  }
  ImGui::TextWrapped("%s", status.c_str());
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  boardArea(avail, now);
}

void App::keyboardCursor(double now) {
  if (!boardFocus_ || screen_ != Screen::Play || animation_.running(now) || !layout_) return;
  const std::uint16_t mask = candidates();
  if (mask && (selected_ < 0 || !((mask >> selected_) & 1))) moveSelection(0, 0);
}

// The start screen in a small frame: the game, who plays each side, and Start, all visible.
void App::compactStartScreen(double now) {
  ImGui::PushFont(fonts_.heading);
  ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(theme::kAccent), "Mancala");
  ImGui::PopFont();
  ImGui::SameLine(
      std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - languageMenuWidth()));
  if (languageMenu("##language", languageMenuWidth())) chooseLanguage(currentLanguage());
  control("language");
  const float right = ImGui::GetWindowContentRegionMax().x;
  bool first = true;
  for (Variant v : kAllVariants) {
    const std::string title(variantTitle(v));
    const float w = ImGui::CalcTextSize(title.c_str()).x + ImGui::GetFrameHeight() +
                    ImGui::GetStyle().ItemInnerSpacing.x;
    if (!first) {
      ImGui::SameLine();
      if (ImGui::GetCursorPosX() + w > right) ImGui::NewLine();
    }
    first = false;
    if (ImGui::RadioButton(title.c_str(), pendingSetup_.variant == v)) pendingSetup_.variant = v;
    control((std::string("game-") + std::string(variantName(v))).c_str());
  }
  for (Player p : {Player::South, Player::North}) {
    ImGui::PushID(index(p));
    auto& kind = pendingSetup_.players[static_cast<std::size_t>(index(p))];
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(sideName(p).c_str());
    ImGui::SameLine(ImGui::GetFontSize() * 4.2f);
    if (ImGui::RadioButton(tr("Person"), kind == PlayerKind::Person)) kind = PlayerKind::Person;
    control(p == Player::South ? "south-person" : "north-person");
    ImGui::SameLine();
    if (ImGui::RadioButton(tr("Computer"), kind == PlayerKind::Computer))
      kind = PlayerKind::Computer;
    control(p == Player::South ? "south-computer" : "north-computer");
    if (kind == PlayerKind::Computer) {
      ImGui::SameLine();
      levelChoice(p, false);
    }
    ImGui::PopID();
  }
  ImGui::Spacing();
  if (ImGui::Button(tr("Start"))) newGame(pendingSetup_, now);
  control("start");
  ImGui::SameLine();
  if (ImGui::Button(tr("Rules"))) {
    rulesOpen_ = true;
    rulesVariant_ = pendingSetup_.variant;
    rulesSelectTab_ = true;
  }
  control("rules");
  ImGui::TextWrapped("%s", tr("Enter starts the game; the arrows and Space change the choices."));
}

void App::showRecord() {
  if (!host_.showRecord(recordText(), shareFragment())) {
    message_ =
        tr("The game record was copied to the clipboard. Paste a record with Ctrl+V to load it.");
    say(message_);
  }
  requestFrames();
}

void App::settingsMenu(double now) {
  if (!ImGui::BeginPopup("options")) return;
  bool sound = settings_.sound.value_or(!embedded_);
  if (ImGui::Checkbox(tr("Seed sounds (M)"), &sound)) setSound(sound);
  control("sound");
  bool contrast = settings_.theme == ThemeChoice::Contrast;
  if (ImGui::Checkbox(tr("High contrast (C)"), &contrast)) setHighContrast(contrast);
  control("contrast");
  if (ImGui::Selectable(tr("Game record and share link (G)\u2026"))) showRecord();
  control("record");
  ImGui::Separator();
  ImGui::TextDisabled("%s", tr("Keys: arrows choose a hole, Enter or Space sows it,"));
  ImGui::TextDisabled("%s", tr("U undo, R redo, N new game, H rules, Esc skip."));
  ImGui::EndPopup();
  (void)now;
}

bool App::shortcut(Key sym, bool ctrl, double now) {
  if (ctrl) {
    if (sym == Key::C) {
      showRecord();
      return true;
    }
    if (sym == Key::V) {
      if (auto text = host_.clipboardText())
        loadRecord(*text, now);
      else
        showRecord();  // the web's record dialog takes the pasted text
      return true;
    }
    return false;
  }
  switch (sym) {
    case Key::U:
      if (auto error = undo())
        message_ = *error;
      else
        say(trf("Move taken back. {0} to move.", {sideName(session_.position().toMove)}));
      return true;
    case Key::R:
      if (auto error = redo(now)) message_ = *error;
      return true;
    case Key::N:
      stopActivity();
      pendingSetup_ = session_.setup();
      screen_ = Screen::Start;
      say(tr("New game: choose the game and the players, then press Enter to start."));
      save();
      return true;
    case Key::H:
      rulesOpen_ = !rulesOpen_;
      rulesVariant_ = session_.variant();
      rulesSelectTab_ = true;
      return true;
    case Key::M:
      setSound(!settings_.sound.value_or(!embedded_));
      say(settings_.sound.value_or(false) ? tr("Sounds on.") : tr("Sounds off."));
      return true;
    case Key::C:
      setHighContrast(settings_.theme != ThemeChoice::Contrast);
      say(settings_.theme == ThemeChoice::Contrast ? tr("High contrast on.")
                                                   : tr("High contrast off."));
      return true;
    case Key::I: askHint(); return true;  // a hint ("H" is the rules)
    case Key::G: showRecord(); return true;
    case Key::S: {
      // Says the whole board, for a screen reader.
      const Position& pos = session_.position();
      std::string text;
      for (int h = 0; h < kHoles; ++h)
        text += trf("{0}: {1}. ", {std::string(1, holeLetter(h)),
                                   std::to_string(pos.seeds[static_cast<std::size_t>(h)])});
      text += trf("Score: {0} {1}, {2} {3}.",
                  {sideName(Player::South), std::to_string(pos.captured[0]),
                   sideName(Player::North), std::to_string(pos.captured[1])});
      if (!pos.over()) {
        text += ' ';
        text += trf("{0} to move.", {sideName(pos.toMove)});
      }
      say(text);
      return true;
    }
    default: return false;
  }
}

}  // namespace mancala::app

namespace mancala::app {

// The web shell's own texts (web/shell.js asks for them through mancala_tr): listed here so
// that the translation tables cover them like every other text of the interface.
[[maybe_unused]] static void shellTexts() {
  (void)tr("Game record");
  (void)tr("Copy this record to keep the game, or paste a record here and load it.");
  (void)tr("Copy");
  (void)tr("Download");
  (void)tr("Load this record");
  (void)tr("Close");
  (void)tr("Share link");
  (void)tr("Copy link");
  (void)tr("Copied.");
  (void)tr("The record was loaded.");
  (void)tr(
      "Mancala board. Arrow keys choose a hole, Enter sows it. U undo, R redo, N new game, H "
      "rules, S says the board, G game record.");
}

}  // namespace mancala::app
