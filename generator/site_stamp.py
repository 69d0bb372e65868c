"""Whether `site_build/` is what the inputs would build now, so that a build with nothing changed does nothing.

`make` and `ninja` skip a target whose inputs have not changed since it was made; `portfolio build` does the
same for the whole site. After each successful build it records, in the cache folder, the digest of every
input a page can depend on and the size and modification time of every file it published. The next build
compares both: when no input changed and nobody touched the site, the site is already the one this build
would write (builds are deterministic, byte for byte), so it says so and stops. Any difference, in one
article, one stylesheet, the generator's code, an installed package or the reference date, and the whole
build runs as before; `portfolio build --force` always runs it.

The inputs are wider than what the manifest lists (`source_digests`): every file below the content and docs
folders (pictures too), the Pyodide runtime the site ships, `manifest.json` itself (the build rewrites it),
the Python version, every installed distribution's version and the environment variables the build reads.
A mkdocs.yml that pulls in files this module cannot see (`INHERIT`, `hooks`) turns the check off.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path

from generator.cache_files import write_whole
from generator.digests import file_digest
from generator.manifest import source_digests
from generator.settings import Settings

STAMP = "site-stamp"
ENVIRONMENT = ("SOURCE_DATE_EPOCH", "PORTFOLIO_REASONER", "PORTFOLIO_MEANING")
"""The variables the build itself reads (settings.py); mkdocs.yml's own `!ENV` names are added to them."""
UNSEEN_INPUTS = re.compile(r"^(INHERIT|hooks)\s*:", re.MULTILINE)
"""mkdocs.yml keys that make mkdocs read files this check does not list."""
ENV_TAG = re.compile(r"!ENV\s*\[?\s*['\"]?([A-Za-z_][A-Za-z0-9_]*)")


def stamp_path(settings: Settings) -> Path | None:
    """One stamp per site folder (a build into another folder keeps its own); None without a cache folder."""
    if not settings.cache_dir:
        return None
    folder = hashlib.sha256(str(settings.site_dir.resolve()).encode("utf-8")).hexdigest()[:12]
    return settings.cache_dir / f"{STAMP}-{folder}.json"


def _files_below(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts) \
        if folder.is_dir() else []


def build_inputs(settings: Settings, environ: Mapping[str, str]) -> dict[str, str]:
    """Every input a page of the site can depend on, by name: "path" -> digest of its bytes, and
    "env:", "python:" and "package:" entries for the environment the build runs in. `environ` is the one the
    build started with (the build itself pins SOURCE_DATE_EPOCH while it runs)."""
    inputs = {path: digest for group in source_digests(settings).values() for path, digest in group.items()}
    for folder in (settings.content_dir, settings.docs_dir):
        for path in _files_below(folder):
            inputs.setdefault(settings.rel(path), file_digest(path))
    if settings.manifest_path.is_file():
        inputs[settings.rel(settings.manifest_path)] = file_digest(settings.manifest_path)
    if settings.pyodide_dir is not None:
        from generator.site.runtime import RUNTIME_FILES

        for name in ("package.json", *RUNTIME_FILES):
            path = settings.pyodide_dir / name
            inputs[f"runtime:{name}"] = file_digest(path) if path.is_file() else "missing"
    config = settings.config_file.read_text(encoding="utf-8") if settings.config_file else ""
    for name in sorted({*ENVIRONMENT, *ENV_TAG.findall(config)}):
        inputs[f"env:{name}"] = environ.get(name, "")
    inputs["python:"] = sys.version
    for dist in importlib.metadata.distributions():
        name = dist.metadata["Name"]
        if name:
            inputs[f"package:{name.lower()}"] = dist.version
    inputs["reference_date:"] = settings.reference_date.isoformat()
    return dict(sorted(inputs.items()))


def site_listing(site_dir: Path) -> dict[str, list[int]]:
    """Every file of the published site: relative path -> [size, modification time in ns]. A file replaced or
    edited by hand changes one or the other; reading them is a stat per file, not a read."""
    listing: dict[str, list[int]] = {}
    for folder, _dirs, files in os.walk(site_dir):
        for name in files:
            path = os.path.join(folder, name)
            stat = os.stat(path)
            listing[os.path.relpath(path, site_dir).replace(os.sep, "/")] = [stat.st_size, stat.st_mtime_ns]
    return dict(sorted(listing.items()))


def checkable(settings: Settings) -> str:
    """"" when this check can see every input of the site; otherwise why not."""
    if stamp_path(settings) is None:
        return "no cache folder is set (plugins.portfolio.cache_dir)"
    config = settings.config_file.read_text(encoding="utf-8") if settings.config_file else ""
    found = UNSEEN_INPUTS.search(config)
    if found:
        return f"mkdocs.yml uses {found.group(1)}, whose files this check cannot list"
    return ""


def record_site(settings: Settings, environ: Mapping[str, str]) -> None:
    """After a build published its site: note the inputs it was built from and the files it published."""
    path = stamp_path(settings)
    if path is None or checkable(settings):
        return
    stamp = {"site_dir": settings.rel(settings.site_dir), "inputs": build_inputs(settings, environ),
             "site": site_listing(settings.site_dir)}
    write_whole(path, json.dumps(stamp, sort_keys=True).encode("utf-8"))


def forget_site(settings: Settings) -> None:
    """Drop the stamp: the next build runs whole (called before a build starts, so that a build stopped
    halfway, or one that published but failed after, never leaves a stamp that vouches for the site)."""
    path = stamp_path(settings)
    if path is not None:
        path.unlink(missing_ok=True)


def site_is_current(settings: Settings, environ: Mapping[str, str]) -> tuple[bool, str]:
    """(True, "") when the site folder holds what building now would write; (False, why not) otherwise."""
    why = checkable(settings)
    if why:
        return False, why
    path = stamp_path(settings)
    assert path is not None
    try:
        stamp = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return False, "no record of a previous build"
    except (OSError, ValueError):
        return False, f"{settings.rel(path)} is unreadable"
    if stamp.get("site_dir") != settings.rel(settings.site_dir):
        return False, "the last build was into another folder"
    now, recorded = build_inputs(settings, environ), stamp.get("inputs", {})
    changed = sorted(name for name in set(now) | set(recorded) if now.get(name) != recorded.get(name))
    if changed:
        more = f" and {len(changed) - 3} more" if len(changed) > 3 else ""
        return False, f"{', '.join(changed[:3])}{more} changed since the last build"
    if not settings.site_dir.is_dir():
        return False, f"{settings.rel(settings.site_dir)} is missing"
    listing = site_listing(settings.site_dir)
    if listing != stamp.get("site"):
        touched = sorted(set(listing) ^ set(stamp.get("site", {}))
                         | {name for name in listing if listing[name] != stamp.get("site", {}).get(name)})
        return False, f"{settings.rel(settings.site_dir)}/{touched[0] if touched else ''} was changed by hand"
    return True, ""
