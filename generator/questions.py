"""The questions a portfolio invites, answered ahead of time by the build (the ask page's answer index):
for each entity the ones its kind suggests, for each kind of work and skill its list, for each year of
activity what was made then, the authored questions, and the author's own list (content/questions/
anticipated.yml). The developers' and the author's test suites are not among them: they test the engine,
they are not what a visitor of this site is expected to ask. They join the anticipated questions only in the
snapshot set, which proves a refactor changed nothing, and in the benchmark's workload.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from generator.answers import read_text
from generator.engine.binding import ancestors
from generator.engine.wording import owner_from_state
from generator.errors import SourceError

TEMPLATES: dict[str, tuple[str, ...]] = {
    # by the coarse kind of an entity; {they}, {their}, {does}... follow the owner's pronouns (engine/wording.py)
    "Work": ("{name}", "Tell me about {name}", "How does {name} work?", "{name} source", "open {name}",
             "what is {name} built with"),
    "Component": ("{name}", "How does the {name} work?"),
    "Skill": ("{name}", "{name} projects", "how many projects use {name}", "what is {name}"),
    "Concept": ("{name}", "what is {name}", "which projects use {name}"),
    "Theme": ("{name}", "{name} projects"),
    "Organisation": ("{name}", "what did {they} do at {name}"),
    "Role": ("{name}",),
    "Person": ("{name}", "who is {name}"),
    "Place": ("{name}", "what did {they} make in {name}"),
}
KINDS = ("which {plural} {has} {they} made", "how many {plural}")
"""For every kind of work the ontology declares (a class below cj:Work)."""
CATEGORIES = ("which {plural} {does} {they} use",)
"""For every skill category."""
PERIODS = ("what did {they} build in {year}", "what {was} {they} working on in {year}")
GENERAL = ("key work", "side projects", "what's new", "how can I contact {them}", "where {has} {they} worked",
           "what did {they} build in the past six months", "skills", "")
"""Questions every portfolio invites, whatever it holds."""

ADVERSARIAL = ("", " ", "?" * 50, "a" * 100_000, "🦀🐍 rust 🦀", "ภาษาไทย คืออะไร", "日本語の質問はどうですか",
               "\x00\x01\x1b[31m", "<script>alert(1)</script>", "'; DROP TABLE projects; --", "open " * 2000,
               "https://" + "a." * 500, "what did he build in 2024 " * 400, "ｒｕｓｔ ｐｒｏｊｅｃｔｓ", "\u202eevil",
               "C++ C# F# A* " * 100, "tesselate accesibility portugese kotln haskel " * 20)
"""Inputs a public question box will receive sooner or later; the benchmark times them separately."""

ANTICIPATED_FILE = "questions/anticipated.yml"


def _kind(entity: dict[str, Any]) -> str | None:
    for kind in ("Component", "Work", "Skill", "Concept", "Theme", "Organisation", "Role", "Person", "Place"):
        if kind in entity["types"]:
            return kind
    return None


def entity_questions(state: dict[str, Any]) -> list[str]:
    """For every entity, the questions its kind invites."""
    say = owner_from_state(state).say
    out: list[str] = []
    for entity_id in sorted(state["entities"]):
        e = state["entities"][entity_id]
        kind = _kind(e)
        if kind is None or "Owner" in e["types"]:
            continue
        name = e.get("short_label") or e["label"]
        out += [say(t).replace("{name}", name) for t in TEMPLATES[kind]]
    return out


def kind_questions(state: dict[str, Any]) -> list[str]:
    """For every kind of work and skill category the ontology declares and the graph has, its list."""
    say = owner_from_state(state).say
    used = {t for e in state["entities"].values() for t in e["types"]}
    categories = {e.get("category") for e in state["entities"].values()}
    out = []
    for name, c in sorted(state["classes"].items()):
        if name in used and "Work" in ancestors(name, state["classes"]) and name != "Component":
            out += [say(t).replace("{plural}", c.get("plural") or c["label"]) for t in KINDS]
    for name, c in sorted(state["categories"].items()):
        if name in categories:
            out += [say(t).replace("{plural}", c.get("plural") or c["label"]) for t in CATEGORIES]
    return out


def authored_file_questions(content_dir: Path, root: Path) -> list[str]:
    """The author's own anticipated questions (content/questions/anticipated.yml: `questions:`, a list)."""
    path = content_dir / ANTICIPATED_FILE
    if not path.is_file():
        return []
    label = path.relative_to(root).as_posix() if path.is_relative_to(root) else path.as_posix()
    try:
        data = yaml.safe_load(read_text(path, label)) or {}
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise SourceError(label, (mark.line + 1) if mark else 0, f"not valid YAML: {exc}") from exc
    questions = data.get("questions") if isinstance(data, dict) else None
    if not isinstance(questions, list) or not all(isinstance(q, str) for q in questions):
        raise SourceError(label, 1, "must hold 'questions:', a list of questions as text")
    return [" ".join(q.split()) for q in questions if q.strip()]


def anticipated_questions(state: dict[str, Any], content_dir: Path, root: Path) -> list[str]:
    """The questions the site answers ahead of time (before follow-ups are added): entities, kinds, periods,
    the questions every portfolio invites, the authored answers' questions and the author's own list."""
    say = owner_from_state(state).say
    years = sorted({m[:4] for e in state["entities"].values() for m in e.get("months", [])})
    questions = entity_questions(state) + kind_questions(state)
    questions += [say(t).replace("{year}", y) for y in years for t in PERIODS]
    questions += [say(t) for t in GENERAL]
    questions += [q for a in state.get("answers", []) for q in a["questions"]]
    questions += authored_file_questions(content_dir, root)
    return list(dict.fromkeys(questions))


def suite_questions(content_dir: Path) -> list[str]:
    """Every question of the site's own suites (content/questions/*.json)."""
    out = []
    for path in sorted((content_dir / "questions").glob("*.json")):
        if path.is_file():
            out += [c["question"] for c in json.loads(path.read_text(encoding="utf-8"))["cases"]]
    return out


def snapshot_questions(state: dict[str, Any], content_dir: Path, root: Path) -> list[str]:
    """The snapshot set: the anticipated questions and the site's suites (what a refactor must not change)."""
    return list(dict.fromkeys(anticipated_questions(state, content_dir, root) + suite_questions(content_dir)))
