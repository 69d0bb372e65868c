"""One client for two hosted models: Anthropic's Messages API and Groq's OpenAI-compatible chat completions.

A conversation is kept in a provider-neutral form (turns of text, tool calls and tool results) and written
in either wire format on each request, so a conversation started with one provider can fail over to the
other mid-way. One httpx client is kept for the process: bounded connect and read timeouts, a total
deadline per request, a cap on the reply's size, no redirects, and no proxy or credentials taken from the
environment. A 429 or a 5xx is retried a bounded number of times (honouring Retry-After up to a cap); a
timeout, a refused connection, any other status or a reply that is not the JSON of the wire format fails
over to the next provider at once. Only the body this module writes is sent: the visitor's address,
headers and cookies never reach it.
"""

from __future__ import annotations

import json
import logging
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx

from generator.fallback.evidence import CHARS_PER_TOKEN, TOOL_SPECS
from generator.fallback.settings import FallbackSettings, Provider

log = logging.getLogger("generator.fallback")

USER_AGENT = "portfolio-fallback/1"
ANTHROPIC_VERSION = "2023-06-01"
MAX_OUTPUT_TOKENS = 400  # three sentences and their citations, or one tool call
MAX_REPLY_BYTES = 1_000_000
BACKOFF_SECONDS = 0.5  # first wait after a 429 or 5xx without Retry-After; doubled on each retry


@dataclass(frozen=True)
class ToolCall:
    """A tool call as the model made it; arguments is None when they were not a JSON object."""

    id: str
    name: str
    arguments: dict[str, Any] | None


@dataclass(frozen=True)
class Turn:
    """One turn of a provider-neutral conversation: the user's text, the model's reply, or tool results."""

    role: str  # user, assistant, tool
    text: str = ""
    calls: tuple[ToolCall, ...] = ()
    results: tuple[tuple[str, str], ...] = ()  # (tool call id, what the tool returned), for role "tool"


@dataclass(frozen=True)
class Reply:
    """What a model said: text, tool calls, and which provider said it."""

    text: str
    calls: tuple[ToolCall, ...]
    provider: str


class ProviderError(Exception):
    """One request to one provider failed; `retryable` says whether the same provider may be asked again."""

    def __init__(self, reason: str, *, retryable: bool = False, retry_after: float | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.retryable = retryable
        self.retry_after = retry_after


class ModelUnavailable(Exception):
    """Every provider failed; `failures` says how, one line each (no key, no question in them)."""

    def __init__(self, failures: list[str]) -> None:
        super().__init__("; ".join(failures) or "no provider is configured")
        self.failures = failures


# ------------------------------------------------------------------ wire formats

def _anthropic_id(call_id: str) -> str:
    """Anthropic accepts tool ids of letters, digits, _ and - only; another provider's id is made to fit."""
    return re.sub(r"[^A-Za-z0-9_-]", "_", call_id)[:64] or "call"


def anthropic_body(model: str, system: str, turns: list[Turn], allow_tools: bool) -> dict[str, Any]:
    """A Messages API request: system apart, tool_use blocks in assistant turns, tool_result in user turns."""
    messages: list[dict[str, Any]] = []
    for turn in turns:
        if turn.role == "user":
            messages.append({"role": "user", "content": turn.text})
        elif turn.role == "assistant":
            blocks: list[dict[str, Any]] = [{"type": "text", "text": turn.text}] if turn.text else []
            blocks += [{"type": "tool_use", "id": _anthropic_id(c.id), "name": c.name, "input": c.arguments or {}}
                       for c in turn.calls]
            messages.append({"role": "assistant", "content": blocks})
        else:
            messages.append({"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": _anthropic_id(call_id), "content": content}
                for call_id, content in turn.results]})
    return {"model": model, "max_tokens": MAX_OUTPUT_TOKENS, "temperature": 0, "system": system,
            "messages": messages,
            "tools": [{"name": t["name"], "description": t["description"], "input_schema": t["parameters"]}
                      for t in TOOL_SPECS],
            "tool_choice": {"type": "auto" if allow_tools else "none"}}


