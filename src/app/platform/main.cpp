// The board app's entry point, the same for the desktop and the browser. `mancala --help` lists
// the options; most become address parameters (url_params.h), so that the desktop opens a game
// exactly as the page would with the same address:
//   --game, --south, --north, --starter, --level, ...   every field of the set-up's table
//                        (setup_fields.h), by its name in the address
//   --lang, --position   the query's parameters
//   --record FILE        the file's record, as the query's record= (desktop only)
//   --params QUERY       the page's query ("game=warri&lang=fr&theme=contrast...")
//   --fragment "r=..."   a share link's part after '#'
// The page passes its address with --params and --fragment (web/shell/address.js).
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ai/levels.h"
#include "app/model/common/url_params.h"
#include "app/model/formats/json_writer.h"
#include "app/platform/page/page_api.h"
#include "app/platform/services.h"
#include "app/platform/window/platform.h"
#include "app/ui/app/app.h"
#include "app/ui/widgets/theme.h"
#include "core/record.h"
#include "core/types.h"

namespace {

using namespace mancala;
using namespace mancala::app;

constexpr const char* kUsage =
    "usage: %s [options]\n"
    "\n"
    "What to open (as the page's address parameters, see src/app/model/common/url_params.h):\n"
    "  --game, --south, --north, --starter, --level, ... every field of a game's set-up, by\n"
    "                                         its name in the address (listed below)\n"
    "  --record FILE                          the game of a record file (desktop only); a\n"
    "                                         broken record opens a new game with the reason\n"
    "  --position \"COUNTS[:S|N[:S,N]]\"        a set-up position, as the address's position=\n"
    "                                         (12 counts, the player to move, the captures);\n"
    "                                         also \"COUNTS [S|N] [SOUTH,NORTH]\"\n"
    "  --lang en|fr|es|it                     the interface's language\n"
    "  --params QUERY                         more parameters: \"theme=contrast&sound=off\"\n"
    "  --fragment FRAGMENT                    a share link's end: \"r=<record>\" or \"p=...\"\n"
    "\n"
    "How the page would run it:\n"
    "  --embedded  --reduced-motion  --light-scheme  --coarse-pointer  --browser-language TAG\n"
    "\n"
    "Debugging:\n"
    "  --screenshot FILE.ppm                  renders a few frames, writes the last one, exits\n"
    "  --print-state                          on leaving, writes the game's state as JSON to\n"
    "                                         standard output (desktop only)\n"
    "  --help                                 this text\n"
    "\n"
    "Exit status: 0, 1 when the window cannot be opened, 2 for a bad command line or an\n"
    "unreadable record file.\n"
    "\n"
    "A game's set-up (--starter is also --position's default):\n";

// Whether `option` is a field of the set-up's: "--" and its name (setup_fields.h).
bool isSetupFlag(std::string_view option) {
  return option.starts_with("--") && setupFieldNamed(option.substr(2));
}

// The usage, then each field of the set-up as a flag with its values.
void printUsage(std::FILE* to, const char* program) {
  std::fprintf(to, kUsage, program);
  for (std::size_t i = 0; i < kSetupFields.size(); ++i)
    std::fprintf(to, "  --%-36s %s\n", std::string(kSetupFields[i].name).c_str(),
                 std::string(setupFieldValues(static_cast<SetupField>(i))).c_str());
}

// --position's text as the address's position= has it: "COUNTS:P[:S,N]". Already in that form
// (a colon) it is kept; else "COUNTS [S|N] [S,N]" in any order after the counts.
std::string positionParam(std::string_view text, char starter) {
  if (text.find(':') != std::string_view::npos) return std::string(text);
  std::vector<std::string> words;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find_first_of(" \t\n", at), text.size());
    if (end > at) words.emplace_back(text.substr(at, end - at));
    at = end + 1;
  }
  std::string counts = words.empty() ? "" : words[0], player(1, starter), captures;
  for (std::size_t i = 1; i < words.size(); ++i) {
    if (words[i] == "S" || words[i] == "N" || words[i] == "s" || words[i] == "n")
      player = words[i];
    else
      captures = words[i];  // checked with the rest by parsePositionText
  }
  return counts + ":" + player + (captures.empty() ? "" : ":" + captures);
}

