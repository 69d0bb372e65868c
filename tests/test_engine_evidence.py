"""Every graph answer carries SPARQL that returns exactly its rows, on the reasoned graph (run with rdflib)."""

from __future__ import annotations

import pytest
from rdflib import Graph

from generator.questions import snapshot_questions
from tests.engine_support import PORTFOLIOS, TODAY, build, engine, settings


def reasoned_graph(name: str = "sample") -> Graph:
    return build(name).reasoned.as_graph()


@pytest.mark.slow
@pytest.mark.parametrize("name,least", [("sample", 500), ("ari-lindqvist", 100)])
def test_sparql_of_every_graph_answer_returns_exactly_its_rows(name: str, least: int) -> None:
    assert name in PORTFOLIOS
    e = engine(name)
    graph = reasoned_graph(name)
    id_ns = e.knowledge.namespaces["id"]
    checked = 0
    cache: dict[str, set[str]] = {}
    mismatches = []
    s = settings(name)
    for question in snapshot_questions(e.knowledge.state, s.content_dir, s.root):
        p = e.plan(question, TODAY)
        evidence = p["evidence"]
        if not evidence:
            continue
        query = evidence["sparql"]
        if query not in cache:
            cache[query] = {str(row[0])[len(id_ns):] for row in graph.query(query)}
        if cache[query] != set(evidence["rows"]):
            mismatches.append((question, sorted(cache[query] ^ set(evidence["rows"]))[:5]))
        checked += 1
    assert checked > least
    assert not mismatches, mismatches[:10]


def test_pivot_evidence_of_absence_returns_no_rows() -> None:
    p = engine().plan("kotlin projects", TODAY)
    assert p["intent"] == "pivot"
    absence = next(s for s in p["answer"]["sources"] if s.get("sparql"))
    assert list(reasoned_graph().query(absence["sparql"])) == []
