"""Reasoning: both reasoners agree, trivial triples are dropped, literals are normalised, results are cached."""

from __future__ import annotations

from pathlib import Path

import pytest
from rdflib import Graph, Literal, URIRef
from rdflib.namespace import OWL, RDF, XSD

from generator.graph.canonical import graph_digest, normalise_literal
from generator.graph.load import load_graph
from generator.graph.reason import infer, is_useful, read_triples, write_triples
from generator.pipeline import run
from generator.settings import load_settings

ID = "https://portfolio.example/id/"
NS = "https://portfolio.example/ns#"
REPO = Path(__file__).resolve().parent.parent


def test_reasoners_agree_on_the_fixture(site: Path) -> None:
    s = load_settings(site / "mkdocs.yml")
    loaded = load_graph(s.root, s.ontology_dirs, s.graph_dir, s.id_namespace)
    fast = infer(loaded.graph, ID, "reasonable")
    reference = infer(loaded.graph, ID, "owlrl")
    assert fast == reference
    assert (URIRef(ID + "Python"), URIRef(NS + "usedBy"), URIRef(ID + "Finder")) in fast  # prp-inv
    assert (URIRef(ID + "Finder"), URIRef(NS + "uses"), URIRef(ID + "Python")) in fast  # prp-spo1
    assert (URIRef(ID + "Finder"), URIRef(NS + "relatedTo"), URIRef(ID + "Relay")) in fast  # prp-symp
    assert (URIRef(ID + "Finder"), RDF.type, URIRef(NS + "Work")) in fast  # cax-sco


@pytest.mark.slow
def test_reasoners_agree_on_every_useful_triple_of_the_sample() -> None:
    s = load_settings(REPO / "mkdocs.yml")
    loaded = load_graph(s.root, s.ontology_dirs, s.graph_dir, s.id_namespace)
    fast = infer(loaded.graph, s.id_namespace, "reasonable")
    reference = infer(loaded.graph, s.id_namespace, "owlrl")
    assert len(fast) >= 1000
    assert fast == reference, (sorted(fast - reference)[:5], sorted(reference - fast)[:5])


@pytest.mark.parametrize("triple,useful", [
    ((URIRef(ID + "A"), RDF.type, OWL.Thing), False),
    ((URIRef(ID + "A"), OWL.sameAs, URIRef(ID + "A")), False),
    ((Literal("x"), RDF.type, URIRef(NS + "Skill")), False),
    ((OWL.Thing, RDF.type, OWL.Class), False),
    ((URIRef(NS + "uses"), RDF.type, OWL.ObjectProperty), False),
    ((URIRef(ID + "A"), RDF.type, URIRef(NS + "Work")), True),
    ((URIRef(ID + "A"), URIRef(NS + "uses"), URIRef(ID + "B")), True),
])
def test_trivial_triples_are_not_useful(triple: tuple[object, object, object], useful: bool) -> None:
    assert is_useful(triple, ID) is useful


def test_xsd_string_is_the_plain_literal() -> None:
    assert normalise_literal(Literal("a", datatype=XSD.string)) == Literal("a")
    assert normalise_literal(Literal("1", datatype=XSD.integer)) == Literal("1", datatype=XSD.integer)


def test_cache_file_round_trips(tmp_path: Path, site: Path) -> None:
    s = load_settings(site / "mkdocs.yml")
    loaded = load_graph(s.root, s.ontology_dirs, s.graph_dir, s.id_namespace)
    inferred = infer(loaded.graph, ID)
    write_triples(tmp_path / "c.nt", inferred)
    assert read_triples(tmp_path / "c.nt") == inferred


def test_digest_ignores_blank_node_labels_and_order() -> None:
    a = Graph().parse(data="@prefix : <http://e/> . :s :p [ :q 1 ] . :t :p 2 .", format="turtle")
    b = Graph().parse(data="@prefix : <http://e/> . :t :p 2 . :s :p [ :q 1 ] .", format="turtle")
    assert graph_digest(a) == graph_digest(b)
    c = Graph().parse(data="@prefix : <http://e/> . :t :p 3 . :s :p [ :q 1 ] .", format="turtle")
    assert graph_digest(a) != graph_digest(c)


def test_reasoned_graph_is_cached_on_disk(site: Path) -> None:
    config = site / "mkdocs.yml"
    config.write_text(config.read_text(encoding="utf-8").replace('cache_dir: ""', "cache_dir: .cache"),
                      encoding="utf-8")
    first = run(load_settings(config))
    files = list((site / ".cache").glob("inferred-*.nt"))
    assert len(files) == 1
    second = run(load_settings(config))
    assert first.reasoned.inferred == second.reasoned.inferred


