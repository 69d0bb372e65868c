"""Fire a bounded mix of requests at `portfolio serve`, in this process on 127.0.0.1, and print what came back.

    python benchmarks/load.py [--site site_build] [--requests 2000] [--concurrency 20] [--seconds 60]
                              [--no-api] [--idle N]

The server is generator/site/serve.py's, on a built site (default: the project's site_build/), with POST
/api/ask answered from the site's data/knowledge-state.json as `portfolio serve` does (its rate limit lifted:
every request comes from one address). The mix is fixed, not random, so two runs send the same requests: the
home page, an article, an answer shard, a 304 revalidation, questions to the API, and malformed requests that
must be refused (a NUL in the path, PUT, a folder listing, nested JSON, a repeated Content-Length, text/plain,
an over-long request line). `--idle N` first opens N connections that never send a byte and holds them through
the run: the half-open case. The table gives requests per second, errors by kind, latency percentiles and the
peak thread count. It prints figures and asserts nothing about time; run_load() is what the tests call.
"""

from __future__ import annotations

import argparse
import json
import socket
import statistics
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS = ("what did he work on last year", "what did he find out about bus delays", "which projects use python",
             "where has he worked", "xyzzy plugh")


@dataclass(frozen=True)
class Probe:
    """One kind of request in the mix: the bytes sent, and the statuses that count as a correct answer."""

    kind: str
    raw: bytes
    expect: frozenset[int]


@dataclass
class Result:
    """What a run measured: per-kind latencies (seconds) and statuses, errors by kind, threads at their peak."""

    requests: int = 0
    seconds: float = 0.0
    latencies: dict[str, list[float]] = field(default_factory=dict)
    statuses: dict[str, Counter[int]] = field(default_factory=dict)
    errors: Counter[str] = field(default_factory=Counter)
    threads_before: int = 0
    threads_peak: int = 0
    server_threads_peak: int = 0

    @property
    def dropped(self) -> int:
        """Connections closed, reset or timed out without a status line: what must never happen."""
        return sum(n for kind, n in self.errors.items() if not kind.startswith("unexpected"))


def request(method: str, path: str, headers: dict[str, str] | None = None, body: bytes = b"") -> bytes:
    """The bytes of one HTTP/1.1 request (the server answers it as HTTP/1.0 and closes)."""
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", "Connection: close",
             *(f"{name}: {value}" for name, value in (headers or {}).items())]
    if body:
        lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


def first_match(folder: Path, pattern: str) -> str | None:
    """The first file under `folder` matching `pattern`, as a URL path from the site's root, or None."""
    found = sorted(folder.glob(pattern))
    return "/" + found[0].relative_to(folder).as_posix() if found else None


def probes(site: Path, etag: str | None, api: bool) -> list[Probe]:
    """The regular mix, sent in this order and repeated: 18 requests, of which 6 home pages, 4 articles, 4
    answer shards, 2 revalidations (304) and 2 questions (2 more home pages without the API). run_load() sends
    one of refusals() in place of every tenth request."""
    ok = frozenset({200})
    accept = {"Accept-Encoding": "gzip, deflate, br"}
    article = first_match(site, "projects/*/index.html") or first_match(site, "*/index.html") or "/index.html"
    article = article.removesuffix("index.html")
    shard = first_match(site, "data/answers/[0-9a-f]*.json") or "/404.html"
    home = Probe("home", request("GET", "/", accept), ok)
    mix = [home] * 6 + [Probe("article", request("GET", article, accept), ok)] * 4
    mix += [Probe("shard", request("GET", shard, accept), ok)] * 4
    revalidate = {**accept, "If-None-Match": etag} if etag else accept
    mix += [Probe("304", request("GET", "/", revalidate), frozenset({304} if etag else {200}))] * 2
    json_type = {"Content-Type": "application/json"}
    if api:
        mix += [Probe("ask", request("POST", "/api/ask", json_type, json.dumps({"question": q}).encode()), ok)
                for q in QUESTIONS[:2]]
    else:
        mix += [home] * 2
    return mix


