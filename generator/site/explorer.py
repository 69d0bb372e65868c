"""The graph explorer's data: every entity with a page, what it is, and what it is linked to and how.

The explorer page (explore/) walks the graph from any entity outward: it draws one entity, its neighbours
grouped by how they are linked, and lets the visitor open a neighbour to walk on, filtered by kind and theme.
Everything it shows is decided here, at build, from the engine's Knowledge, so the explorer and the entity
pages agree: the neighbours are views.related_ids (works in the order of principle P4 first), the kinds and
their colours are the neighbourhood picture's (svg.py), and a link is named by its most specific predicate, as
facts.py names a fact (the reasoner's "uses" is not repeated beside the stated "written in"). The page's
script (theme/assets/portfolio/explore.js) only draws what this file ships.
"""

from __future__ import annotations

from typing import Any

from generator import jsonio
from generator.engine.knowledge import Knowledge
from generator.site.facts import predicate_order, specific_predicates
from generator.site.svg import KIND_WORDS
from generator.site.views import HIDDEN_FACTS, entity_url, kind_class, related_ids, type_label

EXPLORE_ARTIFACT = "data/explore.json"
EXPLORE_PAGE = "explore.md"
FORMAT = 2
"""Bumped when the shape below changes, so a page never reads data it does not understand."""


def themes_by_label(k: Knowledge) -> list[str]:
    """The themes, by label: the order of the theme filter and of `themes` in the data."""
    return sorted((t for t in k.entities if k.kind_of(t) == "Theme"), key=lambda t: (k.entities[t]["label"].lower(), t))


def start_entity(k: Knowledge) -> str:
    """The entity the explorer opens on without one in its address: the owner, else the first by id."""
    return k.owner if k.owner in k.entities else min(k.entities, default="")


def kind_counts(k: Knowledge) -> list[tuple[str, str, int]]:
    """(colour class, its word, how many entities) of each kind present, in the picture legend's order: the
    kind filter's boxes."""
    counts: dict[str, int] = {}
    for entity_id in k.entities:
        c = kind_class(k, entity_id)
        counts[c] = counts.get(c, 0) + 1
    return [(c, word, counts[c]) for c, word in KIND_WORDS.items() if c in counts]


def _themes_of(k: Knowledge, linked: dict[str, list[str]], themes: list[str]) -> dict[str, list[str]]:
    """Per entity, the themes it falls under: those it is linked to, and every broader theme of those (a theme's
    scope holds its narrower ones), and for a theme itself, itself and its broader ones. In theme order."""
    within = {t: set(k.scope(t)) for t in themes}
    found: dict[str, list[str]] = {}
    for entity_id, neighbours in linked.items():
        direct = {n for n in neighbours if n in within}
        if entity_id in within:
            direct.add(entity_id)
        found[entity_id] = [t for t in themes if within[t] & direct]
    return found


def _predicates_by_neighbour(relations: dict[str, list[str]]) -> dict[str, set[str]]:
    """{neighbour: the predicates linking to it}, from one direction's {predicate: neighbours}, without the
    bookkeeping predicates an entity page hides."""
    found: dict[str, set[str]] = {}
    for predicate, objects in relations.items():
        if predicate not in HIDDEN_FACTS:
            for o in objects:
                found.setdefault(o, set()).add(predicate)
    return found


def explore_data(k: Knowledge) -> bytes:
    """data/explore.json, the same bytes for the same knowledge:

    - `nodes`: [id, label, kind (a colour class of svg.py), what it is in words, page URL, [theme indices]],
      sorted by id;
    - `links`: per node, its neighbours as [node index, relation index], in views.related_ids order;
    - `relations`: [the link's name, 1 if it points at the entity shown else 0], outgoing first, each part
      ordered as an entity page orders its facts (facts.predicate_order);
    - `themes`: node indices of the themes, by label; `start`: the node the explorer opens on (start_entity).
    The kinds and their words are drawn into the page itself (kind_counts).
    """
    ids = sorted(k.entities)
    index = {entity_id: i for i, entity_id in enumerate(ids)}
    neighbours = {entity_id: related_ids(k, entity_id) for entity_id in ids}
    themes = themes_by_label(k)
    theme_index = {t: n for n, t in enumerate(themes)}
    theme_sets = _themes_of(k, neighbours, themes)

    # A neighbour is linked by the most specific predicates that hold between the two, and listed under the
    # first of them in an entity page's order; one that only links here (a work made in this place, where the
    # place states nothing back) under the predicate pointing at this entity, marked as incoming.
    named: dict[str, dict[str, tuple[bool, str]]] = {}
    used: set[tuple[bool, str]] = set()
    for entity_id in ids:
        out = _predicates_by_neighbour(k.entities[entity_id]["relations"])
        into = _predicates_by_neighbour(k.incoming.get(entity_id, {}))
        named[entity_id] = {}
        for o in neighbours[entity_id]:
            incoming = o not in out
            found = (into if incoming else out).get(o)
            if found:
                key = (incoming, predicate_order(k, specific_predicates(k, found))[0])
                named[entity_id][o] = key
                used.add(key)
    relations = [(False, p) for p in predicate_order(k, {p for incoming, p in used if not incoming})]
    relations += [(True, p) for p in predicate_order(k, {p for incoming, p in used if incoming})]
    relation_index = {key: i for i, key in enumerate(relations)}

    data: dict[str, Any] = {
        "format": FORMAT,
        "nodes": [[i, k.entities[i]["label"], kind_class(k, i), type_label(k, i),
                   entity_url(i), [theme_index[t] for t in theme_sets[i]]] for i in ids],
        "links": [[[index[o], relation_index[named[i][o]]] for o in neighbours[i] if o in named[i]] for i in ids],
        "relations": [[str(k.predicates.get(p, {}).get("label", p)), int(incoming)] for incoming, p in relations],
        "themes": [index[t] for t in themes],
        "start": index.get(start_entity(k), 0),
    }
    return jsonio.dumps(data)
