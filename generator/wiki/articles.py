"""Read a Markdown article: its front matter (which entity it is about) and its body.

Errors name the file and the line, because front matter is where authors most often slip.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from generator.errors import SourceError

ALLOWED_KEYS = {"title", "entity", "description", "hide", "search", "template", "tags"}


@dataclass(frozen=True)
class Article:
    """One Markdown page of the wiki."""

    slug: str  # path below docs_dir without ".md", with forward slashes: "projects/waymark"
    file: str  # path relative to the project root, for messages
    title: str
    entity: str | None  # the id (local name) the article is about, if any
    body: str
    body_line: int  # 1-based line of the file on which the body starts
    entity_line: int = 1  # the front-matter line naming the entity, for messages

    @property
    def url(self) -> str:
        """The page's URL relative to the site root, as mkdocs writes it with directory URLs."""
        if self.slug == "index":
            return ""
        if self.slug.endswith("/index"):
            return self.slug[: -len("index")]
        return self.slug + "/"


def split_front_matter(text: str, file: str) -> tuple[dict[str, Any], str, int]:
    """(front matter, body, first body line); a file without front matter has an empty mapping."""
    if not text.startswith("---\n"):
        return {}, text, 1
    end = text.find("\n---\n", 4)
    if end < 0:
        end_alt = text.find("\n---", 4)
        if end_alt < 0 or text[end_alt + 4:].strip():
            raise SourceError(file, 1, "front matter opened with --- is never closed",
                              hint="end the front matter with a line holding only ---")
        end = end_alt
    raw = text[4:end]
    try:
        meta = yaml.safe_load(raw) or {}
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = (mark.line + 2) if mark is not None else 1
        raise SourceError(file, line, f"front matter is not valid YAML: {getattr(exc, 'problem', exc)}") from exc
    if not isinstance(meta, dict):
        raise SourceError(file, 2, "front matter must be a mapping such as 'title: ...' and 'entity: ...'")
    body = text[end + 5:] if text[end:end + 5] == "\n---\n" else ""
    body_line = text[: end + 5].count("\n") + 1
    return meta, body, body_line


def _title_from(body: str, slug: str) -> str:
    for line in body.splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return slug.rsplit("/", 1)[-1].replace("-", " ").capitalize()


def read_article(path: Path, docs_dir: Path, root: Path) -> Article:
    """Parse one article file into an Article (no Markdown rendering happens here)."""
    file = _relative(root, path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise SourceError(file, 0, f"not UTF-8 text: {exc.reason}", hint="save the file as UTF-8") from exc
    meta, body, body_line = split_front_matter(text, file)
    unknown = sorted(set(meta) - ALLOWED_KEYS)
    if unknown:
        raise SourceError(file, 2, f"unknown front-matter key(s) {', '.join(unknown)}",
                          hint=f"use only {', '.join(sorted(ALLOWED_KEYS))}")
    entity = meta.get("entity")
    if entity is not None and (not isinstance(entity, str) or not entity.strip() or ":" in entity):
        raise SourceError(file, _key_line(text, "entity"),
                          f"entity must be an id of the graph such as MyProject, got {entity!r}")
    slug = path.relative_to(docs_dir).with_suffix("").as_posix()
    title = str(meta.get("title") or _title_from(body, slug))
    return Article(slug=slug, file=file, title=title, entity=entity, body=body, body_line=body_line,
                   entity_line=_key_line(text, "entity"))


def read_articles(docs_dir: Path, root: Path) -> list[Article]:
    """Every Markdown article under docs_dir, in path order."""
    return [read_article(p, docs_dir, root) for p in sorted(docs_dir.rglob("*.md"))]


def _key_line(text: str, key: str) -> int:
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith(f"{key}:"):
            return number
    return 1


def _relative(root: Path, path: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()
