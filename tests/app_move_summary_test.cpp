// What each move did, as the move list shows it: a move's summary agrees with the positions before
// and after it, and the list's legend explains every mark its cells use.
#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

#include "app/model/words/play/move_list_text.h"
#include "app/model/words/play/move_summary.h"

using namespace mancala;
using namespace mancala::app;

TEST_CASE("a move's summary agrees with the positions before and after it", "[app][moves]") {
  for (Variant v : kAllVariants) {
    Game game(Rules{v, false});
    std::uint64_t seed = 7;
    int captures = 0, relays = 0;
    for (int n = 0; n < 300 && !game.over(); ++n) {
      const MoveList legal = game.legalMoves();
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      REQUIRE(game.play(legal.moves[static_cast<std::size_t>(
          (seed >> 33) % static_cast<std::uint64_t>(legal.count))]));
      const std::size_t i = game.moves().size() - 1;
      const MoveSummary s = summarizeMove(game, i);
      const Position& before = game.history()[i];
      const Position& after = game.history()[i + 1];
      INFO(variantName(v) << " move " << i);
      CHECK(s.move == game.moves()[i]);
      CHECK(s.mover == before.toMove);
      CHECK(s.endsGame == after.over());
      if (s.move == kPass) {
        CHECK(s.from == -1);
        continue;
      }
      CHECK(s.from == s.move);
      CHECK(s.to >= 0);
      if (!after.over()) {
        const auto m = static_cast<std::size_t>(index(s.mover));
        CHECK(s.captured == after.captured[m] - before.captured[m]);
        CHECK(s.grandSlam == (after.toMove == s.mover));
      }
      captures += s.captured > 0;
      relays += s.relays;
    }
    CHECK(captures > 0);
    if (v == Variant::AdjiKui2) CHECK(relays > 0);  // its laps go on from full holes
  }
}

TEST_CASE(
    "the move list's legend explains every mark its cells use, the pass once there is one, "
    "and only the marks of its game",
    "[app][moves]") {
  // Marks a cell may carry, each with the start of its entry in the legend.
  const std::pair<const char*, const char*> marks[] = {
      {"\u00d7", "\u00d7:"}, {"\u00bb", "\u00bb:"}, {"!", "!:"}, {"-", "-:"}};
  int passes = 0;
  for (Variant v : kAllVariants) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      Game game(Rules{v, false});
      std::uint64_t rng = seed;
      std::vector<MoveSummary> list;
      bool passSeen = false;
      for (int n = 0; n < 300 && !game.over(); ++n) {
        const MoveList legal = game.legalMoves();
        rng = rng * 6364136223846793005ull + 1442695040888963407ull;
        REQUIRE(game.play(legal.moves[static_cast<std::size_t>(
            (rng >> 33) % static_cast<std::uint64_t>(legal.count))]));
        list.push_back(summarizeMove(game, game.moves().size() - 1));
        const std::string cell = moveCellText(list.back());
        const std::string legend = moveListLegend(v, list);
        INFO(variantName(v) << " move " << list.size() << ": \"" << cell << "\", " << legend);
        CHECK(cell[0] == moveLetter(list.back().move));
        for (const auto& [mark, entry] : marks)
          if (cell.find(mark) != std::string::npos) CHECK(legend.find(entry) != std::string::npos);
        passSeen = passSeen || list.back().move == kPass;
        CHECK((legend.find("-:") != std::string::npos) == passSeen);
      }
      passes += passSeen;
    }
  }
  CHECK(passes > 0);  // the random games did pass
  // Only the marks a game's rules can make: relays in Adji Kui II, grand slams in Warri.
  CHECK(moveListLegend(Variant::AdjiKui1, {}) == "\u00d7: seeds captured.");
  CHECK(moveListLegend(Variant::AdjiKui2, {}) ==
        "\u00d7: seeds captured, \u00bb: a relay (a lap's last hole emptied and sown on).");
  CHECK(moveListLegend(Variant::Warri, {}) ==
        "\u00d7: seeds captured, !: a grand slam, a capture of every seed the opponent had (the "
        "capturer plays again).");
}
