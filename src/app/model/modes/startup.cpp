// AppModel::startUp (app_model.h): start-up's steps (start/start_steps.h) in their order, and what
// only the owner does between them: the save opened, a fresh game started, the address's record or
// position and a friend's link opened through the commands the page would send, the effects
// carried out.
#include "app/model/common/page_messages.h"
#include "app/model/modes/app_model.h"
#include "app/model/play/game_switch.h"
#include "app/model/start/start_steps.h"
#include "app/text/i18n.h"

namespace mancala::app {

void AppModel::startUp(const Startup& startup, double now) {
  effects_.begin();
  StartState start = readStartDevice(startup, state_);
  readStartSave(state_.device.kiosk.on ? SaveKeeper::Stored{} : saver_.open(saveKey(state_.device)),
                start, state_);
  readStartAddress(startup, start, state_);
  openStartGame(start, state_);
  if (start.freshGame) {
    Context ctx = context(now);
    startGame(*start.freshGame, ctx);  // play/game_switch.h
  }
  if (start.open) apply(*start.open, now, Reply::ToCaller);  // the address's record or position
  restoreBeside(start, state_);
  openStartReview(start, state_);
  settleStart(start, state_);
  save();
  // A friend's link is opened once the rest is in place, as the page opens it.
  const std::string problems = state_.shown.message;
  if (start.friendLink) apply(cmd::OpenLink{startup.fragment}, now, Reply::ToCaller);
  Context ctx = context(now);
  announceStart(start.friendLink, problems, ctx);
  ask(effect::PageLanguage{std::string(languageCode(currentLanguage()))});
  ask(effect::ToPage{readyMessage(state_.game.session.stateJson())});
  endStep();  // the first frame is due anyway (redraw.h)
}

}  // namespace mancala::app
