"""Shared fixtures: a copy of the tiny fixture site in a temporary folder, ready to build or break."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from generator.settings import Settings, load_settings
from generator.site.serve import serve
from tests.engine_support import PORTFOLIOS

REPO = Path(__file__).resolve().parent.parent
FIXTURE = Path(__file__).resolve().parent / "fixture"


def copy_fixture(dest: Path) -> Path:
    """Copy the fixture site to `dest`, pointing its ontology and theme at the repository's own."""
    shutil.copytree(FIXTURE, dest, ignore=shutil.ignore_patterns("site_build", "generated", "manifest.json"))
    config = dest / "mkdocs.yml"
    text = config.read_text(encoding="utf-8")
    for folder in ("ontology", "theme", "node_modules"):
        text = text.replace(f"../../{folder}", str(REPO / folder))
    config.write_text(text, encoding="utf-8")
    return dest


@pytest.fixture
def site(tmp_path: Path) -> Path:
    """A fresh copy of the fixture site; tests may edit it freely."""
    return copy_fixture(tmp_path / "site")


@pytest.fixture
def settings_of() -> Callable[[Path], Settings]:
    return lambda root: load_settings(root / "mkdocs.yml")


def append(path: Path, text: str) -> None:
    with path.open("a", encoding="utf-8") as fh:
        fh.write(text)


@pytest.fixture(scope="session")
def built_sites(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Path]:
    """Each portfolio of the repository built once per test session into a temporary folder, on demand."""
    import subprocess
    import sys

    built: dict[str, Path] = {}

    def get(name: str) -> Path:
        if name not in built:
            out = tmp_path_factory.mktemp(name) / "site"
            config = PORTFOLIOS[name]
            done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(config), "-d",
                                   str(out)], cwd=config.parent, capture_output=True, text=True, check=False,
                                  env={"NO_MKDOCS_2_WARNING": "1", "PATH": "/usr/bin:/bin"})
            assert done.returncode == 0, done.stderr[-3000:]
            built[name] = out
        return built[name]

    return get


@pytest.fixture(scope="session")
def sample_site(built_sites: Callable[[str], Path]) -> Path:
    """The full sample site, built once per test session into a temporary folder."""
    return built_sites("sample")


@pytest.fixture(scope="module", params=list(PORTFOLIOS))
def portfolio(request: pytest.FixtureRequest) -> str:
    """Each portfolio of the repository in turn: tests of the generator run on both."""
    return str(request.param)


@pytest.fixture(scope="module")
def any_site(portfolio: str, built_sites: Callable[[str], Path]) -> Path:
    return built_sites(portfolio)


# The built sample served on localhost, and headless Chromium: shared by the browser test modules.
CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", "--no-first-run", "--disable-quic"]


@pytest.fixture(scope="module")
def base_url(any_site: Path) -> Iterator[str]:
    """The portfolio under test (the `portfolio` fixture), built and served on localhost."""
    server, url = serve(any_site)
    yield url
    server.shutdown()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.fail("Debian's chromium is not installed: apt-get install chromium (.ci/run does)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS)
        yield b
        b.close()
