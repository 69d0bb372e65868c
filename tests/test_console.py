"""The SPARQL console: the runner it shares with the model's sparql tool, what it ships, and its page."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path
from urllib.parse import quote

import pytest
from rdflib import Graph

from generator import sparql_runner
from generator.site.console import CONSOLE_ARTIFACT, DEFAULT_QUERY, console_bundle, entity_query
from tests.engine_support import build

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def graph() -> Graph:
    g = Graph()
    g.parse(data=build("sample").artifacts["data/graph.nt"].decode("utf-8"), format="nt")
    return g


def namespaces() -> dict[str, str]:
    return {k: v for k, v in build("sample").state["namespaces"].items() if k in ("ns", "id")}


def ask(graph: Graph, query: str, **bounds: float) -> dict:  # type: ignore[type-arg]
    return json.loads(sparql_runner.console_json(graph, query, namespaces(), max_rows=int(bounds.get("rows", 200)),
                                                 seconds=bounds.get("seconds", 5.0)))


def test_rows_are_linked_labelled_and_prefixed(graph: Graph) -> None:
    found = ask(graph, entity_query("Waymark"))
    assert found["error"] is None and found["kind"] == "SELECT" and found["vars"] == ["predicate", "object"]
    cells = {(row[0]["short"], row[1].get("short") or row[1]["value"]): row[1] for row in found["rows"]}
    assert ("rdf:type", "cj:Work") in cells and ("rdfs:label", "Waymark") in cells
    rust = next(cell for (p, _), cell in cells.items() if p == "cj:writtenIn" and cell.get("label") == "Rust")
    assert rust["page"] == "id/Rust/" and rust["value"].endswith("/id/Rust")
    assert ask(graph, DEFAULT_QUERY)["rows"], "the page's own example answers"


def test_rows_are_capped_and_asks_answered(graph: Graph) -> None:
    capped = ask(graph, "SELECT ?s WHERE { ?s ?p ?o }", rows=7)
    assert len(capped["rows"]) == 7 and capped["more"] is True
    assert ask(graph, "ASK { id:Waymark cj:writtenIn id:Rust }")["answer"] is True
    assert ask(graph, "ASK { id:Waymark cj:writtenIn id:Haskell }")["answer"] is False


@pytest.mark.parametrize("query, said", [
    ("SELEC ?s WHERE { ?s ?p ?o }", "the query does not parse"),
    ("CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }", "only SELECT and ASK queries may run, not CONSTRUCT"),
    ("SELECT * FROM <http://127.0.0.1:9/g> WHERE { ?s ?p ?o }", "FROM and FROM NAMED are not allowed"),
    ("SELECT * WHERE { SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }", "SERVICE is not allowed"),
    ("SELECT * WHERE { ?a ?b ?c . ?d ?e ?f } ORDER BY ?c", "ran longer than 0.3 s and was stopped"),
])
def test_a_query_that_cannot_run_says_why(graph: Graph, query: str, said: str) -> None:
    found = ask(graph, query, seconds=0.3)
    assert said in found["error"] and found["rows"] == []


def test_the_bundle_holds_rdflib_pyparsing_and_the_shared_runner_the_same_every_time() -> None:
    data = console_bundle()
    assert data == console_bundle()
    names = zipfile.ZipFile(io.BytesIO(data)).namelist()
    assert "rdflib/__init__.py" in names and "pyparsing/__init__.py" in names
    assert any(n.endswith(".dist-info/METADATA") and n.startswith("rdflib") for n in names)  # rdflib reads it
    runner = zipfile.ZipFile(io.BytesIO(data)).read("generator/sparql_runner.py")
    assert runner == (REPO / "generator/sparql_runner.py").read_bytes()
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc") or n.endswith("RECORD")]
    assert build("sample").artifacts[CONSOLE_ARTIFACT] == data


def test_the_page_entity_pages_and_answers_lead_to_the_console(sample_site: Path) -> None:
    page = (sample_site / "sparql/index.html").read_text(encoding="utf-8")
    triples = (sample_site / "data/graph.nt").read_bytes().count(b"\n")
    assert 'id="pf-console-query"' in page and "console.js" in page and f"({triples:,} triples)" in page
    entity = (sample_site / "id/Waymark/index.html").read_text(encoding="utf-8")
    assert f'href="../../sparql/?query={quote(entity_query("Waymark"), safe="")}"' in entity
    script = (REPO / "theme/assets/portfolio/ask.js").read_text(encoding="utf-8")
    assert "Run it in the SPARQL console" in script and "sparql/?query=" in script


def test_the_console_is_in_the_browse_menu(sample_site: Path) -> None:
    home = (sample_site / "index.html").read_text(encoding="utf-8")
    nav = home[home.index('class="md-nav'):]
    assert 'href="sparql/"' in nav and "SPARQL console" in nav
