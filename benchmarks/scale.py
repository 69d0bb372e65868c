"""Grow the sample portfolio N-fold (benchmarks/grow.py) and print how build and question costs grow with it.

For each factor the sample is grown into a folder of its own and built in `portfolio build` subprocesses:
cold (no cache), warm (cache kept, nothing changed: the build finds the site current and stops), forced warm
(`--force`: the whole build on a full cache) and edited (one sentence added to one article). Measured: CPU
and wall seconds, peak memory, what the build ships, the answer index's planning time and plan() latency in
this process, `portfolio bench`, `portfolio ask`, and two bare mkdocs-material builds for comparison: of the
wiki's articles alone, and of the same pages the portfolio's build renders (articles and generated pages).
One table, a column per factor; a measure that fails prints "error" and its reason below the table.

    python benchmarks/scale.py [--factors 1 2 5] [--runs 1] [--work DIR] [--keep]

Builds are CPU-bound and single-threaded; another process on the machine shows in the wall seconds first,
so read CPU seconds for the trend.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

if __package__ in (None, ""):  # run as a script: make the repository (generator/, benchmarks/) importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.grow import grow
from generator.settings import Settings, load_settings

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
ASK_QUESTION = "rust projects"
PLAN_SAMPLE = 300
"""How many answer-index questions (the first, sorted) plan() is timed over in this process."""

Value = float | int | str


@dataclass
class Child:
    """One finished subprocess: exit code, wall and CPU (user + system) seconds, peak memory and its output."""

    returncode: int
    wall: float
    cpu: float
    max_rss_mb: float
    stdout: str
    stderr: str


@dataclass
class Portfolio:
    """One grown portfolio under measurement, with what earlier measures found out about it."""

    factor: int
    root: Path
    runs: int
    found: dict[str, Value] = field(default_factory=dict)
    _settings: Settings | None = None
    _state: dict[str, Any] | None = None

    @property
    def config(self) -> Path:
        return self.root / "mkdocs.yml"

    @property
    def settings(self) -> Settings:
        if self._settings is None:
            self._settings = load_settings(self.config)
        return self._settings

    @property
    def site(self) -> Path:
        return self.settings.site_dir

    @property
    def state_file(self) -> Path:
        return self.site / "data" / "knowledge-state.json"

    def state(self) -> dict[str, Any]:
        """The knowledge state the last build shipped (loaded once)."""
        if self._state is None:
            self._state = json.loads(self.state_file.read_bytes())
        return self._state

    def today(self) -> dt.date:
        """The build's reference date, as the shipped answer index records it."""
        index = json.loads((self.site / "data" / "answers" / "index.json").read_bytes())
        return dt.date.fromisoformat(index["today"])


# ---------------------------------------------------------------- running and timing children


_RSS_MARK = "@peak-rss"
_LAUNCHER = (
    "import os, subprocess, sys\n"
    "child = subprocess.Popen(sys.argv[1:])\n"
    "_, status, usage = os.wait4(child.pid, 0)\n"
    f"sys.stderr.write('\\n{_RSS_MARK} %d\\n' % usage.ru_maxrss)\n"
    "sys.exit(os.waitstatus_to_exitcode(status))\n"
)
"""Runs a command and writes its peak RSS (KB) last on stderr. Linux carries a process's peak RSS across
exec, so a command started straight from this process (hundreds of MB once a state is loaded) would report
this process's peak; started from this small launcher, it reports its own."""


