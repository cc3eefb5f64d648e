// The core's errors in the player's language: the code and its data become a sentence in French,
// Spanish or Italian, with no English inside it.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <regex>
#include <set>

#include "app/model/common/session.h"
#include "app/model/common/url_params.h"
#include "app/model/modes/app_model.h"
#include "app/model/saving/settings.h"
#include "app/model/words/error_text.h"
#include "app/text/i18n.h"
#include "app_commands.h"
#include "core/match.h"
#include "core/record.h"

using namespace mancala;
using namespace mancala::app;

namespace {

const Language kTranslated[] = {Language::French, Language::Spanish, Language::Italian};

struct InLanguage {
  explicit InLanguage(Language l) { setLanguage(l); }
  ~InLanguage() { setLanguage(Language::English); }
  InLanguage(const InLanguage&) = delete;
  InLanguage& operator=(const InLanguage&) = delete;
};

// Words of the English wording that none of the three languages uses.
bool hasEnglish(const std::string& text) {
  static const std::regex english(
      R"(\b(the|is|not|line|column|hole|holes|move|moves|must|was|expected|header|given|twice|empty|sowing|seeds?|game|buys?|turn|allowed|found)\b)");
  return std::regex_search(text, english);
}

RecordError errorOf(const std::string& text) {
  const auto read = readRecord(text);
  REQUIRE(std::holds_alternative<RecordError>(read));
  return std::get<RecordError>(read);
}

// One record for each way a record can be wrong.
std::vector<RecordError> everyRecordError() {
  const std::string warri = "[Game \"warri\"]\n\n";
  std::vector<RecordError> all;
  for (const std::string& text : {
           std::string("[Game\n"),
           std::string("[Game \"warri\n"),
           std::string("[Game \"warri\" x\n"),
           std::string("[Game \"warri\"]\n[Game \"warri\"]\n"),
           std::string("[South \"Ana\"]\n\n1. c\n"),
           std::string("[Game \"oware\"]\n"),
           std::string("[Game \"adji-kui-1\"]\n[GrandSlam \"captures-nothing\"]\n"),
           std::string("[Game \"warri\"]\n[Start \"W\"]\n"),
           std::string("[Game \"warri\"]\n[Owners \"SSSX\"]\n"),
           std::string("[Game \"warri\"]\n[Position \"4,4,4 0,0\"]\n"),
           std::string("[Game \"warri\"]\n[Position \"4,4,4,4,4,4,4,4,4,4,4,5 0,0\"]\n"),
           warri + "1. c D\n3. a\n",
           warri + "1. c 2. D\n",
           warri + "1. c D a\n",
           warri + "1. c x\n",
           std::string("[Game \"adji-kui-2\"]\n[Position \"0,0,1,0,2,0,3,1,1,1,1,2 18,18\"]\n\n"
                       "1. e F\n"),
           warri + "1. c c\n",
           warri + "1. c D 2.\n",
           std::string("[Game \"warri\"]\n[Result \"S\"]\n\n1. c\n"),
           std::string("[Game \"warri\"]\n[Reason \"majority\"]\n\n1. c\n"),
           std::string("[Game \"adji-kui-2\"]\n[Position \"0,0,1,0,2,0,3,1,1,1,1,2 18,18\"]\n"
                       "[Result \"draw\"]\n[Reason \"majority\"]\n\n1. e\n"),
       })
    all.push_back(errorOf(text));
  return all;
}

// One illegal move of each kind.
std::vector<MoveError> everyMoveError() {
  std::vector<MoveError> all;
  for (MoveErrorCode code :
       {MoveErrorCode::GameOver, MoveErrorCode::NoSuchHole, MoveErrorCode::NotYourHole,
        MoveErrorCode::BoughtHole, MoveErrorCode::EmptyHole, MoveErrorCode::SingleSeed,
        MoveErrorCode::EndlessRelay, MoveErrorCode::MustFeed, MoveErrorCode::PassNotAllowed})
    all.push_back({code, code == MoveErrorCode::PassNotAllowed ? kPass : Move{7}, Player::South});
  return all;
}

std::vector<MatchError> everyMatchError() {
  return {
      {MatchErrorCode::MatchOver},
      {MatchErrorCode::GameNotOver},
      {MatchErrorCode::NoPurchaseDue},
      {MatchErrorCode::WrongHoleCount, Player::South, 2, 1},
      {MatchErrorCode::WrongHoleCount, Player::North, 1, 0},
      {MatchErrorCode::NotOpponentsHole, Player::South, 2, 2, 1},
      {MatchErrorCode::NotOpponentsHole, Player::South, 2, 2, 40},
      {MatchErrorCode::HoleChosenTwice, Player::South, 2, 2, 7},
  };
}

// A host that keeps nothing: the model alone, as on a page without storage.
class QuietHost : public Host {
 public:
  std::optional<std::string> load(std::string_view) override { return std::nullopt; }
  bool store(std::string_view, std::string_view) override { return true; }
  void announce(std::string_view) override {}
  void setPageLanguage(std::string_view) override {}
  void postToParent(std::string_view) override {}
  void seedSound(int, bool) override {}
  bool showRecord(std::string_view, std::string_view) override { return false; }
  std::optional<std::string> clipboardText() override { return std::nullopt; }
};

}  // namespace