#ifndef __EMSCRIPTEN__
// At most `limit` bytes of the file: a longer one (or an endless one, /dev/zero) is read no
// further, and the text's length past the limit is what tells it too long.
std::optional<std::string> readFile(const char* path, std::size_t limit, std::string* error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    *error = std::strerror(errno);
    return std::nullopt;
  }
  std::string text(limit, '\0');
  in.read(text.data(), static_cast<std::streamsize>(limit));
  if (in.bad()) {
    *error = "read error";
    return std::nullopt;
  }
  text.resize(static_cast<std::size_t>(in.gcount()));
  return text;
}
#endif

// What the command line asks for, gathered before the app starts.
struct CommandLine {
  const char* program = "mancala";  // the program's name, for its messages
  PlatformDesc desc;
  AppModel::Startup startup;
  std::string languageTag;  // --browser-language fr-CA
  std::optional<std::string> position;
  char starter = 'S';
  bool haveRecord = false;
  bool printState = false;

  // Adds `key`=`value` to the address's query.
  void param(const char* key, std::string_view value) {
    startup.query +=
        std::string(startup.query.empty() ? "" : "&") + key + "=" + percentEncode(value);
  }
  // The usage, after what is wrong (`problem`, and the option `what`) when there is: status 2.
  int usage(const char* problem, const char* what = nullptr) const {
    if (problem)
      std::fprintf(stderr, "%s: %s%s%s\n", program, problem, what ? " " : "", what ? what : "");
    printUsage(stderr, program);
    return 2;
  }
  // Says what is wrong: status 2.
  int fail(const std::string& message) const {
    std::fprintf(stderr, "%s: %s\n", program, message.c_str());
    return 2;
  }
};

// Whether `option` is followed by a value.
bool takesValue(std::string_view option) {
  return isSetupFlag(option) || option == "--screenshot" || option == "--lang" ||
         option == "--record" || option == "--position" || option == "--params" ||
         option == "--fragment" || option == "--browser-language";
}

// --record FILE: the file's record as the address's record=. The exit status when it cannot be
// read (or on the web, which has no files).
std::optional<int> readRecordOption(CommandLine& line, const char* value) {
#ifdef __EMSCRIPTEN__
  (void)value;
  return line.fail("--record reads a file: the desktop only (the page takes #r=<record>)");
#else
  std::string error;
  // One byte past a record's limit is enough for the reader to refuse it as too long.
  const auto text = readFile(value, kMaxRecordBytes + 1, &error);
  if (!text) return line.fail(std::string("cannot read the record file ") + value + ": " + error);
  // A broken record still opens the app, which says what is wrong over a new game, as
  // the page does for a broken #r= link; the terminal hears it too.
  const auto read = readRecord(*text);
  if (const auto* wrong = std::get_if<RecordError>(&read))
    std::fprintf(stderr, "%s: %s: %s; a new game begins\n", line.program, value,
                 mancala::describe(*wrong).c_str());
  line.param("record", *text);
  line.haveRecord = true;
  return std::nullopt;
#endif
}

// Reads one option and its value (null when it takes none). The exit status when it ends the
// program: --help, or an option or value that is wrong.
std::optional<int> readOption(CommandLine& line, std::string_view option, const char* value) {
  auto bad = [&](std::string_view expected) {
    return line.fail(std::string(option) + " \u201c" + value + "\u201d is not one of " +
                     std::string(expected) + " (--help lists the options)");
  };
  if (option == "--help" || option == "-h") {
    printUsage(stdout, line.program);
    return 0;
  } else if (option == "--screenshot") {
    line.desc.quitAfterFirstFrames = true;
    line.desc.screenshotPath = value;
  } else if (isSetupFlag(option)) {
    // Read as the address reads it, and passed on in its words.
    SetupFields fields;
    const SetupFieldRead read = readSetupField(fields, option.substr(2), value);
    if (read.refusal) return bad(read.refusal->data.size() > 2 ? read.refusal->data[2] : "");
    if (fields.starter) line.starter = playerLetter(*fields.starter);
    line.param(std::string(read.field).c_str(),
               setupFieldText(fields, *setupFieldNamed(read.field)));
  } else if (option == "--lang") {
    if (!parseLanguage(value)) return bad("en, fr, es, it");
    line.param("lang", value);
  } else if (option == "--position") {
    line.position = value;  // after the loop: --starter may come later
  } else if (option == "--record") {
    return readRecordOption(line, value);
  } else if (option == "--params") {
    line.startup.query += std::string(line.startup.query.empty() ? "" : "&") + value;
  } else if (option == "--fragment") {
    line.startup.fragment = value;
  } else if (option == "--browser-language") {
    line.languageTag = value;
  } else if (option == "--embedded") {
    line.startup.embedded = true;
  } else if (option == "--reduced-motion") {
    line.startup.reducedMotion = true;
  } else if (option == "--light-scheme") {
    line.startup.lightScheme = true;
  } else if (option == "--coarse-pointer") {
    theme::setFingerSized(true);
  } else if (option == "--print-state") {
#ifdef __EMSCRIPTEN__
    return line.fail("--print-state: the desktop only");
#else
    line.printState = true;
#endif
  } else {
    return line.usage("unknown option", option.data());
  }
  return std::nullopt;
}

