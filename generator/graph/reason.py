"""Add what the ontology implies (OWL 2 RL, which includes the RDFS rules on classes and properties).

Two reasoners sit behind one function: `reasonable` (Rust, fast: the default) and `owlrl` (pure Python,
the reference). A test proves they agree on every useful inferred triple of the sample graph. Both need
their output normalised before it can be compared or shown: owlrl may re-cast literals and adds reflexive
and axiomatic triples; reasonable types everything owl:Thing and may return plain literals as xsd:string.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from rdflib import Graph, URIRef
from rdflib.namespace import OWL, RDF, RDFS, XSD
from rdflib.plugins.parsers.ntriples import W3CNTriplesParser

from generator.cache_files import write_whole
from generator.graph.canonical import Triple, normalise_literal, ntriples_lines

_VOCABULARIES = (str(RDF), str(RDFS), str(OWL), str(XSD))
_REFLEXIVE_TRIVIAL = {OWL.sameAs, OWL.equivalentClass, OWL.equivalentProperty, RDFS.subClassOf,
                      RDFS.subPropertyOf}


def _in_vocabulary(term: object) -> bool:
    return isinstance(term, URIRef) and str(term).startswith(_VOCABULARIES)


def is_useful(triple: tuple[object, object, object], id_namespace: str) -> bool:
    """True for an instance-level fact worth counting and showing.

    Kept: triples about the site's own entities. Dropped as trivial: literal subjects, reflexive
    sameAs/subClassOf and the like, and anything about the RDF, RDFS, OWL or XSD vocabularies themselves
    (x rdf:type owl:Thing, owl:Class rdf:type owl:Class...).
    """
    s, p, o = triple
    if not isinstance(s, URIRef) or not str(s).startswith(id_namespace):
        return False
    if s == o and p in _REFLEXIVE_TRIVIAL:
        return False
    return not (p == RDF.type and _in_vocabulary(o))


def _closure_reasonable(stated: Graph) -> Iterable[tuple[object, object, object]]:
    import reasonable

    reasoner = reasonable.PyReasoner()
    reasoner.from_graph(stated)
    triples: list[tuple[object, object, object]] = reasoner.reason()
    return triples


def _closure_owlrl(stated: Graph) -> Iterable[tuple[object, object, object]]:
    import owlrl

    graph = Graph()
    for triple in stated:
        graph.add(triple)
    # improved_datatypes=False: owlrl would otherwise swap rdflib's global literal converters while it runs.
    owlrl.DeductiveClosure(owlrl.OWLRL_Semantics, improved_datatypes=False, rdfs_closure=False,
                           axiomatic_triples=False, datatype_axioms=False).expand(graph)
    return graph


_CLOSURES = {"reasonable": _closure_reasonable, "owlrl": _closure_owlrl}


def infer(stated: Graph, id_namespace: str, engine: str = "reasonable") -> set[Triple]:
    """The useful triples that the ontology implies and no source states, normalised."""
    closure = _CLOSURES[engine](stated)
    known = {(s, p, normalise_literal(o)) for s, p, o in stated}
    inferred: set[Triple] = set()
    for s, p, o in closure:
        triple = (s, p, normalise_literal(o))
        if triple not in known and is_useful(triple, id_namespace):
            inferred.add(triple)  # type: ignore[arg-type]
    return inferred


class _Collector:
    def __init__(self) -> None:
        self.triples: list[Triple] = []

    def triple(self, s: Triple, p: object, o: object) -> None:  # the ntriples parser's sink interface
        self.triples.append((s, p, o))  # type: ignore[arg-type]


def read_triples(path: Path) -> set[Triple]:
    """Triples from an N-Triples cache file written by `write_triples`."""
    sink = _Collector()
    parser = W3CNTriplesParser(sink=sink)  # type: ignore[arg-type]
    with path.open("rb") as fh:
        parser.parse(fh)
    return {(s, p, normalise_literal(o)) for s, p, o in sink.triples}  # type: ignore[misc]


def write_triples(path: Path, triples: Iterable[Triple]) -> None:
    """Write triples as sorted N-Triples, atomically (a half-written cache must never be read)."""
    write_whole(path, "".join(ntriples_lines(triples)).encode("utf-8"))


