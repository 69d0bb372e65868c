"""Which of the graph's one-word names are also English words ("nightjar", "quince", "bramble").

The engine has no dictionary (it runs in the browser with the standard library only), yet it must tell a
name that is also an everyday word, which a question may use in its everyday sense ("what do nightjars
eat"), from a name that is only a name ("kotobalens", "waymark"). The build answers that once, with
pyspellchecker's English word-frequency dictionary, and ships the answer in the knowledge state.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from generator.engine.text import words


@cache
def dictionary() -> frozenset[str]:
    """Every word of pyspellchecker's English dictionary (about 160,000)."""
    data = (resources.files("spellchecker") / "resources" / "en.json.gz").read_bytes()
    return frozenset(json.loads(gzip.decompress(data)))


def everyday_names(entities: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """The graph's one-word names, lower-cased, that are English words; sorted, for a deterministic state."""
    found = set()
    english = dictionary()
    for e in entities.values():
        for name in [e.get("label"), e.get("short_label"), *(e.get("alt_labels") or [])]:
            toks = words(name or "")
            if len(toks) == 1 and toks[0] in english:
                found.add(toks[0])
    return sorted(found)
