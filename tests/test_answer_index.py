"""The answer index: closed under follow-ups, equal to what the engine answers, in shards the page can find,
pinned question by question in manifest.json, and re-planned by `portfolio check`."""

from __future__ import annotations

import hashlib
import json
import shutil
import zipfile
from io import BytesIO
from pathlib import Path

import pytest

from generator.answer_index import (
    ANSWERS_DIR,
    ECHOED,
    SHARD_LIMIT,
    answer_digest,
    build_answer_index,
    fold_case,
    index_artifacts,
    normalise_question,
    other_casing,
    question_hash,
    shard_of,
)
from generator.engine import Engine
from generator.engine.knowledge import build_knowledge
from generator.manifest import read_manifest
from tests.engine_support import PORTFOLIOS, REPO, TODAY, build, engine, sample_build, settings, skill_question

EACH = pytest.mark.parametrize("name", list(PORTFOLIOS))


def test_normalise_question_collapses_ascii_whitespace_only() -> None:
    assert normalise_question("  rust \t\n projects  ") == "rust projects"
    assert normalise_question("Who is Tobias Wren ?! ") == "Who is Tobias Wren"
    assert normalise_question("Node.js. C++?") == "Node.js. C++"  # only what ends the question
    assert fold_case("Who İS Élodie") == "who İs Élodie"  # ASCII only: the page's and Python's agree
    assert other_casing("Lantern") == "lantern" and other_casing("who is she") == "Who is she"
    assert other_casing("日本語") is None
    assert normalise_question("rust\u00a0projects") == "rust\u00a0projects"  # JavaScript's \s would differ here
    assert normalise_question("") == ""


def test_question_hash_is_32_bit_fnv_1a() -> None:
    # Published FNV-1a 32-bit test vectors (Fowler, Noll, Vo)
    assert question_hash("") == 0x811C9DC5
    assert question_hash("a") == 0xE40C292C
    assert question_hash("foobar") == 0xBF9CF968
    assert question_hash("日本語") == question_hash("日本語") < 2**32


def test_shard_of_finds_the_last_shard_starting_at_or_below_the_hash() -> None:
    starts = [0, question_hash("a"), question_hash("foobar")]  # 0xe40c292c < 0xbf9cf968 is false: keep sorted
    starts.sort()
    for key in ("", "a", "foobar", "rust projects", "日本語"):
        n = shard_of(key, starts)
        assert starts[n] <= question_hash(key) and (n + 1 == len(starts) or starts[n + 1] > question_hash(key))


def test_ask_js_finds_the_same_shard_as_python(tmp_path: Path) -> None:
    """The page's own functions, run by Node on the sample's real index: the same shard for every question."""
    import subprocess

    from tests.test_pyodide_parity import node_binary

    artifacts = build("sample").artifacts
    meta = json.loads(artifacts[f"{ANSWERS_DIR}index.json"])
    keys = [*sorted(build("sample").answers)[::7], "", "日本語 ?", "a\u00a0b", "x" * 500, "Who is Tobias Wren?! ",
            "What İS ÉTÉ ? .", "C++?", "Node.js.", "?"]
    (tmp_path / "keys.json").write_text(json.dumps({"keys": keys, "starts": meta["starts"]}), encoding="utf-8")
    script = ("globalThis.document = {getElementById: () => null};"
              f"const m = await import({json.dumps((REPO / 'theme/assets/portfolio/ask.js').as_uri())});"
              "const fs = await import('node:fs');"
              f"const d = JSON.parse(fs.readFileSync({json.dumps(str(tmp_path / 'keys.json'))}, 'utf8'));"
              "console.log(JSON.stringify(d.keys.map((k) => [m.normaliseQuestion(k), m.foldCase(k), "
              "m.shardOf(k, d.starts)])));")
    out = subprocess.run([node_binary(), "--input-type=module", "-e", script], capture_output=True, text=True,
                         check=True)
    assert json.loads(out.stdout) == [[normalise_question(k), fold_case(k), shard_of(k, meta["starts"])]
                                      for k in keys]