def refusals(api: bool) -> list[Probe]:
    """Malformed requests and the refusal each must get (the API's when it is on, 501 when POST is off)."""
    post = frozenset({400}) if api else frozenset({501})
    json_type = {"Content-Type": "application/json"}
    nested = b"[" * 2000 + b"]" * 2000
    return [
        Probe("bad: NUL in path", request("GET", "/etc/passwd%00.html"), frozenset({400})),
        Probe("bad: PUT", request("PUT", "/", body=b"x"), frozenset({405})),
        Probe("bad: folder listing", request("GET", "/data/"), frozenset({404})),
        Probe("bad: nested JSON", request("POST", "/api/ask", json_type, nested), post),
        Probe("bad: two Content-Lengths", request("POST", "/api/ask", {**json_type, "Content-Length": "2"}, b"{}"),
              post),
        Probe("bad: text/plain", request("POST", "/api/ask", {"Content-Type": "text/plain"}, b'{"question":"x"}'),
              frozenset({415}) if api else post),
        Probe("bad: request line", request("GET", "/" + "a" * 9000), frozenset({414})),
        Probe("bad: ../ escape", request("GET", "/%2e%2e/%2e%2e/etc/passwd"), frozenset({400})),
    ]


def exchange(port: int, raw: bytes, timeout: float) -> tuple[int | None, str | None]:
    """Send one request on a new connection and read the answer to its end: (status, None), or (None, the
    error) when no status line came back, or (status, "truncated") when the body is short of Content-Length."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
            sock.sendall(raw)
            chunks = []
            while chunk := sock.recv(65536):
                chunks.append(chunk)
    except ConnectionRefusedError:
        return None, "refused"
    except ConnectionResetError:
        return None, "reset"
    except TimeoutError:
        return None, "timeout"
    except OSError as error:
        return None, f"socket error {error.errno}"
    data = b"".join(chunks)
    head, _, body = data.partition(b"\r\n\r\n")
    status_line = head.split(b"\r\n", 1)[0].split()
    if len(status_line) < 2 or not status_line[0].startswith(b"HTTP/") or not status_line[1].isdigit():
        return None, "dropped (no status line)"
    status = int(status_line[1])
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length" and value.strip().isdigit() and int(value) != len(body):
            return status, "truncated"
    return status, None


@contextmanager
def idle_connections(port: int, count: int) -> Iterator[list[socket.socket]]:
    """`count` connections that connect and never send a byte, closed on leaving."""
    held: list[socket.socket] = []
    try:
        for _ in range(count):
            held.append(socket.create_connection(("127.0.0.1", port), timeout=5))
        yield held
    finally:
        for sock in held:
            sock.close()


def count_threads(port: int) -> tuple[int, int]:
    """Threads of this process, and of them the server's on `port` (named serve-<port>-… by serve.py)."""
    threads = threading.enumerate()
    return len(threads), sum(1 for t in threads if t.name.startswith(f"serve-{port}-"))


