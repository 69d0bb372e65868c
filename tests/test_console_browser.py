"""The SPARQL console in headless Chromium: rdflib under the site's own Pyodide answers what CPython answers,
links the site's entities, says what is wrong with a query, and stops a runaway one without freezing the page.

Needs what tests/test_browser.py needs (Debian's chromium, Playwright) plus `npm ci` (Pyodide).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from rdflib import Graph

from generator import sparql_runner
from generator.site.console import QUERY_SECONDS, entity_query
from generator.site.serve import serve
from tests.browser_support import watched_page
from tests.engine_support import build

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def wait_status(page: Any, pattern: str, timeout: float = 120.0) -> str:
    """Poll (the page's CSP forbids Playwright's string predicates) until the status matches `pattern`."""
    import re

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        text = page.inner_text("#pf-console-status")
        if re.search(pattern, text):
            return text
        page.wait_for_timeout(25)
    raise AssertionError(f"status never matched {pattern!r}: {page.inner_text('#pf-console-status')!r}")


def run(page: Any, query: str) -> None:
    page.fill("#pf-console-query", query)
    page.click("#pf-console-form button")


def test_the_console_answers_as_cpython_does_and_holds_up(browser: Any, sample_site: Path) -> None:
    server, url = serve(sample_site)
    page, errors, requests = watched_page(browser)
    try:
        query = entity_query("Waymark")
        page.goto(f"{url}sparql/?query={quote(query)}")
        wait_status(page, r"Loading rdflib")
        loaded = time.monotonic()
        wait_status(page, r"\d+ rows?\.")
        after_interpreter = time.monotonic() - loaded
        graph = Graph()
        graph.parse(data=build("sample").artifacts["data/graph.nt"].decode("utf-8"), format="nt")
        namespaces = {k: v for k, v in build("sample").state["namespaces"].items() if k in ("ns", "id")}
        expected = json.loads(sparql_runner.console_json(graph, query, namespaces, max_rows=200, seconds=5))
        cells = page.locator("#pf-console-result tbody tr")
        assert cells.count() == len(expected["rows"])
        rust = page.locator("#pf-console-result a", has_text="Rust").first
        assert rust.get_attribute("href").endswith("/id/Rust/")  # type: ignore[union-attr]
        print(f"\nconsole: rdflib loaded, the graph parsed and the first query answered {after_interpreter:.2f} s "
              "after the interpreter was ready")

        run(page, "SELEC ?s WHERE { ?s ?p ?o }")
        assert "does not parse" in wait_status(page, r"not run")
        run(page, "SELECT * WHERE { ?a ?b ?c . ?d ?e ?f } ORDER BY ?c")
        said = wait_status(page, r"stopped", timeout=QUERY_SECONDS + 30)
        assert f"ran longer than {QUERY_SECONDS:g} s" in said
        run(page, "ASK { id:Waymark cj:writtenIn id:Rust }")  # the page and its worker still answer
        assert "ASK: yes" in wait_status(page, r"ASK")
        assert errors == []
        assert all(r.startswith(url) for r in requests), "nothing leaves the site"
    finally:
        page.close()
        server.shutdown()


def test_an_answers_sparql_opens_in_the_console_with_its_query(browser: Any, sample_site: Path) -> None:
    from tests.test_ask_page import wait_answer

    index = build("sample").answers
    question = next(q for q, p in sorted(index.items()) if q and (p.get("evidence") or {}).get("sparql")
                    and not (p["period"] or {}).get("relative"))
    server, url = serve(sample_site)
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{url}ask/?q={quote(question)}")
        wait_answer(page, question, source="index")
        link = page.locator("#pf-answer a", has_text="Run it in the SPARQL console")
        assert link.count() == 1
        page.locator("#pf-answer details.pf-answer__sparql summary").first.click()
        link.click()
        page.wait_for_url("**/sparql/?query=*")
        assert page.input_value("#pf-console-query") == index[question]["evidence"]["sparql"]
        wait_status(page, r"\d+ rows?\.|No rows|ASK")
        assert errors == []
    finally:
        page.close()
        server.shutdown()
