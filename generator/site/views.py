"""What each generated page shows, as plain data for the templates: entity pages and the index pages.

Ordering and "which works belong to this entity" come from the question engine's Knowledge, so a page and
an answer can never disagree about what Rust was used for or which work comes first (principle P4).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any
from urllib.parse import urlsplit

from rdflib import URIRef
from rdflib.namespace import OWL, RDF, RDFS, XSD

from generator.engine.knowledge import Knowledge
from generator.graph.state import RESOURCE_ROLES
from generator.site.console import entity_query
from generator.site.facts import grouped_facts
from generator.site.rdfviews import RuleExplainer, entity_triples, inferred_by_subject, turtle
from generator.site.svg import Neighbour, neighbourhood_svg

HIDDEN_FACTS = frozenset({"description", "shortLabel", "altLabel", "tier", "keyRank", "activeMonth", "article",
                          "resource", *RESOURCE_ROLES})
KIND_CLASS = {"Work": "work", "Component": "work", "Skill": "skill", "Concept": "concept", "Theme": "theme",
              "Organisation": "agent", "Person": "agent", "Role": "role", "Place": "place"}
ROLE_LABELS = {"live": "Live", "source": "Source code", "page": "Web page", "docs": "Documentation",
               "demo": "Demo", "package": "Package", "reference": "Reference", "slides": "Slides"}
NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
FACT_LIMIT = 30  # values shown per fact; the rest are one click away (related work, the downloads)
INFERRED_SHOWN = 60
WORKS_SHOWN = 40  # inferred triples listed with their rule; all of them are in the downloads
MONTH_RUN_SHOWN = 6  # month values a displayed Turtle block lists one by one before saying them as runs
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def in_words(n: int) -> str:
    return NUMBERS[n] if 0 <= n < len(NUMBERS) else str(n)


def entity_url(entity_id: str) -> str:
    """Site-relative URL of an entity's page: the path of its IRI, so the IRI dereferences to its page."""
    return f"id/{entity_id}/"


def type_label(k: Knowledge, entity_id: str) -> str:
    """What an entity is, in the ontology's words: a skill by its category, anything else by its type's label."""
    e = k.entities[entity_id]
    if e["type"] == "Skill" and e.get("category") in k.categories:
        return str(k.categories[e["category"]]["label"])
    return str(k.classes.get(e["type"], {}).get("label", e["type"]))


def kind_class(k: Knowledge, entity_id: str) -> str:
    """The colour class of an entity's dot (svg.KIND_WORDS names each): its coarse kind, or "entity"."""
    return KIND_CLASS.get(k.kind_of(entity_id), "entity")


def related_ids(k: Knowledge, entity_id: str) -> list[str]:
    """Every entity this one links to or is linked from, in either direction (the works made in a place too,
    which the place itself does not state), works in P4 order first, then by label: the neighbourhood
    picture's dots and the explorer's neighbours."""
    ids = {o for o in k.linked(entity_id) if o in k.entities}
    works = k.sort_works(i for i in ids if "Work" in k.entities[i]["types"])
    others = sorted((i for i in ids if i not in works), key=lambda i: (k.entities[i]["label"].lower(), i))
    return works + others


def _limited(row: dict[str, Any]) -> dict[str, Any]:
    """A fact row with at most FACT_LIMIT values shown, and how many more there are; its parts likewise."""
    return {**row, "values": row["values"][:FACT_LIMIT], "more": max(0, len(row["values"]) - FACT_LIMIT),
            "parts": [_limited(part) for part in row.get("parts", [])]}


def month_runs(months: list[str]) -> str:
    """Sorted "YYYY-MM" values as runs of consecutive months: "2021-06 to 2022-07, 2022-09 to 2023-06"."""
    runs: list[list[str]] = []
    for m in months:
        y, mo = int(m[:4]), int(m[5:7])
        if runs:
            py, pm = int(runs[-1][-1][:4]), int(runs[-1][-1][5:7])
            if (y, mo) == ((py, pm + 1) if pm < 12 else (py + 1, 1)):
                runs[-1].append(m)
                continue
        runs.append([m])
    return ", ".join(r[0] if len(r) == 1 else f"{r[0]} to {r[-1]}" for r in runs)


def month_label(ym: str) -> str:
    return f"{MONTHS[int(ym[5:7]) - 1]} {ym[:4]}"


def date_label(date: str) -> str:
    """A date as a reader says it, to the precision it has: "2021", "Jun 2021" (a day is more than a page needs)."""
    return month_label(date) if len(date) >= 7 and date[5:7].isdigit() else date[:4]


def years_of(months: list[str]) -> str:
    """The years a work was active, as "2021" or "2021–2024"; empty when it has no months."""
    years = sorted({m[:4] for m in months})
    if not years:
        return ""
    return years[0] if len(years) == 1 else f"{years[0]}–{years[-1]}"


