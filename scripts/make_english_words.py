#!/usr/bin/env python3
"""Write generator/engine/english_words.txt: common English words the spelling corrector must leave alone.

The engine corrects a word the site does not know to the closest word it does ("tesselate" to "tessellate").
Without a dictionary it would also "correct" plain English ("cooking" to "looking", "football" to "footfall",
"jupiter" to "Jupyter") and so answer a question the site has nothing to say about. The list is the
40,000 most frequent words of pyspellchecker's English word-frequency dictionary (MIT licence; its readme
says how the dictionary was made), kept when they are lower-case ASCII letters and at least five long:
shorter words are never corrected (spelling.allowed_distance).

The words are data, one per line, sorted, in UTF-8 with LF line endings; generator/engine/english_words.py reads
them once into a frozenset. The engine's zip (pipeline.engine_bundle) carries the file into Pyodide beside the
modules.

Run it again after upgrading pyspellchecker (pinned in pyproject.toml); tests/test_engine_words.py fails when
the committed word list and this script disagree.
"""

from __future__ import annotations

import gzip
import json
import sys
from importlib import resources
from pathlib import Path

TOP = 40_000
MIN_LENGTH = 5
TARGET = Path(__file__).resolve().parent.parent / "generator" / "engine" / "english_words.txt"


def common_words() -> list[str]:
    """The words to ship, sorted."""
    data = (resources.files("spellchecker") / "resources" / "en.json.gz").read_bytes()
    frequency: dict[str, int] = json.loads(gzip.decompress(data))
    top = sorted(frequency.items(), key=lambda item: (-item[1], item[0]))[:TOP]
    return sorted(w for w, _ in top if len(w) >= MIN_LENGTH and w.isascii() and w.isalpha() and w.islower())


def words_text(words: list[str]) -> str:
    """The word list file's text: one word a line, each ended by LF, so a diff of two lists shows one line per
    word that came or went."""
    return "".join(f"{word}\n" for word in words)


def main() -> int:
    TARGET.write_bytes(words_text(common_words()).encode("utf-8"))  # bytes: LF endings on every platform
    sys.stderr.write(f"wrote {TARGET}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
