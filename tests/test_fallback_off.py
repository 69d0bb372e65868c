"""Off unless asked twice, and while off nothing leaves the process.

The proof is by pytest-socket: the tests marked disable_socket cannot create a socket or resolve a name, so
any attempt to reach a provider (or anything else) raises. One test shows the guard bites: switched on,
the same call does try to connect and is stopped. The others run `portfolio ask` and the /api/ask handler
with provider keys set but the switch not thrown, and a simulated provider counts the requests it gets.
"""

from __future__ import annotations

import json
import socket
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytest_socket import SocketBlockedError

from generator import cli
from generator.engine.confidence import model_allowed
from generator.fallback.answer import Fallback, make_fallback
from generator.fallback.api import AskAPI
from generator.fallback.settings import load_fallback_settings
from generator.pipeline import STATE_ARTIFACT
from generator.site.serve import serve
from tests.engine_support import TODAY, engine, sample_build
from tests.fallback_provider import ANTHROPIC_KEY, GROQ_KEY, SimulatedProvider, grounded

WEAK = "what did he find out about bus delays"
KEYS = {"ANTHROPIC_API_KEY": ANTHROPIC_KEY, "GROQ_API_KEY": GROQ_KEY,
        "ANTHROPIC_BASE_URL": "http://127.0.0.1:9/anthropic", "GROQ_BASE_URL": "http://127.0.0.1:9/groq"}
NOT_ON = [{}, {"LLM_ENABLED": "false"}, {"LLM_ENABLED": "1"}, {"LLM_ENABLED": "yes"}, {"LLM_ENABLED": "on"},
          {"LLM_ENABLED": ""}]


@pytest.fixture
def sim() -> Iterator[SimulatedProvider]:
    provider = SimulatedProvider().start()
    yield provider
    provider.stop()


@pytest.fixture
def state_file(tmp_path: Path) -> Path:
    path = tmp_path / "knowledge-state.json"
    path.write_bytes(sample_build().artifacts[STATE_ARTIFACT])
    return path


def _clear(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LLM_ENABLED", "ANTHROPIC_API_KEY", "GROQ_API_KEY", "ANTHROPIC_BASE_URL", "GROQ_BASE_URL",
                 "LLM_PROVIDERS"):
        monkeypatch.delenv(name, raising=False)


@pytest.mark.parametrize("switch", NOT_ON, ids=["unset", "false", "1", "yes", "on", "empty"])
def test_a_key_alone_enables_nothing(switch: dict[str, str]) -> None:
    settings = load_fallback_settings({**KEYS, **switch})
    assert not settings.enabled and settings.providers == ()


def test_the_switch_alone_enables_nothing() -> None:
    assert not load_fallback_settings({"LLM_ENABLED": "true"}).enabled
    assert load_fallback_settings({"LLM_ENABLED": "true", "GROQ_API_KEY": "k"}).enabled
    assert load_fallback_settings({"LLM_ENABLED": " TRUE ", "ANTHROPIC_API_KEY": "k"}).enabled


def test_only_weak_or_none_and_unambiguous_plans_may_reach_a_model() -> None:
    assert [model_allowed(level, False, True) for level in ("exact", "strong", "weak", "none")] == \
        [False, False, True, True]
    assert not model_allowed("weak", True, True) and not model_allowed("none", False, False)


@pytest.mark.disable_socket
@pytest.mark.filterwarnings("ignore:A test tried to use socket")
def test_the_socket_guard_is_live() -> None:
    with pytest.raises(SocketBlockedError):
        socket.socket(socket.AF_INET, socket.SOCK_STREAM)


@pytest.mark.disable_socket
@pytest.mark.filterwarnings("ignore:A test tried to use socket")
def test_switched_on_the_fallback_does_try_to_connect_and_the_guard_stops_it() -> None:
    """The control for the tests below: were the fallback to send anything, this is what they would see."""
    settings = load_fallback_settings({**KEYS, "LLM_ENABLED": "true"})
    fallback = Fallback(engine().knowledge, settings)
    with pytest.raises(SocketBlockedError):
        fallback.answer(engine().plan(WEAK, TODAY))
    fallback.close()


@pytest.mark.disable_socket
@pytest.mark.parametrize("switch", NOT_ON, ids=["unset", "false", "1", "yes", "on", "empty"])
def test_off_the_fallback_sends_nothing(switch: dict[str, str]) -> None:
    env = {**KEYS, **switch}
    assert make_fallback(engine().knowledge, env) is None
    fallback = Fallback(engine().knowledge, load_fallback_settings(env))
    assert fallback.client is None  # no HTTP client is even made
    assert fallback.answer(engine().plan(WEAK, TODAY)) is None


@pytest.mark.disable_socket
def test_off_portfolio_ask_sends_nothing(monkeypatch: pytest.MonkeyPatch, state_file: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    _clear(monkeypatch)
    for name, value in KEYS.items():
        monkeypatch.setenv(name, value)
    assert cli.main(["ask", "--state", str(state_file), "--today", TODAY.isoformat(), WEAK]) == 0
    out = capsys.readouterr().out
    assert "confidence weak" in out and "model fallback" not in out
    assert cli.main(["ask", "--json", "--state", str(state_file), "--today", TODAY.isoformat(), WEAK]) == 0
    assert "fallback" not in json.loads(capsys.readouterr().out)


@pytest.mark.disable_socket
def test_off_the_api_answers_with_the_plan_and_no_fallback() -> None:
    api = AskAPI.for_engine(engine(), make_fallback(engine().knowledge, KEYS))
    response = api.handle(json.dumps({"question": WEAK, "today": TODAY.isoformat()}).encode(), "203.0.113.7")
    body = json.loads(response.body)
    assert response.status == 200 and body["fallback"] is None
    assert body["plan"]["confidence"] == "weak"


def test_off_the_simulated_provider_receives_nothing(sim: SimulatedProvider, monkeypatch: pytest.MonkeyPatch,
                                                     state_file: Path, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """Keys set and pointed at a live provider, the switch off: `portfolio ask` and POST /api/ask send nothing."""
    env = {**sim.env(), "LLM_ENABLED": "false"}
    _clear(monkeypatch)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert cli.main(["ask", "--state", str(state_file), "--today", TODAY.isoformat(), WEAK]) == 0
    capsys.readouterr()
    api = AskAPI.for_engine(engine(), make_fallback(engine().knowledge, env))
    server, url = serve(tmp_path, api=api)
    try:
        request = urllib.request.Request(url + "api/ask", data=json.dumps({"question": WEAK}).encode(),
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as response:
            assert json.loads(response.read())["fallback"] is None
    finally:
        server.shutdown()
        server.server_close()
    assert sim.requests == []
    # The control: switched on, the very same setup does reach the provider, and `portfolio ask` says so.
    sim.script("anthropic", grounded())
    monkeypatch.setenv("LLM_ENABLED", "true")
    assert cli.main(["ask", "--state", str(state_file), "--today", TODAY.isoformat(), WEAK]) == 0
    assert [r.provider for r in sim.requests] == ["anthropic"] and sim.problems == []
    assert "  model fallback (kept, via anthropic): " in capsys.readouterr().out
