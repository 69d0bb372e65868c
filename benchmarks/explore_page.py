"""Print what the graph explorer (explore/) costs a visitor: time until the first picture is drawn, and bytes.

It serves a built site (site_build/ by default) with generator.site.serve and drives Debian's headless Chromium
with Playwright. Each open is a fresh browser context (an empty HTTP cache), at a phone's size, on a different
entity: the owner, then the entities with the most links (the largest pictures), then the rest in id order.
Timed from page.goto until the entity's name is the picture's title; then a walk to a neighbour in the same
page, timed from the click until the neighbour's picture is drawn. The data file's size is printed raw,
gzipped (level 6) and, when the `brotli` module is importable, with brotli: a real host compresses it, the
test server does not. The target (issue 17) is <= 1 s to open on the sample.

    python benchmarks/explore_page.py [--site site_build] [--opens 8]
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import time
from pathlib import Path
from typing import Any

from generator.site.explorer import EXPLORE_ARTIFACT
from generator.site.serve import serve

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", "--no-first-run"]
TITLE = "t => document.getElementById('pf-x-title')?.textContent === t"


def chosen(data: dict[str, Any], count: int) -> list[int]:
    """The owner, then the most-linked entities, then the rest by id: deterministic, and the big ones first."""
    by_links = sorted(range(len(data["nodes"])), key=lambda i: (-len(data["links"][i]), data["nodes"][i][0]))
    order = [data["start"], *(i for i in by_links if i != data["start"])]
    return order[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site_build", help="a built site (default site_build/)")
    parser.add_argument("--opens", type=int, default=8, help="fresh-cache opens to time (default 8)")
    args = parser.parse_args()
    if not CHROMIUM.exists():
        raise SystemExit("Debian's chromium is not installed: apt-get install chromium")
    from playwright.sync_api import sync_playwright

    raw = (args.site / EXPLORE_ARTIFACT).read_bytes()
    data = json.loads(raw)
    server, base = serve(args.site.resolve())
    opens: list[float] = []
    walks: list[float] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS)
            for i in chosen(data, args.opens):
                entity_id, label = data["nodes"][i][:2]
                context = browser.new_context(viewport={"width": 390, "height": 844})
                page = context.new_page()
                started = time.perf_counter()
                page.goto(f"{base}explore/#{entity_id}")
                page.wait_for_function(TITLE, arg=label, timeout=30_000)
                opens.append(time.perf_counter() - started)
                if data["links"][i]:
                    # the first neighbour drawn (groups are in relation order, not in the order of links)
                    neighbour = page.inner_text(".pf-x-node .pf-x-label >> nth=0")
                    started = time.perf_counter()
                    page.click(".pf-x-node >> nth=0")
                    page.wait_for_function(TITLE, arg=neighbour, timeout=30_000)
                    walks.append(time.perf_counter() - started)
                context.close()
            browser.close()
    finally:
        server.shutdown()

    def ms(values: list[float]) -> str:
        return (f"median {statistics.median(values) * 1000:.0f} ms, max {max(values) * 1000:.0f} ms "
                f"over {len(values)}") if values else "none"

    sizes = f"{len(raw):,} B raw, {len(gzip.compress(raw, 6)):,} B gzip"
    try:
        import brotli

        sizes += f", {len(brotli.compress(raw)):,} B brotli"
    except ImportError:
        pass
    links = sum(len(x) for x in data["links"])
    print(f"explorer on {args.site}: {len(data['nodes'])} entities, {links:,} links drawn; data {sizes}")
    print(f"  open with an empty cache, until the first picture is drawn: {ms(opens)}")
    print(f"  walk to a neighbour in the same page: {ms(walks)}")
    print(f"  machine load average (1, 5, 15 min): {[round(x, 2) for x in os.getloadavg()]}")


if __name__ == "__main__":
    main()
