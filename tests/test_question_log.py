"""The misses log: only what the engine was unsure of, nothing that identifies a visitor, kept for a bounded
time; `portfolio serve --log-questions` writes it and `portfolio misses` reads it."""

from __future__ import annotations

import datetime as dt
import json
import re
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from generator import cli
from generator.fallback.api import AskAPI
from generator.question_log import MISSES, QuestionLog, is_miss, redact
from tests.engine_support import TODAY, engine
from tests.test_fallback_api import call, servable

DAY = dt.date(2026, 11, 30)
WEAK = {"intent": "explain", "route": "top_passage", "confidence": "weak"}
PIVOT = {"intent": "list", "route": "pivot", "confidence": "exact"}
SURE = {"intent": "list", "route": "works_by_skill", "confidence": "exact"}


def rows(path: Path) -> list[tuple[Any, ...]]:
    with sqlite3.connect(path) as db:
        return db.execute("SELECT * FROM asked ORDER BY rowid").fetchall()


def test_only_misses_are_kept_with_the_plan_and_the_day(tmp_path: Path) -> None:
    log = QuestionLog(tmp_path / "q.sqlite")
    assert log.record("how does a diesel engine work?", {**WEAK, "confidence": "none"}, DAY)
    assert log.record("unity projects", PIVOT, DAY)
    assert log.record("what did he find out about bus delays", WEAK, DAY)
    assert not log.record("rust projects", SURE, DAY)
    assert not log.record("which one", {**SURE, "confidence": "strong"}, DAY)
    assert [r[1] for r in rows(tmp_path / "q.sqlite")] == ["how does a diesel engine work?", "unity projects",
                                                            "what did he find out about bus delays"]
    assert rows(tmp_path / "q.sqlite")[1] == ("2026-11-30", "unity projects", "unity projects", "list", "pivot",
                                             "exact")
    assert MISSES["confidence"] == ("weak", "none") and is_miss(PIVOT) and not is_miss(SURE)


@pytest.mark.parametrize("question, kept", [
    ("call me on +44 20 7946 0958 about a job", "call me on [phone number] about a job"),
    ("mail me at jo.bloggs@example.org please", "mail me at [email address] please"),
    ("I live at 12 Harbour Street, can we meet", "I live at [street address], can we meet"),
    ("my birthday is 3 May 1990, any projects then", "my [birth date], any projects then"),
    ("rust projects from 2019 2020 2021", "rust projects from 2019 2020 2021"),
])
def test_a_visitors_own_data_is_kept_as_its_kind_only(question: str, kept: str) -> None:
    assert redact(question) == kept


def test_old_rows_go_past_the_retention_and_the_log_never_outgrows_its_bound(tmp_path: Path) -> None:
    log = QuestionLog(tmp_path / "q.sqlite", keep_days=30, max_rows=5)
    log.record("first question", WEAK, DAY - dt.timedelta(days=40))
    log.record("second question", WEAK, DAY - dt.timedelta(days=29))
    log.record("third question", WEAK, DAY)
    assert [r[1] for r in rows(tmp_path / "q.sqlite")] == ["second question", "third question"]
    for i in range(8):
        log.record(f"question {i}", WEAK, DAY)
    assert [r[1] for r in rows(tmp_path / "q.sqlite")] == [f"question {i}" for i in range(3, 8)]
    with pytest.raises(ValueError):
        QuestionLog(tmp_path / "other.sqlite", keep_days=0)


def test_misses_group_one_question_however_it_was_typed_most_asked_first(tmp_path: Path) -> None:
    log = QuestionLog(tmp_path / "q.sqlite")
    log.record("Unity projects?", PIVOT, DAY - dt.timedelta(days=3))
    log.record("unity  projects", PIVOT, DAY - dt.timedelta(days=1))
    log.record("how does a diesel engine work", WEAK, DAY - dt.timedelta(days=2))
    log.record("what is the capital of france", WEAK, DAY - dt.timedelta(days=1))
    log.record("How does a diesel engine work!", {**WEAK, "confidence": "none"}, DAY)
    log.record("unity projects", PIVOT, DAY - dt.timedelta(days=5))
    found = log.misses()
    assert [(m.question, m.times, m.last_day, m.confidence) for m in found] == [
        ("unity projects", 3, "2026-11-29", "exact"),
        ("How does a diesel engine work!", 2, "2026-11-30", "none"),
        ("what is the capital of france", 1, "2026-11-29", "weak"),
    ]
    assert [m.question for m in log.misses(since=DAY)] == ["How does a diesel engine work!"]


