"""POST /api/ask: the contract the ask page relies on, the limits, and what reaches a provider.

The handler is tested without a socket (bytes in, a Response out, with an injected clock for the rate
limit), then mounted on `serve()` and called over HTTP, where two visitors with different addresses,
headers and cookies show that the question is the only thing of theirs a provider receives.
"""

from __future__ import annotations

import http.client
import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from generator import cli
from generator.fallback.answer import NOT_FOUND, Fallback, make_fallback
from generator.fallback.api import MAX_BODY, MAX_DEPTH, MAX_QUESTION, AskAPI, RateLimiter, Response, json_depth
from generator.fallback.client import USER_AGENT
from generator.pipeline import STATE_ARTIFACT, run
from generator.settings import load_settings
from generator.site.serve import serve
from tests.engine_support import TODAY, engine
from tests.fallback_provider import SimulatedProvider, grounded

WEAK = "what did he find out about bus delays"


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def make_api(limit: int = 10, clock: Clock | None = None, fallback: Fallback | None = None) -> AskAPI:
    return AskAPI.for_engine(engine(), fallback, limiter=RateLimiter(limit, clock=clock or Clock()))


def post(api: AskAPI, body: Any, client: str = "198.51.100.1") -> tuple[Response, dict[str, Any]]:
    raw = body if isinstance(body, bytes) else json.dumps(body).encode("utf-8")
    response = api.handle(raw, client)
    return response, json.loads(response.body)


def test_returns_the_plan_and_no_fallback_when_off() -> None:
    response, body = post(make_api(), {"question": WEAK, "today": TODAY.isoformat()})
    assert response.status == 200
    assert dict(response.headers) == {"Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store",
                                      "X-Content-Type-Options": "nosniff"}
    assert body == {"plan": json.loads(json.dumps(engine().plan(WEAK, TODAY))), "fallback": None}


@pytest.mark.parametrize("raw", [b"not json", b"\xff\xfe", b"[1, 2]", b'{"q": "x"}', b'{"question": 3}',
                                 b'{"question": "   "}', b'{"question": "x", "today": "yesterday"}',
                                 b'{"question": "x", "today": 20261130}'])
def test_malformed_requests_are_400(raw: bytes) -> None:
    response, body = post(make_api(), raw)
    assert response.status == 400 and body["error"]
    assert ("Cache-Control", "no-store") in response.headers


