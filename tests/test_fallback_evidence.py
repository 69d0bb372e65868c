"""The evidence pack of Algorithm 8 and the prompt that carries it within its token budget."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from generator.fallback.client import Turn, request_tokens
from generator.fallback.evidence import (
    ELLIPSIS,
    FIRST_PROMPT_TOKENS,
    MIN_PASSAGE_CHARS,
    PROMPT_TOKENS,
    Item,
    best_passages,
    build_prompt,
    estimate_tokens,
    evidence_pack,
    fit,
)
from tests.engine_support import REPO, TODAY, engine

SUITES = sorted((REPO / "content" / "questions").glob("holdout*.json"))  # every held-out suite of the sample


def weak_or_none_questions() -> list[str]:
    """The held-out questions the fallback could be asked: rated weak or none, and not ambiguous."""
    questions = []
    for suite in SUITES:
        for case in json.loads(Path(suite).read_text(encoding="utf-8"))["cases"]:
            plan = engine().plan(case["question"], TODAY)
            if plan["confidence"] in ("weak", "none") and not plan["ambiguous"]:
                questions.append(case["question"])
    return list(dict.fromkeys(questions))


def test_estimate_is_characters_over_four_rounded_up() -> None:
    assert [estimate_tokens("x" * n) for n in (0, 1, 4, 5, 4000)] == [0, 1, 1, 2, 1000]


def test_pack_holds_the_five_best_passages_the_plans_own_and_a_definition() -> None:
    k = engine().knowledge
    plan = engine().plan("what is an API anyway", TODAY)
    evidence = evidence_pack(plan, k)
    passages = [i.key for i in evidence.items if i.kind == "passage"]
    assert passages[:5] == [k.passages[i]["id"] for i in best_passages(plan["question"], k)]
    own = [s["id"] for s in plan["answer"]["sources"] if s["kind"] == "passage"]
    assert set(own) <= set(passages) and len(passages) == len(set(passages)) <= 6
    definitions = [i for i in evidence.items if i.kind == "definition"]
    assert [d.key for d in definitions] == ["TermApi"]
    assert definitions[0].url == "https://en.wikipedia.org/wiki/API"


def test_pack_without_a_general_term_has_no_definition() -> None:
    evidence = evidence_pack(engine().plan("what did he find out about bus delays", TODAY), engine().knowledge)
    assert [i.kind for i in evidence.items] == ["passage"] * len(evidence.items) and len(evidence.items) >= 5


def test_prompt_starts_with_the_plans_own_passage() -> None:
    plan = engine().plan("what did he find out about bus delays", TODAY)
    prompt = build_prompt(plan, evidence_pack(plan, engine().knowledge), engine().knowledge)
    assert prompt.evidence.items[0].key == plan["answer"]["sources"][0]["id"]
    assert prompt.user.startswith(f"Question: {plan['question']}\n\nEvidence:\n[1] ")


def test_prompt_carries_the_vocabulary_but_no_entity_list() -> None:
    k = engine().knowledge
    plan = engine().plan("what did he find out about bus delays", TODAY)
    prompt = build_prompt(plan, evidence_pack(plan, k), k)
    assert "cj:" in prompt.system and "usedBy" in prompt.system and "SoftwareLibrary" in prompt.system
    works = [e["label"] for e in k.entities.values() if "Work" in e["types"] and len(e["label"]) >= 5]
    assert len(works) > 100
    assert [w for w in works if w in prompt.system] == []


def test_every_weak_or_none_held_out_question_fits_the_first_prompt_budget() -> None:
    k = engine().knowledge
    questions = weak_or_none_questions()
    assert len(questions) >= 40
    sizes = []
    for question in questions:
        plan = engine().plan(question, TODAY)
        pack = evidence_pack(plan, k)
        prompt = build_prompt(plan, pack, k)
        wire = request_tokens(prompt.system, [Turn("user", prompt.user)])  # the request as sent, JSON and all
        assert prompt.tokens <= FIRST_PROMPT_TOKENS, question
        assert wire <= PROMPT_TOKENS, question
        assert len(prompt.evidence.items) == len(pack.items), question  # passages cut to fit, none dropped
        sizes.append(prompt.tokens)
    assert max(sizes) <= FIRST_PROMPT_TOKENS


def test_a_question_at_the_apis_size_limit_still_fits() -> None:
    k = engine().knowledge
    question = ("bus delays kalman filter museum tiles spreadsheet " * 20)[:500]
    plan = engine().plan(question, TODAY)
    prompt = build_prompt(plan, evidence_pack(plan, k), k)
    assert prompt.tokens <= FIRST_PROMPT_TOKENS


@pytest.mark.parametrize("budget", [1200, 1600, 2300])
def test_passages_are_cut_at_words_to_fit_a_smaller_budget(budget: int) -> None:
    k = engine().knowledge
    plan = engine().plan("what did he find out about bus delays", TODAY)
    prompt = build_prompt(plan, evidence_pack(plan, k), k, budget=budget)
    assert prompt.tokens <= budget
    for item in prompt.evidence.items:
        original = next(p["text"] for p in k.passages if p["id"] == item.key)
        if item.text != original:
            assert item.text.endswith(ELLIPSIS) and original.startswith(item.text[:-1])
            assert len(item.text) >= MIN_PASSAGE_CHARS


def test_fit_shares_room_fairly_and_drops_from_the_end() -> None:
    items = [Item("passage", f"p{n}", f"P{n}", None, " ".join(["word"] * size)) for n, size in
             enumerate([10, 300, 300])]
    shown = fit(items, 1200)
    assert shown[0].text == items[0].text  # the short one whole
    assert all(len(i.text) <= 1200 for i in shown) and shown[1].text.endswith(ELLIPSIS)
    total = sum(len(i.render(n)) + 2 for n, i in enumerate(shown, start=1))
    assert total <= 1200
    assert [i.key for i in fit(items, 400)] == ["p0", "p1", "p2"]  # 160 characters or more each: all kept
    assert [i.key for i in fit(items, 300)] == ["p0", "p1"]  # less: the last is dropped, the others cut
    assert fit(items, 10) == []


def test_budget_leaves_room_for_tool_rounds() -> None:
    assert FIRST_PROMPT_TOKENS < PROMPT_TOKENS
    assert math.isclose(PROMPT_TOKENS, 3000)
