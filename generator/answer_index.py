"""The answer index: every anticipated question planned at build time, for the ask page to show at once.

Anticipated means the questions each entity invites, the authored ones, every suite's, and then every
follow-up chip of every shipped answer, until the set is closed: a chip click is always answered from the
index. Plans are laid out by a hash of the question the page can compute without the engine and cut into
shards by size, so the first answer costs one small index file and one shard. manifest.json pins one digest
per question, and `portfolio check` plans them all again and names each one whose answer changed.

The only logic the page shares with this module is `normalise_question`, `fold_case`, `question_hash` and
`shard_of` (spaces and final punctuation, ASCII lower case, a 32-bit FNV-1a hash, a binary search), written
once more in theme/assets/portfolio/ask.js; a test proves the two agree. Everything about answering stays
in generator/engine/.

A visitor types "Who is Tobias Wren?" where the index holds "who is tobias wren". Spaces and final
punctuation never change a plan (a test checks every anticipated question of both portfolios), so keys drop
them. Case can: "Lantern" is a project, "lantern" a word. So each shipped plan says whether its question's
case matters (`key_case`): "any" when the build planned the other casing (the question in lower case, or a
lower-case question with its first letter capitalised) and got the same plan, "exact" otherwise. The page
looks a question up as typed, then in lower case, and takes the second only from a plan marked "any".
"""

from __future__ import annotations

import bisect
import datetime as dt
import gc
import hashlib
import math
import multiprocessing as mp
import os
import re
import sys
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from generator import jsonio
from generator.cache_files import files_digest
from generator.engine.followups import next_questions
from generator.engine.knowledge import Knowledge
from generator.engine.planner import plan
from generator.errors import PortfolioError

INDEX_FORMAT = "portfolio-answer-index"
INDEX_VERSION = 2
ANSWERS_DIR = "data/answers/"
SHARD_LIMIT = 50_000
"""Bytes. The first answer costs the index file plus one shard, so no shard may be larger than this."""
SHARD_MIN_TARGET = 8_000
SHARD_MAX_TARGET = 40_000
"""Bytes. The range a shard is filled to (shard_targets); a shard is larger only if one plan alone is."""
INDEX_ENTRY = 26
"""Bytes that one shard adds to index.json: its first hash and its file name."""
SHARD_COMPRESSION, INDEX_COMPRESSION = 4.0, 1.85
"""How much gzip shrinks a shard (repetitive JSON) and the index (hashes and hex names): 3.98 and 1.85 on the
sample's 2026-12 build. A host compresses both, so the layout weighs what is sent, not what is stored."""
PLAN_LIMIT = SHARD_LIMIT - 4_000
"""Bytes. A plan larger than this has its results paged: alone in a shard with its question (500 characters
at most, 4,000 bytes as JSON at worst), it still fits SHARD_LIMIT."""
PAGE_LIMIT = 40_000
"""Bytes of one page of a long result list."""
RESULTS_KEPT = 20
"""Results a paged plan keeps in its shard: more than the page draws (5)."""

_SPACE = re.compile(r"[ \t\n\r\f\v]+")
_FINAL_PUNCTUATION = re.compile(r"[ ?!.]+$")
_UPPER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
ECHOED = ("question", "read_as", "trace")
"""Plan fields that repeat the question as typed: two casings of one question differ there and nowhere else."""


def normalise_question(question: str) -> str:
    """The question as the index keys it: ASCII whitespace runs made one space, trimmed, and final question
    marks, exclamation marks and full stops dropped (they never change a plan).

    Only ASCII whitespace, because JavaScript's and Python's ideas of Unicode whitespace differ, and the
    page must find exactly the key this function made.
    """
    return _FINAL_PUNCTUATION.sub("", _SPACE.sub(" ", question).strip(" "))


def fold_case(key: str) -> str:
    """The key in lower case, ASCII letters only: Python's and JavaScript's Unicode case mappings differ."""
    return key.translate(_UPPER)


def other_casing(key: str) -> str | None:
    """The casing a visitor is most likely to type instead: the key in lower case, or, for a lower-case key,
    with its first letter capitalised; None when the key has no letter to change."""
    folded = fold_case(key)
    if folded != key:
        return folded
    capitalised = key[:1].upper() + key[1:]
    return capitalised if capitalised != key and capitalised[:1].isascii() else None


def _sans_echo(p: dict[str, Any]) -> dict[str, Any]:
    return {name: value for name, value in p.items() if name not in ECHOED}