// Reads the whole command line. The exit status when it ends the program.
std::optional<int> readCommandLine(CommandLine& line, int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view option = argv[i];
    const bool valued = takesValue(option);
    if (valued && i + 1 >= argc) return line.usage("a value is missing after", argv[i]);
    const char* value = valued ? argv[++i] : nullptr;
    if (const auto status = readOption(line, option, value)) return status;
  }
  return std::nullopt;
}

// --position as the address's position=, once the command line is read (--starter may come
// after it). The exit status when it cannot be used.
std::optional<int> addPosition(CommandLine& line) {
  if (!line.position) return std::nullopt;
  if (line.haveRecord) return line.fail("--record and --position cannot go together");
  const std::string text = positionParam(*line.position, line.starter);
  std::string error;
  if (!parsePositionText(text, &error))
    return line.fail("--position \u201c" + *line.position + "\u201d cannot be used: " + error);
  line.param("position", text);
  return std::nullopt;
}

// The browser's or the system's language, unless the address or a saved choice says otherwise
// (AppModel::startUp). Unknown languages leave English.
void chooseLanguage(std::string languageTag) {
  if (languageTag.empty())
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
      if (const char* env = std::getenv(name); env && *env) {
        languageTag = env;
        break;
      }
  if (auto language = parseLanguage(languageTag)) setLanguage(*language);
}

// --print-state: the game's state as JSON on standard output.
void printState(App& app) {
  const auto level = app.model().state().settings.kept.level;
  std::printf(
      "{\"state\":%s,\"moves\":%s,\"screen\":\"%s\",\"language\":\"%s\",\"level\":%s,"
      "\"message\":%s}\n",
      app.model().state().game.session.stateJson().c_str(),
      jsonString(app.model().state().game.session.moveText()).c_str(),
      app.model().state().screen == Screen::Play ? "play" : "start",
      std::string(languageCode(currentLanguage())).c_str(),
      level ? jsonString(ai::levelName(*level)).c_str() : "null",
      jsonString(app.model().state().shown.message).c_str());
}

}  // namespace

int main(int argc, char** argv) {
  // Outlives main() in the browser, where the loop runs after it returns.
  static App app(platformHost(), &platformWorker());
  CommandLine line;
  if (argc > 0 && *argv[0]) line.program = argv[0];
  if (const char* slash = std::strrchr(line.program, '/')) line.program = slash + 1;
  if (const auto status = readCommandLine(line, argc, argv)) return *status;
  // The page's address (the browser), handed over through the heap: it can be megabytes long,
  // far more than the command line, which lives on the stack, should carry.
  if (const PageAddress& page = pageAddress(); !page.query.empty() || !page.fragment.empty()) {
    if (!page.query.empty())
      line.startup.query += std::string(line.startup.query.empty() ? "" : "&") + page.query;
    line.startup.fragment = page.fragment;
  }
  if (const auto status = addPosition(line)) return *status;

  chooseLanguage(line.languageTag);
  attachPageApi(app);
  app.model().startUp(line.startup, 0);
  line.desc.title =
      tr("Mancala \u2014 Adji Kui I, Adji Kui II and Warri");  // in the language just chosen
  line.desc.afterFrame = pageAfterFrame;  // the page told what the frame changed
  const int status = runPlatform(line.desc, app);
  if (line.printState) printState(app);
  return status;
}
