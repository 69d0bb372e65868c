"""End to end on the fixture site: mkdocs builds through the plugin, atomically and deterministically."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

from generator.site.runtime import PYODIDE_VERSION, RUNTIME_DIR
from tests.conftest import append, copy_fixture


def _run(site: Path, args: list[str], env: dict[str, str] | None) -> subprocess.CompletedProcess[str]:
    full_env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", **(env or {})}
    return subprocess.run([sys.executable, "-m", *args], cwd=site, capture_output=True, text=True, env=full_env,
                          check=False)


def portfolio(site: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return _run(site, ["generator.cli", *args], env)


def mkdocs_build(site: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    # Not -q: mkdocs then drops warnings before its strict-mode counter sees them.
    return _run(site, ["mkdocs", "build", "--strict"], env)


def tree_digests(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_mkdocs_build_writes_pages_and_the_knowledge_state(site: Path) -> None:
    done = mkdocs_build(site)
    assert done.returncode == 0, done.stderr
    out = site / "site_build"
    assert (out / "projects/finder/index.html").is_file()
    state = json.loads((out / "data/knowledge-state.json").read_text(encoding="utf-8"))
    assert state["format"] == "portfolio-knowledge-state" and state["version"] == 1
    assert state["entities"]["Finder"]["article"] == "projects/finder"
    assert state["entities"]["Python"]["inferred"]["usedBy"] == ["Finder"]
    assert not list(site.glob("site_build.*")), "staging folders must not be left behind"


def test_passage_anchors_exist_in_the_built_pages(site: Path) -> None:
    assert mkdocs_build(site).returncode == 0
    state = json.loads((site / "site_build/data/knowledge-state.json").read_text(encoding="utf-8"))
    for passage in state["passages"]:
        if passage["anchor"]:
            page = site / "site_build" / state["articles"][passage["article"]]["url"] / "index.html"
            assert f'id="{passage["anchor"]}"' in page.read_text(encoding="utf-8")


def test_failed_build_leaves_the_previous_site_untouched(site: Path) -> None:
    assert mkdocs_build(site).returncode == 0
    before = tree_digests(site / "site_build")
    append(site / "content/graph/fixture.ttl", 'id:Broken a cj:Game ; rdfs:label "Broken" .\n')  # no tier
    failed = mkdocs_build(site)
    assert failed.returncode != 0
    assert "content/graph/fixture.ttl" in failed.stderr and "id:Broken" in failed.stderr
    assert tree_digests(site / "site_build") == before
    assert not list(site.glob("site_build.*"))


def test_strict_warning_aborts_without_replacing_the_site(site: Path) -> None:
    assert mkdocs_build(site).returncode == 0
    before = tree_digests(site / "site_build")
    append(site / "content/wiki/projects/finder.md", "\nSee [a page that is not there](missing.md).\n")
    failed = mkdocs_build(site)
    assert failed.returncode != 0
    assert tree_digests(site / "site_build") == before


def test_two_builds_are_byte_identical(tmp_path: Path) -> None:
    a = copy_fixture(tmp_path / "one")
    b = copy_fixture(tmp_path / "elsewhere" / "two")
    assert mkdocs_build(a, {"PYTHONHASHSEED": "1", "TZ": "UTC"}).returncode == 0
    assert mkdocs_build(b, {"PYTHONHASHSEED": "4242", "TZ": "Asia/Tokyo"}).returncode == 0
    assert tree_digests(a / "site_build") == tree_digests(b / "site_build")


def test_a_rebuild_keeps_the_files_of_unchanged_pages_and_replaces_the_changed(site: Path) -> None:
    """A page that did not change is the same file after a rebuild (inode, time, so its ETag); a changed one
    is new, and neither site's content is touched by the sharing."""
    assert mkdocs_build(site).returncode == 0
    out = site / "site_build"
    files = {p.relative_to(out).as_posix(): p.stat() for p in out.rglob("*") if p.is_file()}
    append(site / "content/wiki/projects/finder.md", "\nA sentence added since the last build.\n")
    done = mkdocs_build(site)
    assert done.returncode == 0, done.stderr
    assert "files unchanged since the last build, kept as they were" in done.stderr
    after = {p.relative_to(out).as_posix(): p.stat() for p in out.rglob("*") if p.is_file()}
    changed = "projects/finder/index.html"
    assert "A sentence added" in (out / changed).read_text(encoding="utf-8")
    assert after[changed].st_ino != files[changed].st_ino
    kept = [name for name in after if name in files and after[name].st_ino == files[name].st_ino]
    for name in ("index.html", "assets/pyodide/" + PYODIDE_VERSION + "/pyodide.asm.wasm", "ask/index.html"):
        assert name in kept and after[name].st_mtime_ns == files[name].st_mtime_ns
    assert len(kept) > len(after) / 2
    assert not list(site.glob("site_build.*")) and not list(out.rglob(".*.keep-*"))


