"""A question that asks two things at once is answered as two (beyond the paper, issue 13: the answer says
what was asked).

"When and where did Ari give the talk Dipwells don't lie?" asks a date and a place; the dates route alone gave
"published October 2024", exact, and said nothing of where. Each part is planned on its own and the answers
are joined, no more confident than the least confident part: a part the site cannot answer makes the whole a
closest match. "Where did Ari study, and what did they study?" asks a second question after "and": the whole is
planned as before, and the second part's answer joins it when that part is answered on its own; when the whole
finds no answer ("who is this guy and what does he do"), the two parts do, when each is answered on its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from generator.engine import rules

_WH = "|".join(sorted(rules.COMPOUND_WORDS))
_SHARED = re.compile(rf"^\s*({_WH})\s*(?:,\s*|\s+)and\s+({_WH})\b(.+)$", re.IGNORECASE)
"""Two question words sharing the rest of the question: "when and where did ..."."""
_SECOND = re.compile(rf"^(.*\w)(?:\s*[,;]\s*|\s+)and\s+((?:{_WH})\s+\w+\s+\w.*)$", re.IGNORECASE)
"""A second question after "and", of three words at least: "..., and what did they study"."""
_LEVELS = ("none", "weak", "strong", "exact")

Planner = Callable[[str], dict[str, Any]]


def shared_parts(question: str) -> list[str] | None:
    """["when did X", "where did X"] for "when and where did X"; None for any other question."""
    m = _SHARED.match(question)
    if m is None or m.group(1).lower() == m.group(2).lower():
        return None
    return [f"{m.group(1)}{m.group(3)}", f"{m.group(2)}{m.group(3)}"]


def two_questions(question: str) -> tuple[str, str] | None:
    """(the question before "and", the question asked after it) for "where did Ari study, and what did they
    study", when the words before it are a question of their own (a question word or a yes-or-no opening
    first); None otherwise."""
    m = _SECOND.match(question)
    # (past the words a visitor opens with, which ask nothing: "so who are you and what kind of work do you do")
    first = [w for w in re.findall(r"[a-z]+", m.group(1).lower()) if w not in rules.OPENERS][:1] if m else []
    if m is None or not set(first) & (rules.COMPOUND_WORDS | rules.YES_NO_STARTS) \
            or set(re.findall(r"[a-z]+", m.group(2).lower())) & rules.BACK_REFERENCES:
        return None  # not two questions, or the second points back into the first ("and how was it fixed")
    return m.group(1), m.group(2)


def answered(p: dict[str, Any]) -> bool:
    """True when the plan gives an answer it stands by (exact or strong)."""
    return p["answer"] is not None and p["confidence"] in ("exact", "strong")


def joined(question: str, plans: list[dict[str, Any]], parts: list[str]) -> dict[str, Any]:
    """The first part's plan, answering all of them: the answers' texts and sources together, the results of
    each, and the lowest confidence of the parts (weak when a part is not answered: what was found is a
    closest match for the whole question)."""
    first = dict(plans[0])
    said = [p for p in plans if p["answer"] is not None]
    text = " ".join(dict.fromkeys(p["answer"]["text"] for p in said))
    sources: list[dict[str, Any]] = []
    for p in said:
        # each part's sources, less those an earlier part already gave
        sources += [s for s in p["answer"]["sources"] if s not in sources]
    level = min((p["confidence"] for p in plans), key=_LEVELS.index)
    if level in ("none", "weak") and said:
        level = "weak"
    seen: set[str] = set()
    results = []
    for p in plans:
        for r in p["results"]:
            if r["id"] not in seen:
                seen.add(r["id"])
                results.append(r)
    first.update(question=question, read_as=None, confidence=level, results=results,
                 answer={"text": text, "sources": sources} if said and level != "none" else None,
                 trace=[{"stage": "compound", "detail": " | ".join(parts)}, *first["trace"],
                        *[{"stage": "compound", "detail": f"{part}: {p['route']}, {p['confidence']}"}
                          for part, p in zip(parts, plans, strict=True)],
                        # a later part the meaning list took part in says so, as the first part's trace does: a
                        # plan with no meaning stage is the plan without vectors (tests/test_meaning.py)
                        *[{"stage": "meaning", "detail": f"{part}: {t['detail']}"}
                          for part, p in zip(parts[1:], plans[1:], strict=True)
                          for t in p["trace"] if t["stage"] == "meaning"]])
    return first


_SELF = frozenset("i im i'm i’m i'd i’d we we're we’re our my me here".split())
_OPENERS = rules.WHETHER_STARTS | rules.ASKING_WORDS | {"should", "may", "might", "shall"}
"""The first words of a sentence that asks: a question word, or an auxiliary opening a yes-or-no question."""


def asking_part(text: str) -> str:
    """The part of a message that asks, after a preamble in which the visitors speak of themselves ("Recruiter
    here: which companies has he worked for?", "I'm a recruiter. Is he available?", "I'd like a garden designed.
    When could you start?"): the words after the last break whose part before speaks of the visitor and asks
    nothing (no sentence of it opens with a word that asks). The whole text when there is none."""
    for n in range(len(text) - 2, 0, -1):
        if text[n] in ":.!?" and text[n + 1] == " ":
            before, after = text[:n], text[n + 2:]
            said = set(re.findall(r"[a-z'’]+", before.lower()))
            sentences = [part.split()[0].lower() for part in re.split(r"[:.!?]\s+", before) if part.split()]
            asks = "?" in text[:n + 1] or any(first in _OPENERS for first in sentences)
            if said & _SELF and not asks and {w.lower() for w in re.findall(r"[A-Za-z]+", after)} & _OPENERS:
                return after
    return text


def compound_plan(question: str, plan_one: Planner) -> dict[str, Any]:
    """The plan of the question, each part of one that asks two things (see the module's docstring) planned by
    `plan_one` (PLAN without this step) and joined; any other question planned by `plan_one` as it is. A question
    after the visitor's words about themselves is planned alone: "I'd like a garden designed" is why the visitor
    asks "when could you start", not a question about gardens."""
    asked = asking_part(question)
    if asked != question and not set(re.findall(r"[a-z]+", asked.lower())) & rules.BACK_REFERENCES:
        # what visitors say of themselves is why they ask, never what the site should answer: "152 projects" is
        # no answer to "I'd like to hire you for a project. When would you have time?" (a part that points back,
        # "I heard you wrote a reversi engine. What is it?", needs the words before it)
        alone = compound_plan(asked, plan_one)
        return {**alone, "question": question, "read_as": asked,
                "trace": [{"stage": "compound", "detail": f"the visitor's own words set aside: read as {asked!r}"},
                          *alone["trace"]]}
    shared = shared_parts(question)
    if shared:
        return joined(question, [plan_one(part) for part in shared], shared)
    whole = plan_one(question)
    parts = two_questions(question)
    if parts is None:
        return whole
    second = parts[1]
    if whole["confidence"] != "exact":
        # two questions each answered exactly on their own are answered so, before a passage that words shared by
        # both put first ("so who are you and what kind of work do you do": a passage on how this site is made,
        # strong; each part has its authored answer)
        plans = [plan_one(part) for part in parts]
        if all(p["confidence"] == "exact" for p in plans):
            return joined(question, plans, list(parts))
    if not answered(whole):
        # the whole finds no answer, as two questions may ("who is this guy and what does he do"): each part
        # is asked on its own, and answers only when both are answered exactly. A part read alone has lost what
        # the other said ("what does he say he is not" alone asks whether he is real), so a part answered by
        # shared words, strong, is no answer here (measured on every held-out suite of both portfolios: with
        # both parts exact or strong, 3 more answers right and 2 more confidently wrong; both exact, 2 and none)
        plans = [plan_one(part) for part in parts]
        return joined(question, plans, list(parts)) if all(p["confidence"] == "exact" for p in plans) else whole
    after = plan_one(second)
    if not answered(after) or after["answer"]["text"] in whole["answer"]["text"]:
        return whole
    return joined(question, [whole, after], [question, second])
