"""ASK (paper, Algorithm 8): the guarded fallback from a plan to a verified answer, or to none.

Only a plan rated weak or none, and not ambiguous, reaches a model, and only when the fallback is switched
on. The model sees the evidence pack and may call the two tools in at most three rounds (the last round
offers no tools, so it must answer); every text a tool returns joins the evidence. Its answer loses every
link the server did not supply, then VERIFY decides: a problem, or no source cited, and the visitor reads
NOT_FOUND instead. Every request stays within the prompt budget: tool results are cut to the room left,
and when no room is left the model is asked to answer from what it has.

The result is plain data for the CLI and POST /api/ask:
    {"outcome": kept | rejected | unavailable | not_allowed, "text", "sources": [{label, url}], "reasons",
     "provider"}
and None when the fallback is off.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Any

from rdflib import Graph

from generator.engine.confidence import model_allowed
from generator.engine.knowledge import Knowledge
from generator.fallback.client import ModelClient, ModelUnavailable, Reply, ToolCall, Turn, request_tokens
from generator.fallback.evidence import (
    CHARS_PER_TOKEN,
    MIN_PASSAGE_CHARS,
    MODEL_TEXT_CHARS,
    PROMPT_TOKENS,
    ROUNDS,
    TOOL_ARGUMENT_CHARS,
    TOOL_CALLS_PER_ROUND,
    TOOL_RESULT_CHARS,
    Evidence,
    build_prompt,
    evidence_pack,
    fit,
)
from generator.fallback.settings import FallbackSettings, load_fallback_settings
from generator.fallback.tools import Tools
from generator.fallback.verify import Verifier, says_nothing, strip_links

OUTCOMES = ("kept", "rejected", "unavailable", "not_allowed")
"""What the fallback can conclude: its answer kept, rejected by VERIFY, no provider reachable, or not asked."""
NOT_FOUND = "I couldn't find that in the graph or the wiki"
MAX_ANSWER_CHARS = 1200  # three sentences are asked for; a longer answer did not follow the instructions
ESCAPING = 0.85  # share of the character room usable as text once JSON escapes newlines and quotes
_CITATION = re.compile(r"\s?\[(\d{1,2})\]")


def result(outcome: str, text: str = "", *, sources: list[dict[str, Any]] | None = None,
           reasons: list[str] | None = None, provider: str | None = None) -> dict[str, Any]:
    """The fallback's answer as the CLI prints it and the API returns it."""
    if outcome not in OUTCOMES:
        raise ValueError(f"{outcome!r} is not one of the fallback's outcomes {OUTCOMES}")
    return {"outcome": outcome, "text": text, "sources": sources or [], "reasons": reasons or [],
            "provider": provider}


def parse_reply(text: str) -> tuple[str, list[int]] | None:
    """The answer and the evidence numbers it cites, from the JSON the instructions ask for; None if absent.

    Tolerates a code fence around the JSON and citations written inline as [n]; nothing else.
    """
    body = text.strip()
    fence = re.fullmatch(r"```(?:json)?\s*(.*?)\s*```", body, re.DOTALL)
    body = fence.group(1) if fence else body
    start, end = body.find("{"), body.rfind("}")
    if start < 0 or end < start:
        return None
    try:
        data = json.loads(body[start:end + 1])
    except json.JSONDecodeError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("answer"), str):
        return None
    sources = data.get("sources", [])
    if not isinstance(sources, list):
        return None
    cited = [int(s) if isinstance(s, int) else int(s.strip(" []")) for s in sources
             if (isinstance(s, int) and not isinstance(s, bool)) or (isinstance(s, str) and s.strip(" []").isdigit())]
    answer = data["answer"]
    cited += [int(n) for n in _CITATION.findall(answer)]
    return _CITATION.sub("", answer).strip(), list(dict.fromkeys(cited))