def test_check_passes_after_build_and_names_each_drifted_file(site: Path) -> None:
    built = portfolio(site, "build")
    assert built.returncode == 0, built.stderr
    assert portfolio(site, "check").returncode == 0

    append(site / "content/wiki/projects/finder.md", "\nOne more sentence.\n")
    wiki = portfolio(site, "check")
    assert wiki.returncode == 1
    assert "content/wiki/projects/finder.md" in wiki.stdout and "portfolio build" in wiki.stdout

    assert portfolio(site, "build").returncode == 0
    append(site / "content/graph/fixture.ttl", 'id:Relay cj:status "archived" .\n')
    graph = portfolio(site, "check")
    assert graph.returncode == 1 and "content/graph/fixture.ttl" in graph.stdout


def test_check_notices_a_changed_component_source(site: Path) -> None:
    assert portfolio(site, "build").returncode == 0
    append(site / "src/engine.py", "# changed\n")
    drift = portfolio(site, "check")
    assert drift.returncode == 1
    assert "implementation-digests.ttl" in drift.stdout


def test_check_writes_nothing(site: Path) -> None:
    assert portfolio(site, "build").returncode == 0
    append(site / "content/wiki/index.md", "\nEdited.\n")
    before = tree_digests(site)
    portfolio(site, "check")
    after = tree_digests(site)
    assert {k: v for k, v in after.items() if not k.startswith(".cache")} == \
           {k: v for k, v in before.items() if not k.startswith(".cache")}


def test_stats_json(site: Path) -> None:
    done = portfolio(site, "stats", "--json")
    assert done.returncode == 0, done.stderr
    stats = json.loads(done.stdout)
    assert stats["entities_by_type"]["Project"] == 2
    assert stats["triples"]["inferred"] > 0 and stats["articles"] == 2 and stats["passages"] == 5


def test_check_names_an_edited_engine_source(site: Path, tmp_path: Path) -> None:
    import dataclasses
    import shutil

    from generator.cli import check, write_generated
    from generator.pipeline import run
    from generator.settings import load_settings

    engine = tmp_path / "pkg" / "generator" / "engine"
    shutil.copytree(Path(__file__).resolve().parent.parent / "generator" / "engine", engine,
                    ignore=shutil.ignore_patterns("__pycache__"))
    settings = dataclasses.replace(load_settings(site / "mkdocs.yml"), engine_dir=engine)
    write_generated(run(settings))
    assert check(settings) == []
    append(engine / "rules.py", "\n# a change to the engine\n")
    drift = check(settings)
    assert any("generator/engine/rules.py" in line for line in drift), drift


def test_a_missing_pyodide_runtime_fails_the_build_saying_what_to_run(site: Path) -> None:
    config = site / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    config.write_text(text.replace(str(Path(__file__).resolve().parent.parent / "node_modules/pyodide"),
                                   str(site / "no_such_folder")), encoding="utf-8")
    assert "no_such_folder" in config.read_text(encoding="utf-8")
    done = mkdocs_build(site)
    assert done.returncode != 0
    assert "the Pyodide runtime is missing" in done.stderr and "npm ci" in done.stderr, done.stderr[-2000:]
    assert not (site / "site_build").exists()


def test_the_site_ships_the_runtime_the_engine_and_the_ask_page(site: Path) -> None:
    assert mkdocs_build(site).returncode == 0
    out = site / "site_build"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"):
        assert (out / RUNTIME_DIR / name).is_file(), name
    assert PYODIDE_VERSION in RUNTIME_DIR  # a new version is a new address: browsers may keep each for good
    assert not (out / RUNTIME_DIR / "pyodide.js").exists()  # only what a module worker needs is shipped
    assert (out / "data/engine.zip").is_file() and (out / "data/answers/index.json").is_file()
    page = (out / "ask/index.html").read_text(encoding="utf-8")
    assert 'id="pf-ask-form"' in page and "assets/portfolio/ask.js" in page
    assert 'id="pf-header-q"' in (out / "index.html").read_text(encoding="utf-8")
    assert 'id="pf-header-q"' in page and 'id="__search"' in page  # the same header box on every page
    assert 'class="md-search"' not in page  # but no site search over the ask page's ?q=
