"""The search suites (paper, section 9): the regression suite guards behaviour, the held-out suite reports.

Regression case (tests/search_eval.json): a question and the assertions it must satisfy, each optional:
intent, answer_from, route, task, operation, confidence (one value or a list), primary_resource (the role of
the primary resource), expect_ids (all of them among the first `top` results, default 3), answer_id (the
authored answer used), answer_contains (a phrase the answer text must contain).

Held-out case (tests/search_holdout.json): expect "answer" (answered as exact or strong, an expected id among
the results or the authored answer used), "abstain" (not answered: confidence none, or weak shown as
"closest match"), or "pivot" (the zero-result pivot).
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

Plan = dict[str, Any]
Planner = Callable[[str], Plan]

ANSWERED = ("exact", "strong")


def load_cases(path: Path) -> list[dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    cases: list[dict[str, Any]] = data["cases"]
    return cases


def result_ids(p: Plan) -> list[str]:
    return [r["id"] for r in p["results"]]


def failures(case: dict[str, Any], p: Plan) -> list[str]:
    """What a regression case asserts that the plan does not do (empty when the case passes)."""
    problems = []
    for field in ("intent", "answer_from", "route", "task", "operation"):
        if field in case and p[field] != case[field]:
            problems.append(f"{field} is {p[field]!r}, expected {case[field]!r}")
    if "confidence" in case:
        allowed = case["confidence"] if isinstance(case["confidence"], list) else [case["confidence"]]
        if p["confidence"] not in allowed:
            problems.append(f"confidence is {p['confidence']!r}, expected {' or '.join(allowed)}")
    if "primary_resource" in case:
        primary = next((r["role"] for r in p["resources"] if r["primary"]), None)
        if primary != case["primary_resource"]:
            problems.append(f"primary resource is {primary!r}, expected {case['primary_resource']!r}")
    if "expect_ids" in case:
        top = result_ids(p)[: case.get("top", 3)]
        missing = [i for i in case["expect_ids"] if i not in top]
        if missing:
            problems.append(f"{', '.join(missing)} not in the first {case.get('top', 3)} results {top}")
    if "answer_id" in case:
        used = next((s["id"] for s in (p["answer"] or {}).get("sources", []) if s["kind"] == "authored"), None)
        if used != case["answer_id"]:
            problems.append(f"authored answer is {used!r}, expected {case['answer_id']!r}")
    if "answer_contains" in case:
        text = (p["answer"] or {}).get("text") or ""
        if case["answer_contains"].lower() not in text.lower():
            problems.append(f"answer does not contain {case['answer_contains']!r}")
    return problems


def run_regression(cases: list[dict[str, Any]], plan: Planner) -> dict[str, Any]:
    """Every case with its failures, and the retrieval MRR over cases that name expected ids."""
    failed = []
    reciprocal = []
    for case in cases:
        p = plan(case["question"])
        problems = failures(case, p)
        if problems:
            failed.append({"question": case["question"], "problems": problems})
        if case.get("expect_ids"):
            reciprocal.append(_reciprocal_rank(case["expect_ids"], result_ids(p)))
    return {"cases": len(cases), "passed": len(cases) - len(failed), "failed": failed,
            "retrieval_mrr": round(statistics.fmean(reciprocal), 4) if reciprocal else None}


def _reciprocal_rank(expected: list[str], ranked: list[str]) -> float:
    for rank, entity_id in enumerate(ranked, start=1):
        if entity_id in expected:
            return 1.0 / rank
    return 0.0


def holdout_outcome(case: dict[str, Any], p: Plan) -> tuple[bool, float | None]:
    """(right outcome, reciprocal rank for answer cases)."""
    expect = case["expect"]
    if expect == "pivot":
        return p["intent"] == "pivot", None
    if expect == "abstain":
        return p["confidence"] not in ANSWERED and p["intent"] != "pivot", None
    authored = next((s["id"] for s in (p["answer"] or {}).get("sources", []) if s["kind"] == "authored"), None)
    if case.get("answer_id") and authored == case["answer_id"]:
        rr = 1.0
    elif case.get("expected_ids"):
        # a general definition's answer is its term: the cited definition stands first, before any result
        defined = [s["id"] for s in (p["answer"] or {}).get("sources", []) if s["kind"] == "definition"]
        rr = _reciprocal_rank(case["expected_ids"], defined + result_ids(p))
    else:
        rr = 1.0 if p["answer"] else 0.0
    return p["confidence"] in ANSWERED and rr > 0, rr if p["confidence"] in ANSWERED else 0.0


def run_holdout(cases: list[dict[str, Any]], plan: Planner) -> dict[str, Any]:
    """The held-out report: share right, answer MRR, unrelated abstained, pivots; and every miss."""
    right = 0
    rr: list[float] = []
    by_expect: dict[str, list[int]] = {}
    misses = []
    abstained_none = 0
    for case in cases:
        p = plan(case["question"])
        ok, reciprocal = holdout_outcome(case, p)
        right += ok
        counts = by_expect.setdefault(case["expect"], [0, 0])
        counts[0] += ok
        counts[1] += 1
        if case["expect"] == "answer":
            rr.append(reciprocal or 0.0)
        if case["expect"] == "abstain" and p["confidence"] == "none":
            abstained_none += 1
        if not ok:
            misses.append({"question": case["question"], "expect": case["expect"], "intent": p["intent"],
                           "route": p["route"], "confidence": p["confidence"],
                           "results": result_ids(p)[:3], "expected": case.get("expected_ids", [])})
    return {
        "cases": len(cases),
        "right": right,
        "right_share": round(right / len(cases), 4) if cases else None,
        "answer_mrr": round(statistics.fmean(rr), 4) if rr else None,
        "by_expect": {k: {"right": v[0], "of": v[1]} for k, v in sorted(by_expect.items())},
        "unrelated_abstained_as_none": abstained_none,
        "misses": misses,
    }


def latency(questions: list[str], fn: Callable[[str], object], repeat: int = 1) -> dict[str, float]:
    """Median, 95th percentile and maximum milliseconds of fn over the questions (each run `repeat` times)."""
    times = []
    for q in questions:
        for _ in range(repeat):
            start = time.perf_counter()
            fn(q)
            times.append((time.perf_counter() - start) * 1000.0)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    return {"median": round(statistics.median(times), 3), "p95": round(p95, 3), "max": round(times[-1], 3)}
