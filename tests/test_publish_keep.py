"""publish.keep_unchanged: a new site's files that equal the previous site's become those very files."""

from __future__ import annotations

from pathlib import Path

from generator.site.publish import keep_unchanged


def _tree(root: Path, files: dict[str, bytes]) -> Path:
    for name, data in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(data)
    return root


def test_equal_files_are_linked_and_others_left_as_written(tmp_path: Path) -> None:
    old = _tree(tmp_path / "old", {"a.html": b"same", "d/b.json": b"same too", "c.html": b"before",
                                   "e.txt": b"four", "gone.html": b"x"})
    new = _tree(tmp_path / "new", {"a.html": b"same", "d/b.json": b"same too", "c.html": b"after!",
                                   "e.txt": b"FOUR", "added.html": b"new"})
    assert keep_unchanged(new, old) == (2, 5)
    for name in ("a.html", "d/b.json"):
        assert (new / name).stat().st_ino == (old / name).stat().st_ino
    for name in ("c.html", "e.txt"):  # e.txt: the same size, other bytes
        assert (new / name).stat().st_ino != (old / name).stat().st_ino
    assert (new / "c.html").read_bytes() == b"after!" and (old / "c.html").read_bytes() == b"before"
    assert (new / "e.txt").read_bytes() == b"FOUR" and (old / "e.txt").read_bytes() == b"four"
    assert sorted(p.name for p in new.rglob("*")) == ["a.html", "added.html", "b.json", "c.html", "d", "e.txt"]


def test_no_previous_site_keeps_nothing(tmp_path: Path) -> None:
    new = _tree(tmp_path / "new", {"a.html": b"x"})
    assert keep_unchanged(new, tmp_path / "missing") == (0, 0)
    assert (new / "a.html").read_bytes() == b"x"


def test_runtime_copies_keep_their_time_and_are_linked_while_their_source_is_unchanged(tmp_path: Path) -> None:
    import os

    from generator.site.publish import copy_files

    source = _tree(tmp_path / "src", {"a.wasm": b"runtime", "b.js": b"loader"})
    first, second = tmp_path / "first", tmp_path / "second"
    files = {"assets/a.wasm": source / "a.wasm", "assets/b.js": source / "b.js"}
    copy_files(first, files)
    assert (first / "assets/a.wasm").stat().st_mtime_ns == (source / "a.wasm").stat().st_mtime_ns
    os.utime(source / "b.js", ns=(1_000_000_000, 1_000_000_000))  # the source was touched: copied again
    copy_files(second, files, previous=first)
    assert (second / "assets/a.wasm").stat().st_ino == (first / "assets/a.wasm").stat().st_ino
    assert (second / "assets/b.js").stat().st_ino != (first / "assets/b.js").stat().st_ino
    assert (second / "assets/b.js").read_bytes() == b"loader"
    assert keep_unchanged(second, first) == (2, 2)  # b.js: other time, same bytes, so kept by content


def test_artifacts_equal_to_the_previous_site_are_linked_and_the_previous_site_is_never_written(
        tmp_path: Path) -> None:
    from generator.site.publish import write_artifacts
    old = _tree(tmp_path / "old", {"a.html": b"same", "d/b.json": b"before", "e.txt": b"four"})
    new = tmp_path / "new"
    write_artifacts(new, {"a.html": b"same", "d/b.json": b"after!", "e.txt": b"FOUR", "n.html": b"new"}, old)
    assert (new / "a.html").stat().st_ino == (old / "a.html").stat().st_ino
    for name in ("d/b.json", "e.txt"):  # other bytes, one of the same size
        assert (new / name).stat().st_ino != (old / name).stat().st_ino
    assert (new / "n.html").read_bytes() == b"new"
    # a second write of a linked path replaces the link: the served site keeps its bytes
    write_artifacts(new, {"a.html": b"SAME"}, old)
    assert (new / "a.html").read_bytes() == b"SAME" and (old / "a.html").read_bytes() == b"same"
    assert (old / "d/b.json").read_bytes() == b"before" and (old / "e.txt").read_bytes() == b"four"
