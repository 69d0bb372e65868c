"""A plain HTML page per anticipated question, so a question link works with JavaScript switched off.

The ask page draws answers with JavaScript; these pages are the same shipped plans rendered at build time
(autoescaped Jinja, no script at all), at ask/q/<digest>/. Question links the build writes (the ask page's
examples, each page's follow-ups) point here; with JavaScript on, the ask page answers them in place.
"""

from __future__ import annotations

import hashlib
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape

from generator.settings import MAX_QUESTION

ANSWER_PAGES = "ask/q/"
_ENV = Environment(loader=PackageLoader("generator.site", "templates"), autoescape=select_autoescape(["html"]),
                   trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
KINDS = {"exact": ("Answer", "read from the graph or an authored answer"),
         "strong": ("Answer", "found for what the question names or asks about"),
         "weak": ("Closest match", "only shares words with the question; it may not answer it"),
         "none": ("Not found", "the site has nothing that answers this")}


def answer_path(question: str) -> str:
    """The site path of a question's page: a digest, because questions hold any character."""
    return ANSWER_PAGES + hashlib.sha256(question.encode("utf-8")).hexdigest()[:16] + "/"


def answer_pages(index: dict[str, dict[str, Any]], site_name: str) -> dict[str, bytes]:
    """Site path of each page (…/index.html) -> its HTML, one per shipped question."""
    template = _ENV.get_template("answer.html")
    root = "../../../"

    def href(url: str) -> str:
        return url if url.startswith(("http://", "https://")) else root + url

    pages = {}
    for question, plan in index.items():
        kind, meaning = KINDS.get(plan["confidence"], KINDS["none"])
        results = [r for r in plan["results"] if r["id"] != plan["primary"] or not plan["answer"]][:5]
        chips = [{"question": c["question"], "href": root + answer_path(c["question"])}
                 for c in plan["follow_ups"][:3] if c["question"] in index]
        html = template.render(question=question, plan=plan, kind=kind, meaning=meaning, results=results,
                               chips=chips, root=root, href=href, site_name=site_name, max_length=MAX_QUESTION)
        pages[answer_path(question) + "index.html"] = html.encode("utf-8")
    return pages
