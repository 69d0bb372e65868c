"""Extract the knowledge state: the plain-data view of the reasoned graph that the question engine reads.

The engine runs in the browser under Pyodide without rdflib, so everything it needs is turned here into
dicts, lists and strings: entities with their names, types, tiers, months and resources; relations marked
stated or inferred; the ontology's classes and predicates; general terms with their sources.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from rdflib import Graph, Literal, Namespace, URIRef
from rdflib.namespace import OWL, RDF, RDFS, SKOS

from generator.engine.binding import RESOURCES
from generator.graph.canonical import Triple

STATE_FORMAT = "portfolio-knowledge-state"
STATE_VERSION = 1

RESOURCE_ROLES = RESOURCES
"""Resource roles of the paper's section 5.5 (engine/binding.py): which predicate plays which part when a
visitor wants to act."""


@dataclass
class ReasonedGraph:
    """Stated and inferred triples side by side; every fact keeps which of the two it is."""

    stated: Graph
    inferred: set[Triple]
    namespace: str
    id_namespace: str

    def all_triples(self) -> Iterable[tuple[Any, Any, Any]]:
        yield from self.stated
        yield from self.inferred

    def as_graph(self) -> Graph:
        """Stated and inferred triples in one rdflib graph: what the site's SPARQL (evidence, tools) runs on."""
        graph = Graph()
        for triple in self.all_triples():
            graph.add(triple)
        return graph


def _local(node: object, prefix: str) -> str | None:
    text = str(node)
    return text[len(prefix):] if isinstance(node, URIRef) and text.startswith(prefix) else None


def _class_depths(graph: Graph, ns: str) -> dict[str, int]:
    """Depth of each ontology class below its root (cj:Entity is 0), to pick an entity's most specific type."""
    parents: dict[str, list[str]] = defaultdict(list)
    classes = set()
    for cls in graph.subjects(RDF.type, OWL.Class):
        name = _local(cls, ns)
        if name:
            classes.add(name)
            parents[name].extend(p for p in (_local(o, ns) for o in graph.objects(cls, RDFS.subClassOf)) if p)
    depths: dict[str, int] = {}

    def depth(name: str, seen: frozenset[str] = frozenset()) -> int:
        if name in depths:
            return depths[name]
        if name in seen or not parents[name]:
            return 0
        d = 1 + max(depth(p, seen | {name}) for p in parents[name])
        depths[name] = d
        return d

    return {name: depth(name) for name in sorted(classes)}


def _kind_words(g: Graph, node: Any, cj: Namespace) -> dict[str, Any]:
    """The plural and the other words a visitor may use for a class or a skill category (cj:pluralLabel,
    skos:altLabel): the engine's words for kinds of work and skills come from here, not from code."""
    label = str(g.value(node, RDFS.label) or "")
    plural = g.value(node, cj.pluralLabel)
    return {"plural": str(plural) if plural is not None else _plural(label),
            "alt_labels": sorted(str(o) for o in g.objects(node, SKOS.altLabel))}


def _plural(label: str) -> str:
    """An English plural for a label with no cj:pluralLabel ("game" -> "games", "library" -> "libraries")."""
    if not label or label.endswith("s"):
        return label
    if label.endswith("y") and label[-2:-1] not in ("a", "e", "o", "u"):
        return label[:-1] + "ies"
    if label.endswith(("ch", "sh", "x")):
        return label + "es"
    return label + "s"


def _literal_value(lit: Literal) -> Any:
    """JSON-ready value of a literal: integers stay integers, everything else keeps its lexical form."""
    value = lit.toPython()
    if isinstance(value, (bool, int)):
        return value
    return str(lit)