@EACH
def test_index_is_closed_under_follow_ups_and_equals_the_engine(name: str) -> None:
    index = build(name).answers
    assert len(index) > {"sample": 2000, "ari-lindqvist": 400}[name]
    missing = {normalise_question(chip["question"]) for p in index.values() for chip in p["follow_ups"]} - set(index)
    assert not missing, sorted(missing)[:10]
    e = engine(name)
    for question in list(index)[::23]:  # a spread sample: the Node parity test covers every question
        shipped = {k: v for k, v in index[question].items() if k != "key_case"}
        assert shipped == e.answer(question, TODAY), question


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
    assert meta["starts"][0] == 0 and meta["starts"] == sorted(set(meta["starts"]))
    assert len(meta["files"]) == len(meta["starts"]) == len(set(meta["files"]))
    seen = 0
    for n, file in enumerate(meta["files"]):
        data = artifacts[f"{ANSWERS_DIR}{file}.json"]
        assert len(data) <= SHARD_LIMIT
        assert hashlib.sha256(data).hexdigest().startswith(file)  # named by content: cacheable forever
        shard = json.loads(data)
        assert shard, "an empty shard"
        assert all(shard_of(q, meta["starts"]) == n for q in shard)
        assert all(shard[q] == build(name).answers[q] for q in shard)
        seen += len(shard)
    assert seen == meta["questions"] == len(build(name).answers)
    assert json.loads(artifacts[f"{ANSWERS_DIR}questions.json"]) == sorted(build(name).answers)
    shipped = {f"{ANSWERS_DIR}{f}.json" for f in meta["files"]} | {f"{ANSWERS_DIR}index.json",
                                                                  f"{ANSWERS_DIR}questions.json"}
    assert {a for a in artifacts if a.startswith(ANSWERS_DIR)} == shipped  # nothing paged at this size


def test_a_list_too_long_for_a_shard_is_paged_and_every_shard_stays_under_the_limit() -> None:
    """A portfolio many times the sample's: "his projects" names thousands of works. Its plan keeps the first
    results, the rest go to pages named by content; shards still fill by size, none empty, none too large."""
    answers = build("sample").answers
    plan = answers["which projects has he made"]
    many = [{**r, "id": f"{r['id']}{n}", "label": f"{r['label']} {n}"} for n in range(40) for r in plan["results"]]
    grown = {**answers, "which projects has he made": {**plan, "results": many}}
    grown |= {f"{q} (copy {n})": p for n in range(3) for q, p in list(answers.items())[:1500]}
    artifacts = index_artifacts(grown, TODAY)
    meta = json.loads(artifacts[f"{ANSWERS_DIR}index.json"])
    n = shard_of("which projects has he made", meta["starts"])
    shipped = json.loads(artifacts[f"{ANSWERS_DIR}{meta['files'][n]}.json"])["which projects has he made"]
    assert shipped["results"] == many[: len(shipped["results"])] and 5 <= len(shipped["results"]) < len(many)
    more = shipped["results_more"]
    assert more["total"] == len(many)
    rest = [r for f in more["files"] for r in json.loads(artifacts[f"{ANSWERS_DIR}{f}.json"])]
    assert shipped["results"] + rest == many
    assert {k: v for k, v in shipped.items() if k not in ("results", "results_more")} == \
        {k: v for k, v in plan.items() if k != "results"}
    shards = [artifacts[f"{ANSWERS_DIR}{f}.json"] for f in meta["files"]]
    assert all(2 < len(s) <= SHARD_LIMIT for s in shards)
    assert sum(len(json.loads(s)) for s in shards) == len(grown)


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
    engine = REPO / "generator/engine"
    assert sorted(names) == sorted(["generator/__init__.py"] + [f"generator/engine/{p.name}" for p in
                                                                [*engine.glob("*.py"), *engine.glob("*.txt"),
                                                                 *engine.glob("*.bin")]])
    assert "generator/engine/english_words.txt" in names  # the word list english_words.py reads, under Pyodide too
    assert "generator/engine/word_vectors.bin" in names  # the meaning list's word table (meaning.py)
    state = tmp_path / "state.json"
    state.write_bytes(sample_build().artifacts["data/knowledge-state.json"])
    code = ("import sys; from generator.engine import Engine; "
            f"print(Engine.from_json(open({str(state)!r}, 'rb').read()).answer_json('rust projects', '2026-11-30'))")
    out = subprocess.run([sys.executable, "-I", "-c", code], cwd=tmp_path, capture_output=True, text=True, check=True)
    shipped = {k: v for k, v in sample_build().answers["rust projects"].items() if k != "key_case"}
    assert json.loads(out.stdout) == shipped
    described = "a forecast of when bridges lift for passing ships"  # names nothing: the meaning list runs
    code = code.replace("'rust projects'", repr(described))
    out = subprocess.run([sys.executable, "-I", "-c", code], cwd=tmp_path, capture_output=True, text=True, check=True)
    planned = json.loads(out.stdout)
    assert any(t["stage"] == "meaning" for t in planned["trace"])
    assert planned == json.loads(Engine(sample_build().state).answer_json(described, "2026-11-30"))


