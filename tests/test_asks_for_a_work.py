"""Whether a question asks which work it describes (coverage.asks_for_a_work): then the lead of the work words
and meaning agree on, which says what the work is, answers it; a question that asks something of the work is
answered by what a passage itself says."""

from __future__ import annotations

import pytest

from generator.engine.coverage import asks_for_a_work
from generator.engine.linking import link
from generator.engine.question import prepare
from tests.engine_support import engine

WHICH_WORK = [
    ("sample", "is there a notes app he made that syncs a phone and a laptop"),
    ("sample", "has he made a puzzle game where a heron races the tide?"),
    ("sample", "the box in a flower bed that counted passing cyclists"),
    ("sample", "what was that thing he built that counted bikes with a magnet?"),
    ("sample", "what was that project with solar e-ink signs at bus stops?"),
    ("ari-lindqvist", "which class does Ari run where students spend a week on a bog?"),
    ("ari-lindqvist", "what was that project with wooden posts along the shore?"),
]
SOMETHING_OF_IT = [
    ("sample", "what did he find out about bus delays"),
    ("sample", "what did the solar e-ink stop signs offer riders with bad eyesight"),
    ("sample", "can he start next month"),
    ("sample", "how does the notes app merge edits from two phones?"),
    ("ari-lindqvist", "what did they find out about rewetting a cutaway bog"),
    ("ari-lindqvist", "why did the willow stakes die at the salmon channel?"),
]


@pytest.mark.parametrize("name,text", WHICH_WORK)
def test_a_question_that_asks_which_work(name: str, text: str) -> None:
    k = engine(name).knowledge
    assert asks_for_a_work(prepare(text, link(text, k), k), k)


@pytest.mark.parametrize("name,text", SOMETHING_OF_IT)
def test_a_question_that_asks_something_of_a_work(name: str, text: str) -> None:
    k = engine(name).knowledge
    assert not asks_for_a_work(prepare(text, link(text, k), k), k)
