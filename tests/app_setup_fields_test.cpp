// The set-up's one table (setup_fields.h): every field, by its name and its older one, with every
// value it may have, through the address, the address that follows the game, the saved settings
// and the table the page's scripts read.
#include <catch2/catch.hpp>
#include <string>
#include <type_traits>
#include <vector>

#include "app/model/common/setup_fields.h"
#include "app/model/common/url_params.h"
#include "app/model/saving/settings.h"

using namespace mancala;
using namespace mancala::app;

namespace {

// Every value a field may have, as the table says them ("person, computer"; "1 – 15").
std::vector<std::string> valuesOf(SetupField field) {
  const std::string all(setupFieldValues(field));
  std::vector<std::string> out;
  if (const std::size_t dash = all.find(" \u2013 "); dash != std::string::npos) {
    for (int n = std::stoi(all.substr(0, dash)); n <= std::stoi(all.substr(dash + 5)); ++n)
      out.push_back(std::to_string(n));
    return out;
  }
  for (std::size_t at = 0; at <= all.size();) {
    const std::size_t comma = std::min(all.find(", ", at), all.size());
    out.push_back(all.substr(at, comma - at));
    at = comma + 2;
  }
  return out;
}

// One field given, read from its text.
SetupFields oneField(std::string_view name, const std::string& text) {
  SetupFields fields;
  const SetupFieldRead read = readSetupField(fields, name, text);
  REQUIRE(read.known);
  REQUIRE_FALSE(read.refusal);
  return fields;
}

// A set-up where every field shows in the address and the save: two computers, a match of a
// number of games, of Adji Kui II (whose match may be first to ten holes).
SessionSetup busySetup() {
  SessionSetup u;
  u.variant = Variant::AdjiKui2;
  u.players = {PlayerKind::Computer, PlayerKind::Computer};
  u.match = true;
  u.matchLength = MatchOptions::Length::Games;
  return u;
}

// The same game for the address: what a game of it plays, and the computers' levels.
bool sameGame(const SessionSetup& a, const SessionSetup& b) {
  const bool games = a.match && a.matchLength == MatchOptions::Length::Games;
  return a.variant == b.variant && a.players == b.players && a.starter == b.starter &&
         a.match == b.match && (!a.match || a.matchLength == b.matchLength) &&
         (!games || a.matchGames == b.matchGames) &&
         (a.variant != Variant::Warri ||
          a.grandSlamCapturesNothing == b.grandSlamCapturesNothing) &&
         levelOf(a, Player::South) == levelOf(b, Player::South) &&
         levelOf(a, Player::North) == levelOf(b, Player::North);
}

}  // namespace

TEST_CASE("set-up table: every value of every field reads back as it was written", "[setup]") {
  for (std::size_t i = 0; i < kSetupFields.size(); ++i) {
    const auto field = static_cast<SetupField>(i);
    const SetupFieldInfo& info = kSetupFields[i];
    for (const std::string& text : valuesOf(field)) {
      CAPTURE(info.name, text);
      const SetupFields fields = oneField(info.name, text);
      CHECK(setupFieldText(fields, field) == text);
      if (!info.oldName.empty()) CHECK(oneField(info.oldName, text) == fields);
      // The address reads it under either name, with nothing else.
      const UrlParams p = parseUrlParams(std::string(info.name) + "=" + percentEncode(text));
      CHECK(p.errors.empty());
      CHECK(p.setup == fields);
      if (!info.oldName.empty())
        CHECK(parseUrlParams(std::string(info.oldName) + "=" + percentEncode(text)).setup ==
              fields);
    }
  }
}

TEST_CASE("set-up table: every field round-trips through the address that follows the game",
          "[setup][url]") {
  for (std::size_t i = 0; i < kSetupFields.size(); ++i) {
    const SetupFieldInfo& info = kSetupFields[i];
    if (info.address == InAddress::Never) continue;
    for (const std::string& text : valuesOf(static_cast<SetupField>(i))) {
      CAPTURE(info.name, text);
      for (Variant game : kAllVariants) {
        if (!appliesTo(info, game)) continue;
        SessionSetup u = busySetup();
        u.variant = game;
        applySetup(oneField(info.name, text), u, nullptr);
        const GameAddress address = gameAddress("?room=3", {&u, nullptr});
        const UrlParams back = parseUrlParams(address.query);
        CHECK(back.errors.empty());
        SessionSetup read;
        applySetup(back.setup, read, nullptr);
        CHECK(sameGame(read, u));
      }
    }
  }
}

TEST_CASE("set-up table: every saved field round-trips through the saved settings",
          "[setup][saving]") {
  for (std::size_t i = 0; i < kSetupFields.size(); ++i) {
    const SetupFieldInfo& info = kSetupFields[i];
    if (!info.saved) continue;
    for (const std::string& text : valuesOf(static_cast<SetupField>(i))) {
      CAPTURE(info.name, text);
      SavedState state;
      state.setup = busySetup();
      applySetup(oneField(info.name, text), state.setup, nullptr);
      const auto back = readSavedState(writeSavedState(state));
      REQUIRE(std::holds_alternative<SavedState>(back));
      CHECK(std::get<SavedState>(back).setup == state.setup);
    }
  }
}

TEST_CASE("set-up table: the page's scripts get every field of it, in its order", "[setup]") {
  const std::string json = setupFieldsJson();
  const SetupFields defaults = defaultSetupFields();
  std::size_t at = 0;
  for (std::size_t i = 0; i < kSetupFields.size(); ++i) {
    const auto field = static_cast<SetupField>(i);
    const SetupFieldInfo& info = kSetupFields[i];
    CAPTURE(info.name);
    bool yesNo = false;
    const SetupFields none;
    SetupFields::field(none, field, [&](const auto& value) {
      yesNo = std::is_same_v<std::decay_t<decltype(value)>, std::optional<bool>>;
    });
    const std::string entry = "{\"name\":\"" + std::string(info.name) + "\",\"old\":\"" +
                              std::string(info.oldName) + "\",\"type\":\"" +
                              (yesNo ? "boolean" : "string") + "\"";
    const std::size_t found = json.find(entry, at);
    REQUIRE(found != std::string::npos);
    at = found + entry.size();
    // Its default, as the table writes it, reads back as the default.
    const std::string fallback = setupFieldText(defaults, field);
    const std::string given = "\"default\":\"" + fallback + "\"";
    CHECK(json.find(given, at) < json.find("{\"name\"", at));
    SetupFields read;
    CHECK_FALSE(readSetupField(read, info.name, fallback).refusal);
    CHECK(setupFieldText(read, field) == fallback);
  }
  CHECK(json.find("{\"name\"", at) == std::string::npos);  // no field of its own
}