def run_child(cmd: list[str], cwd: Path | None = None) -> Child:
    """Run `cmd` to its end and return its exit code, wall time and resource usage (CPU from wait4, with the
    launcher's own; peak RSS as the launcher saw it)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        launched = [sys.executable, "-S", "-c", _LAUNCHER, *cmd]
        proc = subprocess.Popen(launched, stdout=out, stderr=err, cwd=cwd, env=ENV)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here: Popen must not wait again
        out.seek(0)
        err.seek(0)
        stderr = err.read().decode("utf-8", "replace")
        own, _, peak = stderr.rstrip("\n").rpartition(f"\n{_RSS_MARK} ")
        max_rss_mb = int(peak) / 1024 if peak.isdigit() else usage.ru_maxrss / 1024
        return Child(proc.returncode, wall, usage.ru_utime + usage.ru_stime, max_rss_mb,
                     out.read().decode("utf-8", "replace"), own if peak.isdigit() else stderr)


def checked(child: Child, what: str) -> Child:
    """`child` if it succeeded; else an error naming `what` and the end of its error output."""
    if child.returncode != 0:
        tail = " | ".join((child.stderr or child.stdout).strip().splitlines()[-4:])
        raise RuntimeError(f"{what} exited {child.returncode}: {tail}")
    return child


def portfolio_cmd(p: Portfolio, *args: str) -> list[str]:
    return [str(BIN / "portfolio"), "-f", str(p.config), *args]


def builds(p: Portfolio, cold: bool, options: tuple[str, ...] = (),
           before: Callable[[int], None] | None = None) -> list[Child]:
    """`runs` builds of the grown portfolio, each with its cache folder removed first when `cold`, and
    `before(run)` called first when given (an edit to build)."""
    done = []
    for run in range(p.runs):
        if cold and p.settings.cache_dir is not None:
            shutil.rmtree(p.settings.cache_dir, ignore_errors=True)
        if before is not None:
            before(run)
        done.append(checked(run_child(portfolio_cmd(p, "build", *options), cwd=p.root), "portfolio build"))
    return done


def summary(children: list[Child], label: str) -> dict[str, Value]:
    """Median CPU and wall seconds and the largest peak memory of the children, as rows named by `label`."""
    return {f"{label} CPU s": statistics.median(c.cpu for c in children),
            f"{label} wall s": statistics.median(c.wall for c in children),
            f"{label} peak RSS MB": max(c.max_rss_mb for c in children)}


# ---------------------------------------------------------------- the measures


def measure_cold_build(p: Portfolio) -> dict[str, Value]:
    """CPU and wall seconds (median of the runs) and peak RSS of `portfolio build` with no cache. (The siblings
    of the installed packages' files, made once at install into .venv/share/portfolio/siblings, are kept: they
    are no build's cache but part of the installation, as the packages' compiled bytecode is.)"""
    return summary(builds(p, cold=True), "cold build")


def measure_warm_build(p: Portfolio) -> dict[str, Value]:
    """The same for a build that finds the previous build's cache and no change: it finds the site current
    and stops (generator/site_stamp.py); the row says so only if it did."""
    done = builds(p, cold=False)
    if not all("is current" in child.stdout for child in done):
        raise RuntimeError("a build with nothing changed did not find the site current")
    return summary(done, "warm build")


def measure_forced_build(p: Portfolio) -> dict[str, Value]:
    """The same for `portfolio build --force` with nothing changed: the whole build, every cache hit."""
    return summary(builds(p, cold=False, options=("--force",)), "forced warm build")


def measure_edited_build(p: Portfolio) -> dict[str, Value]:
    """The same for a build after one sentence was added to one article (a new one each run): what an
    author waits for after an edit. The edit changes the state, so this runs after the measures that read it."""
    article = sorted(p.settings.docs_dir.rglob("*.md"))[-1]

    def edit(run: int) -> None:
        with article.open("a", encoding="utf-8") as fh:
            fh.write(f"\nA sentence added by the scale benchmark, number {run + 1}.\n")

    return summary(builds(p, cold=False, before=edit), "edited build")


def measure_size(p: Portfolio) -> dict[str, Value]:
    """Entities, articles and passages of the built knowledge state, and the state file's size in KB."""
    state = p.state()
    return {"entities": len(state["entities"]), "articles": len(state["articles"]),
            "passages": len(state["passages"]), "knowledge-state.json KB": p.state_file.stat().st_size / 1024}


def measure_shards(p: Portfolio) -> dict[str, Value]:
    """Questions the build shipped, its answer shards (the files index.json names, or data/answers/<n>.json in
    the first index format), how many are empty, the largest in KB, and any other files there (pages of long
    result lists)."""
    folder = p.site / "data" / "answers"
    index = json.loads((folder / "index.json").read_bytes())
    if "files" in index:
        shards = [folder / f"{name}.json" for name in index["files"]]
    else:
        shards = [f for f in folder.glob("*.json") if f.stem.isdigit()]
    if not shards:
        raise FileNotFoundError(f"no answer shards in {folder}")
    named = {f.name for f in shards} | {"index.json", "questions.json"}
    others = [f for f in folder.glob("*.json") if f.name not in named]
    empty = sum(1 for f in shards if json.loads(f.read_bytes()) == {})
    return {"questions shipped": index["questions"], "answer shards": len(shards), "empty shards": empty,
            "largest shard KB": max(f.stat().st_size for f in shards) / 1024, "other answer files": len(others)}


