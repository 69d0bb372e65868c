"""The build's precompressed siblings: only for large compressible files, only when they save bytes, identical
from one build to the next, and taken from the cache instead of compressed again."""

from __future__ import annotations

import gzip
import random
from pathlib import Path

import brotli
import pytest

from generator.site import compress
from generator.site.compress import LARGE, precompress


@pytest.fixture(autouse=True)
def no_installed_siblings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test starts with an empty store of install-time siblings of its own, not the machine's."""
    store = tmp_path / "installed"
    monkeypatch.setattr(compress, "INSTALLED", store)
    return store


def make_site(root: Path) -> None:
    (root / "data").mkdir(parents=True)
    (root / "data/state.json").write_text('{"text": "' + "knowledge graph " * 5000 + '"}', encoding="utf-8")
    (root / "small.html").write_text("<p>" + "x" * 100 + "</p>", encoding="utf-8")
    (root / "engine.zip").write_bytes(b"PK" + b"z" * LARGE * 2)  # a zip is compressed already
    noise = random.Random(7).randbytes(LARGE * 2)
    (root / "data/noise.json").write_bytes(noise)  # large, but nothing to gain


def test_siblings_decompress_to_the_file_and_are_made_only_where_they_help(tmp_path: Path) -> None:
    make_site(tmp_path / "site")
    precompress(tmp_path / "site", tmp_path / "cache")
    state = (tmp_path / "site/data/state.json").read_bytes()
    assert brotli.decompress((tmp_path / "site/data/state.json.br").read_bytes()) == state
    assert gzip.decompress((tmp_path / "site/data/state.json.gz").read_bytes()) == state
    made = sorted(p.relative_to(tmp_path / "site").as_posix() for p in (tmp_path / "site").rglob("*.[bg][rz]"))
    assert made == ["data/state.json.br", "data/state.json.gz"]


def test_siblings_are_the_same_bytes_every_build_and_come_from_the_cache(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("one", "two"):
        make_site(tmp_path / name)
    precompress(tmp_path / "one", tmp_path / "cache")

    def refuse(data: bytes) -> dict[str, bytes]:
        raise AssertionError("compressed again although the cache holds it")

    monkeypatch.setattr(compress, "_encodings", refuse)
    precompress(tmp_path / "two", tmp_path / "cache")
    for suffix in (".br", ".gz"):
        one = (tmp_path / "one/data/state.json").with_name("state.json" + suffix).read_bytes()
        assert one == (tmp_path / "two/data/state.json").with_name("state.json" + suffix).read_bytes()
    assert not (tmp_path / "two/data/noise.json.br").exists()  # "not worth it" is remembered too


def test_without_a_cache_the_bytes_are_the_same(tmp_path: Path) -> None:
    make_site(tmp_path / "cached")
    make_site(tmp_path / "plain")
    precompress(tmp_path / "cached", tmp_path / "cache")
    precompress(tmp_path / "plain", None)
    for path in sorted((tmp_path / "plain").rglob("*.[bg][rz]")):
        assert path.read_bytes() == (tmp_path / "cached" / path.relative_to(tmp_path / "plain")).read_bytes()


def test_unused_cache_entries_are_pruned(tmp_path: Path) -> None:
    make_site(tmp_path / "site")
    cache = tmp_path / "cache"
    precompress(tmp_path / "site", cache)
    entries = list(cache.glob("*/*"))
    assert entries
    compress.prune(cache, keep_days=-1)  # everything is older than "in the future"
    assert not list(cache.glob("*/*"))


def test_a_sibling_made_with_other_settings_is_not_taken_from_the_cache(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    data = b"knowledge graph " * 5000
    made = compress.siblings_for(data, tmp_path / "cache")
    monkeypatch.setattr(compress, "_SETTINGS", b"gz9;")  # as an older build with other levels would have kept
    monkeypatch.setattr(compress, "GZIP_LEVEL", 9)
    other = compress.siblings_for(data, tmp_path / "cache")
    assert gzip.decompress(other[".gz"]) == data
    assert other[".gz"] == gzip.compress(data, 9, mtime=0) != made[".gz"]  # made again, not read back


def test_siblings_made_at_install_are_used_as_they_are_and_never_written_by_a_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_installed_siblings: Path) -> None:
    make_site(tmp_path / "plain")
    precompress(tmp_path / "plain", None)  # compressed by the build itself
    make_site(tmp_path / "site")
    made, kept = compress.install_siblings([tmp_path / "site/data/state.json", tmp_path / "site/small.html"])
    assert (made, kept) == (1, 0)  # the small page is no file a sibling is made for
    assert compress.install_siblings([tmp_path / "site/data/state.json"]) == (0, 1)
    stored = sorted(p.relative_to(no_installed_siblings) for p in no_installed_siblings.rglob("*"))
    real = compress._encodings

    def only_the_noise(data: bytes) -> dict[str, bytes]:
        assert b"knowledge graph" not in data, "compressed again although it was made at install"
        return real(data)

    monkeypatch.setattr(compress, "_encodings", only_the_noise)
    precompress(tmp_path / "site", tmp_path / "cache")
    assert sorted(p.relative_to(no_installed_siblings) for p in no_installed_siblings.rglob("*")) == stored
    assert not [p for p in (tmp_path / "cache").rglob("*") if p.is_file() and p.suffix in (".br", ".gz")]
    for path in sorted((tmp_path / "plain").rglob("*.[bg][rz]")):
        assert path.read_bytes() == (tmp_path / "site" / path.relative_to(tmp_path / "plain")).read_bytes()


def test_installing_again_keeps_what_is_still_needed_and_drops_the_rest(tmp_path: Path,
                                                                         no_installed_siblings: Path) -> None:
    make_site(tmp_path / "site")
    old = tmp_path / "site/data/old.json"
    old.write_text("old runtime " * 5000, encoding="utf-8")
    compress.install_siblings([tmp_path / "site/data/state.json", old])
    assert len([p for p in no_installed_siblings.rglob("*") if p.is_file()]) == 4
    assert compress.install_siblings([tmp_path / "site/data/state.json"]) == (0, 1)  # the runtime was upgraded
    names = sorted(p.name.split(".", 1)[1] for p in no_installed_siblings.rglob("*") if p.is_file())
    assert names == ["br", "gz"]
