"""The model's two tools (Algorithm 8): sparql(query) over the reasoned graph, search_wiki(query) over passages.

sparql is read-only by construction: the query is parsed with rdflib's own SPARQL parser and refused unless
it is a SELECT or an ASK; a dataset clause (FROM) or a SERVICE pattern is refused too, because rdflib would
fetch a remote graph for either, and the fallback makes no request but the model's. Rows are capped, and a
deadline checked on every triple the evaluation reads bounds its time. search_wiki reuses the engine's
BM25, so the model searches what the engine searches.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rdflib import Graph, URIRef
from rdflib.namespace import RDF, RDFS, SKOS, XSD
from rdflib.plugins.sparql import prepareQuery

from generator.engine.knowledge import Knowledge
from generator.fallback.evidence import BEST_PASSAGES, Item, best_passages, passage_item

MAX_ROWS = 50
CELL_CHARS = 200
QUERY_SECONDS = 2.0
REFUSED = ("ServiceGraphPattern",)  # algebra nodes that would make rdflib reach the network


@dataclass(frozen=True)
class ToolResult:
    """What a tool call gives back: evidence items (numbered by the caller), or an error for the model."""

    items: list[Item]
    error: str | None = None


def graph_from_file(path: Path) -> Graph:
    """The built site's whole reasoned graph (data/graph.nt, stated and inferred)."""
    graph = Graph()
    graph.parse(path, format="nt")
    return graph


def _walk(node: Any) -> Iterable[str]:
    """The names of every algebra node in a parsed query."""
    name = getattr(node, "name", None)
    if isinstance(name, str):
        yield name
    if isinstance(node, dict):
        for value in node.values():
            yield from _walk(value)
    elif isinstance(node, list | tuple):
        for value in node:
            yield from _walk(value)


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


class SparqlTool:
    """Read-only SPARQL over a graph loaded on first use (the CLI builds it only if a model asks)."""

    def __init__(self, graph: Graph | Callable[[], Graph], namespaces: dict[str, str], *, max_rows: int = MAX_ROWS,
                 seconds: float = QUERY_SECONDS) -> None:
        self._graph = graph if isinstance(graph, Graph) else None
        self._load = None if isinstance(graph, Graph) else graph
        self._lock = threading.Lock()
        self.namespaces = {"cj": namespaces["ns"], "id": namespaces["id"], "rdf": str(RDF), "rdfs": str(RDFS),
                           "xsd": str(XSD), "skos": str(SKOS)}
        self.max_rows = max_rows
        self.seconds = seconds

    def graph(self) -> Graph:
        with self._lock:
            if self._graph is None and self._load is not None:
                self._graph = self._load()
            assert self._graph is not None
            return self._graph

    def check(self, query: str) -> tuple[Any, str | None]:
        """The prepared query, or None with the reason it is refused (as the model will read it)."""
        try:
            prepared = prepareQuery(query, initNs=self.namespaces)
        except Exception as exc:  # rdflib raises parse errors of several classes; all mean "does not parse"
            return None, f"the query does not parse ({str(exc).splitlines()[0][:160]})"
        kind = prepared.algebra.name
        if kind not in ("SelectQuery", "AskQuery"):
            return None, f"only SELECT and ASK queries may run, not {kind.removesuffix('Query').upper()}"
        if prepared.algebra.get("datasetClause"):
            return None, "FROM and FROM NAMED are not allowed: the query runs on the site's graph only"
        refused = sorted(set(_walk(prepared.algebra)) & set(REFUSED))
        if refused:
            return None, "SERVICE is not allowed: the query runs on the site's graph only"
        return prepared, None

    def run(self, query: str) -> tuple[str, str | None]:
        """The query's result as text, or ("", reason) when it is refused, fails or runs out of time."""
        prepared, refusal = self.check(query)
        if refusal:
            return "", refusal
        graph = self.graph()
        bounded = _Bounded(graph, time.monotonic() + self.seconds)
        rows: list[str] = []
        try:
            result = bounded.query(prepared)
            if result.type == "ASK":
                return f"ASK: {'yes' if result.askAnswer else 'no'}", None
            names = [str(v) for v in result.vars or []]
            for row in result:  # lazy: evaluation stops one row past the cap
                if len(rows) > self.max_rows:
                    break
                cells = row if isinstance(row, tuple) else ()
                rows.append("; ".join(f"?{n}={self._term(graph, v)}" for n, v in zip(names, cells, strict=False)
                                      if v is not None))
        except QueryTimeout:
            return "", f"the query ran longer than {self.seconds:g} s and was stopped"
        except Exception as exc:  # an evaluation error is the model's to read and correct
            return "", f"the query failed ({(str(exc).splitlines() or [type(exc).__name__])[0][:160]})"
        more = len(rows) > self.max_rows
        shown = rows[: self.max_rows]
        head = f"{len(shown)}{'+' if more else ''} row(s)" + (f", first {self.max_rows} shown" if more else "")
        return head + (":\n" + "\n".join(shown) if shown else ""), None

    def _term(self, graph: Graph, value: Any) -> str:
        """A result cell as the model reads it: id:Name (label) for entities, cj:name for vocabulary."""
        if isinstance(value, URIRef):
            text = str(value)
            for prefix in ("id", "cj"):
                ns = self.namespaces[prefix]
                if text.startswith(ns):
                    label = graph.value(value, RDFS.label) if prefix == "id" else None
                    return f"{prefix}:{text[len(ns):]}" + (f" ({label})" if label is not None else "")
            return f"<{text}>"
        # One row a line: a literal's own line breaks are flattened, and a long one is cut.
        text = " ".join(str(value).split())
        return text if len(text) <= CELL_CHARS else text[: CELL_CHARS - 1] + "…"


class WikiSearch:
    """search_wiki(query): the engine's BM25 over the wiki's passages, the five best as evidence items."""

    def __init__(self, knowledge: Knowledge) -> None:
        self.knowledge = knowledge

    def run(self, query: str) -> list[Item]:
        return [passage_item(i, self.knowledge) for i in best_passages(query, self.knowledge, BEST_PASSAGES)]


class Tools:
    """Both tools, dispatched by name, each result returned as evidence items."""

    def __init__(self, knowledge: Knowledge, graph: Graph | Callable[[], Graph] | None) -> None:
        self.wiki = WikiSearch(knowledge)
        self.sparql = SparqlTool(graph, knowledge.namespaces) if graph is not None else None

    def call(self, name: str, arguments: dict[str, Any] | None) -> ToolResult:
        """Run one tool call; a bad call gets an error the model can read and correct, never an exception."""
        if arguments is None:
            return ToolResult([], "the arguments are not valid JSON")
        query = arguments.get("query")
        if not isinstance(query, str) or not query.strip():
            return ToolResult([], "the argument 'query' must be a non-empty string")
        if name == "search_wiki":
            items = self.wiki.run(query)
            return ToolResult(items, None if items else "no passage matches those words")
        if name == "sparql":
            if self.sparql is None:
                return ToolResult([], "the graph is not available here; use search_wiki")
            text, error = self.sparql.run(query)
            if error:
                return ToolResult([], error)
            return ToolResult([Item("sparql", query, "Knowledge graph query", None, text, sparql=query)])
        return ToolResult([], f"there is no tool called {name!r}; the tools are sparql and search_wiki")
