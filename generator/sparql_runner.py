"""Read-only SPARQL over the site's graph, bounded in rows and time: the one runner behind the model's sparql
tool (generator/fallback/tools.py) and the SPARQL console page, where it runs under Pyodide.

A query is parsed with rdflib's own SPARQL parser and refused unless it is a SELECT or an ASK; a dataset
clause (FROM) or a SERVICE pattern is refused too, because rdflib would fetch a remote graph for either, and
nothing here may make a request. Rows are capped, and a deadline checked on every triple the evaluation
reads bounds its time. Only rdflib and the standard library are imported, so the console ships this file
as it is.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import Any

from rdflib import BNode, Graph, Literal, URIRef
from rdflib.namespace import OWL, RDF, RDFS, SKOS, XSD
from rdflib.plugins.sparql import prepareQuery

REFUSED = ("ServiceGraphPattern",)  # algebra nodes that would make rdflib reach the network


class QueryTimeout(Exception):
    """A query ran past its deadline."""


class _Bounded(Graph):
    """The same triples (the same store, nothing copied) with a deadline checked on every triple read.

    rdflib evaluates a query by reading triples through Graph.triples, pattern by pattern and join by join;
    checking the clock there stops a runaway query (a cross product, a sort of everything) within a
    triple of its deadline, in the calling thread, with nothing left running.
    """

    def __init__(self, graph: Graph, deadline: float) -> None:
        super().__init__(store=graph.store, identifier=graph.identifier, namespace_manager=graph.namespace_manager)
        self.deadline = deadline

    def triples(self, triple: Any) -> Any:
        for found in super().triples(triple):
            if time.monotonic() > self.deadline:
                raise QueryTimeout
            yield found


def prefixes(namespaces: dict[str, str]) -> dict[str, str]:
    """The prefixes every query may use undeclared: the site's vocabulary (cj:) and entities (id:) and the
    standard ones, from the state's namespaces ({"ns": ..., "id": ...})."""
    return {"cj": namespaces["ns"], "id": namespaces["id"], "rdf": str(RDF), "rdfs": str(RDFS), "xsd": str(XSD),
            "skos": str(SKOS), "owl": str(OWL)}


def _walk(node: Any) -> Any:
    """Every algebra node's name under `node` (rdflib's CompValue), depth first."""
    name = getattr(node, "name", None)
    if name:
        yield name
    if isinstance(node, dict):
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, (list, tuple)):
        for value in node:
            yield from _walk(value)


def prepare(query: str, initial: dict[str, str]) -> tuple[Any, str | None]:
    """The prepared query, or None with the reason it is refused, said so a reader can correct the query."""
    try:
        prepared = prepareQuery(query, initNs=initial)
    except Exception as exc:  # rdflib raises parse errors of several classes; all mean "does not parse"
        return None, f"the query does not parse ({str(exc).splitlines()[0][:160]})"
    kind = prepared.algebra.name
    if kind not in ("SelectQuery", "AskQuery"):
        return None, f"only SELECT and ASK queries may run, not {kind.removesuffix('Query').upper()}"
    if prepared.algebra.get("datasetClause"):
        return None, "FROM and FROM NAMED are not allowed: the query runs on the site's graph only"
    if set(_walk(prepared.algebra)) & set(REFUSED):
        return None, "SERVICE is not allowed: the query runs on the site's graph only"
    return prepared, None


@dataclass
class Result:
    """A query's answer: for ASK its truth, for SELECT its variables and at most max_rows rows."""

    kind: str  # "SELECT" or "ASK"
    variables: list[str] = field(default_factory=list)
    rows: list[list[Any]] = field(default_factory=list)  # rdflib terms, None for an unbound variable
    more: bool = False  # there were more rows than max_rows
    answer: bool | None = None


def run(graph: Graph, prepared: Any, *, max_rows: int, seconds: float) -> tuple[Result | None, str | None]:
    """(the result, None) of a query prepare() accepted, or (None, why not) when it fails or runs out of time."""
    bounded = _Bounded(graph, time.monotonic() + seconds)
    try:
        found = bounded.query(prepared)
        if found.type == "ASK":
            return Result("ASK", answer=bool(found.askAnswer)), None
        result = Result("SELECT", [str(v) for v in found.vars or []])
        for row in found:  # lazy: evaluation stops one row past the cap
            if len(result.rows) == max_rows:
                result.more = True
                break
            cells = list(row) if isinstance(row, tuple) else []
            result.rows.append(cells)
    except QueryTimeout:
        return None, f"the query ran longer than {seconds:g} s and was stopped: narrow it, or add a LIMIT"
    except Exception as exc:  # an evaluation error is the reader's to correct
        return None, f"the query failed ({(str(exc).splitlines() or [type(exc).__name__])[0][:160]})"
    return result, None


def console_json(graph: Graph, query: str, namespaces: dict[str, str], *, max_rows: int, seconds: float) -> str:
    """The SPARQL console's answer as JSON: {"kind", "vars", "rows", "more", "answer", "error", "ms"}, each cell
    {"type": "iri" | "literal" | "bnode", "value", "short"?, "label"?, "page"?}: an IRI in a declared namespace
    carries its prefixed name, and an entity of the site its label and its page (relative to the site's root),
    so the table can link it."""
    started = time.monotonic()
    initial = prefixes(namespaces)
    prepared, error = prepare(query, initial)
    result = None
    if prepared is not None:
        result, error = run(graph, prepared, max_rows=max_rows, seconds=seconds)
    out: dict[str, Any] = {"kind": None, "vars": [], "rows": [], "more": False, "answer": None, "error": error}
    if result is not None:
        longest_first = sorted(initial.items(), key=lambda item: -len(item[1]))
        out.update(kind=result.kind, vars=result.variables, more=result.more, answer=result.answer,
                   rows=[[_cell(graph, value, initial["id"], longest_first) for value in row] for row in result.rows])
    out["ms"] = round((time.monotonic() - started) * 1000)
    return json.dumps(out, ensure_ascii=False)


def _cell(graph: Graph, value: Any, entities: str, prefixed: list[tuple[str, str]]) -> dict[str, Any] | None:
    """One result cell as console_json describes it; `entities` is the id namespace, `prefixed` the declared
    prefixes, longest namespace first."""
    if value is None:
        return None
    if isinstance(value, URIRef):
        cell: dict[str, Any] = {"type": "iri", "value": str(value)}
        for prefix, namespace in prefixed:
            local = str(value)[len(namespace):]
            if str(value).startswith(namespace) and local and not set(local) & set("/#?"):
                cell["short"] = f"{prefix}:{local}"  # as the query may write it: rdf:type, cj:uses
                break
        if str(value).startswith(entities):
            local = str(value)[len(entities):]
            label = graph.value(value, RDFS.label)
            cell["page"] = f"id/{local}/"
            if label is not None:
                cell["label"] = str(label)
        return cell
    if isinstance(value, BNode):
        return {"type": "bnode", "value": str(value)}
    if isinstance(value, Literal):
        cell = {"type": "literal", "value": str(value)}
        if value.language:
            cell["language"] = value.language
        elif value.datatype is not None:
            cell["datatype"] = str(value.datatype)
        return cell
    return {"type": "literal", "value": str(value)}
