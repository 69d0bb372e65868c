"""Spelling correction by Damerau-Levenshtein distance (Damerau 1964; Levenshtein 1966).

A word the site does not know is replaced by the closest word it does know, if exactly one candidate is
closest and close enough. Distance is the optimal-string-alignment variant: insertions, deletions,
substitutions and transpositions of adjacent letters, no substring edited twice.
"""

from __future__ import annotations


def damerau_levenshtein(a: str, b: str, limit: int | None = None) -> int:
    """Optimal string alignment distance between a and b; stops early (returning limit + 1) past `limit`."""
    if a == b:
        return 0
    if limit is not None and abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        best = cur[0]
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            value = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                value = min(value, prev2[j - 2] + 1)
            cur[j] = value
            best = min(best, value)
        if limit is not None and best > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[len(b)]


def allowed_distance(word: str) -> int:
    """How many edits a word of this length may need: none below 5 letters, 1 up to 8, then 2.

    Short words are left alone: at four letters almost every unknown word is one edit from a known one
    ("peru" from "pert"), and a correction there would hide that the question is about something else.
    """
    if len(word) < 5:
        return 0
    return 1 if len(word) < 9 else 2


def bigrams(word: str) -> set[str]:
    padded = f"^{word}$"
    return {padded[i:i + 2] for i in range(len(padded) - 1)}


class BigramIndex:
    """Which known words share letter pairs with a word: a cheap filter before computing distances."""

    def __init__(self, vocabulary: dict[str, int]) -> None:
        self.vocabulary = vocabulary
        self.words_by_bigram: dict[str, list[str]] = {}
        for word in sorted(vocabulary):
            if word.isalpha() and len(word) >= 3:
                for gram in bigrams(word):
                    self.words_by_bigram.setdefault(gram, []).append(word)

    def candidates(self, word: str, limit: int) -> list[str]:
        """Known words that can be within `limit` edits: each edit changes at most three letter pairs."""
        grams = bigrams(word)
        shared: dict[str, int] = {}
        for gram in grams:
            for candidate in self.words_by_bigram.get(gram, ()):
                shared[candidate] = shared.get(candidate, 0) + 1
        need = len(grams) - 3 * limit
        return sorted(c for c, n in shared.items() if n >= need and abs(len(c) - len(word)) <= limit)


def correct(word: str, index: BigramIndex, allow_known: bool = False) -> str | None:
    """The single closest known word within the allowed distance, or None (also when two tie).

    A word the index already holds is left alone, unless `allow_known` (a rare word checked against names).
    """
    vocabulary = index.vocabulary
    limit = allowed_distance(word)
    if not limit or (word in vocabulary and not allow_known) or not word.isalpha():
        return None
    best: list[tuple[int, int, str]] = []
    for candidate in index.candidates(word, limit):
        frequency = vocabulary[candidate]
        d = damerau_levenshtein(word, candidate, limit)
        if d <= limit:
            best.append((d, -frequency, candidate))
    if not best:
        return None
    best.sort()
    if len(best) > 1 and best[1][0] == best[0][0] and best[1][1] == best[0][1]:
        return None  # two equally good corrections: do not guess
    return best[0][2]
