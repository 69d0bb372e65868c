"""requirements.lock agrees with pyproject.toml: what scripts/setup installs is what pyproject.toml allows.

The lock is what CI and every developer install (with --require-hashes), while pyproject.toml is where a
dependency's range is edited; a range raised without re-running scripts/lock would leave installs on the old
version with nothing failing. These checks read the two files only, so they take milliseconds.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

REPO = Path(__file__).resolve().parent.parent
LOCK = REPO / "requirements.lock"
SHA256 = re.compile(r"--hash=sha256:[0-9a-f]{64}")
MIN_MATERIAL = Version("9.7.7")
"""mkdocs-material 9.7.7 fixed a DOM XSS in search suggestions, which mkdocs.yml turns on (search.suggest)."""


def declared() -> list[Requirement]:
    """pyproject.toml's runtime dependencies, then its `dev` extra: everything scripts/setup installs."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [Requirement(r) for r in (*project["dependencies"], *project["optional-dependencies"]["dev"])]


def locked() -> dict[str, tuple[Requirement, list[str]]]:
    """Each locked distribution by canonical name: (its requirement line, its hashes).

    Read line by line rather than through pip's parser (not a public API): a requirement, its options and
    their backslash continuations form one logical line; comment lines stand alone.
    """
    logical: list[str] = []
    pending = ""
    for line in LOCK.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("#") or not line.strip():
            continue
        pending += " " + line.rstrip().removesuffix("\\")
        if not line.rstrip().endswith("\\"):
            logical.append(pending.strip())
            pending = ""
    assert not pending, "requirements.lock ends inside a continued line"
    out: dict[str, tuple[Requirement, list[str]]] = {}
    for entry in logical:
        words = entry.split()
        hashes = [w for w in words if w.startswith("--hash=")]
        requirement = Requirement(" ".join(w for w in words if not w.startswith("--hash=")))
        name = canonicalize_name(requirement.name)
        assert name not in out, f"requirements.lock pins {name} twice"
        out[name] = (requirement, hashes)
    return out


def pinned_version(requirement: Requirement) -> Version:
    """The one version an `==` pin names; fails for anything looser, which --require-hashes refuses too."""
    specs = list(requirement.specifier)
    assert len(specs) == 1 and specs[0].operator == "==" and "*" not in specs[0].version, (
        f"requirements.lock: {requirement} is not pinned to one version")
    return Version(specs[0].version)


def test_every_locked_distribution_is_pinned_with_sha256_hashes() -> None:
    lock = locked()
    assert len(lock) > len(declared()), "requirements.lock lists only the direct dependencies: run scripts/lock"
    for name, (requirement, hashes) in lock.items():
        pinned_version(requirement)
        assert hashes, f"requirements.lock: {name} has no --hash (run scripts/lock)"
        assert all(SHA256.fullmatch(h) for h in hashes), f"requirements.lock: {name} has a hash that is not sha256"


@pytest.mark.parametrize("requirement", declared(), ids=str)
def test_each_dependency_is_locked_within_its_range(requirement: Requirement) -> None:
    lock = locked()
    name = canonicalize_name(requirement.name)
    assert name in lock, f"{requirement.name} is in pyproject.toml but not in requirements.lock: run scripts/lock"
    version = pinned_version(lock[name][0])
    assert requirement.specifier.contains(version, prereleases=True), (
        f"requirements.lock pins {name}=={version}, outside pyproject.toml's {requirement}: "
        f"run scripts/lock -P {name}")


def test_mkdocs_material_is_locked_at_a_version_with_the_search_fix() -> None:
    version = pinned_version(locked()["mkdocs-material"][0])
    assert version >= MIN_MATERIAL, f"mkdocs-material {version} predates {MIN_MATERIAL}'s fix to search suggestions"
    material = next(r for r in declared() if canonicalize_name(r.name) == "mkdocs-material")
    assert not material.specifier.contains("9.7.6"), "pyproject.toml must not allow mkdocs-material before 9.7.7"


def test_setup_installs_from_the_lock_with_hashes_required() -> None:
    setup = (REPO / "scripts/setup").read_text(encoding="utf-8")
    assert "--require-hashes -r requirements.lock" in setup
    assert "--no-deps -e ." in setup, "the project itself must not pull unlocked dependencies in"
