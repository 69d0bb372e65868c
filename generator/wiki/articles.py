"""Read a Markdown article: its front matter (which entity it is about) and its body.

Errors name the file and the line, because front matter is where authors most often slip.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from mkdocs.utils.meta import YAML_RE, get_data

from generator.errors import Problem, SourceError, ValidationFailed

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
    description: str = ""  # the front matter's description, which the theme publishes in <meta>
    meta_lines: tuple[tuple[str, int], ...] = ()  # (front-matter key, its line), for messages

    def line_of(self, key: str) -> int:
        """The line of the front matter that sets `key`, or 1."""
        return dict(self.meta_lines).get(key, 1)

    @property
    def url(self) -> str:
        """The page's URL relative to the site root, as mkdocs writes it with directory URLs."""
        if self.slug == "index":
            return ""
        if self.slug.endswith("/index"):
            return self.slug[: -len("index")]
        return self.slug + "/"


def split_front_matter(text: str, file: str) -> tuple[dict[str, Any], str, int]:
    """(front matter, body, first body line); a file without front matter has an empty mapping.

    The block is found with mkdocs' own pattern, so the build and the page mkdocs renders agree on where
    the front matter ends; it is read here with a YAML loader that says which line is wrong, where mkdocs
    would silently drop the whole block.
    """
    match = YAML_RE.match(text)
    if match is None:
        if text.startswith("---"):
            raise SourceError(file, 1, "front matter opened with --- is never closed",
                              hint="end the front matter with a line holding only --- (and a line break after it)")
        _, legacy = get_data(text)
        if legacy:
            raise SourceError(file, 1, f"the first line reads as metadata to mkdocs ({next(iter(legacy))}: ...), "
                                       "which it would hide from the page",
                              hint="put front matter between two lines of ---, or start the article with a heading")
        return {}, text, 1
    try:
        meta = yaml.safe_load(match.group(1)) or {}
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = (mark.line + 2) if mark is not None else 1
        raise SourceError(file, line, f"front matter is not valid YAML: {getattr(exc, 'problem', exc)}",
                          hint="quote a value that holds a colon, and indent lists under their key") from exc
    if not isinstance(meta, dict):
        raise SourceError(file, 2, "front matter must be a mapping such as 'title: ...' and 'entity: ...'")
    body = text[match.end():]
    body_line = text[: match.end()].count("\n") + 1
    return meta, body, body_line


def _title_from(body: str, slug: str) -> str:
    for line in body.splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return slug.rsplit("/", 1)[-1].replace("-", " ").capitalize()


def read_article(path: Path, docs_dir: Path, root: Path) -> Article:
    """Parse one article file into an Article (no Markdown rendering happens here); raises on its first fault."""
    article, problems = _read(path, docs_dir, root)
    if problems:
        first = problems[0]
        raise SourceError(first.file, first.line, first.message)
    assert article is not None
    return article


def read_wiki(docs_dir: Path, root: Path) -> tuple[list[Article], list[Problem]]:
    """Every Markdown article under docs_dir, in path order, and every front-matter fault of all of them.

    One build lists every article's mistakes together; an article whose front matter cannot be read at all
    is left out, so later checks do not report its consequences as mistakes of their own.
    """
    articles: list[Article] = []
    problems: list[Problem] = []
    for path in sorted(docs_dir.rglob("*.md")):
        article, found = _read(path, docs_dir, root)
        problems += found
        if article is not None:
            articles.append(article)
    return articles, problems


def read_articles(docs_dir: Path, root: Path) -> list[Article]:
    """Every Markdown article under docs_dir, in path order; raises listing every front-matter fault."""
    articles, problems = read_wiki(docs_dir, root)
    if problems:
        raise ValidationFailed(problems, "reading the articles")
    return articles


def _read(path: Path, docs_dir: Path, root: Path) -> tuple[Article | None, list[Problem]]:
    file = _relative(root, path)
    try:
        # utf-8-sig as mkdocs reads pages: a byte-order mark some editors write is not part of the text
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        line = path.read_bytes()[: exc.start].count(b"\n") + 1
        return None, [Problem(file, line, "front-matter", "", f"is not UTF-8 text ({exc.reason}): save it as UTF-8")]
    try:
        meta, body, body_line = split_front_matter(text, file)
    except SourceError as exc:
        return None, [exc.problem("front-matter")]
    problems = []
    for key in sorted(set(meta) - ALLOWED_KEYS, key=str):
        problems.append(Problem(file, _key_line(text, str(key)), "front-matter", "",
                                f"unknown front-matter key {key!r}: use only {', '.join(sorted(ALLOWED_KEYS))}"))
    for key in ("title", "description"):
        if key in meta and not isinstance(meta[key], (str, int, float)):
            problems.append(Problem(file, _key_line(text, key), "front-matter", "",
                                    f"{key} must be text, got {type(meta[key]).__name__}: write it on one line"))
    entity = meta.get("entity")
    if entity is not None and (not isinstance(entity, str) or not entity.strip() or ":" in entity):
        problems.append(Problem(file, _key_line(text, "entity"), "front-matter", "",
                                f"entity must be an id of the graph such as MyProject, got {entity!r}"))
        entity = None
    slug = path.relative_to(docs_dir).with_suffix("").as_posix()
    title = str(meta.get("title") or _title_from(body, slug))
    described = meta.get("description")
    article = Article(slug=slug, file=file, title=title, entity=entity, body=body, body_line=body_line,
                      entity_line=_key_line(text, "entity"),
                      description=str(described) if isinstance(described, (str, int, float)) else "",
                      meta_lines=tuple((key, _key_line(text, key)) for key in ("title", "description")))
    return article, problems


def _key_line(text: str, key: str) -> int:
    """The line of the front matter that sets `key` (1, the opening ---, when none does)."""
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith(f"{key}:") or line.startswith(f"{key} :"):
            return number
        if number > 1 and line.rstrip() in ("---", "..."):
            break
    return 1


def _relative(root: Path, path: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()
