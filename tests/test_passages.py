"""Passages: the lead, then one per paragraph under its heading; code and figures are not indexed."""

from __future__ import annotations

from pathlib import Path

from generator.wiki.articles import Article, read_article
from generator.wiki.passages import split_passages


def article(body: str) -> Article:
    return Article(slug="t/a", file="content/wiki/t/a.md", title="A", entity=None, body=body, body_line=4)


def test_lead_then_one_passage_per_paragraph() -> None:
    passages = split_passages(article(
        "First lead paragraph.\n\nSecond lead paragraph.\n\n## How it *works*\n\nOne.\n\nTwo.\n\n"
        "### Deeper\n\nThree.\n"))
    assert [(p.heading, p.text) for p in passages] == [
        ("", "First lead paragraph. Second lead paragraph."),
        ("How it works", "One."), ("How it works", "Two."), ("Deeper", "Three."),
    ]
    assert [p.id for p in passages] == ["t/a#0", "t/a#1", "t/a#2", "t/a#3"]
    assert passages[1].anchor == "how-it-works"


def test_code_lists_tables_and_figures_are_not_indexed() -> None:
    passages = split_passages(article(
        "Lead.\n\n## Code\n\n```\nPLAN(q) is pseudocode\n```\n\n    indented code\n\n- a list item\n\n"
        "![a figure](fig.png)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nProse stays.\n"))
    assert [p.text for p in passages] == ["Lead.", "Prose stays."]


def test_repeated_headings_get_the_anchors_mkdocs_gives_them() -> None:
    passages = split_passages(article("## Notes\n\nA.\n\n## Notes\n\nB.\n"))
    assert [p.anchor for p in passages] == ["notes", "notes_1"]


def test_line_numbers_point_into_the_file(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    path = docs / "x.md"
    path.write_text("---\ntitle: X\nentity: Finder\n---\n\nLead.\n\n## H\n\nBody here.\n", encoding="utf-8")
    a = read_article(path, docs, tmp_path)
    assert a.entity == "Finder" and a.entity_line == 3
    lines = path.read_text(encoding="utf-8").splitlines()
    for p in split_passages(a):
        assert lines[p.line - 1].startswith(p.text[:4])


def test_markup_is_dropped_from_passage_text() -> None:
    [p] = split_passages(article("Uses **BM25** with `k1 = 1.2` and a [link](https://x.example/)."))
    assert p.text == "Uses BM25 with k1 = 1.2 and a link."


def test_broken_links_between_articles_name_file_and_line(site: Path) -> None:
    import pytest

    from generator.errors import ValidationFailed
    from generator.pipeline import run
    from generator.settings import load_settings

    article = site / "content/wiki/projects/finder.md"
    lines = article.read_text(encoding="utf-8").count("\n")
    article.write_text(article.read_text(encoding="utf-8")
                       + "\nSee [the index](../index.md), [a heading](#why-bm25-was-enough),\n"
                       + "[nothing](../nowhere.md) and [no heading](#not-a-heading).\n", encoding="utf-8")
    with pytest.raises(ValidationFailed) as err:
        run(load_settings(site / "mkdocs.yml"))
    broken = [p for p in err.value.problems if p.rule == "broken-link"]
    assert [(p.file, p.line) for p in broken] == [("content/wiki/projects/finder.md", lines + 3)] * 2
    messages = " ".join(p.message for p in broken)
    assert "nowhere.md" in messages and "#not-a-heading" in messages


def test_front_matter_naming_an_unknown_entity_fails_with_file_and_line(site: Path) -> None:
    import pytest

    from generator.errors import ValidationFailed
    from generator.pipeline import run
    from generator.settings import load_settings

    (site / "content/wiki/projects/ghost.md").write_text("---\ntitle: Ghost\nentity: NoSuchThing\n---\n\nText.\n",
                                                         encoding="utf-8")
    with pytest.raises(ValidationFailed) as err:
        run(load_settings(site / "mkdocs.yml"))
    problem = next(p for p in err.value.problems if p.rule == "article-entity")
    assert (problem.file, problem.line, problem.entity) == ("content/wiki/projects/ghost.md", 3, "NoSuchThing")
