"""What an author's files may hold and what `portfolio check` sees of them, on the small fixture site: every
front-matter fault of a build listed at once, a byte-order mark tolerated, a bad literal or address named at
its own line, a changed template, theme file or mkdocs.yml named by `check`, a killed build's staging folder
removed by the next one. (tests/test_author_mistakes.py seeds one mistake of each kind into both portfolios.)"""

from __future__ import annotations

import dataclasses
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.errors import ValidationFailed
from generator.pipeline import run
from generator.settings import load_settings
from generator.site.publish import staging_dir
from generator.wiki.articles import read_wiki
from tests.conftest import append

REPO = Path(__file__).resolve().parent.parent


def test_every_front_matter_fault_of_every_article_is_listed_together(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("---\ntitle: A\ntitel: typo\nentity: X\n---\n\nBody.\n", encoding="utf-8")
    (docs / "b.md").write_text("---\ntitle: B: c: d\n---\n\nBody.\n", encoding="utf-8")
    (docs / "c.md").write_text("---\nentity: id:Y\n---\n", encoding="utf-8")
    (docs / "d.md").write_text("Status: draft\n\nThe first line would vanish.\n", encoding="utf-8")
    articles, problems = read_wiki(docs, tmp_path)
    where = sorted((p.file, p.line) for p in problems)
    assert where == [("docs/a.md", 3), ("docs/b.md", 2), ("docs/c.md", 2), ("docs/d.md", 1)], problems
    assert [a.slug for a in articles] == ["a", "c"]  # b.md and d.md could not be read; the others could


def test_a_byte_order_mark_is_not_part_of_the_front_matter_or_the_turtle(site: Path) -> None:
    article = site / "content/wiki/projects/finder.md"
    article.write_bytes(b"\xef\xbb\xbf" + article.read_bytes())
    graph = site / "content/graph/fixture.ttl"
    graph.write_bytes(b"\xef\xbb\xbf" + graph.read_bytes())
    result = run(load_settings(site / "mkdocs.yml"), answer_index=False)
    assert result.state["entities"]["Finder"]["article"] == "projects/finder"


@pytest.mark.parametrize("statement,line_says", [
    ('cj:startDate "2021-02-30"^^xsd:date', "not a valid xsd:date"),
    ('cj:activeMonth "2021-00"^^xsd:gYearMonth', "not a valid xsd:gYearMonth"),
    ('cj:tier "two"^^xsd:integer', "not a valid xsd:integer"),
    ('cj:description "Ring +44 7700 900123 any time."', "phone number"),
    ('cj:description "Docs at https://elsewhere.example/docs"', "https://elsewhere.example/docs"),
])
def test_a_fault_is_named_at_the_line_of_its_statement(site: Path, statement: str, line_says: str) -> None:
    graph = site / "content/graph/fixture.ttl"
    append(graph, f'\nid:Late a cj:Theme ;\n    rdfs:label "Late" ;\n    {statement} .\n')
    line = len(graph.read_text(encoding="utf-8").splitlines())
    with pytest.raises(ValidationFailed) as failed:
        run(load_settings(site / "mkdocs.yml"), answer_index=False)
    assert any(p.file == "content/graph/fixture.ttl" and p.line == line and line_says in p.message
               for p in failed.value.problems), failed.value.problems


def test_a_statement_added_to_an_entity_in_another_file_is_named_in_that_file(site: Path) -> None:
    extra = site / "content/graph/more.ttl"
    extra.write_text("@prefix cj: <https://portfolio.example/ns#> .\n@prefix id: <https://portfolio.example/id/> .\n"
                     "\nid:Finder cj:description \"Now at 12 Harbour Street.\" .\n", encoding="utf-8")
    with pytest.raises(ValidationFailed) as failed:
        run(load_settings(site / "mkdocs.yml"), answer_index=False)
    assert any(p.file == "content/graph/more.ttl" and p.line == 4 and "street address" in p.message
               for p in failed.value.problems), failed.value.problems


def test_check_names_each_changed_template_theme_file_and_mkdocs_yml(site: Path, tmp_path: Path) -> None:
    from generator.cli import check, write_generated

    package = tmp_path / "pkg" / "generator"
    shutil.copytree(REPO / "generator", package, ignore=shutil.ignore_patterns("__pycache__"))
    theme = tmp_path / "theme"
    shutil.copytree(REPO / "theme", theme)
    settings = dataclasses.replace(load_settings(site / "mkdocs.yml"), engine_dir=package / "engine",
                                   theme_dir=theme)
    write_generated(run(settings))
    assert check(settings) == []
    append(package / "site" / "templates" / "answer.html", "\n{# a change #}\n")
    append(theme / "assets" / "portfolio" / "portfolio.css", "\n/* a change */\n")
    append(theme / "main.html", "\n{# a change #}\n")
    append(site / "mkdocs.yml", "\n# a change\n")
    drift = check(settings)
    for changed in ("generator/site/templates/answer.html", "portfolio.css", "main.html", "mkdocs.yml"):
        assert any(changed in line and "changed since the last build" in line for line in drift), (changed, drift)


def test_a_staging_folder_left_by_a_killed_build_is_removed_by_the_next(tmp_path: Path) -> None:
    final = tmp_path / "site_build"
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True,
                          check=True)
    dead = final.with_name(f"site_build.tmp-{gone.stdout.strip()}")  # that process has exited
    alive = final.with_name(f"site_build.tmp-{os.getppid()}")  # a build still running elsewhere
    for folder in (dead, alive):
        (folder / "assets").mkdir(parents=True)
    staging = staging_dir(final)
    assert not dead.exists() and alive.exists() and not staging.exists()


def test_a_fault_found_only_on_a_rendered_page_is_traced_to_its_source_line(site: Path) -> None:
    """mkdocs.yml's site_description reaches every page's <meta>; the page scan finds the number, and the
    message names the line of mkdocs.yml to edit, not only the page."""
    config = site / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    config.write_text(text.replace("site_name:", "site_description: Ring +44 7700 900123 any time\nsite_name:", 1),
                      encoding="utf-8")
    line = next(n for n, t in enumerate(config.read_text(encoding="utf-8").splitlines(), start=1)
                if t.startswith("site_description:"))
    done = subprocess.run([sys.executable, "-m", "generator.cli", "build"], cwd=site, capture_output=True, text=True,
                          check=False, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
    assert done.returncode == 1
    assert f"mkdocs.yml:{line}:" in done.stderr and "phone number" in done.stderr and "published on" in done.stderr, \
        done.stderr[-2000:]
    assert not (site / "site_build").exists()
