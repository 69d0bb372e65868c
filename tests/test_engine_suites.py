"""The search suites of every portfolio: each regression case passes; the held-out suites have their floors
and only report. Each portfolio's suites live with its content (content/questions/)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from generator.evaluation import declining_answers, failures, load_cases, run_crag, run_holdout, suite_version
from tests.engine_support import PORTFOLIOS, TODAY, engine, questions_dir

REGRESSION = {name: load_cases(questions_dir(name) / "regression.json") for name in PORTFOLIOS}
CASES = [(name, case) for name, cases in REGRESSION.items() for case in cases]
HOLDOUTS = [(name, path) for name in PORTFOLIOS for path in sorted(questions_dir(name).glob("holdout*.json"))]
FLOORS = {"sample": 200, "ari-lindqvist": 60}
"""Each portfolio's regression suite holds at least this many cases."""


@pytest.mark.parametrize("name", PORTFOLIOS)
def test_suite_sizes(name: str) -> None:
    assert len(REGRESSION[name]) >= FLOORS[name]
    # the general suites (holdout-vN); a suite of one kind of question (holdout-paraphrase-v1) has no pivots
    holdouts = [path for n, path in HOLDOUTS if n == name and path.name.startswith("holdout-v")]
    assert holdouts, f"{name} has no held-out suite"
    cases = load_cases(holdouts[0])
    expects = Counter(c["expect"] for c in cases)
    assert len(cases) >= 60
    assert expects["answer"] >= 40 and expects["abstain"] >= 10 and expects["pivot"] >= 8


def test_every_regression_case_asserts_intent_source_and_more() -> None:
    for _, case in CASES:
        asserted = set(case) & {"intent", "answer_from", "task", "operation", "expect_ids", "confidence",
                                "primary_resource", "answer_id", "answer_contains"}
        if case.get("kind") == "unrelated":
            assert "confidence" in case, case["question"]  # an unrelated question is judged by abstaining
        else:
            assert len(asserted) >= 2, case["question"]


@pytest.mark.parametrize("name,case", CASES, ids=[f"{n}: {c['question'][:60]}" for n, c in CASES])
def test_regression_case(name: str, case: dict) -> None:  # type: ignore[type-arg]
    p = engine(name).plan(case["question"], TODAY)
    assert not failures(case, p), json.dumps({"problems": failures(case, p), "trace": p["trace"]}, indent=1)


@pytest.mark.parametrize("name,path", HOLDOUTS, ids=[f"{n}: {p.name}" for n, p in HOLDOUTS])
def test_holdout_report_runs(name: str, path: object) -> None:
    # A held-out suite reports and never fails the build: this only checks that the report is computed.
    cases = load_cases(path)  # type: ignore[arg-type]
    if suite_version(path) >= 2:  # type: ignore[arg-type]
        declining = declining_answers(engine(name).knowledge.answers)
        report = run_crag(cases, lambda q: engine(name).plan(q, TODAY), declining)
        assert -1.0 <= report["score"] <= 1.0
    else:
        report = run_holdout(cases, lambda q: engine(name).plan(q, TODAY))
        assert 0.0 <= report["right_share"] <= 1.0
    assert report["cases"] == len(cases)
