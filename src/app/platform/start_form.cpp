#include "app/platform/start_form.h"

#include <charconv>
#include <vector>

#include "app/model/json_writer.h"
#include "app/model/words.h"
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

const char* lengthName(MatchOptions::Length l) {
  switch (l) {
    case MatchOptions::Length::Full: return "full";
    case MatchOptions::Length::FirstToTenHoles: return "ten-holes";
    case MatchOptions::Length::Games: return "games";
  }
  return "full";
}

}  // namespace

std::string startFormJson(const SessionSetup& setup, std::optional<Player> friendSide, bool links) {
  JsonWriter j;
  j.beginObject().key("title").string(tr("New game")).key("start").string(tr("Start"));
  j.key("play").string(tr("Play the computer"));
  j.key("fields").beginArray();
  std::vector<Option> games;
  for (Variant v : kAllVariants)
    games.push_back({std::string(variantName(v)), std::string(variantTitle(v))});
  appendField(j, "game", trc("heading: which of the three games", "Game"), "radio",
              variantName(setup.variant), games);
  const std::vector<Option> kinds{{"person", tr("Person")}, {"computer", tr("Computer")}};
  std::vector<Option> levels;
  for (ai::Level l : ai::kAllLevels)
    levels.push_back({std::string(ai::levelKey(l)), tr(std::string(ai::levelName(l)))});
  if (links)
    appendField(j, "players", tr("Players"), "radio",
                !friendSide                    ? "here"
                : *friendSide == Player::South ? "friend-S"
                                               : "friend-N",
                {{"here", tr("On this device")},
                 {"friend-S", std::string(tr("Play a friend by link")) + " \u2014 " +
                                  trf("you play {0}", {sideName(Player::South)})},
                 {"friend-N", std::string(tr("Play a friend by link")) + " \u2014 " +
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
  appendField(j, "play", trc("heading: one game or a match", "Play"), "radio",
              setup.match ? "match" : "single",
              {{"single", tr("Single game")}, {"match", tr("Match")}});
  if (setup.match) {
    std::vector<Option> lengths{
        {"full", setup.variant == Variant::AdjiKui2 ? tr("Until a player cannot fill a hole")
                 : setup.variant == Variant::Warri  ? tr("First to win 6 games")
                                                    : tr("Open-ended tally")}};
    if (setup.variant == Variant::AdjiKui2)
      lengths.push_back({"ten-holes", tr("First to own 10 holes")});
    lengths.push_back({"games", tr("A number of games")});
    const MatchOptions::Length length = matchLengthFor(setup.variant, setup.matchLength);
    appendField(j, "length", tr("Match length"), "select", lengthName(length), lengths);
    if (length == MatchOptions::Length::Games) {
      std::vector<Option> counts;
      for (int n = 1; n <= 15; ++n) counts.push_back({std::to_string(n), std::to_string(n)});
      appendField(j, "games", tr("Games"), "select", std::to_string(setup.matchGames), counts);
    }
  }
  j.endArray().endObject();
  return j.text();
}

std::optional<std::string> chooseInSetup(SessionSetup& setup, std::optional<Player>& friendSide,
                                         std::string_view field, std::string_view value) {
  const std::string v(value);
  auto wrong = [&](const char* expected) {
    return "error: " + std::string(field) + " is " + expected + ", not \"" + v.substr(0, 32) + "\"";
  };
  if (field == "players") {
    if (value == "here")
      friendSide.reset();
    else if (value == "friend-S" || value == "friend-N")
      friendSide = value == "friend-S" ? Player::South : Player::North;
    else
      return wrong("here, friend-S or friend-N");
  } else if (field == "game") {
    const auto variant = parseVariant(value);
    if (!variant) return wrong("adji-kui-1, adji-kui-2 or warri");
    setup.variant = *variant;
    setup.matchLength = matchLengthFor(setup.variant, setup.matchLength);
  } else if (field == "south" || field == "north") {
    if (value != "person" && value != "computer") return wrong("person or computer");
    setup.players[field == "south" ? 0 : 1] =
        value == "person" ? PlayerKind::Person : PlayerKind::Computer;
  } else if (field == "south-level" || field == "north-level") {
    const auto level = ai::parseLevel(value);
    if (!level) return wrong("beginner, easy, medium, hard or master");
    setup.levels[field == "south-level" ? 0 : 1] = *level;
  } else if (field == "starter") {
    if (value != "S" && value != "N") return wrong("S or N");
    setup.starter = value == "S" ? Player::South : Player::North;
  } else if (field == "play") {
    if (value != "single" && value != "match") return wrong("single or match");
    setup.match = value == "match";
  } else if (field == "length") {
    if (value == "full")
      setup.matchLength = MatchOptions::Length::Full;
    else if (value == "ten-holes" && setup.variant == Variant::AdjiKui2)
      setup.matchLength = MatchOptions::Length::FirstToTenHoles;
    else if (value == "games")
      setup.matchLength = MatchOptions::Length::Games;
    else
      return wrong(setup.variant == Variant::AdjiKui2 ? "full, ten-holes or games"
                                                      : "full or games");
  } else if (field == "games") {
    int n = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (ec != std::errc() || end != v.data() + v.size() || n < 1 || n > 15)
      return wrong("a number from 1 to 15");
    setup.matchGames = n;
  } else {
    return "error: no choice named \"" + std::string(field).substr(0, 32) + "\"";
  }
  return std::nullopt;
}

}  // namespace mancala::app
