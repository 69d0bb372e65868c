"""The ontology binding: the engine names only the ontology terms binding.py lists, the build checks an author's
ontology declares them, and a namespace mismatch is named once."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest
from rdflib import Graph
from rdflib.namespace import OWL, RDF

from generator.engine.binding import CLASSES, PREDICATES, TERMS
from generator.errors import ValidationFailed
from generator.pipeline import run
from tests.engine_support import REPO

NS = "https://portfolio.example/ns#"


def ontology_terms() -> set[str]:
    g = Graph().parse(REPO / "ontology" / "portfolio.ttl")
    found = set()
    for t in (OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty, OWL.AnnotationProperty):
        found |= {str(s)[len(NS):] for s in g.subjects(RDF.type, t) if str(s).startswith(NS)}
    found |= {str(s)[len(NS):] for s in g.subjects(RDF.type, None) if str(s).startswith(NS)}
    return found


def engine_strings() -> list[tuple[str, int, str]]:
    """(module, line, text) of every string in the engine's code, docstrings and comments aside."""
    out = []
    for path in sorted((REPO / "generator" / "engine").glob("*.py")):
        if path.name == "english_words.py":
            continue
        for tok in tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline):
            if tok.type == tokenize.STRING and not tok.string.lstrip("rbuRBUfF").startswith(('"""', "'''")):
                out.append((path.name, tok.start[0], tok.string))
    return out


HOMONYMS = {"article": "the key of a passage's article in the knowledge state",
            "definition": "the source of a general term's answer (answer_from), read from the state",
            "mentor": "a word of the question that asks for a person in a role, and the words an answer says it "
                      "with (rules.ROLE_SAID_AS), not the predicate",
            "version": "a word of a question asking for a technology's news (rules.NEWS_ITEMS), not the predicate"}
"""Engine strings that are spelt like an ontology term but name the engine's own data."""


def test_the_engine_names_only_the_ontology_terms_the_binding_lists() -> None:
    terms = ontology_terms() - set(HOMONYMS)
    named = []
    for module, line, text in engine_strings():
        bare = text.strip("rbuRBUfF").strip("'\"")
        found = set(re.findall(r"cj:([A-Za-z]\w*)", text)) | ({bare} if bare in terms else set())
        named += [(module, line, t) for t in found if t in terms and t not in TERMS]
    assert not named, f"ontology terms in engine code that engine/binding.py does not list: {named[:10]}"


def test_the_core_ontology_declares_every_bound_term() -> None:
    terms = ontology_terms()
    assert set(CLASSES) | set(PREDICATES) <= terms


def _without(text: str, term: str) -> str:
    """The ontology's text with one term's declaration (its statement, up to the final dot) removed."""
    start = text.index(f"\ncj:{term} a owl:")
    end = text.index(" .\n", start)
    return text[:start] + text[end + 2:]


@pytest.mark.parametrize("term", ["Work", "roleAt"])
def test_an_ontology_without_a_bound_term_fails_naming_it(site: Path, tmp_path: Path, term: str) -> None:
    ontology = tmp_path / "ontology"
    ontology.mkdir()
    (ontology / "portfolio.ttl").write_text(_without((REPO / "ontology" / "portfolio.ttl").read_text(), term))
    config = site / "mkdocs.yml"
    config.write_text(re.sub(r"ontology_dir: .*", f"ontology_dir: {ontology}", config.read_text()))
    from generator.settings import load_settings

    with pytest.raises(ValidationFailed) as failed:
        run(load_settings(config), answer_index=False)
    message = str(failed.value)
    assert f"cj:{term}" in message and "the question engine needs" in message
    assert message.count("ontology-binding") == 1  # only the missing term, and nothing it causes


def test_a_namespace_that_disagrees_with_the_turtle_is_named_once(site: Path) -> None:
    config = site / "mkdocs.yml"
    text = config.read_text()
    config.write_text(text.replace("plugins:\n  - portfolio:\n", "plugins:\n  - portfolio:\n"
                                   "      id_namespace: https://elsewhere.example/id/\n", 1))
    from generator.settings import load_settings

    with pytest.raises(ValidationFailed) as failed:
        run(load_settings(config), answer_index=False)
    message = str(failed.value)
    assert "id-namespace" in message and "https://elsewhere.example/id/" in message
    assert "is not an entity of the graph" not in message and message.count("id_namespace") >= 1
