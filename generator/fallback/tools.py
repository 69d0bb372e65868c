"""The model's two tools (Algorithm 8): sparql(query) over the reasoned graph, search_wiki(query) over passages.

sparql is read-only by construction: the query is parsed with rdflib's own SPARQL parser and refused unless
it is a SELECT or an ASK; a dataset clause (FROM) or a SERVICE pattern is refused too, because rdflib would
fetch a remote graph for either, and the fallback makes no request but the model's. Rows are capped, and a
deadline checked on every triple the evaluation reads bounds its time. search_wiki reuses the engine's
BM25, so the model searches what the engine searches.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rdflib import Graph, URIRef
from rdflib.namespace import RDFS

from generator import sparql_runner
from generator.engine.knowledge import Knowledge
from generator.fallback.evidence import BEST_PASSAGES, Item, best_passages, passage_item

MAX_ROWS = 50
CELL_CHARS = 200
QUERY_SECONDS = 2.0


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


class SparqlTool:
    """Read-only SPARQL over a graph loaded on first use (the CLI builds it only if a model asks), run by the
    same bounded runner as the SPARQL console (generator/sparql_runner.py) and written as text for the model."""

    def __init__(self, graph: Graph | Callable[[], Graph], namespaces: dict[str, str], *, max_rows: int = MAX_ROWS,
                 seconds: float = QUERY_SECONDS) -> None:
        self._graph = graph if isinstance(graph, Graph) else None
        self._load = None if isinstance(graph, Graph) else graph
        self._lock = threading.Lock()
        self.namespaces = sparql_runner.prefixes(namespaces)
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
        return sparql_runner.prepare(query, self.namespaces)

    def run(self, query: str) -> tuple[str, str | None]:
        """The query's result as text, or ("", reason) when it is refused, fails or runs out of time."""
        prepared, refusal = self.check(query)
        if refusal:  # refused before the graph is loaded: a bad query costs no parse of the graph
            return "", refusal
        graph = self.graph()
        result, error = sparql_runner.run(graph, prepared, max_rows=self.max_rows, seconds=self.seconds)
        if result is None:
            return "", error
        if result.kind == "ASK":
            return f"ASK: {'yes' if result.answer else 'no'}", None
        rows = ["; ".join(f"?{n}={self._term(graph, v)}" for n, v in zip(result.variables, cells, strict=False)
                          if v is not None) for cells in result.rows]
        head = f"{len(rows)}{'+' if result.more else ''} row(s)" + (f", first {self.max_rows} shown" if result.more
                                                                      else "")
        return head + (":\n" + "\n".join(rows) if rows else ""), None

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
