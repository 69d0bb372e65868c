"""How sure the engine is (paper, Algorithm 5): decided by the route an answer took, not by a score.

Exact: the engine knows (an authored or graph answer, or an ambiguity the visitor resolves). Strong: it
was told what to look at (a named entity). Weak: it found words, not meaning, and the page says
"closest match". None: nothing found. Only weak and none may ever reach a model, and only when enabled.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from generator.engine import rules


class Evidence(NamedTuple):
    """What the confidence of an answer is decided from."""

    ambiguous: bool
    answer_from: str  # authored, graph, pivot, definition, wiki, none
    found: bool
    names_entity: bool
    support: float
    by_topic: bool
    by_words: bool


class Rule(NamedTuple):
    """One row of the decision: when it holds, the level, and why (the figure in the confidence article says
    each row in these words, generator/site/figures.py)."""

    when: str
    level: str
    why: str
    holds: Callable[[Evidence], bool]


RULES: tuple[Rule, ...] = (
    Rule("the question names two things with one name", "exact", "an ambiguity the visitor resolves",
         lambda e: e.ambiguous),
    Rule("chosen for its topic or for the question's words", "strong",
         "an authored answer chosen for what the question is about, or a graph statement for its words: told "
         "what to look at, not known", lambda e: e.by_topic or e.by_words),
    Rule("an authored, graph or pivot answer", "exact", "the engine knows: the author or the graph says it",
         lambda e: e.answer_from in ("authored", "graph", "pivot")),
    Rule("nothing found", "none", "no answer", lambda e: not e.found),
    Rule("a curated definition", "strong", "told what to say, with its public source, not a word match",
         lambda e: e.answer_from == "definition"),
    Rule("the question names an entity", "strong", "told what to look at", lambda e: e.names_entity),
    Rule(f"the passage holds {rules.STRONG_SUPPORT:.0%} or more of the question's weight", "strong",
         "the passage says what was asked", lambda e: e.support >= rules.STRONG_SUPPORT),
    Rule("otherwise", "weak", "words found, not meaning: shown as the closest match", lambda e: True),
)
"""The confidence decision (Algorithm 5), in order: the first rule that holds gives the level."""

MODEL_LEVELS = ("weak", "none")
"""The only levels a model may ever be asked to help with."""


def confidence(*, ambiguous: bool, answer_from: str, found: bool, names_entity: bool, support: float,
               by_topic: bool = False, by_words: bool = False) -> str:
    """The level of the first of RULES that holds."""
    evidence = Evidence(ambiguous, answer_from, found, names_entity, support, by_topic, by_words)
    return next(rule.level for rule in RULES if rule.holds(evidence))


def model_allowed(level: str, ambiguous: bool, enabled: bool) -> bool:
    """Only plans rated weak or none, never an ambiguity, and only if the fallback is switched on."""
    return level in MODEL_LEVELS and not ambiguous and enabled
