"""The portfolios the tests run on, each built once per test session (the pipeline takes a few seconds).

`sample` is the bundled portfolio of Tobias Wren (he/him, a software engineer); `ari-lindqvist` is a second
portfolio written fresh (examples/, they/them, a landscape architect and restoration ecologist, with its own
ontology extension). Tests about the generator run on both; tests about one portfolio's content say so.
"""

from __future__ import annotations

import datetime as dt
from functools import cache
from pathlib import Path

from generator.engine import Engine
from generator.pipeline import BuildResult, run
from generator.settings import Settings, load_settings

REPO = Path(__file__).resolve().parent.parent
TODAY = dt.date(2026, 11, 30)

PORTFOLIOS: dict[str, Path] = {
    "sample": REPO / "mkdocs.yml",
    "ari-lindqvist": REPO / "examples" / "ari-lindqvist" / "mkdocs.yml",
}
"""Every portfolio in the repository, by name: its mkdocs.yml."""


def settings(name: str = "sample") -> Settings:
    return load_settings(PORTFOLIOS[name])


def questions_dir(name: str = "sample") -> Path:
    """The portfolio's own suites and anticipated questions."""
    return settings(name).content_dir / "questions"


@cache
def build(name: str = "sample") -> BuildResult:
    return run(settings(name))


def sample_build() -> BuildResult:
    return build("sample")


@cache
def engine(name: str = "sample") -> Engine:
    return Engine(build(name).state)
