"""Validate-and-reason once per distinct graph: the result is cached by the digest of its inputs.

`mkdocs serve` rebuilds after every article edit; the graph has not changed, so neither SHACL nor the
reasoner should run again. The cache key covers the stated graph (canonical digest), the reasoner, and
the code that decides what counts as a useful inference, so a change to any of them misses the cache.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
from importlib import resources
from pathlib import Path

from rdflib import Graph

from generator.errors import Problem
from generator.graph import reason as reason_module
from generator.graph.canonical import Triple
from generator.graph.load import LoadedGraph
from generator.graph.reason import infer, read_triples, write_triples
from generator.graph.state import ReasonedGraph
from generator.graph.validate import shacl_problems
from generator.settings import Settings

log = logging.getLogger("mkdocs.plugins.portfolio")

_memory: dict[str, ReasonedGraph] = {}

KEEP = 8
"""Reasoned graphs and SHACL passes kept on disk, each: several, so that an author who switches between
branches or undoes an edit finds them again; the least recently used go, so the folder never grows without end."""


def _keep_recent(folder: Path, pattern: str) -> None:
    """Remove all but the KEEP most recently used files of `folder` matching `pattern`.

    Another process sharing the folder may remove a file between the listing and its reading: such a file
    is simply gone already, not an error.
    """
    used: list[tuple[int, str, Path]] = []
    for found in folder.glob(pattern):
        with contextlib.suppress(OSError):
            used.append((found.stat().st_mtime_ns, found.name, found))
    for *_, stale in sorted(used, reverse=True)[KEEP:]:
        stale.unlink(missing_ok=True)


def _read_kept(path: Path) -> set[Triple] | None:
    """The reasoned triples kept at `path`, or None when there are none: a file another process removed
    after this one saw it, or one that cannot be read (cut short by a full disk), is a miss, like a file never
    written."""
    try:
        inferred = read_triples(path)
    except Exception:  # whatever the parser raises on a damaged file: reasoned again
        return None
    with contextlib.suppress(OSError):
        path.touch()  # used now: the last to go
    return inferred


def cache_key(stated_digest: str, settings: Settings) -> str:
    """Digest of everything the reasoned result depends on."""
    h = hashlib.sha256()
    h.update(stated_digest.encode())
    h.update(settings.reasoner.encode())
    h.update(settings.id_namespace.encode())
    h.update(Path(reason_module.__file__).read_bytes())
    h.update(resources.files("generator.graph").joinpath("shapes.ttl").read_bytes())
    return h.hexdigest()[:32]


def reason_with_cache(graph: Graph, stated_digest: str, settings: Settings) -> ReasonedGraph:
    """The reasoned graph, from memory, from the disk cache, or computed (and then cached).

    `stated_digest` is graph_digest(graph), computed once by the caller.
    """
    key = cache_key(stated_digest, settings)
    path = settings.cache_dir / f"inferred-{settings.reasoner}-{key}.nt" if settings.cache_dir else None
    kept = _read_kept(path) if path is not None and key not in _memory else None
    if key in _memory:
        inferred = _memory[key].inferred
        if path is not None and not path.is_file():
            write_triples(path, inferred)
    elif kept is not None:
        inferred = kept
        log.debug("reasoned graph read from cache %s", path)
    else:
        inferred = infer(graph, settings.id_namespace, settings.reasoner)
        if path is not None:
            write_triples(path, inferred)
            _keep_recent(path.parent, "inferred-*.nt")
    result = ReasonedGraph(graph, inferred, settings.namespace, settings.id_namespace)
    _memory.clear()  # one graph at a time: a long `mkdocs serve` must not accumulate old graphs
    _memory[key] = result
    return result


_validated: set[str] = set()


def shacl_with_cache(loaded: LoadedGraph, stated_digest: str, settings: Settings) -> list[Problem]:
    """SHACL problems of the graph; a graph that passed once is not validated again (memory or disk)."""
    h = hashlib.sha256()
    h.update(stated_digest.encode())
    h.update(settings.namespace.encode() + settings.id_namespace.encode())
    h.update(resources.files("generator.graph").joinpath("shapes.ttl").read_bytes())
    key = h.hexdigest()[:32]
    marker = settings.cache_dir / f"valid-{key}" if settings.cache_dir else None
    if key in _validated or (marker is not None and marker.is_file()):
        if marker is not None and marker.is_file():
            with contextlib.suppress(OSError):  # removed by another process meanwhile: nothing to renew
                marker.touch()  # used now: the last to go
        _validated.add(key)
        return []
    problems = shacl_problems(loaded, settings.namespace, settings.id_namespace)
    if not problems:
        _validated.add(key)
        if marker is not None:
            marker.parent.mkdir(parents=True, exist_ok=True)
            marker.write_text("passed\n", encoding="utf-8")
            _keep_recent(marker.parent, "valid-*")
    return problems
