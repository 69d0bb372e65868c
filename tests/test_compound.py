"""A question that asks two things at once is split into its parts (generator/engine/compound.py)."""

from __future__ import annotations

import pytest

from generator.engine.compound import shared_parts, two_questions


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
    # past the words a visitor opens with
    ("so who are you and what kind of work do you do", "what kind of work do you do"),
    ("ok, well, where did Ari study and what did they study", "what did they study"),
])
def test_a_second_question_after_and(question: str, second: str) -> None:
    parts = two_questions(question)
    assert parts is not None and parts[1] == second


@pytest.mark.parametrize("question", [
    "what memory bug plagued the interpreter, and how was it fixed",  # "it" points back: no question alone
    "which plants went in at Claddagh Quay and who planted them",  # "them"
    "tell me about Rust and what he built",  # the first part asks nothing
    "what is Box and Rc in Rust",  # no second question word
    "who is Fergal and what is",  # too short to ask anything
])
def test_no_second_question_when_it_leans_on_the_first_or_there_is_none(question: str) -> None:
    assert two_questions(question) is None


def _fake_plans(confidences: dict[str, str]):  # type: ignore[no-untyped-def]
    """plan_one for compound_plan: each question's confidence as given, its text its question."""
    def plan_one(question: str) -> dict:  # type: ignore[type-arg]
        level = confidences[question]
        answer = None if level == "none" else {"text": question.upper(), "sources": []}
        return {"question": question, "confidence": level, "answer": answer, "results": [], "trace": [],
                "route": "x", "read_as": None}
    return plan_one


@pytest.mark.parametrize(("first", "second", "answers"), [
    ("exact", "exact", True),  # each part answered exactly: both together answer the whole
    ("exact", "strong", False),  # a part read alone has lost what the other said: shared words are no answer
    ("exact", "none", False),
])
def test_two_questions_the_whole_cannot_answer_are_answered_part_by_part(first: str, second: str,
                                                                         answers: bool) -> None:
    from generator.engine.compound import compound_plan

    question = "who is this guy and what does he do"
    p = compound_plan(question, _fake_plans({question: "none", "who is this guy": first,
                                             "what does he do": second}))
    assert (p["confidence"] == "exact") is answers
    if answers:
        assert p["answer"]["text"] == "WHO IS THIS GUY WHAT DOES HE DO"


@pytest.mark.parametrize(("whole", "first", "second", "answer"), [
    # a passage the two questions' shared words found, strong, yields to two exact parts
    ("strong", "exact", "exact", "SO WHO ARE YOU WHAT KIND OF WORK DO YOU DO"),
    ("weak", "exact", "exact", "SO WHO ARE YOU WHAT KIND OF WORK DO YOU DO"),
    # an exact whole stands, and one part short of exact leaves the whole as it was
    ("exact", "exact", "exact", "SO WHO ARE YOU AND WHAT KIND OF WORK DO YOU DO"),
    ("strong", "exact", "strong", "SO WHO ARE YOU AND WHAT KIND OF WORK DO YOU DO"),
])
def test_two_questions_each_answered_exactly_are_answered_so(whole: str, first: str, second: str,
                                                             answer: str) -> None:
    from generator.engine.compound import compound_plan

    question = "so who are you and what kind of work do you do"
    p = compound_plan(question, _fake_plans({question: whole, "so who are you": first,
                                             "what kind of work do you do": second}))
    assert p["answer"]["text"] == answer


def test_the_owners_name_inside_a_way_of_naming_the_owner_is_the_owner() -> None:
    from generator.engine.question import generic_form

    owner = frozenset({"tobias", "wren"})
    assert generic_form("so who is this Tobias Wren guy", owner, frozenset({"he"}))[0] == "so who is @"
    assert generic_form("who is the tobias wren developer", owner, frozenset({"he"}))[0] == "who is @"
    assert generic_form("who is this guy", owner, frozenset({"he"}))[0] == "who is @"
