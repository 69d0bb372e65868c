"""The zero-result pivot (paper, Algorithm 6): a technology the graph does not hold, answered honestly.

It never says the owner lacks the skill, only that the graph lists no such work, and then shows what the
graph does hold in the same category. Beyond the paper, a technology is recognised from a shipped
vocabulary of technology names (vocabulary.py) and from the shape of the question ("<x> projects",
"does he know <x>"), not only from a hand-written list of absences.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from generator.engine import rules
from generator.engine.knowledge import Knowledge
from generator.engine.linking import Linking
from generator.engine.text import STOP_WORDS, tokens, words


@dataclass(frozen=True)
class Absent:
    """A technology the question asks about that the graph does not hold."""

    label: str
    category: str | None  # an ontology skill category, or None when only the question's shape says so


def _tech_trie(k: Knowledge) -> dict[tuple[str, ...], tuple[str, str]]:
    cached = k.link_cache.get("\0tech")
    if cached is None:
        cached = {tuple(words(name)): (name, category) for name, category in k.technologies.items() if words(name)}
        k.link_cache["\0tech"] = cached
    return cached


def _is_definition(text: str) -> bool:
    return text.startswith(("what is ", "what's ", "whats ", "define ", "explain ", "what are ", "who is "))


def detect_absent(question: str, linking: Linking, k: Knowledge) -> Absent | None:
    """DETECT_ABSENT(q): the technology the question names that no entity of the graph is."""
    text = " ".join(question.lower().split())
    if _is_definition(text):
        return None
    toks = tokens(question)
    taken: set[int] = set()
    for start, end in linking.spans:
        taken.update(range(start, end))
    trie = _tech_trie(k)
    longest = max((len(key) for key in trie), default=1)
    for size in range(min(longest, len(toks)), 0, -1):
        for i in range(len(toks) - size + 1):
            key = tuple(t.text for t in toks[i:i + size])
            hit = trie.get(key)
            if hit is None or any(p in taken for t in toks[i:i + size] for p in range(t.start, t.end)):
                continue
            name, category = hit
            written = question[toks[i].start:toks[i + size - 1].end]
            if (size == 1 and key[0] in k.ordinary | rules.ORDINARY_WORDS) or len(key[0]) == 1:
                before = toks[i - 1].text if i else ""
                after = toks[i + size].text if i + size < len(toks) else ""
                if written != name and before not in rules.CUE_BEFORE and after not in rules.CUE_AFTER:
                    continue
            if _names_graph_entity(name, k):
                continue
            return Absent(name, category)
    return _absent_by_shape(text, linking, k)


def _names_graph_entity(name: str, k: Knowledge) -> bool:
    node = k.trie
    from generator.engine.knowledge import NAME_END
    from generator.engine.text import stem
    for tok in words(name):
        node = node.get(stem(tok))  # type: ignore[assignment]
        if node is None:
            return False
    return NAME_END in node


def _absent_by_shape(text: str, linking: Linking, k: Knowledge) -> Absent | None:
    """A name in a technology-shaped question ("ktor projects") that the site does not know at all."""
    if linking.ids or linking.ambiguous:
        return None
    for shape in rules.ABSENT_SHAPES:
        pattern = "^(?:.* )?" + re.escape(shape).replace(r"\{x\}", r"([a-z][a-z0-9+#.-]{1,30})") + r"(?: .*)?[?!.]*$"
        m = re.match(pattern, text)
        if not m:
            continue
        name = m.group(1).strip(".")
        if name in STOP_WORDS or name in k.vocabulary or name in rules.CLASS_WORDS:
            continue
        return Absent(name, None)
    return None