def extract_state(reasoned: ReasonedGraph, ontology_version: str) -> dict[str, Any]:
    """The knowledge state as JSON-ready plain data, with every collection in a stable order."""
    ns, idns = reasoned.namespace, reasoned.id_namespace
    g = reasoned.stated
    inferred_keys = {(s, p, o) for s, p, o in reasoned.inferred}
    cj = Namespace(ns)
    depths = _class_depths(g, ns)

    classes = {}
    for name, depth in depths.items():
        cls = URIRef(ns + name)
        classes[name] = {
            "label": str(g.value(cls, RDFS.label) or name),
            **_kind_words(g, cls, cj),
            "parents": sorted(p for p in (_local(o, ns) for o in g.objects(cls, RDFS.subClassOf)) if p),
            "depth": depth,
        }

    predicates = {}
    for kind, owl_kind in (("object", OWL.ObjectProperty), ("datatype", OWL.DatatypeProperty)):
        for prop in g.subjects(RDF.type, owl_kind):
            prop_name = _local(prop, ns)
            if not prop_name:
                continue
            inverse = _local(g.value(prop, OWL.inverseOf), ns) or next(
                (n for n in (_local(s, ns) for s in g.subjects(OWL.inverseOf, prop)) if n), None)
            predicates[prop_name] = {
                "label": str(g.value(prop, RDFS.label) or prop_name),
                "alt_labels": sorted(str(o) for o in g.objects(prop, SKOS.altLabel)),
                "kind": kind,
                "inverse": inverse,
                "parents": sorted(p for p in (_local(o, ns) for o in g.objects(prop, RDFS.subPropertyOf)) if p),
                "domain": _local(g.value(prop, RDFS.domain), ns),
                "range": _local(g.value(prop, RDFS.range), ns) or str(g.value(prop, RDFS.range) or ""),
                "transitive": (prop, RDF.type, OWL.TransitiveProperty) in g,
                "symmetric": (prop, RDF.type, OWL.SymmetricProperty) in g,
            }

    categories = {}
    for cat in g.subjects(RDF.type, cj.SkillCategory):
        cat_name = _local(cat, ns)
        if cat_name:
            categories[cat_name] = {"label": str(g.value(cat, RDFS.label) or cat_name), **_kind_words(g, cat, cj)}

    # Gather every fact per subject, stated and inferred together.
    types: dict[str, set[str]] = defaultdict(set)
    literals: dict[str, dict[str, list[Any]]] = defaultdict(lambda: defaultdict(list))
    relations: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    inferred_rel: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    labels: dict[str, list[str]] = defaultdict(list)
    for s, p, o in reasoned.all_triples():
        sid = _local(s, idns)
        if sid is None:
            continue
        if p == RDF.type:
            class_name = _local(o, ns)
            if class_name:
                types[sid].add(class_name)
            continue
        if p == RDFS.label:
            labels[sid].append(str(o))
            continue
        pred = _local(p, ns)
        if pred is None:
            continue
        if isinstance(o, Literal):
            value = _literal_value(o)
            if value not in literals[sid][pred]:
                literals[sid][pred].append(value)
        else:
            oid = _local(o, idns)
            if pred == "category":  # skill categories are ontology individuals (cj:), not portfolio entities
                oid = _local(o, ns)
            if oid is None:
                continue
            relations[sid][pred].add(oid)
            if (s, p, o) in inferred_keys:
                inferred_rel[sid][pred].add(oid)

    entities: dict[str, dict[str, Any]] = {}
    terms: dict[str, dict[str, Any]] = {}
    for sid in sorted(types):
        label = min(labels[sid]) if labels[sid] else sid  # several labels: the smallest, a stable choice
        facts = {k: sorted(v, key=str) for k, v in literals[sid].items()}
        if "GeneralTerm" in types[sid]:
            terms[sid] = {
                "id": sid,
                "label": label,
                "alt_labels": facts.get("termAltLabel", []),
                "definition": _one(facts, "definition"),
                "source_title": _one(facts, "sourceTitle"),
                "source_url": _one(facts, "reference"),
            }
            continue
        if "Entity" not in types[sid]:
            continue
        ordered_types = sorted(types[sid], key=lambda c: (-depths.get(c, 0), c))
        resources = []
        for pred, role in RESOURCE_ROLES.items():
            for url in facts.get(pred, []):
                resources.append({"role": role, "predicate": pred, "url": url})
        entities[sid] = {
            "id": sid,
            "label": label,
            "short_label": _one(facts, "shortLabel"),
            "alt_labels": facts.get("altLabel", []),
            "type": ordered_types[0],
            "types": ordered_types,
            "description": _one(facts, "description"),
            "tier": _one(facts, "tier"),
            "key_rank": _one(facts, "keyRank"),
            "category": next(iter(sorted(relations[sid].get("category", set()))), None),
            "months": sorted(facts.get("activeMonth", [])),
            "start": _one(facts, "startDate"),
            "end": _one(facts, "endDate"),
            "resources": resources,
            "facts": {k: v for k, v in sorted(facts.items())},
            "relations": {k: sorted(v) for k, v in sorted(relations[sid].items()) if k != "category"},
            "inferred": {k: sorted(v) for k, v in sorted(inferred_rel[sid].items()) if k != "category"},
        }
    return {
        "format": STATE_FORMAT,
        "version": STATE_VERSION,
        "ontology_version": ontology_version,
        "namespaces": {"ns": ns, "id": idns},
        "classes": classes,
        "predicates": dict(sorted(predicates.items())),
        "categories": dict(sorted(categories.items())),
        "entities": entities,
        "terms": terms,
    }


def _one(facts: dict[str, list[Any]], key: str) -> Any:
    values = facts.get(key)
    return values[0] if values else None


def ontology_version(graph: Graph) -> str:
    """owl:versionInfo of the ontology (the first, if several ontologies are loaded)."""
    versions = sorted(str(v) for o in graph.subjects(RDF.type, OWL.Ontology) for v in graph.objects(o, OWL.versionInfo))
    return versions[0] if versions else "unversioned"
