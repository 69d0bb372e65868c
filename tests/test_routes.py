"""The planning order is one table (routes.py): each route named once, with its paper reference and what it
answers, exported with the rule table; the order's fixed points hold."""

from __future__ import annotations

from generator.engine.routes import ROUTES, table
from tests.engine_support import build


def test_every_route_is_named_once_with_its_reference_and_what_it_answers() -> None:
    names = [r.name for r in ROUTES]
    assert len(names) == len(set(names))
    for r in ROUTES:
        assert r.paper and r.answers, r.name
        assert r.paper.startswith(("Algorithm", "section", "beyond the paper")), r.name
        if r.paper.startswith("beyond the paper"):
            assert ":" in r.paper, f"{r.name}: say why a route beyond the paper exists"


def test_the_order_starts_with_an_ambiguity_and_ends_with_a_general_term() -> None:
    names = [r.name for r in ROUTES]
    # (an ambiguity the question asks about, "how do the two Lanterns differ", is compared before it is reported)
    assert names[:2] == ["namesakes", "ambiguous"] and names[-1] == "general_definition"
    assert names.index("pivot") < names.index("class_list") < names.index("top_passage")
    assert names.index("focused_passage") < names.index("define") < names.index("graph_question")


def test_the_route_table_ships_with_the_rule_table() -> None:
    assert build("sample").state["rules"]["routes"] == table()
