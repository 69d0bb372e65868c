"""A build with nothing changed does nothing; any changed input, or a site touched by hand, builds again."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from generator.settings import load_settings
from generator.site_stamp import site_is_current, stamp_path
from tests.conftest import REPO, append
from tests.test_build import portfolio, tree_digests
from tests.test_built_state import cached_site  # noqa: F401  (the fixture: the fixture site with a cache, built)


def stat_listing(folder: Path) -> dict[str, tuple[int, int]]:
    return {p.relative_to(folder).as_posix(): (p.stat().st_ino, p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_second_build_with_nothing_changed_leaves_the_site_alone(cached_site: Path) -> None:  # noqa: F811
    site = cached_site / "site_build"
    before, files = tree_digests(site), stat_listing(site)
    again = portfolio(cached_site, "build")
    assert again.returncode == 0, again.stderr
    assert "site_build is current" in again.stdout and "--force" in again.stdout
    assert tree_digests(site) == before and stat_listing(site) == files

    forced = portfolio(cached_site, "build", "--force")
    assert forced.returncode == 0, forced.stderr
    assert "building: --force" in forced.stdout and "built " in forced.stdout
    assert tree_digests(site) == before, "the forced build writes the very same site"
    assert "site_build is current" in portfolio(cached_site, "build").stdout


EDITS = {
    "an article": ("content/wiki/projects/finder.md", "\nOne more sentence about zanzibar.\n"),
    "the graph": ("content/graph/fixture.ttl", 'id:Relay cj:status "archived" .\n'),
    "mkdocs.yml": ("mkdocs.yml", "\n# a comment\n"),
    "a picture beside the articles": ("content/wiki/projects/diagram.svg", "<svg/>"),
}


@pytest.mark.parametrize("edit", sorted(EDITS))
def test_any_changed_input_builds_again_and_says_which(cached_site: Path, edit: str) -> None:  # noqa: F811
    path, text = EDITS[edit]
    append(cached_site / path, text)
    again = portfolio(cached_site, "build")
    assert again.returncode == 0, again.stderr
    assert f"building: {path}" in again.stdout and "built " in again.stdout
    if edit == "an article":
        assert "zanzibar" in (cached_site / "site_build/projects/finder/index.html").read_text(encoding="utf-8")
    assert "is current" in portfolio(cached_site, "build").stdout


def test_a_changed_theme_file_or_environment_builds_again(cached_site: Path) -> None:  # noqa: F811
    config = cached_site / "mkdocs.yml"
    shutil.copytree(REPO / "theme", cached_site / "theme")  # its own copy: the test edits a stylesheet
    config.write_text(config.read_text(encoding="utf-8").replace(str(REPO / "theme"), "theme"), encoding="utf-8")
    assert portfolio(cached_site, "build").returncode == 0
    settings = load_settings(config)
    assert settings.theme_dir == (cached_site / "theme").resolve()
    assert site_is_current(settings, os.environ) == (True, "")
    current, why = site_is_current(settings, {**os.environ, "SOURCE_DATE_EPOCH": "1767225600"})
    assert not current and "env:SOURCE_DATE_EPOCH" in why
    current, why = site_is_current(settings, {**os.environ, "PORTFOLIO_MEANING": "off"})
    assert not current and "env:PORTFOLIO_MEANING" in why
    assert settings.theme_dir is not None
    sheet = next(p for p in sorted(settings.theme_dir.rglob("*.css")))
    append(sheet, "\n/* edited */\n")
    current, why = site_is_current(settings, os.environ)
    assert not current and settings.rel(sheet) in why


@pytest.mark.parametrize("touch", ["edited", "removed", "added"])
def test_a_site_changed_by_hand_is_built_again(cached_site: Path, touch: str) -> None:  # noqa: F811
    page = cached_site / "site_build/projects/finder/index.html"
    if touch == "edited":
        page.write_text(page.read_text(encoding="utf-8").replace("Finder", "Fnider"), encoding="utf-8")
    elif touch == "removed":
        page.unlink()
    else:
        (cached_site / "site_build/stray.html").write_text("<p>stray</p>", encoding="utf-8")
    again = portfolio(cached_site, "build")
    assert again.returncode == 0, again.stderr
    assert "changed by hand" in again.stdout and "built " in again.stdout
    assert "Finder" in page.read_text(encoding="utf-8")
    assert not (cached_site / "site_build/stray.html").exists()


def test_a_failed_build_leaves_no_record_that_vouches_for_the_site(cached_site: Path) -> None:  # noqa: F811
    settings = load_settings(cached_site / "mkdocs.yml")
    stamp = stamp_path(settings)
    assert stamp is not None and stamp.is_file()
    graph = cached_site / "content/graph/fixture.ttl"
    good = graph.read_text(encoding="utf-8")
    graph.write_text(good + "\nid:Relay cj:status \n", encoding="utf-8")  # a Turtle syntax error
    failed = portfolio(cached_site, "build")
    assert failed.returncode == 1 and "fixture.ttl" in failed.stderr
    assert not stamp.exists()
    graph.write_text(good, encoding="utf-8")
    again = portfolio(cached_site, "build")
    assert again.returncode == 0 and "no record of a previous build" in again.stdout and "built " in again.stdout


def test_without_a_cache_folder_or_with_inputs_it_cannot_list_every_build_runs(site: Path) -> None:
    assert portfolio(site, "build").returncode == 0
    again = portfolio(site, "build")
    assert "built " in again.stdout and "no cache folder" in again.stdout

    config = site / "mkdocs.yml"
    config.write_text(config.read_text(encoding="utf-8").replace('cache_dir: ""', "cache_dir: .cache/portfolio")
                      + "\nhooks: []\n", encoding="utf-8")
    for _ in range(2):
        done = portfolio(site, "build")
        assert done.returncode == 0, done.stderr
        assert "built " in done.stdout and "uses hooks" in done.stdout
