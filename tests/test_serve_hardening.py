"""`portfolio serve` under bad and heavy input: every request that can be read gets an answer with a status line
(never a traceback or a dropped connection), the API refuses what it cannot read before reading it, threads stay
bounded whatever the number of connections, and a slow or silent client is cut off on time.

Each test starts its own server on a small hand-made site, with an API whose plan is a stub (no engine), and
short limits where time matters; requests are written on raw sockets so that malformed ones reach the server.
"""

from __future__ import annotations

import http.client
import json
import resource
import socket
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from benchmarks.load import run_load
from generator.fallback.api import MAX_BODY, MAX_DEPTH, AskAPI, RateLimiter
from generator.site.serve import CSP, MAX_REQUEST_LINE, Limits, SiteHandler, SiteServer, serve

NOT_FOUND_PAGE = b"<!doctype html><title>Not here</title><p>lost</p>"


@pytest.fixture
def site(tmp_path: Path) -> Path:
    root = tmp_path / "site"
    (root / "about").mkdir(parents=True)
    (root / "index.html").write_text("<p>home</p>", encoding="utf-8")
    (root / "about/index.html").write_text("<p>about</p>", encoding="utf-8")
    (root / "404.html").write_bytes(NOT_FOUND_PAGE)
    (root / "data/answers").mkdir(parents=True)
    (root / "data/answers/0123456789ab.json").write_text('{"a": 1}', encoding="utf-8")
    (root / "projects/waymark").mkdir(parents=True)
    (root / "projects/waymark/index.html").write_text("<p>article</p>", encoding="utf-8")
    return root


def stub_api() -> AskAPI:
    """An API whose plan echoes the question and day: the server's handling is under test, not the engine."""
    return AskAPI(lambda q, d: {"question": q, "today": d.isoformat() if d else None}, limiter=RateLimiter(10**6))


Start = Callable[..., tuple[SiteServer, int]]


@pytest.fixture
def start(site: Path) -> Iterator[Start]:
    """Start a server on the site (with the stub API unless api=False); every one is closed after the test."""
    servers: list[SiteServer] = []

    def run(limits: Limits | None = None, api: bool = True) -> tuple[SiteServer, int]:
        server, _ = serve(site, api=stub_api() if api else None, limits=limits)
        servers.append(server)
        return server, server.server_address[1]

    yield run
    for server in servers:
        server.shutdown()
        server.server_close()


