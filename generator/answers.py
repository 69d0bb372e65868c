"""Authored answers (content/answers.yml): what the author says about the owner and the site in their own words.

They answer questions that are not facts of one entity ("who are you", "how do I rebuild this site").
Each names the entities it draws on, and the build checks those exist. Fields: `id`; `kind` (about, contact,
recent or privacy: see rules.AUTHORED_KINDS); `questions`, the phrasings it answers; `answer`; `sources`, the
entity ids it draws on; and optional `triggers`, words or phrases that call for it whenever a question says
one of them and names nothing but what the answer cites ("japan", "from scratch").
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from generator.engine.rules import AUTHORED_KINDS as KINDS
from generator.errors import Problem, SourceError


def _line_of(text: str, needle: str) -> int:
    for number, line in enumerate(text.splitlines(), start=1):
        if needle in line:
            return number
    return 0


def read_text(path: Path, file: str) -> str:
    """An author's text file as str; not UTF-8 raises naming the file and the line of the first bad byte.

    A byte-order mark, which some editors write, is dropped: YAML would read it as part of the first key.
    """
    data = path.read_bytes()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise SourceError(file, line, f"is not UTF-8 text ({exc.reason} at byte {exc.start})",
                          hint="save the file as UTF-8 (your editor's 'encoding' setting)") from exc


def _line_after(text: str, start: int, needle: str) -> int:
    """The first line from `start` on (1-based) that holds `needle`, before the next answer; else `start`."""
    lines = text.splitlines()
    for number in range(start, len(lines) + 1):
        if number > start and lines[number - 1].lstrip().startswith("- id:"):
            break
        if needle in lines[number - 1]:
            return number
    return start


def answer_line(text: str, answer_id: str, fragment: str = "") -> int:
    """The line of answers.yml that writes `fragment` within the answer `answer_id` (its text may wrap over
    several lines), else the line of its id; 0 when the file does not name it."""
    start = _line_of(text, f"id: {answer_id}") if answer_id else 0
    head = fragment.split()[0] if fragment.split() else fragment
    return _line_after(text, start, head) if start and head else start


def load_answers(path: Path, file: str) -> tuple[list[dict[str, Any]], str]:
    """The answers as plain dicts (sorted by id), and the file's text for locating problems."""
    if not path.is_file():
        return [], ""
    text = read_text(path, file)
    try:
        data = yaml.safe_load(text) or []
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = (mark.line + 1) if mark else 0
        raise SourceError(file, line, f"not valid YAML: {getattr(exc, 'problem', exc)}") from exc
    if not isinstance(data, list):
        raise SourceError(file, 1, "must be a list of answers, each with id, kind, questions, answer and sources")
    answers = []
    for item in data:
        if not isinstance(item, dict):
            raise SourceError(file, 0, f"each answer must be a mapping, got {item!r}")
        answers.append({
            "id": str(item.get("id", "")),
            "kind": str(item.get("kind", "")),
            "questions": [str(q) for q in item.get("questions", []) or []],
            "text": " ".join(str(item.get("answer", "")).split()),
            "sources": [str(s) for s in item.get("sources", []) or []],
            **({"triggers": [str(t) for t in item["triggers"] or []]} if "triggers" in item else {}),
        })
    return sorted(answers, key=lambda a: a["id"]), text


def load_lexicon(path: Path, file: str) -> tuple[dict[str, Any], str]:
    """content/lexicon.yml: the aliases visitors use for entities (phrase -> entity id), and the file's text."""
    if not path.is_file():
        return {"aliases": {}}, ""
    text = read_text(path, file)
    try:
        data = yaml.safe_load(text) or {}
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = (mark.line + 1) if mark else 0
        raise SourceError(file, line, f"not valid YAML: {getattr(exc, 'problem', exc)}") from exc
    aliases = data.get("aliases", {}) if isinstance(data, dict) else None
    if not isinstance(aliases, dict):
        raise SourceError(file, 1, "must hold 'aliases:', a mapping from a phrase to an entity id")
    return {"aliases": {" ".join(str(k).lower().split()): str(v) for k, v in sorted(aliases.items())}}, text


def lexicon_problems(lexicon: dict[str, Any], text: str, file: str, entity_ids: set[str]) -> list[Problem]:
    """Aliases that point at no entity of the graph."""
    return [Problem(file, _line_of(text, f"{alias}:"), "lexicon", target,
                    f"the alias {alias!r} names {target!r}, which is not an entity of the graph")
            for alias, target in sorted(lexicon["aliases"].items()) if target not in entity_ids]


def answer_problems(answers: list[dict[str, Any]], text: str, file: str, entity_ids: set[str]) -> list[Problem]:
    """Every authored answer that lacks a field, has an unknown kind, or cites an entity the graph lacks."""
    problems = []
    seen: set[str] = set()
    for a in answers:
        line = _line_of(text, f"id: {a['id']}") if a["id"] else 0

        def bad(message: str, needle: str = "", a: dict[str, Any] = a, line: int = line) -> None:
            """A problem at the line that writes `needle` within this answer, else at its id."""
            at = _line_after(text, line, needle) if needle and line else line
            problems.append(Problem(file, at, "authored-answer", a["id"], message))

        if not a["id"]:
            bad("has no id")
        elif a["id"] in seen:
            bad("repeats an id already used above: ids must be unique")
        seen.add(a["id"])
        if a["kind"] not in KINDS:
            bad(f"has kind {a['kind']!r}; use one of {', '.join(KINDS)}", "kind:")
        if not a["questions"]:
            bad("lists no questions: give the phrasings it answers")
        if "triggers" in a and not all(t.strip() for t in a["triggers"]):
            bad("has an empty trigger: give words or phrases, or leave triggers out")
        if not a["text"]:
            bad("has no answer text")
        for source in a["sources"]:
            if source not in entity_ids:
                bad(f"cites {source!r}, which is not an entity of the graph", source)
    return problems
