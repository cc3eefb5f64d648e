#include "app/ui/kiosk/kiosk_screen.h"

#include <algorithm>
#include <cmath>

#include "app/model/formats/json_writer.h"
#include "app/model/games_table/games_table.h"
#include "app/model/lessons/tutorial.h"
#include "app/model/play/player_strips.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/text/kiosk_captions.h"
#include "app/text/rules_text.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {
namespace {

constexpr Language kLanguages[] = {Language::English, Language::French, Language::Spanish,
                                   Language::Italian};

// How many of `count` buttons sharing the width go on one line: all when every label fits, else
// half of them, else two, else one (a phone held upright), in the font pushed now.
template <typename Label>
int perLine(int count, Label label) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float avail = ImGui::GetContentRegionAvail().x;
  for (const int n : {count, (count + 1) / 2, std::min(count, 2)}) {
    const float width =
        (avail - style.ItemSpacing.x * static_cast<float>(n - 1)) / static_cast<float>(n);
    bool fits = true;
    for (int i = 0; i < count && fits; ++i)
      fits = ImGui::CalcTextSize(label(i).c_str()).x + style.FramePadding.x * 2 <= width;
    if (fits) return n;
  }
  return 1;
}

// The lines that buttonRow() takes, in the font pushed now.
template <typename Label>
int linesOf(int count, Label label) {
  const int n = perLine(count, label);
  return (count + n - 1) / n;
}

// `count` buttons sharing the width, on as few lines as their labels allow; the one at `chosen`
// highlighted, each remembered as the control "<id>-<i>" (App::controls). Returns the one
// pressed, or -1.
template <typename Label>
int buttonRow(UiState& ui, const char* id, int count, int chosen, float height, Label label) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const int n = perLine(count, label);
  const float width =
      (ImGui::GetContentRegionAvail().x - style.ItemSpacing.x * static_cast<float>(n - 1)) /
      static_cast<float>(n);
  int pressed = -1;
  ImGui::PushID(id);
  for (int i = 0; i < count; ++i) {
    if (i % n != 0) ImGui::SameLine();
    const bool on = i == chosen;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    ImGui::PushID(i);
    if (ImGui::Button(label(i).c_str(), ImVec2(width, height))) pressed = i;
    ImGui::PopID();
    ui.control((std::string(id) + "-" + std::to_string(i)).c_str());
    if (on) ImGui::PopStyleColor();
  }
  ImGui::PopID();
  return pressed;
}

// Text wrapped to the width and centred line by line, in `font` at the size it was built at;
// each line named `name` for the page API, where given.
void centredText(ImFont* font, ImU32 colour, const std::string& text, UiState* ui = nullptr,
                 const char* name = nullptr) {
  ImGui::PushFont(font);
  const float width = ImGui::GetContentRegionAvail().x;
  const float left = ImGui::GetCursorPosX();
  std::string_view rest = text;
  ImGui::PushStyleColor(ImGuiCol_Text, color(colour));
  while (!rest.empty()) {
    // The longest run of whole words that fits.
    std::size_t cut = rest.size();
    while (cut > 0 && ImGui::CalcTextSize(rest.data(), rest.data() + cut).x > width) {
      const std::size_t space = rest.substr(0, cut).rfind(' ');
      if (space == std::string_view::npos || space == 0) break;
      cut = space;
    }
    const std::string line(rest.substr(0, cut));
    ImGui::SetCursorPosX(left + std::max(0.0f, (width - ImGui::CalcTextSize(line.c_str()).x) / 2));
    ImGui::TextUnformatted(line.c_str());
    if (ui && name) ui->control(name, Controls::Stop::No, text);
    rest.remove_prefix(cut);
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
  }
  ImGui::PopStyleColor();
  ImGui::PopFont();
}

// The height of the tallest caption of `variant` at the width available, so that the board does
// not move when the next caption comes.
float captionHeight(ImFont* font, Variant variant) {
  ImGui::PushFont(font);
  const float width = ImGui::GetContentRegionAvail().x;
  float tallest = ImGui::GetTextLineHeightWithSpacing() * 2;
  for (const std::string& caption : kioskCaptions(variant, currentLanguage())) {
    // centredText's lines: about the wrapped text's, with the spacing of each line.
    const float lines = std::ceil(ImGui::CalcTextSize(caption.c_str(), nullptr, false, width).y /
                                  ImGui::GetTextLineHeight());
    tallest = std::max(tallest, (lines + 0.3f) * ImGui::GetTextLineHeightWithSpacing());
  }
  ImGui::PopFont();
  return tallest;
}

