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


def source_digests(settings: Settings) -> dict[str, dict[str, str]]:
    """Digests of the inputs, grouped: engine sources, ontology, graph, wiki, other content."""
    groups: dict[str, list[Path]] = {
        "engine": sorted(settings.engine_dir.rglob("*.py")),
        "ontology": sorted(p for d in settings.ontology_dirs for p in d.rglob("*.ttl")),
        "graph": sorted(settings.graph_dir.rglob("*.ttl")),
        "wiki": sorted(settings.docs_dir.rglob("*.md")),
        "content": sorted(p for p in settings.content_dir.glob("*") if p.is_file()),
    }
    engine_base = settings.engine_dir.parent.parent  # name engine files as generator/engine/...
    named = {name: {settings.rel(p): file_digest(p) for p in paths} for name, paths in groups.items()}
    named["engine"] = {p.relative_to(engine_base).as_posix(): file_digest(p) for p in groups["engine"]}
    return named


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
        if path.startswith("answers.") and a != b:
            question = path[len("answers."):]
            state = "is new" if a is None else "is no longer anticipated" if b is None else "changed"
            lines.append(f"shipped answer {state}: {question!r} (plan() now gives another answer than the "
                         "one shipped)" if state == "changed" else f"shipped answer {state}: {question!r}")
            return
        if isinstance(a, dict) and isinstance(b, dict):
            for key in sorted(set(a) | set(b)):
                where = f"{path}.{key}" if path else key
                if where.startswith("answers.") and (key not in a or key not in b):
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
