"""POST /api/ask: a question in, the engine's plan and the fallback's answer out, as JSON.

    request   {"question": "...", "today": "YYYY-MM-DD" (optional)}
    200       {"plan": <the plan>, "fallback": null | {"outcome", "text", "sources", "reasons", "provider"}}
    400       the body is not JSON, or not an object with a question string (or a bad "today")
    413       the body, or the question, is over its size limit
    429       the client (by remote address) asked too often; Retry-After says when to ask again

The handler is transport-free (bytes and an address in, a Response out) so it is tested without a socket;
generator/site/serve.py mounts it. Every response is marked Cache-Control: no-store. The visitor's address
is used for the rate limit only: it is never logged, and nothing but the question reaches the fallback.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import math
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from generator import jsonio
from generator.settings import MAX_QUESTION

if TYPE_CHECKING:
    from generator.engine import Engine
    from generator.fallback.answer import Fallback

log = logging.getLogger("generator.fallback")

API_PATH = "/api/ask"
MAX_BODY = 4096  # bytes of JSON, room for a 500-character question written with escapes
RATE_LIMIT = 10  # questions per client per window
RATE_WINDOW = 60.0  # seconds
MAX_CLIENTS = 10_000  # addresses remembered at once, so a flood of addresses cannot grow memory without end

Plan = Callable[[str, dt.date | None], dict[str, Any]]


@dataclass(frozen=True)
class Response:
    """An HTTP response, ready to write: status, headers and body."""

    status: int
    headers: tuple[tuple[str, str], ...]
    body: bytes


class RateLimiter:
    """At most `limit` requests per client in any `window` seconds (a sliding log); the clock is injectable."""

    def __init__(self, limit: int = RATE_LIMIT, window: float = RATE_WINDOW, *,
                 clock: Callable[[], float] = time.monotonic, max_clients: int = MAX_CLIENTS) -> None:
        self.limit = limit
        self.window = window
        self.clock = clock
        self.max_clients = max_clients
        self._hits: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def check(self, client: str) -> float | None:
        """None if the client may ask now (and the request is counted), else the seconds until it may."""
        now = self.clock()
        with self._lock:
            hits = self._hits.setdefault(client, deque())
            while hits and hits[0] <= now - self.window:
                hits.popleft()
            if len(hits) >= self.limit:
                return hits[0] + self.window - now
            hits.append(now)
            if len(self._hits) > self.max_clients:
                self._forget(now)
            return None

    def _forget(self, now: float) -> None:
        """Drop clients with no request in the window, then the longest-quiet ones if still too many."""
        for client in [c for c, h in self._hits.items() if not h or h[-1] <= now - self.window]:
            del self._hits[client]
        while len(self._hits) > self.max_clients:
            quietest = min(self._hits, key=lambda c: self._hits[c][-1])
            del self._hits[quietest]


HEADERS = (("Content-Type", "application/json; charset=utf-8"), ("Cache-Control", "no-store"),
           ("X-Content-Type-Options", "nosniff"))


def _json(status: int, data: Any, extra: tuple[tuple[str, str], ...] = ()) -> Response:
    return Response(status, HEADERS + extra, jsonio.dumps(data))


def _error(status: int, message: str, extra: tuple[tuple[str, str], ...] = ()) -> Response:
    return _json(status, {"error": message}, extra)


class AskAPI:
    """The POST /api/ask handler: validates, rate-limits, plans, and asks the fallback when there is one."""

    def __init__(self, plan: Plan, fallback: Callable[[dict[str, Any]], dict[str, Any] | None] | None = None, *,
                 limiter: RateLimiter | None = None, max_question: int = MAX_QUESTION,
                 max_body: int = MAX_BODY) -> None:
        self.plan = plan
        self.fallback = fallback
        self.limiter = limiter or RateLimiter()
        self.max_question = max_question
        self.max_body = max_body

    @classmethod
    def for_engine(cls, engine: Engine, fallback: Fallback | None = None, *,
                   limiter: RateLimiter | None = None) -> AskAPI:
        """The handler over an engine (plans made one at a time: the engine's caches are shared dicts)."""
        lock = threading.Lock()

        def plan(question: str, today: dt.date | None) -> dict[str, Any]:
            with lock:
                return engine.plan(question, today)

        return cls(plan, fallback.answer if fallback is not None else None, limiter=limiter)

    def handle(self, body: bytes, client: str) -> Response:
        """The response to one POST: `body` as received (at most max_body + 1 bytes), `client` its address."""
        wait = self.limiter.check(client)
        if wait is not None:
            seconds = max(1, math.ceil(wait))
            return _error(429, f"too many questions: ask again in {seconds} s", (("Retry-After", str(seconds)),))
        if len(body) > self.max_body:
            return _error(413, f"the request body is over {self.max_body} bytes")
        try:
            data = json.loads(body.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            return _error(400, 'the body is not JSON: send {"question": "..."}')
        question = data.get("question") if isinstance(data, dict) else None
        if not isinstance(question, str) or not question.strip():
            return _error(400, 'expected a JSON object with a non-empty "question" string')
        if len(question) > self.max_question:
            return _error(413, f"the question is over {self.max_question} characters")
        today = data.get("today")
        try:
            day = dt.date.fromisoformat(today) if today is not None else None
        except (TypeError, ValueError):
            return _error(400, '"today" must be a date written YYYY-MM-DD')
        plan = self.plan(question, day)
        answer = None
        if self.fallback is not None:
            try:
                answer = self.fallback(plan)
            except Exception:  # a fault in the fallback must not cost the visitor the engine's own answer
                log.exception("model fallback failed")
                answer = {"outcome": "unavailable", "text": "", "sources": [], "reasons": ["the fallback failed"],
                          "provider": None}
        return _json(200, {"plan": plan, "fallback": answer})