TEST_CASE("a bad record is worded in French, with its line and column", "[errors][i18n]") {
  const RecordError e = errorOf("[Game \"warri\"]\n[Start \"S\"]\n1.  D c\n");
  CHECK(recordErrorText(e) ==
        "line 3, column 5: the move D is not allowed here: hole D is North's, and South is to "
        "move");
  InLanguage french(Language::French);
  CHECK(recordErrorText(e) ==
        "ligne 3, colonne 5\u00a0: le coup D n’est pas permis ici\u00a0: la case D appartient à "
        "Nord, et c’est au tour de Sud");
  CHECK(recordProblemText(errorOf("[Game \"warri\"]\n[Start \"W\"]\n")) ==
        "l’en-tête Start vaut «\u00a0W\u00a0» au lieu de S ou N");
}

TEST_CASE("every record error has its words in every language", "[errors][i18n]") {
  const auto errors = everyRecordError();
  std::set<RecordErrorCode> codes;
  for (const RecordError& e : errors) codes.insert(e.code);
  CHECK(codes.size() == static_cast<std::size_t>(RecordErrorCode::WrongReason) + 1);
  std::vector<std::string> english;
  for (const RecordError& e : errors) {
    english.push_back(recordErrorText(e));
    CHECK(english.back().rfind(
              "line " + std::to_string(e.line) + ", column " + std::to_string(e.column) + ": ",
              0) == 0);
    CHECK(hasEnglish(english.back()));  // the check below can see English
  }
  for (Language l : kTranslated) {
    InLanguage language(l);
    for (std::size_t i = 0; i < errors.size(); ++i) {
      const std::string text = recordErrorText(errors[i]);
      INFO(languageCode(l) << ": \"" << text << "\" for \"" << english[i] << "\"");
      CHECK(text != english[i]);
      CHECK_FALSE(hasEnglish(text));
      CHECK(text.find(std::to_string(errors[i].line)) != std::string::npos);
    }
  }
}

TEST_CASE("damaged records are worded without English", "[errors][i18n]") {
  Game g(Rules{Variant::AdjiKui2, false});
  std::mt19937 rng(3);
  for (int i = 0; i < 40 && !g.over(); ++i) {
    const MoveList moves = g.legalMoves();
    REQUIRE(g.play(moves.moves[rng() % static_cast<unsigned>(moves.count)]));
  }
  const std::string text = writeRecord(g, {"Ana", "Ben", "2026.11.30", ""});
  const std::string alphabet = "[]\" \n.-0123456789aAfFxSN,\\";
  InLanguage italian(Language::Italian);
  for (int trial = 0; trial < 1000; ++trial) {
    std::string damaged = text;
    damaged[rng() % damaged.size()] = alphabet[rng() % alphabet.size()];
    const auto read = readRecord(damaged);
    if (const auto* e = std::get_if<RecordError>(&read)) {
      const std::string words = recordErrorText(*e);
      INFO(words);
      CHECK_FALSE(hasEnglish(words));
      CHECK(words.rfind("riga " + std::to_string(e->line) + ", colonna ", 0) == 0);
    }
  }
}

