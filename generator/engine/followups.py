"""Follow-up questions (paper, Algorithm 7): up to three, one hop around what the answer was about.

A candidate is kept only if the engine itself answers it confidently, so a chip never leads to a guess.
This is a separate call from plan(), so planning stays fast and a chip's own plan builds no chips.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from generator.engine import rules
from generator.engine.knowledge import Knowledge
from generator.engine.text import normalise

Planner = Callable[[str], dict[str, Any]]


def candidates(p: dict[str, Any], k: Knowledge) -> list[str]:
    """The candidate follow-ups of Algorithm 7, best first, before validation."""
    out: list[str] = []
    subject = p.get("primary") or (p["results"][0]["id"] if p.get("results") else None)
    if p["ambiguous"]:
        for option in p["ambiguous"][0]["options"]:
            e = k.entities[option["id"]]
            telling = [a for a in e["alt_labels"] if e["label"].lower() in a.lower() and " " in a]
            out.append(f"Tell me about {min(telling, key=len) if telling else e['label']}")
        return out
    if p["intent"] == "pivot":
        out += [f"{k.name(s)} projects" for s in (p.get("pivot") or {}).get("neighbours", [])]
        return out
    if subject is None or subject not in k.entities:
        return out
    kind = k.kind_of(subject)
    name = k.name(subject)
    if kind in ("Work", "Component"):
        if k.article_of(subject):
            out.append(f"How does {name} work?")
        tools = [s for s in k.related(subject, "uses")
                 if rules.TOOL_WORK_RANGE[0] <= len(k.works_of(s)) <= rules.TOOL_WORK_RANGE[1]]
        tools.sort(key=lambda s: (-len(k.works_of(s)), s))
        out += [f"{k.name(s)} projects" for s in tools[:2]]
        same_kind = [w for w in k.related(subject, "relatedTo") + k.related(subject, "succeededBy")
                     if k.entities[w]["type"] == k.entities[subject]["type"]]
        if same_kind:
            out.append(f"Compare {name} and {k.name(same_kind[0])}")
        neighbours = k.works_of(subject)
        if neighbours:
            out.append(f"Tell me about {k.name(neighbours[0])}")
    elif kind == "Skill":
        works = k.works_of(subject)
        if works:
            out.append(f"Tell me about {k.name(works[0])}")
        category = k.entities[subject].get("category")
        peers = [s for s in k.of_category.get(category, []) if s != subject]
        peers.sort(key=lambda s: (-len(k.works_of(s)), s))
        if peers:
            out.append(f"Compare {name} and {k.name(peers[0])}")
        out += [f"Tell me about {k.name(w)}" for w in works[1:3]]
    elif kind in ("Theme", "Concept"):
        out += [f"Tell me about {k.name(w)}" for w in k.works_of(subject)[:4]]
    elif kind == "Organisation":
        out.append(k.owner_info.say(f"What did {{they}} do during {{their}} time at {name}?"))
        out += [f"Tell me about {k.name(w)}" for w in k.works_of(subject)[:3]]
    else:
        out += [f"Tell me about {k.name(w)}" for w in k.works_of(subject)[:3]]
    return out


def next_questions(p: dict[str, Any], k: Knowledge, plan_one: Planner) -> list[dict[str, Any]]:
    """NEXT(P): at most three follow-ups, each validated by planning it."""
    if p["confidence"] not in ("exact", "strong"):
        return []  # never build on a guess
    asked = normalise(p["question"])
    kept: list[dict[str, Any]] = []
    seen = {asked}
    for question in candidates(p, k):
        key = normalise(question)
        if key in seen:
            continue
        seen.add(key)
        chip = plan_one(question)
        if chip["confidence"] in ("exact", "strong") and chip["answer"] and not chip["ambiguous"]:
            kept.append({"question": question, "intent": chip["intent"], "confidence": chip["confidence"]})
        if len(kept) == rules.FOLLOW_UP_LIMIT:
            break
    return kept
