"""Print what the ask page costs a visitor: time to an answer and bytes transferred, from the index and from Pyodide.

It serves a built site (site_build/ by default) with generator.site.serve and drives Debian's headless
Chromium with Playwright:

- anticipated questions (answered from data/answers/): the first answer in a fresh page (index.json and one
  shard fetched), then ~30 more in one page (each fetching its shard), then questions whose shard that page
  already holds; timed by the page itself (#pf-answer's data-ms: from the start of ask() to the answer drawn)
  and by the wall clock here (from the click on submit until the answer is in the DOM);
- bytes of every response for a fresh load of /ask/?q=<question>, anticipated and not, split into the page,
  the answer data, the Pyodide runtime and the engine's data, with gzip (level 6) and, when the `brotli`
  module is importable, brotli sizes of the same files: a real host compresses them, the test server does not;
- Pyodide: the cold start (a fresh browser profile, so an empty HTTP cache), starts with a warm HTTP cache
  (a new page in the same profile), and the next ~20 unanticipated questions in one page.

Unanticipated questions are entity labels from the knowledge state in phrasings no template uses, each
checked not to be an index key. Every choice is deterministic. The site is served from a snapshot copy, so a
rebuild during the run changes nothing. The test server sends Cache-Control only for the answer files named
by their content (kept for good), so for every other file a warm cache rests on Chromium's heuristic
freshness (Last-Modified): a file is taken from the cache or revalidated (a 304, no body), and the report
says which and how many bytes each start fetched. Wherever Pyodide loads, the browser
profile is persistent (on disk), as a visitor's is: Playwright's in-memory contexts do not keep the 9.6 MB
WebAssembly binary. The figures depend on the machine and its load: the report prints both.

    python benchmarks/ask_page.py [--site site_build] [--json]
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit

from generator.answer_index import normalise_question, shard_of
from generator.site.serve import serve

ROOT = Path(__file__).resolve().parent.parent

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", "--no-first-run", "--disable-quic"]
ANTICIPATED = 30
COLD_ANTICIPATED = 5
SAME_SHARD = 15
WARM_CACHE_STARTS = 3
WARM_ANSWERS = 20
MAX_LENGTH = 500
"""The page refuses longer questions (data-max-length)."""
INDEX_TIMEOUT_MS = 15_000
ENGINE_TIMEOUT_MS = 90_000
PHRASINGS = ("what can you tell me about {name}", "give me a short summary of {name}",
             "where would I read more on {name}", "anything notable about {name}?",
             "{name}, in a few words please")
"""Phrasings the question templates (generator/questions.py) never use, so the index rarely holds them."""

try:
    import brotli  # type: ignore[import-not-found]
except ImportError:  # optional: only gzip sizes then
    brotli = None


# -- choosing questions -----------------------------------------------------------------------------------


class Site:
    """The built site's answer index, read from disk: keys, shards, and each key's shipped plan."""

    def __init__(self, root: Path) -> None:
        self.root = root
        answers = root / "data/answers"
        meta = json.loads((answers / "index.json").read_text(encoding="utf-8"))
        self.starts: list[int] = meta["starts"]
        self.files: list[str] = meta["files"]
        self.shards = len(self.files)
        self.questions: list[str] = json.loads((answers / "questions.json").read_text(encoding="utf-8"))
        self.keys = set(self.questions)
        self._shard_cache: dict[int, dict[str, Any]] = {}

    def shard(self, n: int) -> dict[str, Any]:
        """Shard n's question -> plan, read once."""
        if n not in self._shard_cache:
            path = self.root / f"data/answers/{self.files[n]}.json"
            self._shard_cache[n] = json.loads(path.read_text(encoding="utf-8"))
        return self._shard_cache[n]

    def shard_of(self, key: str) -> int:
        """The shard the page fetches for `key` (the build's own function, which ask.js mirrors)."""
        return shard_of(key, self.starts)

    def answered_at_once(self, key: str) -> bool:
        """True when the page draws this key from the index and stops there.

        A plan with a relative period is recomputed by the engine when the visitor's month is not the build's,
        which would time Pyodide instead of the index: such keys are never chosen. Nor is the empty key (the
        page asks nothing) or one over the page's length limit.
        """
        period = self.shard(self.shard_of(key)).get(key, {}).get("period") or {}
        return 0 < len(key) <= MAX_LENGTH and not period.get("relative")


