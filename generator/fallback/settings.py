"""The fallback's switch and its providers, read from the environment (model-fallback spec, paper section 8).

Off unless asked twice: LLM_ENABLED must be "true" *and* a provider key must be set. A key alone enables
nothing, so a key left in an environment file cannot send a question anywhere. One table, SETTINGS, names
every variable with its default and meaning; the loader, the CLI help and a test all read it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from generator.errors import ConfigError


@dataclass(frozen=True)
class Setting:
    """One environment variable the fallback reads."""

    name: str
    default: str
    help: str


SETTINGS: tuple[Setting, ...] = (
    Setting("LLM_ENABLED", "false", "The switch: only the exact value 'true' (any case) turns the fallback on, "
                                    "and only together with a provider key."),
    Setting("ANTHROPIC_API_KEY", "", "Anthropic's key (Messages API). On its own it enables nothing."),
    Setting("GROQ_API_KEY", "", "Groq's key (OpenAI-compatible chat completions). On its own it enables nothing."),
    Setting("ANTHROPIC_BASE_URL", "https://api.anthropic.com", "Where Anthropic's API is (tests point it at "
                                                              "a simulated model on 127.0.0.1)."),
    Setting("GROQ_BASE_URL", "https://api.groq.com", "Where Groq's API is."),
    Setting("ANTHROPIC_MODEL", "claude-haiku-4-5", "The Anthropic model asked."),
    Setting("GROQ_MODEL", "llama-3.3-70b-versatile", "The Groq model asked."),
    Setting("LLM_PROVIDERS", "anthropic,groq", "The providers that may be asked, in the order tried; one without "
                                               "a key is skipped, and a failing one fails over to the next."),
    Setting("LLM_CONNECT_TIMEOUT", "3", "Seconds to wait for a provider's connection."),
    Setting("LLM_READ_TIMEOUT", "20", "Seconds to wait for a provider's reply."),
    Setting("LLM_RETRIES", "2", "Retries on one provider after a 429 or a 5xx, before failing over."),
    Setting("LLM_MAX_RETRY_WAIT", "8", "The longest wait (seconds) honoured from Retry-After; a provider asking "
                                       "for longer is failed over at once."),
)

PROVIDER_NAMES = ("anthropic", "groq")
_KEY = {"anthropic": "ANTHROPIC_API_KEY", "groq": "GROQ_API_KEY"}
_BASE = {"anthropic": "ANTHROPIC_BASE_URL", "groq": "GROQ_BASE_URL"}
_MODEL = {"anthropic": "ANTHROPIC_MODEL", "groq": "GROQ_MODEL"}


@dataclass(frozen=True)
class Provider:
    """One hosted model: which wire format it speaks, where it is, and its key (never printed)."""

    name: str  # "anthropic" or "groq": the wire format
    base_url: str
    model: str
    key: str = field(repr=False)


@dataclass(frozen=True)
class FallbackSettings:
    """Whether the fallback may run, and how it talks to its providers."""

    enabled: bool
    providers: tuple[Provider, ...]
    connect_timeout: float = 3.0
    read_timeout: float = 20.0
    retries: int = 2
    max_retry_wait: float = 8.0


def _value(env: Mapping[str, str], name: str) -> str:
    default = next(s.default for s in SETTINGS if s.name == name)
    return env.get(name, "").strip() or default


def _number(env: Mapping[str, str], name: str, low: float, high: float) -> float:
    text = _value(env, name)
    try:
        number = float(text)
    except ValueError:
        raise ConfigError(f"environment variable {name}: expected a number of seconds, got {text!r}") from None
    if not low <= number <= high:
        raise ConfigError(f"environment variable {name}: expected a number from {low:g} to {high:g}, got {text!r}")
    return number


def load_fallback_settings(env: Mapping[str, str]) -> FallbackSettings:
    """The fallback's settings from an environment mapping (pass os.environ).

    Returns enabled=False unless LLM_ENABLED is "true" and at least one listed provider has a key; the
    providers are those listed in LLM_PROVIDERS that have a key, in that order. Raises ConfigError naming
    the variable when a value is wrong.
    """
    order = [name.strip().lower() for name in _value(env, "LLM_PROVIDERS").split(",") if name.strip()]
    unknown = [name for name in order if name not in PROVIDER_NAMES]
    if unknown:
        raise ConfigError(f"environment variable LLM_PROVIDERS: unknown provider(s) {', '.join(unknown)}; "
                          f"expected a comma-separated list of {', '.join(PROVIDER_NAMES)}")
    providers = tuple(Provider(name, _value(env, _BASE[name]).rstrip("/"), _value(env, _MODEL[name]),
                               env.get(_KEY[name], "").strip())
                      for name in dict.fromkeys(order) if env.get(_KEY[name], "").strip())
    switched_on = env.get("LLM_ENABLED", "").strip().lower() == "true"
    return FallbackSettings(
        enabled=switched_on and bool(providers),
        providers=providers if switched_on else (),  # off: no provider is even described
        connect_timeout=_number(env, "LLM_CONNECT_TIMEOUT", 0.05, 60),
        read_timeout=_number(env, "LLM_READ_TIMEOUT", 0.05, 300),
        retries=int(_number(env, "LLM_RETRIES", 0, 5)),
        max_retry_wait=_number(env, "LLM_MAX_RETRY_WAIT", 0, 60),
    )