def groq_body(model: str, system: str, turns: list[Turn], allow_tools: bool) -> dict[str, Any]:
    """A chat completions request: a system message, tool_calls on assistant messages, role "tool" results."""
    messages: list[dict[str, Any]] = [{"role": "system", "content": system}]
    for turn in turns:
        if turn.role == "user":
            messages.append({"role": "user", "content": turn.text})
        elif turn.role == "assistant":
            message: dict[str, Any] = {"role": "assistant", "content": turn.text or None}
            if turn.calls:
                message["tool_calls"] = [{"id": c.id, "type": "function", "function": {
                    "name": c.name, "arguments": json.dumps(c.arguments or {}, ensure_ascii=False)}}
                    for c in turn.calls]
            messages.append(message)
        else:
            messages += [{"role": "tool", "tool_call_id": call_id, "content": content}
                         for call_id, content in turn.results]
    return {"model": model, "max_tokens": MAX_OUTPUT_TOKENS, "temperature": 0, "messages": messages,
            "tools": [{"type": "function", "function": t} for t in TOOL_SPECS],
            "tool_choice": "auto" if allow_tools else "none"}


def parse_anthropic(data: Any) -> tuple[str, tuple[ToolCall, ...]]:
    """The text and tool calls of a Messages API reply; raises ProviderError when it has not that shape."""
    try:
        blocks = data["content"]
        text = "".join(b["text"] for b in blocks if b["type"] == "text")
        calls = tuple(ToolCall(str(b["id"]), str(b["name"]), b["input"] if isinstance(b["input"], dict) else None)
                      for b in blocks if b["type"] == "tool_use")
    except (KeyError, TypeError) as exc:
        raise ProviderError(f"the reply is not a Messages API message ({type(exc).__name__})") from None
    return text, calls


def _arguments(text: Any) -> dict[str, Any] | None:
    try:
        value = json.loads(text) if isinstance(text, str) else text
    except json.JSONDecodeError:
        return None
    return value if isinstance(value, dict) else None


def parse_groq(data: Any) -> tuple[str, tuple[ToolCall, ...]]:
    """The text and tool calls of a chat completion; raises ProviderError when it has not that shape."""
    try:
        message = data["choices"][0]["message"]
        text = message.get("content") or ""
        calls = tuple(ToolCall(str(c["id"]), str(c["function"]["name"]), _arguments(c["function"].get("arguments")))
                      for c in message.get("tool_calls") or [])
    except (KeyError, IndexError, TypeError, AttributeError) as exc:
        raise ProviderError(f"the reply is not a chat completion ({type(exc).__name__})") from None
    if not isinstance(text, str):
        raise ProviderError("the reply's content is not text")
    return text, calls


@dataclass(frozen=True)
class Wire:
    """How one provider is spoken to: where, with which headers, in which body, read how."""

    path: str
    body: Callable[[str, str, list[Turn], bool], dict[str, Any]]
    parse: Callable[[Any], tuple[str, tuple[ToolCall, ...]]]

    def headers(self, provider: Provider) -> dict[str, str]:
        if provider.name == "anthropic":
            return {"x-api-key": provider.key, "anthropic-version": ANTHROPIC_VERSION}
        return {"authorization": f"Bearer {provider.key}"}


WIRES = {
    "anthropic": Wire("/v1/messages", anthropic_body, parse_anthropic),
    "groq": Wire("/openai/v1/chat/completions", groq_body, parse_groq),
}


