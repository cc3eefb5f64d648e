// The board app: start screen, the game with its animation and panels, match play between
// games, and the rules. Platform-free: driven through Frontend (platform.h) and by the page API.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "app/animation.h"
#include "app/board_view.h"
#include "app/computer_player.h"
#include "app/fonts.h"
#include "app/platform.h"
#include "app/session.h"

namespace mancala::app {

enum class Screen : std::uint8_t { Start, Play };

class App final : public Frontend {
 public:
  App();

  // Frontend
  void loadFonts(float pixelScale) override;
  void onEvent(const SDL_Event& event) override;
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
  // "next-game", "start", "skip".
  std::optional<ImVec2> controlCenter(const std::string& name) const;
  const std::string& message() const { return message_; }

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

  Session session_;
  SessionSetup pendingSetup_;
  Screen screen_ = Screen::Start;
  Fonts fonts_;
  Speed speed_ = Speed::Normal;
  MoveAnimation animation_;
  bool animationShown_ = false;
  ComputerPlayer computer_;
  std::optional<BoardLayout> layout_;
  struct Rect {
    ImVec2 min, max;
  };
  std::map<std::string, Rect> controls_;
  struct Key {
    int sym = 0;  // SDL_Keycode
    bool ctrl = false, shift = false;
  };
  std::vector<Key> keys_;  // pressed since the last frame
  int selected_ = -1;
  int hovered_ = -1;
  std::string message_;  // why the last click was refused; cleared by the next action
  bool touch_ = false;  // the last pointer input came from a finger
  bool rulesOpen_ = false;
  Variant rulesVariant_ = Variant::AdjiKui1;
  bool rulesSelectTab_ = false;
  bool styled_ = false;
  std::size_t movesShown_ = 0;
};

}  // namespace mancala::app
