"""Loading Turtle: a syntax error names the file, the line and the parser's reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import SourceError
from generator.pipeline import run
from generator.settings import load_settings
from tests.conftest import append


def test_malformed_turtle_names_file_and_line(site: Path) -> None:
    bad = site / "content/graph/broken.ttl"
    bad.write_text('@prefix id: <https://portfolio.example/id/> .\n\nid:A id:b "unterminated\n', encoding="utf-8")
    with pytest.raises(SourceError) as err:
        run(load_settings(site / "mkdocs.yml"))
    message = str(err.value)
    assert "content/graph/broken.ttl:3" in message
    assert "Turtle syntax error" in message


def test_error_in_a_later_line_reports_that_line(site: Path) -> None:
    graph = site / "content/graph/fixture.ttl"
    lines = graph.read_text(encoding="utf-8").count("\n")
    append(graph, "id:Broken a cj:Project ;; ;\n")
    with pytest.raises(SourceError) as err:
        run(load_settings(site / "mkdocs.yml"))
    assert f"content/graph/fixture.ttl:{lines + 1}" in str(err.value)


def test_subjects_remember_their_file_and_line(site: Path) -> None:
    result = run(load_settings(site / "mkdocs.yml"))
    origin = result.loaded.origin(next(s for s in result.loaded.graph.subjects() if str(s).endswith("/Relay")))
    assert origin.file == "content/graph/fixture.ttl"
    text = (site / origin.file).read_text(encoding="utf-8").splitlines()
    assert text[origin.line - 1].startswith("id:Relay")
