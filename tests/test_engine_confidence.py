"""Algorithm 5: confidence by route, and which plans a model may ever see (only when switched on)."""

from __future__ import annotations

import pytest

from generator.engine.confidence import confidence, model_allowed
from tests.engine_support import engine


@pytest.mark.parametrize("kwargs,level", [
    ({"ambiguous": True, "answer_from": "none", "found": False, "names_entity": True, "support": 0.0}, "exact"),
    ({"ambiguous": False, "answer_from": "graph", "found": True, "names_entity": False, "support": 0.0}, "exact"),
    ({"ambiguous": False, "answer_from": "authored", "found": True, "names_entity": False, "support": 0.0}, "exact"),
    ({"ambiguous": False, "answer_from": "none", "found": False, "names_entity": False, "support": 0.0}, "none"),
    ({"ambiguous": False, "answer_from": "wiki", "found": True, "names_entity": True, "support": 0.1}, "strong"),
    ({"ambiguous": False, "answer_from": "wiki", "found": True, "names_entity": False, "support": 0.9}, "strong"),
    ({"ambiguous": False, "answer_from": "wiki", "found": True, "names_entity": False, "support": 0.84}, "weak"),
    ({"ambiguous": False, "answer_from": "definition", "found": True, "names_entity": False, "support": 0.0},
     "strong"),
    # a graph statement chosen by its words (the statement route) is told what to look at, not known
    ({"ambiguous": False, "answer_from": "graph", "found": True, "names_entity": True, "support": 0.0,
      "by_words": True}, "strong"),
])
def test_confidence_by_route(kwargs: dict, level: str) -> None:  # type: ignore[type-arg]
    assert confidence(**kwargs) == level


@pytest.mark.parametrize("level,ambiguous,enabled,allowed", [
    ("weak", False, True, True), ("none", False, True, True), ("strong", False, True, False),
    ("exact", False, True, False), ("weak", True, True, False), ("weak", False, False, False),
])
def test_model_allowed_only_for_weak_or_none_unambiguous_and_enabled(level: str, ambiguous: bool, enabled: bool,
                                                                      allowed: bool) -> None:
    assert model_allowed(level, ambiguous, enabled) is allowed


def test_a_value_read_from_another_article_is_said_near_the_work_asked_about() -> None:
    from generator.engine.coverage import _valued_near

    k = engine("ari-lindqvist").knowledge
    far = ("About 4,200 people visited in seven weeks, far more than the gallery expected, many of them neighbours "
           "who had lived above a stream all their lives. It started a thread that runs, eight years later, to "
           "Tidemark.")
    assert not _valued_near(far, "Tidemark", k)  # "eight" is no number in digits, and 4,200 is far
    assert _valued_near("Tidemark drew about 31,000 people to the shore.", "Tidemark", k)
