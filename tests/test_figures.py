"""Figures drawn at build from the engine's tables: they say what the tables say, change when the tables do,
and are published as artifacts that mkdocs links and `portfolio check` verifies."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET

import pytest

from generator.engine import confidence as confidence_module
from generator.engine import routes, rules
from generator.engine.confidence import RULES, confidence
from generator.site import figures
from tests.engine_support import build

SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: bytes) -> list[str]:
    return [t.text or "" for t in ET.fromstring(svg).iter(f"{SVG}text")]


def reference_confidence(ambiguous: bool, answer_from: str, found: bool, names_entity: bool, support: float,
                         by_topic: bool, by_words: bool) -> str:
    """Algorithm 5 as the paper and the confidence article put it, written out as a plain chain."""
    if ambiguous:
        return "exact"
    if by_topic or by_words:
        return "strong"
    if answer_from in ("authored", "graph", "pivot"):
        return "exact"
    if not found:
        return "none"
    if answer_from == "definition" or names_entity or support >= rules.STRONG_SUPPORT:
        return "strong"
    return "weak"


def test_the_decision_table_is_algorithm_5_on_every_combination() -> None:
    sources = ("authored", "graph", "pivot", "definition", "wiki", "none")
    supports = (0.0, rules.STRONG_SUPPORT - 0.01, rules.STRONG_SUPPORT, 1.0)
    for ambiguous, source, found, named, support, topic, by_words in itertools.product(
            (False, True), sources, (False, True), (False, True), supports, (False, True), (False, True)):
        assert confidence(ambiguous=ambiguous, answer_from=source, found=found, names_entity=named,
                          support=support, by_topic=topic, by_words=by_words) == reference_confidence(
            ambiguous, source, found, named, support, topic, by_words)


def test_each_figure_is_well_formed_labelled_and_fits_its_width() -> None:
    for path, svg in figures.figures().items():
        root = ET.fromstring(svg)
        assert path.startswith(figures.FIGURES_DIR) and path.endswith(".svg")
        assert root.get("role") == "img" and root.find(f"{SVG}title") is not None
        assert (root.find(f"{SVG}desc").text or "").strip()  # type: ignore[union-attr]
        for t in root.iter(f"{SVG}text"):
            size, x = float(t.get("font-size") or 14), float(t.get("x") or 0)
            start = x - (len(t.text or "") * 0.56 * size if t.get("text-anchor") == "end" else
                         len(t.text or "") * 0.28 * size if t.get("text-anchor") == "middle" else 0)
            assert start >= 0 and start + len(t.text or "") * 0.56 * size <= figures.WIDTH, t.text


def test_the_route_figure_lists_every_route_in_the_tables_order() -> None:
    shown = [line.split(". ", 1)[1] for line in texts(figures.route_order()) if line[:1].isdigit() and ". " in line]
    assert shown == [rule.name.replace("_", " ") for rule in routes.ROUTES]


def test_the_confidence_figure_says_each_rule_in_order_with_its_level() -> None:
    said = " ".join(texts(figures.confidence_decision()))
    at = 0
    for rule in RULES:  # each rule's words, wrapped over lines, in the table's order
        at = said.index(rule.when, at) + len(rule.when)
    levels = [t for t in texts(figures.confidence_decision()) if t in ("exact", "strong", "weak", "none")]
    assert levels == [rule.level for rule in RULES]


def test_a_figure_changes_when_its_table_does(monkeypatch: pytest.MonkeyPatch) -> None:
    before = figures.figures()
    monkeypatch.setattr(figures, "ROUTES", list(reversed(routes.ROUTES)))
    monkeypatch.setattr(figures, "RULES", (*confidence_module.RULES[1:], confidence_module.RULES[0]))
    monkeypatch.setattr(figures, "MODEL_LEVELS", ("none",))
    after = figures.figures()
    assert all(after[path] != before[path] for path in before)


def test_the_build_ships_the_figures_and_the_articles_show_them() -> None:
    result = build("sample")
    assert {path: data for path, data in result.artifacts.items() if path.startswith(figures.FIGURES_DIR)} \
        == figures.figures()
    shown = [a.slug for a in result.articles if "](../figures/" in a.body]
    assert {"site/question-planner", "site/confidence-levels", "site/model-fallback"} <= set(shown)


def test_a_portfolio_publishes_only_the_figures_its_articles_show() -> None:
    assert not [path for path in build("ari-lindqvist").artifacts if path.startswith(figures.FIGURES_DIR)]
    every = figures.figures()
    assert figures.figures_shown([("site/engine", "../figures/confidence.svg#top"), ("about", "figures/x.svg"),
                                  ("notes", "figures/route-order.svg")]) == {
        path: every[path] for path in ("figures/confidence.svg", "figures/route-order.svg")}
    assert figures.figures_shown([("site/engine", "figures/confidence.svg")]) == {}  # site/figures/…: no such


def test_the_fallback_figure_says_the_limits_the_fallback_holds_to(monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.fallback import answer, evidence

    said = " ".join(texts(figures.guarded_fallback()))
    for limit in (f"at most {evidence.ROUNDS} rounds", f"{evidence.PROMPT_TOKENS:,} tokens",
                  f"{evidence.BEST_PASSAGES} best wiki passages", " · ".join(answer.OUTCOMES), "sparql"):
        assert limit in said
    monkeypatch.setattr(evidence, "ROUNDS", evidence.ROUNDS + 1)
    assert f"at most {evidence.ROUNDS} rounds" in " ".join(texts(figures.guarded_fallback()))
    with pytest.raises(ValueError):
        answer.result("maybe")
