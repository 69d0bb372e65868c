"""Canonical N-Triples and digests of graphs.

A graph's digest must not move when nothing changed: blank-node labels differ from parse to parse, so
graphs with blank nodes are relabelled canonically (rdflib.compare) before the lines are sorted.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

from rdflib import BNode, Graph, Literal, URIRef
from rdflib.compare import to_canonical_graph
from rdflib.namespace import XSD
from rdflib.plugins.serializers.nt import _nt_row
from rdflib.term import Node

Triple = tuple[URIRef | BNode, URIRef, URIRef | BNode | Literal]


def normalise_literal(term: object) -> object:
    """An xsd:string literal equals the plain literal with the same text (RDF 1.1); use the plain form."""
    if isinstance(term, Literal) and term.datatype == XSD.string and term.language is None:
        return Literal(str(term))
    return term


def ntriples_lines(triples: Iterable[tuple[Node, Node, Node]]) -> list[str]:
    """Sorted, de-duplicated N-Triples lines (each ending in a newline) for triples without blank nodes."""
    return sorted({_nt_row(triple) for triple in triples})


def canonical_lines(graph: Graph) -> list[str]:
    """The graph as sorted N-Triples lines, blank nodes relabelled canonically when there are any."""
    has_bnodes = any(isinstance(t, BNode) for triple in graph for t in triple)
    source = to_canonical_graph(graph) if has_bnodes else graph
    return ntriples_lines(source)


def digest_lines(lines: Iterable[str]) -> str:
    """sha256 over lines already in canonical order, as "sha256:<hex>"."""
    h = hashlib.sha256()
    for line in lines:
        h.update(line.encode("utf-8"))
    return "sha256:" + h.hexdigest()


def graph_digest(graph: Graph) -> str:
    """A digest of the graph's content, independent of parse order and blank-node labels."""
    return digest_lines(canonical_lines(graph))
