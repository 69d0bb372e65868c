"""A generator for any author: the owner's pronouns, the ontology's kinds of work, and a new portfolio that builds.

The engine tests run on both portfolios with the owner's pronouns switched (he, she, they), so nothing here
holds for one author only.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from generator.engine import Engine
from generator.engine.wording import Owner, parse_pronouns
from tests.engine_support import PORTFOLIOS, TODAY, build


def owner(pronouns: str) -> Owner:
    return Owner("X", "Sam Rivera", "Sam", *parse_pronouns(pronouns))


@pytest.mark.parametrize("pronouns,said", [
    ("he/him", "He uses 3 tools; his work is his own; he has made it himself."),
    ("she/her", "She uses 3 tools; her work is hers own; she has made it herself."),
    ("they/them", "They use 3 tools; their work is theirs own; they have made it themselves."),
    ("xe/xem/xyr/xemself", "Xe uses 3 tools; xyr work is xyrs own; xe has made it xemself."),
    ("", "They use 3 tools; their work is theirs own; they have made it themselves."),
    ("She", "She uses 3 tools; her work is hers own; she has made it herself."),
])
def test_sentences_agree_with_the_owners_pronouns(pronouns: str, said: str) -> None:
    template = "{They} use{s} 3 tools; {their} work is {theirs} own; {they} {has} made it {themselves}."
    assert owner(pronouns).say(template) == said


def test_other_braces_are_left_alone() -> None:
    assert owner("she/her").say("what did {they} make in {year}") == "what did she make in {year}"


@pytest.fixture(scope="module", params=[(p, n) for p in PORTFOLIOS for n in ("he/him", "she/her", "they/them")],
                ids=lambda x: f"{x[0]}-{x[1].split('/')[0]}")
def as_owner(request: pytest.FixtureRequest) -> tuple[Engine, str, dict[str, Any]]:
    """A portfolio's engine with its owner's pronouns set to each of he, she and they."""
    name, pronouns = request.param
    state = copy.deepcopy(build(name).state)
    owner_id = next(i for i, e in state["entities"].items() if "Owner" in e["types"])
    state["entities"][owner_id]["facts"]["pronouns"] = [pronouns]
    return Engine(state), pronouns.split("/")[0], state


@pytest.mark.parametrize("template,kind", [
    ("where did {they} study", "education"), ("what talks {has} {they} given", "talks"),
    ("which talks did {they} give", "talks"), ("{their} salary", "privacy"), ("{is} {they} married", "privacy"),
    ("how old {is} {they}", "privacy"), ("what is {their} home address", "privacy"),
])
def test_questions_in_the_owners_pronouns_are_answered_alike(as_owner: tuple[Engine, str, dict[str, Any]],
                                                             template: str, kind: str) -> None:
    engine, _, _ = as_owner
    question = engine.knowledge.owner_info.say(template)
    p = engine.plan(question, TODAY)
    assert p["confidence"] in ("exact", "strong"), (question, p["trace"])
    if kind == "privacy":
        assert p["answer"]["sources"][0]["id"] == next(a["id"] for a in engine.knowledge.answers
                                                      if a["kind"] == "privacy"), question
    elif kind == "talks":
        talks = {i for i, e in engine.knowledge.entities.items() if "Talk" in e["types"]}
        assert talks and {r["id"] for r in p["results"]} >= talks, question
    else:
        assert p["answer_from"] in ("authored", "graph"), (question, p["route"])


@pytest.mark.parametrize("question", ["which dashboards does {they} use", "how many vector databases does {they} use",
                                      "which databases {has} {they} used"])
def test_an_empty_kind_gets_an_honest_sentence(as_owner: tuple[Engine, str, dict[str, Any]], question: str) -> None:
    engine, _, _ = as_owner
    p = engine.plan(engine.knowledge.owner_info.say(question), TODAY)
    text = (p["answer"] or {}).get("text") or ""
    assert " 0 " not in f" {text} " and ": ." not in text and "first: ." not in text, text


def test_composed_answers_use_the_owners_pronouns(as_owner: tuple[Engine, str, dict[str, Any]]) -> None:
    engine, subject, _ = as_owner
    for question in ("key work", engine.knowledge.owner_info.say("which skills {does} {they} use")):
        text = engine.plan(question, TODAY)["answer"]["text"]
        others = {"he", "she", "they", "his", "her", "their"} - {subject, engine.knowledge.owner_info.possessive}
        assert not [w for w in text.lower().replace(",", " ").replace(".", " ").split() if w in others], text


def test_a_kind_the_author_adds_is_asked_for_by_its_words() -> None:
    """examples/ari-lindqvist declares cj:Garden ("garden", "gardens", also "planting scheme") in its own
    ontology extension: no engine change lists them."""
    engine = Engine(build("ari-lindqvist").state)
    gardens = {i for i, e in engine.knowledge.entities.items() if "Garden" in e["types"]}
    for question in ("which gardens have they made", "gardens", "how many gardens", "list the planting schemes",
                     "show me Ari's gardens"):
        p = engine.plan(question, TODAY)
        assert {r["id"] for r in p["results"]} >= gardens and p["confidence"] == "exact", (question, p["trace"])
    assert "3 gardens" in engine.plan("how many gardens", TODAY)["answer"]["text"]


@pytest.mark.slow
def test_portfolio_new_writes_a_portfolio_that_builds_and_passes_its_suite(tmp_path: Path) -> None:
    from tests.test_site_sample import authored_prose, generated_pronouns

    folder = tmp_path / "new"

    def portfolio(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "generator.cli", *args], capture_output=True, text=True,
                              check=False, env={"NO_MKDOCS_2_WARNING": "1", "PATH": "/usr/bin:/bin"},
                              cwd=Path(__file__).resolve().parent.parent)

    made = portfolio("new", str(folder), "--name", "Sam Rivera", "--pronouns", "she/her")
    assert made.returncode == 0, made.stderr
    assert portfolio("new", str(folder)).returncode == 1  # never over an existing portfolio
    config = str(folder / "mkdocs.yml")
    built = portfolio("-f", config, "build")
    assert built.returncode == 0, built.stderr[-2000:]
    suite = portfolio("-f", config, "eval")
    assert suite.returncode == 0, suite.stdout
    assert portfolio("-f", config, "check").returncode == 0
    state = json.loads((folder / "site_build/data/knowledge-state.json").read_text(encoding="utf-8"))
    assert state["entities"]["SamRivera"]["facts"]["pronouns"] == ["she/her"]
    assert not generated_pronouns(folder / "site_build", authored_prose(folder / "mkdocs.yml"))