def anticipated_questions(site: Site, count: int) -> list[str]:
    """`count` index keys spread evenly over the sorted list: the k-th, 2k-th, ... (the next usable one)."""
    step = max(1, len(site.questions) // count)
    chosen: list[str] = []
    for start in range(0, len(site.questions), step):
        key = next((q for q in site.questions[start:start + step] if site.answered_at_once(q)), None)
        if key is not None and len(chosen) < count:
            chosen.append(key)
    return chosen


def same_shard_questions(site: Site, asked: list[str], count: int) -> list[str]:
    """For each of the first `count` asked questions, another key of its shard (the first in sorted order).

    Asked after `asked`, each is answered from a shard the page already holds: no fetch at all.
    """
    taken = set(asked)
    out: list[str] = []
    for question in asked:
        other = next((q for q in sorted(site.shard(site.shard_of(question)))
                      if q not in taken and site.answered_at_once(q)), None)
        if other is not None:
            out.append(other)
            taken.add(other)
        if len(out) == count:
            break
    return out


def unanticipated_questions(site: Site, count: int) -> list[str]:
    """`count` questions the index does not hold: every k-th entity's label in one of PHRASINGS, in turn."""
    state = json.loads((site.root / "data/knowledge-state.json").read_text(encoding="utf-8"))
    entities = state["entities"]
    names = [entities[i].get("short_label") or entities[i]["label"] for i in sorted(entities)]
    step = max(1, len(names) // (count * 2))
    out: list[str] = []
    for n, name in enumerate(names[::step]):
        question = normalise_question(PHRASINGS[n % len(PHRASINGS)].format(name=name))
        if question not in site.keys and question not in out and len(question) <= MAX_LENGTH:
            out.append(question)
        if len(out) == count:
            return out
    raise SystemExit(f"only {len(out)} unanticipated questions could be made, {count} wanted")


# -- figures ----------------------------------------------------------------------------------------------


def summary(values: list[float]) -> dict[str, float | int]:
    """Median, p95 (nearest rank), min and max of milliseconds, rounded to 0.1 ms, and the sample count."""
    ordered = sorted(values)
    p95 = ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]
    return {"n": len(ordered), "median": round(statistics.median(ordered), 1), "p95": round(p95, 1),
            "min": round(ordered[0], 1), "max": round(ordered[-1], 1)}


def css_string(text: str) -> str:
    """`text` as a quoted CSS string, for an attribute selector (quotes, backslashes and controls escaped)."""
    out = []
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\{ord(ch):x} ")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def answered(question: str, source: str) -> str:
    """The selector matching #pf-answer once this question's answer from `source` is fully drawn (data-ms is
    set last), or once the page gave up on the engine (data-confidence="unavailable"). The question is matched
    as the page asked it (data-asked: whitespace normalised), not as the plan reads it ("what is" for
    "what's")."""
    asked = " ".join(question.split(" ")).strip(" ")
    return (f'#pf-answer[data-from="{source}"][data-asked={css_string(asked)}][data-ms], '
            '#pf-answer[data-confidence="unavailable"]')


def wait_answer(page: Any, question: str, source: str, timeout_ms: int) -> float:
    """Wait for the answer; returns the page's own data-ms. Raises if it came from elsewhere or failed."""
    page.wait_for_selector(answered(question, source), state="attached", timeout=timeout_ms)
    attrs = {a: page.get_attribute("#pf-answer", a) for a in ("data-confidence", "data-from", "data-ms")}
    if attrs["data-confidence"] == "unavailable" or attrs["data-from"] != source:
        raise RuntimeError(f"{question!r}: expected an answer from the {source}, the page shows {attrs}")
    return float(attrs["data-ms"] or "nan")


def submit(page: Any, question: str, source: str, timeout_ms: int) -> tuple[float, float]:
    """Type the question, click submit and wait for its answer; returns (page data-ms, wall-clock ms).

    The wall clock runs from just before the click to the answer found in the DOM, so it includes
    Playwright's own round trips (a few ms) that the page's figure does not.
    """
    page.fill("#pf-ask-q", question)
    started = time.perf_counter()
    page.click(".pf-ask__submit")
    page_ms = wait_answer(page, question, source, timeout_ms)
    return page_ms, (time.perf_counter() - started) * 1000


# -- bytes ------------------------------------------------------------------------------------------------


def category(path: str) -> str:
    """Which part of the ask page a site path belongs to (see the module docstring)."""
    if path.startswith("data/answers/"):
        return "answer data"
    if path.startswith("assets/pyodide/") or path in ("assets/portfolio/ask-worker.js",
                                                      "assets/portfolio/worker-host.js"):
        return "Pyodide runtime"
    if path in ("data/engine.zip", "data/knowledge-state.json"):
        return "engine data"
    return "page"


CATEGORIES = ("page", "answer data", "Pyodide runtime", "engine data")


class Traffic:
    """Every request a browser context finished, while recording; summarised by category afterwards."""

    def __init__(self, base: str, site: Path) -> None:
        self.base = base
        self.site = site
        self.requests: list[Any] = []
        self.recording = False

    def on_finished(self, request: Any) -> None:
        """The context's requestfinished listener: keeps the request only inside a record() block."""
        if self.recording:
            self.requests.append(request)

    @contextmanager
    def record(self) -> Iterator[list[Any]]:
        """Record finished requests for the duration of the block; yields the list they are collected in."""
        self.requests = []
        self.recording = True
        try:
            yield self.requests
        finally:
            self.recording = False

    def site_path(self, url: str) -> str:
        """The file in the site folder a URL was served from (a folder's index.html), to compress it here."""
        path = urlsplit(url).path.lstrip("/")
        return path + "index.html" if path == "" or path.endswith("/") else path

    def summarise(self, requests: list[Any]) -> dict[str, dict[str, Any]]:
        """Category -> files, body bytes over the network, files from the cache or revalidated, and the raw,
        gzip and brotli sizes of the same files read from the site folder.

        Chromium reports a revalidated response (a 304 from the server) as a 200 with the cached headers, so the
        raw headers decide: a response taken from the cache has a negative body size, a 304 has no
        Content-Length, and any other response's body is its Content-Length (the test server never compresses;
        Playwright's own body size is 0 for a worker's script, so it is not used).
        """
        out: dict[str, dict[str, Any]] = {
            c: {"files": 0, "bytes": 0, "cached": 0, "revalidated": 0, "file_bytes": 0, "gzip": 0,
                "brotli": 0 if brotli else None, "paths": []}
            for c in CATEGORIES}
        for request in requests:
            if not request.url.startswith(self.base):
                continue
            response = request.response()
            path = self.site_path(request.url)
            entry = out[category(path)]
            entry["files"] += 1
            entry["paths"].append(path)
            raw = response.all_headers() if response is not None else {}
            if request.sizes()["responseBodySize"] < 0:
                entry["cached"] += 1
            elif "content-length" not in raw:
                entry["revalidated"] += 1
            else:
                entry["bytes"] += int(raw["content-length"])
            data = (self.site / path).read_bytes() if (self.site / path).is_file() else b""
            entry["file_bytes"] += len(data)
            entry["gzip"] += len(gzip.compress(data, compresslevel=6, mtime=0))
            if brotli:
                entry["brotli"] += len(brotli.compress(data))
        total: dict[str, Any] = {key: sum(out[c][key] for c in CATEGORIES)
                                 for key in ("files", "bytes", "cached", "revalidated", "file_bytes", "gzip")}
        total["brotli"] = sum(out[c]["brotli"] for c in CATEGORIES) if brotli else None
        out["total"] = total
        return out


# -- runs -------------------------------------------------------------------------------------------------


@contextmanager
def profile(p: Any, traffic: Traffic) -> Iterator[Any]:
    """A fresh persistent browser profile (empty HTTP cache, on disk like a visitor's), recording traffic.

    Used wherever Pyodide loads: an in-memory (incognito) context does not keep the 9.6 MB WebAssembly binary.
    """
    with tempfile.TemporaryDirectory(prefix="ask-bench-") as user_data:
        context = p.chromium.launch_persistent_context(user_data, executable_path=str(CHROMIUM), args=FLAGS,
                                                       headless=True)
        context.on("requestfinished", traffic.on_finished)
        try:
            yield context
        finally:
            context.close()


@contextmanager
def incognito(browser: Any) -> Iterator[Any]:
    """A fresh in-memory browser context (empty cache): cheap to make, enough for the small index files."""
    context = browser.new_context()
    try:
        yield context
    finally:
        context.close()


def open_ask(context: Any, base: str) -> Any:
    """A new page on /ask/, loaded, with no question asked yet."""
    page = context.new_page()
    page.goto(base + "ask/", wait_until="load")
    return page


def bytes_of_load(p: Any, base: str, site: Path, question: str, source: str, timeout_ms: int) -> dict[str, Any]:
    """Traffic of a fresh profile loading /ask/?q=<question> until the answer is drawn and the network is
    idle, by category; plus the page's data-ms and the wall clock from goto to the answer."""
    traffic = Traffic(base, site)
    with profile(p, traffic) as context, traffic.record() as requests:
        page = context.new_page()
        started = time.perf_counter()
        page.goto(base + "ask/?q=" + quote(question), wait_until="commit")
        page_ms = wait_answer(page, question, source, timeout_ms)
        wall_ms = (time.perf_counter() - started) * 1000
        page.wait_for_load_state("networkidle")
        figures = traffic.summarise(requests)
    return {"question": question, "page_ms": page_ms, "wall_ms": round(wall_ms, 1), "categories": figures}


def anticipated_runs(browser: Any, base: str, site: Site) -> dict[str, Any]:
    """The index path: cold first answers (fresh contexts), then warm ones in one page (new shard, same shard),
    and the median of a bare Playwright round trip, the floor under every wall-clock figure."""
    chosen = anticipated_questions(site, ANTICIPATED)
    cold_page, cold_wall = [], []
    for question in chosen[:COLD_ANTICIPATED]:
        with incognito(browser) as context:
            page = open_ask(context, base)
            page_ms, wall_ms = submit(page, question, "index", INDEX_TIMEOUT_MS)
            cold_page.append(page_ms)
            cold_wall.append(wall_ms)
    warm: dict[str, tuple[list[float], list[float]]] = {"new shard": ([], []), "shard in memory": ([], [])}
    with incognito(browser) as context:
        page = open_ask(context, base)
        warm_up = next(q for q in site.questions if site.answered_at_once(q) and q not in chosen)
        submit(page, warm_up, "index", INDEX_TIMEOUT_MS)  # fetches index.json: not counted
        held = {site.shard_of(warm_up)}
        later = same_shard_questions(site, chosen, SAME_SHARD)
        for question in chosen + later:
            kind = "shard in memory" if site.shard_of(question) in held else "new shard"
            page_ms, wall_ms = submit(page, question, "index", INDEX_TIMEOUT_MS)
            warm[kind][0].append(page_ms)
            warm[kind][1].append(wall_ms)
            held.add(site.shard_of(question))
        round_trips = []
        for _ in range(20):
            started = time.perf_counter()
            page.get_attribute("#pf-answer", "data-ms")
            round_trips.append((time.perf_counter() - started) * 1000)
    return {
        "cold first answer": {"page_ms": summary(cold_page), "wall_ms": summary(cold_wall)},
        "warm, all": {"page_ms": summary(warm["new shard"][0] + warm["shard in memory"][0]),
                      "wall_ms": summary(warm["new shard"][1] + warm["shard in memory"][1])},
        **{f"warm, {k}": {"page_ms": summary(v[0]), "wall_ms": summary(v[1])} for k, v in warm.items() if v[0]},
        "playwright round trip": summary(round_trips),
        "questions": chosen,
    }


def pyodide_runs(p: Any, base: str, site: Site, questions: list[str]) -> dict[str, Any]:
    """Cold start, starts with a warm HTTP cache (a new page each), then warm answers in the last page.

    The files served carry Last-Modified only, so Chromium keeps them fresh for a tenth of their age and then
    revalidates them (a 304, no body): either way nothing large is downloaded again, and the figures say which.
    """
    traffic = Traffic(base, site.root)
    cold, *rest = questions
    starts, answers = rest[:WARM_CACHE_STARTS], rest[WARM_CACHE_STARTS:]
    out: dict[str, Any] = {}
    with profile(p, traffic) as context:
        page = open_ask(context, base)
        with traffic.record() as requests:
            page_ms, wall_ms = submit(page, cold, "engine", ENGINE_TIMEOUT_MS)
            fetched = traffic.summarise(requests)
        out["cold start"] = {"question": cold, "page_ms": page_ms, "wall_ms": round(wall_ms, 1),
                             "fetched_bytes": fetched["total"]["bytes"]}
        out["warm-cache starts"] = []
        for question in starts:
            page.close()
            page = open_ask(context, base)
            with traffic.record() as requests:
                page_ms, wall_ms = submit(page, question, "engine", ENGINE_TIMEOUT_MS)
                fetched = traffic.summarise(requests)
            runtime = [fetched[c] for c in ("Pyodide runtime", "engine data")]
            out["warm-cache starts"].append({
                "question": question, "page_ms": page_ms, "wall_ms": round(wall_ms, 1),
                "fetched_bytes": fetched["total"]["bytes"],
                "runtime_files_cached": sum(r["cached"] for r in runtime),
                "runtime_files_revalidated": sum(r["revalidated"] for r in runtime),
                "runtime_files": sum(r["files"] for r in runtime)})
        page_times, wall_times = [], []
        for question in answers:
            page_ms, wall_ms = submit(page, question, "engine", ENGINE_TIMEOUT_MS)
            page_times.append(page_ms)
            wall_times.append(wall_ms)
        out["warm answers"] = {"page_ms": summary(page_times), "wall_ms": summary(wall_times)}
    return out


# -- report -----------------------------------------------------------------------------------------------


def kb(n: int | None) -> str:
    """Bytes as kB (1,000 bytes) for the tables; "-" when not measured (no brotli module)."""
    return "-" if n is None else f"{n / 1000:,.1f} kB"


def print_report(result: dict[str, Any]) -> None:
    """The figures as readable tables."""
    env = result["environment"]
    print(f"Ask page benchmark: {env['site']}, {env['index_questions']} anticipated questions in "
          f"{env['shards']} shards; Chromium {env['chromium']}, {env['cpus']} CPUs, load average "
          f"{env['load_before']} before, {env['load_after']} after; {env['seconds']} s in all.")
    print("\nAnticipated questions (from the answer index), ms: page = data-ms, wall = click to answer in DOM")
    print(f"  {'':34}{'page med':>10}{'page p95':>10}{'wall med':>10}{'wall p95':>10}{'n':>5}")
    for name, fig in result["anticipated"].items():
        if name in ("questions", "playwright round trip"):
            continue
        pm, wm = fig["page_ms"], fig["wall_ms"]
        print(f"  {name:34}{pm['median']:>10}{pm['p95']:>10}{wm['median']:>10}{wm['p95']:>10}{pm['n']:>5}")
    rt = result["anticipated"]["playwright round trip"]
    print(f"  (a bare Playwright round trip here: median {rt['median']} ms, p95 {rt['p95']} ms: part of every wall"
          " figure)")
    for kind, load in result["bytes"].items():
        print(f"\nBytes, fresh profile loading /ask/?q=<{kind} question> (answer in {load['page_ms']:.0f} ms by "
              f"data-ms, {load['wall_ms']:.0f} ms from goto): {load['question']!r}")
        print(f"  {'':18}{'files':>6}{'transferred':>14}{'gzip -6':>12}{'brotli':>12}")
        for name in (*CATEGORIES, "total"):
            c = load["categories"][name]
            print(f"  {name:18}{c['files']:>6}{kb(c['bytes']):>14}{kb(c['gzip']):>12}{kb(c['brotli']):>12}")
    py = result["pyodide"]
    cold = py["cold start"]
    print("\nPyodide (unanticipated questions), ms")
    print(f"  cold start (fresh profile, submit to answer): page {cold['page_ms']:.0f}, wall {cold['wall_ms']:.0f}"
          f" ({kb(cold['fetched_bytes'])} fetched)")
    for n, s in enumerate(py["warm-cache starts"], 1):
        print(f"  warm-cache start {n} (new page, same profile): page {s['page_ms']:.0f}, wall {s['wall_ms']:.0f} "
              f"({kb(s['fetched_bytes'])} fetched; of {s['runtime_files']} runtime and engine files "
              f"{s['runtime_files_cached']} from the cache, {s['runtime_files_revalidated']} revalidated (304))")
    wa = py["warm answers"]
    print(f"  warm answers (engine loaded), n={wa['page_ms']['n']}: page median {wa['page_ms']['median']}, "
          f"p95 {wa['page_ms']['p95']}, max {wa['page_ms']['max']}; wall median {wa['wall_ms']['median']}, "
          f"p95 {wa['wall_ms']['p95']}")
    if brotli is None:
        print("\n(brotli sizes: the `brotli` module is not installed)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site_build", help="a built site (default site_build/)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of tables")
    args = parser.parse_args()
    if not CHROMIUM.exists():
        raise SystemExit("Debian's chromium is not installed: apt-get install chromium")
    from playwright.sync_api import sync_playwright

    started = time.perf_counter()
    load_before = [round(x, 2) for x in os.getloadavg()]
    with tempfile.TemporaryDirectory(prefix="ask-bench-site-") as tmp:
        # A snapshot, modification times kept: a rebuild of the folder during the run must not change the files
        # served halfway through (that would turn warm-cache starts into downloads).
        snapshot = Path(shutil.copytree(args.site.resolve(), Path(tmp) / "site"))
        site = Site(snapshot)
        unanticipated = unanticipated_questions(site, 2 + WARM_CACHE_STARTS + WARM_ANSWERS)
        server, base = serve(snapshot)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS)
                version = browser.version
                anticipated = anticipated_runs(browser, base, site)
                browser.close()
                first = anticipated["questions"][0]
                loads = {
                    "anticipated": bytes_of_load(p, base, snapshot, first, "index", INDEX_TIMEOUT_MS),
                    "unanticipated": bytes_of_load(p, base, snapshot, unanticipated[0], "engine", ENGINE_TIMEOUT_MS),
                }
                pyodide = pyodide_runs(p, base, site, unanticipated[1:])
        finally:
            server.shutdown()
    for load in loads.values():
        for c in load["categories"].values():
            c.pop("paths", None)  # kept while measuring, for debugging; too long to print
    result = {
        "environment": {"site": str(args.site.resolve()), "index_questions": len(site.questions),
                        "shards": site.shards, "chromium": version, "cpus": os.cpu_count(),
                        "load_before": load_before, "load_after": [round(x, 2) for x in os.getloadavg()],
                        "seconds": round(time.perf_counter() - started, 1), "brotli": brotli is not None},
        "anticipated": anticipated, "bytes": loads, "pyodide": pyodide,
    }
    if args.json:
        print(json.dumps(result, indent=1, ensure_ascii=False))
    else:
        print_report(result)


if __name__ == "__main__":
    main()
