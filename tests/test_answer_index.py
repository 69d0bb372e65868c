"""The answer index: closed under follow-ups, equal to what the engine answers, in shards the page can find,
pinned question by question in manifest.json, and re-planned by `portfolio check`."""

from __future__ import annotations

import json
import shutil
import zipfile
from io import BytesIO
from pathlib import Path

import pytest

from generator.answer_index import (
    ANSWERS_DIR,
    SHARD_LIMIT,
    answer_digest,
    build_answer_index,
    normalise_question,
    shard_of,
)
from generator.engine.knowledge import build_knowledge
from generator.manifest import read_manifest
from tests.engine_support import PORTFOLIOS, REPO, TODAY, build, engine, sample_build, settings, skill_question

EACH = pytest.mark.parametrize("name", list(PORTFOLIOS))


def test_normalise_question_collapses_ascii_whitespace_only() -> None:
    assert normalise_question("  rust \t\n projects  ") == "rust projects"
    assert normalise_question("rust\u00a0projects") == "rust\u00a0projects"  # JavaScript's \s would differ here
    assert normalise_question("") == ""


def test_shard_of_is_32_bit_fnv_1a() -> None:
    # Published FNV-1a 32-bit test vectors (Fowler, Noll, Vo): "" -> 0x811c9dc5, "a" -> 0xe40c292c,
    # "foobar" -> 0xbf9cf968. With 2**32 shards the shard is the hash itself.
    assert shard_of("", 2**32) == 0x811C9DC5
    assert shard_of("a", 2**32) == 0xE40C292C
    assert shard_of("foobar", 2**32) == 0xBF9CF968
    assert shard_of("日本語", 7) == shard_of("日本語", 7) < 7


@EACH
def test_index_is_closed_under_follow_ups_and_equals_the_engine(name: str) -> None:
    index = build(name).answers
    assert len(index) > {"sample": 2000, "ari-lindqvist": 400}[name]
    missing = {chip["question"] for p in index.values() for chip in p["follow_ups"]} - set(index)
    assert not missing, sorted(missing)[:10]
    e = engine(name)
    for question in list(index)[::23]:  # a spread sample: the Node parity test covers every question
        assert index[question] == e.answer(question, TODAY), question


@EACH
def test_every_anticipated_question_is_in_the_index_and_no_suite_question_is_shipped(name: str) -> None:
    from generator.questions import anticipated_questions, suite_questions

    index = build(name).answers
    s = settings(name)
    questions = {normalise_question(q) for q in anticipated_questions(build(name).state, s.content_dir, s.root)}
    assert questions <= set(index)
    authored = set(questions) | {normalise_question(c["question"]) for p in index.values() for c in p["follow_ups"]}
    shipped_only_as_tests = {normalise_question(q) for q in suite_questions(s.content_dir)} - authored
    assert not shipped_only_as_tests & set(index), sorted(shipped_only_as_tests & set(index))[:5]


@EACH
def test_shards_hold_their_questions_and_stay_small(name: str) -> None:
    artifacts = build(name).artifacts
    meta = json.loads(artifacts[f"{ANSWERS_DIR}index.json"])
    seen = 0
    for n in range(meta["shards"]):
        data = artifacts[f"{ANSWERS_DIR}{n}.json"]
        assert len(data) + len(artifacts[f"{ANSWERS_DIR}index.json"]) <= SHARD_LIMIT
        shard = json.loads(data)
        assert all(shard_of(q, meta["shards"]) == n for q in shard)
        seen += len(shard)
    assert seen == meta["questions"] == len(build(name).answers)
    assert json.loads(artifacts[f"{ANSWERS_DIR}questions.json"]) == sorted(build(name).answers)


@EACH
def test_manifest_pins_a_digest_per_shipped_question(name: str) -> None:
    result = build(name)
    pinned = result.manifest()["answers"]
    assert set(pinned) == set(result.answers)
    question = skill_question(name)
    assert pinned[question] == answer_digest(result.answers[question])
    committed = read_manifest(result.settings.manifest_path)
    assert committed is not None and committed["answers"] == pinned, "run `portfolio build` and commit manifest.json"