def test_deep_json_is_refused_before_parsing_with_a_reason() -> None:
    api = make_api()
    response, body = post(api, b"[" * (MAX_BODY // 2) + b"]" * (MAX_BODY // 2))  # was a RecursionError
    assert response.status == 400 and f"over the limit of {MAX_DEPTH}" in body["error"]
    response, body = post(api, b'{"question": ' + b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1) + b"}")
    assert response.status == 400 and f"nests {MAX_DEPTH + 2} levels" in body["error"]
    nested_ok = b'{"question": "' + WEAK.encode() + b'", "x": ' + b"[" * (MAX_DEPTH - 1) + b"]" * (MAX_DEPTH - 1) + b"}"
    assert post(api, nested_ok)[0].status == 200


@pytest.mark.parametrize(("text", "depth"), [("", 0), ('"[[["', 0), ('{"a": "]]}{", "b": [1, [2]]}', 3),
                                             ('["\\"[", [[]]]', 3), ("[[[", 3), ('"unterminated [[', 0)])
def test_json_depth_counts_brackets_outside_strings(text: str, depth: int) -> None:
    assert json_depth(text) == depth


@pytest.mark.parametrize("today", ["0001-01-01", "1899-12-31", "2201-01-01", "9999-12-31", "20261130", "2026-W48-1",
                                   "2026-02-30", " 2026-11-30", "2026-11-30T00:00", "２０２６-11-30", None])
def test_a_today_outside_the_engine_range_or_form_is_400(today: str | None) -> None:
    raw = b'{"question": "what did he work on last year", "today": ' + json.dumps(today).encode() + b"}"
    response, body = post(make_api(), raw if today is not None else b'{"question": "x", "today": [2026]}')
    assert response.status == 400 and '"today" must' in body["error"]


def test_the_first_and_last_accepted_days_plan() -> None:
    for today in ("1900-01-01", "2200-12-31"):
        response, body = post(make_api(), {"question": "what did he work on last year", "today": today})
        assert response.status == 200 and "0000" not in json.dumps(body)


@pytest.mark.parametrize(("content_type", "content_length", "transfer_encoding", "expected"), [
    (["application/json"], ["12"], [], 12),
    (["application/json; charset=utf-8"], ["0"], [], 0),
    (['application/json;charset="UTF-8"'], [" 12 "], [], 12),
    (["application/json"], [str(MAX_BODY)], [], MAX_BODY),
    (["application/json"], [str(MAX_BODY + 1)], [], 413),
    (["text/plain"], [str(MAX_BODY + 1)], [], 413),  # size first: the body is never read either way
    (["application/json"], [], [], 411),
    (["application/json"], [], ["chunked"], 411),
    (["application/json"], ["12"], ["chunked"], 400),
    (["application/json"], ["12", "12"], [], 400),
    (["application/json"], ["12", "3"], [], 400),
    (["application/json"], ["1_2"], [], 400),
    (["application/json"], ["-1"], [], 400),
    (["application/json"], ["0x10"], [], 400),
    (["application/json"], ["9" * 40], [], 400),
    (["text/plain"], ["12"], [], 415),
    (["application/x-www-form-urlencoded"], ["12"], [], 415),
    (["application/jsonp"], ["12"], [], 415),
    (["application/json; charset=iso-8859-1"], ["12"], [], 415),
    ([], ["12"], [], 415),
    (["application/json", "text/plain"], ["12"], [], 415),
])
def test_check_headers_says_how_much_to_read_or_why_not(content_type: list[str], content_length: list[str],
                                                        transfer_encoding: list[str], expected: int) -> None:
    result = make_api().check_headers(content_type, content_length, transfer_encoding)
    if isinstance(result, Response):
        assert result.status == expected and json.loads(result.body)["error"]
        assert ("Cache-Control", "no-store") in result.headers
    else:
        assert result == expected and expected not in (400, 411, 413, 415)


def test_a_failing_engine_is_a_500_with_json(caplog: pytest.LogCaptureFixture) -> None:
    def broken(question: str, today: object) -> dict[str, Any]:
        raise RuntimeError("engine fault")

    response, body = post(AskAPI(broken, limiter=RateLimiter(clock=Clock())), {"question": WEAK})
    assert response.status == 500 and body == {"error": "the engine failed on this question"}
    assert WEAK not in caplog.text


def test_question_size_limit_is_413() -> None:
    api = make_api()
    assert post(api, {"question": "x" * MAX_QUESTION})[0].status == 200
    response, body = post(api, {"question": "x" * (MAX_QUESTION + 1)})
    assert response.status == 413 and str(MAX_QUESTION) in body["error"]
    assert post(api, b'{"question": "' + b"x" * MAX_BODY + b'"}')[0].status == 413


def test_rate_limit_per_client_with_retry_after() -> None:
    clock = Clock()
    api = make_api(limit=3, clock=clock)
    for _ in range(3):
        assert post(api, {"question": WEAK})[0].status == 200
        clock.now += 10
    response, body = post(api, {"question": WEAK})
    assert response.status == 429 and ("Retry-After", "30") in response.headers and "30 s" in body["error"]
    assert post(api, {"question": WEAK}, client="198.51.100.2")[0].status == 200  # another client is not limited
    clock.now += 30  # the first request leaves the window
    assert post(api, {"question": WEAK})[0].status == 200
    assert post(api, b"not json")[0].status == 429  # bad requests count too, and are limited first


def test_rate_limiter_forgets_quiet_clients() -> None:
    clock = Clock()
    limiter = RateLimiter(1, 60, clock=clock, max_clients=3)
    for n in range(3):
        assert limiter.check(f"a{n}") is None
    clock.now += 61
    assert limiter.check("b") is None
    assert len(limiter._hits) == 1
    for n in range(5):
        clock.now += 1
        assert limiter.check(f"c{n}") is None
    assert len(limiter._hits) == 3 and "b" not in limiter._hits


def test_a_failing_fallback_leaves_the_engine_answer() -> None:
    def broken(plan: dict[str, Any]) -> dict[str, Any] | None:
        raise RuntimeError("boom")

    api = AskAPI(lambda q, d: engine().plan(q, d or TODAY), broken, limiter=RateLimiter(clock=Clock()))
    response, body = post(api, {"question": WEAK})
    assert response.status == 200 and body["plan"]["question"] == WEAK
    assert body["fallback"]["outcome"] == "unavailable"


# ------------------------------------------------------------------ over HTTP, mounted on serve()

@pytest.fixture
def static_site(tmp_path: Path) -> Path:
    (tmp_path / "index.html").write_text("<p>static</p>", encoding="utf-8")
    return tmp_path


def call(url: str, method: str, path: str, body: bytes | None = None, headers: dict[str, str] | None = None,
         source: str | None = None) -> tuple[int, dict[str, str], bytes]:
    host, port = url.removeprefix("http://").rstrip("/").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10,
                                            source_address=(source, 0) if source else None)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


def test_serve_answers_post_api_ask_and_still_serves_files(static_site: Path) -> None:
    server, url = serve(static_site, api=make_api())
    try:
        status, headers, body = call(url, "GET", "/index.html")
        assert (status, headers["content-type"], body) == (200, "text/html", b"<p>static</p>")
        status, headers, body = call(url, "POST", "/api/ask", json.dumps({"question": WEAK}).encode(),
                                     {"Content-Type": "application/json"})
        assert status == 200 and headers["cache-control"] == "no-store"
        assert json.loads(body)["plan"]["confidence"] == "weak"
        assert call(url, "POST", "/api/other", b"{}")[0] == 404
        status, _, body = call(url, "POST", "/api/ask", b"x" * 100_000)
        assert status == 413
    finally:
        server.shutdown()
        server.server_close()


