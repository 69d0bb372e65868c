"""Loading Turtle: a syntax error names the file, the line and the parser's reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import ValidationFailed
from generator.pipeline import run
from generator.settings import load_settings
from tests.conftest import append


def test_malformed_turtle_names_file_and_line(site: Path) -> None:
    bad = site / "content/graph/broken.ttl"
    bad.write_text('@prefix id: <https://portfolio.example/id/> .\n\nid:A id:b "unterminated\n', encoding="utf-8")
    with pytest.raises(ValidationFailed) as err:
        run(load_settings(site / "mkdocs.yml"))
    message = str(err.value)
    assert "content/graph/broken.ttl:3" in message
    assert "Turtle syntax error" in message


def test_error_in_a_later_line_reports_that_line(site: Path) -> None:
    graph = site / "content/graph/fixture.ttl"
    lines = graph.read_text(encoding="utf-8").count("\n")
    append(graph, "id:Broken a cj:Project ;; ;\n")
    with pytest.raises(ValidationFailed) as err:
        run(load_settings(site / "mkdocs.yml"))
    assert f"content/graph/fixture.ttl:{lines + 1}" in str(err.value)


def test_subjects_remember_their_file_and_line(site: Path) -> None:
    result = run(load_settings(site / "mkdocs.yml"))
    origin = result.loaded.origin(next(s for s in result.loaded.graph.subjects() if str(s).endswith("/Relay")))
    assert origin.file == "content/graph/fixture.ttl"
    text = (site / origin.file).read_text(encoding="utf-8").splitlines()
    assert text[origin.line - 1].startswith("id:Relay")


def test_the_parsed_form_of_an_unchanged_file_is_reused_and_an_edited_one_parsed_again(site: Path,
                                                                                      tmp_path: Path) -> None:
    from rdflib.compare import isomorphic

    import generator.graph.load as load

    s = load_settings(site / "mkdocs.yml")
    cache = tmp_path / "cache"
    fresh = load.load_graph(s.root, s.ontology_dirs, s.graph_dir, s.id_namespace)
    first = load.load_graph(s.root, s.ontology_dirs, s.graph_dir, s.id_namespace, cache)
    parsed: list[str] = []
    original = load.parse_turtle

    def counting(path: Path, label: str, base: str):  # type: ignore[no-untyped-def]
        parsed.append(label)
        return original(path, label, base)

    load.parse_turtle = counting  # type: ignore[assignment]
    try:
        again = load.load_graph(s.root, s.ontology_dirs, s.graph_dir, s.id_namespace, cache)
        assert parsed == []
        assert isomorphic(fresh.graph, again.graph) and isomorphic(first.graph, again.graph)
        assert again.origins == fresh.origins and again.files == fresh.files
        append(site / "content/graph/fixture.ttl", 'id:Relay cj:status "archived" .\n')
        edited = load.load_graph(s.root, s.ontology_dirs, s.graph_dir, s.id_namespace, cache)
        assert parsed == ["content/graph/fixture.ttl"] and len(edited.graph) == len(fresh.graph) + 1
        append(site / "content/graph/fixture.ttl", "id:Broken a cj:Project ;; ;\n")
        broken = load.load_graph(s.root, s.ontology_dirs, s.graph_dir, s.id_namespace, cache)
        assert [p.file for p in broken.problems] == ["content/graph/fixture.ttl"]
    finally:
        load.parse_turtle = original  # type: ignore[assignment]
    files = {p.name for p in (cache / "parsed").glob("*.pickle")}
    # one parsed form per file that reads: the edited file's old forms are gone, its broken form is never kept
    assert len(files) == len(fresh.files) - 1


def test_a_stale_parsed_form_another_build_removed_first_is_no_error(site: Path, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Two builds sharing a cache (test workers do) both clear the parsed forms no file has any more: the one that
    comes second finds them gone, which is what it wanted (it once stopped the build with FileNotFoundError)."""
    import generator.graph.load as load

    s = load_settings(site / "mkdocs.yml")
    cache = tmp_path / "cache"
    load.load_graph(s.root, s.ontology_dirs, s.graph_dir, s.id_namespace, cache)
    gone = cache / "parsed" / ("0" * 32 + ".pickle")  # listed, then removed by the other build before this one
    real_glob = Path.glob
    monkeypatch.setattr(Path, "glob", lambda self, pattern: [*real_glob(self, pattern), gone]
                        if self.name == "parsed" else real_glob(self, pattern))
    again = load.load_graph(s.root, s.ontology_dirs, s.graph_dir, s.id_namespace, cache)
    assert not again.problems and again.files
