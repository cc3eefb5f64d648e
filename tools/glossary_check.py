#!/usr/bin/env python3
"""One term per idea: no text or catalog uses an alternative that docs/GLOSSARY.md rejects.

docs/GLOSSARY.md's "Rejected" table has one row per rejected alternative:

  | lang | rejected | example | use instead |
  | fr   | `\\bplateaux?\\b` | sur le plateau | tablier |

`rejected` is a Python regular expression, matched without regard to case against each paragraph
(its lines joined) of the language's texts: texts/<lang>/*.md and texts/<lang>/kiosk/*.md, the translations of
po/<lang>.po (for English, the template's msgids, po/mancala.pot), and the language's entry of the
pages' own word tables (PAGE_WORDS: the rules pages', the embedding card's and the element's). A pattern starting with ^ or
ending with $ is matched against a whole catalog string (a label such as "Annuler"). A `|`
inside a pattern is written `\\|` in the table.

  tools/glossary_check.py            checks every language; exit 1 naming each file, line and
                                     the term to use
  tools/glossary_check.py FILE...    checks only these files (their language from the path)

Before checking, each pattern must match its own example, so that a pattern that can never fail
(a typing slip) fails the check instead of passing it silently.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "docs" / "GLOSSARY.md"
LANGUAGES = ("en", "fr", "es", "it")
# JavaScript files holding one table entry per language ("  fr: {" ... ), outside the catalogs.
PAGE_WORDS = (ROOT / "ci" / "web-tools" / "rules-pages" / "words.mjs",
              ROOT / "ci" / "web-tools" / "oembed.mjs", ROOT / "web" / "mancala-game" / "element.js")


def cells(row):
    """A Markdown table row's cells; `\\|` is a | inside a cell."""
    parts = re.split(r"(?<!\\)\|", row.strip())[1:-1]
    return [p.strip().replace("\\|", "|") for p in parts]


def rejected_terms():
    """[(lang, pattern, compiled, example, use)] from the glossary's Rejected table."""
    terms, inside = [], False
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            inside = line.strip() == "## Rejected"
            continue
        if not inside or not line.startswith("|"):
            continue
        row = cells(line)
        if len(row) != 4 or row[0] not in LANGUAGES:
            continue
        lang, pattern, example, use = row
        pattern = pattern.strip("`")
        terms.append((lang, pattern, re.compile(pattern, re.IGNORECASE), example, use))
    return terms


PO_LINE = re.compile(r'^(msgid|msgid_plural|msgstr(?:\[\d+\])?|msgctxt)?\s*"(.*)"\s*$')


def po_strings(path, keep):
    """(line number, text) of each string of a catalog whose keyword is in `keep`."""
    out, key, text, first = [], None, None, 0
    lines = path.read_text(encoding="utf-8").splitlines()
    for n, line in enumerate(lines + [""], 1):
        match = PO_LINE.match(line) if not line.startswith("#") else None
        if match and match.group(1):
            if key in keep and text:
                out.append((first, text))
            key, text, first = match.group(1).split("[")[0], match.group(2), n
        elif match and key is not None:
            text += match.group(2)
        else:
            if key in keep and text:
                out.append((first, text))
            key, text = None, None
    return [(n, t.replace('\\"', '"').replace("\\n", " ")) for n, t in out]


def language_files(lang):
    files = sorted((ROOT / "texts" / lang).glob("*.md")) + sorted(
        (ROOT / "texts" / lang / "kiosk").glob("*.md"))
    files.append(ROOT / "po" / ("mancala.pot" if lang == "en" else f"{lang}.po"))
    return [(f, lang) for f in files] + [(f, lang) for f in PAGE_WORDS]


def page_words(path, lang):
    """(line number, text) of each quoted string inside a word table's entry for `lang`."""
    out, inside = [], False
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        entry = re.match(r"^  (\w+): \{", line)
        if entry:
            inside = entry.group(1) == lang
        elif re.match(r"^ {0,2}\}", line):
            inside = False
        if inside:
            out += [(n, s[1:-1]) for s in re.findall(r"'[^']*'|`[^`]*`", line)]
    return out


def language_of(path):
    path = path.resolve()
    if path.suffix in (".po", ".pot"):
        return "en" if path.suffix == ".pot" else path.stem
    parts = path.relative_to(ROOT / "texts").parts
    return parts[0]


def pieces(path, lang):
    """(line number, text) of what a file says in its language."""
    if path.suffix in (".mjs", ".js"):
        return page_words(path, lang)
    if path.suffix == ".pot":
        return po_strings(path, {"msgid", "msgid_plural"})
    if path.suffix == ".po":
        return po_strings(path, {"msgstr"})
    # A paragraph at a time, its lines joined (a term may be cut by a line break), numbered by
    # its first line.
    out, first, words = [], 0, []
    lines = path.read_text(encoding="utf-8").splitlines()
    for n, line in enumerate(lines + [""], 1):
        text = re.sub(r"^(> ?|- |  )", "", line).strip()
        if text and not line.startswith("- "):
            first = first or n
            words.append(text)
            continue
        if words:
            out.append((first, " ".join(words)))
        first, words = (n, [text]) if text else (0, [])
    return out


def main(args):
    terms = rejected_terms()
    problems = []
    if not terms:
        problems.append(f"{GLOSSARY}: no Rejected table")
    for lang, pattern, compiled, example, _ in terms:
        if not compiled.search(example):
            problems.append(f"{GLOSSARY.name}: the pattern `{pattern}` ({lang}) does not match "
                            f"its own example \"{example}\"")
    files = [pair for lang in LANGUAGES for pair in language_files(lang)]
    if args:
        files = [(Path(a), lang) for a in args for lang in LANGUAGES
                 if Path(a).suffix in (".mjs", ".js") or lang == language_of(Path(a))]
    for path, lang in files:
        mine = [t for t in terms if t[0] == lang]
        for n, text in pieces(path, lang):
            for _, pattern, compiled, _, use in mine:
                found = compiled.search(text)
                if found:
                    problems.append(f"{path.resolve().relative_to(ROOT)}:{n}: \"{found.group(0)}\" "
                                    f"is rejected by docs/GLOSSARY.md: use {use}")
    for p in problems:
        print(p)
    count = len({path for path, _ in files})
    print(f"glossary_check: {len(terms)} rejected terms, {count} files, "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