def question_hash(key: str) -> int:
    """32-bit FNV-1a over the key's UTF-8 bytes: where the question lies in the index (ask.js mirrors it)."""
    h = 0x811C9DC5
    for byte in key.encode("utf-8"):
        h = ((h ^ byte) * 0x01000193) & 0xFFFFFFFF
    return h


PARALLEL_FROM = 400
"""Questions: below this many, starting worker processes costs more than it saves."""

# What a worker process answers with: the knowledge and date of the build, set before the workers are forked,
# and the plans this process has made (next() validates each chip by planning it, and chips repeat).
_worker: dict[str, Any] = {}


def _answer(question: str) -> dict[str, Any]:
    """The shipped plan of one question: its plan, whether its case matters, and its follow-ups, with this
    process's plans reused."""
    k: Knowledge = _worker["knowledge"]
    today: dt.date = _worker["today"]
    planned: dict[str, dict[str, Any]] = _worker.setdefault("planned", {})

    def plan_once(q: str) -> dict[str, Any]:
        if q not in planned:
            planned[q] = plan(q, k, today)
        return planned[q]

    p = dict(plan_once(question))
    other = other_casing(question)
    p["key_case"] = "any" if other is not None and _sans_echo(plan_once(other)) == _sans_echo(p) else "exact"
    p["follow_ups"] = next_questions(p, k, plan_once)
    return p


def build_answer_index(questions: Iterable[str], k: Knowledge, today: dt.date,
                       workers: int | None = None) -> dict[str, dict[str, Any]]:
    """Question -> its plan with follow-ups, for the given questions and, transitively, all their chips.

    The questions are independent, so each round of them (the questions, then the chips they add, until no
    new one comes) is planned by `workers` processes (default: one per core), each keeping the plans it made
    for the chips it checked. plan() is pure, so which process plans a question changes nothing.
    """
    queue = list(dict.fromkeys(normalise_question(q) for q in questions))
    if workers is None:  # the cores this process may use, which a container can set below the machine's
        workers = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    # forked workers share the knowledge without copying it; fork is safe on Linux only (macOS system libraries
    # may not survive it), so elsewhere the index is planned in this process
    parallel = workers > 1 and len(queue) >= PARALLEL_FROM and sys.platform.startswith("linux")
    _worker.clear()
    _worker.update(knowledge=k, today=today)
    # The knowledge is hundreds of thousands of objects that planning only reads. Frozen, the cyclic garbage
    # collector stops walking them: in this process, and in forked workers, where each walk would also touch
    # (and so copy) every page the parent shares with them. About 9% less CPU for the sample's index (3.1 s
    # against 3.4 s in four alternating runs, 2026-12-07). Unfrozen once planning ends, so they can be freed.
    gc.freeze()
    pool = ProcessPoolExecutor(workers, mp_context=mp.get_context("fork")) if parallel else None
    shipped: dict[str, dict[str, Any]] = {}
    seen = set(queue)
    try:
        while queue:
            batch, queue = queue, []
            answers = pool.map(_answer, batch, chunksize=16) if pool else map(_answer, batch)
            for question, p in zip(batch, answers, strict=True):
                shipped[question] = p
                for chip in p["follow_ups"]:
                    key = normalise_question(chip["question"])
                    if key not in seen:
                        seen.add(key)
                        queue.append(key)
    finally:
        if pool is not None:
            pool.shutdown()
        _worker.clear()
        gc.unfreeze()
    return dict(sorted(shipped.items()))


def answer_digest(shipped_plan: dict[str, Any]) -> str:
    return "sha256:" + hashlib.sha256(jsonio.dumps(shipped_plan)).hexdigest()


