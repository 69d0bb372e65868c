"""Principle P5: phone numbers, birth dates, street addresses, unlisted emails and unvouched links fail the build."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import ValidationFailed
from generator.pipeline import run
from generator.privacy import scan_html, scan_text
from generator.settings import load_settings
from tests.conftest import append


@pytest.mark.parametrize("text,kind", [
    ("call +351 912 345 678", "phone number"),
    ("(555) 123-4567", "phone number"),
    ("555-123-4567", "phone number"),
    ("+442079460958", "phone number"),
    ("+44 7700 900123", "phone number"),  # UK mobile: a group of six digits
    ("ring 07700 900123 after six", "phone number"),
    ("+44 (0)20-7946 0958", "phone number"),
    ("+1.415.555.0132", "phone number"),
    ("tel. 030 12345678", "phone number"),  # German landline: a group of eight
    ("born on 12 March 1990", "birth date"),
    ("date of birth: 1990-05-03", "birth date"),
    ("birthday 3rd of May", "birth date"),
    ("born in 1990", "birth date"),
    ("visit 12 Harbour Street", "street address"),
    ("Rua das Flores, 12", "street address"),
    ("write to someone@mail.example", "email address"),
])
def test_private_data_is_found(text: str, kind: str) -> None:
    assert kind in [f.kind for f in scan_text(text)]


@pytest.mark.parametrize("text", [
    "from 2016 2017 2018 to 2019", "2024-03-01", "doi 10.1145/1571941.1572114", "version 1.14.0",
    "k1 = 1.2 and b = 0.75", "6,126 stated and 1,163 inferred", "born in Edinburgh",
    "ISBN 978-0-521-86571-5", "hello@fixture.example", "port 8080 on 127.0.0.1",
    "no birth date or birthday is ever published",
    "14 326 records and 41 000 objects", "a +2 bonus and +15% more", "the 2019-2024 period, +3 C",
])
def test_ordinary_text_passes(text: str) -> None:
    assert scan_text(text, ["hello@fixture.example"]) == []


def test_phone_number_in_article_fails_the_build_naming_file_line_and_entity(site: Path) -> None:
    article = site / "content/wiki/projects/finder.md"
    line = article.read_text(encoding="utf-8").count("\n") + 2
    append(article, "\nReach me on +351 912 345 678 in the evenings.\n")
    with pytest.raises(ValidationFailed) as err:
        run(load_settings(site / "mkdocs.yml"))
    problem = next(p for p in err.value.problems if p.rule == "privacy")
    assert (problem.file, problem.line, problem.entity) == ("content/wiki/projects/finder.md", line, "Finder")


def test_birth_date_in_graph_fails_naming_entity(site: Path) -> None:
    append(site / "content/graph/fixture.ttl", 'id:Lisbon cj:note "Ada was born on 3 May 1990 here." .\n')
    with pytest.raises(ValidationFailed) as err:
        run(load_settings(site / "mkdocs.yml"))
    problem = next(p for p in err.value.problems if p.rule == "privacy")
    assert problem.file == "content/graph/fixture.ttl" and problem.entity == "Lisbon"


def test_unlisted_email_in_graph_fails(site: Path) -> None:
    append(site / "content/graph/fixture.ttl", 'id:Ada cj:email "ada@private.example" .\n')
    with pytest.raises(ValidationFailed) as err:
        run(load_settings(site / "mkdocs.yml"))
    assert any("ada@private.example" in p.message for p in err.value.problems)


def test_link_the_graph_does_not_hold_fails(site: Path) -> None:
    append(site / "content/wiki/projects/finder.md", "\nSee [elsewhere](https://unvouched.example/page).\n")
    with pytest.raises(ValidationFailed) as err:
        run(load_settings(site / "mkdocs.yml"))
    assert any(p.rule == "external-link" and "unvouched.example" in p.message for p in err.value.problems)


def test_link_the_graph_holds_passes(site: Path) -> None:
    append(site / "content/wiki/projects/finder.md", "\nIt runs at [finder](https://finder.example/).\n")
    run(load_settings(site / "mkdocs.yml"))


def test_rendered_page_scan_checks_links_and_text() -> None:
    html = ('<a href="https://finder.example/">ok</a><a href="https://evil.example/">no</a>'
            '<a href="/local/">local</a><script>var phone="+351 912 345 678"</script><p>call 555-123-4567</p>')
    problems = scan_html(html, "page.md", {"https://finder.example/"})
    assert [p.rule for p in problems] == ["external-link", "privacy"]


def test_memory_of_clean_lines_finds_what_a_whole_scan_finds() -> None:
    # the pages of a build share lines (navigation, footer); a line found clean is not read again, yet every
    # finding of a whole-text scan is still made: on new lines, on lines repeated in a later text, and for
    # birth dates and addresses written across lines
    texts = [
        "Home\nProjects\nAbout\nwrite to hello@fixture.example",
        "Home\nProjects\nAbout\ncall 555-123-4567 or someone@mail.example",
        "Home\nProjects\nborn on\n12 March 1990\nvisit 12\nHarbour Street",
        "Home\ncall 555-123-4567 or someone@mail.example\n+44 7700 900123",
    ]
    clean: set[str] = set()
    for text in texts:
        whole = scan_text(text, ["hello@fixture.example"])
        assert scan_text(text, ["hello@fixture.example"], clean) == whole
    assert {"Home", "Projects", "About"} <= clean
    assert not any("555" in line or "@mail" in line for line in clean)


def test_attributes_inside_scripts_are_not_shown_text() -> None:
    html = ('<p title="call 555-123-4567">x</p><script title="call 555-765-4321">var a = \'title="555-111-2222"\''
            '</script><img alt="fine" src="https://evil.example/a.png" srcset="https://evil.example/b.png 2x">')
    problems = scan_html(html, "page.md", set())
    assert sorted(p.evidence for p in problems) == ["555-123-4567", "https://evil.example/a.png",
                                                    "https://evil.example/b.png"]


def test_attribute_names_are_read_in_any_case() -> None:
    html = ('<A HREF="https://evil.example/">x</A><IMG Alt="call 555-123-4567" SRC=\'https://evil.example/i.png\'>'
            '<input Placeholder="or 555-765-4321" aria-label="x" data-href="https://fine.example/">')
    problems = scan_html(html, "page.md", set())
    assert sorted(p.evidence for p in problems) == ["555-123-4567", "555-765-4321", "https://evil.example/",
                                                    "https://evil.example/i.png"]
