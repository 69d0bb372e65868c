"""A simulated model for the fallback's tests: one local HTTP server speaking both providers' wire formats.

It listens on 127.0.0.1 (port 0), answers Anthropic's Messages API under /anthropic/v1/messages and Groq's
OpenAI-compatible chat completions under /groq/openai/v1/chat/completions, and follows a script per
provider: a reply (text or tool calls), an HTTP status, a malformed body, or a stall. Every request is
recorded (path, headers, body) so tests can assert what was sent, and every request is checked against its
wire format (authentication, message order, tool ids answered), so a client that speaks either format
wrongly fails the test that uses it.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

ANTHROPIC_KEY = "sk-ant-test-key"
GROQ_KEY = "gsk-test-key"
PATHS = {"/anthropic/v1/messages": "anthropic", "/groq/openai/v1/chat/completions": "groq"}


@dataclass
class Request:
    """One request the simulated model received."""

    provider: str
    path: str
    headers: dict[str, str]
    raw: bytes
    body: dict[str, Any]

    def user_text(self) -> str:
        """Every text the client wrote into the conversation (user turns and tool results), in order."""
        out = []
        for message in self.body.get("messages", []):
            content = message.get("content")
            if message.get("role") in ("user", "tool") and isinstance(content, str):
                out.append(content)
            elif isinstance(content, list):
                out += [b.get("content", "") for b in content if b.get("type") == "tool_result"]
        return "\n\n".join(out)

    def tool_choice(self) -> str:
        choice = self.body.get("tool_choice")
        return str(choice.get("type")) if isinstance(choice, dict) else str(choice)


Reply = str | Callable[[Request], str]


@dataclass
class Say:
    """A final reply whose text is given, or computed from the request (to quote its evidence)."""

    text: Reply


@dataclass
class Call:
    """A tool call (or `copies` of the same call in one reply)."""

    name: str
    arguments: dict[str, Any] | str  # a string is sent as the raw arguments (Groq), to script malformed JSON
    copies: int = 1


@dataclass
class Status:
    """An HTTP error status, with a Retry-After header if given."""

    code: int
    retry_after: str | None = None


@dataclass
class Garbage:
    """A 200 whose body is not JSON."""

    body: bytes = b'{"content": [{"type": "text", "text": "trunc'


@dataclass
class Stall:
    """Wait longer than the client's read timeout, then reply (too late)."""

    seconds: float
    then: Say = field(default_factory=lambda: Say('{"answer": "", "sources": []}'))


Step = Say | Call | Status | Garbage | Stall


def evidence_block(request: Request, number: int) -> str:
    """The text of evidence item [number] as the request shows it (its lines after the heading)."""
    m = re.search(rf"^\[{number}\] [^\n]*\n(.*?)(?=\n\n\[\d+\] |\Z)", request.user_text(), re.DOTALL | re.MULTILINE)
    assert m, f"no evidence [{number}] in the request"
    return m.group(1)


def first_sentence(request: Request, number: int) -> str:
    """The first sentence of evidence item [number]: an answer grounded word for word."""
    text = evidence_block(request, number)
    m = re.match(r"(.+?[.!?])(?:\s|$)", text, re.DOTALL)
    return (m.group(1) if m else text).strip()


def grounded(number: int = 1, extra: str = "", sources: list[int] | None = None) -> Say:
    """A scripted answer quoting evidence [number], with `extra` appended, citing `sources` (default [number])."""
    return Say(lambda r: json.dumps({"answer": (first_sentence(r, number) + " " + extra).strip(),
                                     "sources": [number] if sources is None else sources}))


