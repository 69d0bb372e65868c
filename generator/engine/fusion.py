"""Weighted reciprocal rank fusion (paper, Algorithm 3; Cormack, Clarke and Büttcher, SIGIR 2009).

Lists from different sources (names linked in the question, the graph's neighbours, the wiki's articles
and, when the state ships vectors, the entities nearest the question by meaning; meaning.py) are merged by
position, not by score, because their scores are not on one scale: a BM25 sum has no ceiling, a cosine does.
Each list's weight depends on the kind of question; a work's tier then nudges key work ahead without
overriding relevance.
"""

from __future__ import annotations

from generator.engine import rules
from generator.engine.knowledge import Knowledge


def weights_for(kind: str) -> dict[str, float]:
    """The weight table row for a kind of question; kinds the paper does not list borrow a row."""
    return rules.FUSION_WEIGHTS.get(kind) or rules.FUSION_WEIGHTS[rules.FUSION_KIND.get(kind, "search")]


def fuse(lists: dict[str, list[str]], kind: str, knowledge: Knowledge) -> list[tuple[str, float]]:
    """FUSE: candidates with their fused scores, best first, ties broken by id; only known entities."""
    weights = weights_for(kind)
    entities, k0 = knowledge.entities, rules.RRF_K  # (read once: a list of works named runs to hundreds)
    scores: dict[str, float] = {}
    for source, ids in lists.items():
        weight = weights.get(source, 1.0)
        for rank, entity_id in enumerate(ids, start=1):
            if entity_id in entities:
                scores[entity_id] = scores.get(entity_id, 0.0) + weight / (k0 + rank)
    for entity_id in scores:
        tier = entities[entity_id].get("tier")
        if tier in rules.TIER_FACTORS:
            scores[entity_id] *= rules.TIER_FACTORS[tier]
    return sorted(scores.items(), key=lambda item: (-item[1], item[0]))
