"""One entity as data: its stated and inferred triples, the OWL 2 RL rule behind each inference, and the
same description as Turtle, N-Triples and JSON-LD for download.

The writers are small because the descriptions are flat (one subject, IRIs and literals, no blank nodes);
a test parses every format back with rdflib and compares it with the graph.
"""

from __future__ import annotations

import functools
import json
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from rdflib import Graph, Literal, URIRef
from rdflib.namespace import OWL, RDF, RDFS, XSD
from rdflib.plugins.serializers.nt import _nt_row as _rdflib_nt_row
from rdflib.term import Node

from generator.graph.state import ReasonedGraph

Triple = tuple[Node, Node, Node]

_nt_row = functools.lru_cache(maxsize=1 << 17)(_rdflib_nt_row)
"""A triple's N-Triples line. Every writer sorts by it and the downloads write each triple in three formats,
twice (its subject's files and the whole graph's): remembered, each line is made once, not six times. The
sample's downloads took 0.35 to 0.43 CPU s against 0.55 to 0.64 (three runs each, 2026-12-07). Bounded, as
the graph of a long `mkdocs serve` changes."""

GRAPH_NT = "data/graph.nt"
"""The whole graph, stated and inferred, one triple a line: what the SPARQL console loads."""


@dataclass(frozen=True)
class Explained:
    """An inferred triple and the OWL 2 RL rule that yields it, with the premise in words."""

    triple: Triple
    rule: str
    because: str


class RuleExplainer:
    """Names, for an inferred triple, the OWL 2 RL rule (W3C OWL 2 Profiles, section 4.3) that derives it
    in one step: from stated facts where possible, else from facts inferred before it."""

    def __init__(self, reasoned: ReasonedGraph, short: Any) -> None:
        g = reasoned.stated
        self.short = short
        self.stated = g
        self.all = Graph()
        for t in g:
            self.all.add(t)
        for t in reasoned.inferred:
            self.all.add(t)
        self.inverse: dict[Node, set[Node]] = defaultdict(set)
        for a, b in g.subject_objects(OWL.inverseOf):
            self.inverse[a].add(b)
            self.inverse[b].add(a)
        self.symmetric = set(g.subjects(RDF.type, OWL.SymmetricProperty))
        self.transitive = set(g.subjects(RDF.type, OWL.TransitiveProperty))
        self.sub_property: dict[Node, set[Node]] = defaultdict(set)  # super -> direct subs
        for sub, sup in g.subject_objects(RDFS.subPropertyOf):
            self.sub_property[sup].add(sub)
        self.sub_class: dict[Node, set[Node]] = defaultdict(set)
        for sub, sup in g.subject_objects(RDFS.subClassOf):
            self.sub_class[sup].add(sub)
        self.domain_of: dict[Node, set[Node]] = defaultdict(set)  # class -> properties with that domain
        for p, c in g.subject_objects(RDFS.domain):
            self.domain_of[c].add(p)
        self.range_of: dict[Node, set[Node]] = defaultdict(set)
        for p, c in g.subject_objects(RDFS.range):
            self.range_of[c].add(p)

    def explain(self, triple: Triple) -> Explained:
        for graph in (self.stated, self.all):
            found = self._one_step(triple, graph)
            if found:
                return Explained(triple, *found)
        return Explained(triple, "owl2-rl", "derived in several steps")

    def _one_step(self, triple: Triple, g: Graph) -> tuple[str, str] | None:
        """The rule and its premise as a sentence. A predicate's label is quoted, since labels are nouns
        ("tooling"), verbs ("uses") or phrases ("also called"), and no one sentence frame fits them all."""
        s, p, o = triple
        n = self.short

        def q(predicate: Node) -> str:
            return f"“{n(predicate)}”"

        if p == RDF.type:
            for sub in sorted(self.sub_class.get(o, ()), key=str):
                if (s, RDF.type, sub) in g:
                    return "cax-sco", f"{n(s)} is {a(n(sub))}, and every {n(sub)} is {a(n(o))}"
            for prop in sorted(self.domain_of.get(o, ()), key=str):
                if next(g.objects(s, prop), None) is not None:
                    return "prp-dom", f"{n(s)} has {q(prop)}, and only {a(n(o))} has {q(prop)}"
            for prop in sorted(self.range_of.get(o, ()), key=str):
                subject = next(iter(sorted(g.subjects(prop, s), key=str)), None)
                if subject is not None:
                    return "prp-rng", (f"{n(subject)} has {n(s)} as its {q(prop)}, and a {q(prop)} is always "
                                       f"{a(n(o))}")
            return None
        for inverse in sorted(self.inverse.get(p, ()), key=str):
            if (o, inverse, s) in g:
                return "prp-inv", f"{n(o)} has {n(s)} as its {q(inverse)}, and {q(p)} is the other side of {q(inverse)}"
        if p in self.symmetric and (o, p, s) in g:
            return "prp-symp", f"{n(o)} has {n(s)} as its {q(p)}, and {q(p)} goes both ways"
        for sub in sorted(self.sub_property.get(p, ()), key=str):
            if (s, sub, o) in g:
                return "prp-spo1", f"{n(s)} has {n(o)} as its {q(sub)}, and every {q(sub)} is also a {q(p)}"
        if p in self.transitive:
            for middle in sorted(g.objects(s, p), key=str):
                if (middle, p, o) in g:
                    return "prp-trp", (f"{n(s)} has {n(middle)} as its {q(p)}, {n(middle)} has {n(o)}, and "
                                       f"{q(p)} carries over")
        return None


