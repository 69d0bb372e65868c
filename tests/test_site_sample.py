"""The full sample site, built once into a temporary folder: links, page weight, generated pages."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.site.linkcheck import broken_links

REPO = Path(__file__).resolve().parent.parent
MAX_ENTITY_PAGE = 100_000  # bytes of HTML and SVG, before compression (the site issue's floor)


@pytest.mark.slow
def test_sample_links_resolve(sample_site: Path) -> None:
    assert broken_links(sample_site) == []


@pytest.mark.slow
def test_entity_pages_stay_under_the_weight_limit(sample_site: Path) -> None:
    heavy = [(p.stat().st_size, p.parent.name) for p in (sample_site / "id").glob("*/index.html")
             if p.stat().st_size > MAX_ENTITY_PAGE]
    assert not heavy, sorted(heavy)[-5:]
    assert len(list((sample_site / "id").glob("*/index.html"))) >= 447


@pytest.mark.slow
def test_index_pages_exist(sample_site: Path) -> None:
    for page in ("key-work", "work", "work-by-theme", "skills-by-category", "timeline", "projects", "techniques"):
        assert (sample_site / page / "index.html").is_file(), page
