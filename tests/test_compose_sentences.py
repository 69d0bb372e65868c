"""The small pieces of wording answers are made of (compose.py): a kind's article, a description's first
sentence, and a comparison that says only what it knows."""

from __future__ import annotations

import pytest

from generator.engine.compose import _a, _first_sentence
from tests.engine_support import TODAY, engine


@pytest.mark.parametrize(("noun", "said"), [("exhibition", "an exhibition"), ("garden", "a garden"),
                                            ("Organisation", "an Organisation"), ("public park", "a public park")])
def test_a_kind_takes_the_article_its_first_letter_asks_for(noun: str, said: str) -> None:
    assert _a(noun) == said


@pytest.mark.parametrize(("text", "first"), [
    ("A talk in Lisbon. It was long.", "A talk in Lisbon."),
    ("Objects dated c. 1750 are read as a span. The rest follows.", "Objects dated c. 1750 are read as a span."),
    ("Tools, e.g. Python, were used. Then more.", "Tools, e.g. Python, were used."),
    ("No full stop at all", "No full stop at all"),
])
def test_the_first_sentence_ends_at_a_stop_before_a_capital(text: str, first: str) -> None:
    assert _first_sentence(text) == first


@pytest.mark.parametrize(("name", "question"), [
    ("ari-lindqvist", "What's the difference between Kløverbakken Park and the Humlebakken rain gardens?"),
    ("ari-lindqvist", "Which came first, Waterlines or Tidemark?"),
    ("sample", "compare waymark and scout"),
])
def test_a_comparison_never_says_a_work_uses_no_skill(name: str, question: str) -> None:
    p = engine(name).plan(question, TODAY)
    assert p["route"] == "comparison"
    text = p["answer"]["text"]
    assert "no skill of its own" not in text and " a exhibition" not in text and " a a" not in text
