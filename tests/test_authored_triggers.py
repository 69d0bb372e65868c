"""An authored answer's triggers say what a question is about, not what it asks (authored.by_trigger).

On both portfolios: the sample's answer on the owner's time in Japan has triggers; the second portfolio's
answer on where the owner lives is given one here ("vancouver"), as its author could. A question that says a
trigger and asks the answer's own topic gets the answer; one that says a trigger and asks after something the
answer never tells (sensors in a house, a breach in a dyke) does not.
"""

from __future__ import annotations

import copy

import pytest

from generator.engine import Engine
from tests.engine_support import TODAY, build

TRIGGERED = {"sample": ("time-in-japan", None), "ari-lindqvist": ("based-where", ["vancouver"])}


def engine_with_triggers(name: str) -> Engine:
    state = copy.deepcopy(build(name).state)
    answer_id, triggers = TRIGGERED[name]
    if triggers:
        next(a for a in state["answers"] if a["id"] == answer_id)["triggers"] = triggers
    return Engine(state)


@pytest.fixture(scope="module", params=sorted(TRIGGERED))
def portfolio(request: pytest.FixtureRequest) -> tuple[str, Engine]:
    return request.param, engine_with_triggers(request.param)


ABOUT_THE_ANSWER = {
    "sample": ["what did he do in kyoto", "when did he move to japan", "how long did he live in osaka"],
    "ari-lindqvist": ["what did ari do in vancouver", "was ari ever based in vancouver",
                      "how long did ari live in vancouver"],
}
ABOUT_SOMETHING_ELSE = {
    "sample": ["what did the sensors in his kyoto house show about the mould on the wall",
               "how big was the research group he joined in kyoto and who led it",
               "which japanese sentence collection with english translations did his app draw on"],
    "ari-lindqvist": ["how wide was the breach they cut in the dyke near vancouver",
                      "how long was the side channel they reopened near vancouver",
                      "what did they dig out of the old dyke near vancouver"],
}


def test_a_trigger_with_the_answers_own_topic_gets_the_answer(portfolio: tuple[str, Engine]) -> None:
    name, engine = portfolio
    answer_id = TRIGGERED[name][0]
    for question in ABOUT_THE_ANSWER[name]:
        p = engine.plan(question, TODAY)
        assert p["route"] == "authored", (question, p["route"])
        assert p["answer"] and p["answer"]["text"] == next(
            a["text"] for a in engine.knowledge.answers if a["id"] == answer_id), question


def test_a_trigger_beside_a_topic_the_answer_never_tells_is_not_the_answer(portfolio: tuple[str, Engine]) -> None:
    name, engine = portfolio
    authored = next(a["text"] for a in engine.knowledge.answers if a["id"] == TRIGGERED[name][0])
    for question in ABOUT_SOMETHING_ELSE[name]:
        p = engine.plan(question, TODAY)
        assert p["route"] != "authored", question
        assert not p["answer"] or p["answer"]["text"] != authored, question


ERRANDS = {  # a question of no one that says more than the answer's topic: the visitor's own errand
    "sample": ["what's the best time of year to visit kyoto", "best time of year to see the autumn leaves in kyoto"],
    "ari-lindqvist": ["what's the best time of year to visit vancouver",
                      "best season to see the cherry blossom in vancouver"],
}
TOPIC_ALONE = {  # every word the answer or its own questions use: its topic asked alone
    "sample": ["time in japan", "kyoto years", "japan?"],
    "ari-lindqvist": ["vancouver?", "vancouver"],
}


def test_a_trigger_in_a_question_of_no_one_that_asks_more_is_not_the_answer(portfolio: tuple[str, Engine]) -> None:
    name, engine = portfolio
    for question in ERRANDS[name]:
        assert engine.plan(question, TODAY)["route"] != "authored", question
    for question in TOPIC_ALONE[name]:
        assert engine.plan(question, TODAY)["route"] == "authored", question
