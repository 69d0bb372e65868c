"""The engine's rule table: numbers and tables the paper fixes, kept as data in one place.

Exported as JSON into the knowledge state so the page and the manifest see exactly what plan() uses.
"""

from __future__ import annotations

from typing import Any

RRF_K = 60
"""Reciprocal rank fusion's constant (Cormack, Clarke and Büttcher, SIGIR 2009)."""

FUSION_WEIGHTS: dict[str, dict[str, float]] = {
    # kind of question: weight of the linked list, the graph list and the wiki list (paper, section 5.3)
    "list": {"linked": 0.4, "graph": 1.6, "wiki": 0.8},
    "explain": {"linked": 2.0, "graph": 0.6, "wiki": 1.6},
    "search": {"linked": 1.5, "graph": 1.0, "wiki": 1.4},
    "entity": {"linked": 3.0, "graph": 1.0, "wiki": 0.8},
    "define": {"linked": 3.0, "graph": 1.2, "wiki": 0.6},
    "fact": {"linked": 2.0, "graph": 1.2, "wiki": 1.0},
}

TIER_FACTORS: dict[int, float] = {1: 1.12, 2: 1.00, 3: 0.92}
"""Key work is nudged ahead of side work without overriding relevance (paper, Algorithm 3)."""

BM25_K1 = 1.2
BM25_B = 0.75


def rule_table() -> dict[str, Any]:
    """The rule table as JSON-ready data, in a stable order."""
    return {
        "rrf_k": RRF_K,
        "fusion_weights": FUSION_WEIGHTS,
        "tier_factors": {str(k): v for k, v in TIER_FACTORS.items()},
        "bm25": {"k1": BM25_K1, "b": BM25_B},
    }