// A button's height: at least a fingertip's, more on a tall screen (48 in a small frame).
float targetHeight(float screenHeight) {
  if (screenHeight < 480) return 48;
  return std::max(KioskScreen::kMinTarget, screenHeight * 0.075f);
}

constexpr int kGameCount = static_cast<int>(kGames.size());
const auto kGameLabel = [](int i) { return std::string(gameTexts(kGames[i].id).title); };
// The two ways in; `shortly`: in a small frame.
std::string wayLabel(int i, bool shortly) {
  if (i == 1) return tr("How to play");
  return shortly ? trc("button: a game against the computer, in a small frame", "Play")
                 : tr("Play against the computer");
}

}  // namespace

float KioskScreen::textScale(ImVec2 screen) {
  if (screen.x <= 0 || screen.y <= 0) return 1.0f;
  const float scale = std::clamp(std::min(screen.x / 1280.0f, screen.y / 800.0f), 1.0f, 1.5f);
  return std::round(scale * 20.0f) / 20.0f;  // a window resized a little keeps its fonts
}

void KioskScreen::draw(const AppModel& model, UiState& ui, double now) {
  const Kiosk& kiosk = *model.state().modes.kiosk;
  if (kiosk.resets() != resetsSeen_) {  // a new visitor finds no window left open (the model
    resetsSeen_ = kiosk.resets();       // closed the lessons)
    ui.rules.close();
  }
  const float pad = std::clamp(ImGui::GetMainViewport()->Size.y * 0.012f, 4.0f, 16.0f);
  // A frame in a page, or a phone held upright: the buttons' text smaller, closer to their edges.
  const ImVec2 screen = ImGui::GetMainViewport()->Size;
  small_ = screen.y < 480 || screen.x < 600;
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(small_ ? 4 : pad + 8, pad));
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(pad + 4, pad));
  ImGui::PushStyleVar(ImGuiStyleVar_FrameRounding, 12);
  if (kiosk.mode() == Kiosk::Mode::Attract)
    attract(model, ui, now);
  else
    visitor(model, ui, now);
  ImGui::PopStyleVar(3);
  warning(kiosk, ui, now);
}

void KioskScreen::languageButtons(UiState& ui, float height) {
  const auto pending = pendingLanguage();
  const Language shown = pending.value_or(currentLanguage());
  int chosen = 0;
  for (int i = 0; i < 4; ++i)
    if (kLanguages[i] == shown) chosen = i;
  ImGui::PushFont(small_ ? ui.fonts.body : ui.fonts.heading);
  const int pressed = buttonRow(ui, "kiosk-language", 4, chosen, height,
                                [](int i) { return std::string(languageName(kLanguages[i])); });
  ImGui::PopFont();
  if (pressed >= 0) {
    ui.send(cmd::LanguageChoice{kLanguages[pressed]});
    ui.send(cmd::KioskTouch{});
  }
}

void KioskScreen::boardIn(const AppModel& model, UiState& ui, float height, bool input,
                          double now) {
  const float availW = ImGui::GetContentRegionAvail().x;
  // The board's height grows with its width: the widest board that fits the height, with the
  // players' strips above and below it in the visitor's game.
  const float strips = input ? BoardArea::stripsHeight() : 0.0f;
  board_.showStrips(input);
  height -= strips;
  const float line = BoardArea::lineHeight();
  const float perWidth = (BoardArea::heightForWidth(1000) - line) / 1000;
  const float width = std::clamp((height - line) / std::max(perWidth, 0.01f), 120.0f, availW);
  ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (availW - width) / 2);
  const float spare = height - BoardArea::heightForWidth(width);
  if (spare > 0) ImGui::SetCursorPosY(ImGui::GetCursorPosY() + spare / 2);  // in the middle
  if (!input) {
    ImGui::PushStyleVar(ImGuiStyleVar_DisabledAlpha, 1.0f);
    ImGui::BeginDisabled();
  }
  ImGui::BeginGroup();
  // No keys to tell of: a kiosk has a touch screen, and its status line says what to do.
  board_.showHowToPlay(false);
  board_.draw(model, ui, ImVec2(width, BoardArea::heightForWidth(width) + strips), now);
  ImGui::EndGroup();
  if (!input) {
    ImGui::EndDisabled();
    ImGui::PopStyleVar();
  }
}

