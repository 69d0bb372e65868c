"""The bundled sample portfolio: at least the paper's scale (section 3), and prose that is not templated."""

from __future__ import annotations

import re
from collections import defaultdict
from functools import cache
from pathlib import Path

import pytest

from generator.pipeline import BuildResult, run
from generator.settings import load_settings

REPO = Path(__file__).resolve().parent.parent
# Technologies the sample owner never used; the engine's zero-result pivot relies on their absence.
NEVER_USED = ["Scala", "Kotlin", "Elixir", "Haskell", "Clojure", "Erlang", "Angular", "Cassandra", "Unity",
              "Unreal Engine", "Perl", "COBOL", "Fortran", "Solidity", "Ember.js", "jQuery", "MATLAB", "Xamarin",
              "Firebase"]


@cache
def sample() -> BuildResult:
    return run(load_settings(REPO / "mkdocs.yml"))


@pytest.mark.slow
@pytest.mark.parametrize("kind,floor", [
    ("Entity", 447), ("Project", 146), ("Skill", 116), ("Technique", 51), ("Component", 19), ("Paper", 3),
    ("Organisation", 1), ("Role", 1), ("Theme", 1), ("Place", 1), ("Owner", 1),
])
def test_entity_floors(kind: str, floor: int) -> None:
    assert sample().stats["entities_by_type"].get(kind, 0) >= floor


@pytest.mark.slow
def test_triple_article_and_passage_floors() -> None:
    stats = sample().stats
    assert stats["triples"]["stated"] >= 6000
    assert stats["triples"]["inferred"] >= 1000
    assert stats["articles"] >= 169
    assert stats["passages"] >= 500
    assert 85 <= stats["predicates"]["used"] <= stats["predicates"]["declared"]


@pytest.mark.slow
def test_every_work_has_a_tier_and_key_work_an_explicit_order() -> None:
    entities = sample().state["entities"]
    works = [e for e in entities.values() if "Work" in e["types"]]
    assert all(e["tier"] in (1, 2, 3) for e in works)
    ranks = sorted(e["key_rank"] for e in works if e["tier"] == 1)
    assert ranks == list(range(1, len(ranks) + 1))


@pytest.mark.slow
def test_hard_cases_are_present() -> None:
    entities = sample().state["entities"]
    labels = defaultdict(list)
    for e in entities.values():
        labels[e["label"]].append(e["id"])
    assert len(labels["Lantern"]) == 2, "two entities must share a name"
    for word in ("Go", "Make", "Rust", "Swift"):
        assert labels[word], f"the ordinary-word skill {word} must exist"
    years = {m[:4] for e in entities.values() for m in e["months"]}
    assert len(years) >= 8
    roles = {r for e in entities.values() for r in e["relations"].get("duringRole", [])}
    assert len(roles) >= 5


@pytest.mark.slow
def test_components_name_real_source_files() -> None:
    entities = sample().state["entities"]
    components = [e for e in entities.values() if e["type"] == "Component"]
    for c in components:
        files = c["facts"].get("sourceFile", [])
        assert files, f"{c['id']} names no source file"
        assert all((REPO / f).is_file() for f in files)


def _passages() -> list[tuple[str, str]]:
    from generator.wiki.articles import read_articles
    from generator.wiki.passages import split_passages

    docs = REPO / "content" / "wiki"
    return [(p.id, p.text) for a in read_articles(docs, REPO) for p in split_passages(a)]


def test_no_two_passages_share_a_run_of_ten_words() -> None:
    seen: dict[str, str] = {}
    repeats = []
    for pid, text in _passages():
        words = re.findall(r"[a-z0-9']+", text.lower())
        for i in range(len(words) - 9):
            run_ = " ".join(words[i:i + 10])
            first = seen.setdefault(run_, pid)
            if first != pid:
                repeats.append(f"{first} and {pid}: '{run_}'")
    assert not repeats, "\n".join(repeats[:20])


def test_never_used_technologies_appear_nowhere() -> None:
    pattern = re.compile(r"\b(" + "|".join(re.escape(t) for t in NEVER_USED) + r")\b")
    hits = []
    for folder in ("content", "ontology"):
        for path in sorted((REPO / folder).rglob("*")):
            if path.suffix in (".md", ".ttl", ".yml"):
                for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                    if m := pattern.search(line):
                        hits.append(f"{path.relative_to(REPO)}:{n}: {m.group(0)}")
    assert not hits, "\n".join(hits)
