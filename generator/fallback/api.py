"""POST /api/ask: a question in, the engine's plan and the fallback's answer out, as JSON.

    request   Content-Type: application/json (charset=utf-8 allowed), Content-Length: <bytes>
              {"question": "...", "today": "YYYY-MM-DD" (optional, FIRST_DAY..LAST_DAY)}
    200       {"plan": <the plan>, "fallback": null | {"outcome", "text", "sources", "reasons", "provider"}}
    400       the body is not JSON, is nested deeper than MAX_DEPTH, or is not an object with a question
              string (or has a bad "today"); or Content-Length is repeated, not a number, or sent with
              Transfer-Encoding
    411       no Content-Length (a chunked body is not read)
    413       the body, or the question, is over its size limit
    415       the body is not declared application/json in UTF-8
    429       the client (by remote address) asked too often; Retry-After says when to ask again
    500       the engine failed on this question (the traceback is logged, never the address)

The handler is transport-free (headers, or bytes and an address, in; a Response out) so it is tested without
a socket; generator/site/serve.py mounts it: check_headers() before the body is read, then handle(). Every
response is marked Cache-Control: no-store. The visitor's address is used for the rate limit only: it is never
logged, and nothing but the question reaches the fallback. With a QuestionLog, a question the engine was unsure
of is kept for `portfolio misses` (generator/question_log.py says what is kept, and for how long).
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import math
import re
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from generator import jsonio
from generator.settings import MAX_QUESTION

if TYPE_CHECKING:
    from generator.engine import Engine
    from generator.fallback.answer import Fallback
    from generator.question_log import QuestionLog

log = logging.getLogger("generator.fallback")

API_PATH = "/api/ask"
MAX_BODY = 4096  # bytes of JSON, room for a 500-character question written with escapes
RATE_LIMIT = 10  # questions per client per window
RATE_WINDOW = 60.0  # seconds
MAX_CLIENTS = 10_000  # addresses remembered at once, so a flood of addresses cannot grow memory without end
MAX_DEPTH = 16
"""Arrays and objects inside one another a body may hold. A question needs one level; json.loads recurses per
level and a 4 KB body of brackets would exhaust Python's stack, so deeper bodies are refused before parsing."""
FIRST_DAY = dt.date(1900, 1, 1)
LAST_DAY = dt.date(2200, 12, 31)
"""The range a visitor's `today` may fall in. The engine writes months as four-digit years and reaches at most
99 years back from `today` ("the past 99 years"), so any date here plans sensibly; a year such as 0001 would
make "last year" the year 0000."""
ISO_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
"""The one date form accepted: date.fromisoformat() also reads "20261130" and week dates, which the contract
does not promise."""
CONTENT_LENGTH = re.compile(r"[0-9]{1,15}")
"""Digits only: int() would also take "+5", " 5" and "1_0", which no HTTP client sends and a smuggler might."""
JSON_TYPE = "application/json"

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


def error(status: int, message: str, extra: tuple[tuple[str, str], ...] = ()) -> Response:
    """A JSON error response, {"error": message}, with the API's headers: what every refusal of the API sends,
    here or from the server in front of it, so the ask page reads one shape."""
    return _json(status, {"error": message}, extra)


_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]', re.DOTALL)


def json_depth(text: str) -> int:
    """How deeply arrays and objects nest in `text`, brackets inside strings not counted. It exists to refuse a
    deep body before json.loads recurses into it; on text that is not JSON the figure is only indicative."""
    depth = deepest = 0
    for match in _JSON_TOKEN.finditer(text):
        token = match.group()
        if token in ("[", "{"):
            depth += 1
            deepest = max(deepest, depth)
        elif token in ("]", "}"):
            depth -= 1
    return deepest


def content_type_problem(values: Sequence[str]) -> str | None:
    """Why the Content-Type header values do not declare UTF-8 JSON, or None when they do. It exists so that
    only a client that means to send JSON is answered: a form or a `text/plain` fetch from another site cannot
    send application/json without a CORS preflight, which this server never grants."""
    if len(values) != 1:
        return "send one Content-Type: application/json header" if values else "send Content-Type: application/json"
    kind, *params = values[0].split(";")
    if kind.strip().lower() != JSON_TYPE:
        return "the body must be sent as Content-Type: application/json"
    for param in params:
        name, _, value = param.partition("=")
        if name.strip().lower() == "charset" and value.strip().strip('"').lower() not in ("utf-8", "utf8"):
            return "the body must be JSON in UTF-8 (charset=utf-8)"
    return None


def read_today(value: object) -> dt.date | str | None:
    """The visitor's `today` as a date (None when not sent), or why it is refused. It exists because the engine
    plans relative periods ("last year") from it: a date outside FIRST_DAY..LAST_DAY must never reach a plan."""
    if value is None:
        return None
    try:
        day = dt.date.fromisoformat(value) if isinstance(value, str) and ISO_DAY.fullmatch(value) else None
    except ValueError:  # the right shape, not a real day (2026-02-30)
        day = None
    if day is None:
        return '"today" must be a date written YYYY-MM-DD'
    if not FIRST_DAY <= day <= LAST_DAY:
        return f'"today" must fall between {FIRST_DAY.isoformat()} and {LAST_DAY.isoformat()}'
    return day


