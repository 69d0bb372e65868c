"""The ask page in headless Chromium: what it shows equals CPython's plan(), from the index and from the
engine's Python under Pyodide; questions from the URL are only ever text; it copes without the runtime.

Needs what tests/test_browser.py needs (Debian's chromium, Playwright) plus `npm ci` (Pyodide).
"""

from __future__ import annotations

import datetime as dt
import json
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from generator.answer_index import fold_case, normalise_question, other_casing
from generator.site.serve import serve
from tests.engine_support import TODAY, build, engine, first_key_work, owner_question, skill_question

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NONE_TEXT = "The site has no answer to this question."


def wait_answer(page: Any, key: str, *, source: str | None = None, timeout: float = 90.0) -> None:
    """Poll (the page's CSP forbids Playwright's string predicates) until the answer to `key` is drawn."""
    deadline = time.monotonic() + timeout
    key = normalise_question(key)
    while time.monotonic() < deadline:
        asked = page.get_attribute("#pf-answer", "data-asked")
        if asked == key and (source is None or page.get_attribute("#pf-answer", "data-from") == source):
            return
        page.wait_for_timeout(25)
    raise AssertionError(f"no answer drawn for {key!r} within {timeout} s: status "
                         f"{page.inner_text('#pf-ask-status')!r}")


def shown(page: Any) -> dict[str, Any]:
    """What the page shows: the answer text, the result ids and the confidence."""
    text = page.locator("#pf-answer .pf-answer__text")
    return {"text": text.inner_text() if text.count() else None,
            "results": (page.get_attribute("#pf-answer", "data-results") or "").split(),
            "confidence": page.get_attribute("#pf-answer", "data-confidence")}


def expected(plan: dict[str, Any]) -> dict[str, Any]:
    text = plan["answer"]["text"] if plan["answer"] else NONE_TEXT if plan["confidence"] == "none" else None
    return {"text": " ".join(text.split()) if text else None, "results": [r["id"] for r in plan["results"]],
            "confidence": plan["confidence"]}


def unanticipated(index: dict[str, Any], count: int, portfolio: str) -> list[str]:
    """Questions the index does not hold: entity names in phrasings no template uses."""
    state = build(portfolio).state
    phrasings = ("what can you tell me about {}", "{} in a nutshell", "anything interesting about {}?",
                 "where would I read about {}", "give me the gist of {}")
    names = [e.get("short_label") or e["label"] for _, e in sorted(state["entities"].items())]
    out: list[str] = []
    for shift in range(len(phrasings)):  # a spread of names first, then the same names in other phrasings
        for i, name in enumerate(names[::3]):
            q = phrasings[(i + shift) % len(phrasings)].format(name)
            if q not in index and q not in out and not (engine(portfolio).plan(q, TODAY)["period"] or {}).get(
                    "relative"):
                out.append(q)
            if len(out) == count:
                return out
    return out


