#include "app/platform/page/start_form.h"

#include <charconv>
#include <type_traits>
#include <vector>

#include "app/model/common/command.h"
#include "app/model/formats/json_writer.h"
#include "app/model/games_table/games_table.h"
#include "app/model/words/words.h"
#include "app/text/i18n.h"

namespace mancala::app {
namespace {

struct Option {
  std::string value, label;
};

void appendField(JsonWriter& json, std::string_view name, std::string_view label,
                 std::string_view kind, std::string_view value,
                 const std::vector<Option>& options) {
  json.beginObject().key("name").string(name).key("label").string(label);
  json.key("kind").string(kind).key("value").string(value).key("options").beginArray();
  for (const Option& option : options)
    json.beginObject()
        .key("value")
        .string(option.value)
        .key("label")
        .string(option.label)
        .endObject();
  json.endArray().endObject();
}

// The start screen's other ways in, each with what it does; its name is the command it sends
// (the game's where it takes one: the page's form sends the game chosen).
void appendActions(JsonWriter& json, bool backToGame, bool myGames) {
  struct Action {
    const char* name;
    std::string label, help;
  };
  std::vector<Action> actions{
      {"learn", tr("Learn to play"),
       tr("Lessons on the board for the chosen game, one rule at a time.")},
      {"rules", tr("Rules"), tr("The rules and the history of the chosen game.")},
      {"puzzles", tr("Puzzles"), tr("Positions of the chosen game to solve.")},
  };
  if (myGames)
    actions.push_back({"my-games", tr("My games"),
                       tr("Every game you finished on this device: review it, play on from a "
                          "move, share it, export or import them.")});
  if (backToGame)
    actions.push_back(
        {"back-to-game", tr("Back to the game"), tr("The game in progress, as you left it.")});
  json.key("actions").beginArray();
  for (const Action& a : actions) {
    json.beginObject().key("name").string(a.name).key("label").string(a.label);
    json.key("help").string(a.help).endObject();
  }
  json.endArray();
}

// A field's name and a value's words, from the set-up's table (setup_fields.h).
std::string_view name(SetupField field) { return fieldInfo(field).name; }
template <class T>
std::string valueText(SetupField field, T value) {
  SetupFields fields;
  SetupFields::field(fields, field, [&](auto& member) {
    if constexpr (std::is_same_v<std::decay_t<decltype(member)>, std::optional<T>>) member = value;
  });
  return setupFieldText(fields, field);
}

// A match's length, and its number of games when it has one.
void appendMatchFields(JsonWriter& j, const SessionSetup& setup) {
  const GameInfo& game = gameInfo(setup.variant);
  std::vector<Option> lengths{
      {valueText(SetupField::Length, MatchOptions::Length::Full), tr(game.fullMatch)}};
  if (game.buysHoles)
    lengths.push_back({valueText(SetupField::Length, MatchOptions::Length::FirstToTenHoles),
                       tr("First to own 10 holes")});
  lengths.push_back(
      {valueText(SetupField::Length, MatchOptions::Length::Games), tr("A number of games")});
  const MatchOptions::Length length = matchLengthFor(setup.variant, setup.matchLength);
  appendField(j, name(SetupField::Length), tr("Match length"), "select",
              valueText(SetupField::Length, length), lengths);
  if (length == MatchOptions::Length::Games) {
    std::vector<Option> counts;
    for (int n = 1; n <= 15; ++n)
      counts.push_back({valueText(SetupField::Games, n), std::to_string(n)});
    appendField(j, name(SetupField::Games), tr("Games"), "select",
                valueText(SetupField::Games, setup.matchGames), counts);
  }
}

}  // namespace

std::string startFormJson(const SessionSetup& setup, std::optional<Player> friendSide, bool links,
                          bool backToGame, bool myGames, std::string_view record) {
  JsonWriter j;
  j.beginObject().key("title").string(tr("New game")).key("start").string(tr("Start"));
  j.key("play").string(tr("Play the computer"));
  std::string playHelp = tr("Starts the chosen game against the computer, at this level.");
  if (!record.empty()) {
    playHelp += ' ';
    playHelp += record;
  }
  j.key("playHelp").string(playHelp);
  std::vector<Option> levels;
  for (ai::Level l : ai::kAllLevels)
    levels.push_back({valueText(SetupField::Level, l), tr(std::string(ai::levelName(l)))});
  j.key("playLevel");
  appendField(j, name(SetupField::NorthLevel), tr("The computer's level"), "select",
              valueText(SetupField::NorthLevel, levelOf(setup, Player::North)), levels);
  appendActions(j, backToGame, myGames);
  j.key("fields").beginArray();
  std::vector<Option> games;
  for (const GameInfo& game : kGames)
    games.push_back({valueText(SetupField::Game, game.id), std::string(game.title)});
  appendField(j, name(SetupField::Game), trc("heading: which of the three games", "Game"), "radio",
              valueText(SetupField::Game, setup.variant), games);
  const std::vector<Option> kinds{
      {valueText(SetupField::South, PlayerKind::Person), tr("Person")},
      {valueText(SetupField::South, PlayerKind::Computer), tr("Computer")}};
  if (links) {
    std::vector<Option> who{{valueText(SetupField::Friend, Opponent::Here), tr("On this device")}};
    for (Player p : {Player::South, Player::North})
      who.push_back({valueText(SetupField::Friend, opponentOf(p)),
                     std::string(tr("Play a friend by link")) + " \u2014 " +
                         trf("you play {0}", {sideName(p)})});
    appendField(j, name(SetupField::Friend), tr("Players"), "radio",
                valueText(SetupField::Friend, opponentOf(friendSide)), who);
  }
  for (Player p : {Player::South, Player::North}) {
    if (friendSide) break;  // both are people, one on each device
    const bool south = p == Player::South;
    const bool computer = setup.players[static_cast<std::size_t>(index(p))] == PlayerKind::Computer;
    const SetupField kind = south ? SetupField::South : SetupField::North;
    appendField(j, name(kind), south ? tr("South plays") : tr("North plays"), "radio",
                kinds[computer ? 1 : 0].value, kinds);
    const SetupField level = south ? SetupField::SouthLevel : SetupField::NorthLevel;
    if (computer)
      appendField(j, name(level), sideName(p) + ": " + tr("Level"), "select",
                  valueText(level, levelOf(setup, p)), levels);
  }
  appendField(j, name(SetupField::Starter), tr("Who starts"), "radio",
              valueText(SetupField::Starter, setup.starter),
              {{valueText(SetupField::Starter, Player::South), tr("South")},
               {valueText(SetupField::Starter, Player::North), tr("North")}});
  appendField(j, name(SetupField::Match), trc("heading: one game or a match", "Play"), "radio",
              valueText(SetupField::Match, setup.match),
              {{valueText(SetupField::Match, false), tr("Single game")},
               {valueText(SetupField::Match, true), tr("Match")}});
  if (setup.match) appendMatchFields(j, setup);
  j.endArray().endObject();
  return j.text();
}

}  // namespace mancala::app
