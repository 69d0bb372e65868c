"""The questions a portfolio invites: for each entity, the ones its type suggests, plus the suites' and the
authored ones. They are the snapshot set that proves a refactor changed nothing, the benchmark's workload,
and (for the ask page) the questions answered ahead of time.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

TEMPLATES: dict[str, tuple[str, ...]] = {
    "Work": ("{name}", "Tell me about {name}", "How does {name} work?", "{name} source", "open {name}",
             "what is {name} built with"),
    "Component": ("{name}", "How does the {name} work?"),
    "Skill": ("{name}", "{name} projects", "how many projects use {name}", "what is {name}"),
    "Concept": ("{name}", "what is {name}", "which projects use {name}"),
    "Theme": ("{name}", "{name} projects"),
    "Organisation": ("{name}", "what did he do at {name}"),
    "Role": ("{name}",),
    "Person": ("{name}", "who is {name}"),
    "Place": ("{name}", "what did he make in {name}"),
}
PERIODS = ("what did he build in {year}", "projects from early {year}", "what was he working on in {year}")
EXTRA = ("rust projects", "how does the question engine work?", "what did he build in 2024?",
         "what's new", "how can I contact him", "is he available for work", "kotlin projects",
         "scala experience", "does he know haskell", "what is a knowledge graph", "compare Go and Rust",
         "compare Python and Rust", "which games has he made", "key work", "side projects",
         "which programming languages does he use", "what did he build in the past six months",
         "projects since last year", "what did he do in Q3 2025", "how do i make bread",
         "what is the capital of peru", "")


ADVERSARIAL = ("", " ", "?" * 50, "a" * 100_000, "🦀🐍 rust 🦀", "ภาษาไทย คืออะไร", "日本語の質問はどうですか",
               "\x00\x01\x1b[31m", "<script>alert(1)</script>", "'; DROP TABLE projects; --", "open " * 2000,
               "https://" + "a." * 500, "what did he build in 2024 " * 400, "ｒｕｓｔ ｐｒｏｊｅｃｔｓ", "\u202eevil",
               "C++ C# F# A* " * 100, "tesselate accesibility portugese kotln haskel " * 20)
"""Inputs a public question box will receive sooner or later; the benchmark times them separately."""


def _kind(entity: dict[str, Any]) -> str | None:
    for kind in ("Component", "Work", "Skill", "Concept", "Theme", "Organisation", "Role", "Person", "Place"):
        if kind in entity["types"]:
            return kind
    return None


def entity_questions(state: dict[str, Any]) -> list[str]:
    """For every entity, the questions its type invites."""
    out: list[str] = []
    for entity_id in sorted(state["entities"]):
        e = state["entities"][entity_id]
        kind = _kind(e)
        if kind is None or "Owner" in e["types"]:
            continue
        name = e.get("short_label") or e["label"]
        out += [t.format(name=name) for t in TEMPLATES[kind]]
    return out


def suite_questions(root: Path) -> list[str]:
    out = []
    for path in sorted((root / "tests").glob("search_*.json")):
        if path.is_file():
            out += [c["question"] for c in json.loads(path.read_text(encoding="utf-8"))["cases"]]
    return out


def snapshot_questions(state: dict[str, Any], root: Path) -> list[str]:
    """The snapshot set: entity questions, periods, authored questions, the suites, and some hard cases."""
    years = sorted({m[:4] for e in state["entities"].values() for m in e.get("months", [])})
    questions = entity_questions(state)
    questions += [t.format(year=y) for y in years for t in PERIODS]
    questions += [q for a in state.get("answers", []) for q in a["questions"]]
    questions += suite_questions(root)
    questions += list(EXTRA)
    return list(dict.fromkeys(questions))
