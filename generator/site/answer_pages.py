"""A plain HTML page per anticipated question, so a question link works with JavaScript switched off.

The ask page draws answers with JavaScript; these pages are the same shipped plans rendered at build time
(autoescaped Jinja, no script at all), at ask/q/<digest>/. Question links the build writes (the ask page's
examples, each page's follow-ups) point here; with JavaScript on, the ask page answers them in place.
"""

from __future__ import annotations

import contextlib
import hashlib
import pickle
import zlib
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape

from generator import jsonio
from generator.answer_index import normalise_question
from generator.cache_files import cache_file, code_digest, keep, read_kept
from generator.settings import MAX_QUESTION
from generator.site.answer_words import AMBIGUOUS, CONFIDENCE, SOURCE_KINDS, resource_text

ANSWER_PAGES = "ask/q/"
_ENV = Environment(loader=PackageLoader("generator.site", "templates"), autoescape=select_autoescape(["html"]),
                   trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)


def answer_path(question: str) -> str:
    """The site path of a question's page: a digest of its index key, because questions hold any character."""
    return ANSWER_PAGES + hashlib.sha256(normalise_question(question).encode("utf-8")).hexdigest()[:16] + "/"


def answer_pages(index: dict[str, dict[str, Any]], site_name: str,
                 types: dict[str, str] | None = None) -> dict[str, bytes]:
    """Site path of each page (…/index.html) -> its HTML, one per shipped question, and ask/q/ listing them
    all (where the ask page sends a reader without JavaScript). `types` names each type by its label."""
    return _pages(index, site_name, types or {}, {})[0]


def _pages(index: dict[str, dict[str, Any]], site_name: str, types: dict[str, str],
           kept: dict[bytes, bytes]) -> tuple[dict[str, bytes], dict[bytes, bytes]]:
    """(answer_pages(), each page's HTML by page_key()): a page whose key is in `kept` is taken from there
    rather than rendered again."""
    pages, made = {}, {}
    for question, plan in index.items():
        linked = [normalise_question(c["question"]) in index for c in plan["follow_ups"][:3]]
        key = page_key(question, plan, linked, site_name, types)
        html = made[key] = kept.get(key) or _answer_page(question, plan, linked, site_name, types)
        pages[answer_path(question) + "index.html"] = html
    listing = _ENV.get_template("questions.html").render(
        questions=[{"question": q, "href": answer_path(q).removeprefix(ANSWER_PAGES)} for q in index],
        root="../../", site_name=site_name)
    pages[ANSWER_PAGES + "index.html"] = listing.encode("utf-8")
    return pages, made


def page_key(question: str, plan: dict[str, Any], linked: list[bool], site_name: str, types: dict[str, str]) -> bytes:
    """The digest of everything one answer page is made of: its question and plan, which of its follow-ups
    have pages of their own to link to, the site's name and the names of types (the code that renders it is
    the cache file's own key)."""
    return hashlib.sha256(jsonio.dumps([question, plan, linked, site_name, types])).digest()


def _answer_page(question: str, plan: dict[str, Any], linked: list[bool], site_name: str,
                 types: dict[str, str]) -> bytes:
    """One question's page: its plan rendered with answer.html, `linked` saying which follow-ups have a page."""
    template = _ENV.get_template("answer.html")
    root = "../../../"

    def href(url: str) -> str:
        return url if url.startswith(("http://", "https://")) else root + url

    kind, meaning = CONFIDENCE.get(plan["confidence"], CONFIDENCE["none"])
    offered = {o["id"] for choice in plan["ambiguous"] for o in choice["options"]}
    results = [r for r in plan["results"]
               if r["id"] not in offered and (r["id"] != plan["primary"] or not plan["answer"])][:5]
    chips = [{"question": c["question"], "href": root + answer_path(c["question"])}
             for c, has_page in zip(plan["follow_ups"][:3], linked, strict=True) if has_page]
    resources = sorted(plan["resources"], key=lambda r: not r.get("primary"))
    html = template.render(question=question, plan=plan, kind=AMBIGUOUS if plan["ambiguous"] else kind,
                           meaning=meaning, results=results, chips=chips, root=root, href=href,
                           site_name=site_name, max_length=MAX_QUESTION, types=types, sources=SOURCE_KINDS,
                           resources=[(r, resource_text(r["role"], r["url"])) for r in resources])
    return html.encode("utf-8")


PAGES_KIND = "answer-pages"


def answer_pages_cached(index: dict[str, dict[str, Any]], site_name: str, types: dict[str, str],
                        cache_dir: Path | None) -> dict[str, bytes]:
    """answer_pages(index, site_name, types), each page read from the cache folder when what it is made of
    (page_key) and the generator's code are unchanged: rendering a page per shipped question took 1.3 of 17 s
    of a warm build of the sample under cProfile, and an edit to one article changes few plans. The cache
    holds the pages of the last build only, so it never grows."""
    if not cache_dir:
        return answer_pages(index, site_name, types)
    path = cache_file(cache_dir, PAGES_KIND, code_digest()[:32], ".pickle.z")
    kept: dict[bytes, bytes] = {}
    data = read_kept(path)
    if data is not None:
        with contextlib.suppress(Exception):  # unreadable: every page rendered again, like a miss
            kept = pickle.loads(zlib.decompress(data))
    pages, made = _pages(index, site_name, types, kept)
    if made != kept:
        keep(path, PAGES_KIND, ".pickle.z", zlib.compress(pickle.dumps(made, pickle.HIGHEST_PROTOCOL), 1))
    return pages
