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
from generator.engine.text import STOP_WORDS


@dataclass(frozen=True)
class Absent:
    """A technology the question asks about that the graph does not hold."""

    label: str
    category: str | None  # an ontology skill category, or None when only the question's shape says so


def _is_definition(text: str) -> bool:
    return text.startswith(("what is ", "what's ", "whats ", "define ", "explain ", "what are ", "who is "))


def detect_absent(question: str, linking: Linking, k: Knowledge) -> Absent | None:
    """DETECT_ABSENT(q): a technology the question names that no entity of the graph is.

    Linking has already read every known technology name (and kept the graph's own names first); failing
    that, a name in a technology-shaped question the site has never seen counts too. `question` is the
    question's generic form (the owner written "@", question.py), as the shapes are written.
    """
    text = " ".join(question.lower().split())
    if _is_definition(text):
        return None
    if linking.absent:
        return Absent(linking.absent[0].name, linking.absent[0].category)
    return _absent_by_shape(text, linking, k)


_SHAPES = [re.compile("^(?:.* )?" + re.escape(shape).replace(r"\{x\}", r"([a-z][a-z0-9+#.-]{1,30})")
                      + r"(?: .*)?[?!.]*$") for shape in rules.ABSENT_SHAPES]


def _absent_by_shape(text: str, linking: Linking, k: Knowledge) -> Absent | None:
    """A name in a technology-shaped question ("ktor projects") that the site does not know at all."""
    if linking.ids or linking.ambiguous:
        return None
    for pattern in _SHAPES:
        m = pattern.match(text)
        if not m:
            continue
        name = m.group(1).strip(".")
        if name in STOP_WORDS or name in k.vocabulary or name in k.rule_words:
            continue
        return Absent(name, None)
    return None
