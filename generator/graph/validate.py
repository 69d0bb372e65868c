"""Check the stated graph against the build's rules: SHACL shapes (shapes.ttl, run by pyshacl) for what each
entity must have, and one Python pass for the rules that range over the whole graph.

Every failure is collected before anything is raised, so one build lists all of an author's mistakes,
each with the file and line that state the entity, the entity, and the rule it breaks.
"""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

from pyshacl import validate as shacl_validate
from rdflib import Graph, Literal, Namespace, URIRef
from rdflib.namespace import OWL, RDF, RDFS, SH, XSD
from rdflib.term import Node

from generator.errors import Problem
from generator.graph.load import LoadedGraph

RULE_NAMESPACE = "urn:portfolio:rule:"
_OTHER_ALLOWED = {RDF.type, RDFS.label, RDFS.comment, OWL.sameAs}
_SAFE_URL = re.compile(r"https?://[A-Za-z0-9.-]{1,253}(?::[0-9]{1,5})?(?:[/?#][^\s]*)?")


_LEXICAL = {
    XSD.gYear: re.compile(r"-?\d{4,}(?:Z|[+-]\d{2}:\d{2})?"),
    XSD.gYearMonth: re.compile(r"-?\d{4,}-(?:0[1-9]|1[0-2])(?:Z|[+-]\d{2}:\d{2})?"),
}
"""Lexical forms rdflib does not check itself (it keeps any text for these two types)."""
_FORMS = {XSD.date: "write YYYY-MM-DD with a real month and day", XSD.gYearMonth: "write YYYY-MM with a month 01 to 12",
          XSD.gYear: "write the year as YYYY", XSD.dateTime: "write YYYY-MM-DDThh:mm:ss",
          XSD.integer: "write a whole number", XSD.decimal: "write a number such as 1.5",
          XSD.boolean: "write true or false"}


def well_formed(value: Literal) -> bool:
    """Whether a typed literal's text is a value of its type (a date of month 13 is not)."""
    if value.datatype in _LEXICAL:
        return _LEXICAL[value.datatype].fullmatch(str(value)) is not None
    return not value.ill_typed


def shapes_graph(namespace: str, id_namespace: str) -> Graph:
    """The SHACL shapes with the configured namespaces filled in."""
    text = resources.files("generator.graph").joinpath("shapes.ttl").read_text(encoding="utf-8")
    text = text.replace("%NS%", namespace).replace("%ID%", id_namespace)
    return Graph().parse(data=text, format="turtle")


def _short(node: object, loaded: LoadedGraph) -> str:
    if isinstance(node, URIRef):
        try:
            return loaded.graph.namespace_manager.normalizeUri(node)
        except Exception:
            return f"<{node}>"
    return str(node)


def _shorten_iris(text: str, loaded: LoadedGraph) -> str:
    """Messages name IRIs the way the author wrote them (cj:uses), not as full addresses."""
    bound = sorted(((str(ns), prefix) for prefix, ns in loaded.graph.namespaces() if prefix),
                   key=lambda pair: -len(pair[0]))
    for ns, prefix in bound:
        text = re.sub(re.escape(ns) + r"([A-Za-z_][\w-]*)", prefix + r":\1", text)
    return text


def _rule_of(shapes: Graph, source_shape: Node | None) -> str:
    """The rule name: the local name of the node shape that owns the failing constraint."""
    node = source_shape
    for _ in range(3):
        if isinstance(node, URIRef) and str(node).startswith(RULE_NAMESPACE):
            return str(node)[len(RULE_NAMESPACE):]
        owners = list(shapes.subjects(SH.property, node)) + list(shapes.subjects(SH.sparql, node))
        if not owners:
            break
        node = owners[0]
    return "shacl"


def shacl_problems(loaded: LoadedGraph, namespace: str, id_namespace: str) -> list[Problem]:
    """Every SHACL violation in the loaded graph, located at its file and line."""
    shapes = shapes_graph(namespace, id_namespace)
    conforms, report, _ = shacl_validate(
        loaded.graph, shacl_graph=shapes, inference="none", advanced=True, allow_warnings=False,
    )
    if conforms:
        return []
    problems: list[Problem] = []
    for result in report.subjects(RDF.type, SH.ValidationResult):
        focus = report.value(result, SH.focusNode)
        message = report.value(result, SH.resultMessage)
        source = report.value(result, SH.sourceShape)
        value = report.value(result, SH.value)
        path = report.value(result, SH.resultPath)
        origin = loaded.locate(focus, path, value) if isinstance(path, URIRef) else loaded.origin(focus)
        text = str(message) if message is not None else "breaks a graph rule"
        if isinstance(value, (URIRef, Literal)) and str(value) in text:
            text = text.replace(str(value), _short(value, loaded))
        text = _shorten_iris(text, loaded)
        problems.append(Problem(origin.file, origin.line, _rule_of(shapes, source), _short(focus, loaded), text))
    return sorted(set(problems))


