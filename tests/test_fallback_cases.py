"""The fallback against a simulated model (tests/fallback_provider.py), one scripted case at a time.

Each case scripts what Anthropic and Groq answer and asserts the outcome: the answer kept, the answer
rejected (with the reason VERIFY gives), a failover to the other provider, or no provider at all.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache

import pytest
from rdflib import Graph

from generator.fallback.answer import NOT_FOUND, Fallback
from generator.fallback.client import ModelClient
from generator.fallback.evidence import CHARS_PER_TOKEN, PROMPT_TOKENS
from generator.fallback.settings import load_fallback_settings
from tests.engine_support import TODAY, engine, sample_build
from tests.fallback_provider import (
    Call,
    Garbage,
    Request,
    Say,
    SimulatedProvider,
    Stall,
    Status,
    Step,
    evidence_block,
    first_sentence,
    grounded,
)

QUESTION = "what did he find out about bus delays"  # rated weak by the engine: a word match, not a named entity


@cache
def graph() -> Graph:
    return sample_build().reasoned.as_graph()


@pytest.fixture
def sim() -> Iterator[SimulatedProvider]:
    provider = SimulatedProvider().start()
    yield provider
    provider.stop()


@dataclass
class Run:
    """One question through the fallback against the simulated model."""

    result: dict[str, object]
    sleeps: list[float] = field(default_factory=list)
    seconds: float = 0.0


def ask(sim: SimulatedProvider, anthropic: list[Step], groq: list[Step], question: str = QUESTION,
        **env: str) -> Run:
    sim.script("anthropic", *anthropic)
    sim.script("groq", *groq)
    settings = load_fallback_settings(sim.env(**env))
    sleeps: list[float] = []
    client = ModelClient(settings, sleep=sleeps.append)
    fallback = Fallback(engine().knowledge, settings, graph=graph, client=client)
    plan = engine().plan(question, TODAY)
    started = time.perf_counter()
    result = fallback.answer(plan)
    seconds = time.perf_counter() - started
    client.close()
    assert result is not None
    assert sim.problems == [], sim.problems  # every request was well formed in its provider's wire format
    for request in sim.requests:  # the budget holds for every request, tool rounds included
        assert len(request.raw.decode("utf-8")) / CHARS_PER_TOKEN <= PROMPT_TOKENS
    return Run(result, sleeps, seconds)


def test_the_question_is_weak_so_the_model_may_see_it() -> None:
    plan = engine().plan(QUESTION, TODAY)
    assert plan["confidence"] == "weak" and not plan["ambiguous"]


# ------------------------------------------------------------------ answers kept

def test_good_grounded_answer_is_kept_with_its_source(sim: SimulatedProvider) -> None:
    run = ask(sim, [grounded()], [])
    request = sim.requests[0]
    assert run.result["outcome"] == "kept"
    assert run.result["provider"] == "anthropic"
    assert run.result["text"] == first_sentence(request, 1)
    label = re.search(r"^\[1\] (.*?) <", request.user_text(), re.MULTILINE)
    assert label and run.result["sources"] == [{"label": label.group(1), "url": "projects/short-bus-delays/"}]
    assert run.result["reasons"] == []
    assert len(sim.requests) == 1 and sim.by("groq") == []


def test_good_answer_through_groq_alone(sim: SimulatedProvider) -> None:
    run = ask(sim, [], [grounded()], providers="groq")
    assert (run.result["outcome"], run.result["provider"]) == ("kept", "groq")
    assert [r.provider for r in sim.requests] == ["groq"]


def test_foreign_link_is_removed_and_the_answer_kept(sim: SimulatedProvider) -> None:
    run = ask(sim, [grounded(extra="See https://evil.example/paper and [the slides](https://evil.example/s).")], [])
    assert run.result["outcome"] == "kept"
    assert "evil" not in str(run.result["text"]) and "the slides" in str(run.result["text"])
    assert run.result["reasons"] == ["removed 2 link(s) the server did not supply"]


def test_link_the_server_supplied_is_kept(sim: SimulatedProvider) -> None:
    def answer(r: Request) -> str:
        url = re.search(r"^\[1\] .*? <(.*?)>", r.user_text(), re.MULTILINE)
        assert url
        return json.dumps({"answer": f"{first_sentence(r, 1)} [Read more]({url.group(1)})", "sources": [1]})

    run = ask(sim, [Say(answer)], [])
    assert run.result["outcome"] == "kept"
    assert "](projects/short-bus-delays/)" in str(run.result["text"])


# ------------------------------------------------------------------ answers rejected by VERIFY

@pytest.mark.parametrize("extra,reason,absent", [
    ("He later reused the model in Saltmarsh.", "names Saltmarsh", "saltmarsh"),
    ("It cut the error by 37 percent.", "has the number 37", "37 "),
    ("The code runs on Kubernetes.", "has the proper noun 'Kubernetes'", "kubernetes"),
    ("It was rewritten with TensorFlow.", "has the technical token 'TensorFlow'", "tensorflow"),
    ("You can call him on +31 6 1234 5678.", "contains a phone number", "+31"),
    ("He was born on 3 May 1990.", "contains a birth date", "1990"),
], ids=["invented-entity", "invented-number", "invented-proper-noun", "invented-technical-token",
        "phone-number", "birth-date"])
def test_invention_is_rejected(sim: SimulatedProvider, extra: str, reason: str, absent: str) -> None:
    run = ask(sim, [grounded(extra=extra)], [])
    assert absent not in sim.requests[0].raw.decode("utf-8").lower()  # the evidence really lacks it
    assert run.result["outcome"] == "rejected"
    assert run.result["text"] == NOT_FOUND and run.result["sources"] == []
    assert any(reason in r for r in run.result["reasons"]), run.result["reasons"]  # type: ignore[attr-defined]


def test_answer_without_a_source_is_rejected(sim: SimulatedProvider) -> None:
    run = ask(sim, [grounded(sources=[])], [])
    assert (run.result["outcome"], run.result["reasons"]) == ("rejected", ["cites no source from the evidence"])


def test_answer_citing_evidence_that_does_not_exist_is_rejected(sim: SimulatedProvider) -> None:
    run = ask(sim, [grounded(sources=[99])], [])
    assert (run.result["outcome"], run.result["reasons"]) == ("rejected", ["cites no source from the evidence"])


def test_answer_that_is_not_the_json_asked_for_is_rejected(sim: SimulatedProvider) -> None:
    run = ask(sim, [Say("The paper was presented at a symposium.")], [])
    assert run.result["outcome"] == "rejected"
    assert run.result["reasons"] == ["the model's reply is not the JSON asked for"]
    assert run.result["provider"] == "anthropic"  # a malformed answer is the model's, not a transport failure


def test_model_that_found_nothing_gives_not_found(sim: SimulatedProvider) -> None:
    run = ask(sim, [Say('{"answer": "The evidence does not mention it.", "sources": [1]}')], [])
    assert (run.result["outcome"], run.result["text"]) == ("rejected", NOT_FOUND)
    assert run.result["reasons"] == ["the model found no answer in the evidence"]


# ------------------------------------------------------------------ failover and retries

def test_malformed_json_reply_fails_over(sim: SimulatedProvider) -> None:
    run = ask(sim, [Garbage()], [grounded()])
    assert (run.result["outcome"], run.result["provider"]) == ("kept", "groq")
    assert [r.provider for r in sim.requests] == ["anthropic", "groq"]


def test_timeout_fails_over_quickly(sim: SimulatedProvider) -> None:
    run = ask(sim, [Stall(1.5)], [grounded()])
    assert (run.result["outcome"], run.result["provider"]) == ("kept", "groq")
    assert run.seconds < 1.2  # the read timeout (0.3 s) ended the wait, not the stall
    assert run.sleeps == []  # a timeout is not retried on the same provider


def test_429_is_retried_after_the_wait_it_asks_for(sim: SimulatedProvider) -> None:
    run = ask(sim, [Status(429, "1"), grounded()], [])
    assert (run.result["outcome"], run.result["provider"]) == ("kept", "anthropic")
    assert run.sleeps == [1.0]
    assert [r.provider for r in sim.requests] == ["anthropic", "anthropic"]


def test_429_asking_for_too_long_a_wait_fails_over_at_once(sim: SimulatedProvider) -> None:
    run = ask(sim, [Status(429, "120")], [grounded()])
    assert (run.result["outcome"], run.result["provider"]) == ("kept", "groq")
    assert run.sleeps == []


def test_500_is_retried_with_backoff_then_fails_over(sim: SimulatedProvider) -> None:
    run = ask(sim, [Status(500), Status(500), Status(500)], [grounded()])
    assert (run.result["outcome"], run.result["provider"]) == ("kept", "groq")
    assert run.sleeps == [0.5, 1.0]
    assert [r.provider for r in sim.requests] == ["anthropic"] * 3 + ["groq"]


def test_client_error_fails_over_without_retrying(sim: SimulatedProvider) -> None:
    run = ask(sim, [Status(401)], [grounded()])
    assert (run.result["outcome"], run.result["provider"], run.sleeps) == ("kept", "groq", [])


def test_every_provider_down_is_unavailable(sim: SimulatedProvider) -> None:
    run = ask(sim, [Status(500)] * 3, [Status(503), Status(429, "1"), Garbage()])
    assert run.result["outcome"] == "unavailable"
    assert run.result["text"] == "" and run.result["provider"] is None
    assert run.result["reasons"] == ["anthropic: HTTP 500"] * 3 + [
        "groq: HTTP 503", "groq: HTTP 429 (rate limited)", "groq: the reply is not valid JSON"]
    assert not any("key" in r for r in run.result["reasons"])  # type: ignore[attr-defined]


# ------------------------------------------------------------------ tools

PAPERS = "SELECT ?paper ?label WHERE { ?paper a cj:Paper ; rdfs:label ?label } ORDER BY ?label"


def _last_number(r: Request) -> int:
    return max(int(n) for n in re.findall(r"^\[(\d+)\] ", r.user_text(), re.MULTILINE))


def test_sparql_tool_call_over_the_messages_api(sim: SimulatedProvider) -> None:
    def answer(r: Request) -> str:
        n = _last_number(r)
        label = re.search(r"\?label=([^;\n]+)", evidence_block(r, n))
        assert label
        return json.dumps({"answer": f"The graph lists the paper {label.group(1)}.", "sources": [n]})

    run = ask(sim, [Call("sparql", {"query": PAPERS}), Say(answer)], [])
    assert run.result["outcome"] == "kept", run.result["reasons"]
    assert run.result["sources"] == [{"label": "Knowledge graph query", "url": None, "sparql": PAPERS}]
    first, second = sim.requests
    assert first.tool_choice() == "auto"
    results = [b for m in second.body["messages"] if isinstance(m["content"], list)
               for b in m["content"] if b["type"] == "tool_result"]
    assert len(results) == 1 and "row(s)" in results[0]["content"]


def test_search_wiki_tool_call_over_chat_completions(sim: SimulatedProvider) -> None:
    run = ask(sim, [], [Call("search_wiki", {"query": "Kalman filter"}),
                        Say(lambda r: json.dumps({"answer": first_sentence(r, _last_number(r)),
                                                  "sources": [_last_number(r)]}))], providers="groq")
    assert (run.result["outcome"], run.result["provider"]) == ("kept", "groq"), run.result["reasons"]
    tool_messages = [m for m in sim.requests[1].body["messages"] if m["role"] == "tool"]
    assert len(tool_messages) == 1 and tool_messages[0]["tool_call_id"] == "call_sim1"


@pytest.mark.parametrize("query,refusal", [
    ("CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }", "only SELECT and ASK"),
    ("INSERT DATA { <urn:a> <urn:b> <urn:c> }", "does not parse"),
    ("SELECT * WHERE { SERVICE <http://127.0.0.1:9/> { ?s ?p ?o } }", "SERVICE is not allowed"),
])
def test_refused_query_reaches_the_model_as_an_error(sim: SimulatedProvider, query: str, refusal: str) -> None:
    run = ask(sim, [Call("sparql", {"query": query}), grounded()], [])
    assert run.result["outcome"] == "kept"
    assert refusal in sim.requests[1].user_text()


def test_malformed_tool_arguments_are_answered_with_an_error(sim: SimulatedProvider) -> None:
    run = ask(sim, [], [Call("sparql", "{not json"), grounded()], providers="groq")
    assert run.result["outcome"] == "kept"
    assert "the arguments are not valid JSON" in sim.requests[1].user_text()


def test_at_most_three_rounds_and_the_last_offers_no_tools(sim: SimulatedProvider) -> None:
    run = ask(sim, [Call("search_wiki", {"query": "bus delays"}), Call("sparql", {"query": PAPERS}), grounded()], [])
    assert run.result["outcome"] == "kept"
    assert [r.tool_choice() for r in sim.requests] == ["auto", "auto", "none"]


def test_conversation_fails_over_mid_way_in_the_other_wire_format(sim: SimulatedProvider) -> None:
    run = ask(sim, [Call("search_wiki", {"query": "Kalman filter"}), Status(500), Status(500), Status(500)],
              [Say(lambda r: json.dumps({"answer": first_sentence(r, _last_number(r)),
                                         "sources": [_last_number(r)]}))])
    assert (run.result["outcome"], run.result["provider"]) == ("kept", "groq"), run.result["reasons"]
    groq = sim.by("groq")[0].body["messages"]
    assert [m["role"] for m in groq] == ["system", "user", "assistant", "tool"]


@pytest.mark.parametrize("provider", ["anthropic", "groq"])
def test_only_two_tool_calls_a_round_are_run_and_echoed(sim: SimulatedProvider, provider: str) -> None:
    long_query = "SELECT ?s ?p ?o WHERE { ?s ?p ?o } # " + "x" * 600
    steps = [Call("sparql", {"query": long_query}, copies=6), grounded()]
    run = ask(sim, steps if provider == "anthropic" else [], [] if provider == "anthropic" else steps,
              providers=provider)
    assert run.result["outcome"] == "kept"
    second = sim.requests[1].body["messages"]
    if provider == "anthropic":
        calls = [b for b in second[1]["content"] if b["type"] == "tool_use"]
        answers = [b for b in second[2]["content"] if b["type"] == "tool_result"]
    else:
        calls = second[2]["tool_calls"]
        answers = [m for m in second if m["role"] == "tool"]
    assert len(calls) == len(answers) == 2
    assert all("the query is longer than 500 characters" in str(a["content"]) for a in answers)
    assert long_query not in sim.requests[1].raw.decode("utf-8")  # not echoed back: the budget holds


def test_requests_stay_within_the_budget_when_tools_return_the_most(sim: SimulatedProvider) -> None:
    everything = "SELECT ?s ?p ?o WHERE { ?s ?p ?o }"
    ask(sim, [Call("search_wiki", {"query": "data graph project work transit museum"}),
              Call("sparql", {"query": everything}), grounded()], [])
    sizes = [len(r.raw.decode("utf-8")) / CHARS_PER_TOKEN for r in sim.requests]
    assert len(sizes) == 3 and sizes[0] < sizes[1] < sizes[2] <= PROMPT_TOKENS
    assert "row(s)" in sim.requests[2].user_text()  # the graph's rows were cut to fit, not dropped


# ------------------------------------------------------------------ plans the model may not see

@pytest.mark.parametrize("question,ambiguous,reason", [
    ("Which projects did he write in Go?", False, "the engine's own answer is rated exact"),
    (QUESTION, True, "the question is ambiguous: the visitor chooses"),
], ids=["exact", "ambiguous"])
def test_confident_or_ambiguous_plans_never_reach_the_model(sim: SimulatedProvider, question: str, ambiguous: bool,
                                                           reason: str) -> None:
    settings = load_fallback_settings(sim.env())
    client = ModelClient(settings)
    plan = engine().plan(question, TODAY)
    if ambiguous:  # an ambiguity is always rated exact; this checks the second guard on its own
        plan = {**plan, "ambiguous": [{"text": "x", "options": []}]}
    result = Fallback(engine().knowledge, settings, client=client).answer(plan)
    client.close()
    assert result == {"outcome": "not_allowed", "text": "", "sources": [], "reasons": [reason], "provider": None}
    assert sim.requests == []