def a(noun: str) -> str:
    """The noun with "a" or "an" (by its first letter: "an ontology", "a service")."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def inferred_by_subject(reasoned: ReasonedGraph) -> dict[Node, list[Triple]]:
    """The inferred triples grouped by subject, each group sorted (built once per build)."""
    groups: dict[Node, list[Triple]] = defaultdict(list)
    for t in reasoned.inferred:
        groups[t[0]].append(t)
    return {s: sorted(ts, key=_nt_row) for s, ts in groups.items()}


def entity_triples(reasoned: ReasonedGraph, subject: URIRef,
                   inferred: dict[Node, list[Triple]]) -> tuple[list[Triple], list[Triple]]:
    """The triples about one subject: (stated, inferred), each sorted."""
    stated = sorted(reasoned.stated.triples((subject, None, None)), key=_nt_row)
    return stated, inferred.get(subject, [])


def downloads(reasoned: ReasonedGraph, prefixes: dict[str, str]) -> dict[str, bytes]:
    """Every entity as Turtle, N-Triples and JSON-LD (stated and inferred triples), and the whole graph."""
    id_ns = prefixes["id"]
    by_subject: dict[Node, list[Triple]] = defaultdict(list)
    for t in reasoned.all_triples():
        by_subject[t[0]].append(t)
    out: dict[str, bytes] = {}
    for subject, triples in by_subject.items():
        text = str(subject)
        if not text.startswith(id_ns) or "/" in text[len(id_ns):]:
            continue
        local = text[len(id_ns):]
        triples.sort(key=_nt_row)
        out[f"data/id/{local}.ttl"] = turtle(triples, prefixes).encode("utf-8")
        out[f"data/id/{local}.nt"] = ntriples(triples).encode("utf-8")
        out[f"data/id/{local}.jsonld"] = jsonld(triples).encode("utf-8")
    everything = sorted(reasoned.all_triples(), key=_nt_row)
    out["data/graph.ttl"] = turtle(everything, {**prefixes, "owl": str(OWL), "rdf": str(RDF)}).encode("utf-8")
    out[GRAPH_NT] = ntriples(everything).encode("utf-8")
    out["data/graph.jsonld"] = jsonld(everything).encode("utf-8")
    # mkdocs-material reads every <link rel="alternate"> as another language of the site and fetches
    # "sitemap.xml" beside it; an empty sitemap in each download folder answers it (else: a 404 per page).
    empty = (b'<?xml version="1.0" encoding="UTF-8"?>\n'
             b'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n')
    out["data/sitemap.xml"] = empty
    out["data/id/sitemap.xml"] = empty
    return out


# ------------------------------------------------------------------ writers


def _term(node: Node, prefixes: dict[str, str]) -> str:
    if isinstance(node, URIRef):
        text = str(node)
        for prefix, ns in prefixes.items():
            local = text[len(ns):]
            if text.startswith(ns) and local and all(ch.isalnum() or ch in "_-" for ch in local):
                return f"{prefix}:{local}"
        return f"<{text}>"
    if isinstance(node, Literal):
        row = _nt_row_key(node)
        lexical = row[len("<urn:s> <urn:p> "):-3]  # the literal exactly as N-Triples writes it
        if node.datatype is not None:
            datatype = _term(node.datatype, prefixes)
            return lexical[: lexical.rfind("^^")] + "^^" + datatype
        return lexical
    return str(node)


def turtle(triples: list[Triple], prefixes: dict[str, str]) -> str:
    """Turtle for triples about one or more subjects, predicates grouped, in a stable order."""
    used = dict(sorted(prefixes.items()))
    lines = [f"@prefix {p}: <{ns}> ." for p, ns in used.items()]
    by_subject: dict[Node, dict[Node, list[Node]]] = defaultdict(lambda: defaultdict(list))
    for s, p, o in triples:
        by_subject[s][p].append(o)
    for s in sorted(by_subject, key=str):
        lines.append("")
        predicates = sorted(by_subject[s], key=lambda p: (p != RDF.type, str(p)))
        parts = []
        for p in predicates:
            objects = " ,\n        ".join(_term(o, used) for o in sorted(by_subject[s][p], key=_nt_row_key))
            name = "a" if p == RDF.type else _term(p, used)
            parts.append(f"    {name} {objects}")
        lines.append(_term(s, used) + "\n" + " ;\n".join(parts) + " .")
    return "\n".join(lines) + "\n"


_ROW_S, _ROW_P = URIRef("urn:s"), URIRef("urn:p")


def _nt_row_key(node: Node) -> str:
    return _nt_row((_ROW_S, _ROW_P, node))


def ntriples(triples: list[Triple]) -> str:
    return "".join(sorted({_nt_row(t) for t in triples}))


def jsonld(triples: list[Triple]) -> str:
    """Expanded JSON-LD (no context needed to read it), one node object per subject."""
    nodes: dict[str, dict[str, list[dict[str, str]]]] = defaultdict(lambda: defaultdict(list))
    for s, p, o in sorted(triples, key=_nt_row):
        key = "@type" if p == RDF.type else str(p)
        if p == RDF.type:
            nodes[str(s)].setdefault("@type", []).append(str(o))  # type: ignore[arg-type]
        elif isinstance(o, Literal):
            value: dict[str, str] = {"@value": str(o)}
            if o.language:
                value["@language"] = o.language
            elif o.datatype is not None and o.datatype != XSD.string:
                value["@type"] = str(o.datatype)
            nodes[str(s)][key].append(value)
        else:
            nodes[str(s)][key].append({"@id": str(o)})
    out = [{"@id": subject, **{k: v for k, v in sorted(props.items())}} for subject, props in sorted(nodes.items())]
    return json.dumps(out, indent=1, ensure_ascii=False, sort_keys=True) + "\n"
