"""An article and the graph, linked both ways: an article about an entity opens with what the graph says of it
(its kind, dates, stack and outside links, and its page), and every article ends with the works it names.

Entity pages already link their article; this is the other direction. Mentions are found by name: a work's
label (or other name) written in the article as whole words, with its capitals. The names are indexed once
per build by their first word, so an article costs one pass over its words, not one search per name (that
was 3.4 s of the sample's build).
"""

from __future__ import annotations

import re
from html import escape
from typing import Any
from urllib.parse import urlsplit

from generator.engine.knowledge import Knowledge
from generator.site.home import work_card
from generator.site.views import entity_url, type_label

MIN_NAME = 4
"""Characters. Shorter names match too many ordinary words to count as a mention."""
_WORD = re.compile(r"\w+")


class Mentions:
    """Every work's names as word sequences, by first word: which works a text names, in one pass over it."""

    def __init__(self, k: Knowledge) -> None:
        self.k = k
        self.by_first: dict[str, list[tuple[tuple[str, ...], str]]] = {}
        for work, e in sorted(k.entities.items()):
            if not {"Work", "Component"} & set(e["types"]):
                continue
            for name in dict.fromkeys([e["label"], *(e.get("alt_labels") or [])]):
                words = tuple(_WORD.findall(name))
                if len(name) >= MIN_NAME and words:
                    self.by_first.setdefault(words[0], []).append((words, work))

    def works_in(self, text: str, own: str | None) -> list[str]:
        """The works (and components) `text` names, in the owner's order, without `own`."""
        words = _WORD.findall(text)
        found = set()
        for i, word in enumerate(words):
            for name, work in self.by_first.get(word, ()):
                if work != own and tuple(words[i:i + len(name)]) == name:
                    found.add(work)
        return self.k.sort_works(found)


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
        host = urlsplit(outside["url"]).hostname or outside["url"]
        links.append(f'<a href="{escape(outside["url"])}">{escape(host)}</a>')
    return (f'<aside class="pf-article-facts" aria-label="About {escape(e["label"])}" data-search-exclude>'
            f'<p>{" · ".join(parts)}</p><p>{" · ".join(links)}</p></aside>\n')


def article_footer(mentions: Mentions, text: str, entity_id: str | None, root: str) -> str:
    """The list of works the article names, each linked to its page; empty when it names none."""
    k = mentions.k
    works = mentions.works_in(text, entity_id)
    if not works:
        return ""
    items = "".join(f'<li><a href="{escape(root + entity_url(w))}">{escape(k.entities[w]["label"])}</a></li>'
                    for w in works)
    return f'<h2 id="works-named-here">Works named here</h2>\n<ul class="pf-mentions">{items}</ul>\n'
