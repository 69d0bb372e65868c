"""Every internal link and anchor of a built site must resolve: a checker over the HTML files themselves.

mkdocs checks the links written in Markdown; the pages this generator renders itself (entity pages, index
pages, pictures) are checked here, together with everything the theme adds.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from urllib.parse import unquote, urlsplit

_LINK = re.compile(r"""\s(?:href|src)\s*=\s*"([^"]*)\"""")
_ID = re.compile(r"""\s(?:id|name)\s*=\s*"([^"]*)\"""")
_FRAGMENT_PAGES = re.compile(r"""\sdata-pf-fragment-pages\s*=\s*"([^"]*)\"""")
"""A page whose fragments are routes, not anchors (the explorer's #Waymark), says where each names a page:
data-pf-fragment-pages="../id/" means #X must be ../id/X/, which must exist."""


@lru_cache(maxsize=4096)
def _anchors(path: Path) -> tuple[frozenset[str], str | None]:
    """The ids a page holds, and where its route fragments name pages (None: it has none); read once."""
    html = path.read_text(encoding="utf-8", errors="replace")
    found = _FRAGMENT_PAGES.search(html)
    return frozenset(_ID.findall(html)), found.group(1) if found else None


def _fragment_resolves(target: Path, fragment: str) -> bool:
    ids, pages = _anchors(target)
    if fragment in ids:
        return True
    return pages is not None and "/" not in fragment and (target.parent / pages / fragment / "index.html").is_file()


def _target(site: Path, page: Path, href: str) -> tuple[Path | None, str]:
    parts = urlsplit(href)
    if parts.scheme or parts.netloc or href.startswith(("mailto:", "tel:", "data:", "javascript:")):
        return None, ""
    if not parts.path:
        return page, unquote(parts.fragment)
    base = site if parts.path.startswith("/") else page.parent
    target = (base / unquote(parts.path).lstrip("/")).resolve()
    if target.is_dir() or parts.path.endswith("/"):
        target = target / "index.html"
    return target, unquote(parts.fragment)


def broken_links(site: Path) -> list[str]:
    """Every internal link or anchor that does not resolve, as "page: href (why)"."""
    site = site.resolve()
    problems = []
    for page in sorted(site.rglob("*.html")):
        html = page.read_text(encoding="utf-8", errors="replace")
        for href in sorted(set(_LINK.findall(html))):
            target, fragment = _target(site, page, href.replace("&amp;", "&"))
            if target is None:
                continue
            where = page.relative_to(site).as_posix()
            if not target.is_file():
                problems.append(f"{where}: {href} (no such file)")
            elif fragment and target.suffix == ".html" and not _fragment_resolves(target, fragment):
                problems.append(f"{where}: {href} (no anchor #{fragment})")
    return problems