def test_the_disk_caches_keep_the_most_recently_used_few(site: Path, tmp_path: Path) -> None:
    """Every distinct graph an author ever built used to leave a reasoned graph and a SHACL mark behind."""
    import os
    from dataclasses import replace

    from generator.graph import cache
    from generator.graph.canonical import graph_digest

    s = replace(load_settings(site / "mkdocs.yml"), cache_dir=tmp_path)
    for n in range(cache.KEEP + 3):  # old entries of other graphs, oldest first
        for name in (f"inferred-reasonable-old{n:02d}.nt", f"valid-old{n:02d}"):
            (tmp_path / name).write_text("", encoding="utf-8")
            os.utime(tmp_path / name, ns=(n * 10**9, n * 10**9))
    os.utime(tmp_path / "inferred-reasonable-old00.nt", ns=(10**12, 10**12))  # the oldest, but used lately
    loaded = load_graph(s.root, s.ontology_dirs, s.graph_dir, s.id_namespace)
    digest = graph_digest(loaded.graph)
    cache._memory.clear()
    cache._validated.clear()
    cache.reason_with_cache(loaded.graph, digest, s)
    assert cache.shacl_with_cache(loaded, digest, s) == []
    inferred = sorted(p.name for p in tmp_path.glob("inferred-*.nt"))
    valid = sorted(p.name for p in tmp_path.glob("valid-*"))
    assert len(inferred) == len(valid) == cache.KEEP
    assert "inferred-reasonable-old00.nt" in inferred and "inferred-reasonable-old01.nt" not in inferred
    assert any("old" not in name for name in inferred) and any("old" not in name for name in valid)  # this graph's


def test_two_writers_of_one_cache_file_never_take_each_others_temporary(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """Parallel test workers share the project's cache folder: one wrote the reasoned graph while the other
    was between writing its temporary and renaming it, and both used the same temporary name (a failed CI)."""
    import os

    from generator import cache_files

    path = tmp_path / "inferred-reasonable-k.nt"
    first = {(URIRef(ID + "A"), URIRef(NS + "uses"), URIRef(ID + "B"))}
    second = {(URIRef(ID + "C"), URIRef(NS + "uses"), URIRef(ID + "D"))}
    rename = os.replace
    interleaved: list[str] = []

    def other_writer_first(source: str, target: Path) -> None:
        if not interleaved:  # the other process writes the same file before this one renames its temporary
            interleaved.append(source)
            write_triples(path, second)
        rename(source, target)

    monkeypatch.setattr(cache_files.os, "replace", other_writer_first)
    write_triples(path, first)
    assert interleaved and read_triples(path) == first
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary left behind


def test_a_cache_file_another_process_removed_is_a_miss(site: Path, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Another worker's clean-up may remove a kept file after this one saw it: reasoned again, no error."""
    from dataclasses import replace

    from generator.graph import cache
    from generator.graph.canonical import graph_digest

    s = replace(load_settings(site / "mkdocs.yml"), cache_dir=tmp_path)
    loaded = load_graph(s.root, s.ontology_dirs, s.graph_dir, s.id_namespace)
    digest = graph_digest(loaded.graph)
    cache._memory.clear()
    kept = cache.reason_with_cache(loaded.graph, digest, s).inferred
    cache._memory.clear()

    def removed_meanwhile(path: Path) -> set:  # type: ignore[type-arg]
        raise FileNotFoundError(path)

    monkeypatch.setattr(cache, "read_triples", removed_meanwhile)
    assert cache.reason_with_cache(loaded.graph, digest, s).inferred == kept

    gone = tmp_path / "inferred-reasonable-gone.nt"
    listed = [*tmp_path.glob("inferred-*.nt"), gone]  # listed, then removed by the other process
    monkeypatch.setattr(Path, "glob", lambda self, pattern: iter(listed))
    cache._keep_recent(tmp_path, "inferred-*.nt")
    assert all(p.exists() for p in listed if p != gone)


def test_every_kept_file_cut_short_is_a_miss_and_builds_the_same(site: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A cache file damaged on disk (a full disk, a crash of an older version mid-write) is made again, never
    read as it is: the parsed Turtle, the reasoned graph, the downloads and the answer index alike."""
    from generator import pipeline
    from generator.graph import cache

    def forget_this_process() -> None:  # what the process kept in memory would hide the disk (another test's)
        cache._memory.clear()
        monkeypatch.setattr(pipeline, "_last_graph", {})
        monkeypatch.setattr(pipeline, "_last_downloads", {})

    config = site / "mkdocs.yml"
    config.write_text(config.read_text(encoding="utf-8").replace('cache_dir: ""', "cache_dir: .cache"),
                      encoding="utf-8")
    forget_this_process()
    first = run(load_settings(config))
    kept = [p for p in (site / ".cache").rglob("*") if p.is_file() and p.stat().st_size > 1]
    kinds = {p.name.split("-")[0] if "-" in p.name else p.parent.name for p in kept}
    assert {"parsed", "inferred", "downloads", "answers"} <= kinds, kinds
    for path in kept:
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2])
    forget_this_process()
    second = run(load_settings(config))
    assert second.artifacts == first.artifacts and second.reasoned.inferred == first.reasoned.inferred
    assert second.answers == first.answers
