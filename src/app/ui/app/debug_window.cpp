#include "app/ui/app/debug_window.h"

#include <cstddef>

#include "ai/levels.h"
#include "app/model/words/trace_text.h"
#include "imgui.h"

namespace mancala::app {

namespace {

// The [ at `open` holds no object or array.
bool flatArray(const std::string& json, std::size_t open) {
  bool quoted = false;
  for (std::size_t i = open + 1; i < json.size(); ++i) {
    const char c = json[i];
    if (quoted) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        quoted = false;
    } else if (c == '"') {
      quoted = true;
    } else if (c == '{' || c == '[') {
      return false;
    } else if (c == ']') {
      return true;
    }
  }
  return true;
}

// A read-only text that can be selected and copied (Ctrl+C), `lines` lines high.
void selectableText(const char* id, const std::string& text, float lines) {
  // ImGui never writes into a read-only field: the const_cast only satisfies its signature.
  ImGui::InputTextMultiline(
      id, const_cast<char*>(text.c_str()), text.size() + 1,
      ImVec2(-1, ImGui::GetTextLineHeight() * lines + ImGui::GetStyle().FramePadding.y * 2),
      ImGuiInputTextFlags_ReadOnly);
}

}  // namespace

std::string indentJson(const std::string& json) {
  std::string out;
  int depth = 0;
  int flat = 0;  // inside an array of plain values: no line breaks
  bool quoted = false;
  auto newline = [&] {
    out += '\n';
    out.append(static_cast<std::size_t>(depth) * 2, ' ');
  };
  for (std::size_t i = 0; i < json.size(); ++i) {
    const char c = json[i];
    if (quoted) {
      out += c;
      if (c == '\\' && i + 1 < json.size())
        out += json[++i];
      else if (c == '"')
        quoted = false;
      continue;
    }
    switch (c) {
      case '"':
        quoted = true;
        out += c;
        break;
      case '[':
        if (flat || flatArray(json, i)) {
          ++flat;
          out += c;
          break;
        }
        [[fallthrough]];
      case '{':
        out += c;
        ++depth;
        newline();
        break;
      case ']':
        if (flat) {
          --flat;
          out += c;
          break;
        }
        [[fallthrough]];
      case '}':
        --depth;
        newline();
        out += c;
        break;
      case ',':
        out += c;
        if (flat)
          out += ' ';
        else
          newline();
        break;
      case ':': out += ": "; break;
      case ' ':
      case '\n':
      case '\r':
      case '\t': break;
      default: out += c;
    }
  }
  return out;
}

void drawDebugWindow(bool* open, const DebugInfo& info) {
  if (!open || !*open) return;
  static bool showMetrics = false;
  static bool indented = true;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->Pos.x + vp->Size.x - 20, vp->Pos.y + 20),
                          ImGuiCond_FirstUseEver, ImVec2(1, 0));
  ImGui::SetNextWindowSize(ImVec2(440, vp->Size.y * 0.8f), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowBgAlpha(0.96f);
  if (ImGui::Begin("Debug (F12)###debug-window", open)) {
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::Text("%.1f frames/s (%.2f ms)", static_cast<double>(io.Framerate),
                io.Framerate > 0 ? 1000.0 / static_cast<double>(io.Framerate) : 0.0);
    ImGui::Text("%d vertices, %d indices", io.MetricsRenderVertices, io.MetricsRenderIndices);
    ImGui::Text("%d windows (%d active), %d allocations", io.MetricsRenderWindows,
                io.MetricsActiveWindows, io.MetricsActiveAllocations);
    ImGui::Text("display %.0f x %.0f, scale %.2f", static_cast<double>(io.DisplaySize.x),
                static_cast<double>(io.DisplaySize.y),
                static_cast<double>(io.DisplayFramebufferScale.x));
#ifndef IMGUI_DISABLE_METRICS_WINDOW
    ImGui::Checkbox("ImGui metrics window", &showMetrics);
#endif

    if (ImGui::CollapsingHeader("State", ImGuiTreeNodeFlags_DefaultOpen)) {
      if (ImGui::SmallButton("Copy##state")) ImGui::SetClipboardText(info.stateJson.c_str());
      ImGui::SameLine();
      ImGui::Checkbox("indented", &indented);
      if (indented) {
        const std::string text = indentJson(info.stateJson);
        int lines = 1;
        for (char c : text) lines += c == '\n';
        selectableText("##state", text, static_cast<float>(lines < 16 ? lines : 16));
      } else {
        ImGui::PushTextWrapPos(0);
        ImGui::TextUnformatted(info.stateJson.c_str());
        ImGui::PopTextWrapPos();
      }
    }

    if (ImGui::CollapsingHeader("Last move's trace", ImGuiTreeNodeFlags_DefaultOpen)) {
      if (info.lastTrace.empty()) {
        ImGui::TextDisabled("no move yet");
      } else {
        if (ImGui::SmallButton("Copy##trace")) {
          std::string text;
          for (const auto& line : info.lastTrace) text += line + '\n';
          ImGui::SetClipboardText(text.c_str());
        }
        ImGui::SameLine();
        ImGui::TextDisabled("%d events", static_cast<int>(info.lastTrace.size()));
        const float rows =
            static_cast<float>(info.lastTrace.size() < 14 ? info.lastTrace.size() : 14);
        ImGui::BeginChild("##trace", ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * rows + 4),
                          true);
        ImGuiListClipper clipper;
        clipper.Begin(static_cast<int>(info.lastTrace.size()));
        while (clipper.Step())
          for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i)
            ImGui::TextUnformatted(info.lastTrace[static_cast<std::size_t>(i)].c_str());
        ImGui::EndChild();
      }
    }

    if (ImGui::CollapsingHeader("Search", ImGuiTreeNodeFlags_DefaultOpen)) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextUnformatted(info.search.empty() ? "idle" : info.search.c_str());
      ImGui::PopTextWrapPos();
    }
  }
  ImGui::End();
  if (showMetrics) ImGui::ShowMetricsWindow(&showMetrics);
}

DebugInfo debugInfo(const AppModel& model, background::Worker* worker) {
  DebugInfo info;
  info.stateJson = model.state().game.session.stateJson();
  Trace trace;
  for (int i = 0; i < model.board().animation().stepCount(); ++i)
    trace.push_back(model.board().animation().stepEvent(i));
  info.lastTrace = describeTrace(trace);  // empty once an animation is skipped
  if (model.standing().computerThinking) {
    info.search = "computer thinking, level ";
    info.search += ai::levelName(
        model.state().game.session.level(model.state().game.session.position().toMove));
    info.search += "\n";
  } else if (model.hint() && model.hint()->pending) {
    info.search = "hint: searching\n";
  }
  info.search += worker ? background::describe(worker->progress()) : "no background worker";
  return info;
}

}  // namespace mancala::app
