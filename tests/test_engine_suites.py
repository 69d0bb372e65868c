"""The search suites: every regression case passes; the held-out suite has its floors and only reports."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from generator.evaluation import failures, load_cases, run_holdout
from tests.engine_support import REPO, TODAY, engine

REGRESSION = load_cases(REPO / "tests" / "search_eval.json")
HOLDOUT = load_cases(REPO / "tests" / "search_holdout.json")


def test_suite_sizes() -> None:
    assert len(REGRESSION) >= 200
    expects = Counter(c["expect"] for c in HOLDOUT)
    assert len(HOLDOUT) >= 60
    assert expects["answer"] >= 40 and expects["abstain"] >= 10 and expects["pivot"] >= 8


def test_every_regression_case_asserts_intent_source_and_more() -> None:
    for case in REGRESSION:
        asserted = set(case) & {"intent", "answer_from", "task", "operation", "expect_ids", "confidence",
                                "primary_resource", "answer_id", "answer_contains"}
        if case.get("kind") == "unrelated":
            assert "confidence" in case, case["question"]  # an unrelated question is judged by abstaining
        else:
            assert len(asserted) >= 2, case["question"]


@pytest.mark.parametrize("case", REGRESSION, ids=[c["question"][:60] for c in REGRESSION])
def test_regression_case(case: dict) -> None:  # type: ignore[type-arg]
    p = engine().plan(case["question"], TODAY)
    assert not failures(case, p), json.dumps({"problems": failures(case, p), "trace": p["trace"]}, indent=1)


def test_holdout_report_runs() -> None:
    # The held-out suite reports and never fails the build: this only checks that the report is computed.
    report = run_holdout(HOLDOUT, lambda q: engine().plan(q, TODAY))
    assert report["cases"] == len(HOLDOUT)
    assert 0.0 <= report["right_share"] <= 1.0