class AskAPI:
    """The POST /api/ask handler: validates, rate-limits, plans, and asks the fallback when there is one."""

    def __init__(self, plan: Plan, fallback: Callable[[dict[str, Any]], dict[str, Any] | None] | None = None, *,
                 limiter: RateLimiter | None = None, max_question: int = MAX_QUESTION,
                 max_body: int = MAX_BODY, questions: QuestionLog | None = None) -> None:
        self.plan = plan
        self.fallback = fallback
        self.questions = questions  # the misses log, when the author turned it on (question_log.py)
        self.limiter = limiter or RateLimiter()
        self.max_question = max_question
        self.max_body = max_body

    @classmethod
    def for_engine(cls, engine: Engine, fallback: Fallback | None = None, *,
                   limiter: RateLimiter | None = None, questions: QuestionLog | None = None) -> AskAPI:
        """The handler over an engine (plans made one at a time: the engine's caches are shared dicts)."""
        lock = threading.Lock()

        def plan(question: str, today: dt.date | None) -> dict[str, Any]:
            with lock:
                return engine.plan(question, today)

        return cls(plan, fallback.answer if fallback is not None else None, limiter=limiter, questions=questions)

    def check_headers(self, content_type: Sequence[str], content_length: Sequence[str],
                      transfer_encoding: Sequence[str] = ()) -> Response | int:
        """The number of body bytes to read, or the error to answer without reading any. Each argument is every
        value the request gave that header (none, one, or a repeat). It exists so that a request which cannot
        be answered costs no read: a declared length over max_body is refused before a byte of it arrives.

        Framing is judged first (a repeated or unreadable Content-Length is 400: two servers could read two
        different bodies from it), then size (413), then the type (415)."""
        if transfer_encoding:
            if content_length:
                return error(400, "send Content-Length or Transfer-Encoding, not both")
            return error(411, "send the body with a Content-Length (chunked bodies are not read)")
        if not content_length:
            return error(411, "send a Content-Length header")
        if len(content_length) > 1:
            return error(400, "send one Content-Length header, not several")
        value = content_length[0].strip(" \t")
        if not CONTENT_LENGTH.fullmatch(value):
            return error(400, "Content-Length must be a number of bytes")
        length = int(value)
        if length > self.max_body:
            return error(413, f"the request body is over {self.max_body} bytes")
        problem = content_type_problem(content_type)
        if problem is not None:
            return error(415, problem)
        return length

    def handle(self, body: bytes, client: str) -> Response:
        """The response to one POST: `body` as received (at most max_body + 1 bytes), `client` its address."""
        wait = self.limiter.check(client)
        if wait is not None:
            seconds = max(1, math.ceil(wait))
            return error(429, f"too many questions: ask again in {seconds} s", (("Retry-After", str(seconds)),))
        if len(body) > self.max_body:
            return error(413, f"the request body is over {self.max_body} bytes")
        try:
            text = body.decode("utf-8")
        except UnicodeDecodeError:
            return error(400, 'the body is not JSON in UTF-8: send {"question": "..."}')
        depth = json_depth(text)
        if depth > MAX_DEPTH:
            return error(400, f"the JSON nests {depth} levels deep, over the limit of {MAX_DEPTH}: "
                              'send {"question": "..."}')
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):  # JSONDecodeError is a ValueError; the depth check makes recursion rare
            return error(400, 'the body is not JSON: send {"question": "..."}')
        question = data.get("question") if isinstance(data, dict) else None
        if not isinstance(question, str) or not question.strip():
            return error(400, 'expected a JSON object with a non-empty "question" string')
        if len(question) > self.max_question:
            return error(413, f"the question is over {self.max_question} characters")
        day = read_today(data.get("today"))
        if isinstance(day, str):
            return error(400, day)
        try:
            plan = self.plan(question, day)
        except Exception:  # a fault of the engine on one question must cost that answer only, not the connection
            log.exception("planning a question failed")
            return error(500, "the engine failed on this question")
        if self.questions is not None:
            try:
                self.questions.record(question, plan)
            except Exception:  # a log that cannot be written must not cost the visitor the answer
                log.exception("the question log could not be written")
        answer = None
        if self.fallback is not None:
            try:
                answer = self.fallback(plan)
            except Exception:  # a fault in the fallback must not cost the visitor the engine's own answer
                log.exception("model fallback failed")
                answer = {"outcome": "unavailable", "text": "", "sources": [], "reasons": ["the fallback failed"],
                          "provider": None}
        return _json(200, {"plan": plan, "fallback": answer})
