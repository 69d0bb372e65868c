"""The generated pages on the fixture site: entity pages, "As data" with rule names, downloads, indexes."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from rdflib import Graph, URIRef
from rdflib.compare import isomorphic

from generator.pipeline import run
from generator.settings import load_settings
from generator.site.pages import render_pages
from generator.site.rdfviews import jsonld, ntriples, turtle
from tests.conftest import append, copy_fixture

ID = "https://portfolio.example/id/"


@cache
def built_fixture(tmp: str) -> Path:
    site = copy_fixture(Path(tmp) / "site")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict"], cwd=site, capture_output=True,
                          text=True, env={"NO_MKDOCS_2_WARNING": "1", "PATH": "/usr/bin:/bin"}, check=False)
    assert done.returncode == 0, done.stderr
    return site / "site_build"


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return built_fixture(str(tmp_path_factory.mktemp("pages")))


def test_every_typed_entity_has_a_page_at_its_iri_path(out: Path) -> None:
    state = json.loads((out / "data/knowledge-state.json").read_text(encoding="utf-8"))
    for entity_id in state["entities"]:
        assert (out / "id" / entity_id / "index.html").is_file(), entity_id


def test_entity_page_shows_facts_resources_and_related_work(out: Path) -> None:
    html = (out / "id/Finder/index.html").read_text(encoding="utf-8")
    assert "<h1>Finder</h1>" in html
    assert "web application" in html and "key work #1" in html
    assert 'href="https://finder.example/"' in html and 'href="https://git.example/ada/finder"' in html
    assert 'href="../../id/Python/"' in html
    assert "Relay" in html  # related work


def test_as_data_counts_in_words_and_names_the_rules(out: Path) -> None:
    html = (out / "id/Python/index.html").read_text(encoding="utf-8")
    assert re.search(r"These are the \w+ it states about Python, and \w+ more its ontology implies", html)
    assert "prp-inv" in html  # Python used by Finder: the inverse of Finder uses Python
    finder = (out / "id/Finder/index.html").read_text(encoding="utf-8")
    assert "cax-sco" in finder and "prp-spo1" in finder


def test_pictures_are_svg_links_to_pages(out: Path) -> None:
    html = (out / "id/Finder/index.html").read_text(encoding="utf-8")
    start = html.index('<svg class="pf-graph"')
    svg = html[start: html.index("</svg>", start)]
    links = re.findall(r'<a href="([^"]+)"', svg)
    assert links and all(link.startswith("../../id/") for link in links)
    for link in links:
        assert (out / "id/Finder" / link / "index.html").resolve().is_file()
    assert "<script" not in svg


def test_downloads_parse_back_to_the_same_graph(out: Path) -> None:
    a = Graph().parse(out / "data/id/Finder.ttl", format="turtle")
    b = Graph().parse(out / "data/id/Finder.nt", format="nt")
    c = Graph().parse(out / "data/id/Finder.jsonld", format="json-ld")
    assert len(a) > 10 and isomorphic(a, b) and isomorphic(a, c)
    assert (URIRef(ID + "Finder"), URIRef("https://portfolio.example/ns#uses"), URIRef(ID + "Python")) in a
    whole = Graph().parse(out / "data/graph.ttl", format="turtle")
    assert isomorphic(whole, Graph().parse(out / "data/graph.nt", format="nt"))


def test_downloads_are_announced_to_crawlers(out: Path) -> None:
    html = (out / "id/Finder/index.html").read_text(encoding="utf-8")
    for kind, ext in (("text/turtle", "ttl"), ("application/n-triples", "nt"), ("application/ld+json", "jsonld")):
        assert f'<link rel="alternate" type="{kind}" href="../../data/id/Finder.{ext}">' in html


def test_index_pages(out: Path) -> None:
    key = (out / "key-work/index.html").read_text(encoding="utf-8")
    assert "Finder" in key
    timeline = (out / "timeline/index.html").read_text(encoding="utf-8")
    assert timeline.index("2024") < timeline.index("2023")
    skills = (out / "skills-by-category/index.html").read_text(encoding="utf-8")
    assert "Programming languages" in skills and "1 work" in skills


def test_no_request_leaves_the_site(out: Path) -> None:
    # What a browser fetches by itself: scripts, images, frames, and stylesheets, icons or preloads.
    # (A canonical or alternate <link> and an <a> fetch nothing until someone follows them.)
    for page in out.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        for tag in re.findall(r"<(?:script|link|img|iframe|source|video|audio)\b[^>]*>", html):
            if tag.startswith("<link") and re.search(r'rel="(?:canonical|alternate)"', tag):
                continue
            src = re.search(r'(?:src|href)="([^"]+)"', tag)
            assert not (src and src.group(1).startswith(("http:", "https:", "//"))), (page, tag)


def test_labels_are_escaped(tmp_path: Path) -> None:
    site = copy_fixture(tmp_path / "site")
    append(site / "content/graph/fixture.ttl",
           'id:Evil a cj:Game ; rdfs:label "<script>alert(1)</script> & co" ; cj:tier 3 ;\n'
           '  cj:description "An <img src=x onerror=alert(2)> description" ; cj:relatedTo id:Finder .\n')
    result = run(load_settings(site / "mkdocs.yml"))
    pages = {p.src_uri: p for p in render_pages(result)[0]}
    for uri in ("id/Evil.md", "id/Finder.md", "work.md"):
        html = pages[uri].html
        assert "<script>alert(1)</script>" not in html and "<img src=x" not in html
        assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co" in html


def test_writers_round_trip_awkward_literals() -> None:
    g = Graph().parse(data='''@prefix ex: <https://portfolio.example/id/> .
        ex:A ex:p "quote \\" and \\\\ backslash", "line\\nbreak", "é ü 日本"@ja, 3,
                  "2024-01"^^<http://www.w3.org/2001/XMLSchema#gYearMonth> ;
             ex:q ex:B .''', format="turtle")
    triples = sorted(g)
    prefixes = {"id": ID}
    assert isomorphic(g, Graph().parse(data=turtle(triples, prefixes), format="turtle"))
    assert isomorphic(g, Graph().parse(data=ntriples(triples), format="nt"))
    assert isomorphic(g, Graph().parse(data=jsonld(triples), format="json-ld"))


def test_a_page_that_claims_a_generated_url_fails_the_build(tmp_path: Path) -> None:
    site = copy_fixture(tmp_path / "site")
    (site / "content/wiki/timeline.md").write_text("# My own timeline\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict"], cwd=site, capture_output=True,
                          text=True, env={"NO_MKDOCS_2_WARNING": "1", "PATH": "/usr/bin:/bin"}, check=False)
    assert done.returncode != 0
    assert "content/wiki/timeline.md" in done.stderr


def test_entity_pages_are_in_the_site_search(tmp_path: Path) -> None:
    site = copy_fixture(tmp_path / "site")
    config = site / "mkdocs.yml"
    config.write_text(config.read_text(encoding="utf-8").replace("plugins:\n", "plugins:\n  - search\n"),
                      encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict"], cwd=site, capture_output=True,
                          text=True, env={"NO_MKDOCS_2_WARNING": "1", "PATH": "/usr/bin:/bin"}, check=False)
    assert done.returncode == 0, done.stderr
    docs = json.loads((site / "site_build/search/search_index.json").read_text(encoding="utf-8"))["docs"]
    finder = [d for d in docs if d["location"] == "id/Finder/"]
    assert len(finder) == 1 and "library catalogue" in finder[0]["text"]
    assert any(d["location"].startswith("projects/finder/") for d in docs)


def test_every_internal_link_and_anchor_resolves(out: Path) -> None:
    from generator.site.linkcheck import broken_links

    assert broken_links(out) == []


def test_the_link_checker_sees_a_broken_link(tmp_path: Path) -> None:
    from generator.site.linkcheck import broken_links

    (tmp_path / "a").mkdir()
    (tmp_path / "a/index.html").write_text('<p id="here"><a href="../b/">b</a><a href="#there">x</a>'
                                           '<a href="#here">ok</a><a href="https://x.example/">ext</a></p>')
    assert broken_links(tmp_path) == ["a/index.html: #there (no anchor #there)", "a/index.html: ../b/ (no such file)"]


def test_a_route_fragment_must_name_a_page_that_exists(tmp_path: Path) -> None:
    """The explorer's #Id is a route, not an anchor: it must name an entity page, and only one that exists."""
    from generator.site.linkcheck import broken_links

    for folder in ("explore", "id/Waymark", "w"):
        (tmp_path / folder).mkdir(parents=True)
    (tmp_path / "id/Waymark/index.html").write_text("<p>Waymark</p>")
    (tmp_path / "explore/index.html").write_text('<div data-pf-fragment-pages="../id/"></div>')
    (tmp_path / "w/index.html").write_text('<a href="../explore/#Waymark">a</a><a href="../explore/#Nowhere">b</a>'
                                           '<a href="../explore/#..%2Fw">c</a>')
    assert broken_links(tmp_path) == ["w/index.html: ../explore/#..%2Fw (no anchor #../w)",
                                      "w/index.html: ../explore/#Nowhere (no anchor #Nowhere)"]


