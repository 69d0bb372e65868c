#!/usr/bin/env python3
"""Write generator/engine/english_words.py: common English words the spelling corrector must leave alone.

The engine corrects a word the site does not know to the closest word it does ("tesselate" to "tessellate").
Without a dictionary it would also "correct" plain English ("cooking" to "looking", "football" to "footfall",
"jupiter" to "Jupyter") and so answer a question the site has nothing to say about. The list is the
40,000 most frequent words of pyspellchecker's English word-frequency dictionary (MIT licence; its readme
says how the dictionary was made), kept when they are lower-case ASCII letters and at least five long:
shorter words are never corrected (spelling.allowed_distance).

Run it again after upgrading pyspellchecker (pinned in pyproject.toml); tests/test_engine_spelling.py
fails when the committed module and this script disagree.
"""

from __future__ import annotations

import gzip
import json
import sys
import textwrap
from importlib import resources
from pathlib import Path

TOP = 40_000
MIN_LENGTH = 5
TARGET = Path(__file__).resolve().parent.parent / "generator" / "engine" / "english_words.py"


def common_words() -> list[str]:
    """The words to ship, sorted."""
    data = (resources.files("spellchecker") / "resources" / "en.json.gz").read_bytes()
    frequency: dict[str, int] = json.loads(gzip.decompress(data))
    top = sorted(frequency.items(), key=lambda item: (-item[1], item[0]))[:TOP]
    return sorted(w for w, _ in top if len(w) >= MIN_LENGTH and w.isascii() and w.isalpha() and w.islower())


def module_text(words: list[str]) -> str:
    """The Python module holding the words (a module, so the engine's zip carries it into Pyodide as is)."""
    body = textwrap.fill(" ".join(words), width=116, break_long_words=False, break_on_hyphens=False)
    return (
        '"""Common English words, which the spelling corrector leaves alone (generated: do not edit).\n\n'
        "Written by scripts/make_english_words.py from pyspellchecker's English word frequencies (MIT licence):\n"
        f"the {TOP:,} most frequent words, kept when they are lower-case letters and at least {MIN_LENGTH} long.\n"
        '"""\n\n'
        "WORDS = frozenset(\"\"\"\n" + body + '\n""".split())\n'
    )


def main() -> int:
    TARGET.write_text(module_text(common_words()), encoding="utf-8")
    sys.stderr.write(f"wrote {TARGET}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
