"""Parse every Turtle source into one rdflib graph, remembering which file and line stated each subject.

rdflib's syntax errors do not name the file; ours do, with the line and the parser's reason, because an
author with forty Turtle files needs to know which one to open.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import pickle
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rdflib import RDF, Graph, Literal, URIRef
from rdflib.plugins.parsers.notation3 import BadSyntax
from rdflib.term import _is_valid_uri

from generator.cache_files import read_kept, write_whole
from generator.errors import Problem, SourceError


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
    problems: list[Problem] = field(default_factory=list)
    """Files that could not be read (syntax, encoding, malformed addresses): the graph lacks their triples."""
    root: Path | None = None
    blocks: dict[URIRef, list[Origin]] = field(default_factory=dict)
    """Every file that states a subject, with the line where it opens there (origins keeps the first)."""
    starts: dict[str, list[int]] = field(default_factory=dict)
    """Each file's lines that open a subject, in order: where one subject's statements end."""

    def origin(self, node: object) -> Origin:
        """The file and line of `node`'s first statement, or an empty origin for nodes no file states."""
        return self.origins.get(node, Origin("", 0)) if isinstance(node, URIRef) else Origin("", 0)

    def locate(self, subject: object, predicate: object, value: object = None) -> Origin:
        """The file and line that state `predicate` (and `value`, when it can be found) of `subject`; the
        subject's first statement when the statement cannot be told apart.

        Each file that states the subject is searched, from the line that opens the subject to the next
        subject. Only called when a problem is reported, so files are read then: a passing build pays nothing.
        """
        first = self.origin(subject)
        if not first.file or self.root is None or not isinstance(subject, URIRef):
            return first
        predicates = set(self._forms(predicate)) | ({"a"} if predicate == RDF.type else set())
        values = set(self._forms(value)) if value is not None else set()
        for want_value in (True, False) if values else (False,):
            for origin in self.blocks.get(subject, [first]):
                lines = self._lines(origin.file)
                starts = self.starts.get(origin.file, [])
                end = next((s for s in starts if s > origin.line), len(lines) + 1)
                for number in range(origin.line, end):
                    line = lines[number - 1]
                    if predicates & _tokens(line) and (not want_value or any(v in line for v in values)):
                        return Origin(origin.file, number)
        return first

    def _lines(self, file: str) -> list[str]:
        assert self.root is not None
        try:
            return (self.root / file).read_text(encoding="utf-8-sig").splitlines()
        except (OSError, UnicodeDecodeError):
            return []

    def _forms(self, node: object) -> Iterator[str]:
        """The ways a Turtle file may write `node`: prefixed, in full, or (a literal) its lexical form."""
        if isinstance(node, URIRef):
            yield f"<{node}>"
            with contextlib.suppress(Exception):
                yield self.graph.namespace_manager.normalizeUri(node)
        elif isinstance(node, Literal):
            yield str(node) if "\n" not in str(node) else str(node).split("\n", 1)[0]


def _tokens(line: str) -> set[str]:
    """The words of a Turtle line, with the punctuation that may follow a term removed."""
    return {token.rstrip(";,.") for token in line.split()}


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
    so the graph does not depend on the folder the project sits in. rdflib's own complaints about a literal
    (a date of month 13) are silenced here: the build reports them itself, with the file and line.
    """
    data = path.read_bytes().removeprefix(b"\xef\xbb\xbf")  # a byte-order mark some editors write is no Turtle
    graph = Graph()
    try:
        with _quiet_rdflib():
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
        line = data[: exc.start].count(b"\n") + 1
        raise SourceError(label, line, f"not UTF-8 text: {exc.reason}", hint="save the file as UTF-8") from exc
    except Exception as exc:  # rdflib raises a variety of errors for bad IRIs and literals
        raise SourceError(label, 0, f"cannot be parsed as Turtle: {exc}") from exc
    for node in _nodes(graph):
        if isinstance(node, URIRef) and not _is_valid_uri(node):
            text = data.decode("utf-8", "replace")
            index = text.find(str(node)[len(base):] if str(node).startswith(base) else str(node))
            line = text[:index].count("\n") + 1 if index >= 0 else 0
            raise SourceError(label, line, f"the address <{node}> holds a space or a character an IRI may not hold",
                              hint="write %20 for a space, or remove the character")
    return graph


@contextlib.contextmanager
def _quiet_rdflib() -> Iterator[None]:
    logger = logging.getLogger("rdflib.term")
    was = logger.disabled
    logger.disabled = True
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)
            yield
    finally:
        logger.disabled = was


def _nodes(graph: Graph) -> Iterator[object]:
    for triple in graph:
        yield from triple


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
    """Parse the ontology and every graph file into one stated graph; files that cannot be read are listed in
    `problems` (all of them, so one build names every broken file) and left out.

    Each file is parsed on its own, so that a subject can be traced to the file and line that state it. With
    a cache folder, a file whose bytes (and this parser's code) are unchanged since the last build is read
    from its parsed form instead: an author who edits one of forty files waits for that one.
    """
    combined = Graph()
    loaded = LoadedGraph(graph=combined, files=[], root=root)
    kept: set[Path] = set()
    for folder, is_ontology in [*((d, True) for d in ontology_dirs), (graph_dir, False)]:
        for path in turtle_files(folder):
            label = _relative(root, path)
            try:
                namespaces, triples, lines = _parsed(path, label, base, cache_dir, kept)
            except SourceError as exc:  # listed with every other file's faults; the build stops after reading
                loaded.problems.append(exc.problem("turtle"))
                continue
            for prefix, namespace in namespaces:
                if prefix:
                    combined.bind(prefix, namespace, override=False)
            for triple in triples:
                combined.add(triple)
            for subject, line in lines.items():
                loaded.origins.setdefault(subject, Origin(label, line))
                loaded.blocks.setdefault(subject, []).append(Origin(label, line))
            loaded.starts[label] = sorted(set(lines.values()))
            loaded.files.append(label)
            if is_ontology:
                loaded.ontology_files.append(label)
    if cache_dir is not None and (cache_dir / "parsed").is_dir():
        for old in (cache_dir / "parsed").glob("*.pickle"):
            if old not in kept:  # parsed forms of files that changed or went: never read again
                # (another build sharing the cache, a test worker's, may have removed it first)
                old.unlink(missing_ok=True)
    return loaded


def _parsed(path: Path, label: str, base: str, cache_dir: Path | None, kept: set[Path]) -> Parsed:
    """The file's prefixes, triples and subject lines: from the cache when its bytes were parsed before."""
    data = path.read_bytes()
    cached = None
    if cache_dir is not None:
        key = hashlib.sha256(data + b"\0" + label.encode() + b"\0" + base.encode() + b"\0" + _CODE).hexdigest()
        cached = cache_dir / "parsed" / f"{key[:32]}.pickle"
        kept.add(cached)
        kept_bytes = read_kept(cached)
        if kept_bytes is not None:
            with contextlib.suppress(Exception):  # an unreadable cache entry is parsed again, like a miss
                parsed: Parsed = pickle.loads(kept_bytes)
                return parsed
    part = parse_turtle(path, label, base)
    parsed = ([(prefix, namespace) for prefix, namespace in part.namespaces()], list(part), _subject_lines(path, part))
    if cached is not None:
        with contextlib.suppress(OSError):  # a cache that cannot be written costs the next build time, no more
            write_whole(cached, pickle.dumps(parsed, protocol=pickle.HIGHEST_PROTOCOL))
    return parsed


_CODE = Path(__file__).read_bytes()  # the parser's code is part of every cache key: a change here parses again


def _relative(root: Path, path: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()
