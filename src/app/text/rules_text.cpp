#include "app/text/rules_text.h"

#include <array>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "app/text/text_files.h"

namespace mancala::app {

namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

// A paragraph's text: its lines joined by spaces, *emphasis* without the asterisks.
void append(std::string& text, std::string_view line) {
  if (!text.empty()) text += ' ';
  for (char c : trimmed(line))
    if (c != '*') text += c;
}

// Reads a game's texts line by line (the format is in rules_text.h): the title, the summary,
// then three parts (the rules' and the history's clauses, the sources' bullets).
class TextsReader {
 public:
  // Reads one line, `raw` as it is in the file.
  void read(std::string_view raw) {
    ++lineNumber_;
    const std::string_view line = trimmed(raw);
    if (line.empty()) {
      open_ = nullptr;
      openSource_ = nullptr;
    } else if (line.starts_with("<!--")) {  // a note for the translators
    } else if (line.starts_with("# ")) {
      texts_.title = std::string(trimmed(line.substr(2)));
    } else if (line.starts_with("## ")) {
      part_ = static_cast<Part>(static_cast<int>(part_) + 1);
      if (part_ == Part::Beyond) problem("more than three parts (rules, history, sources)");
      open_ = nullptr;
      openSource_ = nullptr;
    } else if (line.starts_with("### ")) {
      clauseHeading(line);
    } else if (part_ == Part::Summary) {
      append(texts_.summary, line);
    } else if (part_ == Part::Sources) {
      sourceLine(raw, line);
    } else {
      clauseLine(raw, line);
    }
  }
  // The texts read, once every line is.
  GameTexts finish() {
    if (part_ != Part::Sources) problem("the file needs three parts: rules, history, sources");
    return std::move(texts_);
  }

 private:
  enum class Part { Summary, Rules, History, Sources, Beyond };

  void problem(std::string_view what) {
    texts_.problems.push_back("line " + std::to_string(lineNumber_) + ": " + std::string(what));
  }
  // The clauses of the part being read, if it has clauses.
  std::vector<RuleSection>* sections() {
    return part_ == Part::Rules     ? &texts_.rules
           : part_ == Part::History ? &texts_.history
                                    : nullptr;
  }
  // "### Title {#id}": a new clause of the rules or the history.
  void clauseHeading(std::string_view line) {
    std::vector<RuleSection>* list = sections();
    if (!list) {
      problem("a clause heading outside the rules and the history");
      return;
    }
    std::string_view title = trimmed(line.substr(4));
    RuleSection section;
    const std::size_t brace = title.rfind("{#");
    if (brace != std::string_view::npos && title.back() == '}') {
      section.id = std::string(title.substr(brace + 2, title.size() - brace - 3));
      title = trimmed(title.substr(0, brace));
    } else {
      problem("a clause heading without its {#id}");
    }
    section.title = std::string(title);
    list->push_back(std::move(section));
    open_ = nullptr;
  }
  // A line of the sources: a new bullet, or the last one's continuation (indented).
  void sourceLine(std::string_view raw, std::string_view line) {
    if (line.starts_with("- ")) {
      texts_.sources.emplace_back();
      openSource_ = &texts_.sources.back();
      append(*openSource_, line.substr(2));
    } else if (openSource_ && raw.starts_with("  ")) {
      append(*openSource_, line);
    } else {
      problem("the sources are a list of bullets");
    }
  }
  // A line of a clause: a bullet, a decision ("> "), or text that begins or continues a
  // paragraph.
  void clauseLine(std::string_view raw, std::string_view line) {
    std::vector<RuleSection>* list = sections();
    if (!list || list->empty()) {
      problem("text before the first clause heading");
      return;
    }
    auto& paragraphs = list->back().paragraphs;
    using Kind = RuleParagraph::Kind;
    if (line.starts_with("- ")) {
      paragraphs.push_back({Kind::Bullet, {}});
      open_ = &paragraphs.back();
      append(open_->text, line.substr(2));
    } else if (line.starts_with(">")) {
      if (!open_ || open_->kind != Kind::Decision) {
        paragraphs.push_back({Kind::Decision, {}});
        open_ = &paragraphs.back();
      }
      append(open_->text, line.substr(1));
    } else if (open_ && (open_->kind == Kind::Text || raw.starts_with("  "))) {
      append(open_->text, line);
    } else {
      paragraphs.push_back({Kind::Text, {}});
      open_ = &paragraphs.back();
      append(open_->text, line);
    }
  }

