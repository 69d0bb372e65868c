"""What visitors asked that the engine answered badly, kept so the author can decide what to add.

`portfolio serve --log-questions` keeps, for each question the ask page sends it that the engine was unsure
of (MISSES: a weak or no answer, or a pivot to a neighbouring technology), one row in SQLite: the question
(with any phone number, email address, street address or birth date in it replaced by its kind), the plan's
intent, route and confidence, and the day. Never the visitor's address, a time of day, a cookie or any other
identifier. Rows older than the retention (KEEP_DAYS by default) are deleted whenever a row is added, and
the log never holds more than MAX_ROWS. `portfolio misses` groups them, most asked first, so the lexicon,
the authored answers or the content can grow from real questions, with a person deciding each change.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator.answer_index import normalise_question
from generator.privacy import scan_text
from generator.settings import MAX_QUESTION

MISSES: dict[str, tuple[str, ...]] = {"confidence": ("weak", "none"), "route": ("pivot",)}
"""A plan is a miss when its confidence or its route is one of these: the ask page reads this table (it is
written into the page) to know which plans to report, and the log keeps no other."""
KEEP_DAYS = 90
MAX_ROWS = 50_000

_SCHEMA = """
CREATE TABLE IF NOT EXISTS asked (
    day TEXT NOT NULL,          -- YYYY-MM-DD, the server's date in UTC; no time of day
    question TEXT NOT NULL,     -- as asked, private data replaced by its kind
    key TEXT NOT NULL,          -- the question as the answer index looks it up: groups the same question
    intent TEXT NOT NULL,
    route TEXT NOT NULL,
    confidence TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS asked_day ON asked (day);
"""


def is_miss(plan: dict[str, Any]) -> bool:
    """Whether the engine was unsure of this plan (MISSES)."""
    return plan.get("confidence") in MISSES["confidence"] or plan.get("route") in MISSES["route"]


def redact(question: str) -> str:
    """The question with each phone number, email address, street address or birth date replaced by its kind
    in brackets ("call me on [phone number]"): a visitor may type their own, and the log must not keep it."""
    for finding in sorted(scan_text(question), key=lambda f: -len(f.text)):
        question = question.replace(finding.text, f"[{finding.kind}]")
    return question


@dataclass(frozen=True)
class Miss:
    """One question as visitors asked it, with what the engine did the last time."""

    question: str  # the most recent wording of it
    times: int
    last_day: str
    intent: str
    route: str
    confidence: str


class QuestionLog:
    """The SQLite file of misses. Safe to share between the server's threads (one connection, one lock)."""

    def __init__(self, path: Path, keep_days: int = KEEP_DAYS, max_rows: int = MAX_ROWS) -> None:
        if keep_days < 1 or max_rows < 1:
            raise ValueError("a question log keeps at least one day and one row")
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self.keep_days = keep_days
        self.max_rows = max_rows
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._db.executescript(_SCHEMA)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def record(self, question: str, plan: dict[str, Any], today: dt.date | None = None) -> bool:
        """Keep the question if its plan is a miss (True), after dropping rows past the retention."""
        if not is_miss(plan):
            return False
        day = today or dt.datetime.now(dt.UTC).date()
        text = redact(" ".join(question.split())[:MAX_QUESTION])
        row = (day.isoformat(), text, normalise_question(text).lower(), str(plan.get("intent") or ""),
               str(plan.get("route") or ""), str(plan.get("confidence") or ""))
        with self._lock:
            self._db.execute("BEGIN")
            oldest = (day - dt.timedelta(days=self.keep_days - 1)).isoformat()
            self._db.execute("DELETE FROM asked WHERE day < ?", (oldest,))
            self._db.execute("INSERT INTO asked VALUES (?, ?, ?, ?, ?, ?)", row)
            self._db.execute("DELETE FROM asked WHERE rowid IN (SELECT rowid FROM asked ORDER BY rowid DESC "
                             "LIMIT -1 OFFSET ?)", (self.max_rows,))
            self._db.execute("COMMIT")
        return True

    def misses(self, since: dt.date | None = None) -> list[Miss]:
        """The logged questions from `since` on (all kept ones by default), one per question as the answer
        index would look it up, most asked first, then most recent, then alphabetically."""
        with self._lock:
            rows = self._db.execute(
                "SELECT last.question, groups.times, groups.day, last.intent, last.route, last.confidence "
                "FROM (SELECT COUNT(*) AS times, MAX(day) AS day, MAX(rowid) AS newest FROM asked WHERE day >= ? "
                "GROUP BY key) AS groups JOIN asked AS last ON last.rowid = groups.newest",
                ((since or dt.date.min).isoformat(),)).fetchall()
        found = [Miss(*row) for row in rows]
        return sorted(found, key=lambda m: (-m.times, -_ordinal(m.last_day), m.question))


def _ordinal(day: str) -> int:
    return dt.date.fromisoformat(day).toordinal()