class PageViews:
    """Builds the view of every generated page from one build's knowledge and reasoned graph."""

    def __init__(self, k: Knowledge, reasoned: Any, prefixes: dict[str, str]) -> None:
        self.k = k
        self.reasoned = reasoned
        self.prefixes = prefixes
        self.explainer = RuleExplainer(reasoned, self.short_iri)
        self.inferred = inferred_by_subject(reasoned)

    def short_iri(self, node: Any) -> str:
        text = str(node)
        for prefix, ns in self.prefixes.items():
            if text.startswith(ns):
                local = text[len(ns):]
                entity = self.k.entities.get(local) if prefix == "id" else None
                if entity:
                    return str(entity.get("short_label") or entity["label"])
                predicate = self.k.predicates.get(local) if prefix == "cj" else None
                if predicate:
                    return str(predicate["label"])
                kind = self.k.classes.get(local) if prefix == "cj" else None
                if kind:
                    return str(kind["label"])
                return f"{prefix}:{local}"
        return text

    def type_label(self, entity_id: str) -> str:
        return type_label(self.k, entity_id)

    def shown_turtle(self, stated: list[Any]) -> str:
        """The stated triples as Turtle for reading: a predicate with a long run of month values (activeMonth:
        thirty lines for a three-year project) is said in one comment line of runs instead; the downloads
        list every value."""
        runs: dict[Any, list[str]] = defaultdict(list)
        for _, p, o in stated:
            if str(o)[:4].isdigit() and len(str(o)) == 7 and str(o)[4] == "-":
                runs[p].append(str(o))
        long = {p for p, months in runs.items() if len(months) > MONTH_RUN_SHOWN}
        text = turtle([t for t in stated if t[1] not in long], self.prefixes)
        for p in sorted(long, key=str):
            text += (f"# {_compact(p, self.prefixes)}: {len(runs[p])} months, "
                     f"{month_runs(sorted(runs[p]))} (each one in the downloads)\n")
        return text

    def link(self, entity_id: str) -> dict[str, str]:
        e = self.k.entities[entity_id]
        return {"id": entity_id, "label": e["label"], "url": entity_url(entity_id), "type": self.type_label(entity_id)}

    def entity(self, entity_id: str) -> dict[str, Any]:
        """Everything an entity page shows."""
        k = self.k
        e = k.entities[entity_id]
        def value(predicate: str, raw: str) -> dict[str, Any]:
            return {"link": self.link(raw)} if predicate in e["relations"] else {"text": raw}

        summary, groups = grouped_facts(k, entity_id, value, HIDDEN_FACTS)
        months = e.get("months") or []
        start, end = (e["facts"].get("startDate") or [None])[0], (e["facts"].get("endDate") or [None])[0]
        active = None
        if months:
            active = (f"{month_label(months[0])} – {month_label(months[-1])}, "
                      f"{len(months)} month{'s' if len(months) != 1 else ''} with activity")
        dates = None
        if start and end:
            dates = f"{date_label(str(start))} – {date_label(str(end))}"
        elif start or end:
            dates = f"since {date_label(str(start))}" if start else f"until {date_label(str(end))}"
        resources = [{"role": ROLE_LABELS.get(r["role"], r["role"]), "url": r["url"],
                      "host": urlsplit(r["url"]).hostname or ""} for r in e["resources"]]
        if e.get("article"):
            resources.insert(0, {"role": "Read the article", "url": k.articles[e["article"]]["url"], "internal": True})
        works = k.works_of(entity_id) if k.kind_of(entity_id) != "Entity" else []
        neighbours = [Neighbour(i, k.entities[i]["label"], kind_class(k, i),
                                self.type_label(i), entity_url(i)) for i in related_ids(k, entity_id)]
        caption_id = "pf-graph-caption"
        stated, inferred = entity_triples(self.reasoned, URIRef(self.k.namespaces["id"] + entity_id), self.inferred)
        explained = [self.explainer.explain(t) for t in inferred]
        return {
            "id": entity_id,
            "label": e["label"],
            "type": self.type_label(entity_id),
            "description": e.get("description"),
            "tier": e.get("tier"),
            "key_rank": e.get("key_rank"),
            "active": active,
            "dates": dates,
            "tagline": (e["facts"].get("tagline") or [None])[0],
            "summary": [_limited(r) for r in summary],
            "facts": [_limited(g) for g in groups],
            "resources": resources,
            "works": [self.link(w) for w in works[:WORKS_SHOWN]],
            "works_more": max(0, len(works) - WORKS_SHOWN),
            "graph_svg": neighbourhood_svg(entity_id, e["label"], kind_class(k, entity_id),
                                           neighbours, caption_id, root="../../"),
            "graph_caption_id": caption_id,
            "graph_count": len(neighbours),
            "graph_shown": min(len(neighbours), 24),
            "stated_count": len(stated),
            "stated_words": in_words(len(stated)),
            "inferred_count": len(inferred),
            "inferred_words": in_words(len(inferred)),
            "stated_turtle": self.shown_turtle(stated),
            "inferred": [{"short": self._triple_short(x.triple), "rule": x.rule, "because": x.because}
                         for x in explained[:INFERRED_SHOWN]],
            "inferred_more": max(0, len(explained) - INFERRED_SHOWN),
            "downloads": {fmt: f"data/id/{entity_id}.{fmt}" for fmt in ("ttl", "nt", "jsonld")},
            "console_query": entity_query(entity_id),
            "triples": stated + inferred,
        }

    def _triple_short(self, triple: Any) -> str:
        s, p, o = triple
        return " ".join(_compact(t, self.prefixes) for t in (s, p, o))


WELL_KNOWN = {"rdf": str(RDF), "rdfs": str(RDFS), "owl": str(OWL), "xsd": str(XSD)}
"""Prefixes every reader of Turtle knows, for IRIs the portfolio's own prefixes do not cover."""


def _compact(node: Any, prefixes: dict[str, str]) -> str:
    """A node as Turtle writes it briefly: "a" for rdf:type, a prefixed name, an <IRI> or a "literal"."""
    if node == RDF.type:
        return "a"
    text = str(node)
    for prefix, ns in {**WELL_KNOWN, **prefixes}.items():
        if text.startswith(ns):
            return f"{prefix}:{text[len(ns):]}"
    if isinstance(node, URIRef):
        return f"<{text}>"
    return f'"{text}"'
