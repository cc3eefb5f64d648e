#include "app/platform/page/start_form.h"

#include <charconv>
#include <vector>

#include "app/model/common/command.h"
#include "app/model/formats/json_writer.h"
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
    levels.push_back({std::string(ai::levelKey(l)), tr(std::string(ai::levelName(l)))});
  j.key("playLevel");
  appendField(j, "north-level", tr("The computer's level"), "select",
              ai::levelKey(levelOf(setup, Player::North)), levels);
  appendActions(j, backToGame, myGames);
  j.key("fields").beginArray();
  std::vector<Option> games;
  for (Variant v : kAllVariants)
    games.push_back({std::string(variantName(v)), std::string(variantTitle(v))});
  appendField(j, "game", trc("heading: which of the three games", "Game"), "radio",
              variantName(setup.variant), games);
  const std::vector<Option> kinds{{"person", tr("Person")}, {"computer", tr("Computer")}};
  if (links)
    appendField(j, "friend", tr("Players"), "radio",
                !friendSide                    ? "here"
                : *friendSide == Player::South ? "S"
                                               : "N",
                {{"here", tr("On this device")},
                 {"S", std::string(tr("Play a friend by link")) + " \u2014 " +
                           trf("you play {0}", {sideName(Player::South)})},
                 {"N", std::string(tr("Play a friend by link")) + " \u2014 " +
                           trf("you play {0}", {sideName(Player::North)})}});
  for (Player p : {Player::South, Player::North}) {
    if (friendSide) break;  // both are people, one on each device
    const bool south = p == Player::South;
    const bool computer = setup.players[static_cast<std::size_t>(index(p))] == PlayerKind::Computer;
    appendField(j, south ? "south" : "north", south ? tr("South plays") : tr("North plays"),
                "radio", computer ? "computer" : "person", kinds);
    if (computer)
      appendField(j, south ? "south-level" : "north-level", sideName(p) + ": " + tr("Level"),
                  "select", ai::levelKey(levelOf(setup, p)), levels);
  }
  appendField(j, "starter", tr("Who starts"), "radio", setup.starter == Player::South ? "S" : "N",
              {{"S", tr("South")}, {"N", tr("North")}});
  appendField(j, "match", trc("heading: one game or a match", "Play"), "radio",
              setup.match ? "1" : "0", {{"0", tr("Single game")}, {"1", tr("Match")}});
  if (setup.match) {
    std::vector<Option> lengths{
        {"full", setup.variant == Variant::AdjiKui2 ? tr("Until a player cannot fill a hole")
                 : setup.variant == Variant::Warri  ? tr("First to win 6 games")
                                                    : tr("As many games as you like")}};
    if (setup.variant == Variant::AdjiKui2)
      lengths.push_back({"ten-holes", tr("First to own 10 holes")});
    lengths.push_back({"games", tr("A number of games")});
    const MatchOptions::Length length = matchLengthFor(setup.variant, setup.matchLength);
    appendField(j, "length", tr("Match length"), "select", std::string(lengthName(length)),
                lengths);
    if (length == MatchOptions::Length::Games) {
      std::vector<Option> counts;
      for (int n = 1; n <= 15; ++n) counts.push_back({std::to_string(n), std::to_string(n)});
      appendField(j, "games", tr("Games"), "select", std::to_string(setup.matchGames), counts);
    }
  }
  j.endArray().endObject();
  return j.text();
}

}  // namespace mancala::app
