"""Which authored answer covers what a question about the owner asks, when no authored question matches it.

Authored questions match by their words (intents.authored_answer): "where do you live" finds the answer
about where he is based. A visitor rarely uses the author's words, though: "where does he live nowadays",
"is he open to freelance gigs", "could a student intern with him". This is a late route of the planning
order: after every graph route has declined and before the wiki's top passage, a question that addresses
the owner and names nothing of his work is matched against each authored answer as a whole (its questions
and its text), and answered by the one that covers most of its content words.

It never overrides the graph: a question that names anything the graph holds, or asks for a kind of work
("games he made lately"), is answered there, not here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from generator.engine import rules
from generator.engine.knowledge import Knowledge
from generator.engine.text import asking_word, content_stems, stem

if TYPE_CHECKING:
    from generator.engine.intents import Question

IN_QUESTIONS = 1.0  # a word one of the answer's own questions uses
IN_TEXT = 0.7  # a word only its text uses: the text says more than it is about
UNKNOWN = 0.5  # a word neither the site nor any authored answer uses weighs half: it is likely filler
SAME_ASKING = 1.2  # "where does he live" and "where do you live" ask the same way
MIN_COVER = 0.4  # at least two fifths of the question's content, weighted as above
MIN_LEAD = 0.1  # and clearly more than the next answer, or it is a guess between two
MAX_CONTENT = 6  # a long question says more than an authored answer can cover


def addresses_owner(q: Question, k: Knowledge) -> bool:
    """True when the question speaks of the owner (a pronoun, his name, "this guy") or of his site ("these
    answers", "the ask box"): what the authored answers are about."""
    if set(q.words) & (rules.HIM | rules.YOU | k.owner_words):
        return True
    text = f" {q.text} "
    return any(f" {phrase} " in text for phrase in rules.OWNER_REFERENCES + rules.SITE_REFERENCES)


_REQUEST_STEMS = frozenset(stem(w) for w in rules.REQUEST_WORDS)


def question_content(q: Question, k: Knowledge) -> frozenset[str]:
    """The question's content stems, without the grammar of a request ("best way", "nowadays", "currently")."""
    return frozenset(s for s in content_stems(q.words, k.owner_words) if s not in _REQUEST_STEMS)


def authored_topic(q: Question, k: Knowledge) -> tuple[dict[str, Any], float] | None:
    """(authored answer, share of the question it covers) for a question about the owner that names
    nothing the graph holds, or None when no authored answer covers it clearly."""
    if q.linking.ids or q.linking.ambiguous or not addresses_owner(q, k) or q.text.startswith(rules.LIST_STARTS):
        return None
    mine = question_content(q, k)
    if not mine or len(mine) > MAX_CONTENT:
        return None
    weight = {s: 1.0 if s in k.known_stems or s in k.authored_stems else UNKNOWN for s in mine}
    total = sum(weight.values())
    how = asking_word(q.words)
    scored = []
    past = bool(set(q.words) & rules.PAST_WORDS)
    for answer, asked, told, asking in k.authored_topics:
        if past and answer["kind"] == "contact":
            continue  # "did he ever do an internship" asks about his past, not whether he takes interns
        cover = sum(weight[s] * (IN_QUESTIONS if s in asked else IN_TEXT if s in told else 0.0) for s in mine) / total
        if how is not None and any(a == how and stems & mine for a, stems in asking):
            cover *= SAME_ASKING
        scored.append((cover, answer["id"], answer))
    scored.sort(key=lambda s: (-s[0], s[1]))
    if not scored or scored[0][0] < MIN_COVER:
        return None
    if len(scored) > 1 and scored[0][0] - scored[1][0] < MIN_LEAD:
        return None
    return scored[0][2], scored[0][0]