def answer_digests(index: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Question -> digest of the plan shipped for it: what manifest.json pins and `portfolio check` compares."""
    return {q: answer_digest(p) for q, p in sorted(index.items())}


def shard_targets(total: int) -> int:
    """Bytes a shard is filled to: the size that makes the first answer (index file plus one shard) smallest.

    With S shards of T bytes in all, the index sends about a x S bytes (a = INDEX_ENTRY / INDEX_COMPRESSION)
    and a shard about T / (c x S) (c = SHARD_COMPRESSION); their sum is least at S = sqrt(T / (a x c)), so a
    shard is filled to T / S = sqrt(T x a x c) bytes, kept between SHARD_MIN_TARGET and SHARD_MAX_TARGET.
    """
    weight = INDEX_ENTRY * SHARD_COMPRESSION / INDEX_COMPRESSION
    return max(SHARD_MIN_TARGET, min(SHARD_MAX_TARGET, math.isqrt(int(total * weight))))


def _paged(question: str, shipped_plan: dict[str, Any]) -> tuple[bytes, dict[str, bytes]]:
    """The plan as its shard holds it, and the pages of results moved out of it (file name -> bytes).

    A list answer can name more works than fit a shard ("his projects" on a large portfolio). Its first
    results stay in the plan, which is all the page draws; the rest go to pages of their own, named in
    `results_more` by content, so the whole list stays one fetch away. Plans are digested before paging:
    paging changes how a plan is stored, not what plan() said.
    """
    data = jsonio.dumps(shipped_plan)
    if len(data) <= PLAN_LIMIT:
        return data, {}
    results = shipped_plan["results"]
    pages: list[list[Any]] = [[]]
    size = 2
    for result in results[RESULTS_KEPT:]:
        length = len(jsonio.dumps(result)) + 1
        if pages[-1] and size + length > PAGE_LIMIT:
            pages.append([])
            size = 2
        pages[-1].append(result)
        size += length
    files = {_content_name(jsonio.dumps(page)): jsonio.dumps(page) for page in pages}
    kept = {**shipped_plan, "results": results[:RESULTS_KEPT],
            "results_more": {"total": len(results), "files": list(files)}}
    data = jsonio.dumps(kept)
    if len(data) > PLAN_LIMIT:
        raise PortfolioError(f"the shipped answer to {question!r} is {len(data):,} bytes even with its results paged "
                         f"(the limit is {PLAN_LIMIT:,}): shorten what it says")
    return data, files


def _content_name(data: bytes) -> str:
    """A file name made from the content: a host may cache it forever, since other content gets another name."""
    return hashlib.sha256(data).hexdigest()[:12]


def shard_of(key: str, starts: list[int]) -> int:
    """The shard holding `key`: the last one whose first hash is not above the key's (ask.js mirrors it)."""
    return bisect.bisect_right(starts, question_hash(key)) - 1


def index_artifacts(index: dict[str, dict[str, Any]], today: dt.date) -> dict[str, bytes]:
    """data/answers/index.json, the shards, the pages of long result lists, and the list of every anticipated
    question (offered by the page when Pyodide cannot load).

    Each plan is serialised once. Questions are laid out by their hash and cut into shards by size, so a
    shard is never empty and never over SHARD_LIMIT; index.json lists each shard's first hash and its file,
    named by content, and is the only file that changes name-for-name from one build to the next.
    """
    files: dict[str, bytes] = {}
    entries = []
    for question in index:
        data, pages = _paged(question, index[question])
        files.update((f"{ANSWERS_DIR}{name}.json", page) for name, page in pages.items())
        # as members of one JSON object: each without the newline jsonio ends a document with
        entries.append((question_hash(question), jsonio.dumps(question)[:-1], data[:-1]))
    entries.sort(key=lambda entry: (entry[0], entry[1]))
    target = shard_targets(sum(len(key) + len(data) + 2 for _, key, data in entries))
    shards: list[tuple[int, list[bytes]]] = []
    size = 0
    for i, (h, key, data) in enumerate(entries):
        entry = key + b":" + data
        same_hash = i > 0 and entries[i - 1][0] == h  # a shard is found by hash: equal hashes share one
        if not shards or (size + len(entry) + 1 > target and not same_hash):
            shards.append((h if shards else 0, []))
            size = 2
        shards[-1][1].append(entry)
        size += len(entry) + 1
    starts, names = [], []
    for start, members in shards:
        data = b"{" + b",".join(members) + b"}\n"
        if len(data) > SHARD_LIMIT:  # only questions of one hash can crowd a shard so; never shipped
            raise PortfolioError(f"answer shard of {len(members)} questions is {len(data):,} bytes, "
                                 f"over {SHARD_LIMIT:,}")
        name = _content_name(data)
        files[f"{ANSWERS_DIR}{name}.json"] = data
        starts.append(start)
        names.append(name)
    files[f"{ANSWERS_DIR}questions.json"] = jsonio.dumps(sorted(index))  # read only when the engine cannot load
    files[f"{ANSWERS_DIR}index.json"] = jsonio.dumps({
        "format": INDEX_FORMAT, "version": INDEX_VERSION, "questions": len(index), "today": today.isoformat(),
        "starts": starts, "files": names,
    })
    return files


def index_cache_key(state_bytes: bytes, questions: list[str], today: dt.date, engine_files: list[Path]) -> str:
    """The digest an answer index is cached under: the state, the questions, the date and the engine's code."""
    h = hashlib.sha256()
    h.update(state_bytes)
    h.update(jsonio.dumps([questions, today.isoformat(), INDEX_VERSION]))
    h.update(files_digest(engine_files).encode("ascii"))
    return h.hexdigest()[:32]
