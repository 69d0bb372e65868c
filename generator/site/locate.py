"""Trace a fault found on a rendered page back to the source file and line an author can edit.

The sources are scanned before anything is rendered, so a fault that reaches a page came in another way:
a template, the theme, mkdocs.yml, a front-matter field. The page's path alone does not say which file to
open; the text that was found does, so every source file is searched for it (only when a build fails).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from generator.errors import Problem
from generator.settings import Settings

SOURCE_SUFFIXES = (".md", ".ttl", ".yml", ".yaml", ".html", ".css", ".js", ".json", ".txt")


def source_files(settings: Settings) -> Iterator[Path]:
    """Every file the author (or the theme) wrote that a page can draw text from, in a stable order."""
    folders = [settings.content_dir, settings.docs_dir, settings.graph_dir, *settings.ontology_dirs]
    if settings.theme_dir is not None:
        folders.append(settings.theme_dir)
    seen: set[Path] = set()
    for folder in folders:
        if not folder.is_dir():
            continue
        for path in sorted(folder.rglob("*")):
            if path.is_file() and path.suffix in SOURCE_SUFFIXES and path.resolve() not in seen:
                seen.add(path.resolve())
                yield path
    if settings.config_file is not None and settings.config_file.is_file():
        yield settings.config_file


def locate(problems: list[Problem], settings: Settings) -> list[Problem]:
    """The same problems, each found on a page now named at the first source line that holds its text
    (the page stays named in the message); a problem whose text no source holds keeps the page."""
    texts: dict[Path, list[str]] = {}

    def lines_of(path: Path) -> list[str]:
        if path not in texts:
            try:
                texts[path] = path.read_text(encoding="utf-8-sig").splitlines()
            except (OSError, UnicodeDecodeError):
                texts[path] = []
        return texts[path]

    located = []
    for problem in problems:
        where = _find(problem.evidence, source_files(settings), lines_of) if problem.evidence else None
        if where is None:
            located.append(problem)
            continue
        path, line = where
        located.append(Problem(settings.rel(path), line, problem.rule, problem.entity,
                               f"{problem.message} (published on {problem.file})", problem.evidence))
    return located


def _find(text: str, files: Iterator[Path], lines_of: Callable[[Path], list[str]]) -> tuple[Path, int] | None:
    for path in files:
        for number, line in enumerate(lines_of(path), start=1):
            if text in line:
                return path, number
    return None