def run_load(url: str, site: Path, *, requests: int, concurrency: int, seconds: float = 60.0, api: bool = True,
             timeout: float = 10.0) -> Result:
    """Send `requests` requests of the mix from `concurrency` threads, stopping early after `seconds`; returns
    what was measured. Bounded in count, in time and in threads; the server must already be up at `url`."""
    port = int(url.rstrip("/").rsplit(":", 1)[1])
    status, headers = head_of(port, "/")
    mix, bad = probes(site, headers.get("etag") if status == 200 else None, api), refusals(api)
    plan = [mix[n % len(mix)] if n % 10 != 9 else bad[(n // 10) % len(bad)] for n in range(requests)]
    result = Result(threads_before=threading.active_count())
    lock = threading.Lock()
    next_index = iter(range(requests))
    done = threading.Event()
    deadline = time.monotonic() + seconds

    def sample() -> None:
        while not done.wait(0.005):
            total, server = count_threads(port)
            result.threads_peak = max(result.threads_peak, total)
            result.server_threads_peak = max(result.server_threads_peak, server)

    def client() -> None:
        while time.monotonic() < deadline:
            with lock:
                index = next(next_index, None)
            if index is None:
                return
            probe = plan[index]
            start = time.perf_counter()
            status, error = exchange(port, probe.raw, timeout)
            elapsed = time.perf_counter() - start
            with lock:
                result.requests += 1
                result.latencies.setdefault(probe.kind, []).append(elapsed)
                if status is not None:
                    result.statuses.setdefault(probe.kind, Counter())[status] += 1
                if error is not None:
                    result.errors[error] += 1
                elif status not in probe.expect:
                    result.errors[f"unexpected {status} for {probe.kind}"] += 1

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    workers = [threading.Thread(target=client, daemon=True) for _ in range(concurrency)]
    began = time.perf_counter()
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(seconds + timeout + 5)
    result.seconds = time.perf_counter() - began
    done.set()
    sampler.join()
    return result


def head_of(port: int, path: str) -> tuple[int, dict[str, str]]:
    """The status and headers (lower-case names) of a HEAD request: the home page's ETag for revalidation."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(request("HEAD", path, {"Accept-Encoding": "gzip, deflate, br"}))
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    lines = data.partition(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return int(lines[0].split()[1]), headers


def percentile(values: list[float], share: float) -> float:
    """The value below which `share` of `values` fall (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def table(result: Result, concurrency: int) -> str:
    """The printed report: one row per kind of request, a total, the errors, and the threads."""
    rate = result.requests / result.seconds if result.seconds else 0.0
    lines = [f"{result.requests} requests in {result.seconds:.2f} s from {concurrency} clients: "
             f"{rate:.0f} requests per second",
             f"{'kind':<26}{'count':>7}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}{'max ms':>9}  statuses"]
    everything = [v for values in result.latencies.values() for v in values]
    rows = [*sorted(result.latencies.items()), ("all", everything)]
    for kind, values in rows:
        if not values:
            continue
        statuses = result.statuses.get(kind, Counter()) if kind != "all" else sum(result.statuses.values(),
                                                                                  Counter())
        figures = [percentile(values, q) * 1000 for q in (0.5, 0.95, 0.99)] + [max(values) * 1000]
        lines.append(f"{kind:<26}{len(values):>7}" + "".join(f"{f:>9.1f}" for f in figures) + "  "
                     + " ".join(f"{code}×{n}" for code, n in sorted(statuses.items())))
    lines.append("errors: " + (", ".join(f"{kind} {n}" for kind, n in result.errors.most_common()) or "none"))
    lines.append(f"threads: {result.threads_peak} at peak in this process ({result.threads_before} before, "
                 f"{concurrency} of them clients); the server's own: {result.server_threads_peak} at peak")
    if everything:
        lines.append(f"mean latency {statistics.fmean(everything) * 1000:.1f} ms")
    return "\n".join(lines)


def main() -> None:
    from generator.fallback.api import AskAPI, RateLimiter
    from generator.site.serve import serve

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site_build", help="a built site (default: site_build/)")
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--concurrency", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=60.0, help="stop sending after this long (default: 60)")
    parser.add_argument("--no-api", action="store_true", help="serve files only: no POST /api/ask")
    parser.add_argument("--idle", type=int, default=0, metavar="N",
                        help="hold N connections that never send a byte through the run (the half-open case)")
    args = parser.parse_args()
    if not (args.site / "index.html").is_file():
        parser.error(f"{args.site} has no index.html: build the site first")
    requests = max(1, min(args.requests, 100_000))
    concurrency = max(1, min(args.concurrency, 200))
    api = None
    state = args.site / "data" / "knowledge-state.json"
    if not args.no_api and state.is_file():
        from generator.engine import Engine

        api = AskAPI.for_engine(Engine.from_json(state.read_bytes()), limiter=RateLimiter(10**9))
    elif not args.no_api:
        print(f"{state} is missing: POST /api/ask off")
    server, url = serve(args.site, api=api)
    try:
        port = server.server_address[1]
        with idle_connections(port, max(0, min(args.idle, 10_000))) as idle:
            if idle:
                time.sleep(0.5)  # let the server accept them all before the load starts
                total, own = count_threads(port)
                print(f"holding {len(idle)} idle connections; threads now {total} in this process, {own} of them "
                      f"the server's")
            result = run_load(url, args.site, requests=requests, concurrency=concurrency, seconds=args.seconds,
                              api=api is not None)
    finally:
        server.shutdown()
        server.server_close()
    print(f"site {args.site}, API {'on' if api else 'off'}, {requests} requests asked for, {args.seconds:g} s at most")
    print(table(result, concurrency))


if __name__ == "__main__":
    main()
