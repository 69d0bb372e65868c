"""The answer index: every anticipated question planned at build time, for the ask page to show at once.

Anticipated means the questions each entity invites, the authored ones, every suite's, and then every
follow-up chip of every shipped answer, until the set is closed: a chip click is always answered from the
index. Plans are cut into shards by a hash of the question the page can compute without the engine, so the
first answer costs one small index file and one shard. manifest.json pins one digest per question, and
`portfolio check` plans them all again and names each one whose answer changed.

The only logic the page shares with this module is `normalise_question` and `shard_of` (whitespace and a
32-bit FNV-1a hash), written once more in theme/assets/portfolio/ask.js; the browser tests prove the two
agree. Everything about answering stays in generator/engine/.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from generator import jsonio
from generator.engine.followups import next_questions
from generator.engine.knowledge import Knowledge
from generator.engine.planner import plan

INDEX_FORMAT = "portfolio-answer-index"
INDEX_VERSION = 1
ANSWERS_DIR = "data/answers/"
SHARD_LIMIT = 50_000
"""Bytes. The first answer costs the index file plus one shard, so no shard may be larger than this."""
SHARD_TARGET = 24_000
"""Bytes. The average shard aimed at: a hash spreads questions unevenly, so the target sits well below the limit."""

_SPACE = re.compile(r"[ \t\n\r\f\v]+")


def normalise_question(question: str) -> str:
    """The question as the index keys it: ASCII whitespace runs made one space, and trimmed.

    Only ASCII whitespace, because JavaScript's and Python's ideas of Unicode whitespace differ, and the
    page must find exactly the key this function made.
    """
    return _SPACE.sub(" ", question).strip(" ")


def shard_of(key: str, shards: int) -> int:
    """The shard holding `key`: 32-bit FNV-1a over its UTF-8 bytes, modulo the number of shards."""
    h = 0x811C9DC5
    for byte in key.encode("utf-8"):
        h = ((h ^ byte) * 0x01000193) & 0xFFFFFFFF
    return h % shards


def build_answer_index(questions: Iterable[str], k: Knowledge, today: dt.date) -> dict[str, dict[str, Any]]:
    """Question -> its plan with follow-ups, for the given questions and, transitively, all their chips.

    Each question is planned once: next() validates a chip by planning it, and that very plan is the one
    shipped for the chip.
    """
    planned: dict[str, dict[str, Any]] = {}

    def plan_once(question: str) -> dict[str, Any]:
        if question not in planned:
            planned[question] = plan(question, k, today)
        return planned[question]

    shipped: dict[str, dict[str, Any]] = {}
    queue = list(dict.fromkeys(normalise_question(q) for q in questions))
    seen = set(queue)
    while queue:
        batch, queue = queue, []
        for question in batch:
            p = dict(plan_once(question))
            p["follow_ups"] = next_questions(p, k, plan_once)
            shipped[question] = p
            for chip in p["follow_ups"]:
                key = normalise_question(chip["question"])
                if key not in seen:
                    seen.add(key)
                    queue.append(key)
    return dict(sorted(shipped.items()))


def answer_digest(shipped_plan: dict[str, Any]) -> str:
    return "sha256:" + hashlib.sha256(jsonio.dumps(shipped_plan)).hexdigest()


def answer_digests(index: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Question -> digest of the plan shipped for it: what manifest.json pins and `portfolio check` compares."""
    return {q: answer_digest(p) for q, p in sorted(index.items())}


def _shards(index: dict[str, dict[str, Any]], count: int) -> list[dict[str, dict[str, Any]]]:
    shards: list[dict[str, dict[str, Any]]] = [{} for _ in range(count)]
    for question, p in index.items():
        shards[shard_of(question, count)][question] = p
    return shards


def shard_count(index: dict[str, dict[str, Any]]) -> int:
    """The fewest shards, from the target average up, such that no shard exceeds SHARD_LIMIT bytes."""
    total = sum(len(jsonio.dumps(p)) + len(q) + 4 for q, p in index.items())
    count = max(1, -(-total // SHARD_TARGET))
    while True:
        sizes = [len(jsonio.dumps(s)) for s in _shards(index, count)]
        if max(sizes) <= SHARD_LIMIT or count >= len(index):
            return count
        count += max(1, count // 8)


def index_artifacts(index: dict[str, dict[str, Any]], today: dt.date) -> dict[str, bytes]:
    """data/answers/index.json (the shard count and the build's date), data/answers/<n>.json, and the list
    of every anticipated question (offered by the page when Pyodide cannot load)."""
    count = shard_count(index)
    files = {f"{ANSWERS_DIR}{n}.json": jsonio.dumps(shard) for n, shard in enumerate(_shards(index, count))}
    files[f"{ANSWERS_DIR}questions.json"] = jsonio.dumps(sorted(index))  # read only when the engine cannot load
    files[f"{ANSWERS_DIR}index.json"] = jsonio.dumps({
        "format": INDEX_FORMAT, "version": INDEX_VERSION, "shards": count, "questions": len(index),
        "today": today.isoformat(),
    })
    return files


def index_cache_key(state_bytes: bytes, questions: list[str], today: dt.date, engine_files: list[Path]) -> str:
    """The digest an answer index is cached under: the state, the questions, the date and the engine's code."""
    h = hashlib.sha256()
    h.update(state_bytes)
    h.update(jsonio.dumps([questions, today.isoformat(), INDEX_VERSION]))
    for path in sorted(engine_files):
        h.update(path.name.encode("utf-8") + b"\0" + path.read_bytes())
    return h.hexdigest()[:32]
