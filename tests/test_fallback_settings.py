"""The fallback's settings: one table of environment variables, read strictly, keys never printed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import generator.fallback.settings as settings_module
from generator.errors import ConfigError
from generator.fallback.settings import SETTINGS, load_fallback_settings

BOTH = {"LLM_ENABLED": "true", "ANTHROPIC_API_KEY": "a-key", "GROQ_API_KEY": "g-key"}


def test_every_variable_read_is_in_the_settings_table() -> None:
    source = Path(settings_module.__file__).read_text(encoding="utf-8")
    read = set(re.findall(r'"((?:LLM|ANTHROPIC|GROQ)_[A-Z_]+)"', source))
    assert read == {s.name for s in SETTINGS}
    assert all(s.help for s in SETTINGS)


def test_defaults_switch_nothing_on() -> None:
    settings = load_fallback_settings({})
    assert not settings.enabled and settings.providers == ()
    assert (settings.connect_timeout, settings.read_timeout, settings.retries) == (3.0, 20.0, 2)


@pytest.mark.parametrize("env,order", [
    (BOTH, ["anthropic", "groq"]),
    ({**BOTH, "LLM_PROVIDERS": "groq, anthropic"}, ["groq", "anthropic"]),
    ({**BOTH, "LLM_PROVIDERS": "groq"}, ["groq"]),
    ({"LLM_ENABLED": "true", "GROQ_API_KEY": "g-key"}, ["groq"]),
    ({"LLM_ENABLED": "true", "ANTHROPIC_API_KEY": "a-key", "LLM_PROVIDERS": "groq"}, []),
    ({"LLM_ENABLED": "true", "ANTHROPIC_API_KEY": "  ", "GROQ_API_KEY": ""}, []),
])
def test_providers_are_those_listed_with_a_key_in_order(env: dict[str, str], order: list[str]) -> None:
    settings = load_fallback_settings(env)
    assert [p.name for p in settings.providers] == order
    assert settings.enabled == bool(order)


def test_base_urls_and_models_can_be_overridden() -> None:
    settings = load_fallback_settings({**BOTH, "ANTHROPIC_BASE_URL": "http://127.0.0.1:8080/a/",
                                       "GROQ_BASE_URL": "http://127.0.0.1:8081", "GROQ_MODEL": "small"})
    anthropic, groq = settings.providers
    assert (anthropic.base_url, groq.base_url, groq.model) == ("http://127.0.0.1:8080/a", "http://127.0.0.1:8081",
                                                                "small")
    assert anthropic.base_url != "https://api.anthropic.com"
    assert load_fallback_settings(BOTH).providers[0].base_url == "https://api.anthropic.com"


def test_keys_are_never_printed() -> None:
    settings = load_fallback_settings(BOTH)
    assert "a-key" not in repr(settings) and "g-key" not in repr(settings)


@pytest.mark.parametrize("name,value", [("LLM_PROVIDERS", "openai"), ("LLM_READ_TIMEOUT", "soon"),
                                        ("LLM_CONNECT_TIMEOUT", "0"), ("LLM_RETRIES", "50"),
                                        ("LLM_MAX_RETRY_WAIT", "-1")])
def test_a_wrong_value_names_its_variable(name: str, value: str) -> None:
    with pytest.raises(ConfigError, match=name):
        load_fallback_settings({**BOTH, name: value})