def encode(body: dict[str, Any]) -> bytes:
    """The request body's bytes: compact UTF-8 JSON (what is measured is what is sent)."""
    return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def request_tokens(system: str, turns: list[Turn]) -> int:
    """Estimated input tokens of the next request, in whichever wire format is longer (characters / 4)."""
    longest = max(len(encode(w.body("m", system, turns, True)).decode("utf-8")) for w in WIRES.values())
    return -(-longest // CHARS_PER_TOKEN)


# ------------------------------------------------------------------ the client

def _retry_after(response: httpx.Response) -> float | None:
    value = response.headers.get("retry-after", "").strip()
    try:
        return max(float(value), 0.0)
    except ValueError:
        return None  # an HTTP date, or nothing: the client's own backoff applies


class ModelClient:
    """ask(): one model reply, from the first provider that gives one (retrying, then failing over)."""

    def __init__(self, settings: FallbackSettings, *, sleep: Callable[[float], None] = time.sleep,
                 transport: httpx.BaseTransport | None = None) -> None:
        self.settings = settings
        self.sleep = sleep
        timeout = httpx.Timeout(connect=settings.connect_timeout, read=settings.read_timeout,
                                write=settings.read_timeout, pool=settings.connect_timeout)
        self.http = httpx.Client(timeout=timeout, follow_redirects=False, trust_env=False, transport=transport,
                                 headers={"user-agent": USER_AGENT, "accept": "application/json",
                                          "content-type": "application/json"})

    def close(self) -> None:
        self.http.close()

    def ask(self, system: str, turns: list[Turn], *, allow_tools: bool) -> Reply:
        """The first reply any provider gives, in the configured order.

        A provider is retried after a 429 or a 5xx (at most `retries` times, waiting as Retry-After says when
        that is within the cap, else with exponential backoff) and then failed over. Raises ModelUnavailable
        listing every failure when no provider answers.
        """
        failures: list[str] = []
        for provider in self.settings.providers:
            for attempt in range(self.settings.retries + 1):
                try:
                    return self._once(provider, system, turns, allow_tools)
                except ProviderError as exc:
                    failures.append(f"{provider.name}: {exc.reason}")
                    if not exc.retryable or attempt == self.settings.retries:
                        break
                    wait = exc.retry_after if exc.retry_after is not None else BACKOFF_SECONDS * 2 ** attempt
                    if wait > self.settings.max_retry_wait:
                        failures.append(f"{provider.name}: asked to wait {wait:g} s, more than "
                                        f"{self.settings.max_retry_wait:g} s: failing over")
                        break
                    self.sleep(wait)
            log.warning("model fallback: %s did not answer (%s)", provider.name, failures[-1])
        raise ModelUnavailable(failures)

    def _once(self, provider: Provider, system: str, turns: list[Turn], allow_tools: bool) -> Reply:
        wire = WIRES[provider.name]
        payload = encode(wire.body(provider.model, system, turns, allow_tools))
        deadline = time.monotonic() + self.settings.connect_timeout + self.settings.read_timeout
        try:
            with self.http.stream("POST", provider.base_url + wire.path, content=payload,
                                  headers=wire.headers(provider)) as response:
                if response.status_code == 429:
                    raise ProviderError("HTTP 429 (rate limited)", retryable=True, retry_after=_retry_after(response))
                if response.status_code >= 500:
                    raise ProviderError(f"HTTP {response.status_code}", retryable=True,
                                        retry_after=_retry_after(response))
                if response.status_code != 200:
                    raise ProviderError(f"HTTP {response.status_code}")
                raw = bytearray()
                for chunk in response.iter_bytes():
                    raw += chunk
                    if len(raw) > MAX_REPLY_BYTES:
                        raise ProviderError("the reply is too large")
                    if time.monotonic() > deadline:
                        raise ProviderError("timed out")
        except httpx.TimeoutException:
            raise ProviderError("timed out") from None
        except httpx.TransportError as exc:
            raise ProviderError(f"could not be reached ({type(exc).__name__})") from None
        try:
            data = json.loads(bytes(raw))
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise ProviderError("the reply is not valid JSON") from None
        text, calls = wire.parse(data)
        return Reply(text, calls, provider.name)
