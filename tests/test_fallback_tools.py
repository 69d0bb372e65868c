"""The model's tools: sparql is read-only, bounded in rows and time, and never reaches out; search_wiki is BM25."""

from __future__ import annotations

import time
from functools import cache

import pytest
from rdflib import Graph

from generator.engine.retrieval import bm25_scores
from generator.engine.text import terms
from generator.fallback.evidence import best_passages
from generator.fallback.tools import MAX_ROWS, SparqlTool, Tools
from tests.engine_support import engine, sample_build


@cache
def graph() -> Graph:
    return sample_build().reasoned.as_graph()


def tool(seconds: float = 5.0) -> SparqlTool:
    return SparqlTool(graph(), engine().knowledge.namespaces, seconds=seconds)


@pytest.mark.parametrize("query,refusal", [
    ("CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }", "only SELECT and ASK queries may run, not CONSTRUCT"),
    ("DESCRIBE id:TransitPulse", "only SELECT and ASK queries may run, not DESCRIBE"),
    ("INSERT DATA { id:A cj:uses id:B }", "does not parse"),
    ("DELETE WHERE { ?s ?p ?o }", "does not parse"),
    ("LOAD <http://127.0.0.1:9/graph.ttl>", "does not parse"),
    ("CLEAR ALL", "does not parse"),
    ("DROP GRAPH <urn:g>", "does not parse"),
    ("SELECT * FROM <http://127.0.0.1:9/g.ttl> WHERE { ?s ?p ?o }", "FROM and FROM NAMED are not allowed"),
    ("SELECT * FROM NAMED <http://127.0.0.1:9/g.ttl> WHERE { GRAPH ?g { ?s ?p ?o } }", "FROM and FROM NAMED"),
    ("SELECT * WHERE { ?s a cj:Work OPTIONAL { SERVICE <http://127.0.0.1:9/sparql> { ?s ?p ?o } } }",
     "SERVICE is not allowed"),
    ("SELECT ?s WHERE { ?s ?p }", "does not parse"),
], ids=["construct", "describe", "insert", "delete", "load", "clear", "drop", "from", "from-named", "service",
        "syntax"])
def test_only_select_and_ask_run(query: str, refusal: str) -> None:
    before = len(graph())
    text, error = tool().run(query)
    assert text == "" and error is not None and refusal in error
    assert len(graph()) == before


def test_select_rows_name_entities_with_their_labels() -> None:
    text, error = tool().run("SELECT ?work WHERE { ?work a cj:Paper } ORDER BY ?work")
    assert error is None
    head, *rows = text.splitlines()
    assert head == f"{len(rows)} row(s):" and rows
    assert all(r.startswith("?work=id:") and r.endswith(")") for r in rows)
    assert any("(Predicting short bus delays" in r for r in rows)


def test_ask() -> None:
    assert tool().run("ASK { id:TransitPulse a cj:Work }") == ("ASK: yes", None)
    assert tool().run("ASK { id:TransitPulse a cj:Person }") == ("ASK: no", None)


def test_rows_are_capped() -> None:
    text, error = tool().run("SELECT ?s ?p ?o WHERE { ?s ?p ?o }")
    assert error is None
    head, *rows = text.splitlines()
    assert head == f"{MAX_ROWS}+ row(s), first {MAX_ROWS} shown:" and len(rows) == MAX_ROWS


@pytest.mark.parametrize("query", [
    "SELECT * WHERE { ?a ?b ?c . ?d ?e ?f FILTER(?c = ?f && ?a != ?d && STRLEN(STR(?c)) > 5000) }",
    "SELECT * WHERE { ?a ?b ?c . ?d ?e ?f } ORDER BY ?f ?c",
], ids=["cross-product-filter", "sort-everything"])
def test_a_runaway_query_is_stopped_at_its_deadline(query: str) -> None:
    started = time.perf_counter()
    text, error = tool(seconds=0.2).run(query)
    assert (text, error) == ("", "the query ran longer than 0.2 s and was stopped: narrow it, or add a LIMIT")
    assert time.perf_counter() - started < 2.0  # stopped, in this thread: nothing left running


def test_graph_is_loaded_only_when_a_query_runs() -> None:
    loads: list[int] = []

    def load() -> Graph:
        loads.append(1)
        return graph()

    lazy = SparqlTool(load, engine().knowledge.namespaces)
    assert loads == []
    lazy.run("CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }")
    assert loads == []  # refused before the graph is needed
    lazy.run("ASK { ?s ?p ?o }")
    lazy.run("ASK { ?s ?p ?o }")
    assert loads == [1]


def test_search_wiki_returns_the_five_best_bm25_passages() -> None:
    k = engine().knowledge
    result = Tools(k, None).call("search_wiki", {"query": "Kalman filter delays"})
    assert result.error is None and len(result.items) == 5
    scores = bm25_scores(k.bm25, list(dict.fromkeys(terms("Kalman filter delays"))))
    best = sorted(scores, key=lambda i: (-scores[i], i))[:5]
    assert [item.key for item in result.items] == [k.passages[i]["id"] for i in best]
    assert best_passages("Kalman filter delays", k) == best


@pytest.mark.parametrize("name,arguments,error", [
    ("sparql", None, "the arguments are not valid JSON"),
    ("sparql", {"q": "ASK {}"}, "must be a non-empty string"),
    ("search_wiki", {"query": "   "}, "must be a non-empty string"),
    ("search_wiki", {"query": "zzqx qqzz"}, "no passage matches"),
    ("shell", {"query": "ls"}, "there is no tool called 'shell'"),
])
def test_bad_tool_calls_get_an_error_the_model_can_read(name: str, arguments: dict[str, str] | None,
                                                        error: str) -> None:
    result = Tools(engine().knowledge, graph()).call(name, arguments)
    assert result.items == [] and result.error is not None and error in result.error


def test_without_a_graph_sparql_says_so() -> None:
    result = Tools(engine().knowledge, None).call("sparql", {"query": "ASK { ?s ?p ?o }"})
    assert result.error == "the graph is not available here; use search_wiki"
