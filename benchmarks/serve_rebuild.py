"""Print how long `mkdocs serve --dirty` takes to rebuild after one article is edited.

It does what serve does, in one process: a full build into a temporary folder, then an edit to one article,
then a dirty build of the same folder (mkdocs reloads the configuration and plugins for each rebuild, as
serve does; the plugin's per-process caches carry over). The article is restored afterwards.

    python benchmarks/serve_rebuild.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ARTICLE = ROOT / "content/wiki/projects/waymark.md"


def build(site_dir: Path, dirty: bool) -> float:
    from mkdocs.commands.build import build as mkdocs_build
    from mkdocs.config import load_config

    config = load_config(str(ROOT / "mkdocs.yml"), site_dir=str(site_dir), strict=False)  # as serve runs it
    config.plugins.on_startup(command="serve", dirty=dirty)
    start = time.perf_counter()
    mkdocs_build(config, dirty=dirty)
    elapsed = time.perf_counter() - start
    config.plugins.on_shutdown()
    return elapsed


def main() -> None:
    import logging
    import os

    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    original = ARTICLE.read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        full = build(site, dirty=False)
        times = []
        try:
            for n in range(args.runs):
                ARTICLE.write_text(original + f"\nAn edit made by the benchmark, number {n}.\n", encoding="utf-8")
                times.append(build(site, dirty=True))
        finally:
            ARTICLE.write_text(original, encoding="utf-8")
    print(f"full build (serve's first) {full:.2f} s; after editing one article, dirty rebuild median "
          f"{statistics.median(times):.2f} s (max {max(times):.2f} s) over {args.runs} edits")


if __name__ == "__main__":
    main()
