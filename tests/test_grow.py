"""benchmarks/grow.py: a portfolio grown N-fold holds N copies of its entities and articles, each copy linked
within itself, and passes the build's fast graph and article rules (no full build: that is scale.py's job)."""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from rdflib import RDF, Namespace

from benchmarks.grow import copy_articles, grow, rewrite_links
from generator.graph.load import load_graph
from generator.graph.validate import graph_rule_problems, source_file_problems
from generator.pipeline import check_articles, graph_links, typed_entity_ids
from generator.settings import Settings, load_settings
from generator.wiki.articles import read_articles
from generator.wiki.passages import local_links
from tests.engine_support import PORTFOLIOS

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def grown(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str, int], Path]:
    """Each portfolio grown once per factor per module, on demand: the root of the grown copy."""
    made: dict[tuple[str, int], Path] = {}

    def get(name: str, factor: int) -> Path:
        if (name, factor) not in made:
            dest = tmp_path_factory.mktemp(f"{name}-x{factor}") / "portfolio"
            made[name, factor] = grow(PORTFOLIOS[name].parent, dest, factor).parent
        return made[name, factor]

    return get


def entity_ids(settings: Settings) -> set[str]:
    loaded = load_graph(settings.root, settings.ontology_dirs, settings.graph_dir, settings.id_namespace)
    return typed_entity_ids(loaded, settings)


def owner_ids(settings: Settings) -> set[str]:
    loaded = load_graph(settings.root, settings.ontology_dirs, settings.graph_dir, settings.id_namespace)
    owners = loaded.graph.subjects(RDF.type, Namespace(settings.namespace).Owner)
    return {str(s)[len(settings.id_namespace):] for s in owners if str(s).startswith(settings.id_namespace)}


def files(root: Path, settings: Settings) -> set[str]:
    """The graph's .ttl and the wiki's .md files, relative to the portfolio root."""
    found = [*settings.graph_dir.rglob("*.ttl"), *settings.docs_dir.rglob("*.md")]
    return {p.relative_to(root).as_posix() for p in found}


@pytest.mark.parametrize("name", list(PORTFOLIOS))
def test_factor_one_is_the_source(name: str, grown: Callable[[str, int], Path]) -> None:
    source = load_settings(PORTFOLIOS[name])
    root = grown(name, 1)
    copy = load_settings(root / "mkdocs.yml")
    assert files(root, copy) == files(source.root, source)
    for path in files(root, copy):
        assert (root / path).read_bytes() == (source.root / path).read_bytes(), path


def test_two_fold_has_twice_the_entities_and_keeps_the_originals(grown: Callable[[str, int], Path]) -> None:
    source = load_settings(PORTFOLIOS["sample"])
    root = grown("sample", 2)
    settings = load_settings(root / "mkdocs.yml")
    before, after = entity_ids(source), entity_ids(settings)
    owners = owner_ids(source)
    assert owners, "the sample has an owner"
    assert after == before | {f"{i}X2" for i in before - owners}  # everything but the owner, copied once
    assert len(after) == 2 * len(before) - len(owners)
    for path in files(source.root, source):
        assert (root / path).read_bytes() == (source.root / path).read_bytes(), f"{path} changed"


def test_copied_articles_name_entities_of_the_grown_graph(grown: Callable[[str, int], Path]) -> None:
    root = grown("sample", 2)
    settings = load_settings(root / "mkdocs.yml")
    ids = entity_ids(settings)
    articles = read_articles(settings.docs_dir, settings.root)
    copies = [a for a in articles if a.slug.endswith("-x2")]
    originals = [a for a in articles if not a.slug.endswith("-x2")]
    owners = owner_ids(settings)
    # every article but the index pages and the owner's own (one article per entity) has one copy
    assert len(copies) == sum(1 for a in originals if Path(a.file).name != "index.md" and a.entity not in owners)
    for article in copies:
        assert article.title.endswith(" X2"), article.file
        assert article.entity is not None and article.entity.endswith("X2"), article.file
        assert article.entity in ids, f"{article.file} names {article.entity}, which the grown graph lacks"


