"""Check the stated graph against the build's rules (SHACL shapes in shapes.ttl, run by pyshacl).

Every failure is collected before anything is raised, so one build lists all of an author's mistakes,
each with the file and line that state the entity, the entity, and the rule it breaks.
"""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

from pyshacl import validate as shacl_validate
from rdflib import Graph, Literal, Namespace, URIRef
from rdflib.namespace import RDF, SH

from generator.errors import Problem, ValidationFailed
from generator.graph.load import LoadedGraph

RULE_NAMESPACE = "urn:portfolio:rule:"


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


def _rule_of(shapes: Graph, source_shape: object) -> str:
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
        origin = loaded.origin(focus)
        text = str(message) if message is not None else "breaks a graph rule"
        if isinstance(value, (URIRef, Literal)) and str(value) in text:
            text = text.replace(str(value), _short(value, loaded))
        text = _shorten_iris(text, loaded)
        problems.append(Problem(origin.file, origin.line, _rule_of(shapes, source), _short(focus, loaded), text))
    return sorted(set(problems))


def source_file_problems(loaded: LoadedGraph, namespace: str, root: Path) -> list[Problem]:
    """Components must name source files that exist: a digest over a missing file would prove nothing."""
    problems = []
    for subject, path in loaded.graph.subject_objects(Namespace(namespace).sourceFile):
        origin = loaded.origin(subject)
        if not (root / str(path)).is_file():
            problems.append(Problem(origin.file, origin.line, "source-file-exists", _short(subject, loaded),
                                    f"names cj:sourceFile {str(path)!r}, which is not a file in this repository"))
    return problems


def validate(loaded: LoadedGraph, namespace: str, id_namespace: str, root: Path) -> None:
    """Raise ValidationFailed listing every problem in the graph; return quietly when it is sound."""
    problems = shacl_problems(loaded, namespace, id_namespace) + source_file_problems(loaded, namespace, root)
    if problems:
        raise ValidationFailed(problems, "graph validation")