def measure_index_planning(p: Portfolio) -> dict[str, Value]:
    """Seconds, wall and CPU (this process and any worker processes it started), that build_answer_index
    takes over the anticipated questions here, with the knowledge built from the shipped state."""
    from generator.answer_index import build_answer_index
    from generator.engine.knowledge import build_knowledge
    from generator.questions import anticipated_questions

    def cpu() -> float:
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        return time.process_time() + children.ru_utime + children.ru_stime

    state = p.state()
    questions = anticipated_questions(state, p.settings.content_dir, p.settings.root)
    today = p.today()
    wall, used = time.perf_counter(), cpu()
    index = build_answer_index(questions, build_knowledge(state), today)
    return {"answer-index planning wall s": time.perf_counter() - wall, "answer-index planning CPU s": cpu() - used,
            "anticipated questions": len(questions), "questions planned": len(index)}


def measure_plan_latency(p: Portfolio) -> dict[str, Value]:
    """Seconds build_knowledge takes on the shipped state, then plan() median and p95 milliseconds over the
    first PLAN_SAMPLE sorted answer-index questions (timed on a second pass, the first warms the caches)."""
    from generator.engine.knowledge import build_knowledge
    from generator.engine.planner import plan
    from generator.evaluation import latency

    questions = sorted(json.loads((p.site / "data" / "answers" / "questions.json").read_bytes()))[:PLAN_SAMPLE]
    today = p.today()
    start = time.perf_counter()
    k = build_knowledge(p.state())
    built = time.perf_counter() - start
    for q in questions:
        plan(q, k, today)
    ms = latency(questions, lambda q: plan(q, k, today))
    return {"build_knowledge s": built, f"plan() median ms ({PLAN_SAMPLE} q)": ms["median"],
            f"plan() p95 ms ({PLAN_SAMPLE} q)": ms["p95"]}


def measure_bench(p: Portfolio) -> dict[str, Value]:
    """What `portfolio bench --json` reports over the snapshot questions (on the shipped state): question count,
    plan() median and p95 ms, next() median ms, and the command's wall seconds."""
    child = checked(run_child(portfolio_cmd(p, "bench", "--json", "--state", str(p.state_file)), cwd=p.root),
                    "portfolio bench")
    report = json.loads(child.stdout)
    return {"bench questions": report["questions"], "bench plan() median ms": report["plan_ms"]["median"],
            "bench plan() p95 ms": report["plan_ms"]["p95"], "bench next() median ms": report["next_ms"]["median"],
            "bench wall s": child.wall}


def measure_ask(p: Portfolio) -> dict[str, Value]:
    """Wall and CPU seconds and peak RSS of `portfolio ask "rust projects"`, and where its knowledge state came
    from: "built" (the site's own, when current) or "sources" (the pipeline run again, on the warm cache)."""
    child = checked(run_child(portfolio_cmd(p, "ask", ASK_QUESTION), cwd=p.root), "portfolio ask")
    origin = "sources" if "from the sources" in child.stderr else "built"
    return {"ask wall s": child.wall, "ask CPU s": child.cpu, "ask peak RSS MB": child.max_rss_mb,
            "ask state": origin}


def measure_bare_mkdocs(p: Portfolio) -> dict[str, Value]:
    """CPU seconds of mkdocs-material alone on a copy of the grown wiki (the same theme features and Markdown
    extensions, search plugin only: no portfolio plugin, no custom theme), and the cold and warm portfolio
    builds' CPU as multiples of it.

    Without the plugin, mkdocs's own nav lists every article and every page carries the whole nav, so this
    grows with the square of the articles; the plugin's nav holds one page per folder. At large factors the
    bare build can cost more than the portfolio's warm one.
    """
    with p.config.open(encoding="utf-8") as fh:
        grown = yaml.safe_load(fh)
    theme = grown.get("theme") or {}
    bare = p.root.parent / f"{p.root.name}-bare"
    shutil.rmtree(bare, ignore_errors=True)
    shutil.copytree(p.settings.docs_dir, bare / "docs")
    config = {
        "site_name": "bare", "docs_dir": "docs", "site_dir": "site",
        "theme": {"name": "material", **{k: theme[k] for k in ("features", "font", "language") if k in theme}},
        "plugins": ["search"], "markdown_extensions": grown.get("markdown_extensions", []),
    }
    (bare / "mkdocs.yml").write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
    try:
        child = checked(run_child([str(BIN / "mkdocs"), "build", "-q", "-f", str(bare / "mkdocs.yml")], cwd=bare),
                        "mkdocs build (bare)")
    finally:
        shutil.rmtree(bare, ignore_errors=True)
    rows: dict[str, Value] = {"bare mkdocs CPU s": child.cpu, "bare mkdocs wall s": child.wall}
    for label in ("cold", "warm", "forced warm", "edited"):
        build_cpu = p.found.get(f"{label} build CPU s")
        rows[f"{label}/bare CPU"] = build_cpu / child.cpu if isinstance(build_cpu, float) else "error"
    return rows