@pytest.mark.parametrize("name", list(PORTFOLIOS))
def test_links_in_copies_point_at_existing_files_of_the_same_copy(name: str,
                                                                  grown: Callable[[str, int], Path]) -> None:
    root = grown(name, 3)
    settings = load_settings(root / "mkdocs.yml")
    ids = entity_ids(settings)
    checked = 0
    for article in read_articles(settings.docs_dir, settings.root):
        copy = re.search(r"-x(\d+)$", article.slug)
        if copy is None:
            continue  # an original: its links are the author's
        folder = posixpath.dirname(article.slug)
        for _, target in local_links(article):
            path = target.partition("#")[0]
            if not path.endswith(".md"):
                continue
            slug = posixpath.normpath(posixpath.join(folder, path))[: -len(".md")]
            if slug.startswith("id/"):
                assert slug[3:] in ids and slug.endswith(f"X{copy.group(1)}"), f"{article.file} links {target}"
            else:
                assert (settings.docs_dir / f"{slug}.md").is_file(), f"{article.file} links {target}"
                if posixpath.basename(slug) != "index":
                    assert slug.endswith(copy.group(0)), f"{article.file} links {target}, outside its copy"
            checked += 1
    if name == "ari-lindqvist":
        assert checked > 100  # that portfolio's articles link each other: the rewrite was exercised


@pytest.mark.parametrize("name", list(PORTFOLIOS))
def test_grown_portfolio_passes_the_fast_build_rules(name: str, grown: Callable[[str, int], Path]) -> None:
    """Graph-wide rules (unique key ranks, linked entities defined, source files present) and the article
    rules (known entity, one article per entity, links resolve): what a copy could break."""
    settings = load_settings(grown(name, 3) / "mkdocs.yml")
    loaded = load_graph(settings.root, settings.ontology_dirs, settings.graph_dir, settings.id_namespace)
    assert graph_rule_problems(loaded, settings.namespace, settings.id_namespace) == []
    assert source_file_problems(loaded, settings.namespace, settings.root) == []
    articles = read_articles(settings.docs_dir, settings.root)
    assert check_articles(articles, typed_entity_ids(loaded, settings), graph_links(loaded, settings), settings) == []


def test_rewrite_links_keeps_code_other_pages_and_anchors() -> None:
    body = ("See [Rust](../skills/rust.md#tooling), [home](../index.md), [Rust's page](../id/Rust.md),\n"
            "[Owner](../id/Me.md) and [out](https://example.org/a.md).\n"
            "```\n[code](../skills/rust.md)\n```\n"
            "[ref]: ../skills/rust.md\n")
    out = rewrite_links(body, "projects", {"skills/rust"}, {"Rust"}, 4)
    assert out == ("See [Rust](../skills/rust-x4.md#tooling), [home](../index.md), [Rust's page](../id/RustX4.md),\n"
                   "[Owner](../id/Me.md) and [out](https://example.org/a.md).\n"
                   "```\n[code](../skills/rust.md)\n```\n"
                   "[ref]: ../skills/rust-x4.md\n")


def test_copy_articles_skips_index_pages_and_unknown_entities(tmp_path: Path) -> None:
    (tmp_path / "projects").mkdir()
    (tmp_path / "index.md").write_text("# Home\n", encoding="utf-8")
    (tmp_path / "projects" / "a.md").write_text("---\nentity: A\ndescription: x\n---\n\n# Alpha\n\nText.\n",
                                                encoding="utf-8")
    (tmp_path / "projects" / "me.md").write_text("---\ntitle: Me\nentity: Me\n---\n\nText.\n", encoding="utf-8")
    articles = sorted(tmp_path.rglob("*.md"))
    written = copy_articles(tmp_path, articles, {"A"}, 2)
    assert written == [tmp_path / "projects" / "a-x2.md"]
    assert written[0].read_text(encoding="utf-8") == ('---\ntitle: "Alpha X2"\nentity: AX2\ndescription: x\n---\n'
                                                      "\n# Alpha\n\nText.\n")
