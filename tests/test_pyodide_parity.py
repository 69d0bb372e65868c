"""CPython and Pyodide give the same plans: every anticipated question, and the short adversarial inputs.

The ask page plans unanticipated questions with the engine under Pyodide (Python 3.14 compiled to
WebAssembly), while the build plans the anticipated ones with CPython. This test runs every question the
manifest pins, plus the adversarial inputs under 2,000 characters, through both, and requires byte-equal
answers (plan with follow-ups, as `Engine.answer_json` gives them). Pyodide runs in Node from the npm package
(tests/pyodide_plans.mjs), on the engine zip and knowledge state the pipeline makes for the sample portfolio.

Both sides plan from the same state bytes, so this is about the runtimes agreeing, not about manifest.json
being up to date (`portfolio check` proves that).

Needs Node and `npm ci` (node_modules/pyodide).
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from generator.engine import Engine
from generator.manifest import read_manifest
from generator.pipeline import ENGINE_ARTIFACT, STATE_ARTIFACT
from generator.questions import ADVERSARIAL
from tests.engine_support import PORTFOLIOS, build

REPO = Path(__file__).resolve().parent.parent
SCRIPT = REPO / "tests/pyodide_plans.mjs"
PYODIDE = REPO / "node_modules/pyodide/package.json"
MAX_ADVERSARIAL = 2_000
"""Characters. Longer inputs are refused by the page (500) and only slow the run down."""
SHOWN = 5
"""Mismatching questions reported with a field-level diff."""
NODE_TIMEOUT_S = 900

pytestmark = pytest.mark.slow


def node_binary() -> str:
    """The path of `node`, or a failed test naming the fix: CI must not skip this check silently."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not installed: the Pyodide parity check runs Pyodide in Node (install Node 20)")
    if not PYODIDE.is_file():
        pytest.fail(f"{PYODIDE.parent} is missing: run `npm ci` in {REPO} (package.json pins pyodide)")
    return node


def parity_questions(name: str) -> list[str]:
    """Every question manifest.json pins an answer for, then the adversarial inputs short enough to plan, then
    the paraphrase suite's questions.

    The manifest's keys are the answer index's: what the page answers without the engine, so exactly what
    the engine must answer identically when it recomputes one (a relative period in another month). The
    paraphrases name nothing, so each runs the meaning list (meaning.py): its integer ranking and its
    passage order must agree to the byte too.
    """
    manifest = read_manifest(PORTFOLIOS[name].parent / "manifest.json")
    if manifest is None or not manifest.get("answers"):
        pytest.fail("manifest.json has no answers: run `portfolio build` first")
    questions = sorted(manifest["answers"])
    questions += [q for q in ADVERSARIAL if len(q) < MAX_ADVERSARIAL and q not in manifest["answers"]]
    paraphrases = PORTFOLIOS[name].parent / "content/questions/holdout-paraphrase-v1.json"
    said = set(questions)
    return questions + sorted({c["question"] for c in json.loads(paraphrases.read_text(encoding="utf-8"))["cases"]}
                              - said)


def cpython_line(engine: Engine, question: str, date: str, *, full: bool = False) -> str:
    """What tests/pyodide_plans.mjs prints for one question, computed by this CPython.

    The digest is sha256 of the answer's JSON plus a newline, as UTF-8 (jsonio.dumps, so manifest.json's
    digest without its prefix); a question whose planning raises gives "!", the exception's type and message.
    """
    try:
        text = engine.answer_json(question, date)
    except Exception as err:
        return "!" + type(err).__name__ + ": " + json.dumps(str(err)[:200])
    return text if full else hashlib.sha256((text + "\n").encode("utf-8")).hexdigest()


def start_node(node: str, workdir: Path, questions: list[str], date: str, *, full: bool = False,
               ) -> tuple[subprocess.Popen[bytes], Path, Path]:
    """Start the Node script on `questions`; returns the process and its stdout and stderr files.

    Files rather than pipes, so Node can run while this process plans the same questions with CPython.
    """
    tag = "full" if full else "digests"
    stdin = workdir / f"questions-{tag}.jsonl"
    stdin.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in questions), encoding="utf-8")
    out, err = workdir / f"node-{tag}.out", workdir / f"node-{tag}.err"
    args = [node, str(SCRIPT), str(workdir / "engine.zip"), str(workdir / "knowledge-state.json"), date]
    with stdin.open("rb") as fin, out.open("wb") as fout, err.open("wb") as ferr:
        proc = subprocess.Popen([*args, *(["--full"] if full else [])], stdin=fin, stdout=fout, stderr=ferr,
                                cwd=REPO)
    return proc, out, err


