#include "app/ui/app/record_dialog.h"

#include <algorithm>
#include <utility>

#include "app/text/i18n.h"
#include "app/ui/widgets/theme.h"
#include "imgui.h"

namespace mancala::app {
namespace {

constexpr const char* kPopupId = "###record-dialog";

// ImGui's text field over a std::string that grows as the person types or pastes.
int resizeString(ImGuiInputTextCallbackData* data) {
  if (data->EventFlag == ImGuiInputTextFlags_CallbackResize) {
    auto* text = static_cast<std::string*>(data->UserData);
    text->resize(static_cast<std::size_t>(data->BufTextLen));
    data->Buf = text->data();
  }
  return 0;
}

bool editText(const char* id, std::string& text, ImVec2 size) {
  return ImGui::InputTextMultiline(id, text.data(), text.capacity() + 1, size,
                                   ImGuiInputTextFlags_CallbackResize, resizeString, &text);
}

}  // namespace

void RecordDialog::open(std::string record, std::string shareLink) {
  text_ = std::move(record);
  link_ = std::move(shareLink);
  status_.clear();
  statusError_ = false;
  if (!open_) openPending_ = true;
  open_ = true;
  focusPending_ = true;
}

void RecordDialog::close() {
  open_ = false;
  openPending_ = false;
}

void RecordDialog::say(std::string text, bool error) {
  status_ = std::move(text);
  statusError_ = error;
}

void RecordDialog::loadResult(const std::optional<std::string>& error) {
  if (error) {
    say(*error, true);
    focusPending_ = true;
  } else {
    say(tr("The record was loaded."), false);
    close();
  }
}

std::optional<std::string> RecordDialog::draw() {
  if (!open_) return std::nullopt;
  const std::string title = std::string(tr("Game record")) + kPopupId;
  if (openPending_) {
    ImGui::OpenPopup(title.c_str());
    openPending_ = false;
  }
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x * 0.5f, vp->Pos.y + vp->Size.y * 0.5f),
                          ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(
      ImVec2(std::min(760.0f, vp->Size.x * 0.92f), std::min(560.0f, vp->Size.y * 0.9f)),
      ImGuiCond_Appearing);
  if (!ImGui::BeginPopupModal(title.c_str(), &open_,
                              ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoResize)) {
    open_ = false;  // closed by its close button (or by ImGui)
    return std::nullopt;
  }
  std::optional<std::string> load;
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(
      tr("Copy this record to keep the game, or paste a record here and load it."));
  ImGui::PopTextWrapPos();

  // The field takes what the status, the buttons and the share link leave.
  const float footer = ImGui::GetTextLineHeightWithSpacing() * 2 +
                       ImGui::GetFrameHeightWithSpacing() * 2 + style.ItemSpacing.y;
  const float height =
      std::max(ImGui::GetContentRegionAvail().y - footer, ImGui::GetTextLineHeight() * 5);
  if (focusPending_) {
    ImGui::SetKeyboardFocusHere();
    focusPending_ = false;
  }
  if (editText("##record-text", text_, ImVec2(-1, height)) && !statusError_) status_.clear();

  if (statusError_)
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(theme::kWarning));
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(status_.empty() ? " " : status_.c_str());
  ImGui::PopTextWrapPos();
  if (statusError_) ImGui::PopStyleColor();

  if (ImGui::Button(tr("Copy"))) {
    ImGui::SetClipboardText(text_.c_str());
    say(tr("Copied."), false);
  }
  ImGui::SameLine();
  if (ImGui::Button(tr("Load this record"))) load = text_;
  ImGui::SameLine();
  if (ImGui::Button(tr("Close")) || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
    close();
    ImGui::CloseCurrentPopup();
  }

  ImGui::Separator();
  ImGui::TextUnformatted(tr("Share link"));
  const char* copyLink = tr("Copy link");
  const float buttonWidth = ImGui::CalcTextSize(copyLink).x + style.FramePadding.x * 2;
  ImGui::SetNextItemWidth(
      std::max(ImGui::GetContentRegionAvail().x - buttonWidth - style.ItemSpacing.x,
               ImGui::GetFontSize() * 8));
  // Read-only: ImGui never writes into it (the const_cast only satisfies its signature).
  ImGui::InputText("##share-link", const_cast<char*>(link_.c_str()), link_.size() + 1,
                   ImGuiInputTextFlags_ReadOnly | ImGuiInputTextFlags_AutoSelectAll);
  ImGui::SameLine();
  if (ImGui::Button(copyLink)) {
    ImGui::SetClipboardText(link_.c_str());
    say(tr("Copied."), false);
  }
  ImGui::EndPopup();
  return load;
}

}  // namespace mancala::app
