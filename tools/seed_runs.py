#!/usr/bin/env python3
"""Runs of six words that the project's texts share with the source documents.

The rules and the history told in this project come from a few source documents (the
"seeds": pages about Adji Kui I, Adji Kui II and Warri of Antigua, kept outside the
repository, in ../shared/seeds/ beside a checkout). The project tells those facts in its own
words: no run of six consecutive words may be the same as in a source, once both are folded
(see fold()), except the Antiguan proverb, which is quoted as a saying.

The source texts are not in the repository; only one hash per distinct run of six words
is, in tests/data/seed_runs.txt, so that the check runs anywhere:

  tools/seed_runs.py make [SEED_DIR]   writes tests/data/seed_runs.txt from the seeds
                                        (default ../shared/seeds beside the repository)
  tools/seed_runs.py check             folds the project's texts, hashes each run of six
                                        words, and names the file and the words of every
                                        run found in tests/data/seed_runs.txt (exit 1)
  tools/seed_runs.py count [SEED_DIR] [--allow]
                                        the same comparison against the seed texts
                                        themselves, printing each maximal shared passage
                                        (with --allow, leaving out the allowed ones)

Folding, the same for the seeds and the project's texts: Unicode NFKD, combining marks
dropped (é -> e), lower case (str.casefold); a word is a maximal run of letters and digits
(str.isalnum), everything else (spaces, apostrophes, punctuation, markup) separates words.
A run is the six folded words joined by single spaces; its hash is the first 16 hex digits
of its SHA-256.
"""

import hashlib
import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "seed_runs.txt"
RUN = 6

# The Antiguan proverb, quoted and attributed as a saying in the Warri texts: its runs are
# the only ones allowed (folded words; a run is allowed when it lies inside this sequence).
PROVERB = "when you play warri with god you get no seed"
# The reference to the Adji Kui documents' own source: a book's title and its publisher,
# cited as such in the Sources section of the Adji Kui texts.
REFERENCE = "1991 el maravilloso mundo de las piedras y los agujeros santiago de cuba centro cultural africano fernando ortiz"
ALLOWED_SEQUENCES = [PROVERB, REFERENCE]


def fold(text):
    """The folded words of a text."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    words, word = [], []
    for c in stripped:
        if c.isalnum():
            word.append(c)
        elif word:
            words.append("".join(word))
            word = []
    if word:
        words.append("".join(word))
    return words


def run_hash(words):
    return hashlib.sha256(" ".join(words).encode("utf-8")).hexdigest()[:16]


def runs(words):
    """(index, hash) of every run of RUN consecutive words."""
    return [(i, run_hash(words[i:i + RUN])) for i in range(len(words) - RUN + 1)]


def allowed_hashes():
    allowed = set()
    for sequence in ALLOWED_SEQUENCES:
        allowed.update(h for _, h in runs(sequence.split()))
    return allowed


# ------------------------------------------------------------------ the project's texts

PO_STRING = re.compile(r'^(?:msgid|msgid_plural|msgstr(?:\[\d+\])?)?\s*"(.*)"\s*$')
JS_STRING = re.compile(r"'((?:[^'\\\n]|\\.)*)'|\"((?:[^\"\\\n]|\\.)*)\"|`((?:[^`\\]|\\.)*)`")
HTML_TAG = re.compile(r"<[^>]*>")


def po_strings(text):
    """Each message's msgid and msgstr texts, one piece per string (continuations joined)."""
    pieces, current = [], None
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        match = PO_STRING.match(line)
        if not match:
            if current is not None:
                pieces.append(current)
            current = None
            continue
        value = match.group(1).replace("\\n", " ").replace('\\"', '"')
        if line.startswith("msg"):
            if current is not None:
                pieces.append(current)
            current = value
        elif current is not None:
            current += value
    if current is not None:
        pieces.append(current)
    return pieces


def js_strings(text):
    return [next(g for g in m.groups() if g is not None) for m in JS_STRING.finditer(text)]


