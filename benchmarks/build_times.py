"""Print build figures for the sample portfolio: each pipeline stage, then whole builds, cold and warm.

Cold means a fresh process and an empty reasoning cache; warm means the cache from the previous build.
Whole builds run `portfolio build` in a subprocess so that import time is counted, as a user sees it.

    python benchmarks/build_times.py [--reasoner reasonable|owlrl|both] [--runs N]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def stage_times(reasoner: str) -> dict[str, float]:
    """Seconds spent in each pipeline stage, in this process, with no cache."""
    from generator.graph.canonical import graph_digest
    from generator.graph.load import load_graph
    from generator.graph.reason import infer
    from generator.graph.validate import graph_rule_problems, shacl_problems
    from generator.pipeline import run
    from generator.settings import load_settings

    s = load_settings(ROOT / "mkdocs.yml")
    times: dict[str, float] = {}

    def timed(name: str, fn):  # type: ignore[no-untyped-def]
        start = time.perf_counter()
        value = fn()
        times[name] = time.perf_counter() - start
        return value

    loaded = timed("load Turtle", lambda: load_graph(s.root, s.ontology_dirs, s.graph_dir, s.id_namespace))
    timed("canonical digest", lambda: graph_digest(loaded.graph))
    timed("SHACL shapes (pyshacl)", lambda: shacl_problems(loaded, s.namespace, s.id_namespace))
    timed("graph-wide rules", lambda: graph_rule_problems(loaded, s.namespace, s.id_namespace))
    timed(f"reason ({reasoner})", lambda: infer(loaded.graph, s.id_namespace, reasoner))
    os.environ["PORTFOLIO_REASONER"] = reasoner
    timed("whole pipeline, cold cache", lambda: run(_no_cache(load_settings(ROOT / "mkdocs.yml"))))
    return times


def _no_cache(settings):  # type: ignore[no-untyped-def]
    from dataclasses import replace
    return replace(settings, cache_dir=None)


def whole_build(reasoner: str, cold: bool) -> float:
    if cold:
        shutil.rmtree(ROOT / ".cache", ignore_errors=True)
    env = {**os.environ, "PORTFOLIO_REASONER": reasoner, "NO_MKDOCS_2_WARNING": "1"}
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "generator.cli", "build"], cwd=ROOT, env=env, check=True,
                   capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reasoner", choices=("reasonable", "owlrl", "both"), default="both")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    reasoners = ("reasonable", "owlrl") if args.reasoner == "both" else (args.reasoner,)
    print(f"machine: {os.cpu_count()} cores; python {sys.version.split()[0]}")
    for reasoner in reasoners:
        print(f"\n== stages, {reasoner}")
        for name, seconds in stage_times(reasoner).items():
            print(f"  {name:<30}{seconds:7.2f} s")
        cold = [whole_build(reasoner, cold=True) for _ in range(args.runs)]
        warm = [whole_build(reasoner, cold=False) for _ in range(args.runs)]
        print(f"== portfolio build, {reasoner}: cold median {statistics.median(cold):.2f} s "
              f"(min {min(cold):.2f}), warm median {statistics.median(warm):.2f} s (min {min(warm):.2f}),"
              f" {args.runs} runs each")


if __name__ == "__main__":
    main()
