"""The engine reads a question the same whatever pronoun it uses for the owner: word lists that name "he" name
"she" and "they" too, so another author's visitors are read as well as the sample's."""

from __future__ import annotations

import pytest

from generator.engine.planner import clean
from tests.engine_support import TODAY, engine


@pytest.mark.parametrize("pronoun", ["he", "she"])
def test_contractions_read_the_same_for_every_pronoun(pronoun: str) -> None:
    assert clean(f"{pronoun}'s based where?") == f"{pronoun} is based where"
    assert clean(f"{pronoun.capitalize()}\u2019s working on what") == f"{pronoun.capitalize()} is working on what"


@pytest.mark.parametrize("question", ["what was {} working on in may {} was busy", "in may {} shipped what"])
def test_may_after_in_is_the_month_whatever_the_pronoun(question: str) -> None:
    e = engine("sample")
    periods = {p: (e.plan(question.format(p, p), TODAY)["period"] or {}).get("start") for p in ("he", "she", "they")}
    assert len(set(periods.values())) == 1, periods