def html_strings(text):
    return [piece for piece in HTML_TAG.split(text)] + [
        m.group(1) for m in re.finditer(r'(?:title|content|alt|aria-label)="([^"]*)"', text)]


def project_texts():
    """(path relative to the repository, [pieces of text]) of every text the project shows."""
    files = []
    for pattern in ("texts/*/*.md", "texts/*/kiosk/*.md", "README.md", "docs/**/*.md"):
        files += [(p, lambda t: [t]) for p in sorted(ROOT.glob(pattern))]
    files += [(p, po_strings) for p in sorted(ROOT.glob("po/*.po"))]
    files += [(p, po_strings) for p in sorted(ROOT.glob("po/*.pot"))]
    files += [(p, js_strings) for p in sorted(ROOT.glob("web/**/*.js"))]
    # The rules pages' own words (the chrome and the diagrams' sentences).
    files += [(p, js_strings) for p in sorted(ROOT.glob("ci/web-tools/rules-pages/*.mjs"))]
    files += [(p, html_strings) for p in sorted(ROOT.glob("web/**/*.html"))]
    for path, split in files:
        yield path.relative_to(ROOT).as_posix(), split(path.read_text(encoding="utf-8"))


# ------------------------------------------------------------------ commands

def seed_dir(args):
    paths = [a for a in args if not a.startswith("--")]
    return Path(paths[0]) if paths else ROOT.parent / "shared" / "seeds"


def seed_words(directory):
    paths = sorted(p for p in directory.iterdir() if p.is_file())
    if not paths:
        sys.exit(f"seed_runs: no seed documents in {directory}")
    return [(p.name, fold(p.read_text(encoding="utf-8"))) for p in paths]


def make(args):
    directory = seed_dir(args)
    hashes = sorted({h for _, words in seed_words(directory) for _, h in runs(words)})
    header = [
        "# One hash per distinct run of six consecutive words of the source documents",
        "# (../shared/seeds/, not kept in the repository), made by: tools/seed_runs.py make",
        "# Words folded as tools/seed_runs.py's fold() says (NFKD, combining marks dropped,",
        "# casefold, a word = a maximal run of letters and digits); a run's hash is the first",
        "# 16 hex digits of the SHA-256 of its six words joined by single spaces. Sorted.",
        f"# {len(hashes)} runs.",
    ]
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_text("\n".join(header + hashes) + "\n", encoding="utf-8")
    print(f"seed_runs: {len(hashes)} runs written to {DATA.relative_to(ROOT)}")


def shared_passages(known, allowed):
    """Per text file, each maximal passage of words whose every run of six is in known."""
    found = []
    for path, pieces in project_texts():
        for piece in pieces:
            words = fold(piece)
            hits = [i for i, h in runs(words) if h in known and h not in allowed]
            start = None
            for k, i in enumerate(hits):
                if start is None:
                    start = i
                if k + 1 == len(hits) or hits[k + 1] != i + 1:
                    found.append((path, " ".join(words[start:i + RUN])))
                    start = None
    return found


def report(found):
    for path, passage in found:
        print(f"{path}: shares with a source document: \"{passage}\"")


def check(_args):
    lines = DATA.read_text(encoding="utf-8").splitlines()
    known = {line for line in lines if line and not line.startswith("#")}
    found = shared_passages(known, allowed_hashes())
    report(found)
    if found:
        print(f"seed_runs: {len(found)} passages of six words or more shared with the sources; "
              "say them in the project's own words")
        return 1
    print(f"seed_runs: no run of {RUN} words shared with the sources ({len(known)} runs known)")
    return 0


def count(args):
    known = {h for _, words in seed_words(seed_dir(args)) for _, h in runs(words)}
    allowed = allowed_hashes() if "--allow" in args else set()
    found = shared_passages(known, allowed)
    report(found)
    print(f"seed_runs: {len(found)} shared passages ({len({p for _, p in found})} distinct)")
    return 0


def main():
    commands = {"make": make, "check": check, "count": count}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        sys.exit(__doc__)
    args = sys.argv[2:]
    return commands[sys.argv[1]](args) or 0


if __name__ == "__main__":
    sys.exit(main())