def test_page_answers_equal_cpython_plans_from_index_and_from_pyodide(browser: Any, base_url: str,
                                                                     portfolio: str) -> None:
    index = build(portfolio).answers
    step = max(1, len(index) // 60)
    anticipated = [q for q in list(index)[7::step] if q and not (index[q]["period"] or {}).get("relative")][:50]
    fresh = unanticipated(index, 50, portfolio)
    assert len(anticipated) == 50 and len(fresh) == 50
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(base_url + "ask/")
    mismatches = []
    for question, source in [*((q, "index") for q in anticipated), *((q, "engine") for q in fresh)]:
        page.fill("#pf-ask-q", question)
        page.click(".pf-ask__submit")
        wait_answer(page, question, source=source)
        got = shown(page)
        got["text"] = " ".join(got["text"].split()) if got["text"] else None
        want = expected(engine(portfolio).plan(question, TODAY))
        if got != want:
            mismatches.append({"question": question, "page": got, "cpython": want})
    page.close()
    assert not errors, errors
    assert not mismatches, json.dumps(mismatches[:5], indent=1)


def test_a_second_page_restores_the_engine_and_answers_as_cpython(browser: Any, base_url: str, portfolio: str) -> None:
    """The first engine start in a browser saves a snapshot of the interpreter with the engine imported
    (worker-host.js); the next page restores it instead of starting Python, and answers exactly as CPython."""
    questions = unanticipated(build(portfolio).answers, 6, portfolio)
    context = browser.new_context()  # one browser profile: its Cache Storage is what the second page reads
    try:
        timings = []
        for number, asked in enumerate((questions[:3], questions[3:])):
            page = context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
            page.goto(base_url + "ask/?q=" + quote(asked[0]))
            for i, question in enumerate(asked):
                if i:
                    page.fill("#pf-ask-q", question)
                    page.click(".pf-ask__submit")
                wait_answer(page, question, source="engine")
                if not i:
                    timings.append(page.get_attribute("#pf-answer", "data-ms"))
                got = shown(page)
                got["text"] = " ".join(got["text"].split()) if got["text"] else None
                assert got == expected(engine(portfolio).plan(question, TODAY)), question
            restored = page.get_attribute("#pf-ask-status", "data-engine")
            assert restored == (None if number == 0 else "restored"), (number, restored)
            assert not errors, errors
            page.close()
        print(f"\nask page ({portfolio}): first engine answer {timings[0]} ms on the first page, {timings[1]} ms on "
              "the next, restored from the snapshot")
    finally:
        context.close()


def test_follow_up_chips_answer_from_the_index_at_once(browser: Any, base_url: str, portfolio: str) -> None:
    asked = skill_question(portfolio)
    page = browser.new_page()
    page.goto(base_url + "ask/?q=" + quote(asked))
    wait_answer(page, asked, source="index", timeout=10)
    chip = page.locator("#pf-answer a.pf-chip").first
    question = chip.inner_text()
    chip.click()
    wait_answer(page, question, source="index", timeout=10)
    assert page.url.endswith("?q=" + quote(question).replace("%20", "+")) or quote(question) in page.url
    page.go_back()
    wait_answer(page, asked, timeout=10)
    page.close()


def test_header_box_on_any_page_asks(browser: Any, base_url: str, portfolio: str) -> None:
    asked = skill_question(portfolio)
    page = browser.new_page()
    page.goto(base_url + f"id/{first_key_work(portfolio)}/")
    page.fill("#pf-header-q", asked)
    page.press("#pf-header-q", "Enter")
    wait_answer(page, asked, source="index", timeout=10)
    assert page.input_value("#pf-ask-q") == asked
    page.close()


def test_relative_dates_are_read_against_the_visitor_date(browser: Any, base_url: str, portfolio: str) -> None:
    question = owner_question(portfolio, "what did {they} build in the past six months")
    assert build(portfolio).answers[question]["period"]["relative"]
    visitor = dt.date(2025, 3, 14)
    context = browser.new_context()
    page = context.new_page()
    page.clock.set_fixed_time(dt.datetime(2025, 3, 14, 12, 0))
    page.goto(base_url + "ask/?q=" + quote(question))
    wait_answer(page, question, source="engine")
    got = shown(page)
    got["text"] = " ".join(got["text"].split()) if got["text"] else None
    assert got == expected(engine(portfolio).plan(question, visitor))
    assert got != expected(engine(portfolio).plan(question, TODAY))
    context.close()


def test_without_the_runtime_the_page_offers_anticipated_questions_and_search(browser: Any, base_url: str,
                                                                              portfolio: str) -> None:
    context = browser.new_context()
    context.route("**/assets/pyodide/**", lambda route: route.abort())
    page = context.new_page()
    question = unanticipated(build(portfolio).answers, 1, portfolio)[0]
    page.goto(base_url + "ask/?q=" + quote(question))
    wait_answer(page, question, timeout=30)
    assert page.get_attribute("#pf-answer", "data-confidence") == "unavailable"
    page.wait_for_selector("#pf-answer a.pf-chip")
    chips = page.locator("#pf-answer a.pf-chip").all_inner_texts()
    assert chips and all(c in build(portfolio).answers for c in chips)
    search = page.locator("#pf-answer a", has_text="search the site").get_attribute("href")
    assert search is not None and search.startswith(base_url) and "?q=" in search
    context.close()


XSS = [
    "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<svg onload=alert(1)>", "<svg/onload=alert(1)>",
    '"><script>alert(1)</script>', "'><img src=x onerror=alert(1)>", "<iframe src=javascript:alert(1)>",
    "<body onload=alert(1)>", "<details open ontoggle=alert(1)>", "<input autofocus onfocus=alert(1)>",
    "<a href=javascript:alert(1)>x</a>", "javascript:alert(1)", "JaVaScRiPt:alert(1)",
    "<math><mi xlink:href=javascript:alert(1)>x", "<video><source onerror=alert(1)>",
    "<audio src=x onerror=alert(1)>", "<marquee onstart=alert(1)>", "<object data=javascript:alert(1)>",
    "<embed src=javascript:alert(1)>", "<form action=javascript:alert(1)><input type=submit>",
    "<isindex action=javascript:alert(1) type=image>", "<img src=x:alert(1) onerror=eval(src)>",
    "<img src=1 onerror=confirm(1)>", "<img src=1 onerror=prompt(1)>", "<style onload=alert(1)>",
    "<link rel=stylesheet href=javascript:alert(1)>", "<table background=javascript:alert(1)>",
    '<div style="background:url(javascript:alert(1))">', "<x onclick=alert(1)>click",
    "{{constructor.constructor('alert(1)')()}}", "${alert(1)}", "`-alert(1)-`", "';alert(1);//", '";alert(1);//',
    "</title><script>alert(1)</script>", "</textarea><script>alert(1)</script>",
    "<!--<img src=x onerror=alert(1)>-->", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    "<template><img src=x onerror=alert(1)></template>", "<svg><script>alert(1)</script></svg>",
    "<svg><a xlink:href=javascript:alert(1)><text x=20 y=20>x</text></a></svg>",
    "<img src=x onerror=alert(document.domain)>", "<img src=x onerror=&#97;lert(1)>",
    "<img src=x onerror=\\u0061lert(1)>", "<scr<script>ipt>alert(1)</scr</script>ipt>",
    "%3Cscript%3Ealert(1)%3C/script%3E", "<meta http-equiv=refresh content=0;url=javascript:alert(1)>",
    "<base href=javascript:alert(1)//>", "<img srcset=x onerror=alert(1)>", "<select autofocus onfocus=alert(1)>",
    "<keygen autofocus onfocus=alert(1)>", "<textarea autofocus onfocus=alert(1)>",
]


def control_page(folder: Path) -> None:
    """A page that does what the ask page must never do: put the question in with innerHTML."""
    (folder / "control.html").write_text(
        "<!doctype html><html><body><div id=out></div><script>"
        "document.getElementById('out').innerHTML = new URLSearchParams(location.search).get('q') || '';"
        "</script></body></html>", encoding="utf-8")


def test_questions_from_the_url_are_only_text(browser: Any, base_url: str, tmp_path: Path) -> None:
    assert len(XSS) >= 50
    control_page(tmp_path)
    control_server, control_url = serve(tmp_path)
    # bypass_csp: the page must be safe by construction, not only because the policy blocks inline code
    context = browser.new_context(bypass_csp=True)
    context.route("**/assets/pyodide/**", lambda route: route.abort())  # the fast path: no engine, question shown
    fired: list[str] = []
    control_fired: list[str] = []
    try:
        control = context.new_page()
        control.on("dialog", lambda d: (control_fired.append(d.message), d.dismiss()))
        for payload in XSS:
            control.goto(control_url + "control.html?q=" + quote(payload))
            control.wait_for_timeout(30)
        control.close()
        page = context.new_page()
        page.on("dialog", lambda d: (fired.append(d.message), d.dismiss()))
        for payload in XSS:
            page.goto(base_url + "ask/?q=" + quote(payload))
            key = " ".join(payload.split(" ")).strip(" ")
            wait_answer(page, key, timeout=30)
            assert page.input_value("#pf-ask-q") == payload
            injected = page.locator("#pf-answer script, #pf-answer img, #pf-answer svg, #pf-answer iframe, "
                                    "#pf-answer object, #pf-answer embed, #pf-answer [onerror], #pf-answer [onload]")
            assert injected.count() == 0, payload
            hrefs = page.eval_on_selector_all("a[href]", "els => els.map(e => e.getAttribute('href'))")
            assert not [h for h in hrefs if h.strip().lower().startswith("javascript:")], payload
        page.close()
    finally:
        context.close()
        control_server.shutdown()
    assert len(control_fired) >= 20, "the harness did not see the control page execute injected code"
    assert not fired, fired


def test_the_engine_path_draws_hostile_questions_as_text(browser: Any, base_url: str, portfolio: str) -> None:
    page = browser.new_page()
    fired: list[str] = []
    page.on("dialog", lambda d: (fired.append(d.message), d.dismiss()))
    work = engine(portfolio).knowledge.name(first_key_work(portfolio)).lower()
    for payload in ("<img src=x onerror=alert(1)> " + skill_question(portfolio).split()[0].lower(),
                    f"<svg onload=alert(1)> {work}", "javascript:alert(1)"):
        page.goto(base_url + "ask/?q=" + quote(payload))
        wait_answer(page, payload, source="engine" if payload not in build(portfolio).answers else None)
        assert page.locator("#pf-answer img, #pf-answer svg, #pf-answer script").count() == 0
        assert shown(page)["confidence"] == engine(portfolio).plan(payload, TODAY)["confidence"]
    page.close()
    assert not fired


def test_question_links_work_without_javascript(browser: Any, base_url: str, portfolio: str) -> None:
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(base_url + "ask/")
    example = page.locator(".pf-ask__examples a").first
    question = example.inner_text()
    example.click()
    page.wait_for_load_state()
    assert "/ask/q/" in page.url
    got = shown(page)
    got["text"] = " ".join(got["text"].split()) if got["text"] else None
    assert got == expected(engine(portfolio).plan(question, TODAY))
    chip = page.locator("a.pf-chip").first
    chip_question = chip.inner_text()
    chip.click()
    page.wait_for_load_state()
    assert normalise_question(page.locator("h1").inner_text()) == normalise_question(chip_question)
    assert shown(page)["confidence"] == engine(portfolio).plan(chip_question, TODAY)["confidence"]
    context.close()


def focused(page: Any) -> str:
    return str(page.evaluate("() => document.activeElement.id || document.activeElement.className || ''"))


def test_keyboard_reaches_the_first_chip_in_a_few_presses_and_keeps_focus_on_each_answer(
        browser: Any, base_url: str, portfolio: str) -> None:
    """After an answer, focus is on its heading; the first follow-up is at most 5 Tab presses away, and
    Enter on it answers in place with focus on the new answer's heading (not the top of the page)."""
    page = browser.new_page()
    page.goto(base_url + "ask/")
    question = skill_question(portfolio)
    page.fill("#pf-ask-q", question)
    page.press("#pf-ask-q", "Enter")
    wait_answer(page, question, source="index", timeout=10)
    for _ in range(3):  # an answer, then the chip of its chip...
        assert focused(page) == "pf-answer-heading"
        for _ in range(5):
            page.keyboard.press("Tab")
            if "pf-chip" in focused(page):
                break
        else:
            raise AssertionError(f"no chip within 5 Tab presses of the answer to {question!r}")
        question = page.evaluate("() => document.activeElement.textContent")
        page.keyboard.press("Enter")
        wait_answer(page, question, source="index", timeout=10)
        page.wait_for_timeout(50)
    assert focused(page) == "pf-answer-heading"
    outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    assert outline not in ("", "none"), "the focused answer heading shows no outline"
    page.close()


def test_another_casing_or_final_punctuation_is_answered_from_the_index(browser: Any, base_url: str,
                                                                       portfolio: str) -> None:
    """ "Who is Tobias Wren?" finds "who is tobias wren": by the page's own normalisation, and by lower case
    only where the build found the case changes nothing (key_case "any")."""
    index = build(portfolio).answers
    page = browser.new_page()
    page.goto(base_url + "ask/")
    folded = [q for q, p in index.items() if p["key_case"] == "any" and q == fold_case(q) and other_casing(q)][:3]
    sensitive = [q for q, p in index.items() if p["key_case"] == "exact" and other_casing(q)
                 and normalise_question(str(other_casing(q))) not in index][:2]
    assert folded
    for question in folded:
        for typed in (str(other_casing(question)) + "?", question.upper() + " !", "  " + question + " ."):
            page.fill("#pf-ask-q", typed)
            page.click(".pf-ask__submit")
            wait_answer(page, typed, source="index", timeout=10)
            assert page.get_attribute("#pf-answer", "data-question") == index[question]["question"]
    for question in sensitive:  # the other casing plans differently: the engine answers it, not the index
        typed = str(other_casing(question))
        page.fill("#pf-ask-q", typed)
        page.click(".pf-ask__submit")
        wait_answer(page, typed, source="engine")
        want = engine(portfolio).plan(typed, TODAY)
        assert shown(page) == expected(want) or shown(page)["results"] == [r["id"] for r in want["results"]]
    page.close()