void KioskScreen::attract(const AppModel& model, UiState& ui, double now) {
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float target = targetHeight(avail.y);
  const bool roomy = avail.y >= 480;  // the games as buttons of their own, the title
  languageButtons(ui, target);

  if (roomy)
    centredText(ui.fonts.heading, theme::kAccent,
                std::string(gameTexts(model.state().modes.kiosk->variant()).title) + " \u2014 " +
                    tr("The computer is playing both sides."));
  // What is left below the board: the caption (up to three lines), the games, the two ways in.
  const auto wayText = [this, roomy](int i) { return wayLabel(i, small_ && !roomy); };
  ImFont* captionFont = roomy && ui.fonts.large ? ui.fonts.large : ui.fonts.body;
  const float captionH = captionHeight(captionFont, model.state().modes.kiosk->variant());
  ImGui::PushFont(small_ ? ui.fonts.body : ui.fonts.heading);
  const int lines = (roomy ? linesOf(kGameCount, kGameLabel) : 0) + linesOf(2, wayText);
  ImGui::PopFont();
  const float rows = static_cast<float>(lines) * (target + style.ItemSpacing.y);
  const float boardH = ImGui::GetContentRegionAvail().y - captionH - rows - style.ItemSpacing.y;
  boardIn(model, ui, boardH, false, now);

  const float captionTop = ImGui::GetCursorPosY();
  centredText(captionFont, theme::kText, model.state().modes.kiosk->caption());
  ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY(), captionTop + captionH));

  if (roomy) {
    int chosen = 0;
    for (int i = 0; i < kGameCount; ++i)
      if (kGames[i].id == model.state().modes.kiosk->variant()) chosen = i;
    ImGui::PushFont(small_ ? ui.fonts.body : ui.fonts.heading);
    const int game = buttonRow(ui, "kiosk-game", kGameCount, chosen, target,
                               [](int i) { return std::string(gameTexts(kGames[i].id).title); });
    ImGui::PopFont();
    if (game >= 0) {
      ui.send(cmd::KioskShow{kGames[game].id});
    }
  }
  ImGui::PushFont(small_ ? ui.fonts.body : ui.fonts.heading);
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.40f, 0.12f, 1.0f));
  const int way = buttonRow(ui, "kiosk-way", 2, -1, target, wayText);
  ImGui::PopStyleColor();
  ImGui::PopFont();
  if (way == 0) ui.send(cmd::KioskPlay{});
  if (way == 1) {
    ui.send(cmd::KioskPlay{});
    ui.send(cmd::Lesson{firstLessonOf(model.state().modes.kiosk->variant())});
  }
}

void KioskScreen::visitor(const AppModel& model, UiState& ui, double now) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float target = targetHeight(ImGui::GetContentRegionAvail().y);
  const Position pos = model.board().shown(now);
  const bool over = pos.over();
  // The buttons: back to the start, undo or play again, the rules, a lesson, and where links can
  // leave the page, the game carried on a phone.
  ImGui::PushFont(small_ ? ui.fonts.body : ui.fonts.heading);
  const int pressed =
      buttonRow(ui, "kiosk-visitor", model.standing().canTakeHome ? 5 : 4, -1, target, [&](int i) {
        switch (i) {
          case 0: return std::string(tr("Back to the start"));
          case 1: return std::string(over ? tr("Play again") : tr("Undo"));
          case 2: return std::string(tr("Rules"));
          case 3: return std::string(tr("How to play"));
          default: return std::string(tr("Continue on your phone"));
        }
      });
  ImGui::PopFont();
  switch (pressed) {
    case 0: ui.send(cmd::KioskReset{}); return;
    case 1:
      if (over)
        ui.send(cmd::KioskPlay{});
      else
        ui.send(cmd::Undo{});
      break;
    case 2: ui.rules.toggle(model.state().game.session.variant()); break;
    case 3: ui.send(cmd::Lesson{firstLessonOf(model.state().game.session.variant())}); break;
    case 4: ui.send(cmd::TakeHome{}); break;
    default: break;
  }
  // Whose turn, or the result, in the players' words as in a game (the strips say who is who).
  std::string text;
  ImU32 col = theme::kText;
  if (over) {
    text = resultLine(stripFacts(model, now));
    col = theme::kAccent;
  } else if (model.state().game.session.kind(pos.toMove) == PlayerKind::Computer) {
    text = trf("{0} (computer) to move: thinking\u2026", {sideName(pos.toMove)});
  } else {
    text = tr("Your turn: choose a highlighted hole");
  }
  centredText(
      ui.fonts.heading, col,
      std::string(gameTexts(model.state().game.session.variant()).title) + " \u2014 " + text, &ui,
      "kiosk-status");
  boardIn(model, ui, ImGui::GetContentRegionAvail().y - style.ItemSpacing.y, true, now);
}