def graph_rule_problems(loaded: LoadedGraph, namespace: str, id_namespace: str) -> list[Problem]:
    """The graph-wide rules, in one pass: declared predicates and classes, typed subjects, defined objects,
    unique key ranks, and safe addresses. (SHACL's SPARQL constraints said the same, fifty times slower.)"""
    g = loaded.graph
    declared_props = {p for kind in (OWL.ObjectProperty, OWL.DatatypeProperty, OWL.AnnotationProperty)
                      for p in g.subjects(RDF.type, kind)}
    object_props = set(g.subjects(RDF.type, OWL.ObjectProperty))
    classes = set(g.subjects(RDF.type, OWL.Class))
    resource_props = set(g.transitive_subjects(RDFS.subPropertyOf, URIRef(namespace + "resource")))
    typed = set(g.subjects(RDF.type, None))
    problems: list[Problem] = []

    def add(subject: Node, rule: str, message: str, predicate: Node | None = None, value: Node | None = None) -> None:
        origin = loaded.locate(subject, predicate, value) if predicate is not None else loaded.origin(subject)
        problems.append(Problem(origin.file, origin.line, rule, _short(subject, loaded),
                                _shorten_iris(message, loaded)))

    ranks: dict[str, list[Node]] = {}
    for s, p, o in g:
        if not (isinstance(s, URIRef) and str(s).startswith(id_namespace)):
            continue
        if p == RDF.type:
            if o not in classes:
                add(s, "entity-is-typed", f"is typed {o}, which the ontology does not declare as a class", p, o)
        elif str(p).startswith(namespace):
            if p not in declared_props:
                add(s, "predicate-declared",
                    f"uses {p}, which the ontology does not declare: declare it in ontology/ or fix the name", p, o)
        elif p not in _OTHER_ALLOWED:
            add(s, "predicate-declared",
                f"uses {p} from a vocabulary the site does not know: use a cj: predicate, rdfs:label or rdf:type",
                p, o)
        if p in object_props:
            if isinstance(o, Literal):
                add(s, "object-resolves", f"gives {p} the text \"{o}\", but it links to an entity: write id:Name",
                    p, o)
            elif o not in typed:
                add(s, "object-resolves", f"points with {p} at {_short(o, loaded)}, which no source defines: "
                                          "define it (with rdf:type and rdfs:label) or fix the name", p, o)
        if isinstance(o, Literal) and not well_formed(o):
            fix = _FORMS.get(o.datatype or XSD.string, "fix the value")
            add(s, "literal-well-formed",
                f"gives {p} the value \"{o}\", which is not a valid {_short(o.datatype, loaded)}: {fix}", p, o)
        if p in resource_props and not _SAFE_URL.fullmatch(str(o)):
            add(s, "url-is-safe", f"has {p} {o}: addresses must be http(s), with a host and no user name or password",
                p, o)
        if p == URIRef(namespace + "keyRank"):
            ranks.setdefault(str(o), []).append(s)
    for s in set(g.subjects()) - typed:
        if isinstance(s, URIRef) and str(s).startswith(id_namespace):
            add(s, "entity-is-typed", "has no rdf:type: give it a class from the ontology")
    for rank, holders in ranks.items():
        if len(holders) > 1:
            names = ", ".join(sorted(_short(h, loaded) for h in holders))
            for holder in holders:
                add(holder, "key-rank-unique", f"shares cj:keyRank {rank} ({names}): make ranks unique",
                    URIRef(namespace + "keyRank"))
    return problems


def source_file_problems(loaded: LoadedGraph, namespace: str, root: Path) -> list[Problem]:
    """Components must name source files that exist: a digest over a missing file would prove nothing."""
    problems = []
    for subject, path in loaded.graph.subject_objects(Namespace(namespace).sourceFile):
        origin = loaded.origin(subject)
        if not (root / str(path)).is_file():
            problems.append(Problem(origin.file, origin.line, "source-file-exists", _short(subject, loaded),
                                    f"names cj:sourceFile {str(path)!r}, which is not a file in this repository"))
    return problems
