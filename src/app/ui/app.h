// The board app: start screen, the game with its animation and panels, match play between
// games, and the rules. Platform-free: driven through Frontend (platform.h) and by the page API.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "app/model/animation.h"
#include "app/ui/board_view.h"
#include "app/model/background.h"
#include "app/model/computer_player.h"
#include "app/model/host.h"
#include "app/ui/fonts.h"
#include "app/ui/frontend.h"
#include "app/ui/input.h"
#include "app/model/session.h"
#include "app/ui/tutorial_view.h"
#include "app/model/settings.h"

namespace mancala::app {

enum class Screen : std::uint8_t { Start, Play };

class App final : public Frontend {
 public:
  App(Host& host, background::Worker& worker);

  // Frontend
  void loadFonts(float pixelScale) override;
  void onKey(const KeyPress& key) override;
  void onPointer(const PointerEvent& pointer) override;
  bool needsFrame(double now) override;
  void frame(double now) override;

  // For the page API and tests. Errors come back as words; nothing changes on an error.
  const Session& session() const { return session_; }
  Screen screen() const { return screen_; }
  std::optional<std::string> play(Move move, double now);
  void newGame(const SessionSetup& setup, double now);
  std::optional<std::string> nextGame(std::optional<std::vector<int>> holes, double now);
  std::optional<std::string> undo();
  std::optional<std::string> redo(double now);
  void setSpeed(Speed speed) { speed_ = speed; }
  Speed speed() const { return speed_; }
  // Animating, thinking or about to pass: the state will change without input.
  bool busy(double now) const;
  // Where hole i was drawn in the last frame (logical pixels), if the board is shown.
  std::optional<ImVec2> holeCenter(int i) const;
  // Where a named control was drawn in the last frame: "new-game", "undo", "redo", "rules",
  // "next-game", "start", "skip", "language", "how-to-play"; in the rules window
  // "rules-tab-<variant>", "rules-part", "history-part", "how-to-play-rules"; in the lessons
  // "tutorial-lesson", "tutorial-back", "tutorial-next", "tutorial-close".
  std::optional<ImVec2> controlCenter(const std::string& name) const;
  const std::string& message() const { return message_; }

  // Startup, saving, records and settings (app_state.cpp). What the page or command line says.
  struct Startup {
    std::string query;     // "game=warri&lang=fr..." (see url_params.h)
    std::string fragment;  // a share link's "r=..." or "p=..."
    bool embedded = false;       // in a frame of another page
    bool reducedMotion = false;  // the system asks for less motion
  };
  // Restores the saved state, then applies the address. Problems become the shown message.
  void startUp(const Startup& startup, double now);
  // Replaces the game with a pasted or loaded record; on an error says where, changes nothing.
  std::optional<std::string> loadRecord(std::string_view text, double now);
  std::string recordText() const;
  std::string shareFragment() const;
  const Settings& settings() const { return settings_; }
  void setSound(bool on);
  void setHighContrast(bool on);
  std::optional<std::string> setLevel(std::string_view name);  // "beginner".."master", "" = default
  // The hint asked with the "hint" control: the suggested move once it has come.
  std::optional<Move> hintMove() const;
  std::optional<int> hintVerdict() const;
  // A language chosen by the person (the menu, or the page): used and kept with the settings.
  void chooseLanguage(Language language);
  void setReducedMotion(bool on);
  void setBoardFocus(bool focused);  // the page's focus is on the board (draws the focus ring)
  bool embedded() const { return embedded_; }
  // The live region's last sentence (also for tests).
  const std::string& lastAnnouncement() const { return lastAnnouncement_; }

 private:
  void startScreen(double now);
  void playScreen(double now);
  void topBar(double now);
  void statusLine(double now);
  void boardArea(ImVec2 size, double now);
  void sidePanel(double now);
  void matchPanel(double now);
  void rulesWindow();

  void clickHole(int hole, double now);
  void moveSelection(int dx, int dy);
  std::uint16_t candidates() const;  // holes the keyboard cursor may visit
  void processKeys(double now);
  void autoActions(double now);
  void animate(const Position& before, const Trace& trace, double now);
  void stopActivity();
  void control(const char* name);  // remembers the last item's rectangle
  // The computer's level on side p, on the start screen (with the level's description).
  void levelChoice(Player p, bool describe = true);
  // The hint for a person (app.cpp): asked of the background search at Master, kept while the
  // position stays the same.
  void askHint();
  void hintPanel();
  std::string hintText() const;
  bool hintValid() const;

  // app_state.cpp: what follows a change of the game (live region, embedding page, saving).
  void afterMove(const Position& before, Move move, const Trace& trace);
  void afterNewGame();
  void say(std::string text);
  void save();
  void seedSounds(double now);
  void keyboardCursor(double now);  // keeps the cursor on a hole while the keyboard is used
  void settingsMenu(double now);
  bool shortcut(Key key, bool ctrl, double now);  // letter shortcuts; true when handled
  void showRecord();
  void sayHole(int hole);
  bool compactLayout() const;  // too small for the panels: board first, controls in a menu
  void compactPlayScreen(double now);
  void compactStartScreen(double now);
  std::string saveKey() const;
  void requestFrames(int count = 2);  // the state changed: draw it even if nothing moves

  int framesOwed_ = 2;

  Host& host_;
  background::Worker& worker_;
  Session session_;
  SessionSetup pendingSetup_;
  Screen screen_ = Screen::Start;
  Fonts fonts_;
  Speed speed_ = Speed::Normal;
  MoveAnimation animation_;
  bool animationShown_ = false;
  ComputerPlayer computer_;
  struct Hint {
    bool pending = false;
    std::size_t moves = 0;  // the game's length and position when asked
    Position position;
    Move move = kNoMove;
    std::optional<int> verdict;  // +1 won, 0 drawn, -1 lost for the side to move
  };
  std::optional<Hint> hint_;
  std::optional<BoardLayout> layout_;
  struct Rect {
    ImVec2 min, max;
  };
  std::map<std::string, Rect> controls_;
  std::vector<KeyPress> keys_;  // pressed since the last frame
  int selected_ = -1;
  int hovered_ = -1;
  std::string message_;  // why the last click was refused; cleared by the next action
  bool touch_ = false;  // the last pointer input came from a finger
  bool rulesOpen_ = false;
  Variant rulesVariant_ = Variant::AdjiKui1;
  bool rulesSelectTab_ = false;
  TutorialView tutorial_;  // "How to play"
  bool styled_ = false;
  std::size_t movesShown_ = 0;
  // app_state.cpp
  Settings settings_;
  bool embedded_ = false;
  bool reducedMotion_ = false;
  bool boardFocus_ = false;
  bool restoring_ = false;  // no saving or announcing while the start-up state is built
  std::string lastAnnouncement_;
  int soundStepsDone_ = 0;
};

}  // namespace mancala::app
