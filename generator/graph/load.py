"""Parse every Turtle source into one rdflib graph, remembering which file and line stated each subject.

rdflib's syntax errors do not name the file; ours do, with the line and the parser's reason, because an
author with forty Turtle files needs to know which one to open.
"""

from __future__ import annotations

import contextlib
import hashlib
import pickle
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rdflib import Graph, URIRef
from rdflib.plugins.parsers.notation3 import BadSyntax

from generator.errors import SourceError


@dataclass(frozen=True)
class Origin:
    """Where a subject was first stated: the file (relative to the project) and the 1-based line."""

    file: str
    line: int


@dataclass
class LoadedGraph:
    """The stated graph plus what is needed to point an author at the source of any subject."""

    graph: Graph
    files: list[str]
    origins: dict[URIRef, Origin] = field(default_factory=dict)
    ontology_files: list[str] = field(default_factory=list)

    def origin(self, node: object) -> Origin:
        """The file and line of `node`'s first statement, or an empty origin for nodes no file states."""
        return self.origins.get(node, Origin("", 0)) if isinstance(node, URIRef) else Origin("", 0)


def turtle_files(*folders: Path) -> list[Path]:
    """Every .ttl file under the folders, in a stable order (so digests and error lists do not move)."""
    found: list[Path] = []
    for folder in folders:
        if folder.is_dir():
            found.extend(sorted(folder.rglob("*.ttl")))
    return found


def parse_turtle(path: Path, label: str, base: str) -> Graph:
    """Parse one Turtle file; a syntax error becomes a SourceError naming `label`, the line and the reason.

    Relative IRIs resolve against `base` (the id namespace), never against the file's own location,
    so the graph does not depend on the folder the project sits in.
    """
    data = path.read_bytes()
    graph = Graph()
    try:
        graph.parse(data=data, format="turtle", publicID=base)
    except BadSyntax as exc:
        offset = getattr(exc, "_i", 0)
        source = getattr(exc, "_str", data)
        text = source.decode("utf-8", "replace") if isinstance(source, bytes) else str(source)
        line = text[:offset].count("\n") + 1
        column = offset - (text.rfind("\n", 0, offset) + 1) + 1
        reason = getattr(exc, "_why", "") or "bad syntax"
        raise SourceError(label, line, f"column {column}: Turtle syntax error: {reason}",
                          hint="correct the Turtle at that line; the build reads nothing until it parses") from exc
    except UnicodeDecodeError as exc:
        raise SourceError(label, 0, f"not UTF-8 text: {exc.reason}", hint="save the file as UTF-8") from exc
    except Exception as exc:  # rdflib raises a variety of errors for bad IRIs and literals
        raise SourceError(label, 0, f"cannot be parsed as Turtle: {exc}") from exc
    return graph


_SUBJECT_LINE = re.compile(r"^\s*(\S+)", re.MULTILINE)


def _subject_lines(path: Path, graph: Graph) -> dict[URIRef, int]:
    """Map each subject of `graph` to the first line of `path` that opens with its prefixed or full name."""
    nm = graph.namespace_manager
    lines: dict[URIRef, int] = {}
    wanted: dict[str, URIRef] = {}
    for node in set(graph.subjects()):
        if isinstance(node, URIRef):
            wanted[f"<{node}>"] = node
            with contextlib.suppress(Exception):  # no usable prefix: the full form above still matches
                wanted[nm.normalizeUri(node)] = node
    text = path.read_text(encoding="utf-8")
    for number, raw in enumerate(text.splitlines(), start=1):
        token = raw.strip().split(maxsplit=1)[0] if raw.strip() else ""
        subject = wanted.get(token)
        if subject is not None and subject not in lines:
            lines[subject] = number
    return lines


Parsed = tuple[list[tuple[str, Any]], list[tuple[Any, Any, Any]], dict[URIRef, int]]
"""One file as parsed: its prefixes, its triples, and the line of each subject."""


def load_graph(root: Path, ontology_dirs: tuple[Path, ...], graph_dir: Path, base: str,
               cache_dir: Path | None = None) -> LoadedGraph:
    """Parse the ontology and every graph file into one stated graph; the first syntax error stops the build.

    Each file is parsed on its own, so that a subject can be traced to the file and line that state it. With
    a cache folder, a file whose bytes (and this parser's code) are unchanged since the last build is read
    from its parsed form instead: an author who edits one of forty files waits for that one.
    """
    combined = Graph()
    loaded = LoadedGraph(graph=combined, files=[])
    kept: set[Path] = set()
    for folder, is_ontology in [*((d, True) for d in ontology_dirs), (graph_dir, False)]:
        for path in turtle_files(folder):
            label = _relative(root, path)
            namespaces, triples, lines = _parsed(path, label, base, cache_dir, kept)
            for prefix, namespace in namespaces:
                if prefix:
                    combined.bind(prefix, namespace, override=False)
            for triple in triples:
                combined.add(triple)
            for subject, line in lines.items():
                loaded.origins.setdefault(subject, Origin(label, line))
            loaded.files.append(label)
            if is_ontology:
                loaded.ontology_files.append(label)
    if cache_dir is not None and (cache_dir / "parsed").is_dir():
        for old in (cache_dir / "parsed").glob("*.pickle"):
            if old not in kept:  # parsed forms of files that changed or went: never read again
                old.unlink()
    return loaded


def _parsed(path: Path, label: str, base: str, cache_dir: Path | None, kept: set[Path]) -> Parsed:
    """The file's prefixes, triples and subject lines: from the cache when its bytes were parsed before."""
    data = path.read_bytes()
    cached = None
    if cache_dir is not None:
        key = hashlib.sha256(data + b"\0" + label.encode() + b"\0" + base.encode() + b"\0" + _CODE).hexdigest()
        cached = cache_dir / "parsed" / f"{key[:32]}.pickle"
        kept.add(cached)
        if cached.is_file():
            with contextlib.suppress(Exception):  # an unreadable cache entry is parsed again, like a miss
                parsed: Parsed = pickle.loads(cached.read_bytes())
                return parsed
    part = parse_turtle(path, label, base)
    parsed = ([(prefix, namespace) for prefix, namespace in part.namespaces()], list(part), _subject_lines(path, part))
    if cached is not None:
        cached.parent.mkdir(parents=True, exist_ok=True)
        cached.write_bytes(pickle.dumps(parsed, protocol=pickle.HIGHEST_PROTOCOL))
    return parsed


_CODE = Path(__file__).read_bytes()  # the parser's code is part of every cache key: a change here parses again


def _relative(root: Path, path: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()