// "Still playing?" over the whole screen, the board dimmed behind it: the question, the
// countdown and one large "Keep playing", read from a step away (the kiosk's large fonts).
void KioskScreen::warning(const Kiosk& kiosk, UiState& ui, double now) {
  const IdleTimer& idle = kiosk.idle();
  if (!idle.warning(now)) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  ImGui::SetNextWindowFocus();
  ImVec4 dim = ImGui::ColorConvertU32ToFloat4(theme::kBackgroundBottom);
  dim.w = 0.88f;
  ImGui::PushStyleColor(ImGuiCol_WindowBg, dim);
  ImGui::Begin(
      "##kiosk-warning", nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PopStyleColor();
  ImFont* title = ui.fonts.display ? ui.fonts.display : ui.fonts.heading;
  ImFont* words = ui.fonts.large ? ui.fonts.large : ui.fonts.body;
  const bool small = vp->Size.y < 480 || vp->Size.x < 600;
  const float target = small ? kMinTarget : std::max(kMinTarget, vp->Size.y * 0.13f);
  const float width = std::min(vp->Size.x * 0.8f, std::max(vp->Size.x * 0.4f, 640.0f));
  // The question, the countdown and the button, together in the middle of the screen.
  ImGui::PushFont(title);
  const float block = ImGui::GetTextLineHeightWithSpacing() * 2.6f + target;
  ImGui::PopFont();
  ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY(), (vp->Size.y - block) * 0.45f));
  const auto seconds = static_cast<long>(std::ceil(idle.left(now)));
  centredText(title, theme::kAccent, tr("Still playing?"), &ui, "kiosk-warning-title");
  centredText(words, theme::kText,
              trnf("Back to the start in {0} second.", "Back to the start in {0} seconds.",
                   static_cast<std::size_t>(seconds), {std::to_string(seconds)}),
              &ui, "kiosk-warning-count");
  ImGui::Dummy(ImVec2(0, ImGui::GetStyle().ItemSpacing.y * 2));
  ImGui::SetCursorPosX((vp->Size.x - width) / 2);
  ImGui::PushFont(small ? ui.fonts.heading : title);
  ImGui::PushStyleColor(ImGuiCol_Button, color(theme::kPrimary));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, color(theme::kPrimaryHover));
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, color(theme::kPrimaryHover));
  ImGui::PushStyleColor(ImGuiCol_Text, color(theme::kOnPrimary));
  ImGui::PushStyleVar(ImGuiStyleVar_FrameRounding, target * 0.25f);
  if (ImGui::Button(tr("Keep playing"), ImVec2(width, target))) ui.send(cmd::KioskTouch{});
  ui.control("kiosk-keep-playing");
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(4);
  ImGui::PopFont();
  ImGui::End();
}

std::string KioskScreen::stateJson(const Kiosk& k, double now) {
  JsonWriter json;
  json.beginObject().key("mode").string(k.mode() == Kiosk::Mode::Attract ? "attract" : "visitor");
  json.key("game").string(variantName(k.variant()));
  json.key("language").string(languageCode(currentLanguage()));
  json.key("attractGames").number(k.attractGames());
  json.key("attractMoves").number(k.attractMoves());
  json.key("visitorGames").number(k.visitorGames());
  json.key("resets").number(k.resets());
  json.key("captionIndex").number(k.captionIndex());
  json.key("captionShown").boolean(!k.caption().empty());
  json.key("idleSeconds").number(static_cast<long long>(k.idle().seconds()));
  json.key("idleLeft").number(static_cast<long long>(std::ceil(k.idle().left(now))));
  json.key("warning").boolean(k.idle().warning(now));
  return json.endObject().text();
}

}  // namespace mancala::app
