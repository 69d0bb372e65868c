"""Common English words, which the spelling corrector leaves alone.

The words live in english_words.txt beside this module, one a line, written by scripts/make_english_words.py
from pyspellchecker's English word frequencies (MIT licence): the 40,000 most frequent words, kept when they
are lower-case letters and at least 5 long. A data file rather than a 310 KB module: nothing compiles it, and
a new list shows in a diff word by word. The engine's zip carries it into Pyodide beside this module.
"""

from __future__ import annotations

from pathlib import Path

WORDS: frozenset[str] = frozenset(Path(__file__).with_name("english_words.txt").read_text(encoding="utf-8").split())
"""Read once, when the engine is imported: every word of the list, for membership tests."""