def exchange(port: int, raw: bytes, timeout: float = 5.0) -> tuple[int | None, dict[str, str], bytes]:
    """Send raw bytes, read to the end: (status or None without a status line, headers, body)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(raw)
        data = read_all(sock)
    return parse(data)


def read_all(sock: socket.socket) -> bytes:
    chunks = []
    while chunk := sock.recv(65536):
        chunks.append(chunk)
    return b"".join(chunks)


def parse(data: bytes) -> tuple[int | None, dict[str, str], bytes]:
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    first = lines[0].split()
    if len(first) < 2 or not first[0].startswith("HTTP/"):
        return None, {}, data
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return int(first[1]), headers, body


def get(target: str, *headers: str) -> bytes:
    return "\r\n".join([f"GET {target} HTTP/1.1", "Host: 127.0.0.1", *headers, "", ""]).encode("latin-1")


def post(body: bytes, *headers: str, length: bool = True) -> bytes:
    lines = ["POST /api/ask HTTP/1.1", "Host: 127.0.0.1", *headers]
    if length:
        lines.append(f"Content-Length: {len(body)}")
    return "\r\n".join([*lines, "", ""]).encode("latin-1") + body


JSON = "Content-Type: application/json"


# ------------------------------------------------------------------ the API: bodies and framing

def test_deeply_nested_json_is_a_400_that_says_why(start: Start) -> None:
    _, port = start()
    nested = b"[" * (MAX_BODY // 2) + b"]" * (MAX_BODY // 2)  # 4 KB: the tester's RecursionError
    status, headers, body = exchange(port, post(nested, JSON))
    assert status == 400 and headers["content-type"] == "application/json; charset=utf-8"
    assert f"nests {MAX_BODY // 2} levels deep, over the limit of {MAX_DEPTH}" in json.loads(body)["error"]
    status, _, body = exchange(port, post(json.dumps({"question": "[[[[ {{{{ in a string"}).encode(), JSON))
    assert status == 200 and json.loads(body)["plan"]["question"] == "[[[[ {{{{ in a string"


@pytest.mark.parametrize(("headers", "body", "status", "says"), [
    ((JSON, "Content-Length: 16", "Content-Length: 5"), b'{"question":"x"}', 400, "one Content-Length"),
    ((JSON, "Content-Length: 16", "Content-Length: 16"), b'{"question":"x"}', 400, "one Content-Length"),
    ((JSON,), b"", 411, "Content-Length"),
    ((JSON, "Content-Length: sixteen"), b'{"question":"x"}', 400, "number of bytes"),
    ((JSON, "Content-Length: +16"), b'{"question":"x"}', 400, "number of bytes"),
    ((JSON, "Transfer-Encoding: chunked"), b'10\r\n{"question":"x"}\r\n0\r\n\r\n', 411, "chunked"),
    ((JSON, "Transfer-Encoding: chunked", "Content-Length: 16"), b'{"question":"x"}', 400, "not both"),
    (("Content-Type: text/plain", "Content-Length: 16"), b'{"question":"x"}', 415, "application/json"),
    (("Content-Length: 16",), b'{"question":"x"}', 415, "application/json"),
    (("Content-Type: application/json; charset=latin-1", "Content-Length: 16"), b'{"question":"x"}', 415, "UTF-8"),
    (("Content-Type: Application/JSON; charset=UTF-8", "Content-Length: 16"), b'{"question":"x"}', 200, None),
    ((JSON, "Content-Length: 16"), b'{"question":"x", "today": "0001-01-01"}'[:16], 400, "JSON"),
    ((JSON, "Content-Length: 37"), b'{"question":"x","today":"0001-01-01"}', 400, "between 1900-01-01"),
])
def test_post_headers_are_checked_before_the_body_is_read(start: Start, headers: tuple[str, ...], body: bytes,
                                                          status: int, says: str | None) -> None:
    _, port = start()
    got, response_headers, raw = exchange(port, post(body, *headers, length=False))
    assert got == status, raw
    assert response_headers["content-type"] == "application/json; charset=utf-8"
    assert response_headers["cache-control"] == "no-store" and response_headers["x-content-type-options"] == "nosniff"
    if says:
        assert says in json.loads(raw)["error"]


def test_an_oversized_body_is_refused_by_its_declared_length_and_the_answer_arrives(start: Start) -> None:
    _, port = start()
    for _ in range(5):  # the refusal is read before the unread body could reset the connection
        status, _, body = exchange(port, post(b"x" * 200_000, JSON))
        assert status == 413 and str(MAX_BODY) in json.loads(body)["error"]


def test_a_body_shorter_than_its_length_is_a_400(start: Start) -> None:
    _, port = start()
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(post(b'{"question":', JSON, "Content-Length: 50", length=False))
        sock.shutdown(socket.SHUT_WR)
        status, _, body = parse(read_all(sock))
    assert status == 400 and "ended before" in json.loads(body)["error"]


def test_a_body_that_stops_coming_is_a_408_on_time(start: Start) -> None:
    _, port = start(Limits(body=0.3))
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(post(b'{"question":', JSON, "Content-Length: 50", length=False))
        status, _, body = parse(read_all(sock))  # the client still holds its side open
    assert status == 408 and "0.3 s" in json.loads(body)["error"]


# ------------------------------------------------------------------ paths and methods

@pytest.mark.parametrize(("target", "says"), [
    ("/etc/passwd%00.html", "control character"),
    ("/about%00/", "control character"),
    ("/a%0d%0aSet-Cookie:x", "control character"),
    ("/%zz", "hexadecimal"),
    ("/about%4", "hexadecimal"),
    ("/%ff", "not UTF-8"),
    ("/%ed%a0%80", "not UTF-8"),
    ("/../../etc/passwd", "climbs out"),
    ("/%2e%2e/%2e%2e/etc/passwd", "climbs out"),
    ("/about/../../etc/passwd", "climbs out"),
    ("*", "starting with /"),
    ("about/", "starting with /"),
])
def test_a_path_that_cannot_name_a_file_of_the_site_is_a_400(start: Start, target: str, says: str) -> None:
    _, port = start()
    status, headers, body = exchange(port, get(target))
    assert status == 400 and says.encode() in body, body
    assert headers["x-content-type-options"] == "nosniff" and headers["content-security-policy"] == CSP
    status, _, body = exchange(port, get(target).replace(b"GET", b"HEAD", 1))
    assert (status, body) == (400, b"")


def test_paths_inside_the_site_are_served_and_odd_ones_are_404(start: Start) -> None:
    _, port = start()
    assert exchange(port, get("/about/../index.html"))[0] == 200
    assert exchange(port, get("http://127.0.0.1/about/"))[0] == 200  # absolute-form, as a proxy sends it
    for target in ("/about/index.html/", "/" + "a" * 300, "/%C3%A9t%C3%A9/"):  # a file as a folder; too long a name
        status, _, body = exchange(port, get(target))
        assert (status, body) == (404, NOT_FOUND_PAGE), target
    status, headers, _ = exchange(port, get("//about?x=1"))  # never a redirect to another host
    assert status == 301 and headers["location"] == "/about/?x=1"


@pytest.mark.parametrize("method", ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"])
def test_other_methods_are_405_with_allow(start: Start, method: str) -> None:
    _, port = start()
    status, headers, _ = exchange(port, get("/about/").replace(b"GET", method.encode(), 1))
    assert status == 405 and headers["allow"] == "GET, HEAD"
    status, headers, _ = exchange(port, get("/api/ask").replace(b"GET", method.encode(), 1))
    assert status == 405 and headers["allow"] == "POST"


def test_unknown_methods_are_501_and_the_api_path_takes_post_only(start: Start) -> None:
    _, port = start()
    for method in (b"BREW", b"get"):
        status, headers, _ = exchange(port, get("/").replace(b"GET", method, 1))
        assert status == 501 and headers["allow"] == "GET, HEAD"
    for method in (b"GET", b"HEAD"):
        status, headers, _ = exchange(port, get("/api/ask").replace(b"GET", method, 1))
        assert status == 405 and headers["allow"] == "POST"
    _, static = start(api=False)
    status, headers, _ = exchange(static, post(b'{"question":"x"}', JSON))
    assert status == 501 and headers["allow"] == "GET, HEAD"
    assert exchange(static, get("/api/ask"))[0] == 404


@pytest.mark.parametrize(("raw", "status"), [
    (get("/" + "a" * MAX_REQUEST_LINE), 414),
    (get("/", "X-Long: " + "a" * 70_000), 431),  # one line over http.server's 64 KB
    (get("/", *[f"X-{n}: a" for n in range(101)]), 431),  # over http.server's 100 headers
    (get("/", *[f"X-{n}: " + "a" * 1500 for n in range(50)]), 431),  # 75 KB in all
    (b"GET /\r\n\r\n", 400),  # HTTP/0.9: no status line could be sent
    (b"\r\n\r\n", 400),
    (b"GARBAGE\r\n\r\n", 400),
    (b"GET / HTTP/2.0\r\n\r\n", 505),
    (b"GET / HTTP/1.x\r\n\r\n", 400),
])
def test_malformed_requests_are_answered_with_a_status_line(start: Start, raw: bytes, status: int) -> None:
    _, port = start()
    assert exchange(port, raw)[0] == status


def test_a_stray_line_end_before_a_request_is_ignored(start: Start) -> None:
    _, port = start()
    assert exchange(port, b"\r\n" + get("/"))[0] == 200


def test_a_fault_while_answering_is_a_500_not_a_dropped_connection(start: Start, monkeypatch: pytest.MonkeyPatch,
                                                                   caplog: pytest.LogCaptureFixture) -> None:
    _, port = start()

    def broken(*args: Any) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(SiteHandler, "guess_type", broken)  # after the status line is buffered, before it is sent
    status, headers, body = exchange(port, get("/about/"))
    assert status == 500 and headers["x-content-type-options"] == "nosniff" and b"<p>about</p>" not in body
    assert body.count(b"HTTP/1.0") == 0 and "etag" not in headers
    monkeypatch.setattr(SiteHandler, "send_file", broken)
    status, headers, _ = exchange(port, get("/about/"))
    assert status == 500 and headers["x-content-type-options"] == "nosniff"
    assert "answering a request failed" in caplog.text and "127.0.0.1" not in caplog.text

    def vanished(*args: Any) -> None:
        raise FileNotFoundError("rebuilt under us")

    monkeypatch.setattr(SiteHandler, "send_file", vanished)
    status, _, body = exchange(port, get("/about/"))
    assert (status, body) == (404, NOT_FOUND_PAGE)


# ------------------------------------------------------------------ slow, silent and many clients

def server_threads(server: SiteServer) -> int:
    """The server's threads, by name: its workers, its accepting thread and its waiting room."""
    return sum(1 for thread in threading.enumerate() if thread.name.startswith(server.name + "-"))


