"""The graph explorer's data (generator/site/explorer.py) on both portfolios: every link it draws is a link of
the graph, named by the most specific predicate that holds, in the right direction; every link of the graph is
drawn; themes include their broader themes; and the build publishes it, links to it and checks it."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest

from generator.engine.knowledge import Knowledge
from generator.site.explorer import EXPLORE_ARTIFACT, EXPLORE_PAGE, FORMAT, explore_data
from generator.site.facts import specific_predicates
from generator.site.views import HIDDEN_FACTS
from tests.engine_support import PORTFOLIOS, build, engine


@cache
def data(name: str) -> dict[str, Any]:
    return dict(json.loads(explore_data(engine(name).knowledge)))


def label_of(k: Knowledge, predicate: str) -> str:
    return str(k.predicates.get(predicate, {}).get("label", predicate))


@pytest.mark.parametrize("name", list(PORTFOLIOS))
def test_every_link_drawn_is_in_the_graph_named_most_specifically_and_in_its_direction(name: str) -> None:
    k = engine(name).knowledge
    d = data(name)
    assert d["format"] == FORMAT
    ids = [n[0] for n in d["nodes"]]
    assert ids == sorted(k.entities)
    incoming_seen = 0
    for i, links in enumerate(d["links"]):
        here = ids[i]
        for n, r in links:
            there = ids[n]
            label, incoming = d["relations"][r]
            # what the graph says about the pair in the direction the explorer claims
            source, target = (there, here) if incoming else (here, there)
            holding = {p for p, objs in k.entities[source]["relations"].items()
                       if target in objs and p not in HIDDEN_FACTS}
            assert holding, (name, here, there, label, incoming)
            assert label in {label_of(k, p) for p in specific_predicates(k, holding)}, (here, there, label)
            if incoming:
                incoming_seen += 1
                # incoming only when this entity states nothing about the neighbour
                assert not any(there in objs for p, objs in k.entities[here]["relations"].items()
                               if p not in HIDDEN_FACTS), (here, there)
    assert incoming_seen, "a portfolio whose places state nothing back still shows what was made there"


@pytest.mark.parametrize("name", list(PORTFOLIOS))
def test_every_link_of_the_graph_is_drawn_and_the_order_is_the_pages(name: str) -> None:
    k = engine(name).knowledge
    d = data(name)
    ids = [n[0] for n in d["nodes"]]
    for i, links in enumerate(d["links"]):
        here = ids[i]
        linked = {o for o in k.linked(here) if o in k.entities}
        # a pair linked only by bookkeeping predicates (an article link) is not a neighbour to walk to
        shown = {ids[n] for n, _ in links}
        assert shown <= linked
        for missing in linked - shown:
            both = [p for p, objs in k.entities[here]["relations"].items() if missing in objs]
            both += [p for p, objs in k.entities[missing]["relations"].items() if here in objs]
            assert set(both) <= HIDDEN_FACTS, (here, missing, both)
        works = [ids[n] for n, _ in links if "Work" in k.entities[ids[n]]["types"]]
        assert works == k.sort_works(works), "works in the order of principle P4, as on the entity page"


@pytest.mark.parametrize("name", list(PORTFOLIOS))
def test_a_node_falls_under_its_themes_and_their_broader_themes(name: str) -> None:
    k = engine(name).knowledge
    d = data(name)
    ids = [n[0] for n in d["nodes"]]
    themes = [ids[t] for t in d["themes"]]
    assert themes and all(k.kind_of(t) == "Theme" for t in themes)
    for node in d["nodes"]:
        entity_id, under = node[0], {themes[t] for t in node[5]}
        direct = {o for o in k.linked(entity_id) if o in themes} | ({entity_id} if entity_id in themes else set())
        expected = {t for t in themes if set(k.scope(t)) & direct}
        assert under == expected, (entity_id, under, expected)
    # the hierarchy is used: some node falls under a theme it is not linked to directly
    assert any({themes[t] for t in node[5]} - k.linked(node[0]) - {node[0]} for node in d["nodes"])


def test_the_same_knowledge_gives_the_same_bytes() -> None:
    k = engine("sample").knowledge
    assert explore_data(k) == explore_data(k)


@pytest.mark.parametrize("name", list(PORTFOLIOS))
def test_the_build_publishes_the_explorer_and_every_picture_links_to_it(name: str) -> None:
    from generator.site.pages import render_pages

    result = build(name)
    assert result.artifacts[EXPLORE_ARTIFACT] == explore_data(engine(name).knowledge)
    pages = {p.src_uri: p for p in render_pages(result)[0]}
    page = pages[EXPLORE_PAGE]
    assert f'data-data="../{EXPLORE_ARTIFACT}"' in page.html
    assert "<noscript>" in page.html  # without JavaScript it says where the drawn neighbourhoods are
    k = engine(name).knowledge
    work = k.sort_works(w for w in k.entities if "Work" in k.entities[w]["types"])[0]
    assert f'href="../../explore/#{work}"' in pages[f"id/{work}.md"].html
