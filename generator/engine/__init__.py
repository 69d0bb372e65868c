"""The question engine. Standard library only: the same modules run in the browser under Pyodide.

Its stages, in the order a question meets them (the paper's module table, sections 5 to 7):

    text.py        tokens, stop words, stems: the same on questions, names and passages
    wording.py     the owner's name and pronouns, and the sentences that use them
    binding.py     the ontology terms the engine names, and the words for kinds read from the ontology's labels
    knowledge.py   the knowledge state indexed once: name trie, relations, kinds, BM25 statistics
    spelling.py    unknown words corrected by Damerau-Levenshtein distance
    linking.py     LINK (Algorithm 1): the entities a question names; ambiguity reported unless the question says which
    question.py    the question as every rule reads it: normal form, words, links, who it speaks of
    intents.py     INTENT and INTERPRET (Algorithm 2): kind, task, operation, from rules.INTENT_RULES
    authored.py    which authored answer a question asks for: by its questions, triggers, kind or topic
    dates.py       periods in a question (section 5.6)
    retrieval.py   BM25 over passages and article scoring (section 5.3)
    fusion.py      weighted reciprocal rank fusion (Algorithm 3)
    planner.py     PLAN (Algorithm 4): the first route whose answer answers the question; the trace says which
    routes.py      the planning order as one table: each route's test, what it answers, its paper reference
    coverage.py    whether an answer answers what was asked (a date, a number, a person, the question's words)
    compose.py     the routes' answers, citing only what they read; sparql.py the evidence behind them
    pivot.py       DETECT_ABSENT and PIVOT (Algorithm 6)
    confidence.py  CONFIDENCE (Algorithm 5)
    resources.py   resource roles and the primary action by task (section 5.5)
    followups.py   NEXT (Algorithm 7), validated by planning each chip
    rules.py       every table above, as data, exported with the knowledge state
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from generator.engine.followups import next_questions
from generator.engine.knowledge import Knowledge, build_knowledge
from generator.engine.planner import plan

__all__ = ["Engine"]


class Engine:
    """plan() and next() over one knowledge state. Pure: same question and `today`, same plan."""

    def __init__(self, state: dict[str, Any]) -> None:
        self.knowledge: Knowledge = build_knowledge(state)

    @classmethod
    def from_json(cls, text: str | bytes) -> Engine:
        return cls(json.loads(text))

    @classmethod
    def from_knowledge(cls, knowledge: Knowledge) -> Engine:
        """The engine over a state indexed before (the command line keeps the index between runs)."""
        engine = cls.__new__(cls)
        engine.knowledge = knowledge
        return engine

    def reference_date(self) -> dt.date:
        return dt.date.fromisoformat(self.knowledge.reference_date)

    def plan(self, question: str, today: dt.date | None = None) -> dict[str, Any]:
        """The plan for a question; `today` defaults to the state's reference date, never the clock."""
        return plan(question, self.knowledge, today or self.reference_date())

    def answer(self, question: str, today: dt.date | None = None) -> dict[str, Any]:
        """The plan with its follow-ups: what the ask page shows, from the index or planned in the browser."""
        p = self.plan(question, today)
        p["follow_ups"] = self.next(p, today)
        return p

    def answer_json(self, question: str, today: str | None = None) -> str:
        """answer() as key-sorted JSON, `today` as YYYY-MM-DD: the one call the browser's worker makes."""
        p = self.answer(question, dt.date.fromisoformat(today) if today else None)
        return json.dumps(p, sort_keys=True, ensure_ascii=False, separators=(",", ":"))

    def next(self, p: dict[str, Any], today: dt.date | None = None) -> list[dict[str, Any]]:
        """Up to three follow-up questions for a plan, each one answered confidently by plan()."""
        day = today or self.reference_date()
        return next_questions(p, self.knowledge, lambda q: plan(q, self.knowledge, day))
