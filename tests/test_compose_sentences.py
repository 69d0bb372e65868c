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


@pytest.mark.parametrize(("name", "question", "said"), [
    ("sample", "what did you build while at the hoshino lab",
     "works date from his time as Research engineer at Hoshino Lab (April 2019 to March 2021)."),
    ("sample", "what did he work on during his time at kestrel",
     "works date from his time at Kestrel Maps (July 2016 to March 2019)."),
    ("ari-lindqvist", "What did Ari do during their years at Fjordlys?",
     "4 works date from their time at Fjordlys Landskab (October 2015 to March 2019)."),
])
def test_works_of_a_role_date_from_the_owners_time_there(name: str, question: str, said: str) -> None:
    """The works of the owner's time in a role are said to date from it, in the owner's pronoun, the role named by
    its title and its organisation once ("19 works with Hoshino Lab had activity in Research engineer, Hoshino Lab"
    was said before)."""
    p = engine(name).plan(question, TODAY)
    assert p["route"] == "work_in_period"
    assert said in p["answer"]["text"]
    assert "had activity in" not in p["answer"]["text"]


@pytest.mark.parametrize(("name", "question", "relation", "unsaid"), [
    # stated on PathSnap; Breadcrumb's "succeeded by" is only inferred, and "related to" is implied by both
    ("sample", "compare Breadcrumb and PathSnap", "PathSnap, succeeds: Breadcrumb.", "related to"),
    ("sample", "how is Tessellate different from Flagstone", "Flagstone, succeeded by Tessellate.", "related to"),
    ("ari-lindqvist", "compare kløverbakken park and humlebakken's rain gardens",
     "Humlebakken School rain gardens, related to Kløverbakken Park.", "Kløverbakken Park, related to"),
])
def test_a_comparison_of_two_works_says_how_the_author_relates_them(name: str, question: str, relation: str,
                                                                     unsaid: str) -> None:
    """The stated relation between the two works comes first, by its most specific property and said once (the
    inverse the reasoner adds is not said again), and each work is told by its tagline and its outcome."""
    p = engine(name).plan(question, TODAY)
    assert p["route"] == "comparison"
    text = p["answer"]["text"]
    assert text.startswith(relation)
    assert unsaid not in text
    for result in p["results"][:2]:
        e = engine(name).knowledge.entities[result["id"]]
        for said in (*e["facts"].get("tagline", []), *e["facts"].get("outcome", [])):
            assert said.split(".")[0][:40] in text
