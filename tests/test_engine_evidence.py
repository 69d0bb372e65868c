"""Every graph answer carries SPARQL that returns exactly its rows, on the reasoned graph (run with rdflib)."""

from __future__ import annotations

import pytest
from rdflib import Graph

from generator.questions import snapshot_questions
from tests.engine_support import REPO, TODAY, engine, sample_build


def reasoned_graph() -> Graph:
    return sample_build().reasoned.as_graph()


@pytest.mark.slow
def test_sparql_of_every_graph_answer_returns_exactly_its_rows() -> None:
    e = engine()
    graph = reasoned_graph()
    id_ns = e.knowledge.namespaces["id"]
    checked = 0
    cache: dict[str, set[str]] = {}
    mismatches = []
    for question in snapshot_questions(e.knowledge.state, REPO):
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
    assert checked > 500
    assert not mismatches, mismatches[:10]


def test_pivot_evidence_of_absence_returns_no_rows() -> None:
    p = engine().plan("kotlin projects", TODAY)
    assert p["intent"] == "pivot"
    absence = next(s for s in p["answer"]["sources"] if s.get("sparql"))
    assert list(reasoned_graph().query(absence["sparql"])) == []