def test_serve_without_an_api_stays_static(static_site: Path) -> None:
    server, url = serve(static_site)
    try:
        assert call(url, "POST", "/api/ask", json.dumps({"question": WEAK}).encode())[0] == 501
        assert call(url, "GET", "/index.html")[0] == 200
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def sim() -> Iterator[SimulatedProvider]:
    provider = SimulatedProvider().start()
    yield provider
    provider.stop()


VISITORS = [
    ("127.0.0.2", {"User-Agent": "VisitorBrowser/1.0 (first)", "Cookie": "session=first-secret",
                   "X-Forwarded-For": "203.0.113.9", "Referer": "https://referrer.example/first",
                   "Accept-Language": "pt-PT"}, None),
    ("127.0.0.3", {"User-Agent": "OtherBrowser/2.0 (second)", "Cookie": "session=second-secret",
                   "X-Forwarded-For": "198.51.100.77", "Referer": "https://referrer.example/second",
                   "Authorization": "Bearer visitor-token"}, "2026-06-01"),
]


def test_the_question_is_the_only_visitor_data_a_provider_receives(static_site: Path,
                                                                   sim: SimulatedProvider) -> None:
    fallback = make_fallback(engine().knowledge, sim.env())
    assert fallback is not None
    sim.script("anthropic", grounded(), grounded())
    server, url = serve(static_site, api=make_api(fallback=fallback))
    try:
        for source, headers, today in VISITORS:
            body = {"question": WEAK, **({"today": today} if today else {})}
            status, _, raw = call(url, "POST", "/api/ask", json.dumps(body).encode(),
                                  {"Content-Type": "application/json", **headers}, source=source)
            answer = json.loads(raw)["fallback"]
            assert status == 200 and answer["outcome"] == "kept" and answer["text"] != NOT_FOUND
    finally:
        server.shutdown()
        server.server_close()
        fallback.close()
    assert sim.problems == [] and len(sim.requests) == 2
    first, second = sim.requests
    assert first.raw == second.raw  # two visitors, different in everything but the question: the same bytes
    assert f"Question: {WEAK}\n" in first.body["messages"][0]["content"]
    for request in sim.requests:
        sent = (request.raw.decode("utf-8") + json.dumps(request.headers)).lower()
        for source, headers, today in VISITORS:
            for value in [source, *headers.values(), *([today] if today else [])]:
                assert value.lower() not in sent, value
        assert set(request.headers) <= {"host", "accept", "accept-encoding", "connection", "user-agent",
                                        "content-type", "content-length", "x-api-key", "anthropic-version"}
        assert request.headers["user-agent"] == USER_AGENT


def servable(site: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Give the fixture site what `portfolio serve` needs of a build (a home page and the state) without a full
    build, with the model fallback switched off."""
    settings = load_settings(site / "mkdocs.yml")
    settings.site_dir.joinpath("data").mkdir(parents=True)
    settings.site_dir.joinpath("index.html").write_text("<p>built</p>", encoding="utf-8")
    settings.site_dir.joinpath(STATE_ARTIFACT).write_bytes(run(settings).artifacts[STATE_ARTIFACT])
    for name in ("LLM_ENABLED", "ANTHROPIC_API_KEY", "GROQ_API_KEY"):
        monkeypatch.delenv(name, raising=False)


def test_portfolio_serve_mounts_the_api(site: Path, monkeypatch: pytest.MonkeyPatch,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    """`portfolio serve` over a built (fixture) site: the API answers from the state the site was built with."""
    servable(site, monkeypatch)
    seen: dict[str, Any] = {}

    def stop_after_one_question(seconds: float) -> None:  # cmd_serve waits in time.sleep until Ctrl-C
        out = capsys.readouterr().out
        url = re.search(r"POST (http://127\.0\.0\.1:\d+)/api/ask", out)
        assert url, out
        seen["out"] = out
        seen["answer"] = call(url.group(1) + "/", "POST", "/api/ask", json.dumps({"question": "anything"}).encode(),
                              {"Content-Type": "application/json"})
        raise KeyboardInterrupt

    monkeypatch.setattr(time, "sleep", stop_after_one_question)
    assert cli.main(["-f", str(site / "mkdocs.yml"), "serve", "--port", "0", "--rate-limit", "5"]) == 0
    status, headers, body = seen["answer"]
    assert status == 200 and headers["cache-control"] == "no-store"
    assert json.loads(body)["fallback"] is None
    assert "(5 a minute per client); model fallback off: no question leaves this server" in seen["out"]
