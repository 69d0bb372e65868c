"""Any string gets a plan, never an exception, quickly; plans are deterministic; regexes cannot blow up."""

from __future__ import annotations

import importlib
import json
import pkgutil
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import generator
from generator.questions import ADVERSARIAL
from tests.engine_support import TODAY, engine


def test_adversarial_inputs_get_a_plan() -> None:
    # Their latency is a benchmark figure (`portfolio bench` prints it), not a timed assertion.
    e = engine()
    for text in ADVERSARIAL:
        p = e.plan(text, TODAY)
        assert p["confidence"] in ("exact", "strong", "weak", "none")
        assert len(p["question"]) <= 300
        json.dumps(p)


@given(st.text(max_size=400))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_any_text_gets_a_json_plan(text: str) -> None:
    p = engine().plan(text, TODAY)
    assert set(p) >= {"question", "intent", "task", "operation", "answer_from", "confidence", "results",
                      "primary", "answer", "ambiguous", "trace"}
    json.dumps(p)
    e = engine()
    assert e.next(p, TODAY) is not None


def test_plans_are_deterministic() -> None:
    e = engine()
    for q in ("rust projects", "what did he build in 2024?", "tell me about lantern", "kotlin projects"):
        a = json.dumps(e.plan(q, TODAY), sort_keys=True)
        e.knowledge.link_cache.clear()
        b = json.dumps(e.plan(q, TODAY), sort_keys=True)
        assert a == b


def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    found = []
    for info in pkgutil.walk_packages(generator.__path__, "generator."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern):
                found.append((f"{info.name}.{name}", value))
            elif isinstance(value, (list, tuple)):
                found += [(f"{info.name}.{name}[{i}]", v) for i, v in enumerate(value) if isinstance(v, re.Pattern)]
    return found


def test_no_regex_can_backtrack_catastrophically() -> None:
    from regexploit.ast.sre import SreOpParser
    from regexploit.redos import find

    patterns = _patterns()
    assert len(patterns) > 15
    findings = []
    for name, pattern in patterns:
        parsed = SreOpParser().parse_sre(pattern.pattern, pattern.flags)
        findings += [f"{name}: starriness {r.starriness}" for r in find(parsed) if r.starriness > 2]
    assert not findings, findings