def test_a_client_that_stalls_or_trickles_its_headers_gets_a_408_on_time(start: Start) -> None:
    _, port = start(Limits(headers=0.4))
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")  # and no blank line
        assert parse(read_all(sock))[0] == 408
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(b"GET / HTTP/1.1\r\nX-Slow: ")
        sock.settimeout(0.05)
        started, answer = time.monotonic(), b""
        while time.monotonic() - started < 4 and not answer:  # a byte every 50 ms: each read is quick
            try:
                sock.sendall(b"a")
                answer = sock.recv(65536)
            except TimeoutError:
                continue
            except OSError:
                break
    assert parse(answer)[0] == 408, answer  # the deadline is for the whole headers, not for each byte


def test_silent_connections_hold_no_thread_and_never_delay_a_request(start: Start) -> None:
    count = min(400, (resource.getrlimit(resource.RLIMIT_NOFILE)[0] - 200) // 2)  # both ends are in this process
    server, port = start(Limits(workers=4, first_byte=1.0, waiting=1000))
    exchange(port, get("/"))  # a worker exists
    idle = [socket.create_connection(("127.0.0.1", port), timeout=5) for _ in range(count)]
    try:
        deadline = time.monotonic() + 3
        while len(server.waiting.held) < count and time.monotonic() < deadline:
            time.sleep(0.01)
        assert len(server.waiting.held) == count
        assert server_threads(server) <= 4 + 2  # the workers, the accepting thread and the waiting room
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=0.9)  # well within first_byte
        connection.request("GET", "/about/")
        assert connection.getresponse().status == 200
        connection.close()
        for sock in idle:  # closed after first_byte without a word: no request was made
            assert sock.recv(1) == b""
    finally:
        for sock in idle:
            sock.close()
    assert server_threads(server) <= 4 + 2


