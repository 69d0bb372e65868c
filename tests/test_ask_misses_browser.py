"""The ask page in headless Chromium, on a server with an API and a question log: it sends the server the
questions the engine was unsure of (weak, none or a pivot, by the rule the page is given) and no other, and the
server keeps exactly those.

Needs what tests/test_browser.py needs (Debian's chromium, Playwright).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from generator.fallback.api import AskAPI
from generator.question_log import QuestionLog, is_miss
from generator.site.serve import serve
from tests.engine_support import build, engine
from tests.test_ask_page import wait_answer

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_the_page_reports_what_the_engine_was_unsure_of_and_nothing_else(browser: Any, sample_site: Path,
                                                                          tmp_path: Path) -> None:
    index = build("sample").answers
    usable = sorted((q, p) for q, p in index.items() if q and not p["ambiguous"]
                    and not (p["period"] or {}).get("relative"))
    pivot = next(q for q, p in usable if p["route"] == "pivot")
    unsure = next(q for q, p in usable if p["confidence"] in ("weak", "none"))
    sure = [q for q, p in usable if not is_miss(p)][:2]
    log = QuestionLog(tmp_path / "questions.sqlite")
    server, url = serve(sample_site, api=AskAPI.for_engine(engine("sample"), questions=log))
    page = browser.new_page()
    try:
        def with_api(route: Any) -> None:  # the built site names no API; a site served with one does
            response = route.fetch()
            route.fulfill(response=response, body=response.text().replace('data-api=""', 'data-api="/api/ask"'))

        page.route("**/ask/?*", with_api)
        posted: list[str] = []
        page.on("request", lambda r: posted.append(json.loads(r.post_data or "{}").get("question", ""))
                if r.method == "POST" else None)
        for question in (sure[0], pivot, sure[1], unsure):
            page.goto(f"{url}ask/?q={quote(question)}")
            wait_answer(page, question, source="index")
        deadline = time.monotonic() + 10
        while len(log.misses()) < 2 and time.monotonic() < deadline:
            page.wait_for_timeout(50)
        assert posted == [pivot, unsure]
        assert sorted(m.question for m in log.misses()) == sorted([pivot, unsure])
    finally:
        page.close()
        server.shutdown()
        log.close()
