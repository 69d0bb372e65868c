"""Common English words, which the spelling corrector leaves alone.

The words live in english_words.txt beside this module, one a line, written by scripts/make_english_words.py
from pyspellchecker's English word frequencies (MIT licence): the 40,000 most frequent words, kept when they
are lower-case letters and at least 5 long. A data file rather than a 310 KB module: nothing compiles it, and
a new list shows in a diff word by word. The engine's zip carries it into Pyodide beside this module.

Read on first use, not on import: as a set the list takes about 4 MB, and the page's memory snapshot of the
interpreter (worker-host.js) is made only when importing the engine leaves Pyodide's memory at the size it
starts with; with the list read at import, it grew past it on some starts and no snapshot was saved.
"""

from __future__ import annotations

import functools
from pathlib import Path


@functools.cache
def words() -> frozenset[str]:
    """Every word of the list, read once, for membership tests."""
    return frozenset(Path(__file__).with_name("english_words.txt").read_text(encoding="utf-8").split())


@functools.cache
def _listed() -> str:
    """The list as one string, a word a line, between newlines: 310 KB where the set takes about 4 MB."""
    return "\n" + Path(__file__).with_name("english_words.txt").read_text(encoding="utf-8").strip() + "\n"


def is_english(word: str) -> bool:
    """Whether `word` (lower case) is a common English word: not a typo of a word the site uses.

    Until the set is read (build_knowledge reads it, after the import), the word is looked for in the list's
    text: the stemmer asks of a few words ("refusal": is "refuse" English?) while the engine's own word tables
    are stemmed at import, and building the set then would grow the import past the page's snapshot. A look-up
    in the text costs about 0.14 ms, in the set nothing: planning asks of every word it does not know."""
    if words.cache_info().currsize:
        return word in words()
    return f"\n{word}\n" in _listed()
