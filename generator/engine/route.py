"""What a planning route decides: the answer, where it came from, and what it cites (a plain record)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Route:
    """The outcome of one branch of Algorithm 4, before interpretation, confidence and resources are added."""

    name: str
    answer_from: str  # authored, graph, wiki, definition, pivot, none
    text: str | None = None
    sources: list[dict[str, Any]] = field(default_factory=list)
    rows: list[str] | None = None  # the entities a graph answer lists (what its SPARQL returns)
    sparql: str | None = None
    primary: str | None = None
    results: list[str] | None = None  # the ranking to show, when it is not the rows nor the fused list
    intent: str | None = None
    support: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)
