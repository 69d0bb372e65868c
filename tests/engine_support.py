"""The sample portfolio's engine, built once per test session (the pipeline takes a few seconds)."""

from __future__ import annotations

import datetime as dt
from functools import cache
from pathlib import Path

from generator.engine import Engine
from generator.pipeline import BuildResult, run
from generator.settings import load_settings

REPO = Path(__file__).resolve().parent.parent
TODAY = dt.date(2026, 11, 30)


@cache
def sample_build() -> BuildResult:
    return run(load_settings(REPO / "mkdocs.yml"))


@cache
def engine() -> Engine:
    return Engine(sample_build().state)
