"""VERIFY (Algorithm 8), link stripping and reply parsing, case by case, including the limits the paper states."""

from __future__ import annotations

from functools import cache

import pytest

from generator.fallback.answer import parse_reply
from generator.fallback.verify import Verifier, says_nothing, strip_links
from tests.engine_support import engine

PASSAGES = ["projects/short-bus-delays#0", "projects/transitpulse#2"]
QUESTION = "the paper about bus delays"


@cache
def verifier() -> Verifier:
    return Verifier(engine().knowledge)


@cache
def evidence() -> str:
    k = engine().knowledge
    return "\n".join(p["text"] for p in k.passages if p["id"] in PASSAGES)


def problems(answer: str, question: str = QUESTION) -> list[str]:
    return verifier().problems(answer, question, evidence())


@pytest.mark.parametrize("answer", [
    "The paper was presented at the Transit Data Symposium in June 2021.",
    "Tobias Wren and Ruth Anand wrote it; it documents the method inside TransitPulse.",
    "Median error dropped from 94 seconds to 51, ten minutes out.",
    "It uses a gradient-boosted model from scikit-learn on sparse GTFS-realtime feeds.",
    "He built it. Bus delays were the subject.",  # capitalised sentence starts are not proper nouns
    "- Predicting short bus delays\n- Transit Data Symposium",
    "It predicts 5 things.",  # one digit that counts neither years nor months
    "It is about **TransitPulse** and the paper.",
    "It predicts delays, e.g. for the next stops, i.e. ahead.",
], ids=["grounded", "names-in-evidence", "numbers-in-evidence", "technical-in-evidence", "sentence-starts",
        "list", "single-digit", "markdown", "abbreviations"])
def test_grounded_answers_pass(answer: str) -> None:
    assert problems(answer) == []


@pytest.mark.parametrize("answer,problem", [
    ("He later reused it in saltmarsh work.", "names Saltmarsh"),
    ("It was built with Open Transit tools.", "names Open Transit"),
    ("The paper came out in 2019.", "has the number 2019"),
    ("Errors fell by 1,250 seconds.", "has the number 1250"),
    ("It took 3 years.", "has the number 3"),
    ("It took three years.", "counts 'three years'"),
    ("It ran on Kubernetes clusters.", "has the proper noun 'Kubernetes'"),
    ("It is deployed on AWS.", "has the acronym 'AWS'"),
    ("It renders with Next.js pages.", "has the technical token 'Next.js'"),
    ("It was ported to PyTorch later.", "has the technical token 'PyTorch'"),
    ("Call +44 20 7946 0958 to ask.", "contains a phone number"),
    ("Call +31 6 1234 5678 to ask.", "contains a phone number"),
    ("He was born on 3 May 1990.", "contains a birth date"),
    ("Write to tobias@example.org for a copy.", "contains a email address"),
    ("He lives at 12 Canal Street now.", "contains a street address"),
], ids=["entity-lowercase", "entity-phrase", "year", "thousands", "counted-digit", "counted-word", "proper-noun",
        "acronym", "dotted", "camel-case", "phone", "phone-short-groups", "birth-date", "email", "street"])
def test_inventions_are_problems(answer: str, problem: str) -> None:
    found = problems(answer)
    assert any(problem in p for p in found), found


def test_the_question_counts_as_known() -> None:
    assert problems("It mentions Kubernetes.", question="does it use Kubernetes") == []
    assert problems("It mentions Kubernetes.") != []


def test_the_owners_name_counts_as_known() -> None:
    k = engine().knowledge
    assert verifier().problems("Tobias Wren presented it.", QUESTION, "a paper was presented") == []
    assert k.owner is not None


def test_years_listed_are_not_a_phone_number() -> None:
    assert not any("phone" in p for p in problems("It ran in 2019 2020 2021."))


@pytest.mark.parametrize("answer", [
    "Zorblax presented the paper.",  # an invented name opening a sentence, in no catalog
    "The paper was presented at a conference about cats.",  # a false claim in ordinary lowercase words
], ids=["invented-sentence-start", "false-lowercase-claim"])
def test_the_stated_limits_pass_unseen(answer: str) -> None:
    """The paper's own words: VERIFY proves nothing about truth; these pass, and the tests say so."""
    assert problems(answer) == []


# ------------------------------------------------------------------ links

SUPPLIED = {"projects/short-bus-delays/", "https://en.wikipedia.org/wiki/API"}


@pytest.mark.parametrize("text,kept,removed", [
    ("See [the paper](projects/short-bus-delays/).", "See [the paper](projects/short-bus-delays/).", 0),
    ("See https://en.wikipedia.org/wiki/API.", "See https://en.wikipedia.org/wiki/API.", 0),
    ("See [the paper](https://evil.example/p).", "See the paper.", 1),
    ("See https://evil.example/p, then stop.", "See, then stop.", 1),
    ("Visit www.evil.example today.", "Visit today.", 1),
    ("Mail mailto:x@evil.example now.", "Mail now.", 1),
    ("Click <a href=\"https://evil.example\">here</a>.", "Click here.", 2),
    ("Run javascript:alert(1) now.", "Run (1) now.", 1),
    ("No links at all.", "No links at all.", 0),
], ids=["supplied-markdown", "supplied-bare", "foreign-markdown", "foreign-bare", "www", "mailto", "html",
        "javascript", "none"])
def test_links_the_server_did_not_supply_are_removed(text: str, kept: str, removed: int) -> None:
    assert strip_links(text, SUPPLIED) == (kept, removed)


@pytest.mark.parametrize("text,nothing", [
    ("", True), ("   ", True), ("I couldn't find that in the evidence.", True),
    ("The evidence does not mention it.", True), ("There is no information about that.", True),
    ("I don't know.", True), ("It is not stated in the passages.", True),
    ("He presented the paper in 2021.", False), ("He found a way to predict delays.", False),
])
def test_says_nothing(text: str, nothing: bool) -> None:
    assert says_nothing(text) is nothing


# ------------------------------------------------------------------ the reply's JSON

@pytest.mark.parametrize("reply,parsed", [
    ('{"answer": "It was in 2021.", "sources": [1, 2]}', ("It was in 2021.", [1, 2])),
    ('```json\n{"answer": "A.", "sources": [3]}\n```', ("A.", [3])),
    ('Here you are: {"answer": "A [2].", "sources": ["1"]}', ("A.", [1, 2])),
    ('{"answer": "A.", "sources": [true, "x", 4]}', ("A.", [4])),
    ('{"answer": "A."}', ("A.", [])),
    ("The paper was in 2021.", None),
    ('{"answer": 3, "sources": []}', None),
    ('{"answer": "A.", "sources": "1"}', None),
    ('{"answer": "A.", "sources": [1]', None),
    ("[1, 2]", None),
])
def test_parse_reply(reply: str, parsed: tuple[str, list[int]] | None) -> None:
    assert parse_reply(reply) == parsed
