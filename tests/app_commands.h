// The app model driven in the tests as a person or the page drives it: through its commands
// (app/model/common/command.h), a refusal handed back rather than shown. One function per command
// used by the tests, named as the model's own work is.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/model/modes/app_model.h"

namespace mancala::app::test {

inline std::optional<Refusal> send(AppModel& model, const Command& command, double now = 0.0) {
  return model.apply(command, now, AppModel::Reply::ToCaller);
}
// A refusal's words, or none.
inline std::optional<std::string> words(const std::optional<Refusal>& refusal) {
  if (!refusal) return std::nullopt;
  return refusalText(*refusal);
}

inline std::optional<Refusal> play(AppModel& m, Move move, double now) {
  return send(m, cmd::Play{move}, now);
}
inline void skipAnimation(AppModel& m) { send(m, cmd::Skip{}); }
// A new game of `setup` (over the levels of the last game where `setup` leaves them out).
inline void newGame(AppModel& m, const SessionSetup& setup) {
  send(m, cmd::NewGame{setupFields(setup)});
}
inline std::optional<Refusal> nextGame(AppModel& m, std::optional<std::vector<int>> holes,
                                       bool = false) {
  std::optional<std::vector<Move>> bought;
  if (holes) bought.emplace(holes->begin(), holes->end());
  return send(m, cmd::NextGame{bought});
}
inline std::optional<Refusal> undo(AppModel& m) { return send(m, cmd::Undo{}); }
inline std::optional<Refusal> redo(AppModel& m, double now) { return send(m, cmd::Redo{}, now); }
inline void goToStart(AppModel& m) { send(m, cmd::ToStart{}); }
inline void backToGame(AppModel& m) { send(m, cmd::BackToGame{}); }
inline void backToPreviousGame(AppModel& m) { send(m, cmd::PreviousGame{}); }
inline void rematch(AppModel& m) { send(m, cmd::Rematch{}); }
inline void askHint(AppModel& m) { send(m, cmd::Hint{}); }
inline void openReview(AppModel& m) { send(m, cmd::Review{}); }
inline void stopReview(AppModel& m) { send(m, cmd::StopReview{}); }
inline std::optional<Refusal> playFromHere(AppModel& m) { return send(m, cmd::PlayFromHere{}); }
inline void tryAgain(AppModel& m) { send(m, cmd::TryAgain{}); }
inline void viewMoves(AppModel& m, std::size_t count) {
  send(m, cmd::View{static_cast<int>(count)});
}
inline void stepView(AppModel& m, int by) { send(m, cmd::Step{by}); }
inline void chooseHole(AppModel& m, int hole, double now) {
  send(m, cmd::ChooseHole{static_cast<Move>(hole)}, now);
}
inline void chooseSetup(AppModel& m, const SessionSetup& setup) {
  send(m, cmd::Choose{setupFields(setup)});
}
inline void startChosenGame(AppModel& m) { send(m, cmd::Start{}); }
inline void playTheComputer(AppModel& m) { send(m, cmd::PlayComputer{}); }
// A game with a friend by link of `setup`, this device playing `mine`: chosen on the start screen
// and started.
inline void newFriendGame(AppModel& m, const SessionSetup& setup, Player mine) {
  if (m.state().screen != Screen::Start) send(m, cmd::ToStart{});
  SetupFields fields = setupFields(setup);
  fields.opponent = opponentOf(mine);
  send(m, cmd::Choose{fields});
  send(m, cmd::Start{});
}
inline std::optional<std::string> openFriendLink(AppModel& m, std::string_view link, double now) {
  return words(send(m, cmd::OpenLink{std::string(link)}, now));
}
inline void openLatestFriendLink(AppModel& m, double now) { send(m, cmd::OpenLatestLink{}, now); }
inline void sendFriendLink(AppModel& m, bool share) { send(m, cmd::SendLink{share}); }
inline void friendLinkCopied(AppModel& m, bool copied) { send(m, cmd::LinkCopied{copied}); }
inline std::optional<std::string> loadRecord(AppModel& m, std::string_view text, double now) {
  return words(send(m, cmd::LoadRecord{std::string(text)}, now));
}
inline std::optional<std::string> openPositionLink(AppModel& m, std::string_view link) {
  return words(send(m, cmd::OpenPosition{std::string(link)}));
}
inline void setSpeed(AppModel& m, Speed speed) { send(m, cmd::Speed{speed}); }
inline void setHighContrast(AppModel& m, bool on) { send(m, cmd::Contrast{on}); }
inline void storageChanged(AppModel& m) { send(m, cmd::StorageChanged{}); }

}  // namespace mancala::app::test