def measure_bare_same_pages(p: Portfolio) -> dict[str, Value]:
    """CPU seconds of mkdocs-material alone on the same pages the portfolio's mkdocs build renders: the wiki's
    articles and every page the build generates (entity, index and ask pages, written out as Markdown files
    holding the HTML the plugin puts in them, with the same front matter), under the same nav (one page per
    folder, navigation.site_nav); and the portfolio builds' CPU as multiples of it.

    What is left between the two is what the portfolio adds to rendering the same site: the graph, the
    knowledge state, the answer index and its pages, the meaning vectors, the privacy scan, precompression and
    the atomic swap. (measure_bare_mkdocs renders the articles alone, under mkdocs' own nav.)
    """
    from generator.pipeline import run
    from generator.site.navigation import site_nav
    from generator.site.pages import render_pages
    from generator.site.plugin import front_matter

    with p.config.open(encoding="utf-8") as fh:
        grown = yaml.safe_load(fh)
    theme = grown.get("theme") or {}
    result = run(p.settings, answer_index=False)  # on the warm cache the builds left
    pages, _ = render_pages(result)
    bare = p.root.parent / f"{p.root.name}-bare-same"
    shutil.rmtree(bare, ignore_errors=True)
    shutil.copytree(p.settings.docs_dir, bare / "docs")
    for page in pages:
        target = bare / "docs" / page.src_uri
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(front_matter(page) + page.html, encoding="utf-8")
    config = {
        "site_name": "bare", "docs_dir": "docs", "site_dir": "site",
        "theme": {"name": "material", **{k: theme[k] for k in ("features", "font", "language") if k in theme}},
        "plugins": ["search"], "markdown_extensions": grown.get("markdown_extensions", []),
        "nav": site_nav(result, {page.src_uri: page for page in pages}),
    }
    (bare / "mkdocs.yml").write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
    try:
        child = checked(run_child([str(BIN / "mkdocs"), "build", "-q", "-f", str(bare / "mkdocs.yml")], cwd=bare),
                        "mkdocs build (bare, same pages)")
        rendered = sum(1 for _ in (bare / "site").rglob("*.html"))
    finally:
        shutil.rmtree(bare, ignore_errors=True)
    rows: dict[str, Value] = {"bare same pages": rendered, "bare same pages CPU s": child.cpu}
    for label in ("cold", "forced warm", "edited"):
        build_cpu = p.found.get(f"{label} build CPU s")
        rows[f"{label}/bare same pages CPU"] = build_cpu / child.cpu if isinstance(build_cpu, float) else "error"
    return rows


Measure = Callable[[Portfolio], dict[str, Value]]
MEASURES: list[tuple[Measure, tuple[str, ...]]] = [
    (measure_cold_build, ("cold build CPU s", "cold build wall s", "cold build peak RSS MB")),
    (measure_warm_build, ("warm build CPU s", "warm build wall s", "warm build peak RSS MB")),
    (measure_size, ("entities", "articles", "passages", "knowledge-state.json KB")),
    (measure_shards, ("questions shipped", "answer shards", "empty shards", "largest shard KB",
                      "other answer files")),
    (measure_index_planning, ("anticipated questions", "questions planned", "answer-index planning CPU s",
                              "answer-index planning wall s")),
    (measure_plan_latency, ("build_knowledge s", f"plan() median ms ({PLAN_SAMPLE} q)",
                            f"plan() p95 ms ({PLAN_SAMPLE} q)")),
    (measure_bench, ("bench questions", "bench plan() median ms", "bench plan() p95 ms", "bench next() median ms",
                     "bench wall s")),
    (measure_ask, ("ask wall s", "ask CPU s", "ask peak RSS MB", "ask state")),
    (measure_forced_build, ("forced warm build CPU s", "forced warm build wall s", "forced warm build peak RSS MB")),
    (measure_edited_build, ("edited build CPU s", "edited build wall s", "edited build peak RSS MB")),
    (measure_bare_mkdocs, ("bare mkdocs CPU s", "bare mkdocs wall s", "cold/bare CPU", "warm/bare CPU",
                           "forced warm/bare CPU", "edited/bare CPU")),
    (measure_bare_same_pages, ("bare same pages", "bare same pages CPU s", "cold/bare same pages CPU",
                               "forced warm/bare same pages CPU", "edited/bare same pages CPU")),
]
"""Each measure with the rows it fills, in the order they run and print (later ones read what the builds made)."""


