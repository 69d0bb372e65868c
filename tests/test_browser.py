"""Each portfolio's built site in headless Chromium: pages open with no console error under the site's CSP,
axe-core finds no serious or critical violation, and the Nu HTML checker finds no error.

Needs Debian's chromium (/usr/bin/chromium), Playwright for Python, Java, and `npm ci` (vnu-jar, axe-core);
.ci/run installs all of them. Screenshots of each kind of page are saved under artifacts/screenshots/.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.engine_support import pages_of

REPO = Path(__file__).resolve().parent.parent
AXE = REPO / "node_modules/axe-core/axe.min.js"
VNU = REPO / "node_modules/vnu-jar/build/dist/vnu.jar"
SHOTS = REPO / "artifacts/screenshots"
pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_pages_open_without_console_errors(browser: Any, base_url: str, portfolio: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    problems = []
    for name, path in pages_of(portfolio).items():
        page = context.new_page()
        errors: list[str] = []
        page.on("console", lambda m, errors=errors: errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
        requests: list[str] = []
        page.on("request", lambda r, requests=requests: requests.append(r.url))
        page.on("response", lambda r, errors=errors: errors.append(f"{r.status} {r.url}") if r.status >= 400 else None)
        response = page.goto(base_url + path, wait_until="networkidle")
        assert response is not None and response.status == 200, (name, path)
        page.screenshot(path=str(SHOTS / f"{portfolio}-{name}.png"), full_page=False)
        outside = [u for u in requests if not u.startswith(base_url) and not u.startswith("data:")]
        if errors or outside:
            problems.append({"page": path, "errors": errors, "outside": outside})
        page.close()
    context.close()
    assert not problems, json.dumps(problems, indent=1)


def test_axe_finds_no_serious_violation(browser: Any, base_url: str, portfolio: str) -> None:
    """At a phone's width and a desktop's: the header, the drawer and the tables change between them."""
    if not AXE.exists():
        pytest.fail("axe-core is missing: run npm ci")
    found = []
    for width in (390, 1280):
        # axe is injected as a script the site's CSP would refuse
        context = browser.new_context(bypass_csp=True, viewport={"width": width, "height": 900})
        for name, path in pages_of(portfolio).items():
            page = context.new_page()
            page.goto(base_url + path, wait_until="networkidle")
            page.add_script_tag(path=str(AXE))
            result = page.evaluate("async () => (await axe.run(document, {resultTypes: ['violations']})).violations")
            for v in result:
                if v["impact"] in ("serious", "critical"):
                    found.append({"page": name, "width": width, "rule": v["id"], "impact": v["impact"],
                                  "nodes": len(v["nodes"]), "example": v["nodes"][0]["html"][:160]})
            page.close()
        context.close()
    assert not found, json.dumps(found, indent=1)


def test_nu_html_checker_finds_no_error(any_site: Path, portfolio: str) -> None:
    if not VNU.exists() or not shutil.which("java"):
        pytest.fail("the Nu HTML checker needs Java and vnu-jar: run npm ci")
    files = sorted({str(any_site / path.split("#")[0] / "index.html") for path in pages_of(portfolio).values()
                    if "?" not in path})
    done = subprocess.run(["java", "-jar", str(VNU), "--errors-only", "--format", "json", *files],
                          capture_output=True, text=True, check=False)
    messages = json.loads(done.stderr or "{}").get("messages", [])
    errors = [{"file": m.get("url", "").rsplit("/site/", 1)[-1], "message": m.get("message"),
               "extract": (m.get("extract") or "")[:120]} for m in messages if m.get("type") == "error"]
    assert not errors, json.dumps(errors[:20], indent=1)


WIDTHS = (390, 1280)
"""A phone and a desktop: every kind of page must fit both without sideways scrolling."""


def test_no_page_is_wider_than_a_phone_or_a_desktop(browser: Any, base_url: str, portfolio: str) -> None:
    """scrollWidth <= innerWidth for every kind of page at both widths; a full-page screenshot of each is saved
    under artifacts/screenshots/ (CI keeps them) to look at."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    wide = []
    for width in WIDTHS:
        context = browser.new_context(viewport={"width": width, "height": 900})
        page = context.new_page()
        for name, path in pages_of(portfolio).items():
            page.goto(base_url + path, wait_until="networkidle")
            sizes = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
            if sizes[0] > sizes[1]:
                wide.append({"page": path, "width": width, "scrollWidth": sizes[0]})
            page.screenshot(path=str(SHOTS / f"{portfolio}-{name}-{width}.png"), full_page=True)
        context.close()
    assert not wide, json.dumps(wide, indent=1)
