#include "app/ui/screens/start_actions.h"

#include <algorithm>
#include <string>

#include "app/model/lessons/tutorial.h"
#include "app/text/i18n.h"
#include "app/ui/screens/my_games_screen.h"
#include "app/ui/widgets/item_labels.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {

void chooseSetup(const AppModel& model, UiState& ui, const SessionSetup& setup) {
  if (model.state().screen == Screen::Start && setup != model.state().game.startChoices)
    ui.send(cmd::Choose{setupFields(setup)});
}
namespace {

// The padding of the start screen's large buttons: never less high than a usual button's (a
// finger's on a touch screen).
ImVec2 largePadding() {
  const float size = ImGui::GetFontSize();
  return ImVec2(size * 0.9f, std::max(size * 0.45f, ImGui::GetStyle().FramePadding.y));
}

// The computer's level for "Play the computer": North's level of the next game.
void computerLevelChoice(SessionSetup& setup, UiState& ui) {
  auto& level = setup.levels[static_cast<std::size_t>(index(Player::North))];
  const ai::Level shown = level.value_or(kDefaultLevel);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
  if (ImGui::BeginCombo("##computer-level", tr(std::string(ai::levelName(shown))))) {
    pushFingerRows();
    for (ai::Level l : ai::kAllLevels) {
      if (ImGui::Selectable(tr(std::string(ai::levelName(l))), l == shown)) level = l;
      ui.control((std::string("computer-level-") + std::string(ai::levelKey(l))).c_str());
      if (ImGui::IsItemHovered() && !ui.touch) tooltip(tr(std::string(ai::levelDescription(l))));
    }
    popFingerRows();
    ImGui::EndCombo();
  }
  ui.control("computer-level", Controls::Stop::Yes,
             namedValue(tr("The computer's level"), tr(std::string(ai::levelName(shown)))));
}

}  // namespace

bool largePrimaryButton(const char* label, ImFont* font, float width) {
  ImGui::PushFont(font);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, largePadding());
  const bool pressed = primaryButton(label, ImVec2(width, 0));
  ImGui::PopStyleVar();
  ImGui::PopFont();
  return pressed;
}

void drawStartActions(const AppModel& model, UiState& ui, SessionSetup& setup, float right,
                      bool large) {
  ImFont* font = large ? ui.fonts.heading : ImGui::GetFont();
  const char* play = tr("Play the computer");
  const char* learn = tr("Learn to play");
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float levelW = ImGui::CalcTextSize(tr("Level")).x + spacing + ImGui::GetFontSize() * 8.0f;
  ImGui::PushFont(font);
  const ImVec2 pad = largePadding();
  const float playW = ImGui::CalcTextSize(play).x + pad.x * 2;
  const float learnW = ImGui::CalcTextSize(learn).x + pad.x * 2;
  ImGui::PopFont();
  // Large buttons one under the other, as wide as the screen, where the three do not fit on a line.
  const float room = right - ImGui::GetCursorPosX();
  const bool stacked = large && playW + levelW + learnW + 2 * spacing > room;
  const float buttonW = stacked ? room : 0.0f;

  if (largePrimaryButton(play, font, buttonW)) {
    chooseSetup(model, ui, setup);
    ui.send(cmd::PlayComputer{});
  }
  ui.control("play-computer", Controls::Stop::Yes, play);
  const float buttonH = ImGui::GetItemRectSize().y;
  const float buttonTop = ImGui::GetItemRectMin().y;
  const auto level = [&] {
    // On the button's line and in its middle where it fits.
    besideIfFits(stacked ? room : levelW, right);
    if (ImGui::GetCursorScreenPos().y == buttonTop)
      ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (buttonH - ImGui::GetFrameHeight()) * 0.5f);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("Level"));
    ImGui::SameLine();
    computerLevelChoice(setup, ui);
  };
  // The player's record against that level, from My games: "Medium: 7–3 in your last 10 games",
  // under the level (or the buttons' row).
  const auto recordLine = [&] {
    if (const auto record = startRecordLine(model, setup.variant, levelOf(setup, Player::North))) {
      wrappedText(theme::kTextDim, *record);  // a phone's narrow screen: on two lines
      ui.control("start-record", Controls::Stop::No, *record);
    }
  };
  // The level between the two buttons on a large screen; in a small frame the two buttons first,
  // side by side, the level under them.
  if (large) level();
  if (stacked) recordLine();
  ImGui::PushFont(font);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, pad);
  besideIfFits(stacked ? room : learnW, right);
  if (ImGui::GetCursorScreenPos().y > buttonTop &&
      ImGui::GetCursorScreenPos().y < buttonTop + buttonH)
    ImGui::SetCursorScreenPos(ImVec2(ImGui::GetCursorScreenPos().x, buttonTop));
  if (ImGui::Button(learn, ImVec2(buttonW, 0))) ui.send(cmd::Lesson{firstLessonOf(setup.variant)});
  ImGui::PopStyleVar();
  ImGui::PopFont();
  ui.control("learn-to-play");
  if (!large) level();
  if (!stacked) recordLine();
}

}  // namespace mancala::app
