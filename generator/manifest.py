"""manifest.json: the digests of every input and shipped artifact, committed beside the sources.

`portfolio check` recomputes the manifest without writing anything and names each entry that drifted,
so CI fails when a source changed and the build was not re-run (or an artifact no longer matches).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from generator.digests import bytes_digest, file_digest
from generator.settings import Settings

MANIFEST_FORMAT = "portfolio-manifest"
MANIFEST_VERSION = 1

ENGINE_SOURCES = ("*.py", "*.txt", "*.bin")
"""What the engine is made of: its modules, and the data files they read (english_words.txt, word_vectors.bin)."""


def engine_sources(engine_dir: Path) -> list[Path]:
    """The engine's files, sorted: what the browser's zip carries and what an engine cache key must cover.

    One list for both, because the engine reads data files beside its modules: a zip without them breaks
    the ask page under Pyodide, and a key without them keeps answers planned with an old word list.
    """
    return sorted(path for pattern in ENGINE_SOURCES for path in engine_dir.glob(pattern))


def source_digests(settings: Settings) -> dict[str, dict[str, str]]:
    """Digests of every input of the site, grouped: the generator's code and templates, the theme, mkdocs.yml,
    the ontology, the graph, the wiki and other content.

    Every file the build reads is here, so `portfolio check` names any one changed since the last build,
    a template or a stylesheet as well as an article.
    """
    package = settings.engine_dir.parent  # the generator package, wherever it is installed
    groups: dict[str, list[Path]] = {
        "ontology": sorted(p for d in settings.ontology_dirs for p in d.rglob("*.ttl")),
        "graph": sorted(settings.graph_dir.rglob("*.ttl")),
        "wiki": sorted(settings.docs_dir.rglob("*.md")),
        "content": sorted(p for p in settings.content_dir.glob("*") if p.is_file()),
        "theme": _files_under(settings.theme_dir) if settings.theme_dir else [],
        "config": [settings.config_file] if settings.config_file and settings.config_file.is_file() else [],
    }
    named = {name: {settings.rel(p): file_digest(p) for p in paths} for name, paths in groups.items() if paths}
    # named as generator/engine/planner.py whether the package sits in the project or in site-packages
    named["generator"] = {p.relative_to(package.parent).as_posix(): file_digest(p) for p in _files_under(package)}
    return dict(sorted(named.items()))


def _files_under(folder: Path) -> list[Path]:
    """Every file below `folder` that is part of the source (no bytecode caches), in path order."""
    return sorted(p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts
                  and p.suffix not in (".pyc", ".pyo"))


def make_manifest(settings: Settings, stats: dict[str, Any], graph_digests: dict[str, str],
                  artifacts: dict[str, bytes], sources: dict[str, dict[str, str]],
                  answers: dict[str, str]) -> dict[str, Any]:
    """The manifest as plain data; `answers` maps each shipped question to the digest of its plan."""
    return {
        "format": MANIFEST_FORMAT,
        "version": MANIFEST_VERSION,
        "ontology_version": stats["ontology_version"],
        "counts": stats,
        "graph": graph_digests,
        "sources": sources,
        "artifacts": artifact_digests(artifacts),
        "answers": answers,
    }


GROUPED = ("data/id/", "data/answers/")
"""Artifact folders recorded as one digest (over each file's name and digest), not one line per file."""


def artifact_digests(artifacts: dict[str, bytes]) -> dict[str, str]:
    out: dict[str, str] = {}
    groups: dict[str, list[str]] = {}
    for name, data in sorted(artifacts.items()):
        group = next((g for g in GROUPED if name.startswith(g)), None)
        if group:
            groups.setdefault(group, []).append(f"{name}\0{bytes_digest(data)}\n")
        else:
            out[name] = bytes_digest(data)
    for group, lines in groups.items():
        out[f"{group}* ({len(lines)} files)"] = bytes_digest("".join(lines).encode("utf-8"))
    return out


def read_manifest(path: Path) -> dict[str, Any] | None:
    if not path.is_file():
        return None
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def diff_manifests(old: dict[str, Any] | None, new: dict[str, Any]) -> list[str]:
    """Human-readable lines, one per entry that differs between the committed and the recomputed manifest."""
    if old is None:
        return ["manifest.json is missing"]
    lines: list[str] = []

    def walk(a: Any, b: Any, path: str) -> None:
        if path.startswith("sources.") and path.count(".") >= 2 and a != b:
            file = path.split(".", 2)[2]
            state = "is new" if a is None else "is gone" if b is None else "changed"
            lines.append(f"{file} {state} since the last build")
            return
        if path.startswith("answers.") and a != b:
            question = path[len("answers."):]
            state = "is new" if a is None else "is no longer anticipated" if b is None else "changed"
            lines.append(f"shipped answer {state}: {question!r} (plan() now gives another answer than the "
                         "one shipped)" if state == "changed" else f"shipped answer {state}: {question!r}")
            return
        if isinstance(a, dict) and isinstance(b, dict):
            for key in sorted(set(a) | set(b)):
                where = f"{path}.{key}" if path else key
                if where.startswith(("answers.", "sources.")) and (key not in a or key not in b):
                    walk(a.get(key), b.get(key), where)
                elif key not in a:
                    lines.append(f"{where}: new, not in manifest.json")
                elif key not in b:
                    lines.append(f"{where}: in manifest.json but gone from the sources")
                else:
                    walk(a[key], b[key], where)
        elif a != b:
            lines.append(f"{path}: manifest.json has {a!r}, the sources give {b!r}")

    walk(old, new, "")
    return lines
