// The web build's fetched files: the .cat and .mo catalogs and the whole rules texts read as the
// embedded ones, damaged ones are refused without changing anything, and each wanted file is
// asked of the platform once.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "app/text/catalog.h"
#include "app/text/i18n.h"
#include "app/text/rules_text.h"
#include "app/text/text_files.h"
#include "app_i18n_fixtures.h"

using namespace mancala;
using namespace mancala::app;
using namespace mancala::app::test;

namespace {

std::string fileText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("a fetched catalog (.cat or .mo) reads as the one built in; a damaged one is refused",
          "[i18n][fetched]") {
  const auto entries = templateEntries();
  REQUIRE(entries.size() > 100);
  for (Language l : kTranslated) {
    for (const char* kind : {".cat", ".mo"}) {
      const std::string code(languageCode(l));
      INFO(code << kind);
      const std::string file =
          fileText(std::filesystem::path(MANCALA_PO_BUILD_DIR) / (code + kind));
      setLanguage(l);
      std::vector<std::string> before;
      for (const CatalogEntry& e : entries) before.emplace_back(tr(e.key));
      const std::string context = trc("heading: which of the three games", "Game");
      const std::string plural = trn("{0} seed", "{0} seeds", 5);
      // Damaged: cut short, a wrong magic number, an offset past the end (the .mo's table of
      // originals; the end of the .cat's first entry), a word of the header past any sense
      // (the .mo's revision, the .cat's count), empty.
      std::string wrongMagic = file;
      wrongMagic[0] = 'x';
      std::string badOffset = file;
      const std::size_t count = static_cast<unsigned char>(file[4]) |
                                static_cast<std::size_t>(static_cast<unsigned char>(file[5])) << 8;
      const std::size_t offsetAt = std::string_view(kind) == ".mo" ? 12 : 8 + 4 * count;
      REQUIRE(offsetAt + 4 < file.size());
      for (std::size_t i = 0; i < 4; ++i) badOffset[offsetAt + i] = '\x7f';
      std::string badCount = file;
      badCount[7] = '\x7f';
      for (const std::string& bad :
           {file.substr(0, file.size() / 2), file.substr(0, file.size() - 1), wrongMagic, badOffset,
            badCount, std::string(), std::string("<html>not found</html>")})
        CHECK_FALSE(loadCatalog(l, bad));
      CHECK(languageReady(l));
      CHECK(currentLanguage() == l);
      REQUIRE(loadCatalog(l, file));
      std::vector<std::string> after;
      for (const CatalogEntry& e : entries) after.emplace_back(tr(e.key));
      CHECK(after == before);
      CHECK(std::string(trc("heading: which of the three games", "Game")) == context);
      CHECK(std::string(trn("{0} seed", "{0} seeds", 5)) == plural);
      CHECK(std::string(trn("{0} seed", "{0} seeds", 1)) != plural);
      CHECK(std::string(tr("a string no catalog has")) == "a string no catalog has");
    }
  }
  setLanguage(Language::English);
  CHECK(std::string(tr("New game")) == "New game");
}

TEST_CASE("a compact catalog holds no English and is smaller than msgfmt's", "[i18n][fetched]") {
  for (Language l : kTranslated) {
    const std::string code(languageCode(l));
    INFO(code);
    const auto dir = std::filesystem::path(MANCALA_PO_BUILD_DIR);
    const std::string compact = fileText(dir / (code + ".cat"));
    const std::string mo = fileText(dir / (code + ".mo"));
    CHECK(compact.size() < mo.size());
    for (const char* english : {"New game", "Undo", "Rules"}) {
      CHECK(mo.find(english) != std::string::npos);
      CHECK(compact.find(english) == std::string::npos);
    }
    CHECK(catalogKeyHash("") == 0x811C9DC5U);  // FNV-1a's offset basis
    CHECK(catalogKeyHash("a") == 0xE40C292CU);
  }
}

TEST_CASE("a fetched rules text reads as the embedded one; another file is refused",
          "[i18n][fetched][rules]") {
  const auto dir = std::filesystem::path(MANCALA_SOURCE_DIR) / "texts";
  const std::string warri = fileText(dir / "fr" / "warri.md");
  const GameTexts& embedded = gameTexts(Variant::Warri, Language::French);
  CHECK(gameTextsState(Variant::Warri, Language::French) == TextsState::Ready);
  const std::size_t clauses = embedded.rules.size(), history = embedded.history.size();
  const std::string summary = embedded.summary;
  CHECK_FALSE(
      loadGameTexts(Variant::Warri, Language::French, fileText(dir / "fr" / "adji-kui-1.md")));
  CHECK_FALSE(loadGameTexts(Variant::Warri, Language::French, "# Warri\nA summary only.\n"));
  CHECK_FALSE(loadGameTexts(Variant::Warri, Language::French, ""));
  CHECK(gameTexts(Variant::Warri, Language::French).summary == summary);
  REQUIRE(loadGameTexts(Variant::Warri, Language::French, warri));
  const GameTexts& fetched = gameTexts(Variant::Warri, Language::French);
  CHECK(fetched.summary == summary);
  CHECK(fetched.rules.size() == clauses);
  CHECK(fetched.history.size() == history);
  CHECK(gameTextsState(Variant::Warri, Language::French) == TextsState::Ready);
}

TEST_CASE("each wanted file is given to the platform once, and again after it failed",
          "[i18n][fetched]") {
  takeWantedFiles();
  wantFile("texts/it/warri.md");
  wantFile("texts/it/warri.md");
  CHECK(takeWantedFiles() == std::vector<std::string>{"texts/it/warri.md"});
  wantFile("texts/it/warri.md");
  CHECK(takeWantedFiles().empty());  // being fetched
  fileFailed("texts/it/warri.md");
  CHECK(gameTextsState(Variant::Warri, Language::Italian) == TextsState::Ready);  // embedded whole
  wantFile("texts/it/warri.md");
  CHECK(takeWantedFiles() == std::vector<std::string>{"texts/it/warri.md"});
  // What is not one of the game's files is refused.
  for (const char* path : {"po/xx.cat", "po/it.mo", "texts/fr/chess.md", "po/fr.txt", "sw.js", ""})
    CHECK_FALSE(fileArrived(path, "anything"));
  CHECK(fileArrived("po/it.cat", fileText(std::filesystem::path(MANCALA_PO_BUILD_DIR) / "it.cat")));
  fileFailed("texts/it/warri.md");
  takeWantedFiles();
}
