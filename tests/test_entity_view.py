"""Entity pages read as a portfolio: the entity's summary first, every fact said once (a sub-property's values
inside its parent's group, not repeated), inference explanations in plain sentences, and "As data" short enough
to read on a phone. Run on both portfolios."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest
from rdflib import Graph

from generator.engine.knowledge import Knowledge, build_knowledge
from generator.site.facts import grouped_facts
from generator.site.pages import views_for
from generator.site.views import HIDDEN_FACTS, MONTH_RUN_SHOWN, month_runs
from tests.engine_support import PORTFOLIOS, build

EACH = pytest.mark.parametrize("name", list(PORTFOLIOS))


@cache
def knowledge(name: str) -> Knowledge:
    return build_knowledge(build(name).state)


def raw(predicate: str, value: str) -> dict[str, Any]:
    return {"raw": value}


def flatten(row: dict[str, Any]) -> list[str]:
    return [v["raw"] for v in row["values"]] + [v for part in row.get("parts", []) for v in flatten(part)]


@EACH
def test_every_value_is_said_once_and_sub_properties_sit_inside_their_parent(name: str) -> None:
    k = knowledge(name)
    checked = 0
    for entity_id, e in k.entities.items():
        _, groups = grouped_facts(k, entity_id, raw, HIDDEN_FACTS)
        for group in groups:
            own = {v["raw"] for v in group["values"]}
            nested = {v for part in group["parts"] for v in flatten(part)}
            assert not own & nested, (entity_id, group["label"])
            checked += bool(group["parts"])
        for predicate, parents in ((p, k.predicates.get(p, {}).get("parents", [])) for p in e["relations"]):
            for parent in parents:
                if parent in e["relations"]:  # the parent's group never repeats this sub-property's values
                    for group in groups:
                        if group["label"] == k.predicates[parent]["label"]:
                            assert not set(e["relations"][predicate]) & {v["raw"] for v in group["values"]}
    assert checked > 0  # some entity has a parent group with nested sub-properties


def test_a_work_page_starts_with_what_the_work_is() -> None:
    k = knowledge("sample")
    work = next(w for w, e in sorted(k.entities.items()) if e.get("key_rank") == 1)
    summary, groups = grouped_facts(k, work, raw, HIDDEN_FACTS)
    labels = [row["label"] for row in summary]
    assert labels[0] == "Outcome" and "Written in" in labels
    assert all(g["label"] != "concerns" or g["values"] for g in groups)  # "concerns" = "implements" says one
    uses = next(g for g in groups if g["label"] == "uses")
    parts = {p["label"] for p in uses["parts"]}
    assert "tooling" in parts and "built with" not in parts  # built with is in the summary, so said there only


@EACH
def test_inference_explanations_are_sentences_without_raw_names(name: str) -> None:
    result = build(name)
    k = knowledge(name)
    views = views_for(result, k)
    for entity_id in sorted(k.entities)[::7]:
        page = views.entity(entity_id)
        for t in page["inferred"]:
            assert t["rule"] != "owl2-rl" or t["because"] == "derived in several steps"
            assert "whose domain" not in t["because"] and "cj:" not in t["because"], t
            assert "<http" not in t["because"] and "<http" not in t["short"], t  # a URL value is fine; an IRI not
        turtle = page["stated_turtle"]
        assert len(re.findall(r'"\d{4}-\d{2}"', turtle)) <= MONTH_RUN_SHOWN * 3
        Graph().parse(data="\n".join(f"@prefix {p}: <{ns}> ." for p, ns in views.prefixes.items()) + "\n" + turtle,
                      format="turtle")


def test_month_runs() -> None:
    assert month_runs(["2021-11", "2021-12", "2022-01", "2022-03"]) == "2021-11 to 2022-01, 2022-03"
    assert month_runs(["2020-05"]) == "2020-05"
    assert month_runs([]) == ""


def test_dates_are_said_to_the_precision_the_graph_gives() -> None:
    from generator.site.views import date_label, years_of

    assert date_label("2021-06-01") == "Jun 2021" and date_label("2021-06") == "Jun 2021"
    assert date_label("2021") == "2021"  # a year alone is a valid xsd:gYear: no month is invented
    assert years_of(["2021-06", "2024-02", "2022-01"]) == "2021–2024" and years_of([]) == ""


@EACH
def test_mentions_found_in_one_pass_equal_a_search_per_name(name: str) -> None:
    """The word-sequence index finds the works a plain regular-expression search per name finds."""
    from generator.site.article_links import MIN_NAME, Mentions

    k = knowledge(name)
    mentions = Mentions(k)
    articles = build(name).articles
    found_any = False
    for article in articles:
        plain = set()
        for work, e in k.entities.items():
            if work == article.entity or not {"Work", "Component"} & set(e["types"]):
                continue
            names = [e["label"], *(e.get("alt_labels") or [])]
            if any(len(n) >= MIN_NAME and re.search(rf"(?<!\w){re.escape(n)}(?!\w)", article.body) for n in names):
                plain.add(work)
        assert set(mentions.works_in(article.body, article.entity)) == plain, article.slug
        found_any |= bool(plain)
    assert found_any