TEST_CASE("every illegal move and every match error has its words in every language",
          "[errors][i18n]") {
  std::vector<std::string> english;
  for (const MoveError& e : everyMoveError()) english.push_back(moveErrorText(e));
  for (const MatchError& e : everyMatchError()) english.push_back(matchErrorText(e));
  for (Language l : kTranslated) {
    InLanguage language(l);
    std::size_t i = 0;
    for (const MoveError& e : everyMoveError()) {
      const std::string text = moveErrorText(e);
      INFO(languageCode(l) << ": \"" << text << "\" for \"" << english[i] << "\"");
      CHECK(text != english[i++]);
      CHECK_FALSE(hasEnglish(text));
    }
    for (const MatchError& e : everyMatchError()) {
      const std::string text = matchErrorText(e);
      INFO(languageCode(l) << ": \"" << text << "\" for \"" << english[i] << "\"");
      CHECK(text != english[i++]);
      CHECK_FALSE(hasEnglish(text));
    }
  }
  InLanguage french(Language::French);
  CHECK(matchErrorText({MatchErrorCode::WrongHoleCount, Player::South, 2, 1}) ==
        "Sud doit acheter exactement 2 cases de Nord, et non 1.");
  CHECK(matchErrorText({MatchErrorCode::NotOpponentsHole, Player::South, 2, 2, 1}) ==
        "La case b n’est pas dans la rangée de Nord, où Sud achète.");
  CHECK(moveErrorText({MoveErrorCode::EmptyHole, Move{1}, Player::South}) == "La case b est vide.");
}

TEST_CASE("the session words its refusals in the player's language", "[errors][session]") {
  Session session;
  SessionSetup setup;
  setup.variant = Variant::Warri;
  session.start(setup);
  const auto why = session.checkMove(Move{7});
  REQUIRE(why);
  CHECK(*why == MoveError{MoveErrorCode::NotYourHole, Move{7}, Player::South});
  CHECK_FALSE(session.checkMove(Move{2}));
  {
    InLanguage spanish(Language::Spanish);
    CHECK(session.play(Move{7}) == "Es el turno de Sur, y el hoyo B es de Norte.");
    CHECK(session.whyNotPlayable(40) == "Ese hoyo no existe.");
    CHECK(session.play(kPass) == "Un jugador solo puede pasar si no tiene ningún hoyo jugable.");
  }
  CHECK(session.play(Move{7}) == "It is South's turn, and hole B is North's.");

  // After an Adji Kui II game of 32 seeds to 16, South buys 2 of North's holes; in Italian.
  Position finished = startPosition();
  finished.seeds.fill(0);
  finished.captured = {32, 16};
  finished.reason = EndReason::EightLeft;
  setup.variant = Variant::AdjiKui2;
  setup.match = true;
  session.resume(setup, Game(Rules{Variant::AdjiKui2, false}, finished),
                 newMatch(Variant::AdjiKui2));
  REQUIRE(session.purchaseDue());
  InLanguage italian(Language::Italian);
  CHECK(session.nextGame(std::vector<int>{}) ==
        "Sud deve comprare esattamente 2 buche di Nord, non 0.");
  CHECK(session.nextGame(std::vector<int>{1, 7}) ==
        "La buca b non è nella fila di Nord, dove compra Sud.");
  CHECK(session.nextGame(std::vector<int>{7, 7}) == "La buca B è stata scelta due volte.");
  CHECK(session.betweenGames());  // nothing changed
  CHECK_FALSE(session.nextGame(std::vector<int>{7, 8}));
  CHECK(session.nextGame() == "La partita non è ancora finita.");
}

