"""The held-out scorer (CRAG-style): what counts as a right answer to a case that names a section."""

from __future__ import annotations

from typing import Any

import pytest

from generator.evaluation import crag_outcome

CASE = {"question": "how many pupils planted the rain gardens?", "expect": "answer", "kind": "explain-section",
        "expected_ids": ["Garden"], "answer_must_contain": ["410"], "section": "Two days of planting"}


def plan(text: str, sources: list[dict[str, Any]], confidence: str = "strong") -> dict[str, Any]:
    return {"intent": "fact", "confidence": confidence, "answer": {"text": text, "sources": sources}}


@pytest.mark.parametrize("text,sources,outcome", [
    ("410 pupils planted it.", [{"kind": "passage", "label": "Garden › Two days of planting"}], 1),
    ("410 pupils planted it.", [{"kind": "passage", "label": "Garden › The lead"}], -1),  # another section
    ("Garden, outcome: 410 pupils planted it.", [{"kind": "graph", "id": "Garden"}], 1),  # the graph says it
    ("Other, outcome: 410 pupils planted it.", [{"kind": "graph", "id": "Other"}], -1),  # of another thing
    ("Garden, outcome: pupils planted it.", [{"kind": "graph", "id": "Garden"}], -1),  # not what was asked
])
def test_a_section_case_is_right_from_its_section_or_from_the_graphs_statement_of_its_entity(
        text: str, sources: list[dict[str, Any]], outcome: int) -> None:
    assert crag_outcome(CASE, plan(text, sources)) == outcome


def test_a_weak_answer_abstains_and_an_unrelated_confident_one_is_wrong() -> None:
    assert crag_outcome(CASE, plan("410", [], confidence="weak")) == 0
    assert crag_outcome({"question": "q", "expect": "abstain"}, plan("x", [])) == -1
