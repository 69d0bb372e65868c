"""Split an article into the passages the question engine retrieves (paper, section 5.3).

The lead (everything before the first heading) is one passage; after that, each paragraph is a passage
that remembers the heading above it and that heading's anchor. Code blocks, lists, tables and figures are
not indexed, so pseudocode in an article can never be returned as an answer.

Anchors are computed with the same slugify and de-duplication as Python-Markdown's toc extension,
which is what mkdocs uses, so a passage's link lands on the heading the page really has.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from markdown.extensions.toc import slugify, unique
from markdown_it import MarkdownIt
from markdown_it.token import Token

from generator.wiki.articles import Article

_MD = MarkdownIt("commonmark").enable("table")  # mkdocs enables tables by default too


@dataclass(frozen=True)
class Passage:
    """One retrievable unit of text, with where it comes from."""

    id: str  # "<slug>#<n>", n counting from 0 for the lead
    article: str  # the article's slug
    heading: str  # "" for the lead
    anchor: str  # "" for the lead
    text: str
    line: int  # 1-based line in the article's file

    def as_dict(self) -> dict[str, object]:
        return {"id": self.id, "article": self.article, "heading": self.heading, "anchor": self.anchor,
                "text": self.text, "line": self.line}


def inline_text(token: Token) -> str:
    """The plain text of an inline token: markup dropped, code spans kept, line breaks as spaces."""
    parts: list[str] = []
    for child in token.children or []:
        if child.type in ("text", "code_inline"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append(" ")
        elif child.type == "image":
            continue
    return " ".join("".join(parts).split())


def _is_figure(token: Token) -> bool:
    children = [c for c in (token.children or []) if c.type not in ("softbreak", "hardbreak")]
    return bool(children) and all(c.type == "image" or (c.type == "text" and not c.content.strip())
                                  for c in children)


def heading_anchors(article: Article) -> set[str]:
    """Every heading anchor the article's page will have (what a link's #fragment may name)."""
    used: set[str] = set()
    tokens = _MD.parse(article.body)
    for i, token in enumerate(tokens):
        if token.type == "inline" and i and tokens[i - 1].type == "heading_open":
            unique(slugify(inline_text(token), "-"), used)
    return used


_MD_LINK = re.compile(r"\]\(([^)\s]{1,500})(?:\s+\"[^\"]*\")?\)")


def local_links(article: Article) -> list[tuple[int, str]]:
    """(line, target) of every Markdown link in the article that points inside the wiki."""
    found = []
    in_code = False
    for offset, line in enumerate(article.body.splitlines()):
        if line.lstrip().startswith("```"):
            in_code = not in_code
        if in_code:
            continue
        for target in _MD_LINK.findall(line):
            if not re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target) and not target.startswith("//"):
                found.append((article.body_line + offset, target))
    return found


def split_passages(article: Article) -> list[Passage]:
    """The article's passages in reading order: the lead first, then one per paragraph."""
    tokens = _MD.parse(article.body)
    used_ids: set[str] = set()
    passages: list[Passage] = []
    lead: list[str] = []
    lead_line = 0
    heading, anchor = "", ""
    in_heading = False
    depth = 0  # nesting inside lists, tables and blockquotes: their paragraphs are not passages
    for i, token in enumerate(tokens):
        if token.type in ("bullet_list_open", "ordered_list_open", "blockquote_open", "table_open"):
            depth += 1
        elif token.type in ("bullet_list_close", "ordered_list_close", "blockquote_close", "table_close"):
            depth -= 1
        elif token.type == "heading_open":
            in_heading = True
        elif token.type == "heading_close":
            in_heading = False
        elif token.type == "inline" and in_heading:
            heading = inline_text(token)
            anchor = unique(slugify(heading, "-"), used_ids)
        elif token.type == "inline" and depth == 0 and tokens[i - 1].type == "paragraph_open":
            if _is_figure(token):
                continue
            text = inline_text(token)
            if not text:
                continue
            line = article.body_line + (token.map[0] if token.map else 0)
            if not heading:
                lead.append(text)
                lead_line = lead_line or line
            else:
                passages.append(Passage("", article.slug, heading, anchor, text, line))
    if lead:
        passages.insert(0, Passage("", article.slug, "", "", " ".join(lead), lead_line))
    return [Passage(f"{article.slug}#{n}", p.article, p.heading, p.anchor, p.text, p.line)
            for n, p in enumerate(passages)]