TEST_CASE("a damaged record in a saved game is worded in the player's language",
          "[errors][settings]") {
  const std::string saved =
      "mancala-save 1\nsetup warri person person S single full 5 classic-slam\nrecord\n"
      "[Game \"warri\"]\n\n1. c c\n";
  InLanguage french(Language::French);
  const auto read = readSavedState(saved);
  REQUIRE(std::holds_alternative<std::string>(read));
  const std::string why = std::get<std::string>(read);
  CHECK(why ==
        "ligne 6\u00a0: la notation de partie enregistrée est endommagée\u00a0: le coup c n’est "
        "pas permis ici\u00a0: la case c appartient à Sud, et c’est au tour de Nord");
  CHECK_FALSE(hasEnglish(why));
}

TEST_CASE("the app says why a record of the address or of a paste cannot be read, in French",
          "[errors][app]") {
  QuietHost host;
  AppModel model(host, nullptr);
  const std::string bad = "[Game \"warri\"]\n\n1. c c c";
  model.startUp({"lang=fr", "r=" + percentEncode(bad), false, false}, 0.0);
  const std::string atStart = model.state().shown.message;
  INFO(atStart);
  CHECK(atStart.find("ligne 3, colonne 6\u00a0: le coup c n’est pas permis ici") !=
        std::string::npos);
  CHECK_FALSE(hasEnglish(atStart));

  const auto refused = test::loadRecord(model, "[Game \"warri\"]\n[Start \"W\"]\n", 0.0);
  REQUIRE(refused);
  CHECK(*refused ==
        "Cette notation de partie est illisible\u00a0: ligne 2, colonne 1\u00a0: l’en-tête Start "
        "vaut «\u00a0W\u00a0» au lieu de S ou N");
  setLanguage(Language::English);
}

TEST_CASE("a long bad token is quoted as a short excerpt", "[errors][long]") {
  // 100 KB in each place of a record whose words an error quotes.
  const std::string longToken(100 * 1024, 'x');
  const std::string warri = "[Game \"warri\"]\n\n";
  const std::vector<std::string> records = {
      "[Game \"" + longToken + "\"]\n",
      "[Game \"warri\"]\n[Start \"" + longToken + "\"]\n",
      "[Game \"warri\"]\n[" + longToken + " \"S\"]\n",
      "[Game \"warri\"]\n[Result \"" + longToken + "\"]\n\n1. c\n",
      "[Game \"warri\"]\n[Reason \"" + longToken + "\"]\n\n1. c\n",
      warri + "1. " + longToken + "\n",
      warri + "1. c D " + longToken + ".\n",
      warri + "1. c D 3" + longToken + ". a\n",
      warri + longToken + ".\n",
  };
  for (const std::string& record : records) {
    const RecordError e = errorOf(record);
    const std::string text = recordErrorText(e);
    INFO(text.substr(0, 200));
    CHECK(text.size() < 300);
    CHECK(text.find("xxxxxxxxxx\u2026") != std::string::npos);
  }
  // Through the app: a link at start, a paste, and the live region that says them.
  struct Heard : QuietHost {
    std::size_t longest = 0;
    void announce(std::string_view text) override { longest = std::max(longest, text.size()); }
  } host;
  AppModel model(host, nullptr);
  model.startUp({"", "r=" + percentEncode(records[0]), false, false}, 0.0);
  INFO(model.state().shown.message.substr(0, 200));
  CHECK(model.state().shown.message.size() < 400);
  const auto refused = test::loadRecord(model, records[1], 0.0);
  REQUIRE(refused);
  CHECK(refused->size() < 400);
  CHECK(host.longest > 0);  // the refusals were said
  CHECK(host.longest < 1000);
}

TEST_CASE("a quoted record's lines come one after the other, other controls marked", "[errors]") {
  CHECK(excerpt("[Game \"warri\"]\n\n1. c D\r\n2.\ta") == "[Game \"warri\"] 1. c D 2. a");
  CHECK(excerpt("\n\tc") == "c");
  CHECK(excerpt("c\x01"
                "D") == "c\uFFFDD");
  CHECK(excerpt("[Game \"warri\"]\n\n1. c D 2. a B", 19) == "[Game \"warri\"] 1. c\u2026");
}
