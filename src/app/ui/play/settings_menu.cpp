#include "app/ui/play/settings_menu.h"

#include <algorithm>
#include <string>

#include "app/text/i18n.h"
#include "app/ui/widgets/item_labels.h"
#include "app/ui/widgets/language_menu.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {

void drawSettingsMenu(const AppModel& model, UiState& ui, float widest) {
  if (!ImGui::BeginPopup("options")) return;
  pushFingerRows();
  bool sound = model.state().settings.kept.sound.value_or(!model.prefs().embedded);
  if (checkbox(tr("Seed sounds (M)"), &sound)) ui.send(cmd::Sound{sound});
  ui.control("sound", Controls::Stop::Choice);
  bool contrast = model.state().settings.kept.theme == ThemeChoice::Contrast;
  if (checkbox(tr("High contrast (C)"), &contrast)) ui.send(cmd::Contrast{contrast});
  ui.control("contrast", Controls::Stop::Choice);
  // The look, the speed and the language, their lists one under the other.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float column =
      std::max({ImGui::CalcTextSize(tr("Look")).x, ImGui::CalcTextSize(tr("Speed")).x,
                ImGui::CalcTextSize(tr("Language")).x}) +
      style.WindowPadding.x + style.ItemSpacing.x;
  const float list = std::max({lookComboWidth(), speedComboWidth(), languageMenuWidth()});
  drawLookChoice(model, ui, list, column);
  drawSpeedChoice(model, ui, list, column);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Language"));
  ImGui::SameLine(column);
  if (const auto l = languageMenu("##language", list, false)) ui.send(cmd::LanguageChoice{*l});
  ui.control("language", Controls::Stop::Yes, languageWords());
  ImGui::Separator();
  if (ImGui::Selectable(tr("Game record and share link (G)\u2026"))) ui.recordAsked = true;
  ui.control("record");
  // The game carried to a phone by a QR code, where the page can show one.
  if (model.standing().canTakeHome) {
    if (ImGui::Selectable(tr("Continue on your phone"))) ui.codeAsked = true;
    ui.control("take-home");
  }
  if (model.state().modes.games.archive().enabled()) {
    if (ImGui::Selectable(tr("My games"))) ui.send(cmd::MyGames{});
    ui.control("menu-my-games");
  }
  if (ui.keyHints()) {  // the keys, where a keyboard is in use
    ImGui::Separator();
    // Wrapped on a narrow screen.
    ImGui::PushTextWrapPos(widest - ImGui::GetStyle().WindowPadding.x);  // window-local
    ImGui::TextDisabled("%s", tr("Keys: arrows choose a hole, Enter or Space sows it,"));
    ImGui::TextDisabled("%s", tr("U undo, R redo, N new game, H rules, Esc skip."));
    ImGui::PopTextWrapPos();
  }
  popFingerRows();
  ImGui::EndPopup();
}

namespace {

// The speed's name in the list.
const char* speedName(Speed s) {
  switch (s) {
    case Speed::Slow: return tr("Slow");
    case Speed::Normal: return tr("Normal");
    case Speed::Fast: return tr("Fast");
    case Speed::Instant: return tr("Instant");
  }
  return "";
}

constexpr ThemeChoice kLooks[] = {ThemeChoice::Classic, ThemeChoice::Light, ThemeChoice::Auto};

const char* lookName(ThemeChoice t) {
  switch (t) {
    case ThemeChoice::Light: return trc("the look: light colours", "Light");
    case ThemeChoice::Auto:
      return trc("the look: as the device's light or dark setting", "Same as the device");
    case ThemeChoice::Classic:
    case ThemeChoice::Contrast: break;
  }
  return trc("the look: the wood board on dark walnut", "Dark");
}

}  // namespace

float lookComboWidth() {
  float widest = 0;
  for (ThemeChoice t : kLooks) widest = std::max(widest, ImGui::CalcTextSize(lookName(t)).x);
  return widest + ImGui::GetStyle().FramePadding.x * 2 + ImGui::GetFrameHeight();
}

// The look chosen (high contrast aside, its own check box): what high contrast goes back to. A
// look chosen here is shown at once, high contrast turned off.
void drawLookChoice(const AppModel& model, UiState& ui, float comboWidth, float column) {
  const ThemeChoice chosen = model.prefs().plainTheme;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Look"));
  ImGui::SameLine(column);
  ImGui::SetNextItemWidth(comboWidth);
  if (ImGui::BeginCombo("##look", lookName(chosen))) {
    pushFingerRows();
    for (ThemeChoice t : kLooks) {
      if (ImGui::Selectable(lookName(t), t == chosen)) ui.send(cmd::Theme{t});
      // Named for the page API (the arrows go through the list, as in the speed's).
      ui.control(("look-" + std::string(themeName(t))).c_str(), Controls::Stop::No);
    }
    popFingerRows();
    ImGui::EndCombo();
  }
  ui.control("look", Controls::Stop::Yes, namedValue(tr("Look"), lookName(chosen)));
}

float speedComboWidth() {
  float widest = 0;
  for (Speed s : {Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant})
    widest = std::max(widest, ImGui::CalcTextSize(speedName(s)).x);
  // The name, its padding, and the arrow's square at the right.
  return widest + ImGui::GetStyle().FramePadding.x * 2 + ImGui::GetFrameHeight();
}

void drawSpeedChoice(const AppModel& model, UiState& ui, float comboWidth, float column) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Speed"));
  ImGui::SameLine(column);  // room for the focus ring between the word and the list
  ImGui::SetNextItemWidth(comboWidth);
  if (ImGui::BeginCombo("##speed", speedName(model.prefs().speed))) {
    pushFingerRows();
    for (Speed s : {Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant})
      if (ImGui::Selectable(speedName(s), s == model.prefs().speed)) ui.send(cmd::Speed{s});
    popFingerRows();
    ImGui::EndCombo();
  }
  ui.control("speed", Controls::Stop::Yes, namedValue(tr("Speed"), speedName(model.prefs().speed)));
  if (ImGui::IsItemHovered() && !ui.touch) tooltip(tr("Animation speed"));
}

}  // namespace mancala::app