  GameTexts texts_;
  Part part_ = Part::Summary;
  RuleParagraph* open_ = nullptr;  // the paragraph the next line continues
  std::string* openSource_ = nullptr;
  int lineNumber_ = 0;
};

}  // namespace

GameTexts readGameTexts(std::string_view markdown) {
  TextsReader reader;
  while (!markdown.empty()) {
    const std::size_t end = markdown.find('\n');
    reader.read(markdown.substr(0, end));
    markdown.remove_prefix(end == std::string_view::npos ? markdown.size() : end + 1);
  }
  return reader.finish();
}

namespace {

struct TextsSlot {
  std::unique_ptr<GameTexts> texts;  // read once, when first shown
  bool whole = false;
  bool failed = false;
};

TextsSlot& slotOf(Variant v, Language language) {
  static std::array<std::array<TextsSlot, std::size(kAllLanguages)>, std::size(kAllVariants)> slots;
  return slots[static_cast<std::size_t>(v)][static_cast<std::size_t>(language)];
}

const TextFile* fileOf(Variant v, Language language) {
  for (const TextFile& f : textFiles())
    if (f.game == variantName(v) && f.language == languageCode(language)) return &f;
  return nullptr;
}

// The language whose file is shown: English's when the language has none.
Language shownLanguage(Variant v, Language language) {
  return fileOf(v, language) ? language : Language::English;
}

std::string filePath(Variant v, Language language) {
  return "texts/" + std::string(languageCode(language)) + "/" + std::string(variantName(v)) + ".md";
}

}  // namespace

const GameTexts& gameTexts(Variant v, Language language) {
  language = shownLanguage(v, language);
  TextsSlot& slot = slotOf(v, language);
  if (!slot.texts) {
    const TextFile* f = fileOf(v, language);
    slot.texts = std::make_unique<GameTexts>(f ? readGameTexts(f->markdown) : GameTexts{});
    slot.whole = !f || f->whole;
  }
  return *slot.texts;
}

TextsState gameTextsState(Variant v, Language language) {
  language = shownLanguage(v, language);
  gameTexts(v, language);
  const TextsSlot& slot = slotOf(v, language);
  if (slot.whole) return TextsState::Ready;
  if (slot.failed) return TextsState::Failed;
  wantFile(filePath(v, language));
  return TextsState::Loading;
}

void retryGameTexts(Variant v, Language language) {
  slotOf(v, shownLanguage(v, language)).failed = false;
}

bool loadGameTexts(Variant v, Language language, std::string_view markdown) {
  if (!fileOf(v, language)) return false;
  GameTexts texts = readGameTexts(markdown);
  if (!texts.problems.empty() || texts.title != variantTitle(v) || texts.rules.empty())
    return false;
  TextsSlot& slot = slotOf(v, language);
  // The texts it replaces may still be on screen this frame: they are kept.
  static std::vector<std::unique_ptr<GameTexts>> replaced;
  if (slot.texts) replaced.push_back(std::move(slot.texts));
  slot.texts = std::make_unique<GameTexts>(std::move(texts));
  slot.whole = true;
  slot.failed = false;
  return true;
}

void gameTextsFailed(Variant v, Language language) {
  TextsSlot& slot = slotOf(v, shownLanguage(v, language));
  if (!slot.whole) slot.failed = true;
}

const GameTexts& gameTexts(Variant v) { return gameTexts(v, currentLanguage()); }

std::string_view gameSummary(Variant v) { return gameTexts(v).summary; }

}  // namespace mancala::app
