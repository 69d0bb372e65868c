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
from generator.engine.text import STOP_WORDS, stem, words


@dataclass(frozen=True)
class Absent:
    """A technology the question asks about that the graph does not hold."""

    label: str
    category: str | None  # an ontology skill category, or None when only the question's shape says so
    group: str | None = None  # its neighbours in vocabulary.py ("game engines"), when it is a known name


_DEFINING = ("what is ", "what's ", "whats ", "define ", "explain ", "what are ", "who is ")


def _is_definition(text: str) -> bool:
    """True for a question that asks what something is ("what is MySQL"), which no pivot answers; "what's your
    experience with MySQL" asks about the owner (the generic form writes "your" as "@")."""
    start = next((s for s in _DEFINING if text.startswith(s)), None)
    return start is not None and not text[len(start):].startswith(("@ ", "@'"))


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
        name = linking.absent[0].name
        return Absent(name, linking.absent[0].category, k.tech_groups.get(name.lower()))
    return _absent_by_shape(text, linking, k)


_SHAPES = [re.compile("^(?:.* )?" + re.escape(shape).replace(r"\{x\}", r"([a-z][a-z0-9+#.-]{1,30})")
                      + r"(?: .*)?[?!.]*$") for shape in rules.ABSENT_SHAPES]


def _absent_by_shape(text: str, linking: Linking, k: Knowledge) -> Absent | None:
    """A name in a technology-shaped question ("ktor projects") that the site does not know at all, when it is
    no everyday word ("any tennis projects" is about tennis) and the only word of the question the site does
    not know ("what projects did Leonardo da Vinci work on" is about a painter)."""
    # (a skill the graph holds may stand beside it: "did you process your drone surveys with Pix4D"; on every
    # held-out suite of both portfolios, 4 more pivoted, none wrong)
    if any(k.kind_of(i) != "Skill" for i in linking.ids) or linking.ambiguous:
        return None
    # (another form of a word the site uses, or an everyday word it does not, is the visitor's own way of
    # saying it: "processed drone imagery with Pix4D" is about Pix4D, "projects of Leonardo da Vinci" are not)
    unknown = [w for w in words(text) if w.isalpha() and len(w) > 2 and w not in STOP_WORDS and w not in k.vocabulary
               and w not in k.rule_words and w not in k.label_words and w != "@" and stem(w) not in k.known_stems
               and not k.everyday(w)]
    for pattern in _SHAPES:
        m = pattern.match(text)
        if not m:
            continue
        name = m.group(1).strip(".")
        # (nor a word of a name the graph holds: "in BC" is in British Columbia, whose other label it is)
        if name in STOP_WORDS or name in k.vocabulary or name in k.rule_words or k.everyday(name) \
                or name in k.label_words:
            continue
        if [w for w in unknown if w != name]:
            continue
        written = _written_as_technology(name, linking.rest)
        if written is None:
            continue  # "fado projects", "beekeeping experience": a word the site does not know is no technology
        return Absent(written, None)
    return None


_TECH_FORM = re.compile(r"[a-z][A-Z]|[A-Z]{2}|\d|[+#.]\w")


def _written_as_technology(name: str, said: str) -> str | None:
    """The name as the question writes it, when it is written the way technology names are ("gRPC", "CUDA",
    "Vue3", "C#", "Node.js"), else None: a word the vocabulary does not hold is read as a technology only by its
    form, since any everyday or foreign word ("fado", "padel") fits "any X projects" as well."""
    for w in said.split():
        w = w.strip("?!,;:()\"'")
        if w.lower().strip(".") == name and _TECH_FORM.search(w):
            return w.strip(".")
    return None
