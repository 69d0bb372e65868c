"""The publish-time privacy scan skips only pages it found clean before, under exactly the same rules."""

from __future__ import annotations

from pathlib import Path

from generator.site.scanned import ScannedPages
from tests.conftest import append
from tests.test_build import mkdocs_build

CLEAN = "<html><body><p>Tessellate cuts vector tiles.</p></body></html>"
PHONE = "<html><body><p>Call me on +44 20 7946 0958.</p></body></html>"


def scanner(tmp_path: Path, emails: tuple[str, ...] = ()) -> ScannedPages:
    return ScannedPages(tmp_path, {"https://example.org/"}, emails, "https://portfolio.example/")


def test_a_clean_page_is_remembered_and_a_private_one_never(tmp_path: Path) -> None:
    first = scanner(tmp_path)
    assert first.scan(CLEAN, "a.html") == []
    assert first.scan(PHONE, "b.html") and first.scanned == 2
    first.save()
    second = scanner(tmp_path)
    assert second.scan(CLEAN, "a.html") == [] and second.scanned == 0
    assert second.scan(PHONE, "b.html") and second.scanned == 1  # a finding is never cached away
    assert second.scan(CLEAN.replace("vector", "raster"), "a.html") == [] and second.scanned == 2


def test_other_rules_scan_every_page_again(tmp_path: Path) -> None:
    first = scanner(tmp_path)
    first.scan(CLEAN, "a.html")
    first.save()
    other = scanner(tmp_path, emails=("hello@portfolio.example",))
    assert other.scan(CLEAN, "a.html") == [] and other.scanned == 1
    assert len(list(tmp_path.glob("scanned-*.txt"))) == 1  # saving keeps one rule set's pages


def test_a_private_datum_added_after_a_clean_build_still_fails_the_next(site: Path) -> None:
    config = site / "mkdocs.yml"
    config.write_text(config.read_text(encoding="utf-8").replace('cache_dir: ""', "cache_dir: .cache/portfolio"),
                      encoding="utf-8")
    assert mkdocs_build(site).returncode == 0
    assert list((site / ".cache/portfolio").glob("scanned-*.txt"))
    assert mkdocs_build(site).returncode == 0  # nothing changed: every page remembered, still a success
    append(site / "content/wiki/index.md", "\nCall me on +44 20 7946 0958.\n")
    failed = mkdocs_build(site)
    assert failed.returncode == 1 and "+44 20 7946 0958" in failed.stdout + failed.stderr