def test_a_dirty_rebuild_renders_only_what_changed(tmp_path: Path) -> None:
    # What `mkdocs serve --dirty` does after an article edit: unchanged generated pages are not rewritten.
    import os

    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    site = copy_fixture(tmp_path / "site")
    out = tmp_path / "out"

    def rebuild(dirty: bool) -> None:
        config = load_config(str(site / "mkdocs.yml"), site_dir=str(out), strict=False)  # serve is not strict
        config.plugins.on_startup(command="serve", dirty=dirty)
        build(config, dirty=dirty)

    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    rebuild(dirty=False)
    entity = out / "id/Relay/index.html"
    article = out / "projects/finder/index.html"
    before = (entity.stat().st_mtime_ns, article.stat().st_mtime_ns)
    append(site / "content/wiki/projects/finder.md", "\nA sentence added while serving.\n")
    os.utime(site / "content/wiki/projects/finder.md", ns=(before[1] + 10**9, before[1] + 10**9))
    rebuild(dirty=True)
    assert entity.stat().st_mtime_ns == before[0]
    assert "A sentence added while serving." in article.read_text(encoding="utf-8")


def test_two_articles_claiming_one_url_fail_the_build(tmp_path: Path) -> None:
    site = copy_fixture(tmp_path / "site")
    (site / "content/wiki/projects/finder").mkdir()
    (site / "content/wiki/projects/finder/index.md").write_text("# Finder again\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict"], cwd=site, capture_output=True,
                          text=True, env={"NO_MKDOCS_2_WARNING": "1", "PATH": "/usr/bin:/bin"}, check=False)
    assert done.returncode != 0
    assert "content/wiki/projects/finder.md and content/wiki/projects/finder/index.md both claim" in done.stderr
