"""What the browser tests share: a page that records its console errors, uncaught errors and requests."""

from __future__ import annotations

from typing import Any


def watched_page(browser: Any, **options: Any) -> tuple[Any, list[str], list[str]]:
    """(a new page, the errors it reports, the URLs it requests): a test asserts the first list stays empty
    and that every URL in the second is the site's own."""
    page = browser.new_page(**options)
    errors: list[str] = []
    requests: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("request", lambda r: requests.append(r.url))
    return page, errors, requests
