"""The held-out scorer (CRAG-style): what counts as a right answer to a case that names a section."""

from __future__ import annotations

from typing import Any

import pytest

from generator.evaluation import crag_outcome, declining_answers

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


def test_an_authored_answer_that_declines_is_the_abstention_asked_for() -> None:
    # "That is private, and this site does not say" declines what was asked: right for a question the content does
    # not answer; to one it answers it is scored as any answer; any other authored answer is an answer
    private = plan("That is private.", [{"kind": "authored", "id": "privacy"}], confidence="exact")
    declining = declining_answers([{"id": "privacy", "kind": "privacy"}, {"id": "availability", "kind": "contact"}])
    assert declining == frozenset({"privacy"})
    assert crag_outcome({"question": "q", "expect": "abstain"}, private, declining) == 1
    assert crag_outcome(CASE, private, declining) == -1  # it does not say what was asked
    assert crag_outcome({"question": "q", "expect": "abstain"}, private) == -1  # without the kinds: an answer
    booked = plan("Booked until spring.", [{"kind": "authored", "id": "availability"}], confidence="exact")
    assert crag_outcome({"question": "q", "expect": "abstain"}, booked, declining) == -1
