"""The search suites (paper, section 9): the regression suite guards behaviour, the held-out suite reports.

Regression case (tests/search_eval.json): a question and the assertions it must satisfy, each optional:
intent, answer_from, route, task, operation, confidence (one value or a list), primary_resource (the role of
the primary resource), expect_ids (all of them among the first `top` results, default 3), answer_id (the
authored answer used), answer_contains (a phrase, or a list of phrases, the answer text must contain).

Held-out case, version 1: expect "answer" (answered as exact or strong, an expected id among the results or the
authored answer used), "abstain" (not answered: confidence none, or weak shown as "closest match"), or "pivot"
(the zero-result pivot).

Held-out case, version 2 (the suite's "version"): the same, and an answerable case also says what a right answer
must say: `answer_must_contain` (strings that must all be in the answer text) and, for a question a section of
an article answers, `section` (the heading of the passage the answer must cite). It is scored as CRAG does
(Yang et al., 2024): +1 right, 0 abstained (weak or none), -1 confidently wrong, so a wrong "exact" costs more
than an honest "not found".
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
        text = ((p["answer"] or {}).get("text") or "").lower()
        wanted = case["answer_contains"]
        for phrase in [wanted] if isinstance(wanted, str) else wanted:
            if phrase.lower() not in text:
                problems.append(f"answer does not contain {phrase!r}")
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


def _says(case: dict[str, Any], p: Plan) -> bool:
    """True when the answer text says everything the case asks for: a passage answer from the section the case
    names; a graph answer about one of the expected entities, whose own statement ("410 pupils planted it")
    says it as well as the section does."""
    answer = p["answer"] or {}
    text = (answer.get("text") or "").lower()
    if not all(part.lower() in text for part in case.get("answer_must_contain", [])):
        return False
    section = case.get("section")
    if section:
        cited = [s.get("label", "") for s in answer.get("sources", []) if s.get("kind") == "passage"]
        if not cited:
            graph = [s.get("id") for s in answer.get("sources", []) if s.get("kind") == "graph"]
            return bool(case.get("answer_must_contain")) and any(i in case.get("expected_ids", []) for i in graph)
        return any(label.rsplit(" › ", 1)[-1].strip().lower() == section.strip().lower() for label in cited)
    return True


DECLINING_KINDS = frozenset({"privacy"})
"""Kinds of authored answers that may decline what was asked ("That is private, and this site does not say"): to a
question the content does not answer, such an answer is the abstention asked for, whatever confidence the
authored route gives it. (To one it answers, "does the site track visitors", it is scored as any answer is.)"""


def declining_answers(answers: list[dict[str, Any]]) -> frozenset[str]:
    """The ids of the authored answers (the knowledge state's `answers`) whose kind declines (DECLINING_KINDS)."""
    return frozenset(str(a["id"]) for a in answers if a.get("kind") in DECLINING_KINDS)


def declines(p: Plan, declining: frozenset[str]) -> bool:
    """True when the plan's answer is one of the declining authored answers."""
    return any(s.get("kind") == "authored" and s.get("id") in declining for s in (p["answer"] or {}).get("sources", []))


def crag_outcome(case: dict[str, Any], p: Plan, declining: frozenset[str] = frozenset()) -> int:
    """+1 right, 0 abstained, -1 confidently wrong (CRAG's scoring). An answer that declines (one of `declining`,
    the ids declining_answers gives) is right for a question the content does not answer."""
    pivoted = p["intent"] == "pivot"
    confident = p["confidence"] in ANSWERED
    expect = case["expect"]
    if expect == "abstain":
        return 1 if (not confident or declines(p, declining)) and not pivoted else -1
    if expect == "pivot":
        return 1 if pivoted else (0 if not confident else -1)
    if pivoted:
        return -1  # a pivot says the graph lacks what the question asks about
    if not confident:
        return 0
    return 1 if _says(case, p) else -1


def run_crag(cases: list[dict[str, Any]], plan: Planner, declining: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The version-2 held-out report: CRAG score, right / abstained / wrong by what was expected, answer MRR on
    the expected ids, and every case that was not right (`declining`: as crag_outcome reads it)."""
    by_expect: dict[str, dict[str, int]] = {}
    rr: list[float] = []
    misses = []
    total = 0
    for case in cases:
        p = plan(case["question"])
        outcome = crag_outcome(case, p, declining)
        total += outcome
        counts = by_expect.setdefault(case["expect"], {"right": 0, "abstained": 0, "wrong": 0, "of": 0})
        counts["of"] += 1
        counts[{1: "right", 0: "abstained", -1: "wrong"}[outcome]] += 1
        if case["expect"] == "answer":
            _, reciprocal = holdout_outcome(case, p)
            rr.append(reciprocal or 0.0)
        if outcome < 1:
            misses.append({"question": case["question"], "expect": case["expect"], "kind": case.get("kind", ""),
                           "outcome": outcome, "intent": p["intent"], "route": p["route"],
                           "confidence": p["confidence"], "results": result_ids(p)[:3],
                           "expected": case.get("expected_ids", []),
                           "must_contain": case.get("answer_must_contain", []), "section": case.get("section"),
                           "answer": ((p["answer"] or {}).get("text") or "")[:160]})
    answerable = by_expect.get("answer", {"right": 0, "of": 0, "wrong": 0})
    wrong = sum(c["wrong"] for c in by_expect.values())
    return {
        "cases": len(cases),
        "score": round(total / len(cases), 4) if cases else None,
        "by_expect": dict(sorted(by_expect.items())),
        "answerable_right_share": round(answerable["right"] / answerable["of"], 4) if answerable["of"] else None,
        "confidently_wrong": wrong,
        "confidently_wrong_share": round(wrong / len(cases), 4) if cases else None,
        "answer_mrr": round(statistics.fmean(rr), 4) if rr else None,
        "misses": misses,
    }


def suite_version(path: Path) -> int:
    return int(json.loads(path.read_text(encoding="utf-8")).get("version", 1))


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