def test_the_api_keeps_what_the_engine_was_unsure_of_and_never_the_address(tmp_path: Path) -> None:
    log = QuestionLog(tmp_path / "q.sqlite")
    api = AskAPI.for_engine(engine(), questions=log)
    for question in ("what did he find out about bus delays", "rust projects", "unity projects"):
        response = api.handle(json.dumps({"question": question, "today": TODAY.isoformat()}).encode(), "203.0.113.77")
        assert response.status == 200
    kept = {r[1]: r for r in rows(tmp_path / "q.sqlite")}
    assert set(kept) == {q for q in ("what did he find out about bus delays", "rust projects", "unity projects")
                         if is_miss(engine().plan(q, TODAY))}
    assert "unity projects" in kept and "rust projects" not in kept
    log.close()
    assert b"203.0.113.77" not in (tmp_path / "q.sqlite").read_bytes()


def test_serve_keeps_the_log_only_when_asked_and_misses_lists_it(site: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    servable(site, monkeypatch)
    log_file = site / "logged.sqlite"
    seen: dict[str, Any] = {}

    def ask_twice(seconds: float) -> None:  # cmd_serve waits in time.sleep until Ctrl-C
        out = capsys.readouterr().out
        url = re.search(r"POST (http://127\.0\.0\.1:\d+)/api/ask", out)
        assert url, out
        seen["out"] = out
        for question in ("how do I bake sourdough bread", "How do I bake sourdough bread?"):
            call(url.group(1) + "/", "POST", "/api/ask", json.dumps({"question": question}).encode(),
                 {"Content-Type": "application/json"})
        raise KeyboardInterrupt

    monkeypatch.setattr(time, "sleep", ask_twice)
    config = str(site / "mkdocs.yml")
    assert cli.main(["-f", config, "serve", "--port", "0"]) == 0
    assert not log_file.exists() and not list(site.rglob("questions.sqlite")), "off unless asked"
    assert cli.main(["-f", config, "serve", "--port", "0", "--log-questions", "--log-file", str(log_file),
                     "--keep-days", "7"]) == 0
    assert "for 7 days" in seen["out"] and "never an address" in seen["out"]
    capsys.readouterr()
    assert cli.main(["-f", config, "misses", "--log-file", str(log_file), "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [(m["question"], m["times"]) for m in listed] == [("How do I bake sourdough bread?", 2)]
    assert listed[0]["then"]["confidence"] in MISSES["confidence"]
    assert cli.main(["-f", config, "misses", "--log-file", str(log_file)]) == 0
    text = capsys.readouterr().out
    assert "   2x  How do I bake sourdough bread?" in text and "lexicon.yml" in text
    assert cli.main(["-f", config, "misses", "--log-file", str(site / "none.sqlite")]) == 1
    assert "portfolio serve --log-questions" in capsys.readouterr().err


def test_the_ask_page_reports_what_the_log_would_keep() -> None:
    from generator.site.pages import ask_page
    from tests.engine_support import build

    html = ask_page(engine().knowledge, build("sample").settings).html
    attribute = re.search(r'data-misses="([^"]*)"', html)
    assert attribute and json.loads(attribute.group(1).replace("&#34;", '"').replace("&quot;", '"')) == {
        "confidence": list(MISSES["confidence"]), "route": list(MISSES["route"])}
    script = (Path(__file__).resolve().parent.parent / "theme/assets/portfolio/ask.js").read_text(encoding="utf-8")
    assert "cfg.misses" in script and '["weak", "none"]' not in script  # the page reads the rule, not a copy
