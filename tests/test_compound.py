"""A question that asks two things at once is split into its parts (generator/engine/compound.py)."""

from __future__ import annotations

import pytest

from generator.engine.compound import second_part, shared_parts


@pytest.mark.parametrize(("question", "parts"), [
    ("When and where did Ari give the talk Dipwells don't lie",
     ["When did Ari give the talk Dipwells don't lie", "where did Ari give the talk Dipwells don't lie"]),
    ("where, and when was it built", ["where was it built", "when was it built"]),
    ("who and why started the collective", ["who started the collective", "why started the collective"]),
])
def test_two_question_words_share_the_rest(question: str, parts: list[str]) -> None:
    assert shared_parts(question) == parts


@pytest.mark.parametrize("question", [
    "when and when did he start",  # one question word twice asks one thing
    "rust and go projects",  # no question word
    "what is Rust and Go",  # "and" joins names, not questions
    "where and",  # nothing shared
])
def test_other_questions_are_not_split_by_shared_words(question: str) -> None:
    assert shared_parts(question) is None


@pytest.mark.parametrize(("question", "second"), [
    ("Where did Ari study, and what did they study", "what did they study"),
    ("where was TransitPulse hosted after the rebuild and what was the ingest written in",
     "what was the ingest written in"),
    ("did he work in Kyoto; and when did he leave Japan", "when did he leave Japan"),
])
def test_a_second_question_after_and(question: str, second: str) -> None:
    assert second_part(question) == second


@pytest.mark.parametrize("question", [
    "what memory bug plagued the interpreter, and how was it fixed",  # "it" points back: no question alone
    "which plants went in at Claddagh Quay and who planted them",  # "them"
    "tell me about Rust and what he built",  # the first part asks nothing
    "what is Box and Rc in Rust",  # no second question word
    "who is Fergal and what is",  # too short to ask anything
])
def test_no_second_question_when_it_leans_on_the_first_or_there_is_none(question: str) -> None:
    assert second_part(question) is None
