// The rules' diagrams (data/diagrams, docs/RULES-PAGES.md): each a legal record, whose first move
// does what its diagram is there to show; the JSON the rules pages are drawn from is what the
// records give today, and the Rules window's diagrams are the same records, embedded.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "app/text/diagram_files.h"
#include "app/text/rules_text.h"
#include "diagram_json.h"

using namespace mancala;
using namespace mancala::app;
using namespace mancala::diagrams;

namespace {

std::string readText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

const std::filesystem::path kDir = std::filesystem::path(MANCALA_SOURCE_DIR) / "data" / "diagrams";

std::vector<Diagram> gameDiagrams(Variant v) {
  std::string error;
  auto d = readDiagrams(readText(kDir / (std::string(variantName(v)) + ".txt")), error);
  INFO(error);
  REQUIRE(d);
  return *d;
}

const Diagram& find(const std::vector<Diagram>& all, const std::string& id) {
  auto it = std::find_if(all.begin(), all.end(), [&](const Diagram& d) { return d.id == id; });
  INFO("diagram " << id);
  REQUIRE(it != all.end());
  return *it;
}

int events(const Diagram& d, TraceEvent::Kind k) {
  return static_cast<int>(std::count_if(d.trace.begin(), d.trace.end(),
                                        [&](const TraceEvent& e) { return e.kind == k; }));
}

int rowSeeds(const Position& p, Player owner) {
  int n = 0;
  for (int h = 0; h < kHoles; ++h)
    if (p.owns(owner, h)) n += p.seeds[h];
  return n;
}

}  // namespace

TEST_CASE("every game has its diagrams, each a legal record of its own game", "[diagrams]") {
  const std::map<Variant, std::vector<std::string>> wanted{
      {Variant::AdjiKui1, {"start", "sowing", "capture"}},
      {Variant::AdjiKui2, {"start", "sowing", "capture", "purchase"}},
      {Variant::Warri, {"start", "sowing", "capture", "feeding", "grand-slam"}},
  };
  for (const auto& [v, ids] : wanted) {
    const auto all = gameDiagrams(v);
    for (const auto& id : ids) CHECK(find(all, id).variant == v);
  }
}

TEST_CASE("each diagram's first move shows what the diagram is about", "[diagrams]") {
  for (Variant v : kAllVariants) {
    const auto all = gameDiagrams(v);
    const Diagram& start = find(all, "start");
    CHECK(start.before == startPosition());
    CHECK(start.move == kNoMove);

    const Diagram& sowing = find(all, "sowing");
    CHECK(events(sowing, TraceEvent::Kind::Sow) > 0);
    CHECK(events(sowing, TraceEvent::Kind::Capture) == 0);
    if (v == Variant::AdjiKui2) CHECK(events(sowing, TraceEvent::Kind::Relay) > 0);

    const Diagram& capture = find(all, "capture");
    CHECK(events(capture, TraceEvent::Kind::Capture) > 0);
    CHECK(capture.after.captured[0] > capture.before.captured[0]);
  }
}

TEST_CASE("Adji Kui II's purchase: a hole of North's row is South's", "[diagrams]") {
  const auto all = gameDiagrams(Variant::AdjiKui2);  // kept: find() points into it
  const Diagram& d = find(all, "purchase");
  CHECK(d.before.northOwned != kDefaultNorthOwned);
  CHECK(d.before.owns(Player::South, kRowHoles));  // A, on North's row
  CHECK(d.legal.contains(static_cast<Move>(kRowHoles)));
}

TEST_CASE("Warri's feeding and grand slam", "[diagrams]") {
  const auto all = gameDiagrams(Variant::Warri);
  const Diagram& feeding = find(all, "feeding");
  CHECK(rowSeeds(feeding.before, Player::North) == 0);
  // Only the moves that give North a seed are legal: some of South's seeds may not be sown.
  int sowable = 0;
  for (int h = 0; h < kRowHoles; ++h) sowable += feeding.before.seeds[h] > 0 ? 1 : 0;
  CHECK(feeding.legal.count < sowable);
  CHECK(rowSeeds(feeding.after, Player::North) > 0);

  const Diagram& slam = find(all, "grand-slam");
  CHECK(rowSeeds(slam.before, Player::North) > 0);
  CHECK(rowSeeds(slam.after, Player::North) == 0);
  CHECK(events(slam, TraceEvent::Kind::ExtraTurn) == 1);
  CHECK(slam.after.toMove == Player::South);
  REQUIRE(slam.others.size() == 1);  // South's extra move, which feeds North
}

TEST_CASE("the pages' diagrams.json is what the records give", "[diagrams]") {
  std::vector<std::vector<Diagram>> games;
  for (Variant v : kAllVariants) games.push_back(gameDiagrams(v));
  CHECK(readText(kDir / "diagrams.json") == diagramsJson(games));
}

TEST_CASE("the Rules window's diagrams are data/diagrams' records, played by the rules",
          "[diagrams]") {
  REQUIRE(diagramFiles().size() == std::size(kAllVariants));
  for (const DiagramFile& file : diagramFiles())
    CHECK(file.text == readText(kDir / (std::string(file.game) + ".txt")));
  for (Variant v : kAllVariants) {
    const auto fromFile = gameDiagrams(v);
    const auto& shown = rulesDiagrams(v);
    REQUIRE(shown.size() == fromFile.size());
    for (std::size_t i = 0; i < shown.size(); ++i) {
      INFO(variantName(v) << " " << fromFile[i].id);
      CHECK(shown[i].id == fromFile[i].id);
      CHECK(shown[i].variant == v);
      CHECK(shown[i].before == fromFile[i].before);
      CHECK(shown[i].move == fromFile[i].move);
      CHECK(shown[i].after == fromFile[i].after);
      CHECK(shown[i].trace.size() == fromFile[i].trace.size());
    }
  }
}

TEST_CASE("each diagram goes with a clause of its game's rules, in every language", "[diagrams]") {
  const std::map<std::pair<Variant, std::string>, std::string> expected{
      {{Variant::AdjiKui1, "capture"}, "capture"},
      {{Variant::AdjiKui2, "capture"}, "sowing"},  // no clause of its own: with the relays
      {{Variant::AdjiKui2, "purchase"}, "match"},
      {{Variant::Warri, "feeding"}, "feeding"},
      {{Variant::Warri, "grand-slam"}, "grand-slam"},
      {{Variant::Warri, "start"}, "board"},
  };
  for (const char* language : {"en", "fr", "es", "it"}) {
    for (Variant v : kAllVariants) {
      const auto path = std::filesystem::path(MANCALA_SOURCE_DIR) / "texts" / language /
                        (std::string(variantName(v)) + ".md");
      const GameTexts texts = readGameTexts(readText(path));
      std::vector<std::string> ids;
      for (const RuleSection& s : texts.rules) ids.push_back(s.id);
      for (const Diagram& d : rulesDiagrams(v)) {
        INFO(language << " " << variantName(v) << " " << d.id);
        const std::string section = diagramSection(d.id, ids);
        CHECK(std::find(ids.begin(), ids.end(), section) != ids.end());
        const auto it = expected.find({v, d.id});
        if (it != expected.end()) CHECK(section == it->second);
      }
    }
  }
}
