"""The graph explorer in headless Chromium, on both portfolios: it opens on the entity its address names, walks
by link, by keyboard and by Back, filters by kind and by theme, goes to a typed name, and nothing leaves the
site. axe-core, the HTML checker and the width check cover it with every other page (tests/test_browser.py).

Needs what tests/test_browser.py needs (Debian's chromium, Playwright).
"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from generator.site.explorer import EXPLORE_ARTIFACT
from tests.browser_support import watched_page
from tests.engine_support import first_key_work

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def open_at(page: Any, base_url: str, entity_id: str, label: str) -> float:
    """Seconds from asking for explore/#entity_id until its picture is drawn (a new page, or a walk)."""
    started = time.monotonic()
    page.goto(f"{base_url}explore/#{entity_id}")
    page.wait_for_function("t => document.getElementById('pf-x-title')?.textContent === t", arg=label)
    return time.monotonic() - started


def open_filters(page: Any) -> None:
    if not page.evaluate("document.querySelector('.pf-x-filters').open"):
        page.click(".pf-x-filters summary")


def shown(page: Any) -> list[str]:
    return list(page.eval_on_selector_all(".pf-x-node .pf-x-label", "els => els.map(e => e.textContent)"))


def test_the_explorer_walks_filters_and_stays_on_the_site(browser: Any, base_url: str, portfolio: str,
                                                           any_site: Any) -> None:
    data = json.loads((any_site / EXPLORE_ARTIFACT).read_bytes())
    nodes = {n[0]: n for n in data["nodes"]}
    index = {n[0]: i for i, n in enumerate(data["nodes"])}
    work = first_key_work(portfolio)
    page, errors, requests = watched_page(browser, viewport={"width": 390, "height": 844})
    try:
        seconds = open_at(page, base_url, work, nodes[work][1])
        print(f"\nexplorer ({portfolio}): {work} drawn {seconds:.2f} s after the page was asked for")
        assert page.inner_text("#pf-x-title") == nodes[work][1]
        neighbours = [data["nodes"][n][1] for n, _ in data["links"][index[work]]]
        # every neighbour is drawn, in the order the build gave (groups may show the first 40 of theirs)
        assert shown(page) and set(shown(page)) <= set(neighbours)
        assert len(shown(page)) == len(neighbours) or page.locator(".pf-x-more").count()
        page_link = page.get_attribute(".pf-x-about a", "href")
        assert page_link and page_link.endswith(f"/{nodes[work][4]}")

        # walk by keyboard: Tab from the title to the first neighbour, Enter, and the title takes the focus
        first = page.locator(".pf-x-node").first
        target = (first.get_attribute("href") or "#").removeprefix("#")
        page.focus("#pf-x-title")
        while page.evaluate("document.activeElement.classList.contains('pf-x-node')") is False:
            page.keyboard.press("Tab")
        page.keyboard.press("Enter")
        page.wait_for_function("t => document.getElementById('pf-x-title').textContent === t", arg=nodes[target][1])
        assert page.evaluate("document.activeElement.id") == "pf-x-title"
        assert page.locator("#pf-x-trail a", has_text=nodes[work][1]).count() == 1  # the walk so far
        page.go_back()
        page.wait_for_function("t => document.getElementById('pf-x-title').textContent === t", arg=nodes[work][1])

        # filter by kind: with "work" off, no work is drawn and the hidden ones are counted
        open_filters(page)
        if "work" in {data["nodes"][n][2] for n, _ in data["links"][index[work]]}:
            page.uncheck(".pf-x-kinds input[value=work]")
            drawn = page.eval_on_selector_all(".pf-x-node circle", "els => els.map(e => e.getAttribute('class'))")
            assert all("pf-work" not in c for c in drawn)
            assert "hidden by the filters" in page.inner_text("#pf-x-view")
            page.check(".pf-x-kinds input[value=work]")

        # filter by theme: every neighbour drawn falls under the theme chosen
        theme_ids = [data["nodes"][t][0] for t in data["themes"]]
        owner = data["nodes"][data["start"]][0]
        open_at(page, base_url, owner, nodes[owner][1])
        open_filters(page)
        theme = max(theme_ids, key=lambda t: sum(data["themes"].index(index[t]) in data["nodes"][n][5]
                                                 for n, _ in data["links"][data["start"]]))
        page.select_option("#pf-x-theme", theme)
        hrefs = page.eval_on_selector_all(".pf-x-node", "els => els.map(e => e.getAttribute('href').slice(1))")
        assert hrefs
        assert all(data["themes"].index(index[theme]) in nodes[h][5] for h in hrefs)
        assert "only " + nodes[theme][1] in page.inner_text(".pf-x-filters summary")

        # go to a name typed in lower case
        page.fill("#pf-x-name", nodes[work][1].lower())
        page.press("#pf-x-name", "Enter")
        page.wait_for_function("t => document.getElementById('pf-x-title').textContent === t", arg=nodes[work][1])
        page.fill("#pf-x-name", "zzzz no such thing")
        page.press("#pf-x-name", "Enter")
        assert "Nothing in the graph is called" in page.inner_text("#pf-x-status")

        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        assert errors == []
        assert all(r.startswith(base_url) for r in requests), "nothing leaves the site"
    finally:
        page.close()


def test_the_neighbourhood_picture_opens_the_explorer_on_its_entity(browser: Any, base_url: str,
                                                                    portfolio: str, any_site: Any) -> None:
    data = json.loads((any_site / EXPLORE_ARTIFACT).read_bytes())
    work = first_key_work(portfolio)
    page = browser.new_page()
    try:
        page.goto(f"{base_url}id/{work}/")
        page.click("figcaption a[href*='explore/']")
        page.wait_for_selector("#pf-x-view[data-ready]")
        assert page.url.endswith(f"/explore/#{work}")
        assert page.inner_text("#pf-x-title") == next(n[1] for n in data["nodes"] if n[0] == work)
    finally:
        page.close()
