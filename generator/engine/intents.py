"""What kind of question this is (paper, Algorithm 2), then what the visitor wants done (INTERPRET).

The rules are tried in the order of rules.INTENT_RULES; the first that matches decides. Task (what the
visitor wants to do), operation (what shape the answer takes) and entity (what it is about) stay apart,
so "open Waymark", "how does Waymark work" and "Waymark source" share an entity and differ in action.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from generator.engine import rules
from generator.engine.authored_topic import authored_topic
from generator.engine.knowledge import Knowledge, authored_key
from generator.engine.linking import Linking
from generator.engine.text import content_stems, normalise, words


@dataclass(frozen=True)
class Question:
    """A question with what every rule needs: its normal form, its words, its links and its cue."""

    text: str  # normalised
    words: tuple[str, ...]
    linking: Linking
    cue: str  # the question without the names it links, normalised
    cue_words: tuple[str, ...]
    foreign: tuple[str, ...] = ()  # content words that say nothing about his work (planner.foreign_words)


def prepare(question: str, linking: Linking, foreign: list[str] | None = None) -> Question:
    cue = normalise(linking.rest)
    return Question(normalise(question), tuple(words(question)), linking, cue, tuple(words(cue)),
                    tuple(foreign or ()))


def _kinds(q: Question, k: Knowledge) -> list[str]:
    return [k.kind_of(i) for i in q.linking.ids]


def _named_work(q: Question, k: Knowledge) -> bool:
    return any(kind in ("Work", "Component") for kind in _kinds(q, k))


def _navigate(q: Question, k: Knowledge) -> bool:
    named = bool(q.linking.ids or q.linking.ambiguous)
    return named and (q.cue + " ").startswith(rules.NAVIGATE_STARTS)


def _source(q: Question, k: Knowledge) -> bool:
    return bool(set(q.cue_words) & rules.SOURCE_WORDS) and not set(q.cue_words) & {"how", "why", "explain"}


def _compare(q: Question, k: Knowledge) -> bool:
    return len(q.linking.ids) >= 2 and bool(set(q.cue_words) & rules.COMPARE_WORDS)


def _only_filler_about_work(q: Question, k: Knowledge) -> bool:
    return _named_work(q, k) and all(w in rules.FILLER_WORDS for w in q.cue_words)


def private_question(q: Question) -> bool:
    """A question after a private fact of his (age, birthday, address...): answered by the privacy answer.
    "how old is taylor swift" asks about somebody else."""
    return any(p in q.text for p in rules.PRIVATE_PHRASES) and not q.foreign


def authored_answer(q: Question, k: Knowledge) -> dict | None:  # type: ignore[type-arg]
    """The authored answer whose question this is: the same words (whoever they address), or nearly the
    same content words (three quarters in common, at least two), so "who's tobias wren?" finds "who is
    tobias wren". A list question ("which companies...") is never matched loosely: it asks for the graph."""
    exact = k.authored_questions.get(authored_key(q.text, k.owner_words))
    if exact is not None:
        return exact
    if private_question(q):
        return next((a for a in k.answers if a["id"] == rules.PRIVATE_ANSWER), None)
    mine = content_stems(q.words, k.owner_words)
    if len(mine) < 2 or q.text.startswith(rules.LIST_STARTS):
        return None
    best: tuple[float, str, dict] | None = None  # type: ignore[type-arg]
    for question, theirs, answer in k.authored_content:
        overlap = len(mine & theirs) / len(mine | theirs)
        if overlap >= 0.75 and (best is None or (overlap, question) > (best[0], best[1])):
            best = (overlap, question, answer)
    return best[2] if best else None


def _authored_kind(q: Question, k: Knowledge) -> str | None:
    answer = authored_answer(q, k)
    return answer["kind"] if answer else None


def _about(q: Question, k: Knowledge) -> bool:
    return _authored_kind(q, k) is not None  # any authored question, whatever its kind (Algorithm 2)


def _contact(q: Question, k: Knowledge) -> bool:
    asked = set(q.cue_words) & rules.CONTACT_WORDS
    # a contact word inside the name of a kind of work ("phone apps") asks for works, not for a phone number
    asked -= {w for phrase in rules.CLASS_WORDS if " " in phrase and phrase in q.text for w in phrase.split()}
    if asked and asked <= rules.HISTORY_CONTACT_WORDS and set(q.cue_words) & {"his", "he", "did", "was"}:
        return False  # "tell me about his internship" asks about his past, not how to reach him
    if q.linking.absent:
        return False  # "pulumi consulting" asks about a technology, not how to hire him
    if any(p in q.text for p in rules.CONTACT_PHRASES) and not _named_work(q, k):
        return True
    return bool(asked) and not _named_work(q, k) and not q.foreign


