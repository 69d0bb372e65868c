"""An article and the graph, linked both ways: an article about an entity opens with what the graph says of it
(its kind, dates, stack and outside links, and its page), and every article ends with the works it names.

Entity pages already link their article; this is the other direction. Mentions are found by name: a work's
label (or other name) written in the article as a whole word, with its capitals.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

from generator.engine.knowledge import Knowledge
from generator.site.home import work_card
from generator.site.views import entity_url, type_label

MIN_NAME = 4
"""Shorter names ("Go", "Vane"? no: "Tern") match too many ordinary words to count as a mention."""


def mentioned_works(k: Knowledge, text: str, own: str | None) -> list[str]:
    """The works (and components) an article's text names, in the owner's order, without its own entity."""
    found = []
    for work, e in k.entities.items():
        if work == own or not ({"Work", "Component"} & set(e["types"])):
            continue
        names = [e["label"], *(e.get("alt_labels") or [])]
        if any(len(n) >= MIN_NAME and re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text) for n in names):
            found.append(work)
    return k.sort_works(found)


def article_header(k: Knowledge, entity_id: str, root: str) -> str:
    """The box an article about `entity_id` opens with: kind, years, stack, outside link, its page."""
    if entity_id not in k.entities:
        return ""
    e = k.entities[entity_id]
    parts = [escape(type_label(k, entity_id))]
    if "Work" in e["types"] or "Component" in e["types"]:
        card: dict[str, Any] = work_card(k, entity_id)
        if card["years"]:
            parts.append(escape(card["years"]))
        if card["stack"]:
            parts.append(escape(", ".join(card["stack"])))
        outside = card["outside"]
    else:
        outside = None
    links = [f'<a href="{escape(root + entity_url(entity_id))}">Facts and links for {escape(e["label"])}</a>']
    if outside:
        host = re.sub(r"^https?://", "", outside["url"]).split("/")[0]
        links.append(f'<a href="{escape(outside["url"])}">{escape(host)}</a>')
    return (f'<aside class="pf-article-facts" aria-label="About {escape(e["label"])}" data-search-exclude>'
            f'<p>{" · ".join(parts)}</p><p>{" · ".join(links)}</p></aside>\n')


def article_footer(k: Knowledge, text: str, entity_id: str | None, root: str) -> str:
    """The list of works the article names, each linked to its page; empty when it names none."""
    works = mentioned_works(k, text, entity_id)
    if not works:
        return ""
    items = "".join(f'<li><a href="{escape(root + entity_url(w))}">{escape(k.entities[w]["label"])}</a></li>'
                    for w in works)
    return f'<h2 id="works-named-here">Works named here</h2>\n<ul class="pf-mentions">{items}</ul>\n'