def node_lines(proc: subprocess.Popen[bytes], out: Path, err: Path, expected: int) -> list[str]:
    """The script's output lines once it exits, or a failed test quoting its stderr."""
    try:
        code = proc.wait(timeout=NODE_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail(f"Pyodide did not plan {expected} questions within {NODE_TIMEOUT_S} s")
    stderr = err.read_text(encoding="utf-8", errors="replace")
    assert code == 0, f"tests/pyodide_plans.mjs exited with {code}:\n{stderr[-3000:]}"
    lines = out.read_bytes().decode("utf-8").split("\n")
    assert lines[-1] == "", "the output does not end with a newline"
    assert len(lines) - 1 == expected, f"{expected} questions in, {len(lines) - 1} lines out:\n{stderr[-3000:]}"
    return lines[:-1]


def field_diff(a: Any, b: Any, path: str = "", limit: int = 12) -> list[str]:
    """Where two JSON values differ, as "path: cpython != pyodide" lines (at most `limit`), deepest first.

    The whole plan is long; the fields that differ say which stage of the engine disagrees.
    """
    if isinstance(a, dict) and isinstance(b, dict):
        lines: list[str] = []
        for key in sorted(set(a) | set(b)):
            where = f"{path}.{key}" if path else key
            if key not in a or key not in b:
                lines.append(f"{where}: {'missing' if key not in a else 'present'} in CPython, "
                             f"{'missing' if key not in b else 'present'} in Pyodide")
            else:
                lines += field_diff(a[key], b[key], where, limit)
        return lines[:limit]
    if isinstance(a, list) and isinstance(b, list):
        lines = [f"{path}: {len(a)} items in CPython, {len(b)} in Pyodide"] if len(a) != len(b) else []
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            lines += field_diff(x, y, f"{path}[{i}]", limit)
        return lines[:limit]
    if a != b or type(a) is not type(b):
        return [f"{path}: {json.dumps(a, ensure_ascii=False)[:160]} != {json.dumps(b, ensure_ascii=False)[:160]}"]
    return []


def explain(node: str, workdir: Path, engine: Engine, questions: list[str], date: str) -> str:
    """The mismatching questions planned again with --full, each with the fields that differ."""
    proc, out, err = start_node(node, workdir, questions, date, full=True)
    pyodide = node_lines(proc, out, err, len(questions))
    parts = []
    for question, theirs in zip(questions, pyodide, strict=True):
        ours = cpython_line(engine, question, date, full=True)
        if ours.startswith("!") or theirs.startswith("!"):
            detail = [f"CPython: {ours[:300]}", f"Pyodide: {theirs[:300]}"]
        else:
            detail = field_diff(json.loads(ours), json.loads(theirs)) or ["same JSON values, different bytes"]
        parts.append(f"{question[:120]!r}:\n    " + "\n    ".join(detail))
    return "\n".join(parts)


@pytest.mark.parametrize("name", list(PORTFOLIOS))
def test_pyodide_plans_every_question_as_cpython_does(tmp_path: Path, name: str) -> None:
    node = node_binary()
    result = build(name)
    (tmp_path / "engine.zip").write_bytes(result.artifacts[ENGINE_ARTIFACT])
    state = result.artifacts[STATE_ARTIFACT]
    (tmp_path / "knowledge-state.json").write_bytes(state)
    date = result.settings.reference_date.isoformat()
    questions = parity_questions(name)

    started = time.perf_counter()
    proc, out, err = start_node(node, tmp_path, questions, date)
    engine = Engine.from_json(state)  # the same bytes Pyodide reads, not the build's in-memory dict
    cpython = [cpython_line(engine, q, date) for q in questions]
    cpython_s = time.perf_counter() - started
    pyodide = node_lines(proc, out, err, len(questions))
    total_s = time.perf_counter() - started
    print(f"\n{len(questions)} questions: CPython {cpython_s:.1f} s, Pyodide in Node {total_s:.1f} s (in parallel)")

    differ = [q for q, a, b in zip(questions, cpython, pyodide, strict=True) if a != b]
    if differ:
        report = explain(node, tmp_path, engine, differ[:SHOWN], date)
        pytest.fail(f"{len(differ)} of {len(questions)} questions are planned differently by Pyodide "
                    f"(the first {min(SHOWN, len(differ))} with the fields that differ):\n{report}")
