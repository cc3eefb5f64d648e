#include "app/ui/friend/friend_panel.h"

#include "app/model/words/words.h"
#include "app/text/i18n.h"
#include "app/ui/widgets/theme.h"
#include "app/ui/widgets/tooltips.h"
#include "app/ui/widgets/widgets.h"

namespace mancala::app {
namespace {

// The start screen's choice of who plays, when it changed.
void chooseSide(const AppModel& model, UiState& ui, std::optional<Player> side) {
  if (side != model.state().game.friendSideChoice)
    ui.send(cmd::Choose{{.opponent = opponentOf(side)}});
}

}  // namespace

bool drawFriendChoice(const AppModel& model, UiState& ui, bool compact, float right) {
  if (!model.standing().canSendLinks) return false;
  std::optional<Player> side = model.state().game.friendSideChoice;
  auto radioWidth = [](const char* label) {
    return ImGui::CalcTextSize(label).x + ImGui::GetFrameHeight() +
           ImGui::GetStyle().ItemInnerSpacing.x;
  };
  if (!compact) ImGui::TextUnformatted(tr("Players"));
  if (radioButton(tr("On this device"), !side)) side.reset();
  ui.control("players-here", Controls::Stop::Choice);
  besideIfFits(radioWidth(tr("Play a friend by link")), right);
  if (radioButton(tr("Play a friend by link"), side.has_value()) && !side) side = Player::South;
  ui.control("players-friend", Controls::Stop::Choice);
  if (!side) {
    chooseSide(model, ui, side);
    return false;
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("You play"));
  ImGui::SameLine();
  if (radioButton((sideName(Player::South) + "##friend").c_str(), *side == Player::South))
    side = Player::South;
  ui.control("friend-south", Controls::Stop::Choice);
  ImGui::SameLine();
  if (radioButton((sideName(Player::North) + "##friend").c_str(), *side == Player::North))
    side = Player::North;
  ui.control("friend-north", Controls::Stop::Choice);
  chooseSide(model, ui, side);
  if (!compact)
    wrappedText(theme::kTextDim, tr("Your friend plays the other side on their own device: after "
                                    "each move, send them the link."));
  return true;
}

void drawFriendBar(const AppModel& model, UiState& ui, bool showStatus) {
  const float right = ImGui::GetContentRegionMax().x;
  bool first = true;
  auto flow = [&](float width) {
    if (!first) besideIfFits(width, right);
    first = false;
  };
  if (model.state().modes.friends.latestLink()) {
    flow(buttonWidth(tr("Go to the latest move")));
    if (ImGui::Button(tr("Go to the latest move"))) ui.send(cmd::OpenLatestLink{});
    ui.control("friend-latest");
  }
  if (!model.state().modes.friends.game()) return;
  if (showStatus) {
    const std::string status = model.state().modes.friends.statusText();
    const ImU32 colour = model.state().modes.friends.waiting() ? theme::kAccent : theme::kText;
    const float width = ImGui::CalcTextSize(status.c_str()).x;
    flow(width);
    if (width > ImGui::GetContentRegionAvail().x) {  // a phone: over two lines
      wrappedText(colour, status);
    } else {
      ImGui::AlignTextToFramePadding();
      ImGui::TextColored(color(colour), "%s", status.c_str());
    }
    keepClearOfTooltips(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }
  flow(buttonWidth(tr("Copy link")));
  if (ImGui::Button(tr("Copy link"))) ui.send(cmd::SendLink{false});
  ui.control("friend-copy");
  if (model.standing().canShareSheet) {
    flow(buttonWidth(tr("Share\u2026")));
    if (ImGui::Button(tr("Share\u2026"))) ui.send(cmd::SendLink{true});
    ui.control("friend-share");
  }
}

}  // namespace mancala::app
