"""The home page and the frame of every page, on both portfolios: key work as cards with what a visitor
scans for, the question box with questions the site answers, the owner's contact from the graph in the
footer, and a skip link on every kind of page."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from tests.engine_support import build

pytestmark = pytest.mark.slow


def test_home_shows_key_work_as_cards_in_the_owner_order(any_site: Path, portfolio: str) -> None:
    state = build(portfolio).state
    key = sorted((e["key_rank"], e["label"]) for e in state["entities"].values()
                 if "Work" in e["types"] and e.get("tier") == 1)
    page = (any_site / "index.html").read_text(encoding="utf-8")
    titles = re.findall(r'<h3 class="pf-card__title"><a href="[^"]+">([^<]+)</a>', page)
    assert [html.unescape(t) for t in titles] == [label for _, label in key]
    cards = page.split('<li class="pf-card">')[1:]
    assert all('class="pf-card__meta"' in c and 'class="pf-card__tagline"' in c for c in cards)
    assert sum('class="pf-card__stack"' in c for c in cards) >= len(cards) // 2
    assert 'id="pf-home-q"' in page and page.count('class="pf-chip"') >= 2


def test_footer_gives_the_owner_and_the_published_address_on_every_page(any_site: Path, portfolio: str) -> None:
    state = build(portfolio).state
    owner = next(e for e in state["entities"].values() if e["type"] == "Owner")
    emails = owner["facts"].get("email", [])
    for path in ("index.html", "ask/index.html", "key-work/index.html", f"id/{owner['id']}/index.html"):
        footer = (any_site / path).read_text(encoding="utf-8").split('<footer class="md-footer pf-footer">')[1]
        assert html.escape(owner["label"]) in footer, path
        for email in emails:
            assert f'href="mailto:{email}"' in footer, path


def test_every_kind_of_page_has_a_skip_link_to_somewhere_real(any_site: Path, portfolio: str) -> None:
    state = build(portfolio).state
    some_entity = sorted(state["entities"])[0]
    for path in ("index.html", "ask/index.html", "timeline/index.html", f"id/{some_entity}/index.html"):
        page = (any_site / path).read_text(encoding="utf-8")
        target = re.search(r'<a href="([^"]*)" class="md-skip">', page)
        assert target, path
        anchor = target.group(1).split("#")[-1]
        assert f'id="{anchor}"' in page, (path, anchor)


def test_articles_and_entities_link_both_ways(any_site: Path, portfolio: str) -> None:
    """An article about an entity opens with the entity's facts and a link to its page; that page links back;
    an article's named works are linked at its end."""
    state = build(portfolio).state
    about = {a["url"]: a["entity"] for a in state["articles"].values() if a.get("entity") in state["entities"]}
    assert about
    for url, entity in sorted(about.items())[:12]:
        article = (any_site / url / "index.html").read_text(encoding="utf-8")
        box = article.split('<aside class="pf-article-facts"', 1)[1].split("</aside>", 1)[0]
        assert f'id/{entity}/"' in box, url
        page = (any_site / "id" / entity / "index.html").read_text(encoding="utf-8")
        assert f'{url}"' in page, entity  # the entity page's "Read the article"
    named = [a["url"] for a in state["articles"].values() if "works-named-here" in
             (any_site / a["url"] / "index.html").read_text(encoding="utf-8")]
    assert named
