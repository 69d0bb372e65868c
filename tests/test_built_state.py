"""ask, bench and eval read the built site's knowledge state while it is current, and say why when it is not."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator.built_state import built_state
from generator.settings import load_settings
from tests.conftest import append
from tests.test_build import portfolio


@pytest.fixture
def cached_site(site: Path) -> Path:
    """The fixture site with a cache folder (where the build notes which inputs gave its state), built once."""
    config = site / "mkdocs.yml"
    config.write_text(config.read_text(encoding="utf-8").replace('cache_dir: ""', "cache_dir: .cache/portfolio"),
                      encoding="utf-8")
    done = portfolio(site, "build")
    assert done.returncode == 0, done.stderr
    return site


def test_after_a_build_the_built_state_is_current(cached_site: Path) -> None:
    data, why = built_state(load_settings(cached_site / "mkdocs.yml"))
    assert why == "" and data == (cached_site / "site_build/data/knowledge-state.json").read_bytes()

    asked = portfolio(cached_site, "ask", "--json", "relay")
    assert asked.returncode == 0 and asked.stderr == ""
    from_file = portfolio(cached_site, "ask", "--json", "--state", "site_build/data/knowledge-state.json", "relay")
    assert json.loads(asked.stdout) == json.loads(from_file.stdout)


@pytest.mark.parametrize("edit", ["wiki", "graph", "config"])
def test_any_changed_input_is_named_and_the_state_built_from_the_sources(cached_site: Path, edit: str) -> None:
    changed = {"wiki": "content/wiki/projects/finder.md", "graph": "content/graph/fixture.ttl",
               "config": "mkdocs.yml"}[edit]
    append(cached_site / changed, {"wiki": "\nOne more sentence about zanzibar.\n",
                                   "graph": 'id:Relay cj:status "archived" .\n', "config": "\n# a comment\n"}[edit])
    data, why = built_state(load_settings(cached_site / "mkdocs.yml"))
    assert data is None and changed in why

    asked = portfolio(cached_site, "ask", "--json", "relay")
    assert asked.returncode == 0 and changed in asked.stderr and "from the sources" in asked.stderr
    assert json.loads(asked.stdout)["question"] == "relay"


def test_a_state_file_replaced_by_hand_is_not_trusted(cached_site: Path) -> None:
    state = cached_site / "site_build/data/knowledge-state.json"
    state.write_bytes(state.read_bytes().replace(b'"Relay"', b'"Relaz"', 1))
    data, why = built_state(load_settings(cached_site / "mkdocs.yml"))
    assert data is None and "not the state the last build published" in why


def test_without_a_cache_folder_there_is_no_built_state_to_trust(site: Path) -> None:
    assert portfolio(site, "build").returncode == 0
    data, why = built_state(load_settings(site / "mkdocs.yml"))
    assert data is None and "portfolio build" in why


def test_the_indexed_state_is_kept_and_answers_the_same(cached_site: Path) -> None:
    from generator.built_state import built_engine
    from generator.engine import Engine

    settings = load_settings(cached_site / "mkdocs.yml")
    kept = list((cached_site / ".cache/portfolio").glob("knowledge-*.pickle"))
    assert len(kept) == 1, "the build keeps the indexed form of the state it published"
    when = kept[0].stat().st_mtime_ns
    first, why = built_engine(settings)
    assert first is not None and why == ""
    assert list((cached_site / ".cache/portfolio").glob("knowledge-*.pickle")) == kept
    assert kept[0].stat().st_mtime_ns == when, "read back, not indexed and written again"
    assert not any(getattr(first.knowledge, name) for name in ("link_cache", "term_articles_cache", "works_cache"))
    kept[0].unlink()  # a lost cache: indexed again from the state and kept
    first, why = built_engine(settings)
    assert first is not None and why == "" and kept[0].is_file()
    second, _ = built_engine(settings)  # read back from the kept index
    fresh = Engine.from_json((cached_site / "site_build/data/knowledge-state.json").read_bytes())
    assert second is not None and second.knowledge is not first.knowledge
    for question in ("relay", "what is finder written in", "projects from 2024", "how does relay work"):
        assert second.answer(question) == fresh.answer(question) == first.answer(question)


def test_a_build_into_another_folder_leaves_this_sites_state_current(cached_site: Path) -> None:
    from tests.test_build import _run

    other = _run(cached_site, ["mkdocs", "build", "--strict", "-d", "elsewhere"], None)
    assert other.returncode == 0, other.stderr
    data, why = built_state(load_settings(cached_site / "mkdocs.yml"))
    assert why == "" and data == (cached_site / "site_build/data/knowledge-state.json").read_bytes()


def test_entity_pages_come_from_the_cache_only_while_what_they_are_made_of_is_unchanged(cached_site: Path) -> None:
    from tests.test_build import tree_digests

    cache = cached_site / ".cache/portfolio"
    kept = list(cache.glob("entity-pages-*.pickle.z"))
    assert len(kept) == 1
    when, before = kept[0].stat().st_mtime_ns, tree_digests(cached_site / "site_build")
    assert portfolio(cached_site, "build", "--force").returncode == 0  # not stopped early as current
    assert list(cache.glob("entity-pages-*.pickle.z")) == kept and kept[0].stat().st_mtime_ns == when
    assert tree_digests(cached_site / "site_build") == before  # read back: the very same site
    graph = cached_site / "content/graph/fixture.ttl"
    graph.write_text(graph.read_text(encoding="utf-8").replace('rdfs:label "Finder"', 'rdfs:label "Pathfinder"'),
                     encoding="utf-8")
    assert portfolio(cached_site, "build").returncode == 0
    assert list(cache.glob("entity-pages-*.pickle.z")) != kept
    page = (cached_site / "site_build/id/Finder/index.html").read_text(encoding="utf-8")
    assert "Pathfinder" in page


def test_an_edit_to_an_articles_prose_reuses_the_entity_pages(cached_site: Path) -> None:
    cache = cached_site / ".cache/portfolio"
    kept = list(cache.glob("entity-pages-*.pickle.z"))
    assert len(kept) == 1
    when = kept[0].stat().st_mtime_ns
    append(cached_site / "content/wiki/projects/finder.md", "\nOne more sentence about zanzibar.\n")
    assert portfolio(cached_site, "build").returncode == 0
    assert list(cache.glob("entity-pages-*.pickle.z")) == kept and kept[0].stat().st_mtime_ns == when
    assert "zanzibar" in (cached_site / "site_build/projects/finder/index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ["sample", "ari-lindqvist"])
def test_entity_pages_read_nothing_of_the_state_but_the_graph_and_which_article_each_entity_has(name: str) -> None:
    """What entity_pages_cached keys them by is all they are made of: with every passage's text, the authored
    answers, the rules, the meaning vectors and the everyday names of the state changed, every page is the same."""
    import copy

    from generator.engine.knowledge import build_knowledge
    from generator.site.pages import entity_pages, views_for
    from tests.engine_support import build

    result = build(name)
    state = copy.deepcopy(result.state)
    for passage in state["passages"]:
        passage["text"] = "Nothing an entity page would show."
    state["answers"], state["everyday_names"], state["rules"] = [], [], {**state["rules"], "routes": []}
    state.pop("meaning", None)
    before = entity_pages(views_for(result, result.knowledge or build_knowledge(result.state)))
    after = entity_pages(views_for(result, build_knowledge(state)))
    assert [vars(p) for p in after] == [vars(p) for p in before]
    assert len(before) == len(result.state["entities"])


def test_a_build_of_an_unchanged_state_reads_its_index_back(cached_site: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A forced build of the same state takes the indexed form the last build kept rather than indexing the state
    and pickling it again, and publishes the very same site."""
    from generator import pipeline
    from tests.test_build import tree_digests

    kept = list((cached_site / ".cache/portfolio").glob("knowledge-*.pickle"))
    assert len(kept) == 1
    when, before = kept[0].stat().st_mtime_ns, tree_digests(cached_site / "site_build")
    assert portfolio(cached_site, "build", "--force").returncode == 0
    assert kept[0].stat().st_mtime_ns == when, "kept already: not pickled and written again"
    assert tree_digests(cached_site / "site_build") == before

    def refuse(state: object) -> None:
        raise AssertionError("the state was indexed again")

    monkeypatch.setattr(pipeline, "build_knowledge", refuse)
    result = pipeline.run(load_settings(cached_site / "mkdocs.yml"))
    assert result.artifacts["data/knowledge-state.json"] == (cached_site / "site_build/data/knowledge-state.json"
                                                             ).read_bytes()
