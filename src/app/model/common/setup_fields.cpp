// The set-up's table at work (setup_fields.h): a session's set-up as fields and back, the
// defaults, and the table as the page's scripts read it.
#include "app/model/common/setup_fields.h"

#include "app/model/formats/json_writer.h"

namespace mancala::app {

SetupFields setupFields(const SessionSetup& s) {
  SetupFields f;
  f.game = s.variant;
  f.south = s.players[0];
  f.north = s.players[1];
  f.southLevel = s.levels[0];
  f.northLevel = s.levels[1];
  f.starter = s.starter;
  f.match = s.match;
  f.length = s.matchLength;
  f.games = s.matchGames;
  f.slamCapturesNothing = s.grandSlamCapturesNothing;
  return f;
}

Opponent opponentOf(std::optional<Player> friendSide) {
  if (!friendSide) return Opponent::Here;
  return *friendSide == Player::South ? Opponent::FriendSouth : Opponent::FriendNorth;
}

std::optional<Player> friendSideOf(Opponent opponent) {
  if (opponent == Opponent::Here) return std::nullopt;
  return opponent == Opponent::FriendSouth ? Player::South : Player::North;
}

void applySetup(const SetupFields& f, SessionSetup& setup, std::optional<Player>* friendSide) {
  if (f.game) setup.variant = *f.game;
  if (f.south) setup.players[0] = *f.south;
  if (f.north) setup.players[1] = *f.north;
  if (f.level) setup.levels = {*f.level, *f.level};
  if (f.southLevel) setup.levels[0] = *f.southLevel;
  if (f.northLevel) setup.levels[1] = *f.northLevel;
  if (f.starter) setup.starter = *f.starter;
  if (f.match) setup.match = *f.match;
  if (f.length) setup.matchLength = *f.length;
  if (f.games) setup.matchGames = *f.games;
  if (f.slamCapturesNothing) setup.grandSlamCapturesNothing = *f.slamCapturesNothing;
  setup.matchLength = matchLengthFor(setup.variant, setup.matchLength);
  if (f.opponent && friendSide) *friendSide = friendSideOf(*f.opponent);
}

SetupFields defaultSetupFields() {
  SetupFields f = setupFields(SessionSetup{});
  f.level = f.southLevel = f.northLevel = kDefaultLevel;
  f.opponent = Opponent::Here;
  return f;
}

std::string setupFieldsJson() {
  const SetupFields defaults = defaultSetupFields();
  JsonWriter j;
  j.beginArray();
  for (std::size_t i = 0; i < kSetupFields.size(); ++i) {
    const auto field = static_cast<SetupField>(i);
    const SetupFieldInfo& f = kSetupFields[i];
    j.beginObject().key("name").string(f.name).key("old").string(f.oldName);
    j.key("type").string(setupFieldType(field)).key("values").string(setupFieldValues(field));
    j.key("default").string(setupFieldText(defaults, field)).key("games").beginArray();
    for (const GameInfo& g : kGames)
      if (appliesTo(f, g.id)) j.string(g.code);
    j.endArray()
        .key("inAddress")
        .string(f.address == InAddress::Always       ? "always"
                : f.address == InAddress::NotDefault ? "not-default"
                                                     : "never");
    j.key("newGameKeeps").boolean(f.newGameKeeps).endObject();
  }
  j.endArray();
  return j.text();
}

}  // namespace mancala::app