class SimulatedProvider:
    """The simulated model: start(), script(provider, *steps), then read .requests and .problems."""

    def __init__(self) -> None:
        self.scripts: dict[str, deque[Step]] = {"anthropic": deque(), "groq": deque()}
        self.requests: list[Request] = []
        self.problems: list[str] = []
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._count = 0

    # ------------------------------------------------------------ lifecycle

    def start(self) -> SimulatedProvider:
        provider = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                provider._handle(self)

            def log_message(self, format: str, *args: object) -> None:
                return

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()

    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def env(self, providers: str = "anthropic,groq", **extra: str) -> dict[str, str]:
        """An environment that switches the fallback on and points both providers here."""
        return {"LLM_ENABLED": "true", "ANTHROPIC_API_KEY": ANTHROPIC_KEY, "GROQ_API_KEY": GROQ_KEY,
                "ANTHROPIC_BASE_URL": f"{self.url}/anthropic", "GROQ_BASE_URL": f"{self.url}/groq",
                "LLM_PROVIDERS": providers, "LLM_READ_TIMEOUT": "0.3", "LLM_CONNECT_TIMEOUT": "0.5", **extra}

    def script(self, provider: str, *steps: Step) -> None:
        self.scripts[provider].extend(steps)

    def by(self, provider: str) -> list[Request]:
        return [r for r in self.requests if r.provider == provider]

    # ------------------------------------------------------------ serving

    def _handle(self, h: BaseHTTPRequestHandler) -> None:
        raw = h.rfile.read(int(h.headers.get("Content-Length", "0")))
        path = h.path
        name = PATHS.get(path)
        try:
            body = json.loads(raw)
        except json.JSONDecodeError:
            body = {}
            self.problems.append(f"{path}: the request body is not JSON")
        request = Request(name or "?", path, {k.lower(): v for k, v in h.headers.items()}, raw, body)
        with self._lock:
            self.requests.append(request)
            self._count += 1
            n = self._count
            step = self.scripts[name].popleft() if name and self.scripts[name] else None
        if name is None:
            self.problems.append(f"unknown path {path}")
            return self._send(h, 404, b"{}")
        self.problems += [f"{name}: {p}" for p in (check_anthropic if name == "anthropic" else check_groq)(request)]
        if step is None:
            self.problems.append(f"{name}: request {n} was not scripted")
            return self._send(h, 500, b'{"error": "not scripted"}')
        if isinstance(step, Stall):
            time.sleep(step.seconds)
            step = step.then
        if isinstance(step, Status):
            headers = {"retry-after": step.retry_after} if step.retry_after is not None else {}
            return self._send(h, step.code, b'{"error": {"type": "simulated", "message": "scripted"}}', headers)
        if isinstance(step, Garbage):
            return self._send(h, 200, step.body)
        if isinstance(step, Call) and request.tool_choice() == "none":
            self.problems.append(f"{name}: a tool call was scripted while the request offered no tools")
        reply = (anthropic_reply if name == "anthropic" else groq_reply)(step, request, n)
        return self._send(h, 200, json.dumps(reply).encode("utf-8"))

    @staticmethod
    def _send(h: BaseHTTPRequestHandler, status: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        try:
            h.send_response(status)
            h.send_header("Content-Type", "application/json")
            for k, v in (headers or {}).items():
                h.send_header(k, v)
            h.send_header("Content-Length", str(len(body)))
            h.end_headers()
            h.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client timed out and left, as the stall meant it to


def _text(step: Say, request: Request) -> str:
    return step.text(request) if callable(step.text) else step.text


def anthropic_reply(step: Say | Call, request: Request, n: int) -> dict[str, Any]:
    """A Messages API message: text, or a tool_use block (stop_reason tool_use)."""
    if isinstance(step, Call):
        arguments = step.arguments if isinstance(step.arguments, dict) else {}
        content: list[dict[str, Any]] = [{"type": "text", "text": "Let me check the graph."}]
        content += [{"type": "tool_use", "id": f"toolu_sim{n}_{c}", "name": step.name, "input": arguments}
                    for c in range(step.copies)]
        stop = "tool_use"
    else:
        content = [{"type": "text", "text": _text(step, request)}]
        stop = "end_turn"
    return {"id": f"msg_sim{n}", "type": "message", "role": "assistant", "model": request.body.get("model"),
            "content": content, "stop_reason": stop, "stop_sequence": None,
            "usage": {"input_tokens": len(request.raw) // 4, "output_tokens": 40}}


def groq_reply(step: Say | Call, request: Request, n: int) -> dict[str, Any]:
    """A chat completion: content, or tool_calls with JSON-string arguments (finish_reason tool_calls)."""
    if isinstance(step, Call):
        arguments = step.arguments if isinstance(step.arguments, str) else json.dumps(step.arguments)
        message: dict[str, Any] = {"role": "assistant", "content": None, "tool_calls": [
            {"id": f"call_sim{n}" + (f"_{c}" if c else ""), "type": "function",
             "function": {"name": step.name, "arguments": arguments}} for c in range(step.copies)]}
        finish = "tool_calls"
    else:
        message = {"role": "assistant", "content": _text(step, request)}
        finish = "stop"
    return {"id": f"chatcmpl-sim{n}", "object": "chat.completion", "created": 0, "model": request.body.get("model"),
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": {"prompt_tokens": len(request.raw) // 4, "completion_tokens": 40}}


# ------------------------------------------------------------------ wire-format checks

def check_anthropic(r: Request) -> list[str]:
    """What is wrong with a request as the Messages API would see it."""
    out = []
    if r.headers.get("x-api-key") != ANTHROPIC_KEY:
        out.append("missing or wrong x-api-key")
    if not r.headers.get("anthropic-version"):
        out.append("missing anthropic-version")
    if "authorization" in r.headers:
        out.append("sends an Authorization header")
    b = r.body
    if not isinstance(b.get("model"), str) or not isinstance(b.get("max_tokens"), int):
        out.append("model and max_tokens are required")
    if not isinstance(b.get("system"), str):
        out.append("system must be a string")
    for tool in b.get("tools", []):
        if set(tool) != {"name", "description", "input_schema"}:
            out.append(f"tool {tool.get('name')} has keys {sorted(tool)}")
    if b.get("tool_choice", {}).get("type") not in ("auto", "none", "any"):
        out.append("bad tool_choice")
    messages = b.get("messages", [])
    if not messages or messages[0].get("role") != "user":
        out.append("messages must start with a user turn")
    pending: set[str] = set()
    for i, m in enumerate(messages):
        if m.get("role") != ("user" if i % 2 == 0 else "assistant"):
            out.append(f"message {i}: roles must alternate user/assistant")
        content = m.get("content")
        blocks = content if isinstance(content, list) else []
        answered = {blk.get("tool_use_id") for blk in blocks if blk.get("type") == "tool_result"}
        if m.get("role") == "user" and pending != answered:
            out.append(f"message {i}: tool_use ids {sorted(pending)} answered by {sorted(answered)}")
        mine = m.get("role") == "assistant"
        pending = {blk["id"] for blk in blocks if blk.get("type") == "tool_use"} if mine else set()
        for blk in blocks:
            if blk.get("type") == "tool_use" and not re.fullmatch(r"[A-Za-z0-9_-]+", blk.get("id", "")):
                out.append(f"message {i}: bad tool_use id {blk.get('id')!r}")
            if blk.get("type") == "tool_use" and not isinstance(blk.get("input"), dict):
                out.append(f"message {i}: tool_use input must be an object")
    if pending:
        out.append("the last assistant turn's tool calls are unanswered")
    return out


def check_groq(r: Request) -> list[str]:
    """What is wrong with a request as an OpenAI-compatible chat completions endpoint would see it."""
    out = []
    if r.headers.get("authorization") != f"Bearer {GROQ_KEY}":
        out.append("missing or wrong bearer token")
    if "x-api-key" in r.headers:
        out.append("sends x-api-key")
    b = r.body
    if not isinstance(b.get("model"), str):
        out.append("model is required")
    for tool in b.get("tools", []):
        if tool.get("type") != "function" or set(tool.get("function", {})) != {"name", "description", "parameters"}:
            out.append(f"bad tool {tool}")
    if b.get("tool_choice") not in ("auto", "none", "required"):
        out.append("bad tool_choice")
    messages = b.get("messages", [])
    if not messages or messages[0].get("role") != "system":
        out.append("the first message should be the system message")
    pending: set[str] = set()
    for i, m in enumerate(messages):
        role = m.get("role")
        if role not in ("system", "user", "assistant", "tool"):
            out.append(f"message {i}: bad role {role}")
        if role == "tool":
            if m.get("tool_call_id") not in pending:
                out.append(f"message {i}: tool result for an unknown call {m.get('tool_call_id')}")
            pending.discard(m.get("tool_call_id"))
            continue
        if pending:
            out.append(f"message {i}: tool calls {sorted(pending)} unanswered")
        pending = set()
        for call in m.get("tool_calls") or []:
            if call.get("type") != "function":
                out.append(f"message {i}: tool call type must be function")
            try:
                json.loads(call["function"]["arguments"])
            except (KeyError, TypeError, json.JSONDecodeError):
                out.append(f"message {i}: tool call arguments must be a JSON string")
            pending.add(call.get("id"))
    if pending:
        out.append("the last assistant turn's tool calls are unanswered")
    return out
