"""A plain HTML page per anticipated question, so a question link works with JavaScript switched off.

The ask page draws answers with JavaScript; these pages are the same shipped plans rendered at build time
(autoescaped Jinja, no script at all), at ask/q/<digest>/. Question links the build writes (the ask page's
examples, each page's follow-ups) point here; with JavaScript on, the ask page answers them in place.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape

from generator import jsonio
from generator.answer_index import normalise_question
from generator.cache_files import code_digest, kept_or_made
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
    template = _ENV.get_template("answer.html")
    root = "../../../"
    types = types or {}

    def href(url: str) -> str:
        return url if url.startswith(("http://", "https://")) else root + url

    pages = {}
    for question, plan in index.items():
        kind, meaning = CONFIDENCE.get(plan["confidence"], CONFIDENCE["none"])
        offered = {o["id"] for choice in plan["ambiguous"] for o in choice["options"]}
        results = [r for r in plan["results"]
                   if r["id"] not in offered and (r["id"] != plan["primary"] or not plan["answer"])][:5]
        chips = [{"question": c["question"], "href": root + answer_path(c["question"])}
                 for c in plan["follow_ups"][:3] if normalise_question(c["question"]) in index]
        resources = sorted(plan["resources"], key=lambda r: not r.get("primary"))
        html = template.render(question=question, plan=plan, kind=AMBIGUOUS if plan["ambiguous"] else kind,
                               meaning=meaning, results=results, chips=chips, root=root, href=href,
                               site_name=site_name, max_length=MAX_QUESTION, types=types, sources=SOURCE_KINDS,
                               resources=[(r, resource_text(r["role"], r["url"])) for r in resources])
        pages[answer_path(question) + "index.html"] = html.encode("utf-8")
    listing = _ENV.get_template("questions.html").render(
        questions=[{"question": q, "href": answer_path(q).removeprefix(ANSWER_PAGES)} for q in index],
        root="../../", site_name=site_name)
    pages[ANSWER_PAGES + "index.html"] = listing.encode("utf-8")
    return pages


def answer_pages_cached(index: dict[str, dict[str, Any]], site_name: str, types: dict[str, str],
                        cache_dir: Path | None) -> dict[str, bytes]:
    """answer_pages(index, site_name, types), read from the cache folder when the plans, the names and the
    generator's code are unchanged: rendering a page per shipped question took 1.3 of 17 s of a
    warm build of the sample under cProfile."""
    key = hashlib.sha256(jsonio.dumps([index, site_name, types]))
    key.update(code_digest().encode("ascii"))
    return kept_or_made(cache_dir, "answer-pages", key.hexdigest()[:32], lambda: answer_pages(index, site_name, types))