IMPORT_PEAK_MB = 6.5
"""What importing the engine may allocate (CPython's tracemalloc peak; 4.97 MB on 2026-12-06). The ask page saves
its snapshot of Pyodide with the engine imported only when the import left memory at its starting size
(worker-host.js); at 8.4 MB (the English word list read on import) it grew past that on about half the starts,
and no second page was restored. A proxy measured in CPython, so it holds a margin."""


def test_importing_the_engine_stays_small_enough_for_the_pages_snapshot() -> None:
    import subprocess
    import sys

    code = ("import tracemalloc; tracemalloc.start(); import generator.engine; "
            "print(tracemalloc.get_traced_memory()[1])")
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert int(out.stdout) / 1e6 <= IMPORT_PEAK_MB, "import less at engine import time: read large data on first use"


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


def test_planning_the_index_leaves_the_garbage_collector_as_it_found_it() -> None:
    # the knowledge is frozen for the planning only: left frozen, every object of the build would never be freed
    import gc

    k = build_knowledge(sample_build().state)
    build_answer_index(["rust projects"], k, TODAY)
    assert gc.get_freeze_count() == 0


def test_serve_builds_skip_the_index(site: Path) -> None:
    from generator.pipeline import run
    from generator.settings import load_settings

    result = run(load_settings(site / "mkdocs.yml"), answer_index=False)
    assert result.answers == {}
    assert not [name for name in result.artifacts if name.startswith(ANSWERS_DIR)]
    assert "data/engine.zip" in result.artifacts and "data/knowledge-state.json" in result.artifacts


@EACH
def test_final_punctuation_and_spaces_never_change_a_plan(name: str) -> None:
    """Why keys may drop them: every anticipated question plans the same with "?", "!" or "." and extra spaces."""
    e = engine(name)
    changed = []
    for question in list(build(name).answers)[::3]:
        want = {k: v for k, v in e.plan(question, TODAY).items() if k not in ECHOED}
        for variant in (question + "?", " " + question.replace(" ", "  ") + " !", question + "."):
            got = {k: v for k, v in e.plan(variant, TODAY).items() if k not in ECHOED}
            if got != want:
                changed.append(variant)
    assert not changed, changed[:10]


@EACH
def test_a_plan_says_when_its_case_matters(name: str) -> None:
    """key_case "any" only where the other casing plans the same; where it does not, the page must not fold."""
    e = engine(name)
    index = build(name).answers
    marked = {"any": 0, "exact": 0}
    for question, shipped in index.items():
        marked[shipped["key_case"]] += 1
        other = other_casing(question)
        if other is None:
            assert shipped["key_case"] == "exact", question
            continue
        same = ({k: v for k, v in e.plan(other, TODAY).items() if k not in ECHOED}
                == {k: v for k, v in e.plan(question, TODAY).items() if k not in ECHOED})
        assert (shipped["key_case"] == "any") == same, (question, other)
    assert marked["any"] > 0.9 * len(index) and marked["exact"] > 0, marked