def test_past_its_capacity_the_waiting_room_closes_the_longest_silent(start: Start) -> None:
    server, port = start(Limits(waiting=8, first_byte=30))
    idle = [socket.create_connection(("127.0.0.1", port), timeout=3) for _ in range(12)]
    try:
        for sock in idle[:4]:
            assert sock.recv(1) == b""
        deadline = time.monotonic() + 3
        while len(server.waiting.held) < 8 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert len(server.waiting.held) == 8
        assert exchange(port, get("/"))[0] == 200
        server.server_close()  # closing the server closes the ones it still held
        for sock in idle[4:]:
            assert sock.recv(1) == b""
    finally:
        for sock in idle:
            sock.close()


def test_past_the_workers_and_the_queue_a_connection_is_answered_503(start: Start) -> None:
    server, port = start(Limits(workers=1, queue=0, headers=5))

    def wait_until_taken(count: int) -> None:
        deadline = time.monotonic() + 3
        while server.taken != count and time.monotonic() < deadline:
            time.sleep(0.005)
        assert server.taken == count

    with socket.create_connection(("127.0.0.1", port), timeout=5) as slow:
        slow.sendall(b"GET /about/ HTTP/1.1\r\n")  # holds the only worker until its headers end
        wait_until_taken(1)
        status, headers, body = exchange(port, get("/"))
        assert (status, headers["retry-after"], body) == (503, "1", b"busy: ask again in a second.\n")
        slow.sendall(b"Host: x\r\n\r\n")
        assert parse(read_all(slow))[0] == 200
    wait_until_taken(0)
    assert exchange(port, get("/"))[0] == 200  # the refusal was of the moment


def test_200_requests_from_20_threads_all_get_an_answer(start: Start) -> None:
    server, port = start()
    assert server.request_queue_size >= 128  # socketserver's 5 overflowed under such a burst

    def fetch(n: int) -> int:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        try:
            connection.request("GET", ("/", "/about/", "/data/answers/0123456789ab.json", "/no/such/")[n % 4])
            response = connection.getresponse()
            response.read()
            return response.status
        finally:
            connection.close()

    with ThreadPoolExecutor(20) as pool:
        statuses = list(pool.map(fetch, range(200)))
    assert statuses.count(200) == 150 and statuses.count(404) == 50


def test_the_load_script_sees_no_error_and_no_dropped_connection(start: Start, site: Path) -> None:
    """benchmarks/load.py's core, small: a correctness check of the mix (every answer as expected), not timing."""
    server, port = start()
    result = run_load(f"http://127.0.0.1:{port}/", site, requests=100, concurrency=10, seconds=30)
    assert result.requests == 100 and result.dropped == 0 and not result.errors, result.errors
    assert {"home", "article", "shard", "304", "ask"} <= set(result.statuses)
    assert result.server_threads_peak <= server.limits.workers + 2
