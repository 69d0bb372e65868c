"""How sure the engine is (paper, Algorithm 5): decided by the route an answer took, not by a score.

Exact: the engine knows (an authored or graph answer, or an ambiguity the visitor resolves). Strong: it
was told what to look at (a named entity). Weak: it found words, not meaning, and the page says
"closest match". None: nothing found. Only weak and none may ever reach a model, and only when enabled.
"""

from __future__ import annotations

from generator.engine import rules


def confidence(*, ambiguous: bool, answer_from: str, found: bool, names_entity: bool, support: float,
               by_topic: bool = False, by_words: bool = False) -> str:
    if ambiguous:
        return "exact"
    if by_topic or by_words:
        # an authored answer chosen for what the question is about, or a graph statement chosen for its words:
        # told what to look at, not known
        return "strong"
    if answer_from in ("authored", "graph", "pivot"):
        return "exact"
    if not found:
        return "none"
    if answer_from == "definition":
        return "strong"  # a curated definition with its public source: told what to say, not a word match
    if names_entity:
        return "strong"
    if support >= rules.STRONG_SUPPORT:
        return "strong"
    return "weak"


def model_allowed(level: str, ambiguous: bool, enabled: bool) -> bool:
    """Only plans rated weak or none, never an ambiguity, and only if the fallback is switched on."""
    return level in ("weak", "none") and not ambiguous and enabled
