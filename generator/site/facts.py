"""An entity's facts in the order and grouping a reader expects: its own summary first, then the rest grouped
by the ontology's labels, each sub-property shown inside its parent instead of repeating it.

The graph states "Waymark builtWith Tokio" and the reasoner adds "Waymark uses Tokio" (builtWith is a kind of
uses); listed predicate by predicate, "uses" repeated five other groups and "concerns" equalled "implements".
Here a value appears once: under the most specific predicate that holds it, nested in its parent's group,
and only what no sub-property explains stays in the parent's own line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from generator.engine.knowledge import Knowledge

SUMMARY = (
    ("outcome", "Outcome"), ("duringRole", "Role"), ("forOrganisation", "Done for"), ("teamSize", "Team size"),
    ("collaborator", "With"), ("writtenIn", "Written in"), ("builtWith", "Built with"), ("hasTheme", "Themes"),
    ("status", "Status"), ("availability", "Availability"), ("jobTitle", "Job title"), ("roleAt", "At"),
    ("employmentType", "Employment"), ("basedIn", "Based in"), ("proficiency", "Proficiency"),
    ("category", "Category"),
)
"""Core-ontology predicates that say what an entity is at a glance, in reading order, with the row's name.
Dates are a row of their own (startDate, endDate, or the months of activity)."""
FACT_ORDER = (
    "hasPart", "hasComponent", "partOf", "componentOf", "dependsOn", "dependencyOf", "author", "contributor",
    "madeIn", "concerns", "uses", "presentedAt", "describedIn", "describes", "relatedTo", "inspiredBy",
)
"""The groups after the summary, in this order; any other predicate (an extension's too) follows by label."""
NOT_FACTS = frozenset({"description", "shortLabel", "altLabel", "tier", "keyRank", "activeMonth", "article",
                       "resource", "tagline", "startDate", "endDate"})
"""Shown elsewhere on the page (title, lead, dates, resources) or only bookkeeping."""


def _parents(k: Knowledge, predicate: str) -> list[str]:
    return list(k.predicates.get(predicate, {}).get("parents", []))


def _label(k: Knowledge, predicate: str) -> str:
    return str(k.predicates.get(predicate, {}).get("label", predicate))


def _ancestors(k: Knowledge, predicate: str) -> set[str]:
    found: set[str] = set()
    stack = _parents(k, predicate)
    while stack:
        parent = stack.pop()
        if parent not in found:
            found.add(parent)
            stack += _parents(k, parent)
    return found


def specific_predicates(k: Knowledge, predicates: set[str]) -> set[str]:
    """The predicates of `predicates` that no other of them refines: of "written in" and "uses" (its parent,
    which the reasoner adds), "written in" alone. What links two entities, said once and most precisely."""
    broader = {a for p in predicates for a in _ancestors(k, p)}
    return {p for p in predicates if p not in broader}


def predicate_order(k: Knowledge, predicates: set[str] | list[str]) -> list[str]:
    """`predicates` in the order an entity page lists them: the summary's first, then FACT_ORDER, then the rest
    by label."""
    summary = {p: i for i, (p, _) in enumerate(SUMMARY)}
    known = {p: i for i, p in enumerate(FACT_ORDER)}
    return sorted(predicates, key=lambda p: (summary.get(p, len(summary)), known.get(p, len(known)),
                                             _label(k, p).lower(), p))


def grouped_facts(k: Knowledge, entity_id: str, value: Callable[[str, str], dict[str, Any]],
                  skip: frozenset[str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(summary rows, fact groups) of an entity. Each row is {"label", "values"}; each group is {"label",
    "values", "parts"}, where parts are nested rows of its sub-properties and values what they leave over.
    `value(predicate, raw)` turns a raw value into what the template shows (a link or a text)."""
    e = k.entities[entity_id]
    values: dict[str, list[str]] = {}
    for predicate, objects in e["relations"].items():
        if predicate not in skip:
            known = [o for o in objects if o in k.entities]
            works = all("Work" in k.entities[o]["types"] for o in known)
            values[predicate] = (k.sort_works(known) if works
                                 else sorted(known, key=lambda o: k.entities[o]["label"].lower()))
    for predicate, raw in e["facts"].items():
        if predicate not in skip and predicate not in NOT_FACTS:
            values.setdefault(predicate, []).extend(str(v) for v in raw)
    values = {p: v for p, v in values.items() if v}

    summary = []
    shown: set[tuple[str, str]] = set()
    for predicate, title in SUMMARY:
        if predicate in values:
            summary.append({"label": title, "values": [value(predicate, v) for v in values[predicate]]})
            shown.update((predicate, v) for v in values[predicate])
    # A value shown under a sub-property (here or in the summary) is not repeated under its parents.
    explained: dict[str, set[str]] = {}
    for predicate, vs in values.items():
        stack = _parents(k, predicate)
        while stack:
            parent = stack.pop()
            explained.setdefault(parent, set()).update(vs)
            stack += _parents(k, parent)
    children: dict[str, list[str]] = {}
    top = []
    for predicate in values:
        present = [p for p in _parents(k, predicate) if p in values]
        if present:
            children.setdefault(present[0], []).append(predicate)
        else:
            top.append(predicate)

    def order(predicates: list[str]) -> list[str]:
        known = {p: i for i, p in enumerate(FACT_ORDER)}
        return sorted(predicates, key=lambda p: (known.get(p, len(known)), _label(k, p).lower(), p))

    def row(predicate: str) -> dict[str, Any]:
        own = [v for v in values[predicate] if v not in explained.get(predicate, set()) and (predicate, v) not in shown]
        parts = [r for r in (row(c) for c in order(children.get(predicate, []))) if r["values"] or r["parts"]]
        if not own and len(parts) == 1:
            return parts[0]  # "concerns" holding only "implements": say the specific one
        return {"label": _label(k, predicate), "values": [value(predicate, v) for v in own], "parts": parts}

    groups = [g for g in (row(p) for p in order(top)) if g["values"] or g["parts"]]
    return summary, groups
