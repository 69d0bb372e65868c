"""The graph's rules (SHACL shapes): each failure names file, line, entity and rule, and all come at once."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import ValidationFailed
from generator.pipeline import run
from generator.settings import load_settings
from tests.conftest import append

PREFIXES = """
@prefix cj:   <https://portfolio.example/ns#> .
@prefix id:   <https://portfolio.example/id/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix xsd:  <http://www.w3.org/2001/XMLSchema#> .
"""


def failures(site: Path, turtle: str) -> ValidationFailed:
    (site / "content/graph/extra.ttl").write_text(PREFIXES + turtle, encoding="utf-8")
    with pytest.raises(ValidationFailed) as err:
        run(load_settings(site / "mkdocs.yml"))
    return err.value


def only(err: ValidationFailed, rule: str) -> str:
    hits = [p for p in err.problems if p.rule == rule]
    assert hits, f"no {rule} problem in:\n{err}"
    problem = hits[0]
    assert problem.file == "content/graph/extra.ttl"
    assert problem.line > 0
    return str(problem)


def test_undeclared_predicate(site: Path) -> None:
    err = failures(site, 'id:X a cj:Project ; rdfs:label "X" ; cj:tier 2 ; cj:madeUpPredicate "y" .\n')
    text = only(err, "predicate-declared")
    assert "id:X" in text and "cj:madeUpPredicate" in text


def test_work_without_tier(site: Path) -> None:
    err = failures(site, 'id:NoTier a cj:Game ; rdfs:label "No tier" .\n')
    assert "id:NoTier" in only(err, "work-has-tier")


def test_tier_out_of_range(site: Path) -> None:
    err = failures(site, 'id:Tier4 a cj:Game ; rdfs:label "Tier four" ; cj:tier 4 .\n')
    assert "id:Tier4" in only(err, "work-has-tier")


def test_url_with_credentials(site: Path) -> None:
    err = failures(site, 'id:Leaky a cj:Project ; rdfs:label "Leaky" ; cj:tier 3 ;\n'
                         '  cj:repository "https://user:secret@git.example/leaky"^^xsd:anyURI .\n')
    assert "id:Leaky" in only(err, "url-is-safe")


@pytest.mark.parametrize("url", ["ftp://files.example/x", "javascript:alert(1)", "https://a@b.example/"])
def test_url_must_be_plain_https(site: Path, url: str) -> None:
    err = failures(site, f'id:Odd a cj:Project ; rdfs:label "Odd" ; cj:tier 3 ; cj:url "{url}"^^xsd:anyURI .\n')
    only(err, "url-is-safe")


def test_entity_without_label(site: Path) -> None:
    err = failures(site, "id:Nameless a cj:Skill ; cj:category cj:Tool .\n")
    assert "id:Nameless" in only(err, "entity-has-label")


def test_object_must_resolve(site: Path) -> None:
    err = failures(site, 'id:Dangling a cj:Project ; rdfs:label "Dangling" ; cj:tier 3 ; cj:uses id:Nowhere .\n')
    assert "id:Nowhere" in only(err, "object-resolves")


def test_key_work_needs_unique_rank(site: Path) -> None:
    err = failures(site, 'id:Second a cj:Project ; rdfs:label "Second" ; cj:tier 1 ; cj:keyRank 1 .\n'
                         'id:Unranked a cj:Project ; rdfs:label "Unranked" ; cj:tier 1 .\n')
    assert any(p.rule == "key-rank-unique" for p in err.problems)
    assert "id:Unranked" in only(err, "key-work-has-rank")


def test_untyped_subject(site: Path) -> None:
    err = failures(site, 'id:Ghost rdfs:label "Ghost" .\n')
    assert "id:Ghost" in only(err, "entity-is-typed")


def test_component_source_file_must_exist(site: Path) -> None:
    err = failures(site, 'id:Part a cj:Component ; rdfs:label "Part" ; cj:tier 3 ; cj:sourceFile "src/nope.py" .\n')
    assert "src/nope.py" in only(err, "source-file-exists")


def test_all_failures_of_one_build_are_listed_together(site: Path) -> None:
    append(site / "content/wiki/projects/finder.md", "\nCall me on +351 912 345 678 any time.\n")
    err = failures(site, 'id:X a cj:Project ; rdfs:label "X" ; cj:tier 2 ; cj:madeUpPredicate "y" .\n'
                         'id:NoTier a cj:Game ; rdfs:label "No tier" .\n'
                         'id:Leaky a cj:Project ; rdfs:label "Leaky" ; cj:tier 3 ;\n'
                         '  cj:repository "https://user:secret@git.example/leaky"^^xsd:anyURI .\n')
    rules = {p.rule for p in err.problems}
    assert {"predicate-declared", "work-has-tier", "url-is-safe", "privacy"} <= rules
    assert str(err).count("\n") >= 4


def test_an_alias_naming_no_entity_fails(site: Path) -> None:
    (site / "content/lexicon.yml").write_text("aliases:\n  py: Python\n  nope: NoSuchEntity\n", encoding="utf-8")
    with pytest.raises(ValidationFailed) as err:
        run(load_settings(site / "mkdocs.yml"))
    problem = next(p for p in err.value.problems if p.rule == "lexicon")
    assert (problem.file, problem.line, problem.entity) == ("content/lexicon.yml", 3, "NoSuchEntity")


def test_aliases_reach_the_engine(site: Path) -> None:
    from generator.engine import Engine

    (site / "content/lexicon.yml").write_text("aliases:\n  py: Python\n", encoding="utf-8")
    engine = Engine(run(load_settings(site / "mkdocs.yml")).state)
    assert engine.plan("py projects")["results"][0]["id"] == "Python"
