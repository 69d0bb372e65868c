"""Dates in a question (paper, section 5.6): relative, named, quarters, seasons and written dates.

Each is turned into a range of months, because the graph keeps, for every work, the months in which it
had activity; a work counts for a period when one of its months falls inside it. `today` always comes
from the caller (the build's reference date, or the visitor's date in the browser), never from a clock.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from generator.engine import rules

_MONTH_NAMES = "|".join(sorted(rules.MONTHS, key=len, reverse=True))
_YEAR = r"(19[89]\d|20\d\d)"
_RANGE = re.compile(rf"\b(?:between|from)?\s*{_YEAR}\s*(?:-|–|to|and|until|till)\s*{_YEAR}\b")
_SINCE = re.compile(rf"\bsince\s+(?:({_MONTH_NAMES})\s+)?{_YEAR}\b")
_SINCE_LAST = re.compile(r"\bsince\s+last\s+year\b")
_QUARTER = re.compile(rf"\bq([1-4])\s*(?:of\s+)?{_YEAR}?\b")
_SEASON = re.compile(rf"\b(early|mid|middle|late|spring|summer|autumn|fall|winter|first half|second half)"
                     rf"(?:\s+of)?(?:\s+in)?\s+{_YEAR}\b")
_DAY_MONTH_YEAR = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH_NAMES})\s+{_YEAR}\b")
_MONTH_DAY_YEAR = re.compile(rf"\b({_MONTH_NAMES})\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+{_YEAR}\b")
_ISO = re.compile(rf"\b{_YEAR}-(0[1-9]|1[0-2])(?:-(\d\d))?\b")
_MONTH_YEAR = re.compile(rf"\b({_MONTH_NAMES})\s+(?:of\s+)?{_YEAR}\b")
_MONTH_ONLY = re.compile(rf"\bin\s+({_MONTH_NAMES})\b")
_PAST = re.compile(r"\b(?:past|last|previous)\s+(\d{1,2}|[a-z]+)\s+(months?|years?)\b")
_RELATIVE_YEAR = re.compile(r"\b(this|last|previous)\s+year\b")
_LAST_MONTH = re.compile(r"\b(this|last)\s+month\b")
_YEAR_ALONE = re.compile(rf"(?<![\w.-]){_YEAR}(?![\w.-])")


@dataclass(frozen=True)
class Period:
    """A range of months, inclusive, as "YYYY-MM" strings, and how the question said it."""

    start: str
    end: str
    said: str
    relative: bool = False  # read against `today`: the ask page re-plans it with the visitor's date

    def contains(self, month: str) -> bool:
        return self.start <= month[:7] <= self.end

    def describe(self) -> str:
        if self.start == self.end:
            return _month_label(self.start)
        if self.start[5:] == "01" and self.end[5:] == "12":
            return self.start[:4] if self.start[:4] == self.end[:4] else f"{self.start[:4]} to {self.end[:4]}"
        return f"{_month_label(self.start)} to {_month_label(self.end)}"


_MONTH_LABELS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                 "October", "November", "December"]


def is_year(word: str) -> bool:
    """True when the word is a year a question can name (1980 to 2099: find_period's years): "his 2016 puzzle game"
    names one; "his 5000 users" and "the 1200 dams" do not."""
    return re.fullmatch(_YEAR, word) is not None


def _month_label(ym: str) -> str:
    return f"{_MONTH_LABELS[int(ym[5:7]) - 1]} {ym[:4]}"


def _ym(year: int, month: int) -> str:
    while month < 1:
        year, month = year - 1, month + 12
    while month > 12:
        year, month = year + 1, month - 12
    return f"{year:04d}-{month:02d}"


def _count(word: str) -> int | None:
    return int(word) if word.isdigit() else rules.NUMBER_WORDS.get(word)


def find_period(question: str, today: dt.date) -> Period | None:
    """The period the question names, or None. The first pattern that matches wins, most specific first."""
    q = question.lower()
    if m := _RANGE.search(q):
        a, b = sorted((int(m.group(1)), int(m.group(2))))
        return Period(_ym(a, 1), _ym(b, 12), m.group(0).strip())
    if m := _SINCE_LAST.search(q):
        return Period(_ym(today.year - 1, 1), _ym(today.year, today.month), m.group(0), relative=True)
    if m := _SINCE.search(q):
        month = rules.MONTHS[m.group(1)] if m.group(1) else 1
        return Period(_ym(int(m.group(2)), month), _ym(today.year, today.month), m.group(0), relative=True)
    if m := _DAY_MONTH_YEAR.search(q):
        return _one_month(int(m.group(3)), rules.MONTHS[m.group(2)], m.group(0))
    if m := _MONTH_DAY_YEAR.search(q):
        return _one_month(int(m.group(3)), rules.MONTHS[m.group(1)], m.group(0))
    if m := _ISO.search(q):
        return _one_month(int(m.group(1)), int(m.group(2)), m.group(0))
    if m := _QUARTER.search(q):
        year = int(m.group(2)) if m.group(2) else today.year
        first = 3 * (int(m.group(1)) - 1) + 1
        return Period(_ym(year, first), _ym(year, first + 2), m.group(0).strip(), relative=not m.group(2))
    if m := _SEASON.search(q):
        first, last = rules.SEASONS[m.group(1)]
        year = int(m.group(2))
        if first > last:  # winter spans the turn of the year
            return Period(_ym(year, first), _ym(year + 1, last), m.group(0))
        return Period(_ym(year, first), _ym(year, last), m.group(0))
    if m := _MONTH_YEAR.search(q):
        return _one_month(int(m.group(2)), rules.MONTHS[m.group(1)], m.group(0))
    if m := _PAST.search(q):
        n = _count(m.group(1))
        if n:
            months = n * 12 if m.group(2).startswith("year") else n
            return Period(_ym(today.year, today.month - months + 1), _ym(today.year, today.month), m.group(0),
                          relative=True)
    if m := _RELATIVE_YEAR.search(q):
        year = today.year if m.group(1) == "this" else today.year - 1
        return Period(_ym(year, 1), _ym(year, 12), m.group(0), relative=True)
    if m := _LAST_MONTH.search(q):
        shift = 0 if m.group(1) == "this" else 1
        ym = _ym(today.year, today.month - shift)
        return Period(ym, ym, m.group(0), relative=True)
    if m := _MONTH_ONLY.search(q):
        number = rules.MONTHS[m.group(1)]
        if m.group(1) == "may" and not re.search(r"\bin may\b(?!\s+(?:i|he|she|we|you|they))", q):
            return None
        year = today.year if number <= today.month else today.year - 1
        return Period(_ym(year, number), _ym(year, number), m.group(0), relative=True)
    if m := _YEAR_ALONE.search(q):
        year = int(m.group(1))
        return Period(_ym(year, 1), _ym(year, 12), m.group(0))
    return None


def _one_month(year: int, month: int, said: str) -> Period:
    ym = _ym(year, month)
    return Period(ym, ym, said)