def test_relative_dates_are_marked_for_the_visitor_date() -> None:
    e = engine()
    assert e.plan("what did he build in the past six months", TODAY)["period"]["relative"] is True
    assert e.plan("what did he build in 2024", TODAY)["period"]["relative"] is False
    assert e.plan("projects from Q3", TODAY)["period"]["relative"] is True
    assert e.plan("projects from Q3 2025", TODAY)["period"]["relative"] is False


def test_engine_bundle_holds_exactly_the_engine_and_runs_from_it(tmp_path: Path) -> None:
    import subprocess
    import sys

    bundle = sample_build().artifacts["data/engine.zip"]
    with zipfile.ZipFile(BytesIO(bundle)) as z:
        names = z.namelist()
        z.extractall(tmp_path)
    assert sorted(names) == sorted(["generator/__init__.py"] + [f"generator/engine/{p.name}" for p in
                                                                (REPO / "generator/engine").glob("*.py")])
    state = tmp_path / "state.json"
    state.write_bytes(sample_build().artifacts["data/knowledge-state.json"])
    code = ("import sys; from generator.engine import Engine; "
            f"print(Engine.from_json(open({str(state)!r}, 'rb').read()).answer_json('rust projects', '2026-11-30'))")
    out = subprocess.run([sys.executable, "-I", "-c", code], cwd=tmp_path, capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == sample_build().answers["rust projects"]


def test_check_names_each_shipped_answer_an_engine_change_alters(site: Path, tmp_path: Path) -> None:
    """A real engine edit, run as `portfolio check` runs in CI: a new process importing the edited code."""
    import subprocess
    import sys

    package = tmp_path / "pkg"
    shutil.copytree(REPO / "generator", package / "generator", ignore=shutil.ignore_patterns("__pycache__"))

    def portfolio(*args: str) -> subprocess.CompletedProcess[str]:
        code = "import sys; from generator.cli import main; sys.exit(main(sys.argv[1:]))"
        return subprocess.run([sys.executable, "-c", code, "-f", str(site / "mkdocs.yml"), *args], cwd=tmp_path,
                              capture_output=True, text=True, check=False,
                              env={"PYTHONPATH": str(package), "PATH": "/usr/bin:/bin", "NO_MKDOCS_2_WARNING": "1"})

    assert portfolio("build").returncode == 0
    assert portfolio("check").returncode == 0
    # An engine change that alters every answer (the trace names a stage differently), with no rebuild.
    planner = package / "generator" / "engine" / "planner.py"
    text = planner.read_text(encoding="utf-8")
    assert '{"stage": "confidence", "detail": level}' in text
    planner.write_text(text.replace('{"stage": "confidence", "detail": level}', '{"stage": "sure", "detail": level}'),
                       encoding="utf-8")
    done = portfolio("check")
    assert done.returncode == 1
    changed = [line for line in done.stdout.splitlines() if "shipped answer changed: " in line]
    shipped = json.loads((site / "manifest.json").read_text(encoding="utf-8"))["answers"]
    assert len(changed) == len(shipped) > 10, done.stdout[-2000:]
    assert "shipped answer changed: 'BM25'" in done.stdout


def test_index_of_a_tiny_knowledge_plans_each_question_once() -> None:
    k = build_knowledge(sample_build().state)
    index = build_answer_index(["  rust   projects ", "rust projects"], k, TODAY)
    assert "rust projects" in index and "  rust   projects " not in index
    assert all(chip["question"] in index for chip in index["rust projects"]["follow_ups"])


def test_serve_builds_skip_the_index(site: Path) -> None:
    from generator.pipeline import run
    from generator.settings import load_settings

    result = run(load_settings(site / "mkdocs.yml"), answer_index=False)
    assert result.answers == {}
    assert not [name for name in result.artifacts if name.startswith(ANSWERS_DIR)]
    assert "data/engine.zip" in result.artifacts and "data/knowledge-state.json" in result.artifacts
