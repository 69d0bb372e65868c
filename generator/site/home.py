"""What the home page and every footer say of the owner, from the graph: key work as cards, a question box with
questions the site answers, and how to get in touch.

The author's own index.md stays the home page's opening; these follow it, so a visitor sees in one screen
who this is, what they made, and where to ask or write.
"""

from __future__ import annotations

from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape

from generator.engine.knowledge import Knowledge
from generator.site.views import entity_url, type_label, years_of

_ENV = Environment(loader=PackageLoader("generator.site", "templates"), autoescape=select_autoescape(["html"]),
                   trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
STACK_FROM = ("writtenIn", "builtWith", "storesDataIn", "uses")
"""Where a card's main technologies come from, most telling first."""
STACK_SHOWN = 4
CARD_LINK_ROLES = ("live", "source", "docs", "page", "package")
"""A card's outside link: the first role of these the work has."""


def work_card(k: Knowledge, work: str) -> dict[str, Any]:
    """Name, tagline, kind, years, main technologies and links of one work."""
    e = k.entities[work]
    stack: list[str] = []
    for predicate in STACK_FROM:
        for skill in e["relations"].get(predicate, []):
            label = k.entities[skill]["label"] if skill in k.entities else ""
            if label and label not in stack:
                stack.append(label)
    outside = next((r for role in CARD_LINK_ROLES for r in e["resources"] if r["role"] == role), None)
    tagline = (e["facts"].get("tagline") or [e.get("description") or ""])[0]
    return {"label": e["label"], "url": entity_url(work), "tagline": tagline, "kind": type_label(k, work),
            "years": years_of(e.get("months", [])), "stack": stack[:STACK_SHOWN], "outside": outside}


def contact(k: Knowledge) -> dict[str, Any]:
    """The owner's name, published addresses and availability, as the graph states them."""
    owner = k.entities.get(k.owner or "", {})
    facts = owner.get("facts", {})
    return {"name": owner.get("label", ""), "emails": list(facts.get("email", [])),
            "availability": (facts.get("availability") or [""])[0],
            "links": [r for r in owner.get("resources", []) if r["url"].startswith(("http://", "https://"))]}


def home_sections(k: Knowledge, examples: list[dict[str, str]]) -> str:
    """The HTML the home page gets after the author's text: key work cards and the question box."""
    key = k.sort_works(w for w, e in k.entities.items() if "Work" in e["types"] and e.get("tier") == 1)
    cards = [work_card(k, w) for w in key]
    return _ENV.get_template("home.html").render(cards=cards, examples=examples, say=k.owner_info.say)