class Fallback:
    """The fallback over one knowledge state: evidence, tools, the model client and the verifier."""

    def __init__(self, knowledge: Knowledge, settings: FallbackSettings, *,
                 graph: Graph | Callable[[], Graph] | None = None, client: ModelClient | None = None) -> None:
        self.knowledge = knowledge
        self.settings = settings
        self.tools = Tools(knowledge, graph)
        self.verifier = Verifier(knowledge)
        self.client = client if client is not None else ModelClient(settings) if settings.enabled else None

    def close(self) -> None:
        if self.client is not None:
            self.client.close()

    def answer(self, plan: dict[str, Any]) -> dict[str, Any] | None:
        """The fallback's verdict on a plan (see the module docstring); None when the fallback is off.

        Nothing is sent unless the fallback is on and model_allowed() lets the plan through.
        """
        if not self.settings.enabled or self.client is None:
            return None
        ambiguous = bool(plan.get("ambiguous"))
        if not model_allowed(plan["confidence"], ambiguous, self.settings.enabled):
            why = "the question is ambiguous: the visitor chooses" if ambiguous else \
                f"the engine's own answer is rated {plan['confidence']}"
            return result("not_allowed", reasons=[why])
        prompt = build_prompt(plan, evidence_pack(plan, self.knowledge), self.knowledge)
        evidence = prompt.evidence
        turns = [Turn("user", prompt.user)]
        tools_offered = True
        reply: Reply | None = None
        for round_number in range(1, ROUNDS + 1):
            allow_tools = tools_offered and round_number < ROUNDS
            try:
                reply = self.client.ask(prompt.system, turns, allow_tools=allow_tools)
            except ModelUnavailable as exc:
                return result("unavailable", reasons=exc.failures)
            if not reply.calls or not allow_tools:
                break
            exchange = self.tool_round(reply, evidence, prompt.system, turns)
            if exchange is None:
                tools_offered = False  # no room for more evidence: ask again, for an answer from E as it is
                continue
            turns += exchange
        assert reply is not None
        return self.judge(plan, reply, evidence)

    def tool_round(self, reply: Reply, evidence: Evidence, system: str, turns: list[Turn]) -> list[Turn] | None:
        """The assistant's tool calls and their results as two turns, each result cut to the room left.

        Only the first TOOL_CALLS_PER_ROUND calls of a reply are kept, run and answered; the rest are dropped
        from the conversation as if never made. Returns None when even a short result would take the next
        request past PROMPT_TOKENS.
        """
        calls = reply.calls[:TOOL_CALLS_PER_ROUND]
        echoed = []
        for call in calls:
            size = len(json.dumps(call.arguments)) if call.arguments is not None else 0
            # A query too long to run is not echoed back whole either: the budget holds for every request.
            echoed.append(call if size <= TOOL_ARGUMENT_CHARS else ToolCall(call.id, call.name, {"query": "…"}))
        assistant = Turn("assistant", reply.text[:MODEL_TEXT_CHARS], tuple(echoed))
        empty = Turn("tool", results=tuple((c.id, "") for c in echoed))
        room = int((PROMPT_TOKENS - request_tokens(system, [*turns, assistant, empty])) * CHARS_PER_TOKEN * ESCAPING)
        room = min(room, TOOL_RESULT_CHARS)
        if room < MIN_PASSAGE_CHARS:
            return None
        share = room // len(calls)
        results = []
        for call, sent in zip(calls, echoed, strict=True):
            if sent is not call:
                results.append((call.id, f"error: the query is longer than {TOOL_ARGUMENT_CHARS} characters"))
                continue
            outcome = self.tools.call(call.name, call.arguments)
            if outcome.error:
                results.append((call.id, f"error: {outcome.error}"[:share]))
                continue
            shown = fit(outcome.items, share)
            if not shown:
                results.append((call.id, "error: no room is left for more evidence; answer from what you have"))
                continue
            lines = []
            for item in shown:
                held = len(evidence.items)
                number = evidence.add(item)
                lines.append(item.render(number) if number > held else f"[{number}] (already in the evidence)")
            results.append((call.id, "\n\n".join(lines)))
        return [assistant, Turn("tool", results=tuple(results))]

    def judge(self, plan: dict[str, Any], reply: Reply, evidence: Evidence) -> dict[str, Any]:
        """Links stripped, then VERIFY: the answer kept with the sources it used, or NOT_FOUND with reasons."""
        provider = reply.provider
        if reply.calls and not reply.text.strip():
            return result("rejected", NOT_FOUND, reasons=["the model gave no answer within three rounds"],
                          provider=provider)
        parsed = parse_reply(reply.text)
        if parsed is None:
            return result("rejected", NOT_FOUND, reasons=["the model's reply is not the JSON asked for"],
                          provider=provider)
        written, cited = parsed
        text, removed = strip_links(written, evidence.urls())
        if says_nothing(text):
            return result("rejected", NOT_FOUND, reasons=["the model found no answer in the evidence"],
                          provider=provider)
        if len(text) > MAX_ANSWER_CHARS:
            return result("rejected", NOT_FOUND, reasons=[f"the answer is longer than {MAX_ANSWER_CHARS} characters"],
                          provider=provider)
        problems = self.verifier.problems(text, plan["question"], evidence.text(), as_written=written)
        used = [item for item in (evidence.get(n) for n in cited) if item is not None]
        if not problems and not used:
            problems = ["cites no source from the evidence"]
        if problems:
            return result("rejected", NOT_FOUND, reasons=problems, provider=provider)
        notes = [f"removed {removed} link(s) the server did not supply"] if removed else []
        return result("kept", text, sources=[item.source() for item in used], reasons=notes, provider=provider)


def make_fallback(knowledge: Knowledge, env: Mapping[str, str], *,
                  graph: Graph | Callable[[], Graph] | None = None) -> Fallback | None:
    """The fallback if the environment switches it on (LLM_ENABLED=true and a key), else None."""
    settings = load_fallback_settings(env)
    return Fallback(knowledge, settings, graph=graph) if settings.enabled else None


def fallback_answer(plan: dict[str, Any], knowledge: Knowledge, settings: FallbackSettings, *,
                    graph: Graph | Callable[[], Graph] | None = None,
                    client: ModelClient | None = None) -> dict[str, Any] | None:
    """One plan through a fallback made for it (see Fallback.answer); None when the fallback is off."""
    fallback = Fallback(knowledge, settings, graph=graph, client=client)
    try:
        return fallback.answer(plan)
    finally:
        if client is None:
            fallback.close()