def _recent(q: Question, k: Knowledge) -> bool:
    if not any(p in q.text for p in rules.RECENT_PHRASES) or q.linking.ids or q.foreign:
        return False
    # "where does he live these days" asks where he lives: another authored answer may cover it better
    topic = authored_topic(q, k)
    return topic is None or topic[0]["kind"] == "recent"


def _japan(q: Question, k: Knowledge) -> bool:
    mentions = bool(set(q.words) & rules.JAPAN_WORDS)
    others = [i for i in q.linking.ids if k.kind_of(i) != "Place"]
    return mentions and not others and not q.foreign


def _scratch(q: Question, k: Knowledge) -> bool:
    return any(p in q.text for p in rules.SCRATCH_PHRASES)


def _stack(q: Question, k: Knowledge) -> bool:
    # "why is Skerry written in C" asks for a reason, not a stack
    return (_named_work(q, k) and bool(set(q.cue_words) & rules.STACK_WORDS)
            and not set(q.cue_words) & {"why", "how"})


def _how_many(q: Question, k: Knowledge) -> bool:
    return "how many" in q.cue


def _when(q: Question, k: Knowledge) -> bool:
    return bool(set(q.cue_words) & rules.FACT_TIME_WORDS) or "what year" in q.cue


def _define(q: Question, k: Knowledge) -> bool:
    if not q.text.startswith(rules.DEFINE_STARTS):
        return False
    kinds = _kinds(q, k)
    return (bool(kinds) and all(kind not in ("Work", "Component") for kind in kinds)) or (
        not kinds and bool(general_term(q, k)))


def general_term(q: Question, k: Knowledge) -> dict | None:  # type: ignore[type-arg]
    """The general term (with its public source) that the question asks to define, if the site has it."""
    text = " ".join(q.words)
    for start in ("what is a ", "what is an ", "what is the ", "what is ", "what s a ", "what s an ", "what s ",
                  "whats ", "what are ", "define ", "definition of ", "meaning of ", "what does ", "explain "):
        if text.startswith(start):
            text = text[len(start):]
            break
    for end in (" mean", " stand for", " means"):
        if text.endswith(end):
            text = text[: -len(end)]
    return k.terms_by_label.get(text.strip())


def _list(q: Question, k: Knowledge) -> bool:
    return q.text.startswith(rules.LIST_STARTS) or q.text.rstrip("?!. ").endswith(rules.LIST_ENDINGS)


def _explain(q: Question, k: Knowledge) -> bool:
    return bool(set(q.cue_words) & rules.EXPLAIN_WORDS)


def _named_only(q: Question, k: Knowledge) -> bool:
    return bool(q.linking.ids or q.linking.ambiguous) and all(w in rules.FILLER_WORDS for w in q.cue_words)


def _anything(q: Question, k: Knowledge) -> bool:
    return True


_PREDICATES: list[Callable[[Question, Knowledge], bool]] = [
    _navigate, _source, _compare, _only_filler_about_work, _about, _contact, _recent, _japan, _scratch, _stack,
    _how_many, _when, _define, _list, _explain, _named_only, _anything,
]
assert len(_PREDICATES) == len(rules.INTENT_RULES)


def intent(q: Question, k: Knowledge) -> tuple[str, int]:
    """INTENT(q, linked): the kind of question and the index of the rule that decided it."""
    for index, (predicate, rule) in enumerate(zip(_PREDICATES, rules.INTENT_RULES, strict=True)):
        if predicate(q, k):
            return rule["kind"], index
    raise AssertionError("the last rule always matches")


def interpret(kind: str, q: Question, k: Knowledge) -> tuple[str, str]:
    """INTERPRET(kind, q): (task, operation)."""
    operation = "count" if "how many" in q.text else rules.OPERATIONS.get(kind, "overview")
    bare_work = len(q.linking.ids) == 1 and not q.cue_words and _named_work(q, k)
    if kind == "navigate" or bare_work:
        task = "navigate"
    elif kind == "source":
        task = "source"
    elif kind == "compare":
        task = "compare"
    elif operation == "list" or (kind == "search" and not q.linking.ids):
        task = "discover"
    else:
        task = "learn"
    return task, operation
