#include "app/text/rules_text.h"

#include <array>
#include <memory>

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

}  // namespace

GameTexts readGameTexts(std::string_view markdown) {
  GameTexts texts;
  enum class Part { Summary, Rules, History, Sources, Beyond } part = Part::Summary;
  RuleParagraph* open = nullptr;  // the paragraph the next line continues
  std::string* openSource = nullptr;
  int lineNumber = 0;
  auto problem = [&](std::string_view what) {
    texts.problems.push_back("line " + std::to_string(lineNumber) + ": " + std::string(what));
  };
  auto sections = [&]() -> std::vector<RuleSection>* {
    return part == Part::Rules ? &texts.rules : part == Part::History ? &texts.history : nullptr;
  };
  while (!markdown.empty()) {
    const std::size_t end = markdown.find('\n');
    const std::string_view raw = markdown.substr(0, end);
    markdown.remove_prefix(end == std::string_view::npos ? markdown.size() : end + 1);
    ++lineNumber;
    const std::string_view line = trimmed(raw);
    if (line.empty()) {
      open = nullptr;
      openSource = nullptr;
      continue;
    }
    if (line.starts_with("<!--")) continue;  // a note for the translators
    if (line.starts_with("# ")) {
      texts.title = std::string(trimmed(line.substr(2)));
      continue;
    }
    if (line.starts_with("## ")) {
      part = static_cast<Part>(static_cast<int>(part) + 1);
      if (part == Part::Beyond) problem("more than three parts (rules, history, sources)");
      open = nullptr;
      openSource = nullptr;
      continue;
    }
    if (line.starts_with("### ")) {
      std::vector<RuleSection>* list = sections();
      if (!list) {
        problem("a clause heading outside the rules and the history");
        continue;
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
      open = nullptr;
      continue;
    }
    if (part == Part::Summary) {
      append(texts.summary, line);
      continue;
    }
    if (part == Part::Sources) {
      if (line.starts_with("- ")) {
        texts.sources.emplace_back();
        openSource = &texts.sources.back();
        append(*openSource, line.substr(2));
      } else if (openSource && raw.starts_with("  ")) {
        append(*openSource, line);
      } else {
        problem("the sources are a list of bullets");
      }
      continue;
    }
    std::vector<RuleSection>* list = sections();
    if (!list || list->empty()) {
      problem("text before the first clause heading");
      continue;
    }
    auto& paragraphs = list->back().paragraphs;
    using Kind = RuleParagraph::Kind;
    if (line.starts_with("- ")) {
      paragraphs.push_back({Kind::Bullet, {}});
      open = &paragraphs.back();
      append(open->text, line.substr(2));
    } else if (line.starts_with(">")) {
      if (!open || open->kind != Kind::Decision) {
        paragraphs.push_back({Kind::Decision, {}});
        open = &paragraphs.back();
      }
      append(open->text, line.substr(1));
    } else if (open && (open->kind == Kind::Text || raw.starts_with("  "))) {
      append(open->text, line);
    } else {
      paragraphs.push_back({Kind::Text, {}});
      open = &paragraphs.back();
      append(open->text, line);
    }
  }
  if (part != Part::Sources) problem("the file needs three parts: rules, history, sources");
  return texts;
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