# ---------------------------------------------------------------- one factor, the table


def measure_factor(factor: int, work: Path, runs: int, errors: list[str]) -> tuple[dict[str, Value], float]:
    """Every row for one factor (a failed measure fills its rows with "error" and adds its reason to `errors`),
    and the seconds the whole factor took. A change to generator/ while it ran is reported as an error too:
    its figures then mix two versions of the code."""
    started = time.perf_counter()
    code = generator_digest()
    rows: dict[str, Value] = {}
    root = work / f"x{factor}"
    try:
        start = time.perf_counter()
        grow(ROOT, root, factor)
        rows["grow s"] = time.perf_counter() - start
    except Exception as exc:
        errors.append(f"{factor}x grow: {type(exc).__name__}: {exc}")
        return {"grow s": "error"}, time.perf_counter() - started
    p = Portfolio(factor, root, runs)
    for measure, names in MEASURES:
        print(f"  {factor}x {measure.__name__} ...", file=sys.stderr, flush=True)
        try:
            found = measure(p)
        except Exception as exc:
            errors.append(f"{factor}x {measure.__name__}: {type(exc).__name__}: {exc}")
            found = dict.fromkeys(names, "error")
        p.found.update(found)
        rows.update(found)
    if generator_digest() != code:
        errors.append(f"{factor}x: generator/ changed while it was measured ({code} -> {generator_digest()}): "
                      "its figures mix two versions of the code")
    return rows, time.perf_counter() - started


def cell(value: Value | None) -> str:
    """A table cell: counts as they are, seconds and sizes to two or three significant figures."""
    if value is None:
        return "-"
    if isinstance(value, (str, int)):
        return str(value)
    if abs(value) >= 100:
        return f"{value:.0f}"
    if abs(value) >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}" if abs(value) >= 0.1 else f"{value:.3f}"


def table(factors: list[int], results: dict[int, dict[str, Value]]) -> str:
    """Rows = measures (in MEASURES order), columns = factors."""
    names = ["grow s", *(n for _, rows in MEASURES for n in rows)]
    width = max(len(n) for n in names)
    columns = [f"{f}x" for f in factors]
    col = max(10, *(len(c) for c in columns))
    lines = [f"{'measure':<{width}}  " + "  ".join(f"{c:>{col}}" for c in columns),
             "-" * (width + (col + 2) * len(columns))]
    for name in names:
        lines.append(f"{name:<{width}}  " + "  ".join(f"{cell(results[f].get(name)):>{col}}" for f in factors))
    return "\n".join(lines)


def generator_digest() -> str:
    """A short digest of generator/**/*.py as it is now: the code measured, uncommitted edits included."""
    h = hashlib.sha256()
    for path in sorted((ROOT / "generator").rglob("*.py")):
        h.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes())
    return h.hexdigest()[:12]


def header() -> str:
    """The machine, the Python and the code measured: the git commit and the digest of generator/ now."""
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                                check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        commit = "unknown"
    return (f"scale benchmark: {os.cpu_count()} cores, {platform.machine()}, Python {platform.python_version()}, "
            f"commit {commit}, generator/*.py {generator_digest()}, {dt.datetime.now().isoformat(timespec='seconds')}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--factors", type=int, nargs="+", default=[1, 2, 5], help="how many times larger")
    parser.add_argument("--runs", type=int, default=1, help="builds per factor, cold and warm (median reported)")
    parser.add_argument("--work", type=Path, help="grow into DIR/x<factor> (default: a new folder under /tmp)")
    parser.add_argument("--keep", action="store_true", help="keep the grown portfolios")
    args = parser.parse_args()
    work = args.work.resolve() if args.work else Path(tempfile.mkdtemp(prefix="portfolio-scale-"))
    work.mkdir(parents=True, exist_ok=True)
    print(header(), flush=True)
    results: dict[int, dict[str, Value]] = {}
    took: dict[int, float] = {}
    errors: list[str] = []
    try:
        for factor in args.factors:
            results[factor], took[factor] = measure_factor(factor, work, args.runs, errors)
            if not args.keep:
                shutil.rmtree(work / f"x{factor}", ignore_errors=True)
    finally:
        if not args.keep and not args.work:
            shutil.rmtree(work, ignore_errors=True)
    print(table(args.factors, results))
    print("time per factor: " + ", ".join(f"{f}x {s:.0f} s" for f, s in took.items()))
    if args.keep:
        print(f"grown portfolios kept in {work}")
    for line in errors:
        print(f"error: {line}")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
